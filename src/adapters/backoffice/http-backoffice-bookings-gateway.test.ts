import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { backOfficeBooking, queueItem, refundQueue, searchResult } from '../../../tests/fakes/backoffice';
import { fakeFetch, httpClient, queryOf } from '../../../tests/fakes/search';
import { HttpBackOfficeBookingsGateway } from './http-backoffice-bookings-gateway';
import { lazyBackOfficeBookingsGateway } from './lazy-backoffice-bookings-gateway';

describe('HttpBackOfficeBookingsGateway', () => {
  it('calls the back office’s paths with their queries and bodies and decodes the answers', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/backoffice/search': { body: searchResult() },
      'GET /api/v6/backoffice/refunds': { body: refundQueue() },
      'POST /api/v6/backoffice/refunds/31/retry': { body: queueItem({ status: 'succeeded', retryable: false, attempts: 2, lastError: null }) },
      'GET /api/v6/backoffice/bookings/42': { body: backOfficeBooking() },
      'POST /api/v6/backoffice/bookings/42/refund': { body: backOfficeBooking() },
      'POST /api/v6/backoffice/bookings/42/cancel': { body: backOfficeBooking({ status: 'cancelled' }) },
      'POST /api/v6/backoffice/bookings/42/dates': { body: backOfficeBooking({ startDate: '2026-07-11' }) },
    });
    const gateway = new HttpBackOfficeBookingsGateway(httpClient(fetch));
    expect((await gateway.search('SW-000042'))._tag).toBe('Right');
    expect(queryOf(requests.at(-1)!.url)).toContainEqual(['q', 'SW-000042']);
    expect((await gateway.refundQueue({ status: 'failed', page: 2 }))._tag).toBe('Right');
    expect(queryOf(requests.at(-1)!.url)).toEqual(expect.arrayContaining([['status', 'failed'], ['page', '2']]));
    await gateway.refundQueue({ status: null, page: 1 });
    expect(queryOf(requests.at(-1)!.url).map(([k]) => k)).not.toContain('status');
    expect((await gateway.retryRefund(31))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'tok' }) as unknown });
    expect((await gateway.booking(42))._tag).toBe('Right');
    expect((await gateway.refundBooking(42, { amount: 1250, reason: 'Late' }))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { amount: 1250, reason: 'Late' } });
    expect((await gateway.cancelBooking(42, { refundAmount: 0, reason: 'Damaged' }))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ body: { refundAmount: 0, reason: 'Damaged' } });
    expect((await gateway.changeDates(42, { startDate: '2026-07-11', endDate: '2026-07-13', reason: 'Weather' }))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ body: { startDate: '2026-07-11', endDate: '2026-07-13', reason: 'Weather' } });
  });

  it('a malformed answer is a decode failure, a refusal an http failure (never thrown)', async () => {
    const { fetch } = fakeFetch({
      'GET /api/v6/backoffice/bookings/42': { body: { id: 42, status: 'lost' } },
      'GET /api/v6/backoffice/refunds': { status: 403, body: { error: 'forbidden' } },
    });
    const gateway = new HttpBackOfficeBookingsGateway(httpClient(fetch));
    const booking = await gateway.booking(42);
    expect(isLeft(booking) && booking.left.kind).toBe('decode');
    const queue = await gateway.refundQueue({ status: null, page: 1 });
    expect(isLeft(queue) && queue.left.kind === 'http' && queue.left.status).toBe(403);
  });

  it('the lazy gateway loads the HTTP one on its first call', async () => {
    let loads = 0;
    const { fetch } = fakeFetch({ 'GET /api/v6/backoffice/bookings/42': { body: backOfficeBooking() } });
    const lazy = lazyBackOfficeBookingsGateway(async () => {
      loads++;
      return new HttpBackOfficeBookingsGateway(httpClient(fetch));
    });
    expect(loads).toBe(0);
    expect((await lazy.booking(42))._tag).toBe('Right');
    await lazy.booking(42);
    expect(loads).toBe(1);
  });
});
