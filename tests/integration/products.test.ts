import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import {
  BookingRequestResponse,
  FavoriteResponse,
  ProductDetail,
  ProductSuggestionsResponse,
  type ProductDetail as Detail,
  type ProductsResponse,
} from '../../src/contract/search';
import { boatTypeGroup } from '../../src/domain/search/search-filters';
import { createSession } from '../../server/auth/sessions';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';
import { distanceKm, isFree, loadCatalogue, type BoatFact, type Catalogue } from './search-oracle';

let t: TestServer;
let catalogue: Catalogue;
let tenant: ApiClient;
let tenantId: number;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startTestServer();
  catalogue = await loadCatalogue(db());
  tenantId = (await db().selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow()).id;
  tenant = new ApiClient(t.url);
  tenant.token = await createSession(db(), tenantId, TEST_NOW);
});
afterAll(async () => {
  await t?.close();
});

/** A boat booked at some point in July 2026, with a free week too. */
const bookedBoat = (): { boat: BoatFact; booked: [string, string]; free: [string, string] } => {
  for (const boat of catalogue.boats) {
    const booked = boat.booked.find(([s]) => s >= '2026-07-01' && s <= '2026-07-31');
    if (!booked) continue;
    for (const free of [['2026-09-01', '2026-09-07'], ['2026-10-01', '2026-10-07'], ['2026-11-02', '2026-11-08']] as Array<[string, string]>) {
      if (isFree(boat, free[0], free[1])) return { boat, booked, free };
    }
  }
  throw new Error('no suitable boat in the demo data');
};

