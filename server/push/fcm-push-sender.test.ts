import { generateKeyPairSync, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FCM_SCOPE, FcmPushSender, fcmRequest, parseServiceAccount, serviceAccountAssertion, type ServiceAccount } from './fcm-push-sender';
import { PushDeliveryError, type PushMessage } from './push-sender';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ACCOUNT: ServiceAccount = {
  project_id: 'seaway-demo',
  private_key_id: 'a1b2c3',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  client_email: 'push@seaway-demo.iam.gserviceaccount.com',
  token_uri: 'https://oauth2.googleapis.com/token',
};
const NOW = new Date('2026-06-01T09:00:00Z');
const MESSAGE: PushMessage = {
  userId: 3,
  token: 'fcm-device-token-1',
  title: 'New booking request',
  body: 'Tessa asks to book Bavaria 46 (Jun 10 – Jun 13). Answer before 2026-06-03 09:00 UTC.',
  data: { type: 'bookingRequest', bookingId: '42', url: '/booking/42/detail' },
};

const decodePart = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** Google's two endpoints as recorded: the token endpoint's form answer and FCM's send answer. */
const fakeGoogle = (answers: { token?: Response[]; send?: Response[] } = {}) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    if (url === 'https://oauth2.googleapis.com/token') {
      return answers.token?.shift() ?? new Response(JSON.stringify({ access_token: `ya29.token-${calls.length}`, expires_in: 3599, token_type: 'Bearer' }), { status: 200 });
    }
    return answers.send?.shift() ?? new Response(JSON.stringify({ name: 'projects/seaway-demo/messages/0:1500415314455276%31bd1c9631bd1c96' }), { status: 200 });
  }) as typeof fetch;
  return { fetch: fakeFetch, calls };
};

describe('service account', () => {
  it('parses the key file, refuses anything else', () => {
    expect(parseServiceAccount(JSON.stringify(ACCOUNT))).toEqual(ACCOUNT);
    expect(parseServiceAccount('{"client_email":"x"}')).toBeUndefined();
    expect(parseServiceAccount('not json')).toBeUndefined();
  });

  it('signs an RS256 JWT bearer assertion for the messaging scope, valid one hour', () => {
    const jwt = serviceAccountAssertion(ACCOUNT, NOW);
    const [header, claims, signature] = jwt.split('.');
    expect(decodePart(header)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'a1b2c3' });
    expect(decodePart(claims)).toEqual({ iss: ACCOUNT.client_email, scope: FCM_SCOPE, aud: 'https://oauth2.googleapis.com/token', iat: 1780304400, exp: 1780308000 });
    const verified = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
    expect(verified).toBe(true);
  });
});

describe('fcmRequest', () => {
  it('is FCM HTTP v1’s messages:send for one token, with the notification and string data', () => {
    const { url, init } = fcmRequest('seaway-demo', 'ya29.abc', MESSAGE);
    expect(url).toBe('https://fcm.googleapis.com/v1/projects/seaway-demo/messages:send');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer ya29.abc', 'Content-Type': 'application/json; charset=UTF-8', Accept: 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      message: {
        token: 'fcm-device-token-1',
        notification: { title: 'New booking request', body: MESSAGE.body },
        data: { type: 'bookingRequest', bookingId: '42', url: '/booking/42/detail' },
        android: { priority: 'HIGH', notification: { sound: 'default' } },
        apns: { payload: { aps: { sound: 'default' } } },
      },
    });
  });
});

describe('FcmPushSender', () => {
  it('gets an access token once (JWT bearer grant), then sends with it until it nearly expires', async () => {
    const google = fakeGoogle();
    let now = NOW;
    const sender = new FcmPushSender({ projectId: 'seaway-demo', account: ACCOUNT, fetch: google.fetch, now: () => now });
    expect(sender.kind).toBe('fcm');
    expect(await sender.send(MESSAGE)).toBe('sent');
    expect(await sender.send({ ...MESSAGE, token: 'fcm-device-token-2' })).toBe('sent');
    expect(google.calls.map((c) => c.url)).toEqual([
      'https://oauth2.googleapis.com/token',
      'https://fcm.googleapis.com/v1/projects/seaway-demo/messages:send',
      'https://fcm.googleapis.com/v1/projects/seaway-demo/messages:send',
    ]);
    const form = new URLSearchParams(String(google.calls[0]?.init.body));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(form.get('assertion')?.split('.')).toHaveLength(3);
    expect((google.calls[1]?.init.headers as Record<string, string>).Authorization).toBe('Bearer ya29.token-1');
    now = new Date(NOW.getTime() + 3_540_000);
    await sender.send(MESSAGE);
    expect(google.calls.filter((c) => c.url.includes('oauth2'))).toHaveLength(2);
  });

  it('reports an unregistered token, and fails on other refusals without leaking the token', async () => {
    const unregistered = fakeGoogle({ send: [new Response('{"error":{"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}', { status: 404 })] });
    expect(await new FcmPushSender({ projectId: 'seaway-demo', account: ACCOUNT, fetch: unregistered.fetch, now: () => NOW }).send(MESSAGE)).toBe('unregistered');

    const refused = fakeGoogle({ send: [new Response('{"error":{"status":"UNAVAILABLE"}}', { status: 503 })] });
    const error = await new FcmPushSender({ projectId: 'seaway-demo', account: ACCOUNT, fetch: refused.fetch, now: () => NOW }).send(MESSAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushDeliveryError);
    expect((error as PushDeliveryError).status).toBe(503);
    expect((error as Error).message).not.toContain('ya29');

    const noToken = fakeGoogle({ token: [new Response('{"error":"invalid_grant"}', { status: 400 })] });
    await expect(new FcmPushSender({ projectId: 'seaway-demo', account: ACCOUNT, fetch: noToken.fetch, now: () => NOW }).send(MESSAGE)).rejects.toBeInstanceOf(PushDeliveryError);

    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(new FcmPushSender({ projectId: 'seaway-demo', account: ACCOUNT, fetch: unreachable, now: () => NOW }).send(MESSAGE)).rejects.toBeInstanceOf(PushDeliveryError);
  });
});
