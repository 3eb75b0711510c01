import type { NativeBridge } from '../../application/native/native-bridge';
import { BrowserNativeBridge } from './browser-native-bridge';
import { WebviewNativeBridge, hasNativeChannel, type WebviewHost } from './webview-native-bridge';

/** The webview bridge when the native app's message channel exists, the browser one otherwise. */
export const createNativeBridge = (host: WebviewHost | undefined = typeof window === 'undefined' ? undefined : (window as unknown as WebviewHost)): NativeBridge =>
  host !== undefined && hasNativeChannel(host) ? new WebviewNativeBridge(host) : new BrowserNativeBridge();
