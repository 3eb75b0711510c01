import { describe, expect, it } from 'vitest';
import type { ReportableError } from '../../domain/error-reporting/reportable-error';
import { PUSH_TOKEN_REFRESH_MS } from '../../domain/native/device-registration';
import { BACKGROUND_AT_STORAGE_KEY } from '../../domain/native/foreground';
import { FakeNavigator, MemoryStorage } from '../../../tests/fakes/foundation';
import { FakeScheduler, httpFailure } from '../../../tests/fakes/auth';
import { FakeClock } from '../../../tests/fakes/search';
import { DEVICE, FakeAppPage, FakeBeacon, FakeNativeAppBridge, FakeNativeAppGateway, FakeNativeSession } from '../../../tests/fakes/native';
import { NativeApp, REGISTRATION_STORAGE_KEY } from './native-app';

const NOW = Date.parse('2026-06-01T09:00:00Z');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const setup = (options: { webview?: boolean; token?: string | undefined; path?: string; minimum?: string } = {}) => {
  const timeline: string[] = [];
  const bridge = new FakeNativeAppBridge(options.webview ?? true);
  const gateway = new FakeNativeAppGateway(timeline);
  const session = new FakeNativeSession('token' in options ? options.token : 'token-1');
  const storage = new MemoryStorage();
  const clock = new FakeClock(NOW);
  const navigator = new FakeNavigator(options.path ?? '/fr/account');
  const navigate = navigator.navigate.bind(navigator);
  navigator.navigate = (to: string) => {
    timeline.push(`navigate ${to}`);
    navigate(to);
  };
  const page = new FakeAppPage('https://www.seaway.example', timeline);
  const beacon = new FakeBeacon(timeline);
  const reports: ReportableError[] = [];
  const scheduler = new FakeScheduler();
  const app = new NativeApp(
    bridge,
    gateway,
    session,
    storage,
    clock,
    navigator,
    { defaultLanguage: 'en', minimumAppVersion: options.minimum ?? '3.0.0' },
    page,
    beacon,
    { report: (e) => void reports.push(e) },
    scheduler,
  );
  /** Starts the app and lets the 1-second status-bar delay pass. */
  const start = async () => {
    const started = app.start();
    await settle();
    scheduler.flush();
    await started;
    await settle();
  };
  return { app, bridge, gateway, session, storage, clock, navigator, page, beacon, reports, scheduler, timeline, start };
};

const registrations = (s: ReturnType<typeof setup>) => s.gateway.callsOf('registerDevice').map((c) => c.args[0]);

describe('NativeApp: in a browser', () => {
  it('does nothing at all', async () => {
    const s = setup({ webview: false });
    await s.app.start();
    expect(s.bridge.log).toEqual([]);
    expect(s.bridge.listening).toBe(0);
    expect(s.gateway.calls).toEqual([]);
  });
});

describe('NativeApp: device registration (spec sections 7 and 9)', () => {
  it('registers the device at start with a session, and keeps when', async () => {
    const s = setup();
    await s.start();
    expect(registrations(s)).toEqual([{ deviceToken: 'device-1', deviceType: 'ios', deviceVersion: '4.1.0', fcmToken: 'fcm-1' }]);
    expect(JSON.parse(s.storage.get(REGISTRATION_STORAGE_KEY) ?? '')).toEqual({ at: NOW, deviceToken: 'device-1', deviceVersion: '4.1.0', fcmToken: 'fcm-1' });
    expect(s.app.problems).toEqual([]);
  });

  it('without a session, registers right after the sign-in; a sign-out forgets the registration', async () => {
    const s = setup({ token: undefined });
    await s.start();
    expect(registrations(s)).toEqual([]);
    s.session.signIn('token-2');
    await settle();
    expect(registrations(s)).toHaveLength(1);
    s.session.signOut();
    expect(s.storage.get(REGISTRATION_STORAGE_KEY)).toBeUndefined();
    // Another account on the same phone: the device moves to it, however recent the last registration.
    s.session.signIn('token-3');
    await settle();
    expect(registrations(s)).toHaveLength(2);
  });

  it('a recent registration is not repeated; 7 days later it is (at start or on return to the app)', async () => {
    const s = setup();
    s.storage.set(REGISTRATION_STORAGE_KEY, JSON.stringify({ at: NOW - PUSH_TOKEN_REFRESH_MS + 60_000, deviceToken: 'device-1', deviceVersion: '4.1.0', fcmToken: 'fcm-1' }));
    await s.start();
    expect(registrations(s)).toEqual([]);
    s.clock.epochMs = NOW + 60_000;
    s.bridge.emit({ type: 'app.foreground' });
    await settle();
    expect(registrations(s)).toHaveLength(1);
    expect(JSON.parse(s.storage.get(REGISTRATION_STORAGE_KEY) ?? '').at).toBe(NOW + 60_000);
  });

  it('a new push token from the host registers at once', async () => {
    const s = setup();
    await s.start();
    s.bridge.emit({ type: 'push.token', fcmToken: 'fcm-2' });
    await settle();
    expect(registrations(s).map((r) => (r as { fcmToken: string }).fcmToken)).toEqual(['fcm-1', 'fcm-2']);
    expect(JSON.parse(s.storage.get(REGISTRATION_STORAGE_KEY) ?? '').fcmToken).toBe('fcm-2');
  });

  it('an unreadable stored registration is registered again', async () => {
    const s = setup();
    s.storage.set(REGISTRATION_STORAGE_KEY, '{"at":"yesterday"');
    await s.start();
    expect(registrations(s)).toHaveLength(1);
  });

  it('a failed registration is logged only, and tried again next time', async () => {
    const s = setup();
    s.gateway.failNext('registerDevice', httpFailure(500));
    await s.start();
    expect(s.storage.get(REGISTRATION_STORAGE_KEY)).toBeUndefined();
    expect(s.app.problems).toEqual(['device registration: HTTP 500']);
    s.bridge.emit({ type: 'app.foreground' });
    await settle();
    expect(registrations(s)).toHaveLength(2);
    expect(s.storage.get(REGISTRATION_STORAGE_KEY)).toBeDefined();
  });

  it('a host that does not answer device.info is reported, never shown, and asked again', async () => {
    const s = setup();
    s.bridge.device = new Error('no answer to device.info');
    await s.start();
    expect(registrations(s)).toEqual([]);
    expect(s.reports).toEqual([{ kind: 'exception', name: 'NativeBridgeError', message: 'device.info: no answer to device.info' }]);
    s.bridge.device = DEVICE;
    s.bridge.emit({ type: 'app.foreground' });
    await settle();
    expect(registrations(s)).toHaveLength(1);
  });
});

