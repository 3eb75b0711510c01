/** The name of the iOS WKScriptMessageHandler. */
export const WEBKIT_HANDLER = 'seaway';

/** react-native-webview's and WKWebView's message channels, as far as their presence tells we run in the app. */
export interface NativeChannelHost {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
}

/**
 * True when the page runs inside our native app (one of its message channels exists). Kept apart from the bridge so
 * the first screen can ask without loading it.
 */
export const hasNativeChannel = (host: NativeChannelHost): boolean =>
  typeof host.ReactNativeWebView?.postMessage === 'function' ||
  typeof host.webkit?.messageHandlers?.[WEBKIT_HANDLER]?.postMessage === 'function';
