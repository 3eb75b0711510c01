import type { NativeAppBridge } from '../../application/native/native-bridge';
import { BrowserNativeBridge } from './browser-native-bridge';
import { WebviewNativeBridge, type WebviewHost } from './webview-native-bridge';
import { hasNativeChannel } from './native-channel';

/** The webview bridge when the native app's message channel exists, the browser one otherwise. */
export const createNativeBridge = (host: WebviewHost | undefined = typeof window === 'undefined' ? undefined : (window as unknown as WebviewHost)): NativeAppBridge =>
  host !== undefined && hasNativeChannel(host) ? new WebviewNativeBridge(host) : new BrowserNativeBridge();
