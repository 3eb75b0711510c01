import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppEnv } from './env';
import { securityHeaders } from './security-headers';

const configOf = (env: Record<string, string> = {}) => loadConfig({ PORT: '8080', ...env });

const appWith = (env: Record<string, string> = {}) =>
  new Hono<AppEnv>()
    .use('*', securityHeaders(configOf(env)))
    .get('/', (c) => c.text(c.get('secureHeadersNonce') ?? ''))
    .get('/boom', () => {
      throw new Error('boom');
    });

/** The CSP as directive → sources. */
const directives = (csp: string | null): Map<string, string[]> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );

describe('securityHeaders', () => {
  it('sends a strict policy by default: own origin only, no inline script or style without the nonce, no framing by other sites', async () => {
    const response = await appWith().request('/');
    const csp = directives(response.headers.get('Content-Security-Policy'));
    const nonce = await response.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('uses a new nonce for every response', async () => {
    const app = appWith();
    const [a, b] = await Promise.all([app.request('/'), app.request('/')]);
    expect(await a.text()).not.toBe(await b.text());
  });

  it('adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const response = await appWith({ PUBLIC_URL: 'https://www.seaway.example' }).request('/');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
    expect(directives(response.headers.get('Content-Security-Policy')).has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows Stripe, the Sentry ingest of the DSN and Firebase only when they are configured', async () => {
    const response = await appWith({
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7',
      FIREBASE_PROJECT_ID: 'seaway-demo',
      FIREBASE_API_KEY: 'AIzaSyA1234567890abcdefghij',
      FIREBASE_AUTH_DOMAIN: 'auth.seaway.example',
    }).request('/');
    const csp = directives(response.headers.get('Content-Security-Policy'));
    const nonce = await response.text();
    expect(csp.get('script-src')).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://www.gstatic.com',
      'https://apis.google.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://o42.ingest.sentry.io',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://*.firebaseapp.com',
      'https://auth.seaway.example',
    ]);
    // Firebase's popup talks to its opener.
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('ignores a SENTRY_DSN that is not an http(s) URL rather than widening the policy', async () => {
    const response = await appWith({ SENTRY_DSN: 'not a url' }).request('/');
    expect(directives(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual(["'self'"]);
  });

  it('sets the headers on error answers too', async () => {
    const app = appWith();
    app.onError((_e, c) => c.json({ error: 'internal_error' }, 500));
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
