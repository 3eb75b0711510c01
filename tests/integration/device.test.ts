import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  const user = await t.server.database.db.selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow();
  t.client.token = await createSession(t.server.database.db, user.id, TEST_NOW);
});
afterAll(async () => {
  await t?.close();
});

describe('device and consents', () => {
  it('needs a signed-in user', async () => {
    const anonymous = new (t.client.constructor as new (url: string) => typeof t.client)(t.url);
    expect((await anonymous.put('/api/v6/account/device/push-notif-permission', { isAccepted: true })).status).toBe(401);
  });

  it('saves push and tracking consents and returns both', async () => {
    const push = await t.client.put<{ pushNotif: boolean; tracking: boolean }>('/api/v6/account/device/push-notif-permission', { isAccepted: true });
    expect(push.status).toBe(200);
    expect(push.body).toEqual({ pushNotif: true, tracking: false });
    const tracking = await t.client.put('/api/v6/account/device/tracking-permission', { isAccepted: true });
    expect(tracking.body).toEqual({ pushNotif: true, tracking: true });
    const me = await t.client.get<{ permissions: unknown }>('/api/v6/account/me');
    expect(me.body.permissions).toEqual({ pushNotif: true, tracking: true });
  });

  it('rejects a malformed consent with 400', async () => {
    expect((await t.client.put('/api/v6/account/device/tracking-permission', { isAccepted: 'yes' })).status).toBe(400);
    expect((await t.client.request('PUT', '/api/v6/account/device/tracking-permission', { rawBody: '{nope' })).status).toBe(400);
  });

  it('registers a device and moves it to the latest user', async () => {
    const body = { deviceToken: 'device-abc', deviceType: 'ios', deviceVersion: '17.4', fcmToken: null };
    expect((await t.client.post('/api/v6/account/device', body)).status).toBe(200);
    expect((await t.client.post('/api/v6/account/device', { ...body, deviceVersion: '17.5' })).status).toBe(200);
    const rows = await t.server.database.db.selectFrom('devices').selectAll().where('device_token', '=', 'device-abc').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.device_version).toBe('17.5');
    expect((await t.client.post('/api/v6/account/device', { ...body, deviceType: 'windows' })).status).toBe(400);
  });
});
