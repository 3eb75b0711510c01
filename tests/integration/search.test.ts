import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { CountResponse, ProductsResponse, type ProductsResponse as Products } from '../../src/contract/search';
import { histogramGrid } from '../../server/search/price-histogram';
import { startTestServer, type TestServer } from './harness';
import { harboursOf, isFree, loadCatalogue, percentile, sortBoats, within, type BoatFact, type Catalogue } from './search-oracle';

let t: TestServer;
let catalogue: Catalogue;
let demoOwnerId: number;

beforeAll(async () => {
  t = await startTestServer();
  catalogue = await loadCatalogue(t.server.database.db);
  demoOwnerId = (await t.server.database.db.selectFrom('users').select('id').where('email', '=', 'owner@demo.seaway.test').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t?.close();
});

const products = async (query: string): Promise<Products> => {
  const r = await t.client.get<Products>(`/api/v6/products?_locale=en&${query}`);
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  expect(isRight(ProductsResponse.decode(r.body))).toBe(true);
  return r.body;
};

const place = (slug: string) => catalogue.places.find((p) => p.slug === slug)!;

/** Every boat returned satisfies the rule, the count is the oracle's, and page 1 is the oracle's first 18. */
const expectFilter = async (query: string, rule: (b: BoatFact) => boolean) => {
  const body = await products(query);
  const expected = sortBoats(catalogue.boats.filter(rule));
  expect(body.count).toBe(expected.length);
  const byId = new Map(catalogue.boats.map((b) => [b.id, b]));
  for (const product of body.products) expect(rule(byId.get(product.id)!), `boat ${product.id} for ${query}`).toBe(true);
  expect(body.products.map((p) => p.id)).toEqual(expected.slice(0, 18).map((b) => b.id));
  const count = await t.client.get(`/api/v6/products/count?${query}`);
  expect(isRight(CountResponse.decode(count.body))).toBe(true);
  expect(count.body).toEqual({ count: expected.length });
  return { body, expected };
};

describe('GET /products: every filter', () => {
  it('has a catalogue to search', () => {
    expect(catalogue.boats.length).toBe(2000);
  });

  it('searches around a place named by the address (50 km by default)', async () => {
    const marseille = place('marseille');
    const { body, expected } = await expectFilter('address=Marseille', within(marseille.latitude, marseille.longitude, 50));
    expect(expected.length).toBeGreaterThan(10);
    expect(body.localization).toMatchObject({ slug: 'marseille', name: 'Marseille', kind: 'city' });
    expect(body.placeWithHarbors?.harbors.map((h) => h.slug)).toEqual(['marseille-vieux-port']);
    const inPlace = harboursOf(catalogue.places, marseille.id);
    expect(body.exactPlaceProductNumber).toBe(expected.filter((b) => inPlace.includes(b.placeId)).length);
  });

  it('searches around coordinates, within distance km or 50 km', async () => {
    const nice = place('nice');
    await expectFilter(`latitude=${nice.latitude}&longitude=${nice.longitude}&distance=30`, within(nice.latitude, nice.longitude, 30));
    const { expected } = await expectFilter(`latitude=${nice.latitude}&longitude=${nice.longitude}`, within(nice.latitude, nice.longitude, 50));
    // Cannes, Antibes and Nice lie within 50 km of each other.
    expect(new Set(expected.map((b) => b.placeId)).size).toBeGreaterThan(1);
  });

  it('covers a whole region named by the address', async () => {
    const region = place('balearic-islands');
    const harbours = harboursOf(catalogue.places, region.id);
    const body = await products('address=Balearic+Islands');
    expect(body.localization?.kind).toBe('region');
    const inRegion = catalogue.boats.filter((b) => harbours.includes(b.placeId)).length;
    expect(body.exactPlaceProductNumber).toBe(inRegion);
    expect(body.count).toBeGreaterThanOrEqual(inRegion);
  });

  it('finds nothing for an address naming no known place', async () => {
    const body = await products('address=Atlantis');
    expect(body.count).toBe(0);
    expect(body.products).toEqual([]);
    expect(body.productsPriceStatistics).toBeNull();
    expect(body.priceChartBar).toEqual([]);
    expect(body.localization).toBeNull();
  });

  it('filters by people, cabins and berths (at least)', async () => {
    await expectFilter('numberOfPeople=6', (b) => b.capacity >= 6);
    await expectFilter('numberOfCabins=3', (b) => b.cabins >= 3);
    await expectFilter('numberOfBerths=6', (b) => b.berths >= 6);
  });

  it('filters by owner: super owner, private or professional, owner id', async () => {
    await expectFilter('superOwner=1', (b) => b.isSuperOwner);
    await expectFilter('ownerType=private', (b) => !b.isPro);
    await expectFilter('ownerType=professional', (b) => b.isPro);
    const { expected } = await expectFilter(`ownerId=${demoOwnerId}`, (b) => b.ownerId === demoOwnerId);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('filters by best rating (average of at least 4.5) and instant booking', async () => {
    await expectFilter('bestRating=1', (b) => b.reviewsAvg >= 4.5);
    await expectFilter('instantBooking=1', (b) => b.instantBooking);
  });

  it('filters by engine power, build year and length ranges', async () => {
    await expectFilter('enginePowerFrom=100&enginePowerTo=300', (b) => b.enginePower >= 100 && b.enginePower <= 300);
    await expectFilter('minBuildYear=2015&maxBuildYear=2020', (b) => b.buildYear >= 2015 && b.buildYear <= 2020);
    await expectFilter('lengthFrom=8&lengthTo=12', (b) => b.lengthM >= 8 && b.lengthM <= 12);
  });

  it('filters by the price per day after discount, in whole euros', async () => {
    await expectFilter('priceFrom=200&priceTo=500', (b) => b.eff >= 20_000 && b.eff <= 50_000);
    await expectFilter('priceTo=150', (b) => b.eff <= 15_000);
  });

  it('filters by boat types; Yacht stands for both yacht types (and plain yachts)', async () => {
    await expectFilter('types[]=Sailboat&types[]=Catamaran', (b) => b.type === 'Sailboat' || b.type === 'Catamaran');
    const { expected } = await expectFilter('types[]=Yacht', (b) => ['Motor Yacht', 'Sail Yacht', 'Yacht'].includes(b.type));
    expect(new Set(expected.map((b) => b.type))).toEqual(new Set(['Motor Yacht', 'Sail Yacht', 'Yacht']));
    await expectFilter('types[]=Sail+Yacht', (b) => b.type === 'Sail Yacht');
  });

  it('filters by flexible cancellation', async () => {
    await expectFilter('cancellationPolicy=Flexible', (b) => b.cancellationPolicy === 'Flexible');
  });

  it('keeps boats free on every day of the dates, and prices the stay', async () => {
    const { body } = await expectFilter('startDate=2026-07-04&endDate=2026-07-11', (b) => isFree(b, '2026-07-04', '2026-07-11'));
    const byId = new Map(catalogue.boats.map((b) => [b.id, b]));
    for (const p of body.products) expect(p.totalPrice).toBe(byId.get(p.id)!.eff * 8);
    const single = await expectFilter('startDate=2026-06-20', (b) => isFree(b, '2026-06-20', '2026-06-20'));
    for (const p of single.body.products) expect(p.totalPrice).toBe(byId.get(p.id)!.eff);
    const noDates = await products('');
    expect(noDates.products.every((p) => p.totalPrice === null)).toBe(true);
  });

  it('keeps every boat for a half day and charges half the day price', async () => {
    const { body } = await expectFilter('startDate=2026-06-20&halfDayPeriod=morning', (b) => isFree(b, '2026-06-20', '2026-06-20'));
    const byId = new Map(catalogue.boats.map((b) => [b.id, b]));
    for (const p of body.products) expect(p.totalPrice).toBe(Math.round(byId.get(p.id)!.eff / 2));
  });

  it('filters by equipment: the boat has all of them', async () => {
    const { expected } = await expectFilter('equipments[]=29&equipments[]=13', (b) => b.equipments.includes(29) && b.equipments.includes(13));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('filters by skipper: withCaptain 1 and 0', async () => {
    await expectFilter('withCaptain=1', (b) => b.sailingType === 'With captain' || b.sailingType === 'With or without captain');
    await expectFilter('withCaptain=0', (b) => b.sailingType === 'Without captain' || b.sailingType === 'With or without captain');
  });

  it('filters by product tags: the boat has all of them', async () => {
    const { expected } = await expectFilter('productTags=family,petFriendly', (b) => b.productTags.includes('family') && b.productTags.includes('petFriendly'));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('maps experiences to boats (any of them)', async () => {
    await expectFilter('experiences[]=fishingBoat&experiences[]=partyBoat', (b) => b.productTags.includes('fishing') || b.productTags.includes('party'));
    await expectFilter('experiences[]=waterSport', (b) => b.type === 'Jet Ski' || b.equipments.some((e) => [22, 23, 24, 74].includes(e)));
    await expectFilter('experiences[]=funBoat', (b) => ['RIB', 'Jet Ski', 'Without license'].includes(b.type));
    await expectFilter('experiences[]=atypicalBoat', (b) => ['Houseboat', 'Gulet'].includes(b.type));
  });

  it('filters by discount', async () => {
    await expectFilter('hasDiscount=1', (b) => b.discount > 0);
  });

  it('combines filters', async () => {
    const nice = place('nice');
    await expectFilter(
      'address=Nice&startDate=2026-07-04&endDate=2026-07-08&numberOfPeople=4&types[]=Motorboat&types[]=RIB&priceTo=400',
      (b) =>
        within(nice.latitude, nice.longitude, 50)(b) &&
        isFree(b, '2026-07-04', '2026-07-08') &&
        b.capacity >= 4 &&
        (b.type === 'Motorboat' || b.type === 'RIB') &&
        b.eff <= 40_000,
    );
  });
});

describe('GET /products: sorts', () => {
  const sorts = ['score', 'price', 'discount', 'reviewsAvg'] as const;
  for (const sort of sorts) {
    for (const order of ['ASC', 'DESC'] as const) {
      it(`sorts by ${sort} ${order}, ties by id`, async () => {
        const body = await products(`sort=${sort}&sortOrder=${order}&numberOfPeople=4`);
        const expected = sortBoats(catalogue.boats.filter((b) => b.capacity >= 4), sort, order);
        expect(body.products.map((p) => p.id)).toEqual(expected.slice(0, 18).map((b) => b.id));
      });
    }
  }

  it('sorts by score DESC by default, and price ASC without an order', async () => {
    expect((await products('')).products.map((p) => p.id)).toEqual(sortBoats(catalogue.boats).slice(0, 18).map((b) => b.id));
    expect((await products('sort=default&sortOrder=ASC')).products.map((p) => p.id)).toEqual(sortBoats(catalogue.boats).slice(0, 18).map((b) => b.id));
    expect((await products('sort=price')).products.map((p) => p.id)).toEqual(sortBoats(catalogue.boats, 'price', 'ASC').slice(0, 18).map((b) => b.id));
  });
});

describe('GET /products: pagination and the lazy limit', () => {
  it('pages 18 at a time and never beyond 100 results', async () => {
    const expected = sortBoats(catalogue.boats.filter((b) => b.capacity >= 4), 'price', 'DESC');
    expect(expected.length).toBeGreaterThan(100);
    const seen: number[] = [];
    for (let page = 1; page <= 7; page++) {
      const body = await products(`numberOfPeople=4&sort=price&sortOrder=DESC&page=${page}`);
      expect(body.maxResultsPerPage).toBe(18);
      expect(body.resultsLazyLimit).toBe(100);
      expect(body.pagination).toEqual({ currentPage: page, maxResultsPerPage: 18, resultsCount: expected.length, totalPage: 6 });
      expect(body.products.length).toBe(page <= 5 ? 18 : page === 6 ? 10 : 0);
      seen.push(...body.products.map((p) => p.id));
    }
    expect(seen).toEqual(expected.slice(0, 100).map((b) => b.id));
  });

  it('counts pages of a small result set', async () => {
    const body = await products('address=Marseille&types[]=Catamaran');
    expect(body.pagination.totalPage).toBe(Math.ceil(Math.min(body.count, 100) / 18));
  });
});

describe('GET /products: price statistics and histogram', () => {
  const check = async (query: string, rule: (b: BoatFact) => boolean, unpriced: (b: BoatFact) => boolean) => {
    const body = await products(query);
    const prices = catalogue.boats.filter(rule).map((b) => b.eff).sort((a, b) => a - b);
    const stats = body.productsPriceStatistics!;
    expect(stats.lowest).toBe(prices[0]);
    expect(stats.highest).toBe(prices[prices.length - 1]);
    expect(Math.abs(stats.average - prices.reduce((s, p) => s + p, 0) / prices.length)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(stats.firstQuartile - percentile(prices, 0.25))).toBeLessThanOrEqual(0.5);
    expect(Math.abs(stats.median - percentile(prices, 0.5))).toBeLessThanOrEqual(0.5);
    expect(Math.abs(stats.thirdQuartile - percentile(prices, 0.75))).toBeLessThanOrEqual(0.5);
    expect(stats.lowest <= stats.firstQuartile && stats.firstQuartile <= stats.median && stats.median <= stats.thirdQuartile && stats.thirdQuartile <= stats.highest).toBe(true);

    // The histogram covers the set without the price filter, in at most 20 even bars.
    const all = catalogue.boats.filter(unpriced);
    const bars = body.priceChartBar;
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.length).toBeLessThanOrEqual(20);
    expect(bars.reduce((s, b) => s + b.count, 0)).toBe(all.length);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.from).toBe(bars[i - 1]!.to);
    for (const bar of bars) expect(bar.count).toBe(all.filter((b) => b.eff >= bar.from && b.eff < bar.to).length);
    const grid = histogramGrid(Math.min(...all.map((b) => b.eff)), Math.max(...all.map((b) => b.eff)));
    expect(bars[0]!.from).toBe(grid.lowest);
    expect(bars[0]!.to - bars[0]!.from).toBe(grid.width);
  };

  it('describes the filtered set and shows the whole distribution', async () => {
    const marseille = place('marseille');
    const near = within(marseille.latitude, marseille.longitude, 50);
    await check('address=Marseille', near, near);
    await check('address=Marseille&priceFrom=150&priceTo=400', (b) => near(b) && b.eff >= 15_000 && b.eff <= 40_000, near);
    await check('numberOfPeople=8&startDate=2026-08-01&endDate=2026-08-08', (b) => b.capacity >= 8 && isFree(b, '2026-08-01', '2026-08-08'), (b) => b.capacity >= 8 && isFree(b, '2026-08-01', '2026-08-08'));
  });
});

describe('GET /products: sections and flags', () => {
  it('shows the top trending section on page 1 of a place-only search', async () => {
    const placeOnly = await products('address=Marseille');
    expect(placeOnly.shouldDisplayTopTrendingSection).toBe(true);
    expect(placeOnly.topTrendingSectionTitle).toBe('Trending boats in Marseille');
    expect(placeOnly.displayBoatTypeTag).toBe(true);
    expect(placeOnly.isPricePerDay).toBe(true);
    expect((await products('')).topTrendingSectionTitle).toBe('Trending boats');
    const filtered = await products('address=Marseille&numberOfPeople=4');
    expect(filtered.shouldDisplayTopTrendingSection).toBe(false);
    expect(filtered.topTrendingSectionTitle).toBeNull();
    expect((await products('address=Marseille&page=2')).shouldDisplayTopTrendingSection).toBe(false);
  });

  it('localises place names and the title', async () => {
    const r = await t.client.get<Products>('/api/v6/products?_locale=it&address=Marseille');
    expect(r.body.localization?.name).toBe('Marsiglia');
    expect(r.body.topTrendingSectionTitle).toBe('Barche di tendenza a Marsiglia');
    expect(r.body.products[0]?.localizationName).toBe('Marsiglia');
    expect(r.body.products[0]?.path).toMatchObject({ localization: 'marseille' });
  });
});

describe('GET /products: bad parameters', () => {
  it('answers 400 for malformed values, never 500', async () => {
    for (const query of ['numberOfPeople=abc', 'startDate=2026-13-45', 'withCaptain=2', 'superOwner=yes', 'latitude=north&longitude=5', 'equipments[]=gps', 'page=two']) {
      const r = await t.client.get<{ error: string; details: string[] }>(`/api/v6/products?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body.error).toBe('bad_request');
      expect(r.body.details.length).toBeGreaterThan(0);
      expect((await t.client.get(`/api/v6/products/count?${query}`)).status).toBe(400);
    }
  });

  it('drops out-of-bounds values and unknown ones as spec section 5 says', async () => {
    const all = (await products('')).count;
    for (const query of ['numberOfPeople=25', 'numberOfCabins=0', 'types[]=Spaceship', 'sort=weird', 'ownerType=pirate', 'startDate=2026-01-10', 'foo=bar', 'enginePowerTo=400', 'abVariations[rankingAlgo]=B', 'latitude=43.3', 'startDate=2026-07-10&endDate=2026-07-01']) {
      expect((await products(query)).count, query).toBe(all);
    }
    const page = await products('page=0');
    expect(page.pagination.currentPage).toBe(1);
  });

  it('answers the same for a list as name[] or name', async () => {
    expect((await products('types=Sailboat')).count).toBe((await products('types[]=Sailboat')).count);
  });
});
