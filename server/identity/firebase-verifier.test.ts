import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { googleSecureTokenKeys, verifyFirebaseIdToken, type PublicKeyMap } from './firebase-verifier';

const PROJECT = 'seaway-test';
const NOW = new Date('2026-06-01T09:00:00Z');
const nowS = NOW.getTime() / 1000;

let privateKey: KeyObject;
let otherPrivateKey: KeyObject;
let keys: PublicKeyMap;

beforeAll(() => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  privateKey = pair.privateKey;
  otherPrivateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  keys = {
    'key-pem': pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    'key-jwk': pair.publicKey.export({ format: 'jwk' }),
    'key-object': pair.publicKey,
  };
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

const claims = (over: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: 'firebase-uid-42',
  iat: nowS - 60,
  exp: nowS + 3000,
  auth_time: nowS - 60,
  email: 'grace@example.com',
  email_verified: true,
  name: 'Grace Brewster Hopper',
  firebase: { sign_in_provider: 'google.com' },
  ...over,
});

const token = (payload: object, options: { kid?: string; alg?: string; key?: KeyObject } = {}) => {
  const input = `${b64({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-pem', typ: 'JWT' })}.${b64(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), options.key ?? privateKey).toString('base64url')}`;
};

const verifyGoogle = (t: string) => verifyFirebaseIdToken('Firebase.Google', t, { projectId: PROJECT, keys: async () => keys, now: () => NOW });

describe('verifyFirebaseIdToken', () => {
  it('accepts a valid token with the key as PEM, JWK or KeyObject and reads the identity', async () => {
    for (const kid of ['key-pem', 'key-jwk', 'key-object']) {
      expect(await verifyGoogle(token(claims(), { kid }))).toEqual({
        ok: true,
        identity: { provider: 'Firebase.Google', subject: 'firebase-uid-42', email: 'grace@example.com', firstName: 'Grace', lastName: 'Brewster Hopper' },
      });
    }
  });

  it('omits an unverified or missing email', async () => {
    const unverified = await verifyGoogle(token(claims({ email_verified: false })));
    expect(unverified.ok).toBe(true);
    expect(unverified.ok && 'email' in unverified.identity).toBe(false);
    const { email: _e, ...noEmail } = claims();
    const missing = await verifyGoogle(token(noEmail));
    expect(missing.ok).toBe(true);
    expect(missing.ok && 'email' in missing.identity).toBe(false);
  });

  it('rejects a token signed by another key, an unknown key id, or a tampered payload', async () => {
    expect(await verifyGoogle(token(claims(), { key: otherPrivateKey }))).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyGoogle(token(claims(), { kid: 'nope' }))).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyGoogle(token(claims(), { kid: '__proto__' }))).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token(claims()).split('.') as [string, string, string];
    expect(await verifyGoogle(`${h}.${b64(claims({ sub: 'admin' }))}.${s}`)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects another algorithm in the header', async () => {
    expect(await verifyGoogle(token(claims(), { alg: 'HS256' }))).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyGoogle('not.a.token')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('checks exp, iat, iss, aud and sub', async () => {
    expect(await verifyGoogle(token(claims({ exp: nowS - 1 })))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyGoogle(token(claims({ iat: nowS + 3600 })))).toEqual({ ok: false, reason: 'claims' });
    expect(await verifyGoogle(token(claims({ iss: 'https://securetoken.google.com/other' })))).toEqual({ ok: false, reason: 'claims' });
    expect(await verifyGoogle(token(claims({ aud: 'other' })))).toEqual({ ok: false, reason: 'claims' });
    expect(await verifyGoogle(token(claims({ sub: '' })))).toEqual({ ok: false, reason: 'claims' });
    expect(await verifyGoogle(token(claims({ sub: 'x'.repeat(129) })))).toEqual({ ok: false, reason: 'claims' });
  });

  it('requires the sign-in provider the client claims', async () => {
    const apple = token(claims({ firebase: { sign_in_provider: 'apple.com' } }));
    expect(await verifyGoogle(apple)).toEqual({ ok: false, reason: 'provider' });
    const asApple = await verifyFirebaseIdToken('Firebase.Apple', apple, { projectId: PROJECT, keys: async () => keys, now: () => NOW });
    expect(asApple.ok).toBe(true);
    expect(await verifyFirebaseIdToken('CAB', apple, { projectId: PROJECT, keys: async () => keys, now: () => NOW })).toEqual({ ok: false, reason: 'provider' });
  });

  it('reports unavailable keys rather than an invalid token', async () => {
    const check = await verifyFirebaseIdToken('Firebase.Google', token(claims()), {
      projectId: PROJECT,
      keys: async () => {
        throw new Error('network');
      },
      now: () => NOW,
    });
    expect(check).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('googleSecureTokenKeys', () => {
  it('fetches the certificates once per max-age', async () => {
    let calls = 0;
    let clock = 0;
    const fetchImpl = (async () => {
      calls++;
      return new Response(JSON.stringify({ kid1: '-----BEGIN CERTIFICATE-----…', bad: 3 }), { headers: { 'Cache-Control': 'public, max-age=100' } });
    }) as typeof fetch;
    const source = googleSecureTokenKeys(fetchImpl, () => clock);
    expect(await source()).toEqual({ kid1: '-----BEGIN CERTIFICATE-----…' });
    clock = 99_000;
    await source();
    expect(calls).toBe(1);
    clock = 100_001;
    await source();
    expect(calls).toBe(2);
  });
});
