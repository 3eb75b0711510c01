import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseFilters } from './normalise-filters';
import { formatSearchQuery, parseSearchQuery } from './search-url';
import {
  brokenFilterRules,
  filterContextArb,
  normalisedFiltersArb,
  searchQueryStringArb,
} from '../../../tests/arbitraries/search';

const contextAndFilters = filterContextArb.chain((context) =>
  fc.tuple(fc.constant(context), normalisedFiltersArb(context)),
);
const anyQuery = fc.oneof(searchQueryStringArb, fc.string(), fc.string({ unit: 'binary' }));

describe('search URL codec properties', () => {
  it('parsing never throws, on any string', () => {
    fc.assert(
      fc.property(filterContextArb, anyQuery, (context, query) => {
        expect(() => parseSearchQuery(query, context)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('parsing never throws on any record either', () => {
    fc.assert(
      fc.property(
        filterContextArb,
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined))),
        (context, record) => {
          expect(() => parseSearchQuery(record, context)).not.toThrow();
        },
      ),
    );
  });

  it('every parsed value is within bounds, and already normalised', () => {
    fc.assert(
      fc.property(filterContextArb, searchQueryStringArb, (context, query) => {
        const parsed = parseSearchQuery(query, context);
        expect(brokenFilterRules(parsed, context)).toEqual([]);
        expect(normaliseFilters(parsed, context)).toEqual(parsed);
      }),
      { numRuns: 1000 },
    );
  });

  it('parse(format(f)) equals f for every normalised f', () => {
    fc.assert(
      fc.property(contextAndFilters, ([context, filters]) => {
        expect(parseSearchQuery(formatSearchQuery(filters), context)).toEqual(filters);
      }),
      { numRuns: 500 },
    );
  });

  it('parsing a query or its URLSearchParams gives the same filters', () => {
    fc.assert(
      fc.property(contextAndFilters, ([context, filters]) => {
        const query = formatSearchQuery(filters);
        expect(parseSearchQuery(new URLSearchParams(query), context)).toEqual(parseSearchQuery(query, context));
      }),
      { numRuns: 200 },
    );
  });

  it('format ∘ parse ∘ format = format, and format ∘ parse is stable on any query', () => {
    fc.assert(
      fc.property(contextAndFilters, ([context, filters]) => {
        const formatted = formatSearchQuery(filters);
        expect(formatSearchQuery(parseSearchQuery(formatted, context))).toBe(formatted);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(filterContextArb, searchQueryStringArb, (context, query) => {
        const canonical = formatSearchQuery(parseSearchQuery(query, context));
        expect(formatSearchQuery(parseSearchQuery(canonical, context))).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });
});
