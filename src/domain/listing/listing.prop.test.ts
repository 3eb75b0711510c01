import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePricePerDay } from '../checkout/pricing';
import { addDays } from '../search/iso-date';
import { dailyPricesOf, emptyListing, listingProblems, missingSteps, rentalTotalOf, LISTING_STEPS } from './listing';

const day = fc.integer({ min: 0, max: 700 }).map((n) => addDays('2027-01-01', n));
const cents = fc.integer({ min: 1000, max: 1_000_000 });

describe('listing properties', () => {
  it('without seasons or a week, the total is the effective price times the days (search and checkout agree)', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 90 }), day, fc.integer({ min: 0, max: 5 }), (price, discount, start, extra) => {
        const end = addDays(start, extra);
        const total = rentalTotalOf({ pricePerDay: price, discountPercentage: discount, weeklyDiscount: 20, seasonalPrices: [] }, start, end);
        expect(total).toBe(effectivePricePerDay(price, discount) * (extra + 1));
      }),
    );
  });

  it('every day is priced once, by a season covering it or by the base price', () => {
    fc.assert(
      fc.property(cents, cents, day, fc.integer({ min: 0, max: 60 }), day, fc.integer({ min: 0, max: 30 }), (base, seasonal, sStart, sLen, start, len) => {
        const season = { startDate: sStart, endDate: addDays(sStart, sLen), pricePerDay: seasonal };
        const prices = dailyPricesOf({ pricePerDay: base, seasonalPrices: [season] }, start, addDays(start, len));
        expect(prices).toHaveLength(len + 1);
        prices.forEach((p, i) => {
          const d = addDays(start, i);
          expect(p).toBe(d >= season.startDate && d <= season.endDate ? seasonal : base);
        });
      }),
    );
  });

  it('a draft with any subset of fields answered never crashes, and missing steps are a subset of the steps in order', () => {
    fc.assert(
      fc.property(fc.subarray(['type', 'builderName', 'capacity', 'pricePerDay', 'placeId'] as const), fc.integer({ min: 0, max: 3 }), (answered, pictures) => {
        const fields = { ...emptyListing() } as Record<string, unknown>;
        for (const f of answered) fields[f] = f === 'type' ? 'RIB' : f === 'builderName' ? 'Zodiac' : f === 'pricePerDay' ? 15000 : 4;
        const missing = missingSteps(fields as never, pictures, 2026);
        expect(LISTING_STEPS.filter((s) => missing.includes(s))).toEqual(missing);
        expect(() => listingProblems(fields as never, { complete: false, currentYear: 2026 })).not.toThrow();
      }),
    );
  });
});
