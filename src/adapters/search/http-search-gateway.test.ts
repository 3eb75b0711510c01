import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { HttpSearchGateway } from './http-search-gateway';
import { activitiesResponse, fakeFetch, httpClient, productsResponse, queryOf, seoSectionResponse } from '../../../tests/fakes/search';

describe('HttpSearchGateway', () => {
  it('GET /products with the filter params and _locale, decoded', async () => {
    const { fetch, requests } = fakeFetch({ 'GET /api/v6/products': { body: productsResponse() } });
    const result = await new HttpSearchGateway(httpClient(fetch)).searchProducts([
      ['address', 'Marseille'],
      ['types[]', 'Motor Yacht'],
      ['types[]', 'Sail Yacht'],
    ]);
    expect(isRight(result) && result.right.count).toBe(40);
    expect(queryOf(requests[0]!.url)).toEqual([
      ['address', 'Marseille'],
      ['types[]', 'Motor Yacht'],
      ['types[]', 'Sail Yacht'],
      ['_locale', 'fr'],
    ]);
  });

  it('count, activities, seo section', async () => {
    const { fetch } = fakeFetch({
      'GET /api/v6/products/count': { body: { count: 12 } },
      'GET /api/v6/activities': { body: activitiesResponse() },
      'GET /api/v6/seo_specific_section': { body: seoSectionResponse() },
    });
    const gateway = new HttpSearchGateway(httpClient(fetch));
    expect(await gateway.countProducts([])).toEqual({ _tag: 'Right', right: 12 });
    expect(isRight(await gateway.searchActivities([]))).toBe(true);
    expect(isRight(await gateway.seoSection([]))).toBe(true);
  });

  it('flexible dates send fleetDates[i][startDate|endDate]', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/flexibleDates/fleet': { body: { fleetPerDate: [{ startDate: '2025-07-05', endDate: '2025-07-08', count: 3, price: 20000 }] } },
    });
    const result = await new HttpSearchGateway(httpClient(fetch)).flexibleDates([['startDate', '2025-07-05']], [{ startDate: '2025-07-04', endDate: '2025-07-07' }]);
    expect(isRight(result)).toBe(true);
    expect(queryOf(requests[0]!.url)).toEqual([
      ['startDate', '2025-07-05'],
      ['fleetDates[0][startDate]', '2025-07-04'],
      ['fleetDates[0][endDate]', '2025-07-07'],
      ['_locale', 'fr'],
    ]);
  });

  it('autocomplete GET and place details POST', async () => {
    const place = { id: 1, slug: 'marseille', name: 'Marseille', kind: 'city', countryCode: 'FR', latitude: 43.3, longitude: 5.4, parentName: null };
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/autocomplete/places': { body: { places: [place] } },
      'POST /api/v6/autocomplete/places': { body: { place, harbors: [] } },
    });
    const gateway = new HttpSearchGateway(httpClient(fetch));
    expect(isRight(await gateway.autocomplete('Mar', 'fr'))).toBe(true);
    expect(queryOf(requests[0]!.url)).toEqual([['input', 'Mar'], ['lang', 'fr'], ['_locale', 'fr']]);
    expect(isRight(await gateway.placeDetails('marseille', 'fr'))).toBe(true);
    expect(requests[1]).toMatchObject({ method: 'POST', body: { place: 'marseille', lang: 'fr' } });
    expect(requests[1]!.headers['X-XSRF-TOKEN']).toBe('tok');
  });

  it('favourites: POST and DELETE with the anti-forgery header', async () => {
    const { fetch, requests } = fakeFetch({
      'POST /api/v6/products/7/favorite': { body: { productId: 7, isFavorite: true } },
      'DELETE /api/v6/products/7/favorite': { body: { productId: 7, isFavorite: false } },
    });
    const gateway = new HttpSearchGateway(httpClient(fetch));
    expect(await gateway.addFavorite(7)).toEqual({ _tag: 'Right', right: { productId: 7, isFavorite: true } });
    expect(await gateway.removeFavorite(7)).toEqual({ _tag: 'Right', right: { productId: 7, isFavorite: false } });
    expect(requests.map((r) => [r.method, r.headers['X-XSRF-TOKEN']])).toEqual([['POST', 'tok'], ['DELETE', 'tok']]);
  });

  it('a malformed payload is a decode failure, not a crash', async () => {
    const broken = { ...productsResponse(), count: 'many', products: [{ id: 'x' }] };
    const { fetch } = fakeFetch({
      'GET /api/v6/products': { body: broken },
      'GET /api/v6/products/count': { body: 'not json at all' },
      'GET /api/v6/activities': { body: null },
    });
    const gateway = new HttpSearchGateway(httpClient(fetch));
    const products = await gateway.searchProducts([]);
    expect(isLeft(products) && products.left.kind).toBe('decode');
    const count = await gateway.countProducts([]);
    expect(isLeft(count) && count.left).toMatchObject({ kind: 'decode', errors: ['response: expected JSON'] });
    const activities = await gateway.searchActivities([]);
    expect(isLeft(activities) && activities.left.kind).toBe('decode');
  });

  it('an HTTP error and a network error are tagged failures', async () => {
    const { fetch } = fakeFetch({ 'GET /api/v6/products': { status: 500, body: { error: 'internal_error' } } });
    const result = await new HttpSearchGateway(httpClient(fetch)).searchProducts([]);
    expect(isLeft(result) && result.left).toMatchObject({ kind: 'http', status: 500 });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const network = await new HttpSearchGateway(httpClient(offline)).searchProducts([]);
    expect(isLeft(network) && network.left).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
  });
});
