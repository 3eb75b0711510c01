import { describe, expect, it } from 'vitest';
import { bookingReferenceOf, containsPattern, parseBackOfficeQuery, SEARCH_QUERY_MAX_LENGTH } from './back-office-search';

describe('the back office search query', () => {
  it('reads a booking id from digits, #id or a reference', () => {
    expect(parseBackOfficeQuery(' 123 ')).toEqual({ text: '123', bookingId: 123 });
    expect(parseBackOfficeQuery('#42')).toEqual({ text: '#42', bookingId: 42 });
    expect(parseBackOfficeQuery('SW-000042')).toEqual({ text: 'SW-000042', bookingId: 42 });
    expect(parseBackOfficeQuery('sw000042')).toEqual({ text: 'sw000042', bookingId: 42 });
  });

  it('keeps other text as a substring to look for, with no booking id', () => {
    expect(parseBackOfficeQuery('Tenant@Demo')).toEqual({ text: 'Tenant@Demo', bookingId: null });
    expect(parseBackOfficeQuery('0')).toEqual({ text: '0', bookingId: null });
    expect(parseBackOfficeQuery('99999999999')).toEqual({ text: '99999999999', bookingId: null });
    expect(parseBackOfficeQuery('2147483648')?.bookingId).toBeNull();
    expect(parseBackOfficeQuery('2147483647')?.bookingId).toBe(2_147_483_647);
  });

  it('refuses an empty query and one longer than 100 characters', () => {
    expect(parseBackOfficeQuery('   ')).toBeUndefined();
    expect(parseBackOfficeQuery('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).toBeDefined();
    expect(parseBackOfficeQuery('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1))).toBeUndefined();
  });

  it('matches wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(bookingReferenceOf(42)).toBe('SW-000042');
  });
});
