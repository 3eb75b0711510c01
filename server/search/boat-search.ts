import { sql, type Kysely } from 'kysely';
import type { ProductsResponse } from '../../src/contract/search';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import type { Database } from '../db/schema';
import { boatConditions, boatOrderBy, effectivePriceSql, priceConditions, whereAll } from './boat-conditions';
import { landingTexts } from './landing-texts';
import { PAGE_SIZE, RESULTS_LAZY_LIMIT, pageWindow } from './page-window';
import { HISTOGRAM_BARS, histogramBars, priceStatistics } from './price-histogram';
import { summariesJson, toProductSummary, type SummaryRow } from './product-summaries';
import { resolveSearchArea, type SearchArea } from './search-area';
import type { SearchContext } from './search-context';
import { AggregateCache } from './aggregate-cache';

/** Filters that only say where: the "top trending" section shows on page 1 of such a search. */
const PLACE_FILTERS: ReadonlySet<string> = new Set(['address', 'latitude', 'longitude', 'distance', 'page']);
const onlyPlaceFilters = (filters: SearchFilters): boolean => Object.keys(filters).every((key) => PLACE_FILTERS.has(key));

interface AggregateRow {
  count: number;
  exact: number;
  lowest: number | null;
  highest: number | null;
  average: number | null;
  quartiles: number[] | null;
  bar_lowest: number | null;
  bar_width: number | null;
  bars: Array<[number, number]> | null;
  page: SummaryRow[] | null;
}

type Aggregates = Omit<AggregateRow, 'page'>;

/** One aggregate cache per database (tests run several servers in one process). */
const aggregateCaches = new WeakMap<object, AggregateCache<Aggregates>>();
/**
 * Forgets the cached counts of a database's searches: a listing published, paused or changed and an owner's calendar
 * (issue [6]) must show at once. Per process: another server process catches up within AGGREGATE_TTL_MS.
 */
export const clearSearchAggregates = (db: object): void => aggregateCaches.get(db)?.clear();

const aggregateCacheOf = (db: object): AggregateCache<Aggregates> => {
  let cache = aggregateCaches.get(db);
  if (!cache) {
    cache = new AggregateCache<Aggregates>();
    aggregateCaches.set(db, cache);
  }
  return cache;
};

/**
 * GET /products: ONE statement computes, over the filtered boats, the count, the boats in the place itself, the
 * price statistics, the histogram (over the set filtered by everything except the price, so the slider shows the
 * whole distribution) and the page's summaries (pictures and owner included: no N+1).
 */
