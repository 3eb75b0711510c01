import * as t from 'io-ts';

/** Spec section 7 "Device and tracking": the native app's device and the user's consents. */
export const DEVICE_PATHS = {
  device: '/account/device',
  pushNotifPermission: '/account/device/push-notif-permission',
  trackingPermission: '/account/device/tracking-permission',
} as const;

export const DeviceRegistration = t.type({
  deviceToken: t.string,
  deviceType: t.keyof({ ios: null, android: null, web: null }),
  deviceVersion: t.string,
  fcmToken: t.union([t.string, t.null]),
});
export type DeviceRegistration = t.TypeOf<typeof DeviceRegistration>;
export const DeviceRegistrationResponse = t.type({ registered: t.literal(true) });

export const PermissionChange = t.type({ isAccepted: t.boolean });
export const PermissionsResponse = t.type({ pushNotif: t.boolean, tracking: t.boolean });
export type PermissionsResponse = t.TypeOf<typeof PermissionsResponse>;
