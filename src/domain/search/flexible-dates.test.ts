import { describe, expect, it } from 'vitest';
import { flexibleDatePeriods, shouldFetchFlexibleDates, shouldShowFlexibleDates } from './flexible-dates';

const today = '2025-06-01';

describe('shouldShowFlexibleDates', () => {
  it('needs a start date, no half-day period and a range under 17 days', () => {
    expect(shouldShowFlexibleDates({})).toBe(false);
    expect(shouldShowFlexibleDates({ startDate: '2025-07-01' })).toBe(true);
    expect(shouldShowFlexibleDates({ startDate: '2025-07-01', endDate: '2025-07-17' })).toBe(true); // 16 days
    expect(shouldShowFlexibleDates({ startDate: '2025-07-01', endDate: '2025-07-18' })).toBe(false); // 17 days
    expect(shouldShowFlexibleDates({ startDate: '2025-07-01', endDate: '2025-07-01', halfDayPeriod: 'morning' })).toBe(false);
    expect(shouldShowFlexibleDates({ startDate: '2025-07-05', endDate: '2025-07-01' })).toBe(false);
  });
});

describe('shouldFetchFlexibleDates', () => {
  it('only in variation B, and only when shown', () => {
    const filters = { startDate: '2025-07-01', endDate: '2025-07-08' };
    expect(shouldFetchFlexibleDates(filters, 'B')).toBe(true);
    expect(shouldFetchFlexibleDates(filters, 'A')).toBe(false);
    expect(shouldFetchFlexibleDates(filters, undefined)).toBe(false);
    expect(shouldFetchFlexibleDates({ ...filters, halfDayPeriod: 'afternoon' }, 'B')).toBe(false);
  });
});

describe('flexibleDatePeriods', () => {
  it('proposes 3 periods on mobile shifted by a day for short ranges', () => {
    expect(flexibleDatePeriods({ startDate: '2025-07-10', endDate: '2025-07-12' }, 'mobile', today)).toEqual([
      { startDate: '2025-07-09', endDate: '2025-07-11', delta: -1 },
      { startDate: '2025-07-10', endDate: '2025-07-12', delta: 0 },
      { startDate: '2025-07-11', endDate: '2025-07-13', delta: 1 },
    ]);
  });

  it('proposes 7 periods on desktop shifted by a week from 6 days', () => {
    const periods = flexibleDatePeriods({ startDate: '2025-07-05', endDate: '2025-07-12' }, 'desktop', today);
    expect(periods.map((period) => period.delta)).toEqual([-21, -14, -7, 0, 7, 14, 21]);
    expect(periods[0]).toEqual({ startDate: '2025-06-14', endDate: '2025-06-21', delta: -21 });
    expect(periods[3]).toEqual({ startDate: '2025-07-05', endDate: '2025-07-12', delta: 0 });
    expect(flexibleDatePeriods({ startDate: '2025-07-05', endDate: '2025-07-10' }, 'mobile', today).map((p) => p.delta)).toEqual([-1, 0, 1]);
    expect(flexibleDatePeriods({ startDate: '2025-07-05', endDate: '2025-07-11' }, 'mobile', today).map((p) => p.delta)).toEqual([-7, 0, 7]);
  });

  it('a single day is a range of 0: a missing end date equals the start', () => {
    expect(flexibleDatePeriods({ startDate: '2025-07-10' }, 'mobile', today)[0]).toEqual({
      startDate: '2025-07-09',
      endDate: '2025-07-09',
      delta: -1,
    });
  });

  it('never starts before today: the window slides later and keeps its count', () => {
    expect(flexibleDatePeriods({ startDate: '2025-06-01', endDate: '2025-06-03' }, 'desktop', today).map((p) => p.delta)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    expect(flexibleDatePeriods({ startDate: '2025-06-09', endDate: '2025-06-16' }, 'desktop', today).map((p) => p.delta)).toEqual([
      -7, 0, 7, 14, 21, 28, 35,
    ]);
  });

  it('is empty when flexible dates are not shown', () => {
    expect(flexibleDatePeriods({}, 'desktop', today)).toEqual([]);
    expect(flexibleDatePeriods({ startDate: '2025-07-01', endDate: '2025-07-30' }, 'desktop', today)).toEqual([]);
    expect(flexibleDatePeriods({ startDate: '2025-07-01', halfDayPeriod: 'morning' }, 'mobile', today)).toEqual([]);
  });
});
