import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { HomeResponse, type HomeResponse as Home } from '../../src/contract/home';
import { parsePath } from '../../src/domain/routing/route';
import { HOME_ACTIVITIES, HOME_DESTINATIONS, HOME_TOP_RATED, TOP_RATED_MIN_REVIEWS } from '../../server/search/home';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const home = async (language: string): Promise<Home> => {
  const r = await t.client.get<Home>(`/api/v6/home?_locale=${language}`);
  expect(r.status).toBe(200);
  const decoded = HomeResponse.decode(r.body);
  expect(isRight(decoded)).toBe(true);
  return r.body;
};

describe('GET /home', () => {
  it('has the shape of the contract, within its sizes', async () => {
    const body = await home('en');
    expect(body.destinations).toHaveLength(HOME_DESTINATIONS);
    expect(body.topRated).toHaveLength(HOME_TOP_RATED);
    expect(body.activities).toHaveLength(HOME_ACTIVITIES);
    expect(body.categories.length).toBeGreaterThan(3);
    for (const destination of body.destinations) {
      expect(destination.picture).toMatch(/^\/media\//);
      // Its landing is a landing page of the language, which the landing API knows.
      expect(parsePath(`/${destination.path}`).route).toEqual({ screen: 'genericLanding', segments: ['boat-rental', destination.slug] });
      expect((await t.client.get(`/api/v6/landing?customization=${encodeURIComponent(destination.path)}&_locale=en`)).status).toBe(200);
    }
  });

  it('counts agree with the database', async () => {
    const { db } = t.server.database;
    const body = await home('en');

    const { rows: perPlace } = await sql<{ place_id: number; boats: number }>`
      select place_id, count(*)::int as boats from boats where status = 'published' and place_id is not null
      group by place_id order by boats desc, place_id`.execute(db);
    expect(body.destinations.map((d) => ({ place_id: d.placeId, boats: d.boats }))).toEqual(perPlace.slice(0, HOME_DESTINATIONS));
    const counts = body.destinations.map((d) => d.boats);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const published = await db.selectFrom('boats').where('status', '=', 'published').select(['type', 'price_per_day', 'discount_percentage', 'owner_id']).execute();
    const byType = new Map<string, { count: number; lowest: number }>();
    for (const boat of published) {
      const price = Math.floor((boat.price_per_day * (100 - boat.discount_percentage) + 50) / 100);
      const entry = byType.get(boat.type) ?? { count: 0, lowest: Number.POSITIVE_INFINITY };
      byType.set(boat.type, { count: entry.count + 1, lowest: Math.min(entry.lowest, price) });
    }
    expect(body.categories).toHaveLength(byType.size);
    for (const category of body.categories) {
      expect(byType.get(category.type), category.type).toEqual({ count: category.count, lowest: category.lowestPricePerDay });
    }
    expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(published.length);

    const activityOwners = await db.selectFrom('activities').select('owner_id').execute();
    const reviews = await db.selectFrom('reviews').select('rating').execute();
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(body.trust).toEqual({
      boats: published.length,
      owners: new Set([...published, ...activityOwners].map((r) => r.owner_id)).size,
      reviews: reviews.length,
      averageRating: Math.round(average * 100) / 100,
    });

    // Top rated: enough reviews, best average first.
    for (const product of body.topRated) expect(product.reviews.number).toBeGreaterThanOrEqual(TOP_RATED_MIN_REVIEWS);
    const averages = body.topRated.map((p) => p.reviews.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    const { rows: better } = await sql<{ n: number }>`
      select count(*)::int as n from boats where status = 'published' and reviews_count >= ${TOP_RATED_MIN_REVIEWS}::int
      and reviews_avg > ${averages.at(-1)!}::float8`.execute(db);
    expect(better[0]!.n).toBeLessThanOrEqual(HOME_TOP_RATED);
  });

  it('names places in the language of the request, with its landing paths', async () => {
    const [en, fr] = await Promise.all([home('en'), home('fr')]);
    expect(fr.destinations.map((d) => d.placeId)).toEqual(en.destinations.map((d) => d.placeId));
    const { db } = t.server.database;
    const places = await db.selectFrom('places').where('id', 'in', fr.destinations.map((d) => d.placeId)).select(['id', 'names']).execute();
    const names = new Map(places.map((p) => [p.id, (typeof p.names === 'string' ? JSON.parse(p.names) : p.names) as Record<string, string>]));
    for (const destination of fr.destinations) {
      expect(destination.name).toBe(names.get(destination.placeId)?.fr ?? names.get(destination.placeId)?.en);
      expect(destination.path).toBe(`location-bateau/${destination.slug}`);
    }
    // At least one harbour is named differently in French (Vieux-Port de Marseille, Port de Saint-Tropez…).
    expect(fr.destinations.some((d, i) => d.name !== en.destinations[i]!.name)).toBe(true);
    expect(fr.trust).toEqual(en.trust);
  });

  it('answers the same again from its cache', async () => {
    const first = await home('de');
    const second = await home('de');
    expect(second).toEqual(first);
  });
});
