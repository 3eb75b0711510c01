import type { NativeAppBridge, NativeEvent, NativeEventListener } from '../../application/native/native-bridge';
import { BrowserNativeBridge } from './browser-native-bridge';

/**
 * The bridge as the first screen binds it: in a browser, the browser's (tiny, answers "not a webview"); in the app's
 * webview, one that loads the real bridge (and its codecs) on first use, then forwards every request to it. Events
 * heard before it loaded are delivered once it has; a failed load fails the requests and is tried again next time.
 */
export const lazyNativeBridge = (isWebview: boolean, loader: () => Promise<NativeAppBridge>): NativeAppBridge =>
  isWebview ? new LazyNativeBridge(loader) : new BrowserNativeBridge();

class LazyNativeBridge implements NativeAppBridge {
  readonly isWebview = true;
  private loading: Promise<NativeAppBridge> | undefined;
  private readonly listeners = new Set<NativeEventListener>();

  constructor(private readonly loader: () => Promise<NativeAppBridge>) {}

  private bridge(): Promise<NativeAppBridge> {
    this.loading ??= this.loader().then(
      (bridge) => {
        bridge.onEvent((event: NativeEvent) => this.listeners.forEach((listener) => listener(event)));
        return bridge;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  platform() {
    return this.bridge().then((b) => b.platform());
  }
  trackingAuthorization() {
    return this.bridge().then((b) => b.trackingAuthorization());
  }
  requestTrackingAuthorization() {
    return this.bridge().then((b) => b.requestTrackingAuthorization());
  }
  requestPushPermission() {
    return this.bridge().then((b) => b.requestPushPermission());
  }
  deviceInfo() {
    return this.bridge().then((b) => b.deviceInfo());
  }
  clearBadge() {
    return this.bridge().then((b) => b.clearBadge());
  }
  setStatusBar(color: string) {
    return this.bridge().then((b) => b.setStatusBar(color));
  }
  confirmBiometric(reason: string) {
    return this.bridge().then((b) => b.confirmBiometric(reason));
  }
  openStore() {
    return this.bridge().then((b) => b.openStore());
  }
  onEvent(listener: NativeEventListener): () => void {
    this.listeners.add(listener);
    // Listening means the host may speak: load the bridge that hears it.
    this.bridge().catch(() => undefined);
    return () => void this.listeners.delete(listener);
  }
}
