import * as t from 'io-ts';
import { DEEP_LINK_MAX_LENGTH, isHttpUrl, isSitePath } from '../domain/native/deep-link';

/** Spec section 7 "Device and tracking": the native app's device and the user's consents. */
export const DEVICE_PATHS = {
  device: '/account/device',
  pushNotifPermission: '/account/device/push-notif-permission',
  trackingPermission: '/account/device/tracking-permission',
} as const;

/** Text of 1 to `max` characters (the database column's size: a longer one is a 400, never a 500). */
const Text = (max: number, name: string) => t.refinement(t.string, (s) => s.length > 0 && s.length <= max, name);

export const DeviceRegistration = t.type({
  deviceToken: Text(255, 'DeviceToken'),
  deviceType: t.keyof({ ios: null, android: null, web: null }),
  /** The native app's version (semver). */
  deviceVersion: Text(50, 'DeviceVersion'),
  fcmToken: t.union([Text(512, 'FcmToken'), t.null]),
});
export type DeviceRegistration = t.TypeOf<typeof DeviceRegistration>;
export const DeviceRegistrationResponse = t.type({ registered: t.literal(true) });

export const PermissionChange = t.type({ isAccepted: t.boolean });
export const PermissionsResponse = t.type({ pushNotif: t.boolean, tracking: t.boolean });
export type PermissionsResponse = t.TypeOf<typeof PermissionsResponse>;

/** Spec section 7: push notifications received and clicked in the app, the "di" push opened, and deep links. */
export const NATIVE_APP_PATHS = {
  trackReceivedPush: '/account/track-received-push-notification',
  trackClickedPush: '/account/track-clicked-push-notification',
  trackOpenedDiPush: '/track-opened-di-push-notification',
  /** Sent as a beacon (navigator.sendBeacon): no anti-forgery header, no session (server/http/xsrf.ts). */
  deeplinkMetric: '/metrics/deeplink',
  deeplinkReferer: '/deeplink/referer/add',
} as const;

/** A whole number (typed as a plain number, unlike t.Int's brand, so the app's own values fit). */
const WholeNumber = t.refinement(t.number, Number.isSafeInteger, 'WholeNumber');

/** An id the push carried: FCM's data are strings, but a number is fine too. */
const PushId = t.union([Text(100, 'PushId'), WholeNumber]);

/** POST /account/track-received-push-notification and /account/track-clicked-push-notification. */
export const PushNotificationTracking = t.type({
  notificationId: PushId,
  /** The device the push reached (its device token). */
  deviceId: Text(255, 'DeviceId'),
  objectId: t.union([PushId, t.null]),
  objectType: t.union([Text(50, 'ObjectType'), t.null]),
  /** The user the push was sent to, when it said so (the signed-in user is who is recorded). */
  userId: t.union([WholeNumber, t.null]),
});
export type PushNotificationTracking = t.TypeOf<typeof PushNotificationTracking>;

/** POST /track-opened-di-push-notification. */
export const OpenedDiPushTracking = t.type({
  pushNotificationId: PushId,
  platform: t.keyof({ ios: null, android: null }),
});
export type OpenedDiPushTracking = t.TypeOf<typeof OpenedDiPushTracking>;

export const TrackingResponse = t.type({ tracked: t.literal(true) });

/** POST /metrics/deeplink {url}: the deep link as the host opened it (an absolute http(s) URL). */
export const DeeplinkMetric = t.type({ url: t.refinement(t.string, isHttpUrl, `HttpUrl (at most ${DEEP_LINK_MAX_LENGTH} characters)`) });
export type DeeplinkMetric = t.TypeOf<typeof DeeplinkMetric>;

/** POST /deeplink/referer/add {deeplinkPathWithParams}: the path (and query) of this site the deep link opens. */
export const DeeplinkReferer = t.type({
  deeplinkPathWithParams: t.refinement(t.string, isSitePath, `SitePath (at most ${DEEP_LINK_MAX_LENGTH} characters)`),
});
export type DeeplinkReferer = t.TypeOf<typeof DeeplinkReferer>;
export const DeeplinkRefererResponse = t.type({ recorded: t.literal(true) });
