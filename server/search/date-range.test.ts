import { describe, expect, it } from 'vitest';
import { readDateRange } from './date-range';

const today = '2026-06-01';

describe('readDateRange', () => {
  it('accepts a range, and a missing or empty end as the start', () => {
    expect(readDateRange('2026-07-04', '2026-07-11', today, true)).toEqual({ ok: true, range: { startDate: '2026-07-04', endDate: '2026-07-11' } });
    expect(readDateRange('2026-07-04', undefined, today, true)).toEqual({ ok: true, range: { startDate: '2026-07-04', endDate: '2026-07-04' } });
    expect(readDateRange('2026-06-01', '', today, true)).toEqual({ ok: true, range: { startDate: '2026-06-01', endDate: '2026-06-01' } });
  });

  it('gives no range without dates unless required', () => {
    expect(readDateRange(undefined, undefined, today, false)).toEqual({ ok: true, range: undefined });
    expect(readDateRange(undefined, undefined, today, true).ok).toBe(false);
    expect(readDateRange(undefined, '2026-07-04', today, false).ok).toBe(false);
  });

  it('refuses malformed, reversed, past and overlong ranges', () => {
    expect(readDateRange('2026-13-45', undefined, today, true).ok).toBe(false);
    expect(readDateRange('2026-07-04', '2026-02-30', today, true).ok).toBe(false);
    expect(readDateRange('2026-07-11', '2026-07-04', today, true).ok).toBe(false);
    expect(readDateRange('2026-05-31', '2026-06-02', today, true).ok).toBe(false);
    expect(readDateRange('2026-07-01', '2027-07-01', today, true).ok).toBe(false);
    expect(readDateRange('2026-07-01', '2027-06-30', today, true).ok).toBe(true);
  });
});
