import { describe, expect, it } from 'vitest';
import { MAX_TEAMMATES, canInviteMore, normalizeTeammateEmail, teammateEmailProblem, teammateStatusOf } from './teammates';

describe('teammates', () => {
  it('compares emails trimmed and lower-cased', () => {
    expect(normalizeTeammateEmail('  Nina.Skipper@Example.TEST ')).toBe('nina.skipper@example.test');
  });

  it('refuses an address that is not an email, and the owner’s own', () => {
    expect(teammateEmailProblem('nina@example.test', 'owner@demo.seaway.test')).toBeUndefined();
    expect(teammateEmailProblem('nina@', 'owner@demo.seaway.test')).toBe('owners:errors.emailInvalid');
    expect(teammateEmailProblem('', 'owner@demo.seaway.test')).toBe('owners:errors.emailInvalid');
    expect(teammateEmailProblem(' Owner@Demo.Seaway.test', 'owner@demo.seaway.test')).toBe('owners:errors.ownEmail');
  });

  it('allows up to 20 teammates', () => {
    expect(canInviteMore(0)).toBe(true);
    expect(canInviteMore(MAX_TEAMMATES - 1)).toBe(true);
    expect(canInviteMore(MAX_TEAMMATES)).toBe(false);
  });

  it('is pending until accepted', () => {
    expect(teammateStatusOf({ acceptedAt: null })).toBe('pending');
    expect(teammateStatusOf({ acceptedAt: '2026-06-01T09:00:00Z' })).toBe('accepted');
  });
});