export const searchBoats = async (context: SearchContext, filters: SearchFilters): Promise<ProductsResponse> => {
  const { db, directory, language } = context;
  const area = resolveSearchArea(filters, directory, language);
  const eff = effectivePriceSql('b');
  const base = whereAll(boatConditions(filters, area, { price: false, dates: true }));
  const priced = priceConditions(filters, sql`eff`);
  const harbourIds = area.place ? directory.harboursOf(area.place).map((h) => h.id) : null;
  const exact = harbourIds === null ? sql`count(*)` : sql`count(*) filter (where place_id = any(${harbourIds}::int[]))`;
  // The lazy limit bounds the page whatever the count; an out-of-range page reads no rows.
  const { offset, limit } = pageWindow(filters.page, Number.MAX_SAFE_INTEGER);

  // Everything in one statement: the aggregates and the page.
  const readAggregatesAndPage = async (): Promise<AggregateRow> => {
    const { rows } = await sql<AggregateRow>`
      with base as materialized (
        select b.id, b.place_id, b.score, b.discount_percentage, b.reviews_avg, ${eff} as eff
        from boats b where ${base}
      ),
      f as (select * from base where ${whereAll(priced)}),
      -- The grid of histogramGrid: lowest price rounded down to the euro, bars a whole number of euros wide.
      grid as (
        select (min(eff) / 100) * 100 as lo, greatest(100, ceil((max(eff) - (min(eff) / 100) * 100 + 1) / ${HISTOGRAM_BARS * 100}::numeric)::int * 100) as width
        from base
      )${limit > 0 ? sql`,
      page as (
        select * from unnest(array(select id from f order by ${boatOrderBy(filters)} limit ${limit}::int offset ${offset}::int)) with ordinality as t(id, ord)
      )` : sql``}
      select
        s.count, s.exact, s.lowest, s.highest, s.average, s.quartiles,
        (select lo from grid) as bar_lowest, (select width from grid) as bar_width,
        (select json_agg(json_build_array(bucket, n) order by bucket) from (
          select (eff - grid.lo) / grid.width as bucket, count(*)::int as n from base, grid group by 1
        ) h) as bars,
        ${limit > 0 ? summariesJson('page', context.userId) : sql`null::json`} as page
      from (
        select count(*)::int as count, ${exact}::int as exact, min(eff)::int as lowest, max(eff)::int as highest,
          avg(eff)::float8 as average, percentile_cont(array[0.25, 0.5, 0.75]) within group (order by eff) as quartiles
        from f
      ) s`.execute(db);
    return rows[0]!;
  };

  // Another page or sort of a recent search: only the page is read (the aggregates do not depend on them).
  const readPage = async (): Promise<SummaryRow[] | null> => {
    if (limit <= 0) return null;
    const { rows } = await sql<{ page: SummaryRow[] | null }>`
      with f as (select b.id, b.score, b.discount_percentage, b.reviews_avg, ${eff} as eff from boats b where ${base}),
      page as (
        select * from unnest(array(select id from f where ${whereAll(priced)} order by ${boatOrderBy(filters)} limit ${limit}::int offset ${offset}::int)) with ordinality as t(id, ord)
      )
      select ${summariesJson('page', context.userId)} as page`.execute(db);
    return rows[0]?.page ?? null;
  };

  const cache = aggregateCacheOf(db);
  const cacheKey = AggregateCache.key(filters);
  const cached = cache.get(cacheKey);
  let row: AggregateRow;
  if (cached) {
    row = { ...cached, page: await readPage() };
  } else {
    row = await readAggregatesAndPage();
    const { page: _page, ...aggregates } = row;
    cache.set(cacheKey, aggregates);
  }

  const window = pageWindow(filters.page, row.count);
  const dates = filters.startDate ? { startDate: filters.startDate, endDate: filters.endDate ?? filters.startDate, halfDayPeriod: filters.halfDayPeriod } : undefined;
  const products = (row.page ?? []).map((r) => toProductSummary(r, { directory, language, dates }));
  const place = area.place ? directory.summary(area.place, language) : null;
  const trending = filters.page === 1 && onlyPlaceFilters(filters);
  const namedPlace = place ? { name: place.name, kind: place.kind } : null;
  return {
    products,
    count: row.count,
    exactPlaceProductNumber: row.exact,
    isPricePerDay: true,
    maxResultsPerPage: PAGE_SIZE,
    resultsLazyLimit: RESULTS_LAZY_LIMIT,
    pagination: { currentPage: filters.page, maxResultsPerPage: PAGE_SIZE, resultsCount: row.count, totalPage: window.totalPage },
    priceChartBar: row.bar_lowest === null || row.bar_width === null ? [] : histogramBars(row.bar_lowest, row.bar_width, row.bars ?? []),
    productsPriceStatistics: priceStatistics({ count: row.count, lowest: row.lowest, highest: row.highest, average: row.average, quartiles: row.quartiles }),
    placeWithHarbors: area.place && place ? { place, harbors: directory.harboursOf(area.place).map((h) => directory.summary(h, language)) } : null,
    localization: place,
    displayBoatTypeTag: true,
    shouldDisplayTopTrendingSection: trending,
    topTrendingSectionTitle: trending ? landingTexts(language).trendingTitle(namedPlace) : null,
  };
};

/** GET /products/count: the count of the same filtered set. */
export const countBoats = async (context: SearchContext, filters: SearchFilters): Promise<number> => {
  const area = resolveSearchArea(filters, context.directory, context.language);
  return countBoatsIn(context.db, filters, area);
};

export const countBoatsIn = async (db: Kysely<Database>, filters: SearchFilters, area: SearchArea): Promise<number> => {
  const where = whereAll(boatConditions(filters, area, { price: true, dates: true }));
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from boats b where ${where}`.execute(db);
  return rows[0]?.count ?? 0;
};

/** The ids of the best boats of a filtered set, in an order (landing pages, SEO section). */
export const topBoatIds = async (
  db: Kysely<Database>,
  filters: SearchFilters,
  area: SearchArea,
  order: 'default' | 'topRated',
  limit: number,
  offset = 0,
): Promise<number[]> => {
  const where = whereAll(boatConditions(filters, area, { price: true, dates: true }));
  const orderBy = order === 'topRated' ? sql`b.reviews_avg desc, b.reviews_count desc, b.id asc` : sql`b.score desc, b.id asc`;
  const { rows } = await sql<{ id: number }>`
    select b.id from boats b where ${where} ${order === 'topRated' ? sql`and b.reviews_count > 0` : sql``}
    order by ${orderBy} limit ${limit}::int offset ${offset}::int`.execute(db);
  return rows.map((r) => r.id);
};
