import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';
import { LISTING_ID, listing, listingInvalid, ownerListings } from '../../../tests/fakes/listings';
import type { ListingChangesBody } from '../../contract/listings';
import { HttpListingsGateway } from './http-listings-gateway';
import { lazyListingsGateway } from './lazy-listings-gateway';

const path = `/api/v6/account/listings/${LISTING_ID}`;

describe('HttpListingsGateway', () => {
  it('lists, creates, reads, changes and publishes over /api/v6, answers decoded with the contract', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/account/listings': { body: ownerListings() },
      'POST /api/v6/account/listings': { status: 201, body: listing() },
      [`GET ${path}`]: { body: listing() },
      [`PUT ${path}`]: { body: listing() },
      [`PUT ${path}/status`]: { body: listing(undefined, { status: 'published' }) },
    });
    const gateway = new HttpListingsGateway(httpClient(fetch));
    expect(await gateway.listings()).toEqual({ _tag: 'Right', right: ownerListings() });
    expect(await gateway.create({ type: 'RIB' })).toEqual({ _tag: 'Right', right: listing() });
    expect(await gateway.listing(LISTING_ID)).toEqual({ _tag: 'Right', right: listing() });
    // Only the listing's fields are sent (anything else is stripped by the exact codec).
    const changes = { builderName: 'Jeanneau', pricePerDay: 20_000, sneaky: true } as unknown as ListingChangesBody;
    await gateway.update(LISTING_ID, changes);
    const published = await gateway.changeStatus(LISTING_ID, { status: 'published' });
    expect(!isLeft(published) && published.right.status).toBe('published');
    expect(requests.map((r) => [r.method, r.url.split('?')[0], r.body])).toEqual([
      ['GET', '/api/v6/account/listings', undefined],
      ['POST', '/api/v6/account/listings', { type: 'RIB' }],
      ['GET', path, undefined],
      ['PUT', path, { builderName: 'Jeanneau', pricePerDay: 20_000 }],
      ['PUT', `${path}/status`, { status: 'published' }],
    ]);
    expect(requests[3]?.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok' });
  });

  it('refusals come back as http failures with their body; a malformed listing is a decode failure', async () => {
    const invalid = listingInvalid(['placeId: validation.notHarbour']);
    const { fetch } = fakeFetch({
      [`PUT ${path}`]: { status: 400, body: invalid.kind === 'http' ? invalid.body : {} },
      [`PUT ${path}/status`]: { status: 422, body: { error: 'listing_incomplete', missingSteps: ['pictures'] } },
      [`GET ${path}`]: { body: { ...listing(), fields: { type: 'Sailboat' } } },
    });
    const gateway = new HttpListingsGateway(httpClient(fetch));
    const refused = await gateway.update(LISTING_ID, { placeId: 3 });
    expect(isLeft(refused) && refused.left).toMatchObject({ kind: 'http', status: 400, body: { error: 'listing_invalid', details: ['placeId: validation.notHarbour'] } });
    const incomplete = await gateway.changeStatus(LISTING_ID, { status: 'published' });
    expect(isLeft(incomplete) && incomplete.left).toMatchObject({ kind: 'http', status: 422, body: { missingSteps: ['pictures'] } });
    const malformed = await gateway.listing(LISTING_ID);
    expect(isLeft(malformed) && malformed.left.kind).toBe('decode');
    const unknown = await gateway.listing(1);
    expect(isLeft(unknown) && unknown.left).toMatchObject({ kind: 'http', status: 404 });
  });

  it('the lazy gateway loads the implementation on its first call; a failed load is a network failure', async () => {
    const { fetch } = fakeFetch({ 'GET /api/v6/account/listings': { body: ownerListings() } });
    let loads = 0;
    const lazy = lazyListingsGateway(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return new HttpListingsGateway(httpClient(fetch));
    });
    const failed = await lazy.listings();
    expect(isLeft(failed) && failed.left.kind).toBe('network');
    expect(await lazy.listings()).toEqual({ _tag: 'Right', right: ownerListings() });
    await lazy.listings();
    expect(loads).toBe(2);
  });
});
