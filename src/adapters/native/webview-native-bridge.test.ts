import { describe, expect, it } from 'vitest';
import { BrowserNativeBridge } from './browser-native-bridge';
import { createNativeBridge } from './create-native-bridge';
import { NATIVE_SOURCE, WebviewNativeBridge, type WebviewHost } from './webview-native-bridge';

/** A fake window: posted messages are kept; `reply` dispatches a message event; timers run on demand. */
const fakeHost = (channel: 'reactNative' | 'webkit' | 'none' = 'reactNative') => {
  const posted: unknown[] = [];
  const listeners = new Set<(e: { data: unknown }) => void>();
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const host: WebviewHost & { posted: unknown[]; reply(data: unknown): void; fireTimers(): void } = {
    posted,
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
    reply: (data) => listeners.forEach((l) => l({ data })),
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
});
