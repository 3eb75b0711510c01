import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import type {
  BiometricResult,
  NativeAppBridge,
  NativeDeviceInfo,
  NativeEvent,
  NativeEventListener,
  NativePlatform,
  PushNotificationData,
  TrackingAuthorization,
} from '../../application/native/native-bridge';
import { WEBKIT_HANDLER, hasNativeChannel, type NativeChannelHost } from './native-channel';

export { WEBKIT_HANDLER, hasNativeChannel };

const Platform = t.keyof({ ios: null, android: null });
const Tracking = t.keyof({ notDetermined: null, authorized: null, denied: null, restricted: null });
/** Text of 1 to `max` characters. */
const Text = (max: number) => t.refinement(t.string, (s) => s.length > 0 && s.length <= max, `Text(${max})`);

/** The requests the web app posts to the native app, and the answer each expects (an acknowledgement: any value). */
const ANSWERS = {
  'device.platform': Platform,
  'tracking.status': Tracking,
  'tracking.request': Tracking,
  'push.request': t.boolean,
  'device.info': t.type({ deviceToken: Text(255), deviceType: Platform, deviceVersion: Text(50), fcmToken: t.union([Text(512), t.null]) }),
  'push.clearBadge': t.unknown,
  'ui.statusBar': t.unknown,
  'biometric.confirm': t.keyof({ confirmed: null, cancelled: null, unavailable: null }),
  'app.openStore': t.unknown,
} as const;
export type NativeRequestType = keyof typeof ANSWERS;

export const WEB_SOURCE = 'seaway-web';
export const NATIVE_SOURCE = 'seaway-native';

/** A reply from the native app: `{ source: 'seaway-native', id, ok: true, value }` or `{ …, ok: false, error }`. */
const Reply = t.union([
  t.type({ source: t.literal(NATIVE_SOURCE), id: t.string, ok: t.literal(true), value: t.unknown }),
  t.intersection([t.type({ source: t.literal(NATIVE_SOURCE), id: t.string, ok: t.literal(false) }), t.partial({ error: t.string })]),
]);

/** An event of the native app, not asked for: `{ source: 'seaway-native', event, data? }`. */
const EventMessage = t.intersection([t.type({ source: t.literal(NATIVE_SOURCE), event: t.string }), t.partial({ data: t.unknown })]);

/** Ids of a push: FCM's data are strings; numbers are read as their text. */
const PushId = t.union([Text(100), t.refinement(t.number, Number.isSafeInteger, 'WholeNumber')]);
const PushPayload = t.intersection([
  t.type({ notificationId: PushId }),
  t.partial({
    objectId: t.union([PushId, t.null]),
    objectType: t.union([Text(50), t.null]),
    userId: t.union([t.number, t.string, t.null]),
    deviceId: t.union([Text(255), t.null]),
    url: t.union([t.string, t.null]),
  }),
]);
type PushPayload = t.TypeOf<typeof PushPayload>;

const pushData = (p: PushPayload): PushNotificationData => {
  const userId = typeof p.userId === 'string' && /^\d{1,15}$/.test(p.userId) ? Number(p.userId) : typeof p.userId === 'number' && Number.isSafeInteger(p.userId) ? p.userId : null;
  return {
    notificationId: String(p.notificationId),
    objectId: p.objectId === undefined || p.objectId === null ? null : String(p.objectId),
    objectType: p.objectType ?? null,
    userId,
    deviceId: p.deviceId ?? null,
  };
};

/** Each event the host may send: its data's codec and the event the app gets. Anything else is ignored. */
const EVENTS: { readonly [name: string]: (data: unknown) => NativeEvent | undefined } = {
  'app.foreground': () => ({ type: 'app.foreground' }),
  'app.background': () => ({ type: 'app.background' }),
  'push.received': (data) => decoded(PushPayload, data, (p) => ({ type: 'push.received', push: pushData(p) })),
  'push.clicked': (data) => decoded(PushPayload, data, (p) => ({ type: 'push.clicked', push: pushData(p), url: p.url ? p.url : null })),
  'push.opened': (data) =>
    decoded(t.type({ pushNotificationId: PushId, platform: Platform }), data, (p) => ({ type: 'push.opened', pushNotificationId: String(p.pushNotificationId), platform: p.platform })),
  'push.token': (data) => decoded(t.type({ fcmToken: Text(512) }), data, (p) => ({ type: 'push.token', fcmToken: p.fcmToken })),
  'deeplink.open': (data) => decoded(t.type({ url: Text(2048) }), data, (p) => ({ type: 'deeplink.open', url: p.url })),
};

