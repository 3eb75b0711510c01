import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSearchText } from '../../../tests/arbitraries/backoffice-bookings';
import { bookingReferenceOf, containsPattern, parseBackOfficeQuery, SEARCH_QUERY_MAX_LENGTH } from './back-office-search';

/** PostgreSQL's `like` with its default escape, as a regular expression (what the server's query does). */
const likeToRegExp = (pattern: string): RegExp => {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') out += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') out += '[\\s\\S]*';
    else if (c === '_') out += '[\\s\\S]';
    else out += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 'u');
};

describe('the back office search query: properties', () => {
  it('accepts exactly 1 to 100 characters once trimmed, and parsing again changes nothing', () => {
    fc.assert(
      fc.property(arbSearchText, (raw) => {
        const query = parseBackOfficeQuery(raw);
        const length = [...raw.trim()].length;
        expect(query !== undefined).toBe(length >= 1 && length <= SEARCH_QUERY_MAX_LENGTH);
        if (query) expect(parseBackOfficeQuery(query.text)).toEqual(query);
      }),
    );
  });

  it('a booking id is always a valid row id, and every reference names its booking', () => {
    fc.assert(
      fc.property(arbSearchText, fc.integer({ min: 1, max: 2_147_483_647 }), (raw, id) => {
        const bookingId = parseBackOfficeQuery(raw)?.bookingId ?? null;
        if (bookingId !== null) expect(bookingId >= 1 && bookingId <= 2_147_483_647).toBe(true);
        expect(parseBackOfficeQuery(bookingReferenceOf(id))?.bookingId).toBe(id);
        expect(parseBackOfficeQuery(String(id))?.bookingId).toBe(id);
      }),
    );
  });

  it('the pattern matches a text exactly when the text contains the query, wildcards taken literally', () => {
    fc.assert(
      fc.property(arbSearchText, arbSearchText, arbSearchText, (query, before, after) => {
        const pattern = likeToRegExp(containsPattern(query));
        expect(pattern.test(`${before}${query}${after}`)).toBe(true);
        expect(pattern.test(before)).toBe(before.includes(query));
      }),
    );
  });
});
