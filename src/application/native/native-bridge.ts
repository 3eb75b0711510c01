import type { DeviceDetails } from '../../domain/native/device-registration';

/** iOS App Tracking Transparency states (spec section 4 "Native app"). */
export type TrackingAuthorization = 'notDetermined' | 'authorized' | 'denied' | 'restricted';
export type NativePlatform = 'ios' | 'android';

/**
 * The native app around the webview (spec sections 1 and 4), as far as signing in needs it: the tracking and push
 * permissions. In a plain browser there is no native app: `isWebview` is false and nothing is asked.
 */
export interface NativeBridge {
  readonly isWebview: boolean;
  platform(): Promise<NativePlatform>;
  trackingAuthorization(): Promise<TrackingAuthorization>;
  /** Shows the system prompt (iOS, when not determined) and gives the answer. */
  requestTrackingAuthorization(): Promise<TrackingAuthorization>;
  /** Asks for push notifications; true when the user accepts. */
  requestPushPermission(): Promise<boolean>;
}

/** The app's device as the host reports it (`device.info`): its token, platform, the app's version, its push token. */
export type NativeDeviceInfo = DeviceDetails;

/** The answer to a biometric confirmation (`biometric.confirm`). */
export type BiometricResult = 'confirmed' | 'cancelled' | 'unavailable';

/** What a push notification carried (FCM data), as the host hands it over. */
export interface PushNotificationData {
  readonly notificationId: string;
  readonly objectId: string | null;
  readonly objectType: string | null;
  /** The user it was sent to, when it says so. */
  readonly userId: number | null;
  /** The device it reached, when the host says so (else the device's own token is used). */
  readonly deviceId: string | null;
}

/** Events the host pushes to the page, without being asked (no answer is expected). */
export type NativeEvent =
  | { readonly type: 'app.foreground' }
  | { readonly type: 'app.background' }
  | { readonly type: 'push.received'; readonly push: PushNotificationData }
  | { readonly type: 'push.clicked'; readonly push: PushNotificationData; readonly url: string | null }
  /** The "di" push (a campaign push the app opened), tracked by its id. */
  | { readonly type: 'push.opened'; readonly pushNotificationId: string; readonly platform: NativePlatform }
  /** The host has a new push token. */
  | { readonly type: 'push.token'; readonly fcmToken: string }
  | { readonly type: 'deeplink.open'; readonly url: string };

export type NativeEventListener = (event: NativeEvent) => void;

/**
 * The whole native bridge (issue [7]): the permissions above, the device, the badge, the status bar, the biometric
 * confirmation of a payment, the store, and the host's events. A browser answers every request with an error and
 * never emits an event.
 */
export interface NativeAppBridge extends NativeBridge {
  deviceInfo(): Promise<NativeDeviceInfo>;
  /** Clears the push badge on the app's icon. */
  clearBadge(): Promise<void>;
  /** The status bar and the edge-to-edge background's colour (`#ffffff`). */
  setStatusBar(color: string): Promise<void>;
  /** The system's biometric prompt (fingerprint, face), with the reason it shows. */
  confirmBiometric(reason: string): Promise<BiometricResult>;
  /** Opens the app's page in its store (to update it). */
  openStore(): Promise<void>;
  /** Listens to the host's events; answers the function that stops listening. */
  onEvent(listener: NativeEventListener): () => void;
}