describe('GET /products/{id}', () => {
  it('gives the product page, decodable by the contract', async () => {
    const boat = catalogue.boats[41]!;
    const r = await t.client.get<Detail>(`/api/v6/products/${boat.id}?_locale=fr`);
    expect(r.status).toBe(200);
    expect(isRight(ProductDetail.decode(r.body))).toBe(true);
    expect(r.body).toMatchObject({ id: boat.id, type: boat.type, pricePerDay: boat.pricePerDay, quote: null, totalPrice: null, isFavorite: false });
    expect(r.body.equipments).toEqual([...boat.equipments].sort((a, b) => a - b));
    expect(r.body.productTags).toEqual(boat.productTags);
    expect(r.body.reviewsList.length).toBe(Math.min(20, boat.reviewsCount));
    expect(r.body.location.countryCode).toMatch(/^[A-Z]{2}$/);
    // Booked ranges from today over the next 12 months, in order.
    const expected = boat.booked.filter(([, e]) => e >= '2026-06-01').map(([startDate, endDate]) => ({ startDate, endDate }));
    expect(r.body.unavailabilities).toEqual(expected);
  });

  it('quotes the dates: days × price after discount, and whether the boat is free', async () => {
    const { boat, booked, free } = bookedBoat();
    const ok = await t.client.get<Detail>(`/api/v6/products/${boat.id}?startDate=${free[0]}&endDate=${free[1]}`);
    expect(ok.body.quote).toEqual({ startDate: free[0], endDate: free[1], days: 7, totalPrice: boat.eff * 7, available: true });
    expect(ok.body.totalPrice).toBe(boat.eff * 7);
    const taken = await t.client.get<Detail>(`/api/v6/products/${boat.id}?startDate=${booked[0]}&endDate=${booked[1]}`);
    expect(taken.body.quote?.available).toBe(false);
    const half = await t.client.get<Detail>(`/api/v6/products/${boat.id}?startDate=${free[0]}&halfDayPeriod=afternoon`);
    expect(half.body.quote).toMatchObject({ days: 1, totalPrice: Math.round(boat.eff / 2) });
  });

  it('gives the owner’s seasons still to come, for the date picker’s price of each day', async () => {
    const boat = catalogue.boats[42]!;
    await db()
      .insertInto('boat_seasonal_prices')
      .values([
        { boat_id: boat.id, start_date: '2026-07-01', end_date: '2026-08-31', price_per_day: boat.pricePerDay + 10_000 },
        { boat_id: boat.id, start_date: '2026-04-01', end_date: '2026-05-31', price_per_day: boat.pricePerDay + 5_000 },
      ])
      .execute();
    const r = await t.client.get<Detail>(`/api/v6/products/${boat.id}`);
    expect(isRight(ProductDetail.decode(r.body))).toBe(true);
    expect(r.body.seasonalPrices).toEqual([{ startDate: '2026-07-01', endDate: '2026-08-31', pricePerDay: boat.pricePerDay + 10_000 }]);
    expect((await t.client.get<Detail>(`/api/v6/products/${catalogue.boats[43]!.id}`)).body.seasonalPrices).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a bad id or bad dates', async () => {
    expect((await t.client.get('/api/v6/products/999999')).status).toBe(404);
    expect((await t.client.get('/api/v6/products/abc')).status).toBe(400);
    expect((await t.client.get('/api/v6/products/-3')).status).toBe(400);
    for (const query of ['startDate=2026-13-45', 'startDate=2026-07-10&endDate=2026-07-01', 'startDate=2026-05-01', 'endDate=2026-07-01', 'startDate=2026-07-01&halfDayPeriod=night']) {
      expect((await t.client.get(`/api/v6/products/1?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /products/{id}/suggestions', () => {
  it('suggests up to 6 other boats nearby of the same group, closest in price', async () => {
    const boat = catalogue.boats.find((b) => b.type === 'Sailboat' && b.placeId === catalogue.places.find((p) => p.slug === 'marseille-vieux-port')!.id)!;
    const r = await t.client.get<{ products: Array<{ id: number; type: string }> }>(`/api/v6/products/${boat.id}/suggestions`);
    expect(r.status).toBe(200);
    expect(isRight(ProductSuggestionsResponse.decode(r.body))).toBe(true);
    expect(r.body.products.length).toBeGreaterThan(0);
    expect(r.body.products.length).toBeLessThanOrEqual(6);
    const byId = new Map(catalogue.boats.map((b) => [b.id, b]));
    const candidates = catalogue.boats
      .filter((b) => b.id !== boat.id && boatTypeGroup(b.type) === 'sail' && distanceKm(boat.latitude, boat.longitude, b.latitude, b.longitude) <= 100)
      .sort((a, b) => Math.abs(a.eff - boat.eff) - Math.abs(b.eff - boat.eff) || b.score - a.score || a.id - b.id);
    expect(r.body.products.map((p) => p.id)).toEqual(candidates.slice(0, 6).map((b) => b.id));
    for (const p of r.body.products) expect(boatTypeGroup(byId.get(p.id)!.type)).toBe('sail');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await t.client.get('/api/v6/products/999999/suggestions')).status).toBe(404);
  });
});

describe('favourites', () => {
  it('needs a signed-in user', async () => {
    const r = await t.client.post('/api/v6/products/1/favorite');
    expect(r.status).toBe(401);
    expect((await t.client.delete('/api/v6/products/1/favorite')).status).toBe(401);
  });

  it('adds and removes a favourite, idempotently, and shows it in the search', async () => {
    const first = (await tenant.get<ProductsResponse>('/api/v6/products?address=Marseille')).body.products[0]!;
    await tenant.delete(`/api/v6/products/${first.id}/favorite`);
    for (let i = 0; i < 2; i++) {
      const added = await tenant.post(`/api/v6/products/${first.id}/favorite`);
      expect(added.status).toBe(200);
      expect(isRight(FavoriteResponse.decode(added.body))).toBe(true);
      expect(added.body).toEqual({ productId: first.id, isFavorite: true });
    }
    const mine = (await tenant.get<ProductsResponse>('/api/v6/products?address=Marseille')).body.products;
    expect(mine.find((p) => p.id === first.id)?.isFavorite).toBe(true);
    const anonymous = (await t.client.get<ProductsResponse>('/api/v6/products?address=Marseille')).body.products;
    expect(anonymous.every((p) => !p.isFavorite)).toBe(true);
    expect((await tenant.get<Detail>(`/api/v6/products/${first.id}`)).body.isFavorite).toBe(true);
    const rows = await db().selectFrom('favorites').selectAll().where('user_id', '=', tenantId).where('product_id', '=', first.id).execute();
    expect(rows).toHaveLength(1);

    for (let i = 0; i < 2; i++) {
      const removed = await tenant.delete(`/api/v6/products/${first.id}/favorite`);
      expect(removed.body).toEqual({ productId: first.id, isFavorite: false });
    }
    const after = (await tenant.get<ProductsResponse>('/api/v6/products?address=Marseille')).body.products;
    expect(after.find((p) => p.id === first.id)?.isFavorite).toBe(false);
  });

  it('answers 404 for an unknown product, 400 for a bad id, 403 without the anti-forgery header', async () => {
    expect((await tenant.post('/api/v6/products/999999/favorite')).status).toBe(404);
    expect((await tenant.post('/api/v6/products/x1/favorite')).status).toBe(400);
    expect((await tenant.post('/api/v6/products/1/favorite', undefined, { xsrf: false })).status).toBe(403);
  });
});

describe('POST /products/{id}/booking-request', () => {
  it('needs a signed-in user', async () => {
    expect((await t.client.post('/api/v6/products/1/booking-request', { startDate: '2026-09-01', endDate: '2026-09-03' })).status).toBe(401);
  });

  it('creates a requested checkout session with the price computed on the server', async () => {
    const { boat, free } = bookedBoat();
    const r = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, { startDate: free[0], endDate: free[1], totalPrice: 1 });
    expect(r.status).toBe(200);
    expect(isRight(BookingRequestResponse.decode(r.body))).toBe(true);
    expect(r.body.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const row = await db().selectFrom('booking_requests').selectAll().where('hash', '=', r.body.hash).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: tenantId, boat_id: boat.id, total_price: boat.eff * 7, status: 'requested', number_of_people: 1 });
    const again = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, { startDate: free[0], endDate: free[1] });
    expect(again.body.hash).not.toBe(r.body.hash);
  });

  it('answers 409 when the boat is booked on one of the days', async () => {
    const { boat, booked } = bookedBoat();
    const r = await tenant.post<{ error: string }>(`/api/v6/products/${boat.id}/booking-request`, { startDate: booked[1], endDate: booked[1] });
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('not_available');
  });

  it('answers 400 for bad or past dates, 404 for an unknown product', async () => {
    for (const body of [{ startDate: '2026-05-20', endDate: '2026-05-22' }, { startDate: '2026-09-05', endDate: '2026-09-01' }, { startDate: '2026-02-30', endDate: '2026-03-01' }, { startDate: '2026-09-01' }, {}]) {
      expect((await tenant.post(`/api/v6/products/1/booking-request`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await tenant.request('POST', '/api/v6/products/1/booking-request', { rawBody: 'not json' })).status).toBe(400);
    expect((await tenant.post('/api/v6/products/999999/booking-request', { startDate: '2026-09-01', endDate: '2026-09-02' })).status).toBe(404);
  });
});

describe('GET /products/{id}: the owner’s response rate and time', () => {
  const HOUR = 3_600_000;

  /**
   * The oracle, straight from the rule: conversations opened in the 12 months before today whose tenant wrote before
   * the owner's side did; answered = the owner's side wrote after the tenant's first message.
   */
  const expectedStats = async (ownerId: number) => {
    const since = new Date(TEST_NOW);
    since.setUTCHours(0, 0, 0, 0);
    since.setUTCMonth(since.getUTCMonth() - 12);
    const conversations = await db().selectFrom('conversations').select(['id', 'tenant_id']).where('owner_id', '=', ownerId).where('created_at', '>=', since).execute();
    const delays: Array<number | null> = [];
    for (const c of conversations) {
      const messages = await db().selectFrom('conversation_messages').select(['author_id', 'created_at']).where('conversation_id', '=', c.id).orderBy('created_at').execute();
      const authored = messages.filter((m) => m.author_id !== null);
      if (authored[0]?.author_id !== c.tenant_id) continue;
      const asked = new Date(authored[0].created_at).getTime();
      const reply = authored.find((m) => m.author_id !== c.tenant_id && new Date(m.created_at).getTime() > asked);
      delays.push(reply ? new Date(reply.created_at).getTime() - asked : null);
    }
    if (delays.length < 3) return null;
    const answered = delays.filter((d): d is number => d !== null).sort((a, b) => a - b);
    const withinDay = answered.filter((d) => d <= 24 * HOUR).length;
    const middle = answered.length / 2;
    const median = answered.length === 0 ? null : answered.length % 2 === 1 ? answered[Math.floor(middle)]! : (answered[middle - 1]! + answered[middle]!) / 2;
    const bucket = median === null ? 'days' : median <= HOUR ? 'hour' : median <= 6 * HOUR ? 'hours' : median <= 24 * HOUR ? 'day' : 'days';
    return { conversations: delays.length, rate: (withinDay * 100) / delays.length, timeBucket: bucket };
  };

  const statsOf = async (boatId: number) => {
    const r = await t.client.get<Detail>(`/api/v6/products/${boatId}`);
    expect(r.status).toBe(200);
    expect(isRight(ProductDetail.decode(r.body))).toBe(true);
    return r.body.owner.responseStats;
  };

  it('gives the seeded owners’ figures, as the rule computes them from the messages; null below 3 conversations', async () => {
    const owners = await db().selectFrom('conversations').select('owner_id').where('booking_request_id', 'is', null).groupBy('owner_id').execute();
    let shown = 0;
    let hidden = 0;
    for (const { owner_id: ownerId } of owners) {
      const boat = catalogue.boats.find((b) => b.ownerId === ownerId);
      if (!boat) continue;
      const expected = await expectedStats(ownerId);
      const stats = await statsOf(boat.id);
      if (expected === null) {
        expect(stats, `owner ${ownerId}`).toBeNull();
        hidden++;
      } else {
        expect(stats, `owner ${ownerId}`).toEqual({ rate: expect.any(Number), timeBucket: expected.timeBucket });
        expect(Math.abs(stats!.rate - expected.rate), `owner ${ownerId}`).toBeLessThanOrEqual(1);
        shown++;
      }
    }
    // The demo data shows the feature, and also has owners with too few conversations.
    expect(shown).toBeGreaterThanOrEqual(10);
    expect(hidden).toBeGreaterThanOrEqual(1);
    // An owner with no conversation at all.
    const quiet = catalogue.boats.find((b) => !owners.some((o) => o.owner_id === b.ownerId));
    expect(await statsOf(quiet!.id)).toBeNull();
  });

  it('counts only conversations tenants started in the last 12 months, and shows them from the third', async () => {
    const used = new Set((await db().selectFrom('conversations').select('owner_id').execute()).map((r) => r.owner_id));
    const boat = catalogue.boats.find((b) => !used.has(b.ownerId))!;
    const writers = (await db().selectFrom('users').select('id').where('id', 'not in', [boat.ownerId, tenantId]).orderBy('id').limit(6).execute()).map((u) => u.id);
    let n = 0;
    const conversation = async (tenant: number, openedAt: Date, messages: ReadonlyArray<[number | null, number]>) => {
      const c = await db()
        .insertInto('conversations')
        .values({ tenant_id: tenant, owner_id: boat.ownerId, boat_id: boat.id, hash: `response-stats-${++n}`, created_at: openedAt, last_message_at: openedAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('conversation_messages')
        .values(messages.map(([author, hoursAfter]) => ({ conversation_id: c.id, author_id: author, body: 'Hello', created_at: new Date(openedAt.getTime() + hoursAfter * HOUR) })))
        .execute();
    };
    const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * 24 * HOUR);
    // Not counted: the owner wrote first; only a system message; opened 13 months ago.
    await conversation(writers[0]!, daysAgo(20), [[boat.ownerId, 0], [writers[0]!, 1]]);
    await conversation(writers[1]!, daysAgo(20), [[null, 0]]);
    await conversation(writers[2]!, daysAgo(395), [[writers[2]!, 0], [boat.ownerId, 0.5]]);
    // Two counted (a system message first, then the tenant; the answer 30 minutes later): still too few.
    await conversation(writers[3]!, daysAgo(30), [[null, 0], [writers[3]!, 1], [boat.ownerId, 1.5]]);
    await conversation(writers[4]!, daysAgo(10), [[writers[4]!, 0], [boat.ownerId, 0.5], [writers[4]!, 1]]);
    expect(await statsOf(boat.id)).toBeNull();
    // The third, answered after two days: 2 of 3 within a day, the median answer after 30 minutes.
    await conversation(writers[5]!, daysAgo(5), [[writers[5]!, 0], [boat.ownerId, 48]]);
    expect(await statsOf(boat.id)).toEqual({ rate: 67, timeBucket: 'hour' });
  });
});
