import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalSavedSearchQuery, savedSearchFilters, savedSearchQueryOf } from './saved-search';
import { filterContextArb, normalisedFiltersArb, searchQueryStringArb } from '../../../tests/arbitraries/search';

const contextAndFilters = filterContextArb.chain((context) => fc.tuple(fc.constant(context), normalisedFiltersArb(context)));
const anyQuery = fc.oneof(searchQueryStringArb, fc.string(), fc.string({ unit: 'binary' }));

describe('saved search query properties', () => {
  it('round trip: the stored query reads back to the same filters, page 1', () => {
    fc.assert(
      fc.property(contextAndFilters, ([context, filters]) => {
        expect(savedSearchFilters(savedSearchQueryOf(filters), context)).toEqual({ ...filters, page: 1 });
      }),
      { numRuns: 500 },
    );
  });

  it('canonicalising is idempotent, on any input, and never throws', () => {
    fc.assert(
      fc.property(filterContextArb, anyQuery, (context, query) => {
        const once = canonicalSavedSearchQuery(query, context);
        expect(canonicalSavedSearchQuery(once, context)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('the page never matters', () => {
    fc.assert(
      fc.property(contextAndFilters, fc.integer({ min: 1, max: 10_000 }), ([context, filters], page) => {
        expect(savedSearchQueryOf({ ...filters, page })).toBe(savedSearchQueryOf({ ...filters, page: 1 }));
        expect(savedSearchQueryOf(filters)).not.toMatch(/(^|&)page=/);
        expect(canonicalSavedSearchQuery(savedSearchQueryOf(filters), context)).toBe(savedSearchQueryOf(filters));
      }),
      { numRuns: 300 },
    );
  });
});
