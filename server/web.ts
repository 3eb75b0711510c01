import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { CONFIGURATION_ELEMENT_ID } from '../src/contract/configuration';
import { LANGUAGE_CODES, isLanguageCode } from '../src/domain/i18n/languages';
import { parsePath } from '../src/domain/routing/route';
import { buildConfiguration, I18N_PATH } from './configuration';
import { nativeSimulatorChannel } from './dev/native-simulator';
import type { AppEnv, ServerDeps } from './http/env';

const CONFIG_PLACEHOLDER = '<!--seaway-configuration-->';

/** JSON inside a <script> element: '<' escaped so no content can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const NAMESPACE = /^[a-z][a-z-]{0,30}$/;

/**
 * ` nonce="…"`: the response's CSP nonce (http/security-headers.ts). The configuration is a data block, which a CSP
 * does not block, but it is the page's one inline element and carries the nonce should it ever become a script.
 */
const nonceAttribute = (c: Context<AppEnv>): string => {
  const nonce = c.get('secureHeadersNonce');
  return nonce ? ` nonce="${nonce}"` : '';
};

/**
 * The web app: hashed assets cached for a year, HTML never cached, the SPA fallback for client routes,
 * the translation files (spec section 7: fetched per brand from the i18n path).
 */
export const webRoutes = (deps: ServerDeps, currentUser: (c: Context) => Promise<{ id: number; isOwner: boolean } | null>) => {
  const distDir = resolve(deps.config.distDir);
  const localesDir = resolve(deps.config.localesDir);
  const indexPath = join(distDir, 'index.html');
  let template: { html: string; mtimeMs: number } | undefined;
  // Re-read index.html when a new build replaces it (a stale template would point at deleted assets).
  const loadTemplate = (): string | undefined => {
    try {
      const { mtimeMs } = statSync(indexPath);
      if (!template || template.mtimeMs !== mtimeMs) template = { html: readFileSync(indexPath, 'utf8'), mtimeMs };
      return template.html;
    } catch {
      return undefined;
    }
  };

  const app = new Hono<AppEnv>();

  app.get(`${I18N_PATH}/:lng/:ns{[a-z-]+\\.json}`, async (c) => {
    const lng = c.req.param('lng');
    const ns = c.req.param('ns').replace(/\.json$/, '');
    if (!isLanguageCode(lng) || !NAMESPACE.test(ns)) return c.json({ error: 'not_found' }, 404);
    try {
      const body = await readFile(join(localesDir, lng, `${ns}.json`), 'utf8');
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    } catch {
      return c.json({ error: 'not_found' }, 404);
    }
  });

  app.get(`${I18N_PATH}/*`, (c) => c.json({ error: 'not_found' }, 404));

  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      rewriteRequestPath: (p) => p,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A missing hashed asset is a 404, never the SPA's HTML (a module script must not receive text/html).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('/*', serveStatic({ root: distDir, rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__none__' : p) }));

  app.get('*', async (c) => {
    const html = loadTemplate();
    if (!html) return c.text('The web app is not built: run `npm run build` (or `npm start`).', 503);
    const path = new URL(c.req.url).pathname;
    const { language } = parsePath(path);
    const configuration = buildConfiguration(c, deps.config, await currentUser(c));
    const page = html
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(
        CONFIG_PLACEHOLDER,
        // In development and tests, a page opened by the host-app simulator also gets its channel (dev/native-simulator.ts).
        `<script type="application/json" id="${CONFIGURATION_ELEMENT_ID}"${nonceAttribute(c)}>${scriptJson(configuration)}</script>${nativeSimulatorChannel(c, deps.config)}`,
      );
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });

  return app;
};

export const SUPPORTED_LOCALES = LANGUAGE_CODES;
