import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import type { Database } from '../db/schema';
import { BEST_RATING_MIN, SAILING_TYPES_MATCHING, effectivePriceSql, inPriceRange, typesMatching } from './boat-conditions';
import type { PriceCounts } from './price-histogram';
import type { SearchArea } from './search-area';
import { parseVersions, sameVersions, versionsColumn, type SearchVersions } from './search-cache';

/**
 * The columns a whole-catalogue search counts by, for every published boat, with every booked range: read by a
 * process in one snapshot and kept with the versions of migration 015 it was read at (docs/scale.md). A search over
 * the whole catalogue reads its page from the database as before, and counts its prices here when the page's own
 * statement shows the same versions: the same rows, so the same counts, without PostgreSQL reading 100,000 index
 * entries and the booked ranges of the dates for every search.
 */
export interface CatalogueSnapshot {
  readonly versions: SearchVersions;
  readonly size: number;
  /** Price per day after discount in cents, as effectivePriceSql computes it: `prices[priceRank[i]]`. */
  readonly priceRank: Int32Array;
  /** The distinct prices, ascending. */
  readonly prices: Int32Array;
  readonly capacity: Int32Array;
  readonly cabins: Int32Array;
  readonly berths: Int32Array;
  readonly discount: Int32Array;
  readonly reviewsAvg: Float64Array;
  readonly instantBooking: Uint8Array;
  /** The boats are ordered by type: those of `types[t]` are the indexes from typeStart[t] to typeStart[t + 1]. */
  readonly types: readonly string[];
  readonly typeStart: Int32Array;
  /** Index in `sailingTypes`. */
  readonly sailingType: Uint16Array;
  readonly sailingTypes: readonly string[];
  /**
   * Booked or blocked ranges (boat index, first and last day as days since 1 January 2000): those of at most
   * SHORT_RANGE_DAYS days ordered by their first day, so a search looks only at the ones starting near its dates;
   * the longer ones, few, all looked at.
   */
  readonly short: BookedRanges;
  readonly long: BookedRanges;
}

export interface BookedRanges {
  readonly boat: Int32Array;
  readonly start: Int32Array;
  readonly end: Int32Array;
}

const SHORT_RANGE_DAYS = 31;

/** Filters that select nothing among boats, or only order or page them. */
const NEUTRAL: ReadonlySet<keyof SearchFilters> = new Set<keyof SearchFilters>([
  'page', 'sort', 'sortOrder', 'durations', 'halfDayPeriod', 'activityTypes', 'timesOfTheDay', 'skipperLanguages',
  // Not part of the counted set (the slider's histogram shows the set before the price filter).
  'priceFrom', 'priceTo',
]);
/** Filters counted here; any other (equipment, owners, length…) is left to the database. */
const COUNTED: ReadonlySet<keyof SearchFilters> = new Set<keyof SearchFilters>([
  'numberOfPeople', 'numberOfCabins', 'numberOfBerths', 'bestRating', 'instantBooking', 'types', 'sailingType',
  'hasDiscount', 'startDate', 'endDate',
]);

/** Whether the price counts of this search can come from a snapshot: the whole catalogue, with the filters above. */
export const countableFromSnapshot = (filters: SearchFilters, area: SearchArea): boolean =>
  area.kind === 'everywhere' &&
  Object.entries(filters).every(([key, value]) => value === undefined || NEUTRAL.has(key as keyof SearchFilters) || COUNTED.has(key as keyof SearchFilters));

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2000, 0, 1);
export const dayNumber = (date: IsoDate): number => Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / DAY_MS);

/**
 * The search's price counts (as boat-search.ts reads them with SQL: [price, boats, boats in the place], ascending by
 * price; over the whole catalogue every boat is "in the place") of the boats matching the filters: boatConditions
 * without the price, mirrored for the filters countableFromSnapshot accepts.
 */
