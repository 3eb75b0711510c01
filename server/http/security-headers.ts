import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';

type SecurityConfig = Pick<
  ServerConfig,
  'publicUrl' | 'sentryDsn' | 'stripePublishableKey' | 'firebaseProjectId' | 'firebaseApiKey' | 'firebaseAuthDomain'
> &
  Partial<Pick<ServerConfig, 'mapStyleUrl'>>;

/** Stripe.js, its frames (Elements, 3-D Secure) and its API (Stripe's own CSP guide), when Stripe is configured. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** The Firebase Auth compat SDK (loaded from gstatic), its helper iframe and popup, and its token APIs. */
const FIREBASE = {
  script: ['https://www.gstatic.com', 'https://apis.google.com'],
  frame: ['https://*.firebaseapp.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
} as const;

/** The origin of an http(s) URL, or undefined (a malformed SENTRY_DSN must not stop the server or widen the policy). */
const httpOrigin = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** The same condition as the configuration sent to the browser (configuration.ts): Firebase is used only with both. */
const firebaseConfigured = (config: SecurityConfig): boolean => Boolean(config.firebaseProjectId && config.firebaseApiKey);

/** The Firebase auth domain the popup and helper iframe come from (a custom domain is allowed besides *.firebaseapp.com). */
const firebaseAuthOrigin = (config: SecurityConfig): string | undefined =>
  config.firebaseAuthDomain ? `https://${config.firebaseAuthDomain}` : undefined;

/** True when the public address is https: HSTS and upgrade-insecure-requests are sent then only. */
export const isHttpsDeployment = (config: Pick<ServerConfig, 'publicUrl'>): boolean => /^https:\/\//i.test(config.publicUrl);

/**
 * The Content-Security-Policy directives: exactly what the app loads. Scripts and styles from our origin (Vite's build
 * has no inline script or style; the one inline element, the configuration data block, and the dev pages' style carry
 * the per-response nonce), plus Stripe, Sentry's ingest and Firebase only when configured. No site may frame us except
 * our own origin (the native app shows the site as its top-level document, which frame-ancestors does not restrict).
 */
export const contentSecurityPolicy = (config: SecurityConfig) => {
  const stripe = config.stripePublishableKey !== undefined;
  const firebase = firebaseConfigured(config);
  const sentry = httpOrigin(config.sentryDsn);
  const authOrigin = firebase ? firebaseAuthOrigin(config) : undefined;
  // MAP_STYLE_URL (issue [10]): the style, and the tiles, sprites and fonts it names from the same host.
  const mapStyle = httpOrigin(config.mapStyleUrl);
  const unique = (values: ReadonlyArray<string | undefined | false>): string[] =>
    [...new Set(values.filter((v): v is string => typeof v === 'string'))];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // data: for the icons maplibre-gl's stylesheet draws its zoom and compass buttons with (inline SVG, issue [10]).
    imgSrc: unique(["'self'", 'data:', mapStyle]),
    fontSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...unique([...(stripe ? STRIPE.script : []), ...(firebase ? FIREBASE.script : [])])],
    styleSrc: ["'self'", NONCE],
    connectSrc: unique(["'self'", ...(stripe ? STRIPE.connect : []), sentry, ...(firebase ? FIREBASE.connect : []), mapStyle]),
    frameSrc: unique(["'self'", ...(stripe ? STRIPE.frame : []), ...(firebase ? FIREBASE.frame : []), authOrigin]),
    ...(isHttpsDeployment(config) ? { upgradeInsecureRequests: [] } : {}),
  };
};

/**
 * Security headers on every answer (HTML, API, assets, dev pages, errors), through hono/secure-headers: the CSP above
 * with a per-response nonce (read it with `c.get('secureHeadersNonce')`), nosniff, a referrer policy that keeps the
 * origin only, X-Frame-Options SAMEORIGIN for browsers without frame-ancestors, and HSTS when PUBLIC_URL is https.
 */
export const securityHeaders = (config: SecurityConfig): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: isHttpsDeployment(config) ? 'max-age=15552000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    // Firebase's sign-in popup reports back to its opener; without Firebase nothing needs the opener.
    crossOriginOpenerPolicy: firebaseConfigured(config) ? 'same-origin-allow-popups' : 'same-origin',
  });
