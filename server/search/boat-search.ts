import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProductsResponse } from '../../src/contract/search';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import { prepared } from '../db/prepared-statements';
import type { Database } from '../db/schema';
import { countableFromSnapshot, heldCatalogueSnapshot, noteSearchVersions, priceCountsAt, pricedFleet, snapshotSearch } from './catalogue-snapshot';
import { boatConditions, boatOrderBy, effectivePriceSql, inPriceRange, priceConditions, whereAll } from './boat-conditions';
import { landingTexts } from './landing-texts';
import { PAGE_SIZE, RESULTS_LAZY_LIMIT, pageWindow } from './page-window';
import { aggregatePrices, histogramBars, priceStatistics, type PriceCounts, type SetAggregates } from './price-histogram';
import { summariesJson, toProductSummary, type SummaryRow } from './product-summaries';
import { resolveSearchArea, type SearchArea } from './search-area';
import type { SearchContext } from './search-context';
import { clearSearchCaches, parseVersions, readVersions, sameVersions, searchCacheOf, searchKey, versionsColumn, wholeCatalogue, type SearchVersions } from './search-cache';

/** Filters that only say where: the "top trending" section shows on page 1 of such a search. */
const PLACE_FILTERS: ReadonlySet<string> = new Set(['address', 'latitude', 'longitude', 'distance', 'page']);
const onlyPlaceFilters = (filters: SearchFilters): boolean => Object.keys(filters).every((key) => PLACE_FILTERS.has(key));

/** The count, statistics and histogram of a search (from its price counts), whatever its page and sort. */
const aggregateCache = (db: object) => searchCacheOf<SetAggregates>(db, 'boat-aggregates', 2000);
/** A page of a search (page and sort in the key), read without a user: no favourites. */
const pageCache = (db: object) => searchCacheOf<SummaryRow[]>(db, 'boat-pages', 2000);
/** GET /products/count answers. */
const countCache = (db: object) => searchCacheOf<number>(db, 'boat-counts', 2000);
/**
 * Boats' summaries by id, without favourites, each valid while the catalogue counter is the one it was read at (a
 * summary shows nothing of the calendar; its boat, pictures, seasons and owner all move the counter). A search seen
 * for the first time then reads only the counters, or only the summaries of the boats not seen on another page since
 * the catalogue last changed, instead of all of its page's.
 */
const summaryCache = (db: object) => searchCacheOf<SummaryRow>(db, 'boat-summaries', 20_000);
const rememberSummaries = (db: object, rows: readonly SummaryRow[], versions: SearchVersions): void => {
  const cache = summaryCache(db);
  for (const row of rows) cache.set(String(row.id), row, versions, false);
};

/**
 * Forgets this process's cached searches of a database. Not needed for exactness (every entry is checked against the
 * versions of migration 015, which a change made by any process moves), only to free their memory at once.
 */
export const clearSearchAggregates = (db: object): void => clearSearchCaches(db);

/** Rows read without a user, with one user's favourites. */
const withFavorites = (rows: readonly SummaryRow[], favorites: readonly number[]): SummaryRow[] =>
  rows.map((row) => ({ ...row, is_favorite: favorites.includes(row.id) }));

interface PageRead {
  /** Null when the aggregates were not asked for. */
  readonly prices: PriceCounts | null;
  /** Without favourites (is_favorite false), as they are cached. */
  readonly rows: SummaryRow[];
  /** The user's favourites among the rows. */
  readonly favorites: number[];
  readonly versions: SearchVersions;
}

/**
 * ONE statement, in one snapshot: the page of a search (ids in order, then their summaries), the versions of migration
 * 015 and, when asked, the search's price counts. Given the page's ids (chosen from the catalogue snapshot), only their
 * summaries and the versions. Otherwise two shapes with the same results:
 * - around a place, the boats of the area are read once (index-only on boats_search_idx, availability checked per
 *   boat) into a small set that gives both the counts and the page;
 * - over the whole catalogue, the counts come from one index-only pass grouped by price (availability as a hash
 *   anti-join over the booked ranges of the dates), and the page from a separate walk down the order's index that
 *   stops after a page (score: boats_score_idx), rather than from 100,000 rows held and sorted.
 */
