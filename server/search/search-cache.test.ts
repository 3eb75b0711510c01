import { describe, expect, it } from 'vitest';
import { parseVersions, SEARCH_CACHE_TTL_MS, SearchCache, searchKey } from './search-cache';
import type { SearchArea } from './search-area';

const everywhere: SearchArea = { kind: 'everywhere', place: undefined };
const v = (catalogue: string, calendar: string) => ({ catalogue, calendar });

describe('searchKey', () => {
  it('ignores the page, the sort and the order of the filters, not the area', () => {
    const a = searchKey({ page: 1, types: ['Sailboat'], numberOfPeople: 4 }, everywhere);
    expect(searchKey({ numberOfPeople: 4, page: 3, sort: 'price', sortOrder: 'ASC', types: ['Sailboat'] }, everywhere)).toBe(a);
    expect(searchKey({ page: 1, types: ['Sailboat'], numberOfPeople: 5 }, everywhere)).not.toBe(a);
    const around: SearchArea = { kind: 'around', centre: { latitude: 43.3, longitude: 5.4 }, radiusKm: 50, place: undefined };
    expect(searchKey({ page: 1, types: ['Sailboat'], numberOfPeople: 4 }, around)).not.toBe(a);
    expect(searchKey({ page: 1, types: ['Sailboat'], numberOfPeople: 4 }, { ...around, radiusKm: 30 })).not.toBe(searchKey({ page: 1, types: ['Sailboat'], numberOfPeople: 4 }, around));
    // The map's box (issue [10]): another box is another search.
    const box = (west: number): SearchArea => ({ kind: 'box', bounds: { south: 43, west, north: 44, east: 6 }, place: undefined });
    expect(searchKey({ page: 1 }, box(5))).not.toBe(searchKey({ page: 1 }, box(5.5)));
  });
});

describe('SearchCache', () => {
  it('serves an entry only at the versions it was read at: the calendar counts for a dated entry only', () => {
    const cache = new SearchCache<number>(10, () => 0);
    cache.set('undated', 1, v('5', '9'), false);
    cache.set('dated', 2, v('5', '9'), true);
    expect(cache.get('undated', v('5', '9'))).toBe(1);
    expect(cache.get('dated', v('5', '9'))).toBe(2);
    // A booking elsewhere: dated searches are read again, undated ones stay.
    expect(cache.get('undated', v('5', '10'))).toBe(1);
    expect(cache.get('dated', v('5', '10'))).toBeUndefined();
    // A listing changed: everything is read again.
    expect(cache.get('undated', v('6', '9'))).toBeUndefined();
    expect(cache.peek('dated')).toBe(2);
  });

  it('never stores what was read without versions', () => {
    const cache = new SearchCache<number>(10, () => 0);
    cache.set('k', 1, parseVersions(''), false);
    expect(cache.peek('k')).toBeUndefined();
    expect(parseVersions('12:34')).toEqual(v('12', '34'));
  });

  it('forgets entries after the TTL and keeps at most its size, least recently used first', () => {
    let now = 0;
    const cache = new SearchCache<number>(3, () => now);
    cache.set('a', 1, v('1', '1'), false);
    now = SEARCH_CACHE_TTL_MS - 1;
    expect(cache.get('a', v('1', '1'))).toBe(1);
    now = SEARCH_CACHE_TTL_MS;
    expect(cache.get('a', v('1', '1'))).toBeUndefined();
    for (const k of ['b', 'c', 'd']) cache.set(k, 0, v('1', '1'), false);
    cache.get('b', v('1', '1'));
    cache.set('e', 0, v('1', '1'), false);
    expect(cache.peek('c')).toBeUndefined();
    expect(cache.peek('b')).toBe(0);
    expect(cache.size).toBe(3);
  });
});
