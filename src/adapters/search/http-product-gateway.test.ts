import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { HttpProductGateway } from './http-product-gateway';
import { fakeFetch, httpClient, productDetail, productsResponse, queryOf } from '../../../tests/fakes/search';

describe('HttpProductGateway', () => {
  it('product with dates, suggestions, booking request', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/products/101': { body: productDetail() },
      'GET /api/v6/products/101/suggestions': { body: { products: [productDetail()] } },
      'POST /api/v6/products/101/booking-request': { body: { hash: 'h1' } },
    });
    const gateway = new HttpProductGateway(httpClient(fetch));
    const dates = { startDate: '2025-07-05', endDate: '2025-07-08' };
    expect(isRight(await gateway.product(101, dates))).toBe(true);
    expect(queryOf(requests[0]!.url)).toEqual([['startDate', '2025-07-05'], ['endDate', '2025-07-08'], ['_locale', 'fr']]);
    const suggestions = await gateway.suggestions(101);
    expect(isRight(suggestions) && suggestions.right).toHaveLength(1);
    expect(await gateway.requestBooking(101, dates)).toEqual({ _tag: 'Right', right: { hash: 'h1' } });
    expect(requests[2]).toMatchObject({ method: 'POST', body: dates });
    expect(requests[2]!.body).not.toHaveProperty('numberOfPeople');
    await gateway.requestBooking(101, dates, 4);
    expect(requests[3]).toMatchObject({ method: 'POST', body: { ...dates, numberOfPeople: 4 } });
  });

  it('a product missing its detail fields is a decode failure', async () => {
    const { fetch } = fakeFetch({ 'GET /api/v6/products/101': { body: productsResponse().products[0] } });
    const result = await new HttpProductGateway(httpClient(fetch)).product(101);
    expect(isLeft(result) && result.left.kind).toBe('decode');
  });
});
