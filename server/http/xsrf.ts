import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/common';
import { NATIVE_APP_PATHS } from '../../src/contract/device';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The only paths exempt from the anti-forgery check, each for its own reason: Stripe's webhook is signed
 * (routes/payments.ts verifies the Stripe-Signature header) and carries no cookie; the deep-link metric is sent by
 * navigator.sendBeacon, which cannot set a header (spec section 7), and it only counts a link opened in the app:
 * nothing is done or changed on anyone's behalf (routes/native-app.ts), so a forged one can do no more than a visit.
 */
export const XSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  `${API_BASE_PATH}/payments/stripe/webhook`,
  `${API_BASE_PATH}${NATIVE_APP_PATHS.deeplinkMetric}`,
]);

const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Issues the XSRF-TOKEN cookie when missing (readable by the app, which echoes it in the header). */
export const ensureXsrfCookie: MiddlewareHandler = async (c, next) => {
  if (!getCookie(c, XSRF_COOKIE)) {
    setCookie(c, XSRF_COOKIE, randomBytes(24).toString('hex'), { path: '/', sameSite: 'Lax', httpOnly: false });
  }
  await next();
};

/**
 * Anti-forgery (guide section 6): every non-GET request needs a header matching the cookie. Runs before routing,
 * so an unknown path answers 403 too (fail closed).
 */
export const requireXsrfHeader: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !XSRF_EXEMPT_PATHS.has(c.req.path)) {
    const cookie = getCookie(c, XSRF_COOKIE);
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) {
      return c.json({ error: 'xsrf_token_invalid', message: 'Missing or invalid anti-forgery token.' }, 403);
    }
  }
  await next();
};
