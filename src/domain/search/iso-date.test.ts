import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isIsoDate,
  isoDateFromEpochMs,
  parseIsoDate,
  toDayNumber,
} from './iso-date';

describe('IsoDate', () => {
  it('accepts real calendar dates written as YYYY-MM-DD only', () => {
    expect(isIsoDate('2025-06-15')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '1900-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-6-15', '2025-06-15T00:00', ' 2025-06-15', '20250615', '', 20250615, null]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('parseIsoDate gives undefined for invalid text', () => {
    expect(parseIsoDate('2025-01-31')).toBe('2025-01-31');
    expect(parseIsoDate('2025-02-31')).toBeUndefined();
  });

  it('counts days from the epoch on UTC integers', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber('1969-12-31')).toBe(-1);
    expect(toDayNumber('2000-03-01')).toBe(11_017);
    expect(fromDayNumber(11_017)).toBe('2000-03-01');
    expect(fromDayNumber(-719_528)).toBe('0000-01-01');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-06-15', 0)).toBe('2025-06-15');
  });

  it('measures and compares', () => {
    expect(daysBetween('2025-06-14', '2025-06-21')).toBe(7);
    expect(daysBetween('2025-06-21', '2025-06-14')).toBe(-7);
    expect(compareIsoDates('2025-06-14', '2025-06-21')).toBe(-1);
    expect(compareIsoDates('2025-06-21', '2025-06-21')).toBe(0);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 13)).toBe(0);
  });

  it('turns an instant into its UTC date', () => {
    expect(isoDateFromEpochMs(Date.UTC(2025, 5, 15, 23, 59, 59))).toBe('2025-06-15');
    expect(isoDateFromEpochMs(Date.UTC(1969, 11, 31, 12))).toBe('1969-12-31');
  });
});
