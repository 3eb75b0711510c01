/**
 * Search API benchmark (GUIDE.md section 4: p95 of GET /products under 50 ms with 20,000 boats in the embedded
 * database on a 2-core machine). Builds a fresh in-memory PGlite database, starts the real server on loopback and
 * runs a bounded load of realistic searches (place + dates + a few filters, as the search page sends them), then
 * a smaller catalogue-wide mix (no place), and times the domain's URL parser. Figures only; never fails.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { loadConfig } from '../server/config';
import { migrateToLatest, openPglite } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { startServer } from '../server/start';
import { LANGUAGE_CODES } from '../src/domain/i18n/languages';
import { addDays } from '../src/domain/search/iso-date';
import { normaliseFilters, type FilterInput } from '../src/domain/search/normalise-filters';
import { toApiParams } from '../src/domain/search/search-api-params';
import { EQUIPMENT_IDS, type BoatType } from '../src/domain/search/search-filters';
import { formatSearchQuery, parseSearchQuery } from '../src/domain/search/search-url';
import { loadLoop } from './load';

const BOATS = 20_000;
/** The clock of the seed and of the server: the query mix's dates lie after it. */
export const NOW = new Date('2026-06-01T09:00:00Z');
const TODAY = '2026-06-01';
const CURRENT_YEAR = 2026;
const CONCURRENCY = 4;

/** A small deterministic generator (mulberry32): the same mix on every run. */
export const random = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
};

export interface City {
  readonly names: Record<string, string>;
  readonly latitude: number;
  readonly longitude: number;
  readonly popularity: number;
}

const TYPES: readonly BoatType[] = ['Sailboat', 'Motorboat', 'Catamaran', 'RIB', 'Without license', 'Motor Yacht', 'Yacht'];

/** Filters as the search page builds them: a place (with coordinates from autocomplete), usually dates, a few filters. */
export const typicalFilters = (rng: ReturnType<typeof random>, cities: readonly City[], language: string): FilterInput => {
  const weighted = cities.flatMap((c) => Array.from({ length: Math.max(1, Math.round(c.popularity / 10)) }, () => c));
  const city = rng.pick(weighted);
  const filters: Record<string, unknown> = { page: rng.chance(0.15) ? 2 : 1, address: city.names[language] ?? city.names.en };
  if (rng.chance(0.7)) Object.assign(filters, { latitude: city.latitude, longitude: city.longitude });
  if (rng.chance(0.8)) {
    const start = addDays(TODAY, rng.int(3, 120));
    Object.assign(filters, { startDate: start, endDate: addDays(start, rng.chance(0.4) ? 0 : rng.int(1, 13)) });
  }
  if (rng.chance(0.5)) filters.numberOfPeople = rng.int(2, 10);
  if (rng.chance(0.3)) filters.types = [rng.pick(TYPES), ...(rng.chance(0.3) ? [rng.pick(TYPES)] : [])];
  if (rng.chance(0.2)) filters.priceTo = rng.pick([150, 300, 500, 1000]);
  if (rng.chance(0.1)) filters.instantBooking = true;
  if (rng.chance(0.1)) filters.sailingType = rng.pick(['With captain', 'Without captain']);
  if (rng.chance(0.08)) filters.equipments = [rng.pick(EQUIPMENT_IDS)];
  if (rng.chance(0.08)) filters.hasDiscount = true;
  if (rng.chance(0.15)) Object.assign(filters, { sort: rng.pick(['price', 'reviewsAvg', 'discount']), sortOrder: rng.pick(['ASC', 'DESC']) });
  return filters as FilterInput;
};

/** Searches without a place (the whole catalogue): rarer on the site, and the heaviest. */
export const catalogueFilters = (rng: ReturnType<typeof random>): FilterInput => {
  const filters: Record<string, unknown> = { page: 1 };
  if (rng.chance(0.5)) {
    const start = addDays(TODAY, rng.int(3, 120));
    Object.assign(filters, { startDate: start, endDate: addDays(start, rng.int(0, 7)) });
  }
  if (rng.chance(0.5)) filters.types = [rng.pick(TYPES)];
  if (rng.chance(0.3)) filters.numberOfPeople = rng.int(2, 10);
  return filters as FilterInput;
};

/** The cities of the catalogue, as the search page's autocomplete gives them. */
export const loadCities = async (db: Kysely<Database>): Promise<City[]> =>
  (await db.selectFrom('places').select(['names', 'latitude', 'longitude', 'popularity']).where('kind', '=', 'city').orderBy('id').execute()).map(
    (r): City => ({ names: typeof r.names === 'string' ? JSON.parse(r.names) : (r.names as Record<string, string>), latitude: r.latitude, longitude: r.longitude, popularity: r.popularity }),
  );