export const snapshotPriceCounts = (snapshot: CatalogueSnapshot, filters: SearchFilters): PriceCounts => {
  const dated = filters.startDate !== undefined;
  const first = dated ? dayNumber(filters.startDate!) : 0;
  const last = dated ? dayNumber(filters.endDate ?? filters.startDate!) : 0;
  const wantedTypes = filters.types ? typesMatching(filters.types) : null;
  const sailing = new Uint8Array(snapshot.sailingTypes.length).fill(1);
  if (filters.sailingType) {
    const matching = SAILING_TYPES_MATCHING[filters.sailingType];
    snapshot.sailingTypes.forEach((name, code) => (sailing[code] = matching.includes(name) ? 1 : 0));
  }
  const people = filters.numberOfPeople ?? -Infinity;
  const cabins = filters.numberOfCabins ?? -Infinity;
  const berths = filters.numberOfBerths ?? -Infinity;
  const rating = filters.bestRating ? BEST_RATING_MIN : -Infinity;
  const instant = filters.instantBooking === true;
  const discounted = filters.hasDiscount === true;
  // Boats booked on any of the dates (none without dates).
  const booked = new Uint8Array(dated ? snapshot.size : 0);
  if (dated) {
    const mark = (ranges: BookedRanges, from: number) => {
      const { boat, start, end } = ranges;
      for (let r = from; r < boat.length && start[r]! <= last; r++) if (end[r]! >= first) booked[boat[r]!] = 1;
    };
    mark(snapshot.long, 0);
    // The first short range that can reach the first day.
    let low = 0;
    let high = snapshot.short.start.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (snapshot.short.start[middle]! < first - SHORT_RANGE_DAYS) low = middle + 1;
      else high = middle;
    }
    mark(snapshot.short, low);
  }
  const counts = new Int32Array(snapshot.prices.length);
  // Locals: the loop runs over up to 100,000 boats for every search.
  const { capacity, cabins: cabinsOf, berths: berthsOf, reviewsAvg, instantBooking, discount, sailingType, priceRank, typeStart } = snapshot;
  for (let t = 0; t < snapshot.types.length; t++) {
    if (wantedTypes && !wantedTypes.includes(snapshot.types[t] as never)) continue;
    for (let i = typeStart[t]!, to = typeStart[t + 1]!; i < to; i++) {
      if ((dated && booked[i] === 1) || capacity[i]! < people || cabinsOf[i]! < cabins || berthsOf[i]! < berths || reviewsAvg[i]! < rating) continue;
      if ((instant && instantBooking[i] !== 1) || (discounted && !(discount[i]! > 0)) || sailing[sailingType[i]!] !== 1) continue;
      counts[priceRank[i]!]!++;
    }
  }
  const out: Array<readonly [number, number, number]> = [];
  counts.forEach((count, rank) => {
    if (count > 0) out.push([snapshot.prices[rank]!, count, count]);
  });
  return out;
};

/** The boats of price counts within the search's price filter, and the lowest of their prices (null when none). */
export const pricedFleet = (prices: PriceCounts, filters: Pick<SearchFilters, 'priceFrom' | 'priceTo'>): { count: number; lowest: number | null } => {
  const inRange = inPriceRange(filters);
  let count = 0;
  let lowest: number | null = null;
  for (const [price, n] of prices) {
    if (!inRange(price)) continue;
    count += n;
    lowest ??= price;
  }
  return { count, lowest };
};

/** What readCatalogueSnapshot reads: one array per column (the same order in all of a group), as JSON. */
export interface SnapshotColumns {
  readonly id: readonly number[];
  readonly eff: readonly number[];
  readonly capacity: readonly number[];
  readonly cabins: readonly number[];
  readonly berths: readonly number[];
  readonly discount: readonly number[];
  readonly reviewsAvg: readonly number[];
  readonly instantBooking: readonly boolean[];
  readonly type: readonly string[];
  readonly sailingType: readonly string[];
  readonly rangeBoat: readonly number[];
  readonly rangeStart: readonly number[];
  readonly rangeEnd: readonly number[];
}

/** Codes of the distinct values of a column, in order of first sight. */
const encode = (values: readonly string[]): { names: string[]; codes: Uint16Array } => {
  const names: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = new Uint16Array(values.length);
  values.forEach((value, i) => {
    let code = codeOf.get(value);
    if (code === undefined) {
      code = names.push(value) - 1;
      codeOf.set(value, code);
    }
    codes[i] = code;
  });
  return { names, codes };
};

/**
 * Builds a snapshot from its columns (exported for tests): boats grouped by type, ranges split into short ones
 * ordered by their first day and long ones. Counting sorts over typed arrays: it runs on the server's event loop.
 */
