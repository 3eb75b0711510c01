import { describe, expect, it } from 'vitest';
import { isDayUnavailable, rangeAfterClick, rangeAfterClicks, rangeCrossesUnavailable } from './range-selection';

const booked = [{ startDate: '2026-07-10', endDate: '2026-07-12' }];

describe('range selection', () => {
  it('first click starts, second click ends', () => {
    expect(rangeAfterClick({}, '2026-07-01')).toEqual({ kind: 'selected', selection: { start: '2026-07-01' }, complete: false });
    expect(rangeAfterClick({ start: '2026-07-01' }, '2026-07-04')).toEqual({
      kind: 'selected',
      selection: { start: '2026-07-01', end: '2026-07-04' },
      complete: true,
    });
  });

  it('a one-day range is the same day twice', () => {
    expect(rangeAfterClicks(['2026-07-01', '2026-07-01'])).toEqual({ start: '2026-07-01', end: '2026-07-01' });
  });

  it('a click before the start restarts from it', () => {
    expect(rangeAfterClicks(['2026-07-05', '2026-07-02'])).toEqual({ start: '2026-07-02' });
  });

  it('a click after a whole range starts a new one', () => {
    expect(rangeAfterClicks(['2026-07-01', '2026-07-03', '2026-07-20'])).toEqual({ start: '2026-07-20' });
  });

  it('refuses a booked day and a range across booked days, keeping the selection', () => {
    expect(rangeAfterClick({}, '2026-07-11', booked)).toEqual({ kind: 'refused', selection: {}, reason: 'unavailableDay' });
    expect(rangeAfterClick({ start: '2026-07-08' }, '2026-07-14', booked)).toEqual({
      kind: 'refused',
      selection: { start: '2026-07-08' },
      reason: 'crossesUnavailable',
    });
    expect(rangeAfterClicks(['2026-07-13', '2026-07-15'], booked)).toEqual({ start: '2026-07-13', end: '2026-07-15' });
  });

  it('refuses a day before the minimum', () => {
    expect(rangeAfterClick({}, '2026-06-30', [], '2026-07-01').kind).toBe('refused');
  });

  it('tells blocked days and crossings', () => {
    expect(isDayUnavailable('2026-07-10', booked)).toBe(true);
    expect(isDayUnavailable('2026-07-12', booked)).toBe(true);
    expect(isDayUnavailable('2026-07-13', booked)).toBe(false);
    expect(rangeCrossesUnavailable('2026-07-01', '2026-07-09', booked)).toBe(false);
    expect(rangeCrossesUnavailable('2026-07-01', '2026-07-10', booked)).toBe(true);
    expect(rangeCrossesUnavailable('2026-07-20', '2026-07-01', booked)).toBe(true);
  });
});
