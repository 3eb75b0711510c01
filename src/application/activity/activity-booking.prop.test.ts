import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, fromDayNumber, toDayNumber } from '../../domain/search';
import { BOOKING_HORIZON_DAYS, TIMES_OF_DAY, clampPeople, dateProblem, maxPeople, offeredTimes, peopleProblem, timeOfDayProblem } from './activity-booking';

const dayArb = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2090-12-31') }).map(fromDayNumber);

describe('activity booking rule properties', () => {
  it('a valid date is exactly one in [today, today + 365]', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -800, max: 800 }), (today, offset) => {
        const date = addDays(today, offset);
        expect(dateProblem(date, today) === null).toBe(offset >= 0 && offset <= BOOKING_HORIZON_DAYS);
      }),
    );
  });

  it('clamped people are always allowed, and allowed people are kept', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 200 }), fc.double()), fc.integer({ min: -5, max: 100 }), (people, capacity) => {
        const clamped = clampPeople(people, capacity);
        expect(peopleProblem(clamped, capacity)).toBeNull();
        expect(clamped).toBeLessThanOrEqual(maxPeople(capacity));
        if (peopleProblem(people, capacity) === null) expect(clamped).toBe(people);
      }),
    );
  });

  it('offered slots are a subset in the day’s order, and exactly those pass', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...TIMES_OF_DAY), fc.string())), (times) => {
        const offered = offeredTimes(times);
        expect(offered).toEqual(TIMES_OF_DAY.filter((t) => offered.includes(t)));
        for (const time of TIMES_OF_DAY) expect(timeOfDayProblem(time, offered) === null).toBe(times.includes(time));
      }),
    );
  });
});
