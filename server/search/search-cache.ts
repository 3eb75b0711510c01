import { sql, type Kysely } from 'kysely';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import { prepared } from '../db/prepared-statements';
import type { Database } from '../db/schema';
import { favoritesAmong } from './product-summaries';
import type { SearchArea } from './search-area';

/**
 * The counters of migration 015 (search_versions): `catalogue` moves at the commit of any change to boats, their
 * equipment, pictures and seasonal prices, or their owners' names and badges; `calendar` at the commit of any change
 * to booked or blocked days. Whatever process made the change.
 */
export interface SearchVersions {
  readonly catalogue: string;
  readonly calendar: string;
}

/** The versions as a column of any statement, read in that statement's own snapshot: `… as versions`. */
export const versionsColumn = sql<string>`(select catalogue::text || ':' || calendar::text from search_versions)`;

export const parseVersions = (stamp: string): SearchVersions => {
  const [catalogue = '', calendar = ''] = stamp.split(':');
  return { catalogue, calendar };
};

/** The versions now, with the signed-in user's favourites among `ids` (one round trip either way). */
export const readVersions = async (
  db: Kysely<Database>,
  favoritesOf?: { readonly userId: number; readonly ids: readonly number[] },
): Promise<{ readonly versions: SearchVersions; readonly favorites: number[] }> => {
  // Prepared: every search asks (two texts, with and without favourites).
  const { rows } = await sql<{ catalogue: string; calendar: string; favorites: number[] | null }>`${prepared('search-versions')}
    select catalogue::text as catalogue, calendar::text as calendar,
      ${favoritesOf && favoritesOf.ids.length > 0
        ? favoritesAmong(favoritesOf.ids, favoritesOf.userId)
        : sql`null::int[]`} as favorites
    from search_versions`.execute(db);
  const row = rows[0];
  // Migration 015 inserts the one row; without it (never expected), nothing would be reused.
  return { versions: { catalogue: row?.catalogue ?? '', calendar: row?.calendar ?? '' }, favorites: row?.favorites ?? [] };
};

/**
 * What a search's results depend on besides its page and sort: the filters and where the search looks (an address
 * resolves by language, so the resolved area is part of the key, not the text).
 */
export const searchKey = (filters: SearchFilters, area: SearchArea, ...extra: unknown[]): string => {
  const { page: _page, sort: _sort, sortOrder: _sortOrder, ...rest } = filters;
  const where =
    area.kind === 'around'
      ? [area.centre.latitude, area.centre.longitude, area.radiusKm, area.place?.id ?? null]
      : area.kind === 'box'
        ? [area.bounds.south, area.bounds.west, area.bounds.north, area.bounds.east, area.place?.id ?? null]
        : area.kind;
  return JSON.stringify([Object.keys(rest).sort().map((k) => [k, rest[k as keyof typeof rest]]), where, ...extra]);
};

/** Entries live this long at most (a bound on memory, not on staleness: the versions decide whether one is valid). */
export const SEARCH_CACHE_TTL_MS = 10 * 60_000;

interface Entry<T> {
  readonly value: T;
  readonly versions: SearchVersions;
  /** Whether the value depends on the calendar (a search with dates) or on the catalogue only. */
  readonly dated: boolean;
  readonly expiresAt: number;
}

/**
 * Search results of one process, each kept with the versions it was read at and reused only while they are the
 * versions of the database: exact across processes, whatever the TTL. Least recently used entries go first.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The entry for `key` whatever its versions (the caller reads the versions only when there is something to check). */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The entry for `key` if it was read at `versions` (the calendar's only for a dated entry). */
  get(key: string, versions: SearchVersions): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.clock() || !SearchCache.matches(entry, versions)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, versions: SearchVersions, dated: boolean): void {
    // Versions '' (no search_versions table): never valid, so never stored.
    if (versions.catalogue === '') return;
    this.entries.delete(key);
    this.entries.set(key, { value, versions, dated, expiresAt: this.clock() + SEARCH_CACHE_TTL_MS });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private static matches(entry: Entry<unknown>, versions: SearchVersions): boolean {
    return entry.versions.catalogue === versions.catalogue && (!entry.dated || entry.versions.calendar === versions.calendar);
  }
}

/** Versions equal for a value of that kind. */
export const sameVersions = (a: SearchVersions, b: SearchVersions, dated: boolean): boolean =>
  a.catalogue === b.catalogue && (!dated || a.calendar === b.calendar);

/** Every cache of a database, by name (tests run several servers, each with its database, in one process). */
const registry = new WeakMap<object, Map<string, SearchCache<unknown>>>();

/** The cache `name` of a database, made on first use with room for `maxEntries`. */
export const searchCacheOf = <T>(db: object, name: string, maxEntries: number): SearchCache<T> => {
  let caches = registry.get(db);
  if (!caches) {
    caches = new Map();
    registry.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new SearchCache<unknown>(maxEntries);
    caches.set(name, cache);
  }
  return cache as SearchCache<T>;
};

/**
 * Forgets this process's cached searches of a database. Not needed for exactness (every entry is checked against the
 * versions, which a change made by any process moves), only to free their memory at once after a change.
 */
export const clearSearchCaches = (db: object): void => {
  for (const cache of registry.get(db)?.values() ?? []) cache.clear();
};

/**
 * Runs a statement over the whole catalogue without parallel workers (SET LOCAL, in a transaction of its own). On a
 * server with few cores answering many searches at once, PostgreSQL's parallel plans for these cost more than they
 * save, even alone: a whole-catalogue count took 137 ms with two workers and 23 ms without on the bench machine, and
 * the flexible-dates plan built its booked set again in every worker (docs/scale.md). Other statements run as they are.
 */
export const wholeCatalogue = async <T>(db: Kysely<Database>, wide: boolean, run: (db: Kysely<Database>) => Promise<T>): Promise<T> =>
  wide
    ? db.transaction().execute(async (trx) => {
        await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
        return run(trx);
      })
    : run(db);
