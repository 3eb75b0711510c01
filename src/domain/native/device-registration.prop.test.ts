import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS, registrationDue, registrationRecord, type DeviceDetails } from './device-registration';
import { INACTIVITY_RELOAD_MS, reloadOnForeground } from './foreground';

const deviceArb: fc.Arbitrary<DeviceDetails> = fc.record({
  deviceToken: fc.string({ minLength: 1, maxLength: 8 }),
  deviceType: fc.constantFrom('ios' as const, 'android' as const),
  deviceVersion: fc.constantFrom('3.2.0', '4.0.0', '4.1.0'),
  fcmToken: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: null }),
});
const time = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('device registration and foreground (properties)', () => {
  it('an unchanged device is due exactly when its last registration is 7 days old or in the future', () => {
    fc.assert(
      fc.property(deviceArb, time, fc.integer({ min: -PUSH_TOKEN_REFRESH_MS, max: 3 * PUSH_TOKEN_REFRESH_MS }), (device, at, elapsed) => {
        const due = registrationDue(registrationRecord(device, at), device, at + elapsed);
        expect(due).toBe(elapsed < 0 || elapsed >= PUSH_TOKEN_REFRESH_MS);
      }),
    );
  });

  it('registering makes it not due, until something changes', () => {
    fc.assert(
      fc.property(deviceArb, deviceArb, time, (before, after, at) => {
        const record = registrationRecord(before, at);
        const same = before.deviceToken === after.deviceToken && before.fcmToken === after.fcmToken && before.deviceVersion === after.deviceVersion;
        expect(registrationDue(record, after, at)).toBe(!same);
      }),
    );
  });

  it('the page reloads exactly when away for the threshold or longer', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -INACTIVITY_RELOAD_MS, max: 10 * INACTIVITY_RELOAD_MS }), (at, away) => {
        expect(reloadOnForeground(at, at + away)).toBe(away >= INACTIVITY_RELOAD_MS);
      }),
    );
  });
});
