import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { HttpSavedSearchGateway } from './http-saved-search-gateway';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';

const saved = { id: 7, query: 'address=Nice&numberOfPeople=2', kind: 'boat', label: 'Nice', createdAt: '2026-06-01T09:00:00.000Z' };

describe('HttpSavedSearchGateway', () => {
  it('lists, saves (with the anti-forgery token) and deletes', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/account/saved-searches': { body: { savedSearches: [saved] } },
      'POST /api/v6/account/saved-searches': { status: 201, body: saved },
      'DELETE /api/v6/account/saved-searches/7': { body: '' },
    });
    const gateway = new HttpSavedSearchGateway(httpClient(fetch));
    expect(await gateway.list()).toEqual({ _tag: 'Right', right: { savedSearches: [saved] } });
    expect(await gateway.save('numberOfPeople=2&address=Nice', 'boat')).toEqual({ _tag: 'Right', right: saved });
    expect(requests[1]).toMatchObject({ method: 'POST', body: { query: 'numberOfPeople=2&address=Nice', kind: 'boat' }, headers: { 'X-XSRF-TOKEN': 'tok' } });
    expect(await gateway.remove(7)).toEqual({ _tag: 'Right', right: null });
    expect(requests[2]).toMatchObject({ method: 'DELETE' });
  });

  it('a malformed answer is a decode failure; refusals are http failures', async () => {
    const { fetch } = fakeFetch({
      'GET /api/v6/account/saved-searches': { body: { savedSearches: [{ ...saved, kind: 'boats' }] } },
      'POST /api/v6/account/saved-searches': { status: 409, body: { error: 'saved_searches_limit' } },
    });
    const gateway = new HttpSavedSearchGateway(httpClient(fetch));
    const list = await gateway.list();
    expect(isLeft(list) && list.left.kind).toBe('decode');
    const refused = await gateway.save('address=Nice', 'boat');
    expect(isLeft(refused) && refused.left).toMatchObject({ kind: 'http', status: 409 });
    const missing = await gateway.remove(9);
    expect(isLeft(missing) && missing.left).toMatchObject({ kind: 'http', status: 404 });
  });
});
