import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromApiParams, toApiParams } from './search-api-params';
import { withoutUndefined } from './normalise-filters';
import {
  brokenFilterRules,
  filterContextArb,
  normalisedFiltersArb,
} from '../../../tests/arbitraries/search';

const contextAndFilters = filterContextArb.chain((context) =>
  fc.tuple(fc.constant(context), normalisedFiltersArb(context)),
);

describe('API params properties', () => {
  it('fromApiParams(toApiParams(f)) gives f back with no error (in euros)', () => {
    fc.assert(
      fc.property(contextAndFilters, fc.option(fc.string({ minLength: 1 }), { nil: undefined }), ([context, filters], algo) => {
        const params = toApiParams(filters, algo === undefined ? { currencyRate: 1 } : { currencyRate: 1, abRankingAlgo: algo });
        // 'With or without captain' is no constraint: the API leaves it out.
        const expected = withoutUndefined({
          ...filters,
          sailingType: filters.sailingType === 'With or without captain' ? undefined : filters.sailingType,
        });
        expect(fromApiParams(params, context.currentYear, context.today)).toEqual({ filters: expected, errors: [] });
      }),
      { numRuns: 400 },
    );
  });

  it('prices are divided by the rate and rounded; other values do not depend on the rate', () => {
    fc.assert(
      fc.property(contextAndFilters, fc.double({ min: 0.01, max: 5000, noNaN: true }), ([, filters], rate) => {
        const converted = new Map(toApiParams(filters, { currencyRate: rate }).filter(([key]) => key.startsWith('price')));
        if (filters.priceFrom !== undefined) expect(converted.get('priceFrom')).toBe(String(Math.round(filters.priceFrom / rate)));
        if (filters.priceTo !== undefined) expect(converted.get('priceTo')).toBe(String(Math.round(filters.priceTo / rate)));
        const rest = (rateValue: number) => toApiParams(filters, { currencyRate: rateValue }).filter(([key]) => !key.startsWith('price'));
        expect(rest(rate)).toEqual(rest(1));
      }),
    );
  });

  it('fromApiParams never throws and keeps every value within bounds', () => {
    const key = fc.oneof(
      fc.constantFrom('numberOfPeople', 'types[]', 'equipments[]', 'withCaptain', 'productTags', 'lengthFrom', 'lengthTo',
        'startDate', 'endDate', 'latitude', 'longitude', 'page', 'sort', 'minBuildYear', 'superOwner', 'fleetDates[0][startDate]'),
      fc.string({ maxLength: 8 }),
    );
    const value = fc.oneof(fc.integer({ min: -10, max: 3000 }).map(String), fc.constantFrom('1', '0', 'Yacht', '2025-07-05', 'a,b', ''), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(filterContextArb, fc.array(fc.tuple(key, value), { maxLength: 15 }), (context, entries) => {
        const { filters } = fromApiParams(entries, context.currentYear, context.today);
        expect(brokenFilterRules(filters, context)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
