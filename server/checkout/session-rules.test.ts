import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../src/domain/search/iso-date';
import { isSessionExpired, ownerResponseBefore, sessionExpiresAt } from './session-rules';

const NOW = new Date('2026-06-01T09:00:00Z');
const HOUR = 3_600_000;

describe('checkout session rules', () => {
  it('expires an unpaid session 30 minutes after its creation', () => {
    expect(sessionExpiresAt(NOW).toISOString()).toBe('2026-06-01T09:30:00.000Z');
    const session = { status: 'requested' as const, expires_at: sessionExpiresAt(NOW) };
    expect(isSessionExpired(session, new Date(NOW.getTime() + 29 * 60_000))).toBe(false);
    expect(isSessionExpired(session, new Date(NOW.getTime() + 30 * 60_000))).toBe(true);
    // A paid session is never "expired" by its clock; an expired status is.
    expect(isSessionExpired({ ...session, status: 'paid' }, new Date(NOW.getTime() + 99 * HOUR))).toBe(false);
    expect(isSessionExpired({ ...session, status: 'expired' }, NOW)).toBe(true);
  });

  it('gives the owner 48 hours, at most until the start, at least 2 hours; nothing for instant booking', () => {
    expect(ownerResponseBefore(NOW, '2026-07-01', true)).toBeNull();
    expect(ownerResponseBefore(NOW, '2026-07-01', false)?.toISOString()).toBe('2026-06-03T09:00:00.000Z');
    expect(ownerResponseBefore(NOW, '2026-06-02', false)?.toISOString()).toBe('2026-06-02T00:00:00.000Z');
    expect(ownerResponseBefore(NOW, '2026-06-01', false)?.toISOString()).toBe('2026-06-01T11:00:00.000Z');
  });

  it('always answers within [created + 2 h, created + 48 h]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 86_399 }), (offset, seconds) => {
        const created = new Date(NOW.getTime() + seconds * 1000);
        const at = ownerResponseBefore(created, addDays('2026-06-01', offset), false)!.getTime();
        expect(at).toBeGreaterThanOrEqual(created.getTime() + 2 * HOUR);
        expect(at).toBeLessThanOrEqual(created.getTime() + 48 * HOUR);
      }),
    );
  });
});
