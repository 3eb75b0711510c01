import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { API_BASE_PATH, LOCALE_PARAM } from '../src/contract/common';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../src/domain/i18n/languages';
import { ensureXsrfCookie, requireXsrfHeader } from './http/xsrf';
import type { AppEnv, ServerDeps } from './http/env';
import { healthRoutes } from './routes/health';
import { currencyRoutes } from './routes/currencies';
import { authRoutes } from './routes/auth';
import { devPages } from './dev/dev-pages';
import { webRoutes } from './web';
import { mediaRoutes } from './routes/media';
import { deviceRoutes } from './routes/device';
import { searchRoutes } from './routes/search';
import { productRoutes } from './routes/products';
import { landingRoutes } from './routes/landing';

/** Builds the whole HTTP application: the /api/v6 API and the web app. */
export const createApp = (deps: ServerDeps) => {
  const app = new Hono<AppEnv>();

  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ error: 'http_error', message: err.message }, err.status);
    // Never leak a stack trace; log it for the operator.
    console.error(`[${c.req.method} ${new URL(c.req.url).pathname}]`, err);
    return c.json({ error: 'internal_error', message: 'Something went wrong on our side.' }, 500);
  });

  app.use('*', ensureXsrfCookie);

  const api = new Hono<AppEnv>();
  // Anti-forgery first, before any routing (an unknown path answers 403 to a non-GET without the header).
  api.use('*', requireXsrfHeader);
  api.use('*', async (c, next) => {
    const locale = c.req.query(LOCALE_PARAM);
    c.set('locale', locale && isLanguageCode(locale) ? locale : DEFAULT_LANGUAGE);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  api.route('/', healthRoutes(deps));
  api.route('/', currencyRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', deviceRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', productRoutes(deps));
  api.route('/', landingRoutes(deps));
  api.notFound((c) => c.json({ error: 'not_found', message: 'No such API endpoint.' }, 404));

  app.route(API_BASE_PATH, api);
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: 'No such API endpoint.' }, 404));
  app.route('/', devPages(deps));
  app.route('/', mediaRoutes(deps));
  app.route('/', webRoutes(deps, async (_c: Context) => null));
  return app;
};
