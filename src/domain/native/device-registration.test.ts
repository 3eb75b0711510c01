import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS, registrationDue, registrationRecord, type DeviceDetails } from './device-registration';
import { INACTIVITY_RELOAD_MS, reloadOnForeground } from './foreground';

const device: DeviceDetails = { deviceToken: 'device-1', deviceType: 'ios', deviceVersion: '4.1.0', fcmToken: 'fcm-1' };
const NOW = Date.UTC(2026, 5, 1, 9);

describe('device registration (spec section 9: push token refreshed after 7 days)', () => {
  it('is due when never registered, and 7 days after the last one', () => {
    expect(registrationDue(undefined, device, NOW)).toBe(true);
    const last = registrationRecord(device, NOW);
    expect(registrationDue(last, device, NOW)).toBe(false);
    expect(registrationDue(last, device, NOW + PUSH_TOKEN_REFRESH_MS - 1)).toBe(false);
    expect(registrationDue(last, device, NOW + PUSH_TOKEN_REFRESH_MS)).toBe(true);
  });

  it('is due at once when the push token, the device or the app version changed', () => {
    const last = registrationRecord(device, NOW);
    expect(registrationDue(last, { ...device, fcmToken: 'fcm-2' }, NOW)).toBe(true);
    expect(registrationDue(last, { ...device, fcmToken: null }, NOW)).toBe(true);
    expect(registrationDue(last, { ...device, deviceToken: 'device-2' }, NOW)).toBe(true);
    expect(registrationDue(last, { ...device, deviceVersion: '4.2.0' }, NOW)).toBe(true);
  });

  it('a last time in the future (clock moved back) is due', () => {
    expect(registrationDue(registrationRecord(device, NOW + 60_000), device, NOW)).toBe(true);
  });
});

describe('foreground (spec section 4 "Native app")', () => {
  it('reloads after at least 2 minutes away, never without a stored time', () => {
    expect(reloadOnForeground(undefined, NOW)).toBe(false);
    expect(reloadOnForeground(NOW - INACTIVITY_RELOAD_MS + 1, NOW)).toBe(false);
    expect(reloadOnForeground(NOW - INACTIVITY_RELOAD_MS, NOW)).toBe(true);
    expect(reloadOnForeground(NOW - 3 * 60_000, NOW)).toBe(true);
    expect(reloadOnForeground(NOW + 60_000, NOW)).toBe(false);
  });
});
