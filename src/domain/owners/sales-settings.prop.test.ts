import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY_NAMES, DEPOSIT_MAX, depositCentsOf, depositText, salesSettingsProblems } from './sales-settings';

const arbValid = fc.record({
  deposit: fc.integer({ min: 0, max: DEPOSIT_MAX }),
  cancellationPolicy: fc.constantFrom(...CANCELLATION_POLICY_NAMES),
  responseTimeHours: fc.integer({ min: 1, max: 72 }),
});

describe('sales settings (properties)', () => {
  it('every setting within the bounds is accepted', () => {
    fc.assert(
      fc.property(arbValid, (settings) => {
        expect(salesSettingsProblems(settings)).toEqual({});
      }),
    );
  });

  it('a field out of its bounds is refused, and only that field', () => {
    fc.assert(
      fc.property(arbValid, fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: DEPOSIT_MAX + 1 }), fc.double({ noInteger: true })), (settings, deposit) => {
        expect(Object.keys(salesSettingsProblems({ ...settings, deposit }))).toEqual(['deposit']);
      }),
    );
    fc.assert(
      fc.property(arbValid, fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 73 })), (settings, responseTimeHours) => {
        expect(Object.keys(salesSettingsProblems({ ...settings, responseTimeHours }))).toEqual(['responseTimeHours']);
      }),
    );
  });

  it('a deposit shown in a form reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DEPOSIT_MAX }), (cents) => {
        expect(depositCentsOf(depositText(cents))).toBe(cents);
      }),
    );
  });
});
