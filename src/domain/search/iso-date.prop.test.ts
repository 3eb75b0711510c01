import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, fromDayNumber, isIsoDate, toDayNumber } from './iso-date';
import { isoDateArb } from '../../../tests/arbitraries/search';

describe('IsoDate properties', () => {
  it('day numbers agree with Date.UTC and round-trip', () => {
    fc.assert(
      // 0000-01-01 .. 9999-12-31
      fc.property(fc.integer({ min: -719_528, max: 2_932_896 }), (day) => {
        const date = fromDayNumber(day);
        expect(isIsoDate(date)).toBe(true);
        expect(toDayNumber(date)).toBe(day);
        if (day > -700_000) expect(new Date(day * 86_400_000).toISOString().slice(0, 10)).toBe(date);
      }),
    );
  });

  it('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(isoDateArb(), fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
        expect(addDays(addDays(date, days), -days)).toBe(date);
      }),
    );
  });
});
