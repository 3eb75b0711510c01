import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, OwnerListings } from '../../src/contract/listings';
import type { ProductDetail, ProductsResponse } from '../../src/contract/search';
import { createSession } from '../../server/auth/sessions';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/** The owner's listings of issue [6]: create a draft, fill it step by step, publish it, find it; only its owner or staff. */
let t: TestServer;
const db = () => t.server.database.db;

const newUser = async (email: string, roles: string[] = ['tenant']): Promise<{ id: number; client: ApiClient }> => {
  const { id } = await db()
    .insertInto('users')
    .values({ email, first_name: 'Otto', last_name: 'Owner', roles, phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = new ApiClient(t.url);
  client.token = await createSession(db(), id, TEST_NOW);
  return { id, client };
};

const sessionOf = async (email: string): Promise<{ id: number; client: ApiClient }> => {
  const { id } = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const client = new ApiClient(t.url);
  client.token = await createSession(db(), id, TEST_NOW);
  return { id, client };
};

let harbour: { id: number; latitude: number; longitude: number };

beforeAll(async () => {
  t = await startTestServer();
  harbour = await db().selectFrom('places').select(['id', 'latitude', 'longitude']).where('kind', '=', 'harbour').orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
});

const STEPS: Record<string, object> = {
  specs: { builderName: 'Jeanneau', modelName: 'Sun Odyssey 349', lengthM: 10.34, enginePower: 21, buildYear: 2020, cabins: 2, berths: 6, capacity: 8, sleepingAreas: [{ kind: 'double', cabins: 2, berths: 4 }] },
  equipment: { equipments: [3, 29, 31] },
  description: {
    titles: { en: 'Sun Odyssey 349 for a week of sailing' },
    descriptions: { en: 'A well kept sailboat, easy to handle for two, roomy enough for a family of six on a week of sailing.' },
    itineraries: [{ title: { en: 'Three islands' }, days: [{ day: 1, harbour: 'Port A', description: 'Out of the harbour' }, { day: 2, harbour: 'Port B', description: '' }] }],
  },
  prices: { pricePerDay: 25000, weeklyDiscount: 10, seasonalPrices: [{ startDate: '2027-07-01', endDate: '2027-08-31', pricePerDay: 32000 }], minimumDays: 2, deposit: 150000 },
  options: { sailingType: 'With or without captain', skipper: { price: 18000, priceByDay: true, isPayInHarbour: false }, extras: [{ name: 'Paddle board', description: '', priceType: 'perBooking', price: 3000, isMandatory: false, isPayInHarbour: false }], insurances: ['cabWeather', 'damageWaiver'] },
  conditions: { cancellationPolicy: 'Flexible', instantBooking: true },
};

const createComplete = async (client: ApiClient): Promise<Listing> => {
  const created = await client.post<Listing>('/api/v6/account/listings', { type: 'Sailboat' });
  expect(created.status).toBe(201);
  const id = created.body.id;
  for (const body of Object.values(STEPS)) expect((await client.put<Listing>(`/api/v6/account/listings/${id}`, body)).status).toBe(200);
  expect((await client.put<Listing>(`/api/v6/account/listings/${id}`, { placeId: harbour.id })).status).toBe(200);
  await db().insertInto('boat_pictures').values({ boat_id: id, position: 0, url: `/media/boats/${id}/0.svg` }).execute();
  return (await client.get<Listing>(`/api/v6/account/listings/${id}`)).body;
};

describe('a new listing', () => {
  it('starts as a draft from the type, shows what is missing, saves step by step and publishes once complete', async () => {
    const { client } = await newUser('otto.new@example.test');
    const created = await client.post<Listing>('/api/v6/account/listings', { type: 'Sailboat' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', productUrl: null, fields: { type: 'Sailboat', pricePerDay: null, placeId: null } });
    // A new listing is offered without a captain until the owner says otherwise.
    expect(created.body.missingSteps).toEqual(['specs', 'description', 'harbour', 'pictures', 'prices']);
    const id = created.body.id;

    const tooEarly = await client.put<{ error: string; missingSteps: string[] }>(`/api/v6/account/listings/${id}/status`, { status: 'published' });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.missingSteps).toContain('harbour');

    const listing = await createCompleteOn(client, id);
    expect(listing.missingSteps).toEqual([]);
    expect(listing.progress).toBe(100);
    expect(listing.fields).toMatchObject({ lengthM: 10.34, equipments: [3, 29, 31], skipper: { price: 18000 }, insurances: ['cabWeather', 'damageWaiver'], weeklyDiscount: 10, minimumDays: 2 });
    expect(listing.fields.extras).toHaveLength(1);

    const published = await client.put<Listing>(`/api/v6/account/listings/${id}/status`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(published.body.productUrl).toMatch(/sun-odyssey-349/);

    // A visitor finds it in search around its harbour and on its product page, with the owner's prices.
    const visitor = new ApiClient(t.url);
    const search = await visitor.get<ProductsResponse>(`/api/v6/products?latitude=${harbour.latitude}&longitude=${harbour.longitude}&distance=5&types[]=Sailboat&page=1`);
    expect(search.status).toBe(200);
    const found = search.body.products.find((p) => p.id === id);
    expect(found?.title).toBe('Sun Odyssey 349 for a week of sailing');
    const product = await visitor.get<ProductDetail>(`/api/v6/products/${id}?startDate=2027-06-29&endDate=2027-07-05`);
    expect(product.status).toBe(200);
    // 2 days at 250 € and 5 in the season at 320 €, 10 % off for the week.
    expect(product.body.quote?.totalPrice).toBe(2 * 22500 + 5 * 28800);
    expect(product.body.minimumDays).toBe(2);
  });

  it('refuses bad fields with the domain’s problems and keeps what was saved', async () => {
    const { client } = await newUser('otto.bad@example.test');
    const { body: created } = await client.post<Listing>('/api/v6/account/listings', { type: 'RIB' });
    const bad = await client.put<{ error: string; details: string[] }>(`/api/v6/account/listings/${created.id}`, { buildYear: 1700, capacity: 0, builderName: 'Zodiac' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('listing_invalid');
    expect(bad.body.details).toEqual(expect.arrayContaining(['buildYear: validation.outOfRange', 'capacity: validation.outOfRange']));
    expect((await client.get<Listing>(`/api/v6/account/listings/${created.id}`)).body.fields.builderName).toBe('');
    const city = await db().selectFrom('places').select('id').where('kind', '=', 'city').executeTakeFirstOrThrow();
    const notHarbour = await client.put<{ details: string[] }>(`/api/v6/account/listings/${created.id}`, { placeId: city.id });
    expect(notHarbour.body.details).toEqual(['placeId: validation.notHarbour']);
    const wrongType = await client.put<{ error: string }>(`/api/v6/account/listings/${created.id}`, { type: 'Submarine' });
    expect(wrongType.status).toBe(400);
  });

  it('keeps a published listing complete, and pausing hides it from search and booking', async () => {
    const { client } = await newUser('otto.pause@example.test');
    const listing = await createComplete(client);
    await client.put(`/api/v6/account/listings/${listing.id}/status`, { status: 'published' });
    const emptied = await client.put<{ details: string[] }>(`/api/v6/account/listings/${listing.id}`, { titles: {}, descriptions: {} });
    expect(emptied.status).toBe(400);
    expect(emptied.body.details).toContain('titles: validation.oneLanguage');

    expect((await client.put<Listing>(`/api/v6/account/listings/${listing.id}/status`, { status: 'paused' })).body.status).toBe('paused');
    const visitor = new ApiClient(t.url);
    expect((await visitor.get(`/api/v6/products/${listing.id}`)).status).toBe(404);
    const tenant = await newUser('tina.paused@example.test');
    const booking = await tenant.client.post(`/api/v6/products/${listing.id}/booking-request`, { startDate: '2027-05-03', endDate: '2027-05-06' });
    expect(booking.status).toBe(404);
    expect((await client.put(`/api/v6/account/listings/${listing.id}/status`, { status: 'draft' })).status).toBe(409);
    expect((await client.put<Listing>(`/api/v6/account/listings/${listing.id}/status`, { status: 'published' })).body.status).toBe('published');
    expect((await visitor.get(`/api/v6/products/${listing.id}`)).status).toBe(200);
  });

  it('applies the minimum rental, and a removed extra stays on the bookings that chose it', async () => {
    const { client } = await newUser('otto.min@example.test');
    const listing = await createComplete(client);
    await client.put(`/api/v6/account/listings/${listing.id}/status`, { status: 'published' });
    const tenant = await newUser('tina.min@example.test');
    const short = await tenant.client.post<{ error: string }>(`/api/v6/products/${listing.id}/booking-request`, { startDate: '2027-05-03', endDate: '2027-05-03' });
    expect(short.status).toBe(422);
    expect(short.body.error).toBe('below_minimum_days');
    const ok = await tenant.client.post<{ hash: string }>(`/api/v6/products/${listing.id}/booking-request`, { startDate: '2027-05-03', endDate: '2027-05-04' });
    expect(ok.status).toBe(200);
    const extra = await db().selectFrom('product_extras').select('id').where('boat_id', '=', listing.id).where('kind', '=', 'optional').executeTakeFirstOrThrow();
    await tenant.client.put(`/api/v6/checkout/${ok.body.hash}/extra/selected`, { polymorphExtraId: `extra-${extra.id}`, isSelected: true });
    expect((await client.put(`/api/v6/account/listings/${listing.id}`, { extras: [] })).status).toBe(200);
    const extras = await tenant.client.get<{ optionalExtras?: Array<{ polymorphExtraId: string }> }>(`/api/v6/checkout/${ok.body.hash}/extras`);
    expect(JSON.stringify(extras.body)).toContain(`extra-${extra.id}`);
    const other = await newUser('tina.other@example.test');
    const later = await other.client.post<{ hash: string }>(`/api/v6/products/${listing.id}/booking-request`, { startDate: '2027-06-07', endDate: '2027-06-09' });
    const laterExtras = await other.client.get(`/api/v6/checkout/${later.body.hash}/extras`);
    expect(JSON.stringify(laterExtras.body)).not.toContain(`extra-${extra.id}`);
  });
});

const createCompleteOn = async (client: ApiClient, id: number): Promise<Listing> => {
  for (const body of Object.values(STEPS)) {
    const saved = await client.put<Listing>(`/api/v6/account/listings/${id}`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  expect((await client.put<Listing>(`/api/v6/account/listings/${id}`, { placeId: harbour.id })).status).toBe(200);
  await db().insertInto('boat_pictures').values({ boat_id: id, position: 0, url: `/media/boats/${id}/0.svg` }).execute();
  return (await client.get<Listing>(`/api/v6/account/listings/${id}`)).body;
};

describe('the sitemap', () => {
  it('lists a published listing with its language alternates, never a draft or a paused one', async () => {
    const { client } = await newUser('otto.sitemap@example.test');
    const listing = await createComplete(client);
    const visitor = new ApiClient(t.url);
    const pageOf = async (): Promise<string> => {
      const index = await visitor.get<string>('/sitemap.xml');
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toMatch(/application\/xml/);
      // The English sitemap (its pages): every language's lists the same pages, each URL with its alternates.
      const pages = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/en(?:-\d+)?\.xml)<\/loc>/g)].map((m) => m[1]!);
      expect(pages.length).toBeGreaterThan(0);
      const bodies = await Promise.all(pages.map(async (p) => (await visitor.get<string>(p)).body));
      return bodies.join('\n');
    };
    expect(await pageOf()).not.toContain(`-${listing.id}</loc>`);
    const published = await client.put<Listing>(`/api/v6/account/listings/${listing.id}/status`, { status: 'published' });
    const sitemap = await pageOf();
    expect(sitemap).toContain(`${published.body.productUrl}</loc>`);
    expect(sitemap).toMatch(new RegExp(`hreflang="fr" href="[^"]*/fr/location-bateau/[^"]*-${listing.id}"`));
    await client.put(`/api/v6/account/listings/${listing.id}/status`, { status: 'paused' });
    expect(await pageOf()).not.toContain(`${published.body.productUrl}</loc>`);
    expect((await visitor.get('/sitemaps/en-99999.xml')).status).toBe(404);
  });
});

describe('who may see a listing', () => {
  it('answers 404 to anyone but its owner and staff, 401 to a visitor', async () => {
    const owner = await newUser('otto.private@example.test');
    const { body: created } = await owner.client.post<Listing>('/api/v6/account/listings', { type: 'Catamaran' });
    const stranger = await newUser('sam.stranger@example.test');
    for (const [method, path, body] of [
      ['GET', `/api/v6/account/listings/${created.id}`, undefined],
      ['PUT', `/api/v6/account/listings/${created.id}`, { builderName: 'Lagoon' }],
      ['PUT', `/api/v6/account/listings/${created.id}/status`, { status: 'published' }],
      ['DELETE', `/api/v6/account/listings/${created.id}`, undefined],
    ] as const) {
      expect((await stranger.client.request(method, path, body === undefined ? {} : { body })).status).toBe(404);
      expect((await new ApiClient(t.url).request(method, path, body === undefined ? {} : { body })).status).toBe(401);
    }
    expect((await stranger.client.get(`/api/v6/account/listings/${created.id + 100000}`)).status).toBe(404);
    const staff = await newUser('stella.staff@example.test', ['staff']);
    expect((await staff.client.get(`/api/v6/account/listings/${created.id}`)).status).toBe(200);
    expect((await staff.client.put(`/api/v6/account/listings/${created.id}`, { builderName: 'Lagoon' })).status).toBe(200);
    expect((await stranger.client.get<OwnerListings>('/api/v6/account/listings')).body.listings).toEqual([]);
    expect((await owner.client.request('DELETE', `/api/v6/account/listings/${created.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/v6/account/listings/${created.id}`)).status).toBe(404);
  });
});

describe('GET /account/listings', () => {
  it('shows the demo owner’s fleet with statuses, next bookings, revenue and requests waiting', async () => {
    const owner = await sessionOf('owner@demo.seaway.test');
    const listings = await owner.client.get<OwnerListings>('/api/v6/account/listings');
    expect(listings.status).toBe(200);
    expect(listings.body.listings.length).toBeGreaterThan(3);
    // Every demo listing is complete, but for the rare demo boat shown without a picture.
    const incomplete = listings.body.listings.filter((l) => l.status !== 'published' || l.missingSteps.some((s) => s !== 'pictures'));
    expect(incomplete.map((l) => [l.id, l.missingSteps])).toEqual([]);
    expect(listings.body.listings.some((l) => l.instantBooking) && listings.body.listings.some((l) => !l.instantBooking)).toBe(true);
    for (const request of listings.body.requests) expect(request.responseBefore).not.toBeNull();
  });
});
