import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { LandingResponse, type LandingResponse as Landing, type ProductsResponse } from '../../src/contract/search';
import { parseSearchQuery } from '../../src/domain/search/search-url';
import { toApiParams } from '../../src/domain/search/search-api-params';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const landing = async (customization: string, query = ''): Promise<Landing> => {
  const r = await t.client.get<Landing>(`/api/v6/landing?customization=${encodeURIComponent(customization)}&${query}`);
  expect(r.status, customization).toBe(200);
  expect(isRight(LandingResponse.decode(r.body))).toBe(true);
  return r.body;
};

/** The landing's search, run on GET /products: its count must be the landing's. */
const searchOf = async (searchQuery: string): Promise<ProductsResponse> => {
  const filters = parseSearchQuery(searchQuery, { currentYear: 2026, today: '2026-06-01' });
  const params = new URLSearchParams(toApiParams(filters, { currencyRate: 1 }));
  return (await t.client.get<ProductsResponse>(`/api/v6/products?${params.toString()}`)).body;
};

describe('GET /landing', () => {
  it('gives the all-boats rental landing, paged', async () => {
    const body = await landing('boat-rental', '_locale=en');
    expect(body).toMatchObject({ kind: 'rental', title: 'Boat rental', place: null, searchQuery: '', page: 1, count: 2000, activities: [] });
    expect(body.products).toHaveLength(18);
    expect(body.links.length).toBeGreaterThanOrEqual(4);
    expect(body.links.length).toBeLessThanOrEqual(6);
    const page2 = await landing('boat-rental', '_locale=en&_page=2');
    expect(page2.page).toBe(2);
    expect(page2.searchQuery).toBe('page=2');
    expect(page2.products.map((p) => p.id)).toEqual((await searchOf('page=2')).products.map((p) => p.id));
    expect((await landing('boat-rental', '_page=abc')).page).toBe(1);
  });

  it('gives a place landing in two languages, whose search finds the same boats', async () => {
    const fr = await landing('location-bateau/marseille', '_locale=fr');
    expect(fr.kind).toBe('rental');
    expect(fr.title).toBe('Location de bateau à Marseille');
    expect(fr.place).toMatchObject({ slug: 'marseille', name: 'Marseille' });
    expect(fr.searchQuery).toBe('address=Marseille&latitude=43.2965&longitude=5.3698');
    const search = await searchOf(fr.searchQuery);
    expect(fr.count).toBe(search.count);
    expect(fr.products.map((p) => p.id)).toEqual(search.products.map((p) => p.id));

    const de = await landing('boot-mieten/marseille', '_locale=de');
    expect(de.title).toBe('Boot mieten in Marseille');
    expect(de.count).toBe(fr.count);
    const pl = await landing('czarter-jachtów/marseille', '_locale=pl');
    expect(pl.title).toBe('Wynajem łodzi – Marsylia');
    expect(pl.searchQuery).toBe('address=Marsylia&latitude=43.2965&longitude=5.3698');
    for (const link of fr.links) {
      expect(link.label).not.toBe('');
      expect(link.path).not.toBe('');
      expect(parseSearchQuery(link.query, { currentYear: 2026 }).address ?? link.query).toBeTruthy();
    }
    expect(fr.links.some((l) => l.path.startsWith('location-bateau/'))).toBe(true);
  });

  it('titles a region with a dash in every language', async () => {
    const en = await landing('boat-rental/corsica', '_locale=en');
    expect(en.title).toBe('Boat rental – Corsica');
    expect(en.place?.kind).toBe('region');
    expect((await landing('boat-rental/corsica', '_locale=fr')).title).toBe('Location de bateau – Corse');
  });

  it('gives an activity landing, with the place glued to the word or not', async () => {
    const all = await landing('experiences', '_locale=en');
    expect(all).toMatchObject({ kind: 'activity', title: 'Boat experiences', count: 300, products: [] });
    expect(all.activities).toHaveLength(18);
    const glued = await landing('experiences-marseille', '_locale=en');
    expect(glued.title).toBe('Boat experiences in Marseille');
    expect(glued.place?.slug).toBe('marseille');
    const split = await landing('erlebnisse/marseille', '_locale=de');
    expect(split.title).toBe('Bootserlebnisse in Marseille');
    expect(split.count).toBe(glued.count);
    expect(split.links.every((l) => l.path.startsWith('erlebnisse-'))).toBe(true);
  });

  it('gives generic landings for a place or a boat type', async () => {
    const byPlace = await landing('marseille', '_locale=en');
    expect(byPlace).toMatchObject({ kind: 'generic', title: 'Boat rental in Marseille' });
    const byType = await landing('sailboat', '_locale=en');
    expect(byType).toMatchObject({ kind: 'generic', title: 'Sailboat rental', searchQuery: 'types=Sailboat' });
    expect(byType.count).toBe((await searchOf('types=Sailboat')).count);
    const yachts = await landing('yacht/marseille', '_locale=es');
    expect(yachts.title).toBe('Alquiler de yates en Marsella');
    expect(yachts.searchQuery).toContain('types=Motor+Yacht;Sail+Yacht');
    expect((await landing('without-license', '_locale=fr')).title).toBe('Location de bateau sans permis');
  });

  it('answers 404 for anything else', async () => {
    for (const customization of ['', 'atlantis', 'boat-rental/atlantis', 'experiences-atlantis', 'sailboat/catamaran', 'marseille/corsica/nice/x']) {
      const r = await t.client.get<{ error: string }>(`/api/v6/landing?customization=${encodeURIComponent(customization)}`);
      expect(r.status, customization).toBe(404);
      expect(r.body.error).toBe('landing_not_found');
    }
    expect((await t.client.get('/api/v6/landing')).status).toBe(404);
  });
});
