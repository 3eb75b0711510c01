import { describe, expect, it } from 'vitest';
import { clickIdExpiry, clickIdFromQuery, liveClickId, storedClickId } from './click-id';

describe('click id (spec section 9: kept 45 days)', () => {
  it('reads gclid, fbclid or msclkid from the landing query, gclid first', () => {
    expect(clickIdFromQuery('?gclid=Cj0KCQ-abc_1')).toEqual({ source: 'gclid', value: 'Cj0KCQ-abc_1' });
    expect(clickIdFromQuery('startDate=2026-07-01&fbclid=IwAR3x')).toEqual({ source: 'fbclid', value: 'IwAR3x' });
    expect(clickIdFromQuery('?msclkid=9f8e&gclid=g1')).toEqual({ source: 'gclid', value: 'g1' });
    expect(clickIdFromQuery('?msclkid=9f8e')).toEqual({ source: 'msclkid', value: '9f8e' });
  });

  it('drops a missing, empty or malformed value', () => {
    expect(clickIdFromQuery('')).toBeUndefined();
    expect(clickIdFromQuery('?gclid=')).toBeUndefined();
    expect(clickIdFromQuery('?gclid=%3Cscript%3E')).toBeUndefined();
    expect(clickIdFromQuery(`?gclid=${'a'.repeat(501)}`)).toBeUndefined();
    // A malformed gclid does not hide a good fbclid.
    expect(clickIdFromQuery('?gclid=a%20b&fbclid=ok')).toEqual({ source: 'fbclid', value: 'ok' });
  });

  it('is kept 45 days from the click', () => {
    const clickedAt = new Date('2026-06-01T10:00:00Z');
    expect(clickIdExpiry(clickedAt).toISOString()).toBe('2026-07-16T10:00:00.000Z');
    const stored = storedClickId({ source: 'gclid', value: 'g1' }, clickedAt);
    expect(stored).toEqual({ source: 'gclid', value: 'g1', expiresAt: '2026-07-16T10:00:00.000Z' });
    expect(liveClickId(stored, new Date('2026-07-16T09:59:59Z'))).toEqual({ source: 'gclid', value: 'g1' });
    expect(liveClickId(stored, new Date('2026-07-16T10:00:00Z'))).toBeUndefined();
  });

  it('does not believe an unreadable expiry or one further than 45 days ahead', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(liveClickId({ source: 'gclid', value: 'g1', expiresAt: 'never' }, now)).toBeUndefined();
    expect(liveClickId({ source: 'gclid', value: 'g1', expiresAt: '2030-01-01T00:00:00Z' }, now)).toBeUndefined();
    expect(liveClickId(undefined, now)).toBeUndefined();
  });
});
