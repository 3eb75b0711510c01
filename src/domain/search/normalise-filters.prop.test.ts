import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseFilters } from './normalise-filters';
import {
  brokenFilterRules,
  filterContextArb,
  messyFilterInputArb,
  normalisedFiltersArb,
} from '../../../tests/arbitraries/search';

describe('normaliseFilters properties', () => {
  it('always gives values within bounds, whatever the input', () => {
    fc.assert(
      fc.property(filterContextArb, messyFilterInputArb, (context, input) => {
        expect(brokenFilterRules(normaliseFilters(input, context), context)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(filterContextArb, messyFilterInputArb, (context, input) => {
        const once = normaliseFilters(input, context);
        expect(normaliseFilters(once, context)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves normalised filters unchanged (the arbitrary and the normaliser agree)', () => {
    fc.assert(
      fc.property(
        filterContextArb.chain((context) => fc.tuple(fc.constant(context), normalisedFiltersArb(context))),
        ([context, filters]) => {
          expect(brokenFilterRules(filters, context)).toEqual([]);
          expect(normaliseFilters(filters, context)).toEqual(filters);
        },
      ),
      { numRuns: 300 },
    );
  });
});
