import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, fromDayNumber, toDayNumber } from '../search/iso-date';
import { availabilityCalendar, mondayFirstWeekday } from './availability-calendar';

describe('availabilityCalendar', () => {
  it('knows the weekday of a date (Monday first)', () => {
    expect(mondayFirstWeekday('2026-06-01')).toBe(0); // a Monday
    expect(mondayFirstWeekday('2026-11-22')).toBe(6); // a Sunday
    expect(mondayFirstWeekday('1970-01-01')).toBe(3); // a Thursday
  });

  it('marks past, booked (both days included) and free days', () => {
    const [june, july] = availabilityCalendar([{ startDate: '2026-06-10', endDate: '2026-06-12' }], '2026-06-05', 2);
    expect(june?.key).toBe('2026-06');
    expect(june?.leadingBlanks).toBe(0);
    expect(june?.days).toHaveLength(30);
    expect(june?.days[3]?.status).toBe('past');
    expect(june?.days[4]?.status).toBe('free');
    expect(june?.days.filter((d) => d.status === 'booked').map((d) => d.day)).toEqual([10, 11, 12]);
    expect(july?.key).toBe('2026-07');
    expect(july?.leadingBlanks).toBe(2);
  });

  it('rolls over the year', () => {
    expect(availabilityCalendar([], '2026-12-31', 3).map((m) => m.key)).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('property: a day is booked exactly when a range covers it and it is not past', () => {
    const day = fc.integer({ min: toDayNumber('2026-01-01'), max: toDayNumber('2027-12-31') }).map(fromDayNumber);
    const range = fc.tuple(day, fc.integer({ min: 0, max: 20 })).map(([start, length]) => ({ startDate: start, endDate: addDays(start, length) }));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 6 }), day, (ranges, today) => {
        for (const month of availabilityCalendar(ranges, today, 3)) {
          expect(month.leadingBlanks).toBeGreaterThanOrEqual(0);
          expect(month.leadingBlanks).toBeLessThan(7);
          for (const d of month.days) {
            const covered = ranges.some((r) => d.date >= r.startDate && d.date <= r.endDate);
            const expected = d.date < today ? 'past' : covered ? 'booked' : 'free';
            expect(d.status).toBe(expected);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
