import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { historyItemArb } from '../../../tests/arbitraries/search';
import { FakeClock } from '../../../tests/fakes/search';
import { MemoryStorage } from '../../../tests/fakes/foundation';
import { isoDateFromEpochMs } from '../../domain/search';
import { HISTORY_MAX_ITEMS, historyAddressKey } from '../../domain/search/search-history';
import { SEARCH_HISTORY_KEY, SearchHistoryStore, decodeHistory } from './search-history-store';

const NOW = Date.parse('2025-06-15T10:00:00Z');
const TODAY = isoDateFromEpochMs(NOW);

describe('search history storage (properties)', () => {
  it('never throws on any stored text, and decoding what it decoded changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.array(historyItemArb(NOW, TODAY), { maxLength: 8 }).map((items) => JSON.stringify(items))), (raw) => {
        const items = decodeHistory(raw, 2025);
        expect(decodeHistory(JSON.stringify(items), 2025)).toEqual(items);
        for (const item of items) expect(item.filters.address).toBeDefined();
      }),
    );
  });

  it('what is read is current, unique by address and at most 5, whatever was stored', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(historyItemArb(NOW, TODAY), fc.anything()), { maxLength: 12 }), (stored) => {
        const storage = new MemoryStorage();
        storage.set(SEARCH_HISTORY_KEY, JSON.stringify(stored));
        const history = new SearchHistoryStore(storage, new FakeClock(NOW));
        const added = history.add({ page: 1, address: 'Marseille', startDate: '2025-07-01', endDate: '2025-07-03' });
        expect(added.length).toBeLessThanOrEqual(HISTORY_MAX_ITEMS);
        expect(added[0]?.filters.address).toBe('Marseille');
        const addresses = added.map((item) => historyAddressKey(item.filters.address));
        expect(new Set(addresses).size).toBe(addresses.length);
        for (const item of history.read()) {
          expect(NOW - item.timestamp).toBeLessThanOrEqual(365 * 86_400_000);
          if (item.filters.startDate !== undefined) expect(item.filters.startDate >= TODAY).toBe(true);
        }
      }),
    );
  });
});
