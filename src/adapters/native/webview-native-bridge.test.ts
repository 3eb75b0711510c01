import { describe, expect, it } from 'vitest';
import { BrowserNativeBridge } from './browser-native-bridge';
import { createNativeBridge } from './create-native-bridge';
import { NATIVE_SOURCE, WebviewNativeBridge, type WebviewHost } from './webview-native-bridge';

/** A fake window: posted messages are kept; `reply` dispatches a message event; timers run on demand. */
const fakeHost = (channel: 'reactNative' | 'webkit' | 'none' = 'reactNative') => {
  const posted: unknown[] = [];
  const listeners = new Set<(e: { data: unknown; origin?: string }) => void>();
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const host: WebviewHost & { posted: unknown[]; reply(data: unknown, origin?: string): void; fireTimers(): void } = {
    posted,
    location: { origin: 'https://www.seaway.example' },
    ...(channel === 'reactNative' && { ReactNativeWebView: { postMessage: (m: string) => void posted.push(JSON.parse(m)) } }),
    ...(channel === 'webkit' && { webkit: { messageHandlers: { seaway: { postMessage: (m: unknown) => void posted.push(m) } } } }),
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    setTimeout: (handler, _ms) => {
      const id = nextTimer++;
      timers.set(id, handler);
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    reply: (data, origin) => listeners.forEach((l) => l(origin === undefined ? { data } : { data, origin })),
    fireTimers: () => {
      const all = [...timers.values()];
      timers.clear();
      all.forEach((h) => h());
    },
  };
  return host;
};

const lastId = (host: { posted: unknown[] }) => (host.posted.at(-1) as { id: string }).id;

describe('WebviewNativeBridge', () => {
  it('posts a request to react-native-webview and resolves with the decoded answer (JSON string or object)', async () => {
    const host = fakeHost();
    const bridge = new WebviewNativeBridge(host);
    const platform = bridge.platform();
    expect(host.posted).toEqual([{ source: 'seaway-web', id: 'web-1', type: 'device.platform' }]);
    host.reply(JSON.stringify({ source: NATIVE_SOURCE, id: 'web-1', ok: true, value: 'ios' }));
    expect(await platform).toBe('ios');
    const tracking = bridge.requestTrackingAuthorization();
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: 'restricted' });
    expect(await tracking).toBe('restricted');
  });

  it('uses the WKWebView handler on iOS without react-native-webview', async () => {
    const host = fakeHost('webkit');
    const bridge = new WebviewNativeBridge(host);
    const push = bridge.requestPushPermission();
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: false });
    expect(await push).toBe(false);
    expect(host.posted).toEqual([{ source: 'seaway-web', id: 'web-1', type: 'push.request' }]);
  });

  it('ignores malformed and foreign messages; an unexpected value or a refusal rejects', async () => {
    const host = fakeHost();
    const bridge = new WebviewNativeBridge(host);
    const status = bridge.trackingAuthorization();
    const id = lastId(host);
    host.reply('{not json');
    host.reply({ source: 'someone-else', id, ok: true, value: 'authorized' });
    host.reply({ source: NATIVE_SOURCE, id: 'unknown', ok: true, value: 'authorized' });
    host.reply(42);
    host.reply({ source: NATIVE_SOURCE, id, ok: true, value: 'maybe' });
    await expect(status).rejects.toThrow('unexpected answer to tracking.status');
    const push = bridge.requestPushPermission();
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: false, error: 'denied by system' });
    await expect(push).rejects.toThrow('denied by system');
  });

  it('a request nobody answers fails after its timeout', async () => {
    const host = fakeHost();
    const bridge = new WebviewNativeBridge(host);
    const status = bridge.trackingAuthorization();
    host.fireTimers();
    await expect(status).rejects.toThrow('no answer to tracking.status');
  });

  it('is chosen only when a native channel exists', () => {
    expect(createNativeBridge(fakeHost('reactNative'))).toBeInstanceOf(WebviewNativeBridge);
    expect(createNativeBridge(fakeHost('webkit'))).toBeInstanceOf(WebviewNativeBridge);
    const browser = createNativeBridge(fakeHost('none'));
    expect(browser).toBeInstanceOf(BrowserNativeBridge);
    expect(browser.isWebview).toBe(false);
    expect(createNativeBridge(undefined).isWebview).toBe(false);
  });

  it('the browser bridge answers "not a webview"', async () => {
    await expect(new BrowserNativeBridge().platform()).rejects.toThrow('not a webview');
  });

  it('asks the device, the badge, the status bar, the biometric confirmation and the store, with their parameters', async () => {
    const host = fakeHost();
    const bridge = new WebviewNativeBridge(host);
    const device = bridge.deviceInfo();
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: { deviceToken: 'd-1', deviceType: 'android', deviceVersion: '4.1.0', fcmToken: null } });
    expect(await device).toEqual({ deviceToken: 'd-1', deviceType: 'android', deviceVersion: '4.1.0', fcmToken: null });
    const badge = bridge.clearBadge();
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: null });
    await badge;
    const bar = bridge.setStatusBar('#ffffff');
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true });
    await bar;
    const biometric = bridge.confirmBiometric('Pay 120 €');
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: 'cancelled' });
    expect(await biometric).toBe('cancelled');
    const store = bridge.openStore();
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: null });
    await store;
    expect(host.posted).toEqual([
      { source: 'seaway-web', id: 'web-1', type: 'device.info' },
      { source: 'seaway-web', id: 'web-2', type: 'push.clearBadge' },
      { source: 'seaway-web', id: 'web-3', type: 'ui.statusBar', params: { color: '#ffffff' } },
      { source: 'seaway-web', id: 'web-4', type: 'biometric.confirm', params: { reason: 'Pay 120 €' } },
      { source: 'seaway-web', id: 'web-5', type: 'app.openStore' },
    ]);
  });

  it('a device without a token or a biometric answer it does not know is refused', async () => {
    const host = fakeHost();
    const bridge = new WebviewNativeBridge(host);
    const device = bridge.deviceInfo();
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: { deviceToken: '', deviceType: 'ios', deviceVersion: '4.1.0', fcmToken: null } });
    await expect(device).rejects.toThrow('unexpected answer to device.info');
    const biometric = bridge.confirmBiometric('x');
    host.reply({ source: NATIVE_SOURCE, id: lastId(host), ok: true, value: 'maybe' });
    await expect(biometric).rejects.toThrow('unexpected answer to biometric.confirm');
  });

  it('hands the host events over, decoded; unknown or malformed events are ignored', () => {
    const host = fakeHost();
    const bridge = new WebviewNativeBridge(host);
    const events: unknown[] = [];
    const stop = bridge.onEvent((e) => events.push(e));
    host.reply(JSON.stringify({ source: NATIVE_SOURCE, event: 'app.background' }));
    host.reply({ source: NATIVE_SOURCE, event: 'app.foreground' });
    host.reply({ source: NATIVE_SOURCE, event: 'push.received', data: { notificationId: 'n-1', objectId: 12, objectType: 'booking', userId: '7' } });
    host.reply({ source: NATIVE_SOURCE, event: 'push.clicked', data: { notificationId: 5, url: '/account/bookings', deviceId: 'd-9' } });
    host.reply({ source: NATIVE_SOURCE, event: 'push.opened', data: { pushNotificationId: 'di-1', platform: 'android' } });
    host.reply({ source: NATIVE_SOURCE, event: 'push.token', data: { fcmToken: 'fcm-2' } });
    host.reply({ source: NATIVE_SOURCE, event: 'deeplink.open', data: { url: 'https://app.seaway.example/fr' } });
    // Ignored: unknown event, missing or malformed data, another source, another origin, an inherited name.
    host.reply({ source: NATIVE_SOURCE, event: 'app.explode' });
    host.reply({ source: NATIVE_SOURCE, event: 'push.received', data: { objectId: '12' } });
    host.reply({ source: NATIVE_SOURCE, event: 'push.token', data: { fcmToken: '' } });
    host.reply({ source: NATIVE_SOURCE, event: 'deeplink.open' });
    host.reply({ source: 'someone-else', event: 'app.foreground' });
    host.reply({ source: NATIVE_SOURCE, event: 'app.foreground' }, 'https://js.stripe.com');
    host.reply({ source: NATIVE_SOURCE, event: 'toString' });
    expect(events).toEqual([
      { type: 'app.background' },
      { type: 'app.foreground' },
      { type: 'push.received', push: { notificationId: 'n-1', objectId: '12', objectType: 'booking', userId: 7, deviceId: null } },
      { type: 'push.clicked', push: { notificationId: '5', objectId: null, objectType: null, userId: null, deviceId: 'd-9' }, url: '/account/bookings' },
      { type: 'push.opened', pushNotificationId: 'di-1', platform: 'android' },
      { type: 'push.token', fcmToken: 'fcm-2' },
      { type: 'deeplink.open', url: 'https://app.seaway.example/fr' },
    ]);
    stop();
    host.reply({ source: NATIVE_SOURCE, event: 'app.foreground' }, 'https://www.seaway.example');
    expect(events).toHaveLength(7);
  });

  it('a listener that throws does not keep the others from hearing', () => {
    const host = fakeHost();
    const bridge = new WebviewNativeBridge(host);
    const heard: string[] = [];
    bridge.onEvent(() => {
      throw new Error('boom');
    });
    bridge.onEvent((e) => heard.push(e.type));
    host.reply({ source: NATIVE_SOURCE, event: 'app.foreground' }, '');
    expect(heard).toEqual(['app.foreground']);
  });

  it('the browser bridge refuses the new requests too and never emits', async () => {
    const browser = new BrowserNativeBridge();
    await expect(browser.deviceInfo()).rejects.toThrow('not a webview');
    await expect(browser.confirmBiometric()).rejects.toThrow('not a webview');
    expect(typeof browser.onEvent()).toBe('function');
  });
});
