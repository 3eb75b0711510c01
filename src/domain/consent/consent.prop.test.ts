import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { consentPurposesArb, instantArb } from '../../../tests/arbitraries/consent';
import { consentEventName, consentExpiry, currentChoice, makeChoice, needsAsking } from './consent';

const DAY = 24 * 60 * 60 * 1000;

describe('consent properties', () => {
  it('the expiry is always between 393 and 397 days later (13 months), at the same time of day', () => {
    fc.assert(
      fc.property(instantArb, (givenAt) => {
        const expiry = consentExpiry(givenAt);
        const days = (expiry.getTime() - givenAt.getTime()) / DAY;
        expect(days).toBeGreaterThanOrEqual(393);
        expect(days).toBeLessThanOrEqual(397);
        expect(expiry.getTime() % DAY).toBe(givenAt.getTime() % DAY);
      }),
      { numRuns: 1000 },
    );
  });

  it('a choice counts from when it was given until its expiry, then is asked again', () => {
    fc.assert(
      fc.property(consentPurposesArb, instantArb, fc.integer({ min: 0, max: 800 * DAY }), (purposes, givenAt, elapsed) => {
        const choice = makeChoice(purposes, givenAt);
        const now = new Date(givenAt.getTime() + elapsed);
        const alive = now.getTime() < consentExpiry(givenAt).getTime();
        expect(needsAsking(choice, now)).toBe(!alive);
        expect(currentChoice(choice, now)?.purposes).toEqual(alive ? purposes : undefined);
        expect(consentEventName(choice, now)).toBe(alive ? 'consent.changed' : 'consent.given');
      }),
      { numRuns: 1000 },
    );
  });

  it('the choice keeps exactly the purposes given (a copy, never more keys)', () => {
    fc.assert(
      fc.property(consentPurposesArb, instantArb, (purposes, now) => {
        const choice = makeChoice({ ...purposes, extra: true } as typeof purposes, now);
        expect(choice.purposes).toEqual(purposes);
        expect(Object.keys(choice.purposes).sort()).toEqual(['analytics', 'marketing']);
      }),
    );
  });
});
