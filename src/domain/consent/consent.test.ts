import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  ALL_DECLINED,
  CONSENT_VERSION,
  consentEventName,
  consentExpiry,
  currentChoice,
  isAllAccepted,
  makeChoice,
  needsAsking,
} from './consent';

const at = (iso: string) => new Date(iso);

describe('consent choice', () => {
  it('keeps the purposes, the version and the instant', () => {
    expect(makeChoice({ analytics: true, marketing: false }, at('2026-06-01T10:00:00Z'))).toEqual({
      version: CONSENT_VERSION,
      purposes: { analytics: true, marketing: false },
      givenAt: '2026-06-01T10:00:00.000Z',
    });
  });

  it('lasts 13 calendar months, the end of month clamped', () => {
    expect(consentExpiry(at('2026-06-01T10:00:00Z')).toISOString()).toBe('2027-07-01T10:00:00.000Z');
    expect(consentExpiry(at('2026-01-31T08:30:00Z')).toISOString()).toBe('2027-02-28T08:30:00.000Z');
    expect(consentExpiry(at('2027-01-31T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('asks when there is no choice, an expired one, an older version or a date in the future', () => {
    const choice = makeChoice(ALL_ACCEPTED, at('2026-06-01T10:00:00Z'));
    expect(needsAsking(undefined, at('2026-06-01T10:00:00Z'))).toBe(true);
    expect(needsAsking(choice, at('2026-06-01T10:00:00Z'))).toBe(false);
    expect(needsAsking(choice, at('2027-07-01T09:59:59Z'))).toBe(false);
    expect(needsAsking(choice, at('2027-07-01T10:00:00Z'))).toBe(true);
    expect(needsAsking({ ...choice, version: CONSENT_VERSION - 1 }, at('2026-06-02T00:00:00Z'))).toBe(true);
    expect(needsAsking({ ...choice, givenAt: 'yesterday' }, at('2026-06-02T00:00:00Z'))).toBe(true);
    // A day of clock difference is tolerated, more is not believed.
    expect(needsAsking(choice, at('2026-05-31T12:00:00Z'))).toBe(false);
    expect(needsAsking(choice, at('2026-05-30T12:00:00Z'))).toBe(true);
  });

  it('a first answer is given, a change of mind is changed, an answer after expiry is given again', () => {
    const now = at('2026-06-01T10:00:00Z');
    const choice = makeChoice(ALL_DECLINED, now);
    expect(consentEventName(undefined, now)).toBe('consent.given');
    expect(consentEventName(choice, at('2026-07-01T10:00:00Z'))).toBe('consent.changed');
    expect(consentEventName(choice, at('2027-08-01T10:00:00Z'))).toBe('consent.given');
    expect(currentChoice(choice, at('2027-08-01T10:00:00Z'))).toBeUndefined();
  });

  it('all accepted only when every purpose is', () => {
    expect(isAllAccepted(ALL_ACCEPTED)).toBe(true);
    expect(isAllAccepted({ analytics: true, marketing: false })).toBe(false);
    expect(isAllAccepted(ALL_DECLINED)).toBe(false);
  });
});