describe('NativeApp: app version (spec sections 2 and 9)', () => {
  it('4.0.0 or later: the status bar turns white 1 second after start', async () => {
    const s = setup();
    const started = s.app.start();
    await settle();
    expect(s.bridge.log).not.toContain('ui.statusBar #ffffff');
    expect(s.scheduler.delays).toContain(1000);
    s.scheduler.flush();
    await started;
    expect(s.bridge.log).toContain('ui.statusBar #ffffff');
  });

  it('below 4.0.0: no status bar; below the minimum: app-update-needed in the page language', async () => {
    const s = setup({ minimum: '4.0.0', path: '/fr/location-bateau/recherche' });
    s.bridge.device = { ...DEVICE, deviceVersion: '3.2.0' };
    await s.start();
    expect(s.bridge.log.filter((l) => l.startsWith('ui.statusBar'))).toEqual([]);
    expect(s.navigator.history).toEqual(['/fr/app-update-needed']);
  });

  it('at or above the minimum, the page stays', async () => {
    const s = setup({ minimum: '4.1.0' });
    await s.start();
    expect(s.navigator.history).toEqual([]);
  });
});

describe('NativeApp: foreground and background (spec section 4 "Native app")', () => {
  it('leaving stores the time; back after 3 minutes clears the badge, then reloads', async () => {
    const s = setup();
    await s.start();
    s.bridge.emit({ type: 'app.background' });
    expect(s.storage.get(BACKGROUND_AT_STORAGE_KEY)).toBe('2026-06-01T09:00:00.000Z');
    s.clock.epochMs = NOW + 3 * 60_000;
    s.bridge.emit({ type: 'app.foreground' });
    await settle();
    expect(s.bridge.log.at(-1)).toBe('push.clearBadge');
    expect(s.page.reloads).toBe(1);
    expect(s.storage.get(BACKGROUND_AT_STORAGE_KEY)).toBeUndefined();
  });

  it('back within 2 minutes: no reload, no badge cleared', async () => {
    const s = setup();
    await s.start();
    s.bridge.emit({ type: 'app.background' });
    s.clock.epochMs = NOW + 119_000;
    s.bridge.emit({ type: 'app.foreground' });
    await settle();
    expect(s.bridge.log).not.toContain('push.clearBadge');
    expect(s.page.reloads).toBe(0);
  });

  it('a badge the host cannot clear still reloads', async () => {
    const s = setup();
    await s.start();
    s.bridge.failing.add('push.clearBadge');
    s.storage.set(BACKGROUND_AT_STORAGE_KEY, new Date(NOW - 10 * 60_000).toISOString());
    s.bridge.emit({ type: 'app.foreground' });
    await settle();
    expect(s.page.reloads).toBe(1);
    expect(s.reports.map((r) => r.message)).toEqual(['push.clearBadge: push.clearBadge failed']);
  });

  it('the tracking permission changed in the phone settings reaches the session (iOS: only authorized)', async () => {
    const s = setup();
    await s.start();
    expect(s.session.saved).toEqual([true]);
    s.bridge.trackingStatus = 'denied';
    s.bridge.emit({ type: 'app.foreground' });
    await settle();
    expect(s.session.saved).toEqual([true, false]);
    expect(s.bridge.log).not.toContain('tracking.request');
  });

  it('Android is always authorized, without asking', async () => {
    const s = setup();
    s.bridge.platformAnswer = 'android';
    s.bridge.trackingStatus = 'denied';
    await s.start();
    expect(s.session.saved).toEqual([true]);
    expect(s.bridge.log).not.toContain('tracking.status');
  });
});

