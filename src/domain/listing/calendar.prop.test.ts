import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, toDayNumber } from '../search/iso-date';
import { applyCalendarChange, blockRange, daysOf, freeRange, normaliseRanges, ownerCalendarMonth, takenWithin, type DateRange } from './calendar';

const BASE = toDayNumber('2026-06-01');
/** Ranges within about four months, so they often touch and overlap. */
const arbRange: fc.Arbitrary<DateRange> = fc
  .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 20 }))
  .map(([start, length]) => ({ startDate: fromDayNumber(BASE + start), endDate: fromDayNumber(BASE + start + length) }));
const arbRanges = fc.array(arbRange, { maxLength: 12 });

const daySet = (ranges: readonly DateRange[]): Set<string> => new Set(ranges.flatMap(daysOf));
const sorted = (set: Set<string>) => [...set].sort();

const isNormalised = (ranges: readonly DateRange[]): boolean =>
  ranges.every((r, i) => r.startDate <= r.endDate && (i === 0 || toDayNumber(r.startDate) > toDayNumber(ranges[i - 1]!.endDate) + 1));

describe('calendar range properties', () => {
  it('normalising keeps exactly the same days, in sorted disjoint non-adjacent ranges, and is idempotent', () => {
    fc.assert(
      fc.property(arbRanges, (ranges) => {
        const normal = normaliseRanges(ranges);
        expect(isNormalised(normal)).toBe(true);
        expect(sorted(daySet(normal))).toEqual(sorted(daySet(ranges)));
        expect(normaliseRanges(normal)).toEqual(normal);
      }),
    );
  });

  it('a block adds exactly its days and a free removes exactly its days; results stay sorted and disjoint', () => {
    fc.assert(
      fc.property(arbRanges, arbRange, fc.boolean(), (owner, range, blocked) => {
        const after = applyCalendarChange(owner, { ...range, blocked });
        expect(isNormalised(after)).toBe(true);
        const expected = daySet(owner);
        for (const day of daysOf(range)) {
          if (blocked) expected.add(day);
          else expected.delete(day);
        }
        expect(sorted(daySet(after))).toEqual(sorted(expected));
      }),
    );
  });

  it('blocking then freeing the same range restores the previous free days', () => {
    fc.assert(
      fc.property(arbRanges, arbRange, (owner, range) => {
        const before = normaliseRanges(owner);
        const restored = freeRange(blockRange(before, range), range);
        // The days of the range are free now; every other day is as before.
        const outside = (ranges: readonly DateRange[]) => sorted(daySet(ranges)).filter((d) => d < range.startDate || d > range.endDate);
        expect(outside(restored)).toEqual(outside(before));
        expect(daysOf(range).some((d) => daySet(restored).has(d))).toBe(false);
        // When none of the range was blocked before, the ranges come back exactly.
        if (!daysOf(range).some((d) => daySet(before).has(d))) expect(restored).toEqual(before);
      }),
    );
  });

  it('what stays taken lies within the range and within the taken days', () => {
    fc.assert(
      fc.property(arbRanges, arbRange, (taken, range) => {
        const within = takenWithin(taken, range);
        expect(isNormalised(within)).toBe(true);
        const all = daySet(taken);
        expect(sorted(daySet(within))).toEqual(daysOf(range).filter((d) => all.has(d)));
      }),
    );
  });

  it('the month grid has every day of the month once, and blanks fit in a week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.constantFrom(0 as const, 1 as const), arbRanges, (offset, first, ranges) => {
        const key = addDays('2026-01-01', offset).slice(0, 7);
        const month = ownerCalendarMonth(key, ranges.map((r) => ({ ...r, source: 'owner' as const, booking: null, note: null })), '2026-06-01', first);
        expect(month.leadingBlanks).toBeGreaterThanOrEqual(0);
        expect(month.leadingBlanks).toBeLessThan(7);
        expect(month.days.map((d) => d.day)).toEqual(month.days.map((_, i) => i + 1));
        const blocked = daySet(ranges);
        for (const day of month.days) {
          if (day.date < '2026-06-01') expect(day.state).toBe('past');
          else expect(day.state).toBe(blocked.has(day.date) ? 'blocked' : 'free');
        }
      }),
    );
  });
});
