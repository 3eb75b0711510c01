import type { Either } from 'fp-ts/lib/Either';
import type { DeviceRegistration, OpenedDiPushTracking, PushNotificationTracking } from '../../contract/device';
import type { ApiFailure } from '../shared/api-failure';

type Call = Promise<Either<ApiFailure, unknown>>;

/** The native app's calls of spec section 7 "Device and tracking". */
export interface NativeAppGateway {
  /** POST /account/device. */
  registerDevice(body: DeviceRegistration): Call;
  /** POST /account/track-received-push-notification. */
  trackReceivedPush(body: PushNotificationTracking): Call;
  /** POST /account/track-clicked-push-notification. */
  trackClickedPush(body: PushNotificationTracking): Call;
  /** POST /track-opened-di-push-notification. */
  trackOpenedDiPush(body: OpenedDiPushTracking): Call;
  /** POST /deeplink/referer/add with same-origin credentials (and the anti-forgery header). */
  addDeeplinkReferer(deeplinkPathWithParams: string): Call;
}

/** A metric sent as a beacon: survives the page going away, never answered, never fails the caller. */
export interface MetricsBeacon {
  /** POST /api/v6/metrics/deeplink {url}. */
  deeplinkOpened(url: string): void;
}

/** The page the app runs in. */
export interface AppPage {
  /** This site's origin (`https://www.seaway.example`). */
  readonly origin: string;
  /** Loads the page again from the server. */
  reload(): void;
}
