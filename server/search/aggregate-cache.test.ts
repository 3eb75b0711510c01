import { describe, expect, it } from 'vitest';
import { AGGREGATE_TTL_MS, AggregateCache } from './aggregate-cache';

describe('AggregateCache', () => {
  it('keys ignore the page and the sort, and the order of the filters', () => {
    const a = AggregateCache.key({ page: 1, types: ['Sailboat'], numberOfPeople: 4 });
    expect(AggregateCache.key({ numberOfPeople: 4, page: 3, sort: 'price', sortOrder: 'ASC', types: ['Sailboat'] })).toBe(a);
    expect(AggregateCache.key({ page: 1, types: ['Sailboat'], numberOfPeople: 5 })).not.toBe(a);
  });

  it('forgets entries after the TTL', () => {
    let now = 0;
    const cache = new AggregateCache<number>(() => now);
    cache.set('k', 1);
    now = AGGREGATE_TTL_MS - 1;
    expect(cache.get('k')).toBe(1);
    now = AGGREGATE_TTL_MS;
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps at most 500 entries, dropping the least recently used', () => {
    const cache = new AggregateCache<number>(() => 0);
    for (let i = 0; i < 500; i++) cache.set(`k${i}`, i);
    cache.get('k0');
    cache.set('k500', 500);
    expect(cache.get('k0')).toBe(0);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k500')).toBe(500);
  });
});
