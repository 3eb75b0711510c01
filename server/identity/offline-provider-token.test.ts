import { describe, expect, it } from 'vitest';
import { OFFLINE_TOKEN_TTL_MS, signOfflineProviderToken, verifyOfflineProviderToken } from './offline-provider-token';

const SECRET = 'a-test-secret-of-more-than-32-characters';
const NOW = new Date('2026-06-01T09:00:00Z');
const identity = { provider: 'Firebase.Google' as const, subject: 'google-uid-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('offline provider tokens', () => {
  it('round-trips the identity', () => {
    const token = signOfflineProviderToken(SECRET, identity, NOW);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyOfflineProviderToken(SECRET, token, NOW)).toEqual({ ok: true, identity });
  });

  it('leaves the email out when the provider cannot read it', () => {
    const { email: _email, ...noEmail } = identity;
    const check = verifyOfflineProviderToken(SECRET, signOfflineProviderToken(SECRET, noEmail, NOW), NOW);
    expect(check).toEqual({ ok: true, identity: noEmail });
  });

  it('expires after 10 minutes', () => {
    const token = signOfflineProviderToken(SECRET, identity, NOW);
    expect(verifyOfflineProviderToken(SECRET, token, new Date(NOW.getTime() + OFFLINE_TOKEN_TTL_MS - 1000)).ok).toBe(true);
    expect(verifyOfflineProviderToken(SECRET, token, new Date(NOW.getTime() + OFFLINE_TOKEN_TTL_MS))).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a tampered payload, a tampered signature and another secret', () => {
    const token = signOfflineProviderToken(SECRET, identity, NOW);
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url');
    expect(verifyOfflineProviderToken(SECRET, `${h}.${forged}.${s}`, NOW)).toEqual({ ok: false, reason: 'signature' });
    const flipped = `${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyOfflineProviderToken(SECRET, `${h}.${p}.${flipped}`, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyOfflineProviderToken(`${SECRET}!`, token, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects malformed tokens and an algorithm switch', () => {
    for (const bad of ['', 'abc', 'a.b', 'a.b.c.d', '!!.??.**', 'x'.repeat(10_000)]) {
      expect(verifyOfflineProviderToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    const [, p, s] = signOfflineProviderToken(SECRET, identity, NOW).split('.') as [string, string, string];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyOfflineProviderToken(SECRET, `${none}.${p}.${s}`, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});
