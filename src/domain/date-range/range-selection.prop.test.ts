import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../search/iso-date';
import { isDayUnavailable, rangeAfterClick, rangeAfterClicks, rangeCrossesUnavailable, type BlockedRange } from './range-selection';

const BASE = '2026-01-01';
const dayArb = fc.integer({ min: 0, max: 120 }).map((n) => addDays(BASE, n));
const blockedArb: fc.Arbitrary<BlockedRange[]> = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 6 })).map(([from, length]) => ({
    startDate: addDays(BASE, from),
    endDate: addDays(BASE, from + length),
  })),
  { maxLength: 5 },
);

describe('range selection properties', () => {
  it('any click sequence gives a start before its end and never takes a blocked day', () => {
    fc.assert(
      fc.property(fc.array(dayArb, { maxLength: 12 }), blockedArb, (clicks, blocked) => {
        const { start, end } = rangeAfterClicks(clicks, blocked);
        if (start !== undefined) expect(isDayUnavailable(start, blocked)).toBe(false);
        if (end !== undefined) {
          expect(start).toBeDefined();
          expect(daysBetween(start ?? end, end)).toBeGreaterThanOrEqual(0);
          expect(rangeCrossesUnavailable(start ?? end, end, blocked)).toBe(false);
        }
      }),
    );
  });

  it('a refused click keeps the selection exactly', () => {
    fc.assert(
      fc.property(fc.array(dayArb, { maxLength: 6 }), dayArb, blockedArb, (clicks, day, blocked) => {
        const before = rangeAfterClicks(clicks, blocked);
        const outcome = rangeAfterClick(before, day, blocked);
        if (outcome.kind === 'refused') expect(outcome.selection).toBe(before);
      }),
    );
  });

  it('without blocked days two clicks in order always give that range', () => {
    fc.assert(
      fc.property(dayArb, dayArb, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(rangeAfterClicks([start, end])).toEqual({ start, end });
      }),
    );
  });

  it('crossing is symmetric in its ends and agrees with a day-by-day check', () => {
    fc.assert(
      fc.property(dayArb, dayArb, blockedArb, (a, b, blocked) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
        expect(rangeCrossesUnavailable(a, b, blocked)).toBe(days.some((day) => isDayUnavailable(day, blocked)));
        expect(rangeCrossesUnavailable(a, b, blocked)).toBe(rangeCrossesUnavailable(b, a, blocked));
      }),
    );
  });
});
