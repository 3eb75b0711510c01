import {
  DeeplinkRefererResponse,
  DeviceRegistrationResponse,
  DEVICE_PATHS,
  NATIVE_APP_PATHS,
  TrackingResponse,
  type DeviceRegistration,
  type OpenedDiPushTracking,
  type PushNotificationTracking,
} from '../../contract/device';
import type { NativeAppGateway } from '../../application/native/ports';
import type { HttpClient } from '../http/http-client';

/** The native app's calls over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpNativeAppGateway implements NativeAppGateway {
  constructor(private readonly http: HttpClient) {}

  registerDevice(body: DeviceRegistration) {
    const { deviceToken, deviceType, deviceVersion, fcmToken } = body;
    return this.http.send('POST', DEVICE_PATHS.device, DeviceRegistrationResponse, { deviceToken, deviceType, deviceVersion, fcmToken });
  }

  trackReceivedPush(body: PushNotificationTracking) {
    return this.http.send('POST', NATIVE_APP_PATHS.trackReceivedPush, TrackingResponse, pushBody(body));
  }

  trackClickedPush(body: PushNotificationTracking) {
    return this.http.send('POST', NATIVE_APP_PATHS.trackClickedPush, TrackingResponse, pushBody(body));
  }

  trackOpenedDiPush(body: OpenedDiPushTracking) {
    return this.http.send('POST', NATIVE_APP_PATHS.trackOpenedDiPush, TrackingResponse, { pushNotificationId: body.pushNotificationId, platform: body.platform });
  }

  /** Through the HTTP client: same-origin credentials and the anti-forgery header (spec section 7). */
  addDeeplinkReferer(deeplinkPathWithParams: string) {
    return this.http.send('POST', NATIVE_APP_PATHS.deeplinkReferer, DeeplinkRefererResponse, { deeplinkPathWithParams });
  }
}

const pushBody = (b: PushNotificationTracking): PushNotificationTracking => ({
  notificationId: b.notificationId,
  deviceId: b.deviceId,
  objectId: b.objectId,
  objectType: b.objectType,
  userId: b.userId,
});
