import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE_PATH, LOCALE_PARAM } from '../src/contract/common';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../src/domain/i18n/languages';
import { ensureXsrfCookie, requireXsrfHeader } from './http/xsrf';
import { securityHeaders } from './http/security-headers';
import { rejectUnsafeQueryAndPath } from './http/validate';
import type { AppEnv, ServerDeps } from './http/env';
import { configurationRoutes } from './routes/configuration';
import { healthRoutes } from './routes/health';
import { currencyRoutes } from './routes/currencies';
import { authRoutes } from './routes/auth';
import { devPages } from './dev/dev-pages';
import { nativeSimulatorPages } from './dev/native-simulator';
import { loginEmbedDemoPage } from './dev/login-embed-page';
import { webRoutes } from './web';
import { mediaRoutes } from './routes/media';
import { deviceRoutes } from './routes/device';
import { searchRoutes } from './routes/search';
import { productRoutes } from './routes/products';
import { landingRoutes } from './routes/landing';
import { homeRoutes } from './routes/home';
import { checkoutRoutes } from './routes/checkout';
import { activityRoutes } from './routes/activities';
import { paymentRoutes } from './routes/payments';
import { conversationRoutes } from './routes/conversations';
import { bookingRoutes } from './routes/bookings';
import { profileRoutes } from './routes/profile';
import { listingRoutes } from './routes/listings';
import { sitemapRoutes } from './seo/sitemap';
import { robotsRoutes } from './seo/robots';
import { compressResponses } from './http/compression';
import { resolveClientAddress } from './auth/client-address';
import { ownerRoutes } from './routes/owners';
import { listingCalendarRoutes } from './routes/listing-calendar';
import { isPictureUpload, listingPictureRoutes } from './routes/listing-pictures';
import { econtractRoutes, isEcontractPhotoUpload } from './routes/econtract';
import { backOfficeRoutes } from './routes/backoffice';
import { nativeAppRoutes } from './routes/native-app';
import { consentRoutes } from './routes/consent';
import { proposalRoutes } from './routes/proposals';
import { savedSearchRoutes } from './routes/saved-searches';

/** The largest request body of the JSON API (an upload route will set its own limit). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP application: the /api/v6 API and the web app. */
export const createApp = (deps: ServerDeps) => {
  const app = new Hono<AppEnv>();

  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ error: 'http_error', message: err.message }, err.status);
    // Never leak a stack trace; log it for the operator.
    console.error(`[${c.req.method} ${new URL(c.req.url).pathname}]`, err);
    return c.json({ error: 'internal_error', message: 'Something went wrong on our side.' }, 500);
  });

  // Security headers on every answer, errors included (they are set after the handler, over its response).
  app.use('*', securityHeaders(deps.config));
  // Who the client is, once for every route: behind the proxies of TRUSTED_PROXIES, the address they forward.
  app.use('*', resolveClientAddress(deps.config.trustedProxies));
  // Brotli or gzip for the answers made per request, by the client's Accept-Encoding (http/compression.ts).
  app.use('*', compressResponses());
  app.use('*', ensureXsrfCookie);
  // Outside the API (pages, media, dev pages), control characters in the path or query are refused here; the API
  // refuses them after its anti-forgery check below.
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : rejectUnsafeQueryAndPath(c, next)));

  const api = new Hono<AppEnv>();
  // Anti-forgery first, before any routing (an unknown path answers 403 to a non-GET without the header).
  api.use('*', requireXsrfHeader);
  // Bounded bodies: 413 on a Content-Length above the limit before reading, or as soon as a chunked body exceeds it.
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: 'payload_too_large', message: 'The request body is too large.' }, 413),
  });
  // A picture upload (a listing's pictures, a contract's photos) has its own, larger limit on its route. A GET or HEAD,
  // whose body no route reads, skips it: looking for a body made a web Request of every read.
  const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
  api.use('*', (c, next) =>
    bodiless(c.req.method) || isPictureUpload(c.req.method, c.req.path) || isEcontractPhotoUpload(c.req.method, c.req.path) ? next() : apiBodyLimit(c, next),
  );
  // Text with control characters never reaches a handler (bodies: validateBody, http/validate.ts).
  api.use('*', rejectUnsafeQueryAndPath);
  api.use('*', async (c, next) => {
    const locale = c.req.query(LOCALE_PARAM);
    c.set('locale', locale && isLanguageCode(locale) ? locale : DEFAULT_LANGUAGE);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  api.route('/', healthRoutes(deps));
  api.route('/', configurationRoutes(deps));
  api.route('/', currencyRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', deviceRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', productRoutes(deps));
  api.route('/', landingRoutes(deps));
  api.route('/', homeRoutes(deps));
  api.route('/', activityRoutes(deps));
  api.route('/', checkoutRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', conversationRoutes(deps));
  api.route('/', bookingRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', listingRoutes(deps));
  api.route('/', ownerRoutes(deps));
  api.route('/', listingCalendarRoutes(deps));
  api.route('/', listingPictureRoutes(deps));
  api.route('/', econtractRoutes(deps));
  api.route('/', backOfficeRoutes(deps));
  api.route('/', nativeAppRoutes(deps));
  api.route('/', consentRoutes(deps));
  api.route('/', proposalRoutes(deps));
  api.route('/', savedSearchRoutes(deps));
  api.notFound((c) => c.json({ error: 'not_found', message: 'No such API endpoint.' }, 404));

  app.route(API_BASE_PATH, api);
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: 'No such API endpoint.' }, 404));
  app.route('/', devPages(deps));
  app.route('/', nativeSimulatorPages(deps));
  app.route('/', loginEmbedDemoPage(deps));
  app.route('/', mediaRoutes(deps));
  app.route('/', sitemapRoutes(deps));
  app.route('/', robotsRoutes(deps));
  // A page rendered on the server asks the API in-process, through the same middleware, from the visitor's connection
  // (rate limits count the visitor, not the server).
  app.route('/', webRoutes(deps, async (_c: Context) => null, (request, c) => Promise.resolve(app.fetch(request, c.env))));
  return app;
};

const isApiPath = (path: string): boolean => path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`);