export const buildSnapshot = (versions: SearchVersions, columns: SnapshotColumns): CatalogueSnapshot => {
  const n = columns.id.length;
  const type = encode(columns.type);
  const typeStart = new Int32Array(type.names.length + 1);
  for (let row = 0; row < n; row++) typeStart[type.codes[row]! + 1]!++;
  for (let t = 0; t < type.names.length; t++) typeStart[t + 1]! += typeStart[t]!;
  // Row → index: rows in their order within each type.
  const next = typeStart.slice(0, type.names.length);
  const indexOfRow = new Int32Array(n);
  for (let row = 0; row < n; row++) indexOfRow[row] = next[type.codes[row]!]!++;

  const prices = Int32Array.from(new Set(columns.eff)).sort();
  const rankOf = new Map<number, number>();
  prices.forEach((price, rank) => rankOf.set(price, rank));
  const sailing = encode(columns.sailingType);
  const snapshot = {
    versions,
    size: n,
    priceRank: new Int32Array(n),
    prices,
    capacity: new Int32Array(n),
    cabins: new Int32Array(n),
    berths: new Int32Array(n),
    discount: new Int32Array(n),
    reviewsAvg: new Float64Array(n),
    instantBooking: new Uint8Array(n),
    types: type.names,
    typeStart,
    sailingType: new Uint16Array(n),
    sailingTypes: sailing.names,
  };
  let maxId = 0;
  for (let row = 0; row < n; row++) {
    const i = indexOfRow[row]!;
    snapshot.priceRank[i] = rankOf.get(columns.eff[row]!)!;
    snapshot.capacity[i] = columns.capacity[row]!;
    snapshot.cabins[i] = columns.cabins[row]!;
    snapshot.berths[i] = columns.berths[row]!;
    snapshot.discount[i] = columns.discount[row]!;
    snapshot.reviewsAvg[i] = columns.reviewsAvg[row]!;
    snapshot.instantBooking[i] = columns.instantBooking[row] ? 1 : 0;
    snapshot.sailingType[i] = sailing.codes[row]!;
    maxId = Math.max(maxId, columns.id[row]!);
  }
  const indexOfId = new Int32Array(maxId + 1).fill(-1);
  for (let row = 0; row < n; row++) indexOfId[columns.id[row]!] = indexOfRow[row]!;

  // Ranges of boats that are not published are not searched; the others sorted by first day (a counting sort).
  const { rangeBoat, rangeStart, rangeEnd } = columns;
  let firstDay = Infinity;
  let lastDay = -Infinity;
  let shortCount = 0;
  let longCount = 0;
  const held = (r: number) => rangeBoat[r]! <= maxId && indexOfId[rangeBoat[r]!]! >= 0;
  const isShort = (r: number) => rangeEnd[r]! - rangeStart[r]! < SHORT_RANGE_DAYS;
  for (let r = 0; r < rangeBoat.length; r++) {
    if (!held(r)) continue;
    firstDay = Math.min(firstDay, rangeStart[r]!);
    lastDay = Math.max(lastDay, rangeStart[r]!);
    if (isShort(r)) shortCount++;
    else longCount++;
  }
  const perDay = new Int32Array(shortCount + longCount > 0 ? lastDay - firstDay + 2 : 1);
  for (let r = 0; r < rangeBoat.length; r++) if (held(r)) perDay[rangeStart[r]! - firstDay + 1]!++;
  for (let d = 1; d < perDay.length; d++) perDay[d]! += perDay[d - 1]!;
  const byStart = new Int32Array(shortCount + longCount);
  for (let r = 0; r < rangeBoat.length; r++) if (held(r)) byStart[perDay[rangeStart[r]! - firstDay]!++] = r;
  const short = { boat: new Int32Array(shortCount), start: new Int32Array(shortCount), end: new Int32Array(shortCount) };
  const long = { boat: new Int32Array(longCount), start: new Int32Array(longCount), end: new Int32Array(longCount) };
  for (let k = 0, s = 0, l = 0; k < byStart.length; k++) {
    const r = byStart[k]!;
    const into = isShort(r) ? short : long;
    const at = into === short ? s++ : l++;
    into.boat[at] = indexOfId[rangeBoat[r]!]!;
    into.start[at] = rangeStart[r]!;
    into.end[at] = rangeEnd[r]!;
  }
  return { ...snapshot, short, long };
};

const BOATS_PER_READ = 10_000;
const RANGES_PER_READ = 30_000;

/**
 * Reads a snapshot: versions, boats and ranges in one repeatable-read transaction (one snapshot of the database), in
 * pieces of a few hundred kilobytes of JSON, so the server answers other requests between them (read whole, 100,000
 * boats held its event loop for 350 ms).
 */
