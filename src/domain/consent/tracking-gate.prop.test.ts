import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { consentPurposesArb } from '../../../tests/arbitraries/consent';
import { CONSENT_PURPOSES } from './consent';
import { holdEvent, purposeStatus } from './tracking-gate';

describe('tracking gate properties', () => {
  it('granted only when the choice accepts the purpose and, in the app, tracking is authorized', () => {
    fc.assert(
      fc.property(fc.option(consentPurposesArb, { nil: undefined }), fc.constantFrom(...CONSENT_PURPOSES), fc.boolean(), fc.boolean(), (purposes, purpose, isWebview, authorized) => {
        const status = purposeStatus(purposes, purpose, { isWebview, authorized });
        expect(status === 'granted').toBe(purposes !== undefined && purposes[purpose] && (!isWebview || authorized));
        expect(status === 'pending').toBe(purposes === undefined);
      }),
    );
  });

  it('held events never exceed the limit and keep their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 0, max: 40 }), (events, max) => {
        const held = events.reduce<readonly number[]>((queue, event) => holdEvent(queue, event, max), []);
        expect(held.length).toBe(Math.min(events.length, max));
        expect(held).toEqual(events.slice(0, max));
      }),
    );
  });
});
