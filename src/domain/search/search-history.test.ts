import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_AGE_MS, addToHistory, purgeHistory, toHistoryItem, type SearchHistoryItem } from './search-history';

const item = (address: string | undefined, timestamp: number, startDate?: string): SearchHistoryItem => ({
  key: `${address}-${timestamp}`,
  timestamp,
  filters: {
    ...(address !== undefined && { address }),
    ...(startDate !== undefined && { startDate, endDate: startDate }),
  },
});

describe('toHistoryItem', () => {
  it('keeps the history fields and keys the item by their query', () => {
    expect(
      toHistoryItem(
        { page: 3, address: 'Nice', startDate: '2025-07-05', endDate: '2025-07-06', types: ['RIB'], numberOfPeople: 4 },
        1000,
      ),
    ).toEqual({
      key: 'address=Nice&types=RIB&startDate=2025-07-05&endDate=2025-07-06',
      timestamp: 1000,
      filters: { address: 'Nice', startDate: '2025-07-05', endDate: '2025-07-06', types: ['RIB'] },
    });
  });
});

describe('addToHistory', () => {
  it('puts the new item first', () => {
    expect(addToHistory([item('Nice', 1)], item('Split', 2)).map((i) => i.filters.address)).toEqual(['Split', 'Nice']);
  });

  it('replaces an entry with the same address (trimmed, any case)', () => {
    const history = [item('Nice', 3), item('Marseille', 2)];
    expect(addToHistory(history, item(' marseille', 4)).map((i) => i.filters.address)).toEqual([' marseille', 'Nice']);
  });

  it('keeps at most 5, dropping the oldest', () => {
    const history = [1, 2, 3, 4, 5].map((n) => item(`City ${n}`, n));
    expect(addToHistory(history, item('New', 10)).map((i) => i.filters.address)).toEqual([
      'New', 'City 5', 'City 4', 'City 3', 'City 2',
    ]);
  });

  it('treats entries without an address as one address', () => {
    expect(addToHistory([item(undefined, 1), item('Nice', 2)], item(undefined, 3))).toHaveLength(2);
  });
});

describe('purgeHistory', () => {
  const now = Date.UTC(2025, 5, 15, 12);
  const today = '2025-06-15';

  it('drops entries older than one year', () => {
    const kept = item('A', now - HISTORY_MAX_AGE_MS);
    const old = item('B', now - HISTORY_MAX_AGE_MS - 1);
    expect(purgeHistory([kept, old], now, today)).toEqual([kept]);
  });

  it('drops entries with dates in the past, keeps today and later, and entries without dates', () => {
    const past = item('A', now, '2025-06-14');
    const current = item('B', now, '2025-06-15');
    const undated = item('C', now);
    expect(purgeHistory([past, current, undated], now, today)).toEqual([current, undated]);
  });

  it('drops entries with malformed dates or timestamps', () => {
    expect(purgeHistory([item('A', now, '2025-02-30'), item('B', Number.NaN)], now, today)).toEqual([]);
  });
});
