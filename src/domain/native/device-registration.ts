/**
 * Registering the native app's device for push notifications (spec sections 7 and 9): POST /account/device once
 * signed in, again when the push token changes, and at the latest every 7 days (the push token refresh).
 */
export type DeviceType = 'ios' | 'android';

export interface DeviceDetails {
  readonly deviceToken: string;
  readonly deviceType: DeviceType;
  /** The native app's version. */
  readonly deviceVersion: string;
  /** Firebase Cloud Messaging's registration token; null until the host has one (or without push). */
  readonly fcmToken: string | null;
}

/** What was last registered, and when (epoch milliseconds). */
export interface DeviceRegistrationRecord {
  readonly at: number;
  readonly deviceToken: string;
  readonly deviceVersion: string;
  readonly fcmToken: string | null;
}

/** Spec section 9: the push token is refreshed after 7 days. */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1_000;

/**
 * True when the device must be registered again: never registered, something registered changed (another push token,
 * an updated app), 7 days or more since the last one, or a last time in the future (the phone's clock was moved back:
 * waiting for it could take years).
 */
export const registrationDue = (last: DeviceRegistrationRecord | undefined, device: DeviceDetails, nowMs: number): boolean => {
  if (last === undefined) return true;
  if (last.deviceToken !== device.deviceToken || last.fcmToken !== device.fcmToken || last.deviceVersion !== device.deviceVersion) return true;
  const age = nowMs - last.at;
  return age < 0 || age >= PUSH_TOKEN_REFRESH_MS;
};

export const registrationRecord = (device: DeviceDetails, nowMs: number): DeviceRegistrationRecord => ({
  at: nowMs,
  deviceToken: device.deviceToken,
  deviceVersion: device.deviceVersion,
  fcmToken: device.fcmToken,
});
