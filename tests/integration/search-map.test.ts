import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight, type Either } from 'fp-ts/lib/Either';
import {
  ActivitiesResponse,
  ProductsResponse,
  type ActivitiesResponse as Activities,
  type ProductsResponse as Products,
} from '../../src/contract/search';
import { startTestServer, type TestServer } from './harness';
import { loadCatalogue, sortBoats, type Catalogue } from './search-oracle';

/** Issue [10]: `bounds=south,west,north,east` (the map's visible box) is the search area. */
let t: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  t = await startTestServer();
  catalogue = await loadCatalogue(t.server.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** A search answered 200 in English, in the shape its codec decodes. */
const searched = async <A>(path: string, codec: { decode: (body: unknown) => Either<unknown, unknown> }, query: string): Promise<A> => {
  const r = await t.client.get<A>(`${path}?_locale=en&${query}`);
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  expect(isRight(codec.decode(r.body))).toBe(true);
  return r.body;
};

const products = (query: string) => searched<Products>('/api/v6/products', ProductsResponse, query);

describe('search by the map bounds', () => {
  it('finds exactly the boats inside the box, with their coordinates', async () => {
    const [south, west, north, east] = [43.1, 5.1, 43.5, 5.7];
    const body = await products(`bounds=${south},${west},${north},${east}`);
    const inside = sortBoats(catalogue.boats.filter((b) => b.latitude >= south && b.latitude <= north && b.longitude >= west && b.longitude <= east));
    expect(inside.length).toBeGreaterThan(0);
    expect(body.count).toBe(inside.length);
    expect(body.products.map((p) => p.id)).toEqual(inside.slice(0, 18).map((b) => b.id));
    for (const p of body.products) {
      expect(p.latitude).toBeGreaterThanOrEqual(south);
      expect(p.latitude).toBeLessThanOrEqual(north);
      expect(p.longitude).toBeGreaterThanOrEqual(west);
      expect(p.longitude).toBeLessThanOrEqual(east);
    }
  });

  it('the box wins over a position, and the address still names the place', async () => {
    const box = await products('bounds=43.1,5.1,43.5,5.7');
    const withPosition = await products('address=Marseille&latitude=48.85&longitude=2.35&bounds=43.1,5.1,43.5,5.7');
    expect(withPosition.count).toBe(box.count);
    expect(withPosition.localization?.name).toBe('Marseille');
  });

  it('a box across the antimeridian or an empty sea finds what is there; malformed bounds are ignored', async () => {
    expect((await products('bounds=-10,179,10,-179')).count).toBe(
      catalogue.boats.filter((b) => b.latitude >= -10 && b.latitude <= 10 && (b.longitude >= 179 || b.longitude <= -179)).length,
    );
    const everywhere = await products('');
    expect((await products('bounds=nonsense')).count).toBe(everywhere.count);
    expect((await products('bounds=43.5,5.1,43.1,5.7')).count).toBe(everywhere.count);
  });
});

const activities = (query: string) => searched<Activities>('/api/v6/activities', ActivitiesResponse, query);

describe('activity search by the map bounds', () => {
  const inBox = (south: number, west: number, north: number, east: number) => (a: { latitude: number; longitude: number }) =>
    a.latitude >= south && a.latitude <= north && (west <= east ? a.longitude >= west && a.longitude <= east : a.longitude >= west || a.longitude <= east);
  const byScore = <A extends { score: number; id: number }>(list: readonly A[]) => [...list].sort((a, b) => b.score - a.score || a.id - b.id);

  it('finds exactly the activities inside the box, best score first, with their coordinates', async () => {
    const [south, west, north, east] = [43.1, 5.1, 43.5, 5.7];
    const body = await activities(`bounds=${south},${west},${north},${east}`);
    const inside = byScore(catalogue.activities.filter(inBox(south, west, north, east)));
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(catalogue.activities.length);
    expect(body.count).toBe(inside.length);
    expect(body.activities.map((a) => a.id)).toEqual(inside.slice(0, 18).map((a) => a.id));
    for (const a of body.activities) expect(inBox(south, west, north, east)(a)).toBe(true);
  });

  it('the box wins over a position, the address still names the place, and the other filters still apply', async () => {
    const box = await activities('bounds=43.1,5.1,43.5,5.7');
    const withPosition = await activities('address=Marseille&latitude=48.85&longitude=2.35&distance=5&bounds=43.1,5.1,43.5,5.7');
    expect(withPosition.count).toBe(box.count);
    expect(withPosition.localization?.name).toBe('Marseille');
    const evening = await activities('bounds=43.1,5.1,43.5,5.7&timesOfTheDay[]=evening');
    expect(evening.count).toBe(catalogue.activities.filter((a) => inBox(43.1, 5.1, 43.5, 5.7)(a) && a.timesOfDay.includes('evening')).length);
  });

  it('a box across the antimeridian finds what is there; malformed or empty bounds are ignored', async () => {
    expect((await activities('bounds=-10,179,10,-179')).count).toBe(catalogue.activities.filter(inBox(-10, 179, 10, -179)).length);
    const everywhere = await activities('');
    for (const bad of ['nonsense', '43.5,5.1,43.1,5.7', '43.1,5.1,43.5', '91,0,92,1', '43.1,5.1,43.5,5.1']) {
      expect((await activities(`bounds=${encodeURIComponent(bad)}`)).count, bad).toBe(everywhere.count);
    }
  });
});