const readBoatPage = async (
  db: Kysely<Database>,
  filters: SearchFilters,
  area: SearchArea,
  options: {
    readonly offset: number;
    readonly limit: number;
    readonly userId: number | null;
    readonly prices: boolean;
    readonly harbourIds: readonly number[] | null;
    /** The page's boats, chosen already (from the catalogue snapshot): only their summaries are read. */
    readonly pageIds?: readonly number[];
  },
): Promise<PageRead> => {
  const { offset, limit, userId } = options;
  const favorites = userId === null ? sql`null::int[]` : sql`array(select f.product_id from favorites f join page p on p.id = f.product_id where f.user_id = ${userId}::int)`;
  const select = (prices: RawBuilder<unknown>) => sql`select ${versionsColumn} as versions,
      ${options.prices ? sql`(select coalesce(json_agg(json_build_array(eff, n, ex) order by eff), '[]'::json) from ${prices} x)` : sql`null::json`} as prices,
      ${limit > 0 ? summariesJson('page') : sql`'[]'::json`} as page,
      ${limit > 0 ? favorites : sql`null::int[]`} as favorites`;
  // The filters' conditions only for the shapes that read the boats (most new searches give the page's ids: no need).
  const readingBoats = () => {
    const eff = effectivePriceSql('b');
    const base = whereAll(boatConditions(filters, area, { price: false, dates: true }));
    const priced = priceConditions(filters, sql`eff`);
    const inPlace = options.harbourIds === null ? sql`count(*)` : sql`count(*) filter (where place_id = any(${[...options.harbourIds]}::int[]))`;
    const pageOf = (set: RawBuilder<unknown>) =>
      sql`select * from unnest(array(select id from ${set} f where ${whereAll(priced)} order by ${boatOrderBy(filters)}
        limit ${limit}::int offset ${offset}::int)) with ordinality as t(id, ord)`;
    const grouped = (set: RawBuilder<unknown>) => sql`(select eff, count(*)::int as n, ${inPlace}::int as ex from ${set} s group by eff)`;
    return area.kind === 'everywhere'
      ? sql`with page as (${pageOf(sql`(select b.id, b.score, b.discount_percentage, b.reviews_avg, ${eff} as eff from boats b where ${base})`)})
          ${select(grouped(sql`(select b.place_id, ${eff} as eff from boats b where ${base})`))}`
      : sql`with base as materialized (
            select b.id, b.place_id, b.score, b.discount_percentage, b.reviews_avg, ${eff} as eff from boats b where ${base}
          ),
          page as (${pageOf(sql`base`)})
          ${select(grouped(sql`base`))}`;
  };
  const query =
    options.pageIds !== undefined
      ? // Constant text (the page's ids are one parameter): prepared, as it runs for most new searches.
        sql`${prepared('boat-page-summaries')}with page as (select * from unnest(${[...options.pageIds]}::int[]) with ordinality as t(id, ord)) ${select(sql`null`)}`
      : readingBoats();
  const { rows } = await wholeCatalogue(db, area.kind === 'everywhere' && options.pageIds === undefined, (on) =>
    sql<{ versions: string; prices: Array<[number, number, number]> | null; page: SummaryRow[] | null; favorites: number[] | null }>`${query}`.execute(on),
  );
  const row = rows[0]!;
  return { prices: row.prices, rows: row.page ?? [], favorites: row.favorites ?? [], versions: parseVersions(row.versions) };
};

