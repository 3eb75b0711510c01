import { isoDateFromEpochMs, normaliseFilters, type FilterInput, type SearchFilters } from '../../domain/search';
import { addToHistory, purgeHistory, toHistoryItem, type SearchHistoryItem } from '../../domain/search/search-history';
import type { Clock } from '../shared/clock';
import type { KeyValueStorage } from '../storage/key-value-storage';

export const SEARCH_HISTORY_KEY = 'seaway.searchHistory';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One stored entry, never trusted: its filters go through the domain's normaliser and its key is rebuilt from them.
 * An entry without a valid timestamp or address is dropped.
 */
export const decodeHistoryItem = (value: unknown, currentYear: number): SearchHistoryItem | undefined => {
  if (!isRecord(value) || !isRecord(value.filters)) return undefined;
  const { timestamp } = value;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined;
  const filters = normaliseFilters(value.filters as FilterInput, { currentYear });
  if (filters.address === undefined) return undefined;
  return toHistoryItem(filters, timestamp);
};

/** Stored text to items; anything unreadable gives an empty history. */
export const decodeHistory = (raw: string | undefined, currentYear: number): SearchHistoryItem[] => {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    const decoded = decodeHistoryItem(item, currentYear);
    return decoded === undefined ? [] : [decoded];
  });
};

/** The search history in storage (spec sections 3, 5, 9): decoded and purged on read, added on each search. */
export class SearchHistoryStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {}

  read(): readonly SearchHistoryItem[] {
    const now = this.clock.now();
    const raw = this.storage.get(SEARCH_HISTORY_KEY);
    const items = decodeHistory(raw, now.getUTCFullYear());
    const kept = purgeHistory(items, now.getTime(), isoDateFromEpochMs(now.getTime()));
    const text = JSON.stringify(kept);
    if (raw !== undefined && raw !== text) this.write(kept);
    return kept;
  }

  /** Adds a search that has an address; others are not kept. Returns the new history. */
  add(filters: SearchFilters): readonly SearchHistoryItem[] {
    const current = this.read();
    if (filters.address === undefined) return current;
    const next = addToHistory(current, toHistoryItem(filters, this.clock.now().getTime()));
    this.write(next);
    return next;
  }

  private write(items: readonly SearchHistoryItem[]): void {
    if (items.length === 0) this.storage.remove(SEARCH_HISTORY_KEY);
    else this.storage.set(SEARCH_HISTORY_KEY, JSON.stringify(items));
  }
}