export const readCatalogueSnapshot = async (
  db: Kysely<Database>,
  pieces: { readonly boats: number; readonly ranges: number } = { boats: BOATS_PER_READ, ranges: RANGES_PER_READ },
): Promise<CatalogueSnapshot> =>
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ versions: string }>`select ${versionsColumn} as versions`.execute(trx);
      const columns = {
        id: [] as number[], eff: [] as number[], capacity: [] as number[], cabins: [] as number[], berths: [] as number[], discount: [] as number[],
        reviewsAvg: [] as number[], instantBooking: [] as boolean[], type: [] as string[], sailingType: [] as string[],
        rangeBoat: [] as number[], rangeStart: [] as number[], rangeEnd: [] as number[],
      };
      // A JSON array per column: one value to parse per piece instead of row objects. The aggregates of one statement
      // see the rows in the same order.
      for (let after = 0; ; ) {
        const { rows: piece } = await sql<{ last: number | null; boats: Omit<SnapshotColumns, 'rangeBoat' | 'rangeStart' | 'rangeEnd'> | null }>`
          select max(b.id) as last, json_build_object('id', json_agg(b.id), 'eff', json_agg(${effectivePriceSql('b')}),
              'capacity', json_agg(b.capacity), 'cabins', json_agg(b.cabins), 'berths', json_agg(b.berths), 'discount', json_agg(b.discount_percentage),
              'reviewsAvg', json_agg(b.reviews_avg), 'instantBooking', json_agg(b.instant_booking), 'type', json_agg(b.type), 'sailingType', json_agg(b.sailing_type)) as boats
          from (select * from boats where status = 'published' and id > ${after}::int order by id limit ${pieces.boats}::int) b`.execute(trx);
        const { last, boats } = piece[0] ?? { last: null, boats: null };
        if (last === null || !boats?.id) break;
        for (const key of ['id', 'eff', 'capacity', 'cabins', 'berths', 'discount', 'reviewsAvg', 'instantBooking', 'type', 'sailingType'] as const) {
          (columns[key] as unknown[]).push(...(boats[key] as unknown[]));
        }
        after = last;
      }
      for (let after = 0; ; ) {
        const { rows: piece } = await sql<{ last: number | null; boat: number[] | null; first: number[] | null; end: number[] | null }>`
          select max(u.id) as last, json_agg(u.boat_id) as boat, json_agg(u.start_date - date '2000-01-01') as first, json_agg(u.end_date - date '2000-01-01') as end
          from (select id, boat_id, start_date, end_date from boat_unavailabilities where id > ${after}::int order by id limit ${pieces.ranges}::int) u`.execute(trx);
        const { last, boat, first, end } = piece[0] ?? { last: null, boat: null, first: null, end: null };
        if (last === null || !boat || !first || !end) break;
        columns.rangeBoat.push(...boat);
        columns.rangeStart.push(...first);
        columns.rangeEnd.push(...end);
        after = last;
      }
      return buildSnapshot(parseVersions(rows[0]?.versions ?? ''), columns);
    });

interface Holder {
  snapshot: CatalogueSnapshot | null;
  loading: Promise<void> | null;
}
const holders = new WeakMap<object, Holder>();
const holderOf = (db: object): Holder => {
  let holder = holders.get(db);
  if (!holder) {
    holder = { snapshot: null, loading: null };
    holders.set(db, holder);
  }
  return holder;
};

/** Reads a new snapshot in the background unless one is being read (a failed read is tried again on the next search). */
const refresh = (db: Kysely<Database>, holder: Holder): Promise<void> => {
  holder.loading ??= readCatalogueSnapshot(db)
    .then((snapshot) => {
      holder.snapshot = snapshot;
    })
    .catch(() => undefined)
    .finally(() => {
      holder.loading = null;
    });
  return holder.loading;
};

/** Whether this process holds a snapshot of the database (at whatever versions); starts reading one if not. */
export const holdsCatalogueSnapshot = (db: Kysely<Database>): boolean => {
  const holder = holderOf(db);
  if (!holder.snapshot) void refresh(db, holder);
  return holder.snapshot !== null;
};

/** Whether `a` shows a change that `b` does not (the counters only grow). */
const newer = (a: SearchVersions, b: SearchVersions): boolean => {
  const ahead = (x: string, y: string) => x !== '' && y !== '' && BigInt(x) > BigInt(y);
  return ahead(a.catalogue, b.catalogue) || ahead(a.calendar, b.calendar);
};

/**
 * The price counts of a whole-catalogue search from the snapshot, if it was read at `versions` (the calendar's only
 * for a search with dates); otherwise undefined, and a newer snapshot is read for the searches to come.
 */
export const priceCountsAt = (db: Kysely<Database>, filters: SearchFilters, versions: SearchVersions): PriceCounts | undefined => {
  const holder = holderOf(db);
  const snapshot = holder.snapshot;
  if (snapshot && sameVersions(snapshot.versions, versions, filters.startDate !== undefined)) return snapshotPriceCounts(snapshot, filters);
  if (!snapshot || newer(versions, snapshot.versions)) void refresh(db, holder);
  return undefined;
};

/** Waits for a snapshot being read (tests). */
export const catalogueSnapshotRead = async (db: Kysely<Database>): Promise<void> => {
  const holder = holderOf(db);
  if (!holder.snapshot && !holder.loading) void refresh(db, holder);
  await holder.loading;
};