/**
 * GET /products: the count, the boats in the place itself, the price statistics, the histogram (over the set before
 * the price filter, so the slider shows the whole distribution) and the page's summaries. A new search with the
 * filters the catalogue snapshot holds is counted and paged from it (catalogue-snapshot.ts), otherwise by
 * readBoatPage. A search read before is answered from this process's cache, after one small query shows that nothing
 * it depends on changed since (search-cache.ts); a search whose counts are still valid reads only its page.
 */
export const searchBoats = async (context: SearchContext, filters: SearchFilters): Promise<ProductsResponse> => {
  const { db, directory, language, userId } = context;
  const area = resolveSearchArea(filters, directory, language);
  const dated = filters.startDate !== undefined;
  const harbourIds = area.place ? directory.harboursOf(area.place).map((h) => h.id) : null;
  // The lazy limit bounds the page whatever the count; an out-of-range page reads no rows.
  const { offset, limit } = pageWindow(filters.page, Number.MAX_SAFE_INTEGER);
  const caches = { aggregates: aggregateCache(db), pages: pageCache(db) };
  const key = searchKey(filters, area);
  const pageKey = `${key}|${JSON.stringify([filters.page, filters.sort ?? null, filters.sortOrder ?? null])}`;

  let stats: SetAggregates | undefined;
  let page: SummaryRow[] | undefined = limit > 0 ? undefined : [];
  let checked: SearchVersions | undefined;
  const cachedPage = limit > 0 ? caches.pages.peek(pageKey) : undefined;
  if (caches.aggregates.peek(key) || cachedPage) {
    const check = await readVersions(db, userId !== null && cachedPage ? { userId, ids: cachedPage.map((r) => r.id) } : undefined);
    checked = check.versions;
    stats = caches.aggregates.get(key, check.versions);
    const valid = limit > 0 ? caches.pages.get(pageKey, check.versions) : undefined;
    if (valid) page = withFavorites(valid, check.favorites);
  }
  if (stats && page === undefined && checked) {
    // Another page or sort of a search whose counts are valid: its page only, unless something changed meanwhile.
    const read = await readBoatPage(db, filters, area, { offset, limit, userId, prices: false, harbourIds });
    rememberSummaries(db, read.rows, read.versions);
    if (sameVersions(read.versions, checked, dated)) {
      page = withFavorites(read.rows, read.favorites);
      caches.pages.set(pageKey, read.rows, read.versions, dated);
    }
  }
  if (!stats || page === undefined) {
    const snapshot = countableFromSnapshot(filters, area) ? heldCatalogueSnapshot(db) : null;
    let read: PageRead | undefined;
    let prices: PriceCounts | null = null;
    if (snapshot) {
      // The counts and the page's boats from this process's snapshot, their summaries from this process's summary
      // cache or from the database by id, used if the counters are the snapshot's (otherwise SQL answers, and a newer
      // snapshot is read).
      const { prices: counted, pageIds } = snapshotSearch(snapshot, filters, area, harbourIds, { offset, limit });
      const known = summaryCache(db);
      const cached = new Map<number, SummaryRow>();
      for (const id of pageIds) {
        const row = known.get(String(id), snapshot.versions);
        if (row) cached.set(id, row);
      }
      // The favourites are read for the whole page: a signed-in user's page reads the missing summaries with them.
      const missing = userId === null ? pageIds.filter((id) => !cached.has(id)) : cached.size === pageIds.length ? [] : pageIds;
      const summaries =
        missing.length === 0
          ? { ...(await readVersions(db, userId === null ? undefined : { userId, ids: pageIds })), rows: [] }
          : await readBoatPage(db, filters, area, { offset, limit, userId, prices: false, harbourIds, pageIds: missing });
      rememberSummaries(db, summaries.rows, summaries.versions);
      if (sameVersions(summaries.versions, snapshot.versions, dated)) {
        const fresh = new Map(summaries.rows.map((row) => [row.id, row]));
        const rows = pageIds.flatMap((id) => {
          const row = fresh.get(id) ?? cached.get(id);
          return row ? [row] : [];
        });
        [read, prices] = [{ prices: null, rows, favorites: summaries.favorites, versions: summaries.versions }, counted];
      } else noteSearchVersions(db, summaries.versions);
    }
    if (!read) {
      read = await readBoatPage(db, filters, area, { offset, limit, userId, prices: true, harbourIds });
      rememberSummaries(db, read.rows, read.versions);
      prices = read.prices;
    }
    stats = aggregatePrices(prices ?? [], inPriceRange(filters));
    page = withFavorites(read.rows, read.favorites);
    caches.aggregates.set(key, stats, read.versions, dated);
    if (limit > 0) caches.pages.set(pageKey, read.rows, read.versions, dated);
  }

  const window = pageWindow(filters.page, stats.count);
  const dates = filters.startDate ? { startDate: filters.startDate, endDate: filters.endDate ?? filters.startDate, halfDayPeriod: filters.halfDayPeriod } : undefined;
  const products = page.map((r) => toProductSummary(r, { directory, language, dates }));
  const place = area.place ? directory.summary(area.place, language) : null;
  const trending = filters.page === 1 && onlyPlaceFilters(filters);
  const namedPlace = place ? { name: place.name, kind: place.kind } : null;
  return {
    products,
    count: stats.count,
    exactPlaceProductNumber: stats.exact,
    isPricePerDay: true,
    maxResultsPerPage: PAGE_SIZE,
    resultsLazyLimit: RESULTS_LAZY_LIMIT,
    pagination: { currentPage: filters.page, maxResultsPerPage: PAGE_SIZE, resultsCount: stats.count, totalPage: window.totalPage },
    priceChartBar: stats.barLowest === null || stats.barWidth === null ? [] : histogramBars(stats.barLowest, stats.barWidth, stats.bars),
    productsPriceStatistics: priceStatistics(stats),
    placeWithHarbors: area.place && place ? { place, harbors: directory.harboursOf(area.place).map((h) => directory.summary(h, language)) } : null,
    localization: place,
    displayBoatTypeTag: true,
    shouldDisplayTopTrendingSection: trending,
    topTrendingSectionTitle: trending ? landingTexts(language).trendingTitle(namedPlace) : null,
  };
};

