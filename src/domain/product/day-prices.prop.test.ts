import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateArb } from '../../../tests/arbitraries/search';
import { effectivePricePerDay } from '../checkout/pricing';
import { isDayUnavailable } from '../date-range/range-selection';
import { rentalTotalOf, WEEK_DAYS } from '../listing/listing';
import { addDays, compareIsoDates } from '../search/iso-date';
import { availableDayPriceOf, dayPriceOf } from './day-prices';

const FROM = '2026-01-01';
const TO = '2027-12-31';
const rangeArb = fc.tuple(isoDateArb(FROM, TO), fc.integer({ min: 0, max: 60 })).map(([startDate, length]) => ({ startDate, endDate: addDays(startDate, length) }));
const pricesArb = fc.record({
  pricePerDay: fc.integer({ min: 1, max: 5_000_000 }),
  discountPercentage: fc.integer({ min: 0, max: 90 }),
  seasonalPrices: fc.array(fc.tuple(rangeArb, fc.integer({ min: 1, max: 5_000_000 })).map(([range, pricePerDay]) => ({ ...range, pricePerDay })), { maxLength: 4 }),
});

describe('day prices (properties)', () => {
  it('without seasons every day costs the price per day after discount', () => {
    fc.assert(
      fc.property(pricesArb, isoDateArb(FROM, TO), (prices, day) => {
        expect(dayPriceOf({ ...prices, seasonalPrices: [] }, day)).toBe(effectivePricePerDay(prices.pricePerDay, prices.discountPercentage));
      }),
    );
  });

  it('the days of a rental add up to what the checkout charges for it (no weekly discount)', () => {
    fc.assert(
      fc.property(pricesArb, rangeArb, (prices, range) => {
        const days = Array.from({ length: 1 + (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000 }, (_, i) => addDays(range.startDate, i));
        const sum = days.reduce((total, day) => total + dayPriceOf(prices, day), 0);
        expect(sum).toBe(rentalTotalOf({ ...prices, weeklyDiscount: 0 }, range.startDate, range.endDate));
      }),
    );
  });

  it('a rental shorter than a week adds up to the checkout’s total whatever the weekly discount', () => {
    fc.assert(
      fc.property(pricesArb, isoDateArb(FROM, TO), fc.integer({ min: 0, max: WEEK_DAYS - 2 }), fc.integer({ min: 0, max: 50 }), (prices, start, extra, weeklyDiscount) => {
        const end = addDays(start, extra);
        const sum = Array.from({ length: extra + 1 }, (_, i) => dayPriceOf(prices, addDays(start, i))).reduce((a, b) => a + b, 0);
        expect(sum).toBe(rentalTotalOf({ ...prices, weeklyDiscount }, start, end));
      }),
    );
  });

  it('a day has a price exactly when it is today or later and not booked', () => {
    fc.assert(
      fc.property(pricesArb, isoDateArb(FROM, TO), isoDateArb(FROM, TO), fc.array(rangeArb, { maxLength: 4 }), (prices, day, today, blocked) => {
        const price = availableDayPriceOf(prices, day, { today, blocked });
        const available = compareIsoDates(day, today) >= 0 && !isDayUnavailable(day, blocked);
        expect(price).toBe(available ? dayPriceOf(prices, day) : undefined);
        if (price !== undefined) expect(price).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
