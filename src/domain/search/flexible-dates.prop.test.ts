import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './iso-date';
import { flexibleDatePeriods } from './flexible-dates';
import { isoDateArb } from '../../../tests/arbitraries/search';

describe('flexibleDatePeriods properties', () => {
  it('a fixed count of periods of the chosen length, evenly stepped, none before today, centred when possible', () => {
    fc.assert(
      fc.property(
        isoDateArb('2024-01-01', '2026-12-31'),
        fc.integer({ min: -10, max: 60 }),
        fc.integer({ min: 0, max: 16 }),
        fc.constantFrom('mobile' as const, 'desktop' as const),
        (today, offset, range, device) => {
          const startDate = addDays(today, offset);
          const endDate = addDays(startDate, range);
          const periods = flexibleDatePeriods({ startDate, endDate }, device, today);
          const count = device === 'mobile' ? 3 : 7;
          const step = range >= 6 ? 7 : 1;
          expect(periods).toHaveLength(count);
          periods.forEach((period, index) => {
            expect(daysBetween(period.startDate, period.endDate)).toBe(range);
            expect(daysBetween(startDate, period.startDate)).toBe(period.delta);
            expect(period.startDate >= today).toBe(true);
            if (index > 0) expect(period.delta - (periods[index - 1]?.delta ?? 0)).toBe(step);
          });
          // The earliest period is the first allowed one: one step earlier is either before today or off-centre.
          const first = periods[0]!;
          expect(first.delta === -Math.floor(count / 2) * step || addDays(first.startDate, -step) < today).toBe(true);
          if (offset >= Math.floor(count / 2) * step) expect(periods[Math.floor(count / 2)]?.delta).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
