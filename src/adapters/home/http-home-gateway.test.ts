import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { HttpHomeGateway } from './http-home-gateway';
import { fakeFetch, httpClient, queryOf } from '../../../tests/fakes/search';

const body = {
  destinations: [{ placeId: 1, slug: 'cannes-vieux-port', name: 'Cannes Old Port', path: 'boat-rental/cannes-vieux-port', boats: 3, picture: null }],
  categories: [{ type: 'Sailboat', count: 3, lowestPricePerDay: 5500 }],
  topRated: [],
  activities: [],
  trust: { boats: 3, owners: 2, reviews: 0, averageRating: null },
};

describe('HttpHomeGateway', () => {
  it('GET /home in the current language, decoded', async () => {
    const { fetch, requests } = fakeFetch({ 'GET /api/v6/home': { body } });
    const result = await new HttpHomeGateway(httpClient(fetch)).home();
    expect(isRight(result) && result.right).toEqual(body);
    expect(queryOf(requests[0]!.url)).toEqual([['_locale', 'fr']]);
  });

  it('a malformed answer is a decode failure, not a crash', async () => {
    const { fetch } = fakeFetch({ 'GET /api/v6/home': { body: { ...body, trust: { boats: '3' } } } });
    const result = await new HttpHomeGateway(httpClient(fetch)).home();
    expect(isLeft(result) && result.left.kind).toBe('decode');
  });
});
