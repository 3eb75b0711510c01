import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/contract/common';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ApiClient, signedInClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * The native app's side of the API (issue [7]; spec section 7 "Device and tracking"): push tracking, deep links (the
 * beacon without the anti-forgery header), device registration, and the host-app simulator that exists only in
 * development and tests.
 */

let t: TestServer;
let tenant: ApiClient;
let tenantId: number;
let distDir: string;
const db = () => t.server.database.db;

const PUSH = { notificationId: 'n-1', deviceId: 'device-abc', objectId: '12', objectType: 'booking', userId: null };

beforeAll(async () => {
  // A stand-in for the built index.html, so the page the simulator frames can be read.
  distDir = mkdtempSync(join(tmpdir(), 'seaway-native-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html>\n<html lang="en"><head><!--seaway-configuration--></head><body><div id="root"></div></body></html>');
  t = await startTestServer({ env: { DIST_DIR: distDir } });
  tenantId = (await db().selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow()).id;
  tenant = await signedInClient(t, tenantId);
});

afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const pushEvents = (notificationId: string) => db().selectFrom('push_notification_events').selectAll().where('notification_id', '=', notificationId).orderBy('id').execute();
const deeplinkEvents = (kind: 'opened' | 'referer') => db().selectFrom('deeplink_events').selectAll().where('kind', '=', kind).orderBy('id').execute();

describe('push notifications received and clicked', () => {
  it('need a signed-in user', async () => {
    const visitor = new ApiClient(t.url);
    expect((await visitor.post('/api/v6/account/track-received-push-notification', PUSH)).status).toBe(401);
    expect((await visitor.post('/api/v6/account/track-clicked-push-notification', PUSH)).status).toBe(401);
  });

  it('are recorded for the signed-in user, whatever user id the push carried', async () => {
    const received = await tenant.post('/api/v6/account/track-received-push-notification', { ...PUSH, userId: 999_999 });
    expect(received.status).toBe(201);
    expect(received.body).toEqual({ tracked: true });
    expect((await tenant.post('/api/v6/account/track-clicked-push-notification', { ...PUSH, objectId: 12 })).status).toBe(201);
    const rows = await pushEvents('n-1');
    expect(rows.map((r) => ({ kind: r.kind, device: r.device_id, object: r.object_id, type: r.object_type, user: r.user_id }))).toEqual([
      { kind: 'received', device: 'device-abc', object: '12', type: 'booking', user: tenantId },
      { kind: 'clicked', device: 'device-abc', object: '12', type: 'booking', user: tenantId },
    ]);
    expect(rows[0]?.at.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('refuse a malformed body with 400 naming the field', async () => {
    const bad = [
      { ...PUSH, notificationId: '' },
      { ...PUSH, deviceId: 'd'.repeat(256) },
      { ...PUSH, objectType: 'x'.repeat(51) },
      { ...PUSH, userId: 'seven' },
      { notificationId: 'n-2' },
    ];
    for (const body of bad) {
      const answer = await tenant.post<ApiErrorBody>('/api/v6/account/track-received-push-notification', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details?.length).toBeGreaterThan(0);
    }
    expect((await tenant.request('POST', '/api/v6/account/track-clicked-push-notification', { rawBody: '{nope' })).status).toBe(400);
  });
});

describe('the "di" push opened', () => {
  it('is recorded without a sign-in, with its platform', async () => {
    const visitor = new ApiClient(t.url);
    const answer = await visitor.post('/api/v6/track-opened-di-push-notification', { pushNotificationId: 'di-7', platform: 'android' });
    expect(answer.status).toBe(201);
    expect((await tenant.post('/api/v6/track-opened-di-push-notification', { pushNotificationId: 8, platform: 'ios' })).status).toBe(201);
    const [visitorRow] = await pushEvents('di-7');
    expect(visitorRow).toMatchObject({ kind: 'opened', platform: 'android', user_id: null });
    const [tenantRow] = await pushEvents('8');
    expect(tenantRow).toMatchObject({ kind: 'opened', platform: 'ios', user_id: tenantId });
    expect((await visitor.post('/api/v6/track-opened-di-push-notification', { pushNotificationId: 'di-9', platform: 'windows' })).status).toBe(400);
  });

  it('keeps the anti-forgery check like every other POST', async () => {
    expect((await new ApiClient(t.url).post('/api/v6/track-opened-di-push-notification', { pushNotificationId: 'di-1', platform: 'ios' }, { xsrf: false })).status).toBe(403);
  });
});

describe('deep links', () => {
  it('the beacon works without the anti-forgery header (a beacon cannot send one), as text, and answers nothing', async () => {
    const visitor = new ApiClient(t.url);
    await visitor.get('/api/v6/health');
    const url = 'https://app.seaway.example/fr/location-bateau/recherche?utm_source=app';
    const answer = await visitor.request('POST', '/api/v6/metrics/deeplink', { xsrf: false, rawBody: JSON.stringify({ url }), headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
    expect(answer.status).toBe(204);
    const [row] = await deeplinkEvents('opened');
    expect(row).toMatchObject({ url, user_id: null });
    expect(row?.visitor_id).toBeNull();
  });

  it('the beacon still validates its body', async () => {
    const visitor = new ApiClient(t.url);
    for (const url of ['javascript:alert(1)', '/fr/relative', '', `https://www.seaway.example/${'a'.repeat(2100)}`]) {
      expect((await visitor.request('POST', '/api/v6/metrics/deeplink', { xsrf: false, body: { url } })).status, url).toBe(400);
    }
    expect((await visitor.request('POST', '/api/v6/metrics/deeplink', { xsrf: false, rawBody: 'not json' })).status).toBe(400);
  });

  it('only the beacon is exempt: the referer needs the anti-forgery header', async () => {
    expect((await new ApiClient(t.url).post('/api/v6/deeplink/referer/add', { deeplinkPathWithParams: '/fr' }, { xsrf: false })).status).toBe(403);
    expect((await new ApiClient(t.url).post('/api/v6/metrics/deeplink/other', { url: 'https://www.seaway.example/' }, { xsrf: false })).status).toBe(403);
  });

  it('the referer records the path with its parameters, and the user when signed in', async () => {
    const visitor = new ApiClient(t.url);
    const answer = await visitor.post('/api/v6/deeplink/referer/add', { deeplinkPathWithParams: '/fr/location-bateau/recherche?utm_source=app' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ recorded: true });
    expect((await tenant.post('/api/v6/deeplink/referer/add', { deeplinkPathWithParams: '/account/bookings' })).status).toBe(201);
    const rows = await deeplinkEvents('referer');
    expect(rows.map((r) => [r.url, r.user_id])).toEqual([
      ['/fr/location-bateau/recherche?utm_source=app', null],
      ['/account/bookings', tenantId],
    ]);
    // The visitor id cookie the pages set is kept with it.
    await visitor.get('/fr');
    expect((await visitor.post('/api/v6/deeplink/referer/add', { deeplinkPathWithParams: '/fr' })).status).toBe(201);
    expect((await deeplinkEvents('referer')).at(-1)?.visitor_id).toBe(visitor.cookie('visitor_id'));
  });

  it('the referer refuses another site or something not a path', async () => {
    for (const deeplinkPathWithParams of ['//evil.example/fr', 'https://evil.example/', 'fr/x', '/\\evil.example', '']) {
      expect((await tenant.post('/api/v6/deeplink/referer/add', { deeplinkPathWithParams })).status, deeplinkPathWithParams).toBe(400);
    }
  });
});

describe('device registration', () => {
  const device = { deviceToken: 'native-device-1', deviceType: 'android', deviceVersion: '4.1.0', fcmToken: 'fcm-1' };

  it('a registration again (the 7-day refresh, a new push token) updates the same device', async () => {
    expect((await tenant.post('/api/v6/account/device', device)).status).toBe(200);
    expect((await tenant.post('/api/v6/account/device', { ...device, fcmToken: 'fcm-2', deviceVersion: '4.2.0' })).status).toBe(200);
    const rows = await db().selectFrom('devices').selectAll().where('device_token', '=', 'native-device-1').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: tenantId, fcm_token: 'fcm-2', device_version: '4.2.0' });
  });

  it('refuses what its columns cannot hold with 400, never 500', async () => {
    for (const body of [
      { ...device, deviceVersion: '4'.repeat(51) },
      { ...device, deviceToken: '' },
      { ...device, deviceToken: 'x'.repeat(256) },
      { ...device, fcmToken: 'f'.repeat(513) },
    ]) {
      expect((await tenant.post('/api/v6/account/device', body)).status).toBe(400);
    }
  });
});

describe('the host-app simulator', () => {
  it('is served in tests, sets its cookie, frames the asked path', async () => {
    const visitor = new ApiClient(t.url);
    const answer = await visitor.request<string>('GET', '/dev/native-app?path=%2Ffr%2Faccount&platform=android&version=3.2.0&minimum=4.0.0');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('data-src="/fr/account"');
    expect(answer.body).toContain('value="3.2.0"');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(visitor.cookie('seaway_native_sim')).toBe('1');
    expect(visitor.cookie('seaway_native_sim_min')).toBe('4.0.0');
    // Another site, or a value that is not one, falls back to the defaults.
    const odd = await visitor.request<string>('GET', '/dev/native-app?path=%2F%2Fevil.example&platform=windows&version=new');
    expect(odd.body).toContain('data-src="/"');
    expect(odd.body).toContain('value="4.1.0"');
  });

  it('the app page opened by it gets the simulated channel and the simulated minimum version; other pages do not', async () => {
    const plain = await new ApiClient(t.url).request<string>('GET', '/fr');
    expect(plain.body).not.toContain('ReactNativeWebView');
    expect(plain.body).toContain('"minimumAppVersion":"3.0.0"');
    const simulated = await new ApiClient(t.url).request<string>('GET', '/fr', { headers: { Cookie: 'seaway_native_sim=1; seaway_native_sim_min=4.0.0' } });
    expect(simulated.body).toContain('window.ReactNativeWebView=');
    expect(simulated.body).toContain('"minimumAppVersion":"4.0.0"');
    // The channel's script carries the response's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(simulated.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(simulated.body).toContain(`<script nonce="${nonce}">(function(){if(window.parent===window)return;`);
  });

  it('does not exist in production: 404, no channel, no simulated minimum', async () => {
    // The same application over the same database, configured for production (no second server needed).
    const production = createApp({ db: db(), databaseKind: t.server.database.kind, config: loadConfig({ NODE_ENV: 'production', DIST_DIR: distDir }), now: () => TEST_NOW });
    expect((await production.request('/dev/native-app?path=/fr')).status).toBe(404);
    const page = await (await production.request('/fr', { headers: { Cookie: 'seaway_native_sim=1; seaway_native_sim_min=9.0.0' } })).text();
    expect(page).not.toContain('ReactNativeWebView');
    expect(page).toContain('"minimumAppVersion":"3.0.0"');
  });

  it('MIN_APP_VERSION sets the minimum; a value that is not a version stops the server at start', async () => {
    const configured = createApp({ db: db(), databaseKind: t.server.database.kind, config: loadConfig({ NODE_ENV: 'test', MIN_APP_VERSION: '4.0.0', DIST_DIR: distDir }), now: () => TEST_NOW });
    expect(await (await configured.request('/fr')).text()).toContain('"minimumAppVersion":"4.0.0"');
    expect(() => loadConfig({ MIN_APP_VERSION: 'latest' })).toThrow('MIN_APP_VERSION must be a semver version');
  });
});
