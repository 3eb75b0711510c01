import { compareIsoDates, isIsoDate, type IsoDate } from './iso-date';
import type { SearchFilters } from './search-filters';
import { formatSearchQuery } from './search-url';

/** Spec section 9: at most 5 items, unique by address. */
export const HISTORY_MAX_ITEMS = 5;
/** Spec section 5: entries older than one year are purged (a year counted as 365 days). */
export const HISTORY_MAX_AGE_MS = 365 * 86_400_000;

export type SearchHistoryFilters = Pick<
  SearchFilters,
  'address' | 'startDate' | 'endDate' | 'halfDayPeriod' | 'types' | 'sailingType'
>;

export interface SearchHistoryItem {
  readonly key: string;
  /** When the search was made, epoch milliseconds. */
  readonly timestamp: number;
  readonly filters: SearchHistoryFilters;
}

/** Addresses are compared trimmed and case-insensitively ("Marseille" and "marseille " are one entry). */
export const historyAddressKey = (address: string | undefined): string => (address ?? '').trim().toLowerCase();

/**
 * A history item for a search. Its key is the search-page query of the kept filters, so it is stable
 * (no random id) and can be used to replay the search.
 */
export const toHistoryItem = (filters: SearchFilters, timestamp: number): SearchHistoryItem => {
  const kept: SearchHistoryFilters = {
    ...(filters.address !== undefined && { address: filters.address }),
    ...(filters.startDate !== undefined && { startDate: filters.startDate }),
    ...(filters.endDate !== undefined && { endDate: filters.endDate }),
    ...(filters.halfDayPeriod !== undefined && { halfDayPeriod: filters.halfDayPeriod }),
    ...(filters.types !== undefined && filters.types.length > 0 && { types: filters.types }),
    ...(filters.sailingType !== undefined && { sailingType: filters.sailingType }),
  };
  return { key: formatSearchQuery({ ...kept, page: 1 }), timestamp, filters: kept };
};

// An unreadable timestamp counts as the oldest; the sort is stable, so equal times keep their order.
const timeOf = (item: SearchHistoryItem): number =>
  Number.isFinite(item.timestamp) ? item.timestamp : Number.NEGATIVE_INFINITY;
const newestFirst = (a: SearchHistoryItem, b: SearchHistoryItem): number =>
  timeOf(a) > timeOf(b) ? -1 : timeOf(a) < timeOf(b) ? 1 : 0;

/**
 * The new item first, then the others newest first, without another entry of the same address,
 * at most HISTORY_MAX_ITEMS.
 */
export const addToHistory = (
  items: readonly SearchHistoryItem[],
  item: SearchHistoryItem,
): readonly SearchHistoryItem[] => {
  const seen = new Set<string>([historyAddressKey(item.filters.address)]);
  const result: SearchHistoryItem[] = [item];
  const others = [...items].sort(newestFirst);
  for (const other of others) {
    if (result.length >= HISTORY_MAX_ITEMS) break;
    const key = historyAddressKey(other.filters.address);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(other);
  }
  return result;
};

const isDateStale = (date: IsoDate | undefined, today: IsoDate): boolean =>
  date !== undefined && (!isIsoDate(date) || compareIsoDates(date, today) < 0);

/** Whether an entry is kept: at most one year old and no date (start or end) before today, or malformed. */
export const isHistoryItemCurrent = (item: SearchHistoryItem, nowMs: number, today: IsoDate): boolean =>
  Number.isFinite(item.timestamp) &&
  nowMs - item.timestamp <= HISTORY_MAX_AGE_MS &&
  !isDateStale(item.filters.startDate, today) &&
  !isDateStale(item.filters.endDate, today);

/** Spec section 5: drops entries older than one year or with dates in the past; keeps the order of the rest. */
export const purgeHistory = (
  items: readonly SearchHistoryItem[],
  nowMs: number,
  today: IsoDate,
): readonly SearchHistoryItem[] => items.filter((item) => isHistoryItemCurrent(item, nowMs, today));
