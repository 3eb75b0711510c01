import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_AGE_MS, addToHistory, historyAddressKey, purgeHistory } from './search-history';
import { historyItemArb } from '../../../tests/arbitraries/search';

const now = Date.UTC(2025, 5, 15, 12);
const today = '2025-06-15';
const itemArb = historyItemArb(now, today);

describe('search history properties', () => {
  it('never exceeds 5, stays unique by address, and starts with the new item', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), itemArb, (items, item) => {
        const history = addToHistory(items, item);
        expect(history.length).toBeLessThanOrEqual(5);
        const addresses = history.map((entry) => historyAddressKey(entry.filters.address));
        expect(new Set(addresses).size).toBe(addresses.length);
        expect(history[0]).toBe(item);
        // the others are the newest of the distinct addresses, newest first
        for (let index = 2; index < history.length; index += 1) {
          const time = (at: number) => (Number.isNaN(history[at]!.timestamp) ? -Infinity : history[at]!.timestamp);
          expect(time(index - 1)).toBeGreaterThanOrEqual(time(index));
        }
      }),
    );
  });

  it('adding items one by one never exceeds 5 nor repeats an address', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 20 }), (items) => {
        const history = items.reduce((acc, item) => addToHistory(acc, item), [] as ReturnType<typeof addToHistory>);
        expect(history.length).toBeLessThanOrEqual(5);
        const addresses = history.map((entry) => historyAddressKey(entry.filters.address));
        expect(new Set(addresses).size).toBe(addresses.length);
        if (items.length > 0) expect(history[0]).toBe(items.at(-1));
      }),
    );
  });

  it('purge keeps exactly the entries that should stay, in order, and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), (items) => {
        const valid = (date: string | undefined) =>
          date === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(date) && date !== '2024-13-01' && date >= today);
        const expected = items.filter(
          (item) =>
            !Number.isNaN(item.timestamp) &&
            now - item.timestamp <= HISTORY_MAX_AGE_MS &&
            valid(item.filters.startDate) &&
            valid(item.filters.endDate),
        );
        const purged = purgeHistory(items, now, today);
        expect(purged).toEqual(expected);
        expect(purgeHistory(purged, now, today)).toEqual(purged);
      }),
    );
  });
});
