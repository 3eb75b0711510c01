import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import type { NativeBridge, NativePlatform, TrackingAuthorization } from '../../application/native/native-bridge';

/** The requests the web app posts to the native app, and the answer each expects. */
const ANSWERS = {
  'device.platform': t.keyof({ ios: null, android: null }),
  'tracking.status': t.keyof({ notDetermined: null, authorized: null, denied: null, restricted: null }),
  'tracking.request': t.keyof({ notDetermined: null, authorized: null, denied: null, restricted: null }),
  'push.request': t.boolean,
} as const;
export type NativeRequestType = keyof typeof ANSWERS;

export const WEB_SOURCE = 'seaway-web';
export const NATIVE_SOURCE = 'seaway-native';
/** The name of the iOS WKScriptMessageHandler. */
export const WEBKIT_HANDLER = 'seaway';

/** A reply from the native app: `{ source: 'seaway-native', id, ok: true, value }` or `{ …, ok: false, error }`. */
const Reply = t.union([
  t.type({ source: t.literal(NATIVE_SOURCE), id: t.string, ok: t.literal(true), value: t.unknown }),
  t.intersection([t.type({ source: t.literal(NATIVE_SOURCE), id: t.string, ok: t.literal(false) }), t.partial({ error: t.string })]),
]);

/** react-native-webview's and WKWebView's message channels, as far as we use them. */
export interface WebviewHost {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** True when the page runs inside our native app (one of its message channels exists). */
export const hasNativeChannel = (host: Partial<WebviewHost>): boolean =>
  typeof host.ReactNativeWebView?.postMessage === 'function' ||
  typeof host.webkit?.messageHandlers?.[WEBKIT_HANDLER]?.postMessage === 'function';

/** Prompts wait for the user; plain questions should answer at once. */
const TIMEOUT_MS: Readonly<Record<NativeRequestType, number>> = {
  'device.platform': 5_000,
  'tracking.status': 5_000,
  'tracking.request': 120_000,
  'push.request': 120_000,
};

interface Pending {
  readonly type: NativeRequestType;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: unknown;
}

/**
 * The native app's bridge: requests are posted as JSON to window.ReactNativeWebView (or the WKWebView handler) and
 * answered by `message` events carrying the request id. Every reply is decoded; a malformed one is ignored, and a
 * request nobody answers fails after its timeout.
 */
export class WebviewNativeBridge implements NativeBridge {
  readonly isWebview = true;
  private readonly pending = new Map<string, Pending>();
  private nextId = 1;
  private platformAnswer: Promise<NativePlatform> | undefined;

  constructor(private readonly host: WebviewHost) {
    host.addEventListener('message', this.onMessage);
  }

  dispose(): void {
    this.host.removeEventListener('message', this.onMessage);
  }

  platform(): Promise<NativePlatform> {
    this.platformAnswer ??= this.request('device.platform') as Promise<NativePlatform>;
    return this.platformAnswer;
  }

  trackingAuthorization(): Promise<TrackingAuthorization> {
    return this.request('tracking.status') as Promise<TrackingAuthorization>;
  }

  requestTrackingAuthorization(): Promise<TrackingAuthorization> {
    return this.request('tracking.request') as Promise<TrackingAuthorization>;
  }

  requestPushPermission(): Promise<boolean> {
    return this.request('push.request') as Promise<boolean>;
  }

  private request(type: NativeRequestType): Promise<unknown> {
    const id = `web-${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = this.host.setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`native bridge: no answer to ${type}`));
      }, TIMEOUT_MS[type]);
      this.pending.set(id, { type, resolve, reject, timer });
      try {
        this.post({ source: WEB_SOURCE, id, type });
      } catch (error) {
        this.settle(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private post(message: { source: string; id: string; type: NativeRequestType }): void {
    if (this.host.ReactNativeWebView) {
      this.host.ReactNativeWebView.postMessage(JSON.stringify(message));
      return;
    }
    const handler = this.host.webkit?.messageHandlers?.[WEBKIT_HANDLER];
    if (!handler) throw new Error('native bridge: no message channel');
    handler.postMessage(message);
  }

  private settle(id: string): Pending | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    this.pending.delete(id);
    this.host.clearTimeout(pending.timer);
    return pending;
  }

  private readonly onMessage = (event: { data: unknown }): void => {
    let data = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    const reply = Reply.decode(data);
    if (isLeft(reply)) return;
    const answer = reply.right;
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    if (!answer.ok) {
      this.settle(answer.id);
      pending.reject(new Error(`native bridge: ${pending.type} failed${'error' in answer && answer.error ? `: ${answer.error}` : ''}`));
      return;
    }
    const value = ANSWERS[pending.type].decode(answer.value);
    this.settle(answer.id);
    if (isLeft(value)) pending.reject(new Error(`native bridge: unexpected answer to ${pending.type}`));
    else pending.resolve(value.right);
  };
}
