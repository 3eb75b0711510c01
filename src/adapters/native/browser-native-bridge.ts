import type { BiometricResult, NativeAppBridge, NativeDeviceInfo, NativePlatform, TrackingAuthorization } from '../../application/native/native-bridge';

const notAWebview = () => Promise.reject(new Error('not a webview'));

/** A plain browser: there is no native app, so nothing is ever asked and no event ever comes. */
export class BrowserNativeBridge implements NativeAppBridge {
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
  deviceInfo(): Promise<NativeDeviceInfo> {
    return notAWebview();
  }
  clearBadge(): Promise<void> {
    return notAWebview();
  }
  setStatusBar(): Promise<void> {
    return notAWebview();
  }
  confirmBiometric(): Promise<BiometricResult> {
    return notAWebview();
  }
  openStore(): Promise<void> {
    return notAWebview();
  }
  onEvent(): () => void {
    return () => undefined;
  }
}