describe('NativeApp: push notifications (spec section 7)', () => {
  const push = { notificationId: 'n-1', objectId: '12', objectType: 'booking', userId: 7, deviceId: null };

  it('a received push is tracked with the device token', async () => {
    const s = setup();
    await s.start();
    s.bridge.emit({ type: 'push.received', push });
    await settle();
    expect(s.gateway.callsOf('trackReceivedPush').map((c) => c.args[0])).toEqual([{ notificationId: 'n-1', deviceId: 'device-1', objectId: '12', objectType: 'booking', userId: 7 }]);
  });

  it('a clicked push is tracked, then its page opens; another site is not followed', async () => {
    const s = setup();
    await s.start();
    s.timeline.length = 0;
    s.bridge.emit({ type: 'push.clicked', push: { ...push, deviceId: 'device-9' }, url: 'https://app.seaway.example/fr/booking/12/detail' });
    await settle();
    expect(s.timeline).toEqual(['trackClickedPush', 'navigate /fr/booking/12/detail']);
    expect((s.gateway.callsOf('trackClickedPush')[0]?.args[0] as { deviceId: string }).deviceId).toBe('device-9');
    s.bridge.emit({ type: 'push.clicked', push, url: 'https://evil.example/x' });
    await settle();
    expect(s.navigator.history).toEqual(['/fr/booking/12/detail']);
  });

  it('signed out: pushes are not tracked (the calls are about the account), the link still opens', async () => {
    const s = setup({ token: undefined });
    await s.start();
    s.bridge.emit({ type: 'push.clicked', push, url: '/account/bookings' });
    await settle();
    expect(s.gateway.callsOf('trackClickedPush')).toEqual([]);
    expect(s.navigator.history).toEqual(['/account/bookings']);
  });

  it('the "di" push opened is tracked, signed in or not', async () => {
    const s = setup({ token: undefined });
    await s.start();
    s.bridge.emit({ type: 'push.opened', pushNotificationId: 'di-1', platform: 'android' });
    await settle();
    expect(s.gateway.callsOf('trackOpenedDiPush').map((c) => c.args[0])).toEqual([{ pushNotificationId: 'di-1', platform: 'android' }]);
  });
});

describe('NativeApp: deep links (spec section 7)', () => {
  it('beacon, then referer, then the page, app. becoming www.', async () => {
    const s = setup();
    await s.start();
    s.timeline.length = 0;
    s.bridge.emit({ type: 'deeplink.open', url: 'https://app.seaway.example/fr/location-bateau/recherche?utm_source=app#top' });
    await settle();
    expect(s.timeline).toEqual(['beacon', 'addDeeplinkReferer', 'navigate /fr/location-bateau/recherche?utm_source=app#top']);
    expect(s.beacon.sent).toEqual(['https://app.seaway.example/fr/location-bateau/recherche?utm_source=app#top']);
    expect(s.gateway.callsOf('addDeeplinkReferer')[0]?.args).toEqual(['/fr/location-bateau/recherche?utm_source=app']);
  });

  it('the page opens even when the referer could not be recorded', async () => {
    const s = setup();
    await s.start();
    s.gateway.failNext('addDeeplinkReferer', httpFailure(500));
    s.bridge.emit({ type: 'deeplink.open', url: '/fr/account' });
    await settle();
    expect(s.beacon.sent).toEqual(['https://www.seaway.example/fr/account']);
    expect(s.navigator.history).toEqual(['/fr/account']);
  });

  it('a link to another site is counted, not followed', async () => {
    const s = setup();
    await s.start();
    s.bridge.emit({ type: 'deeplink.open', url: 'https://evil.example/fr' });
    await settle();
    expect(s.beacon.sent).toHaveLength(1);
    expect(s.gateway.callsOf('addDeeplinkReferer')).toEqual([]);
    expect(s.navigator.history).toEqual([]);
  });

  it('stops listening when disposed', async () => {
    const s = setup();
    await s.start();
    s.app.dispose();
    expect(s.bridge.listening).toBe(0);
  });
});
