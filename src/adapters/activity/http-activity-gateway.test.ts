import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { HttpActivityGateway } from './http-activity-gateway';
import { activitySummary, fakeFetch, httpClient, queryOf } from '../../../tests/fakes/search';
import { activityDetail } from '../../../tests/fakes/activity';

describe('HttpActivityGateway', () => {
  it('loads an activity and sends a booking request with the anti-forgery token', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/activities/501': { body: activityDetail() },
      'POST /api/v6/activities/501/booking-request': { body: { hash: 'h1' } },
    });
    const gateway = new HttpActivityGateway(httpClient(fetch));
    expect(await gateway.activity(501)).toEqual({ _tag: 'Right', right: activityDetail() });
    expect(queryOf(requests[0]!.url)).toEqual([['_locale', 'fr']]);
    const request = { date: '2025-07-14', timeOfDay: 'evening', numberOfPeople: 3 } as const;
    expect(await gateway.requestBooking(501, request)).toEqual({ _tag: 'Right', right: { hash: 'h1' } });
    expect(requests[1]).toMatchObject({ method: 'POST', body: request, headers: { 'X-XSRF-TOKEN': 'tok' } });
  });

  it('a malformed activity is a decode failure; refusals come back as http failures', async () => {
    const { fetch } = fakeFetch({
      'GET /api/v6/activities/501': { body: activitySummary() },
      'POST /api/v6/activities/501/booking-request': { status: 409, body: { error: 'not_available' } },
    });
    const gateway = new HttpActivityGateway(httpClient(fetch));
    const detail = await gateway.activity(501);
    expect(isLeft(detail) && detail.left.kind).toBe('decode');
    const booking = await gateway.requestBooking(501, { date: '2025-07-14', timeOfDay: 'morning', numberOfPeople: 1 });
    expect(isLeft(booking) && booking.left).toMatchObject({ kind: 'http', status: 409 });
    const missing = await gateway.activity(9);
    expect(isLeft(missing) && missing.left).toMatchObject({ kind: 'http', status: 404 });
  });
});