const decoded = <A, O>(codec: t.Type<A, O, unknown>, data: unknown, event: (value: A) => NativeEvent): NativeEvent | undefined => {
  const result = codec.decode(data);
  return isLeft(result) ? undefined : event(result.right);
};

/** react-native-webview's and WKWebView's message channels, and the window's messages and timers. */
export interface WebviewHost extends NativeChannelHost {
  /** The page's own origin: messages from other origins (a payment provider's frame) are not the app's. */
  location?: { readonly origin: string };
  addEventListener(type: 'message', listener: (event: { data: unknown; origin?: string }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown; origin?: string }) => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Prompts wait for the user; plain questions should answer at once. */
const TIMEOUT_MS: Readonly<Record<NativeRequestType, number>> = {
  'device.platform': 5_000,
  'tracking.status': 5_000,
  'tracking.request': 120_000,
  'push.request': 120_000,
  'device.info': 5_000,
  'push.clearBadge': 5_000,
  'ui.statusBar': 5_000,
  'biometric.confirm': 120_000,
  'app.openStore': 5_000,
};

interface Pending {
  readonly type: NativeRequestType;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: unknown;
}

/**
 * The native app's bridge: requests are posted as JSON to window.ReactNativeWebView (or the WKWebView handler) and
 * answered by `message` events carrying the request id; the host's events come the same way, without an id. Every
 * message is decoded; a malformed or unknown one is ignored, and a request nobody answers fails after its timeout.
 */
export class WebviewNativeBridge implements NativeAppBridge {
  readonly isWebview = true;
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = new Set<NativeEventListener>();
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

  deviceInfo(): Promise<NativeDeviceInfo> {
    return this.request('device.info') as Promise<NativeDeviceInfo>;
  }

  async clearBadge(): Promise<void> {
    await this.request('push.clearBadge');
  }

  async setStatusBar(color: string): Promise<void> {
    await this.request('ui.statusBar', { color });
  }

  confirmBiometric(reason: string): Promise<BiometricResult> {
    return this.request('biometric.confirm', { reason }) as Promise<BiometricResult>;
  }

  async openStore(): Promise<void> {
    await this.request('app.openStore');
  }

  onEvent(listener: NativeEventListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private request(type: NativeRequestType, params?: Readonly<Record<string, string>>): Promise<unknown> {
    const id = `web-${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = this.host.setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`native bridge: no answer to ${type}`));
      }, TIMEOUT_MS[type]);
      this.pending.set(id, { type, resolve, reject, timer });
      try {
        this.post({ source: WEB_SOURCE, id, type, ...(params !== undefined && { params }) });
      } catch (error) {
        this.settle(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private post(message: { source: string; id: string; type: NativeRequestType; params?: Readonly<Record<string, string>> }): void {
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

  private readonly onMessage = (event: { data: unknown; origin?: string }): void => {
    // The app's messages come from the page itself (origin '' or ours); another origin is a frame inside the page.
    if (typeof event.origin === 'string' && event.origin !== '' && this.host.location && event.origin !== this.host.location.origin) return;
    let data = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    const reply = Reply.decode(data);
    if (isLeft(reply)) {
      this.eventMessage(data);
      return;
    }
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

  private eventMessage(data: unknown): void {
    const message = EventMessage.decode(data);
    if (isLeft(message)) return;
    const read = Object.prototype.hasOwnProperty.call(EVENTS, message.right.event) ? EVENTS[message.right.event] : undefined;
    const event = read?.(message.right.data);
    if (!event) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        // One listener's failure is its own; the others still hear the event.
      }
    }
  }
}
