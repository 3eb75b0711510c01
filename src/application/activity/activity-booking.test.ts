import { describe, expect, it } from 'vitest';
import { clampPeople, dateProblem, lastBookableDate, offeredTimes, peopleProblem, priceForPeople, timeOfDayProblem } from './activity-booking';

describe('activity booking rules', () => {
  const today = '2025-06-15';

  it('a date is required, real, from today and at most 365 days ahead', () => {
    expect(dateProblem('', today)?.key).toBe('activity:validation.dateRequired');
    expect(dateProblem('2025-02-30', today)?.key).toBe('activity:validation.dateInvalid');
    expect(dateProblem('15/07/2025', today)?.key).toBe('activity:validation.dateInvalid');
    expect(dateProblem('2025-06-14', today)?.key).toBe('activity:validation.dateInPast');
    expect(dateProblem('2025-06-15', today)).toBeNull();
    expect(lastBookableDate(today)).toBe('2026-06-15');
    expect(dateProblem('2026-06-15', today)).toBeNull();
    expect(dateProblem('2026-06-16', today)).toEqual({ key: 'activity:validation.dateTooFar', values: { days: 365 } });
  });

  it('only offered slots, in the day’s order', () => {
    expect(offeredTimes(['evening', 'night', 'morning'])).toEqual(['morning', 'evening']);
    expect(timeOfDayProblem(null, ['morning'])?.key).toBe('activity:validation.timeOfDayRequired');
    expect(timeOfDayProblem('afternoon', ['morning'])?.key).toBe('activity:validation.timeOfDayUnavailable');
    expect(timeOfDayProblem('morning', ['morning'])).toBeNull();
  });

  it('people from 1 to the capacity', () => {
    expect(peopleProblem(1, 8)).toBeNull();
    expect(peopleProblem(8, 8)).toBeNull();
    expect(peopleProblem(9, 8)).toEqual({ key: 'activity:validation.people', values: { max: 8 } });
    expect(peopleProblem(0, 8)).not.toBeNull();
    expect(peopleProblem(2.5, 8)).not.toBeNull();
    expect(peopleProblem(1, 0)).toBeNull();
    expect(clampPeople(12, 8)).toBe(8);
    expect(clampPeople(0, 8)).toBe(1);
    expect(clampPeople(Number.NaN, 8)).toBe(1);
    expect(priceForPeople(4_500, 3)).toBe(13_500);
  });
});