export const productsUrl = (base: string, input: FilterInput, language: string): string => {
  const params = toApiParams(normaliseFilters(input, { currentYear: CURRENT_YEAR, today: TODAY }), { currencyRate: 1 });
  return `${base}/api/v6/products?${new URLSearchParams([...params, ['_locale', language]]).toString()}`;
};

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** parseSearchQuery over a mix of realistic query strings: parses per second. */
const parserThroughput = (cities: readonly City[]): number => {
  const rng = random(7);
  const queries = Array.from({ length: 1000 }, () =>
    formatSearchQuery(normaliseFilters(typicalFilters(rng, cities, rng.pick(LANGUAGE_CODES)), { currentYear: CURRENT_YEAR })),
  );
  const context = { currentYear: CURRENT_YEAR, today: TODAY };
  for (let i = 0; i < 20_000; i++) parseSearchQuery(queries[i % queries.length]!, context); // warm-up
  let parses = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 1000) {
    for (let i = 0; i < 1000; i++) parseSearchQuery(queries[(parses + i) % queries.length]!, context);
    parses += 1000;
  }
  return Math.round(parses / ((performance.now() - t0) / 1000));
};

export const benchSearch = async (): Promise<Record<string, unknown>> => {
  let t0 = performance.now();
  const pglite = await PGlite.create('memory://');
  const database = openPglite(pglite);
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { boats: BOATS, now: NOW });
  const seedMs = performance.now() - t0;
  console.log(`search bench: migrated and seeded ${BOATS} boats in ${Math.round(seedMs)} ms`);

  const config = { ...loadConfig({ NODE_ENV: 'test' }), port: 0, host: '127.0.0.1' };
  t0 = performance.now();
  const server = await startServer(config, { database, now: () => NOW, log: () => undefined });
  const startMs = performance.now() - t0;
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const cities = await loadCities(database.db);

    const rng = random(42);
    const typical = Array.from({ length: 600 }, () => {
      const language = rng.pick(LANGUAGE_CODES);
      return productsUrl(base, typicalFilters(rng, cities, language), language);
    });
    const catalogue = Array.from({ length: 100 }, () => productsUrl(base, catalogueFilters(rng), 'en'));

    // Warm-up: PGlite (WebAssembly) and the query planner are slow on their first queries.
    for (const url of [...typical.slice(0, 150), ...catalogue.slice(0, 20)]) await (await fetch(url)).arrayBuffer();

    let i = 0;
    const load = await loadLoop(() => typical[i++ % typical.length]!, { seconds: 15, concurrency: CONCURRENCY, maxRequests: 2000 });
    console.log(`GET /products (place + dates + filters), concurrency ${CONCURRENCY}: p50 ${round(load.p50Ms)} ms, p95 ${round(load.p95Ms)} ms, p99 ${round(load.p99Ms)} ms, ${round(load.requestsPerSecond, 0)} req/s, ${load.errors} errors`);

    let j = 0;
    const wide = await loadLoop(() => catalogue[j++ % catalogue.length]!, { seconds: 10, concurrency: CONCURRENCY, maxRequests: 200 });
    console.log(`GET /products (whole catalogue), concurrency ${CONCURRENCY}: p50 ${round(wide.p50Ms)} ms, p95 ${round(wide.p95Ms)} ms, ${wide.errors} errors`);

    const parsesPerSecond = parserThroughput(cities);
    console.log(`parseSearchQuery: ${parsesPerSecond} parses/s`);
    return {
      boats: BOATS,
      seedMs: Math.round(seedMs),
      serverStartMs: Math.round(startMs),
      concurrency: CONCURRENCY,
      requests: load.requests,
      p50Ms: round(load.p50Ms),
      p95Ms: round(load.p95Ms),
      p99Ms: round(load.p99Ms),
      requestsPerSecond: round(load.requestsPerSecond, 1),
      errors: load.errors,
      budgetP95Ms: 50,
      catalogueWide: {
        requests: wide.requests,
        p50Ms: round(wide.p50Ms),
        p95Ms: round(wide.p95Ms),
        p99Ms: round(wide.p99Ms),
        requestsPerSecond: round(wide.requestsPerSecond, 1),
        errors: wide.errors,
      },
      parseSearchQueryPerSecond: parsesPerSecond,
    };
  } finally {
    await server.close();
  }
};
