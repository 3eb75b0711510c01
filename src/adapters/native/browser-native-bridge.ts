import type { NativeBridge, NativePlatform, TrackingAuthorization } from '../../application/native/native-bridge';

const notAWebview = () => Promise.reject(new Error('not a webview'));

/** A plain browser: there is no native app, so nothing is ever asked. */
export class BrowserNativeBridge implements NativeBridge {
  readonly isWebview = false;
  platform(): Promise<NativePlatform> {
    return notAWebview();
  }
  trackingAuthorization(): Promise<TrackingAuthorization> {
    return notAWebview();
  }
  requestTrackingAuthorization(): Promise<TrackingAuthorization> {
    return notAWebview();
  }
  requestPushPermission(): Promise<boolean> {
    return notAWebview();
  }
}
