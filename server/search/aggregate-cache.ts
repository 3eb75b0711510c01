import type { SearchFilters } from '../../src/domain/search/search-filters';

/**
 * The count, statistics and histogram of a filtered set do not depend on the page or the sort. Browsing a search
 * (paging, re-sorting) reuses them for a short while instead of aggregating the catalogue again: over 20,000 boats
 * that is most of a search's database time. Entries live TTL_MS (the catalogue changes rarely; a booking is checked
 * against the calendar itself, never against this cache), at most MAX_ENTRIES per database.
 */
export const AGGREGATE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  readonly value: T;
  readonly expiresAt: number;
}

export class AggregateCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly clock: () => number = Date.now) {}

  static key(filters: SearchFilters): string {
    const { page: _page, sort: _sort, sortOrder: _sortOrder, ...rest } = filters;
    return JSON.stringify(Object.keys(rest).sort().map((k) => [k, rest[k as keyof typeof rest]]));
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    // Least recently used goes first: re-insert on a hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.clock() + AGGREGATE_TTL_MS });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
