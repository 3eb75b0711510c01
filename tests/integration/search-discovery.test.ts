import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import {
  ActivitiesResponse,
  AutocompleteResponse,
  FlexibleDatesResponse,
  PlaceDetailsResponse,
  SeoSectionResponse,
  type ActivitiesResponse as Activities,
  type AutocompleteResponse as Autocomplete,
  type FlexibleDatesResponse as Fleet,
  type PlaceDetailsResponse as PlaceDetails,
  type SeoSectionResponse as SeoSection,
} from '../../src/contract/search';
import { foldSearchText } from '../../server/db/seed/fold';
import { startTestServer, type TestServer } from './harness';
import { harboursOf, isFree, loadCatalogue, within, type ActivityFact, type Catalogue } from './search-oracle';

let t: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  t = await startTestServer();
  catalogue = await loadCatalogue(t.server.database.db);
});
afterAll(async () => {
  await t?.close();
});

const place = (slug: string) => catalogue.places.find((p) => p.slug === slug)!;

describe('GET /activities', () => {
  const activities = async (query: string): Promise<Activities> => {
    const r = await t.client.get<Activities>(`/api/v6/activities?_locale=en&${query}`);
    expect(r.status).toBe(200);
    expect(isRight(ActivitiesResponse.decode(r.body))).toBe(true);
    return r.body;
  };
  const byScore = (list: ActivityFact[]) => [...list].sort((a, b) => b.score - a.score || a.id - b.id);
  const expectFilter = async (query: string, rule: (a: ActivityFact) => boolean) => {
    const body = await activities(query);
    const expected = byScore(catalogue.activities.filter(rule));
    expect(body.count, query).toBe(expected.length);
    expect(body.activities.map((a) => a.id)).toEqual(expected.slice(0, 18).map((a) => a.id));
    expect(body.pagination.totalPage).toBe(Math.ceil(Math.min(expected.length, 100) / 18));
    return body;
  };

  it('lists activities 18 per page, best score first', async () => {
    const body = await expectFilter('', () => true);
    expect(body.count).toBe(300);
    expect(body.maxResultsPerPage).toBe(18);
    expect(body.activities).toHaveLength(18);
    expect((await activities('page=6')).activities).toHaveLength(10);
    expect((await activities('page=7')).activities).toHaveLength(0);
  });

  it('applies the activity filters', async () => {
    await expectFilter('activityTypes[]=fishingTrip&activityTypes[]=boatParty', (a) => ['fishingTrip', 'boatParty'].includes(a.activityType));
    await expectFilter('timesOfTheDay[]=evening', (a) => a.timesOfDay.includes('evening'));
    await expectFilter('skipperLanguages[]=de&skipperLanguages[]=fr', (a) => a.skipperLanguages.includes('de') || a.skipperLanguages.includes('fr'));
    await expectFilter('numberOfPeople=10', (a) => a.capacity >= 10);
    await expectFilter('priceFrom=40&priceTo=80', (a) => a.price >= 4000 && a.price <= 8000);
    await expectFilter('experiences[]=fishingBoat&experiences[]=partyBoat', (a) => a.experience === 'fishingBoat' || a.experience === 'partyBoat');
    await expectFilter('instantBooking=1&cancellationPolicy=Flexible', (a) => a.instantBooking && a.cancellationPolicy === 'Flexible');
    const marseille = place('marseille');
    const body = await expectFilter('address=Marseille', within(marseille.latitude, marseille.longitude, 50));
    expect(body.localization?.slug).toBe('marseille');
  });

  it('sorts by price per person', async () => {
    const body = await activities('sort=price&sortOrder=ASC');
    const expected = [...catalogue.activities].sort((a, b) => a.price - b.price || a.id - b.id);
    expect(body.activities.map((a) => a.id)).toEqual(expected.slice(0, 18).map((a) => a.id));
  });

  it('answers 400 for malformed values', async () => {
    expect((await t.client.get('/api/v6/activities?numberOfPeople=many')).status).toBe(400);
  });
});

