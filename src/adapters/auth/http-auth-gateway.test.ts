import { describe, expect, it } from 'vitest';
import { HttpClient } from '../http/http-client';
import { DEVICE_PERMISSION_PATHS, HttpAuthGateway } from './http-auth-gateway';

interface Recorded {
  url: string;
  init: RequestInit;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A gateway over a fake fetch answering with `respond`; recorded requests in `calls`. */
const gatewayWith = (respond: (url: string, init: RequestInit) => Response, token?: string) => {
  const calls: Recorded[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond(String(input), init ?? {});
  }) as typeof fetch;
  const http = new HttpClient({ baseUrl: '/api/v6', fetch: fetchFn, locale: () => 'fr', token: () => token, cookies: () => 'XSRF-TOKEN=x1' });
  return { gateway: new HttpAuthGateway(http), calls };
};

const body = (call: Recorded | undefined) => JSON.parse(String(call?.init.body ?? 'null')) as unknown;
const headers = (call: Recorded | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

// Answers recorded from the server (server/routes/auth.ts).
const AUTH_RESPONSE = { authToken: 'Zt3…opaque', tracking: { userId: '17', hashedEmail: 'a'.repeat(64), hashedPhone: 'b'.repeat(64) } };
const ME = {
  id: 17,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  roles: ['tenant'],
  isPro: false,
  isSuperOwner: false,
  language: 'fr',
  currencyCode: 'EUR',
  permissions: { pushNotif: false, tracking: false },
};

describe('HttpAuthGateway', () => {
  it('email exists: POST with the email; 404 keeps status, lower-cased headers and body', async () => {
    const { gateway, calls } = gatewayWith(() => json({ exists: true }));
    const { gateway: g2 } = gatewayWith(() => json({ error: 'account_not_found' }, 404, { 'X-Request-Id': 'r1' }));
    expect(await gateway.emailExists('ann@example.com')).toEqual({ _tag: 'Right', right: { exists: true } });
    expect(calls[0]?.url).toBe('/api/v6/auth/email/exists?_locale=fr');
    expect(calls[0]?.init.method).toBe('POST');
    expect(body(calls[0])).toEqual({ email: 'ann@example.com' });
    expect(headers(calls[0])['X-XSRF-TOKEN']).toBe('x1');
    const missing = await g2.emailExists('new@example.com');
    expect(missing).toMatchObject({
      _tag: 'Left',
      left: { kind: 'http', status: 404, body: { error: 'account_not_found' }, headers: { 'x-request-id': 'r1' } },
    });
  });

  it('login with a password or a provider token decodes the authentication response', async () => {
    const { gateway, calls } = gatewayWith(() => json(AUTH_RESPONSE));
    expect(await gateway.login({ email: 'ann@example.com', password: 'pw' })).toEqual({ _tag: 'Right', right: AUTH_RESPONSE });
    await gateway.login({ providerId: 'Firebase.Google', providerToken: 'id-token' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v6/auth/login?_locale=fr', '/api/v6/auth/login?_locale=fr']);
    expect(body(calls[1])).toEqual({ providerId: 'Firebase.Google', providerToken: 'id-token' });
  });

  it('register: the two-factor challenge keeps its header (lower-cased) and body', async () => {
    const { gateway, calls } = gatewayWith(() =>
      json({ error: 'two_factor_required', message: 'Enter the 6-digit code we sent to your phone.' }, 401, { 'X-Two-Factor-Challenge': 'sms' }),
    );
    const request = {
      email: 'new@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      phoneGroup: { country: 'FR', number: '0612345678' },
      password: 'long-enough',
      currencyCode: 'EUR',
    };
    const result = await gateway.register(request);
    expect(body(calls[0])).toEqual(request);
    expect(result).toMatchObject({
      _tag: 'Left',
      left: { kind: 'http', status: 401, headers: { 'x-two-factor-challenge': 'sms' }, body: { error: 'two_factor_required' } },
    });
  });

  it('resend, logout and me carry the Bearer token', async () => {
    const { gateway, calls } = gatewayWith((url) => {
      if (url.includes('resend')) return json({ sent: true });
      if (url.includes('logout')) return json({ ok: true });
      return json(ME);
    }, 'session-token');
    expect(await gateway.resendValidationCode({ phone: '0612345678', email: 'a@b.co', prefix: 'FR', sender: 'call' })).toEqual({ _tag: 'Right', right: { sent: true } });
    expect(await gateway.logout()).toEqual({ _tag: 'Right', right: { ok: true } });
    expect(await gateway.me()).toEqual({ _tag: 'Right', right: ME });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/v6/auth/resend-validation-code?_locale=fr',
      'POST /api/v6/auth/logout?_locale=fr',
      'GET /api/v6/account/me?_locale=fr',
    ]);
    for (const call of calls) expect(headers(call).Authorization).toBe('Bearer session-token');
  });

  it('legacy password reset: GET with Email and lang; its error keeps ErreurMessage', async () => {
    const { gateway, calls } = gatewayWith(() => json({ ErreurMessage: 'Please enter a valid email address.', error: 'bad_request' }, 400));
    const result = await gateway.requestPasswordReset('ann@example.com', 'de');
    expect(calls[0]?.url).toBe('/api/v6/legacy/password-reset?Email=ann%40example.com&lang=de&_locale=fr');
    expect(calls[0]?.init.method).toBe('GET');
    expect(result).toMatchObject({ _tag: 'Left', left: { status: 400, body: { ErreurMessage: 'Please enter a valid email address.' } } });
  });

  it('password reset, dev provider token and the permissions', async () => {
    const { gateway, calls } = gatewayWith((url) => {
      if (url.includes('password-reset')) return json({ ok: true });
      if (url.includes('identity-provider')) return json({ providerToken: 'h.p.s' });
      // The server answers both consents (spec section 4: saved on the server, then kept locally).
      return json({ pushNotif: true, tracking: false });
    });
    expect(await gateway.resetPassword({ token: 't', password: 'new-password' })).toEqual({ _tag: 'Right', right: { ok: true } });
    expect(await gateway.devProviderToken({ provider: 'Firebase.Apple', firstName: 'A', lastName: 'B', subject: 's' })).toEqual({
      _tag: 'Right',
      right: { providerToken: 'h.p.s' },
    });
    expect((await gateway.savePushPermission(true))._tag).toBe('Right');
    expect((await gateway.saveTrackingPermission(false))._tag).toBe('Right');
    expect(calls.map((c) => `${c.init.method} ${c.url.split('?')[0]}`)).toEqual([
      'POST /api/v6/auth/password-reset',
      'POST /api/v6/dev/identity-provider/token',
      `PUT /api/v6${DEVICE_PERMISSION_PATHS.pushNotif}`,
      `PUT /api/v6${DEVICE_PERMISSION_PATHS.tracking}`,
    ]);
    expect(body(calls[3])).toEqual({ isAccepted: false });
  });

  it('malformed answers give a decode failure, never a crash', async () => {
    const shapes = [json({ authToken: 5 }), json({ ...ME, permissions: null }), new Response('<html>', { status: 200 }), json([])];
    for (const shape of shapes) {
      const { gateway } = gatewayWith(() => shape.clone());
      const login = await gateway.login({ email: 'a@b.co', password: 'x' });
      const me = await gateway.me();
      expect(login).toMatchObject({ _tag: 'Left', left: { kind: 'decode' } });
      expect(me).toMatchObject({ _tag: 'Left', left: { kind: 'decode' } });
    }
  });

  it('a network failure is a tagged failure', async () => {
    const { gateway } = gatewayWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await gateway.emailExists('a@b.co')).toMatchObject({ _tag: 'Left', left: { kind: 'network', message: 'Failed to fetch' } });
  });
});
