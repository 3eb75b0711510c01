/** iOS App Tracking Transparency states (spec section 4 "Native app"). */
export type TrackingAuthorization = 'notDetermined' | 'authorized' | 'denied' | 'restricted';
export type NativePlatform = 'ios' | 'android';

/**
 * The native app around the webview (spec sections 1 and 4). In a plain browser there is no native app:
 * `isWebview` is false and nothing is asked.
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
