import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';
import { HttpNativeAppGateway } from './http-native-app-gateway';

const PUSH = { notificationId: 'n-1', deviceId: 'device-1', objectId: '12', objectType: 'booking', userId: null };

describe('HttpNativeAppGateway', () => {
  it('posts the device, the pushes and the deep link referer with the anti-forgery header', async () => {
    const { fetch, requests } = fakeFetch({
      'POST /api/v6/account/device': { body: { registered: true } },
      'POST /api/v6/account/track-received-push-notification': { status: 201, body: { tracked: true } },
      'POST /api/v6/account/track-clicked-push-notification': { status: 201, body: { tracked: true } },
      'POST /api/v6/track-opened-di-push-notification': { status: 201, body: { tracked: true } },
      'POST /api/v6/deeplink/referer/add': { status: 201, body: { recorded: true } },
    });
    const gateway = new HttpNativeAppGateway(httpClient(fetch));
    const device = { deviceToken: 'device-1', deviceType: 'ios' as const, deviceVersion: '4.1.0', fcmToken: null };
    expect((await gateway.registerDevice(device))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: device, headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'tok' }) as unknown });
    expect((await gateway.trackReceivedPush(PUSH))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ body: PUSH });
    expect((await gateway.trackClickedPush(PUSH))._tag).toBe('Right');
    expect((await gateway.trackOpenedDiPush({ pushNotificationId: 'di-1', platform: 'ios' }))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ body: { pushNotificationId: 'di-1', platform: 'ios' } });
    expect((await gateway.addDeeplinkReferer('/fr/x?y=1'))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ body: { deeplinkPathWithParams: '/fr/x?y=1' }, headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'tok' }) as unknown });
  });

  it('a malformed answer is a decode failure, a refusal an http failure', async () => {
    const { fetch } = fakeFetch({
      'POST /api/v6/account/device': { body: { registered: 'yes' } },
      'POST /api/v6/account/track-received-push-notification': { status: 401, body: { error: 'authentication_required' } },
    });
    const gateway = new HttpNativeAppGateway(httpClient(fetch));
    const registered = await gateway.registerDevice({ deviceToken: 'd', deviceType: 'android', deviceVersion: '4.1.0', fcmToken: 'f' });
    expect(isLeft(registered) && registered.left.kind).toBe('decode');
    const tracked = await gateway.trackReceivedPush(PUSH);
    expect(isLeft(tracked) && tracked.left.kind === 'http' && tracked.left.status).toBe(401);
  });
});