/** GET /products/count: the count of the same filtered set (from a valid cached search of it when there is one). */
export const countBoats = async (context: SearchContext, filters: SearchFilters): Promise<number> => {
  const { db } = context;
  const area = resolveSearchArea(filters, context.directory, context.language);
  const dated = filters.startDate !== undefined;
  const caches = { aggregates: aggregateCache(db), counts: countCache(db) };
  const key = searchKey(filters, area);
  if (caches.counts.peek(key) !== undefined || caches.aggregates.peek(key)) {
    const { versions } = await readVersions(db);
    const count = caches.counts.get(key, versions);
    if (count !== undefined) return count;
    const stats = caches.aggregates.get(key, versions);
    if (stats) return stats.count;
  }
  if (countableFromSnapshot(filters, area) && heldCatalogueSnapshot(db)) {
    const { versions } = await readVersions(db);
    // A count needs no boats-in-the-place figure: no harbours.
    const prices = priceCountsAt(db, filters, versions, area, null);
    if (prices) {
      const count = pricedFleet(prices, filters).count;
      caches.counts.set(key, count, versions, dated);
      return count;
    }
  }
  const where = whereAll(boatConditions(filters, area, { price: true, dates: true }));
  const { rows } = await wholeCatalogue(db, area.kind === 'everywhere', (on) =>
    sql<{ count: number; versions: string }>`select count(*)::int as count, ${versionsColumn} as versions from boats b where ${where}`.execute(on),
  );
  const count = rows[0]?.count ?? 0;
  caches.counts.set(key, count, parseVersions(rows[0]?.versions ?? ''), dated);
  return count;
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
