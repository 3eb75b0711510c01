import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applyCalendarChange,
  blockRange,
  conflictsOf,
  entriesAfterChange,
  firstDayOfWeekFor,
  freeRange,
  importableRanges,
  monthEnd,
  normaliseRanges,
  orderedRange,
  ownerCalendarMonth,
  takenWithin,
  validateCalendarChange,
  validateCalendarWindow,
  weekdayOf,
  type CalendarEntry,
} from './calendar';

const r = (startDate: string, endDate: string) => ({ startDate, endDate });
const entry = (source: CalendarEntry['source'], startDate: string, endDate: string, extra: Partial<CalendarEntry> = {}): CalendarEntry => ({
  startDate,
  endDate,
  source,
  booking: null,
  note: null,
  ...extra,
});

describe('ranges', () => {
  it('merges overlapping and adjacent ranges, sorted', () => {
    expect(normaliseRanges([r('2026-07-10', '2026-07-12'), r('2026-07-01', '2026-07-03'), r('2026-07-04', '2026-07-05'), r('2026-07-11', '2026-07-20')])).toEqual([
      r('2026-07-01', '2026-07-05'),
      r('2026-07-10', '2026-07-20'),
    ]);
    expect(normaliseRanges([r('2026-07-01', '2026-07-03'), r('2026-07-05', '2026-07-06')])).toHaveLength(2);
  });

  it('blocks a range, joining its neighbours', () => {
    expect(blockRange([r('2026-07-01', '2026-07-03'), r('2026-07-08', '2026-07-09')], r('2026-07-04', '2026-07-07'))).toEqual([r('2026-07-01', '2026-07-09')]);
  });

  it('frees the middle of a range by splitting it, and an end by shortening it', () => {
    expect(freeRange([r('2026-07-01', '2026-07-10')], r('2026-07-04', '2026-07-05'))).toEqual([r('2026-07-01', '2026-07-03'), r('2026-07-06', '2026-07-10')]);
    expect(freeRange([r('2026-07-01', '2026-07-10')], r('2026-06-20', '2026-07-02'))).toEqual([r('2026-07-03', '2026-07-10')]);
    expect(freeRange([r('2026-07-01', '2026-07-10')], r('2026-07-01', '2026-07-10'))).toEqual([]);
    expect(freeRange([r('2026-07-01', '2026-07-10')], r('2026-08-01', '2026-08-10'))).toEqual([r('2026-07-01', '2026-07-10')]);
  });

  it('applies a change as a block or a free', () => {
    expect(applyCalendarChange([], { ...r('2026-07-01', '2026-07-01'), blocked: true })).toEqual([r('2026-07-01', '2026-07-01')]);
    expect(applyCalendarChange([r('2026-07-01', '2026-07-01')], { ...r('2026-07-01', '2026-07-01'), blocked: false })).toEqual([]);
  });

  it('orders a range dragged backwards', () => {
    expect(orderedRange('2026-07-09', '2026-07-02')).toEqual(r('2026-07-02', '2026-07-09'));
  });

  it('tells the days of a range still taken by others', () => {
    expect(takenWithin([r('2026-06-25', '2026-07-02'), r('2026-07-08', '2026-07-08'), r('2026-07-09', '2026-07-30')], r('2026-07-01', '2026-07-10'))).toEqual([
      r('2026-07-01', '2026-07-02'),
      r('2026-07-08', '2026-07-10'),
    ]);
  });

  it('changes only the owner’s entries', () => {
    const booking = entry('booking', '2026-07-03', '2026-07-05', { booking: { id: 7, tenantFirstName: 'Tessa', status: 'paid' } });
    const imported = entry('ical', '2026-07-08', '2026-07-08', { note: 'Airbnb' });
    const after = entriesAfterChange([booking, imported, entry('owner', '2026-07-01', '2026-07-10')], { ...r('2026-07-01', '2026-07-10'), blocked: false });
    expect(after).toEqual([booking, imported]);
  });
});