describe('GET /autocomplete/places', () => {
  const autocomplete = async (query: string): Promise<Autocomplete> => {
    const r = await t.client.get<Autocomplete>(`/api/v6/autocomplete/places?${query}`);
    expect(r.status).toBe(200);
    expect(isRight(AutocompleteResponse.decode(r.body))).toBe(true);
    return r.body;
  };

  it('finds places by the folded input, prefix matches first, names in the language', async () => {
    const en = await autocomplete('input=mars&lang=en');
    expect(en.places[0]).toMatchObject({ slug: 'marseille', name: 'Marseille', kind: 'city', parentName: 'French Riviera' });
    expect(en.places.map((p) => p.slug)).toContain('marseille-vieux-port');
    const it = await autocomplete('input=Marsig&lang=it');
    expect(it.places[0]).toMatchObject({ slug: 'marseille', name: 'Marsiglia' });
    const fr = await autocomplete('input=C%C3%B4te&lang=fr');
    expect(fr.places.map((p) => p.name)).toContain("Côte d'Azur");
    const el = await autocomplete('input=%CE%BC%CE%B1%CF%83%CF%83%CE%B1%CE%BB&lang=el'); // μασσαλ
    expect(el.places[0]).toMatchObject({ slug: 'marseille', name: 'Μασσαλία' });
  });

  it('matches anywhere, at most 8, every one containing the input', async () => {
    const body = await autocomplete('input=port&lang=en');
    expect(body.places.length).toBeGreaterThan(0);
    expect(body.places.length).toBeLessThanOrEqual(8);
    const rows = await t.server.database.db.selectFrom('places').select(['slug', 'search_text']).execute();
    for (const p of body.places) expect(rows.find((r) => r.slug === p.slug)!.search_text).toContain(foldSearchText('port'));
    expect((await autocomplete('input=&lang=en')).places).toHaveLength(8);
    expect((await autocomplete('input=zzzzqqq&lang=en')).places).toEqual([]);
  });

  it('falls back to _locale for an unknown lang, and refuses an overlong input', async () => {
    const body = await autocomplete('input=marseille&lang=xx&_locale=es');
    expect(body.places[0]?.name).toBe('Marsella');
    expect((await t.client.get(`/api/v6/autocomplete/places?input=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('resolves a chosen place with its harbours (POST)', async () => {
    const fr = await t.client.post<PlaceDetails>('/api/v6/autocomplete/places', { place: 'marseille', lang: 'fr' });
    expect(fr.status).toBe(200);
    expect(isRight(PlaceDetailsResponse.decode(fr.body))).toBe(true);
    expect(fr.body.place).toMatchObject({ slug: 'marseille', name: 'Marseille', parentName: "Côte d'Azur" });
    expect(fr.body.harbors.map((h) => h.name)).toEqual(['Vieux-Port de Marseille']);
    const de = await t.client.post<PlaceDetails>('/api/v6/autocomplete/places', { place: 'cote-d-azur', lang: 'de' });
    expect(de.body.place).toMatchObject({ kind: 'region', name: "Côte d'Azur" });
    expect(de.body.harbors.map((h) => h.slug).sort()).toEqual(
      harboursOf(catalogue.places, place('cote-d-azur').id).map((id) => catalogue.places.find((p) => p.id === id)!.slug).sort(),
    );
    expect(de.body.harbors.find((h) => h.slug === 'marseille-vieux-port')?.name).toBe('Alter Hafen von Marseille');
  });

  it('answers 404 for an unknown place and 400 for a bad body', async () => {
    expect((await t.client.post('/api/v6/autocomplete/places', { place: 'atlantis', lang: 'en' })).status).toBe(404);
    expect((await t.client.post('/api/v6/autocomplete/places', { place: 42 })).status).toBe(400);
    expect((await t.client.request('POST', '/api/v6/autocomplete/places', { rawBody: '{nope' })).status).toBe(400);
  });
});

describe('GET /flexibleDates/fleet', () => {
  const periods = (list: Array<[string, string]>) =>
    list.map(([s, e], i) => `fleetDates[${i}][startDate]=${s}&fleetDates[${i}][endDate]=${e}`).join('&');

  it('counts the free boats of the search and their lowest total per period', async () => {
    const list: Array<[string, string]> = [['2026-07-01', '2026-07-08'], ['2026-07-08', '2026-07-15'], ['2026-07-15', '2026-07-22']];
    const r = await t.client.get<Fleet>(`/api/v6/flexibleDates/fleet?address=Marseille&numberOfPeople=4&startDate=2026-07-08&endDate=2026-07-15&${periods(list)}`);
    expect(r.status).toBe(200);
    expect(isRight(FlexibleDatesResponse.decode(r.body))).toBe(true);
    const marseille = place('marseille');
    const near = within(marseille.latitude, marseille.longitude, 50);
    expect(r.body.fleetPerDate).toHaveLength(3);
    r.body.fleetPerDate.forEach((fleet, i) => {
      const [start, end] = list[i]!;
      const free = catalogue.boats.filter((b) => near(b) && b.capacity >= 4 && isFree(b, start, end));
      expect(fleet).toEqual({ startDate: start, endDate: end, count: free.length, price: free.length === 0 ? null : Math.min(...free.map((b) => b.eff)) * 8 });
    });
  });

  it('has no fleet in the past or for an empty search', async () => {
    const r = await t.client.get<Fleet>(`/api/v6/flexibleDates/fleet?address=Atlantis&${periods([['2026-07-01', '2026-07-02']])}`);
    expect(r.body.fleetPerDate).toEqual([{ startDate: '2026-07-01', endDate: '2026-07-02', count: 0, price: null }]);
    const past = await t.client.get<Fleet>(`/api/v6/flexibleDates/fleet?${periods([['2026-05-20', '2026-05-21'], ['2026-06-02', '2026-06-02']])}`);
    expect(past.body.fleetPerDate[0]).toMatchObject({ count: 0, price: null });
    expect(past.body.fleetPerDate[1]!.count).toBeGreaterThan(0);
    expect((await t.client.get<Fleet>('/api/v6/flexibleDates/fleet')).body).toEqual({ fleetPerDate: [] });
  });

  it('answers 400 for malformed or too many periods', async () => {
    expect((await t.client.get('/api/v6/flexibleDates/fleet?fleetDates[0][startDate]=2026-07-01')).status).toBe(400);
    expect((await t.client.get(`/api/v6/flexibleDates/fleet?${periods([['2026-07-08', '2026-07-01']])}`)).status).toBe(400);
    const eight = Array.from({ length: 8 }, (_, i): [string, string] => [`2026-07-0${i + 1}`, `2026-07-0${i + 2}`]);
    expect((await t.client.get(`/api/v6/flexibleDates/fleet?${periods(eight)}`)).status).toBe(400);
    expect((await t.client.get(`/api/v6/flexibleDates/fleet?${periods(eight.slice(0, 7))}`)).status).toBe(200);
    expect((await t.client.get(`/api/v6/flexibleDates/fleet?numberOfPeople=x&${periods(eight.slice(0, 1))}`)).status).toBe(400);
  });
});

describe('GET /seo_specific_section', () => {
  it('gives the best-rated boats of the search with its title, types and sailing type', async () => {
    const r = await t.client.get<SeoSection>('/api/v6/seo_specific_section?_locale=en&address=Marseille&types[]=Sailboat&withCaptain=0');
    expect(r.status).toBe(200);
    expect(isRight(SeoSectionResponse.decode(r.body))).toBe(true);
    expect(r.body.specificSectionTitle).toBe('Top-rated boats in Marseille');
    expect(r.body.seoSectionTypes).toEqual(['Sailboat']);
    expect(r.body.seoSectionSailingType).toBe('Without captain');
    const marseille = place('marseille');
    const expected = catalogue.boats
      .filter((b) => within(marseille.latitude, marseille.longitude, 50)(b) && b.type === 'Sailboat' && b.reviewsCount > 0 && b.sailingType !== 'With captain')
      .sort((a, b) => b.reviewsAvg - a.reviewsAvg || b.reviewsCount - a.reviewsCount || a.id - b.id);
    expect(r.body.seoProducts.map((p) => p.id)).toEqual(expected.slice(0, 6).map((b) => b.id));
  });

  it('has no title when nothing matches', async () => {
    const r = await t.client.get<SeoSection>('/api/v6/seo_specific_section?address=Atlantis');
    expect(r.body).toEqual({ specificSectionTitle: null, seoProducts: [], seoSectionSailingType: null, seoSectionTypes: [] });
  });
});