describe('validation', () => {
  const today = '2026-06-01';
  it('accepts today up to 366 days ahead, at most 365 days long', () => {
    expect(validateCalendarChange(r('2026-06-01', '2026-06-01'), today)).toEqual([]);
    expect(validateCalendarChange(r('2026-06-03', '2027-06-02'), today)).toEqual([]);
  });
  it('refuses bad, reversed, past, too far or too long ranges', () => {
    expect(validateCalendarChange({ startDate: '2026-02-30', endDate: 3 }, today)).toEqual([
      { field: 'startDate', key: 'errors.dateInvalid' },
      { field: 'endDate', key: 'errors.dateInvalid' },
    ]);
    expect(validateCalendarChange(r('2026-07-02', '2026-07-01'), today)).toEqual([{ field: 'endDate', key: 'errors.endBeforeStart' }]);
    expect(validateCalendarChange(r('2026-05-31', '2026-06-02'), today)).toEqual([{ field: 'startDate', key: 'errors.past' }]);
    expect(validateCalendarChange(r('2026-06-10', '2027-06-03'), today)).toEqual([{ field: 'endDate', key: 'errors.tooFarAhead' }]);
    expect(validateCalendarChange(r('2026-06-01', '2027-06-01'), today)).toEqual([{ field: 'endDate', key: 'errors.tooLong' }]);
  });
  it('reads windows of at most 400 days', () => {
    expect(validateCalendarWindow({ from: '2026-06-01', to: '2027-07-05' })).toEqual([]);
    expect(validateCalendarWindow({ from: '2026-06-01', to: '2027-07-06' })).toEqual([{ field: 'to', key: 'errors.windowTooLong' }]);
    expect(validateCalendarWindow({ from: '2026-06-02', to: '2026-06-01' })).toEqual([{ field: 'to', key: 'errors.endBeforeStart' }]);
    expect(validateCalendarWindow({ from: 'June', to: undefined })).toHaveLength(2);
  });
});

describe('the month grid', () => {
  it('starts the week on Monday, or on Sunday in en-US', () => {
    expect(firstDayOfWeekFor('fr')).toBe(1);
    expect(firstDayOfWeekFor('en-GB')).toBe(1);
    expect(firstDayOfWeekFor('en-US')).toBe(0);
    // 2026-07-01 is a Wednesday.
    expect(weekdayOf('2026-07-01')).toBe(3);
    expect(ownerCalendarMonth('2026-07', [], '2026-06-01', 1).leadingBlanks).toBe(2);
    expect(ownerCalendarMonth('2026-07', [], '2026-06-01', 0).leadingBlanks).toBe(3);
    expect(ownerCalendarMonth('2026-02', [], '2026-01-01', 1).leadingBlanks).toBe(6);
  });

  it('shows each day free, blocked, imported, booked (with the booking) or past', () => {
    const booking = { id: 42, tenantFirstName: 'Tessa', status: 'confirmed' };
    const month = ownerCalendarMonth(
      '2026-06',
      [
        entry('owner', '2026-05-28', '2026-06-03'),
        entry('booking', '2026-06-03', '2026-06-05', { booking }),
        entry('ical', '2026-06-05', '2026-06-06', { note: 'Elsewhere' }),
        entry('owner', '2026-06-06', '2026-06-07'),
      ],
      '2026-06-02',
      1,
    );
    expect(month.days).toHaveLength(30);
    const state = (day: number) => month.days[day - 1]?.state;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(state)).toEqual(['past', 'blocked', 'booked', 'booked', 'booked', 'imported', 'blocked', 'free']);
    expect(month.days[4]?.booking).toEqual(booking);
    expect(month.days[5]?.note).toBe('Elsewhere');
    expect(month.days[6]?.note).toBeNull();
  });

  it('keeps the booking of a past day', () => {
    const booking = { id: 1, tenantFirstName: 'Tom', status: 'paid' };
    const month = ownerCalendarMonth('2026-05', [entry('booking', '2026-05-10', '2026-05-12', { booking })], '2026-06-01', 1);
    expect(month.days[10]).toMatchObject({ state: 'past', booking });
  });

  it('moves by months', () => {
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
  });
});

describe('imports', () => {
  it('keeps the events not over yet, cut at two years ahead', () => {
    const events = [r('2026-05-01', '2026-05-31'), r('2026-05-30', '2026-06-02'), r('2028-05-20', '2028-06-30'), r('2028-06-01', '2028-06-02')];
    expect(importableRanges(events, '2026-06-01')).toEqual([r('2026-05-30', '2026-06-02'), r('2028-05-20', '2028-05-31')]);
  });

  it('tells where imported days fall on bookings', () => {
    expect(conflictsOf([r('2026-07-01', '2026-07-05'), r('2026-07-04', '2026-07-08')], [r('2026-07-03', '2026-07-06'), r('2026-08-01', '2026-08-02')])).toEqual([r('2026-07-03', '2026-07-06')]);
    expect(conflictsOf([r('2026-07-01', '2026-07-05')], [])).toEqual([]);
  });
});
