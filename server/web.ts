import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { CONFIGURATION_ELEMENT_ID } from '../src/contract/configuration';
import { LANGUAGE_CODES, isLanguageCode } from '../src/domain/i18n/languages';
import { parsePath } from '../src/domain/routing/route';
import { buildConfiguration, I18N_PATH } from './configuration';
import { nativeSimulatorChannel } from './dev/native-simulator';
import type { AppEnv, ServerDeps } from './http/env';
import { precompressedStatic } from './http/static-assets';
import { FORMATTED_TEXTS_ELEMENT_ID, TRANSFERRED_STATE_ELEMENT_ID } from '../src/contract/ssr';
import { linkedStylesheets, pageHtml, scriptJson } from './ssr/page-html';
import { renderOnServer, serverEntryLoader } from './ssr/server-render';

/** Answers a request in-process through the whole app (the API's own routes, middleware included). */
export type InProcessFetch = (request: Request, c: Context<AppEnv>) => Promise<Response>;


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
export const webRoutes = (deps: ServerDeps, currentUser: (c: Context) => Promise<{ id: number; isOwner: boolean } | null>, inProcess: InProcessFetch) => {
  const distDir = resolve(deps.config.distDir);
  const localesDir = resolve(deps.config.localesDir);
  const indexPath = join(distDir, 'index.html');
  let template: { html: string; mtimeMs: number; stylesheets: ReadonlyMap<string, string> } | undefined;
  // Re-read index.html (and the stylesheets it links, inlined in server-rendered pages) when a new build replaces it
  // (a stale template would point at deleted assets).
  const loadTemplate = (): typeof template => {
    try {
      const { mtimeMs } = statSync(indexPath);
      if (!template || template.mtimeMs !== mtimeMs) {
        const html = readFileSync(indexPath, 'utf8');
        const stylesheets = new Map<string, string>();
        for (const href of linkedStylesheets(html)) {
          try {
            stylesheets.set(href, readFileSync(join(distDir, href), 'utf8'));
          } catch {
            // Left as a link: the browser will say what is missing.
          }
        }
        template = { html, mtimeMs, stylesheets };
      }
      return template;
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

  // Hashed assets in the build's brotli or gzip copy when the client takes one (http/static-assets.ts).
  app.use(
    '/assets/*',
    precompressedStatic<AppEnv>({
      root: distDir,
      onFound: (c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A missing hashed asset is a 404, never the SPA's HTML (a module script must not receive text/html).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const rootFiles = precompressedStatic<AppEnv>({
    root: distDir,
    onFound: (c) => {
      // The embedded sign-in's entry keeps its address across builds (pages that are not ours load it): short-lived.
      if (c.req.path.startsWith('/embed/')) c.header('Cache-Control', 'public, max-age=300');
    },
  });
  app.use('/*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : rootFiles(c, next)));

  const loadServerEntry = serverEntryLoader(distDir);

  app.get('*', async (c) => {
    const loaded = loadTemplate();
    if (!loaded) return c.text('The web app is not built: run `npm run build` (or `npm start`).', 503);
    const { html, stylesheets } = loaded;
    const url = new URL(c.req.url);
    const { route, language } = parsePath(url.pathname);
    const configuration = buildConfiguration(c, deps.config, await currentUser(c));
    // In development and tests, a page opened by the host-app simulator also gets its channel (dev/native-simulator.ts).
    const scripts = `<script type="application/json" id="${CONFIGURATION_ELEMENT_ID}"${nonceAttribute(c)}>${scriptJson(configuration)}</script>${nativeSimulatorChannel(c, deps.config)}`;
    c.header('Cache-Control', 'no-cache');
    // An unknown page is a 404 even when the browser renders it (no soft 404 for search engines).
    const shell = () => c.html(pageHtml(html, { language, scripts }), route.screen === 'notFound' ? 404 : 200);

    // Public pages are rendered on the server (issue [8]); the others, and any failure, get the shell.
    const entry = await loadServerEntry().catch((error: unknown) => {
      console.error('[server rendering] the server entry could not load:', error);
      return undefined;
    });
    if (!entry) return shell();
    const outcome = await renderOnServer(entry, {
      path: url.pathname,
      search: url.search,
      configuration,
      fetch: (input, init) => inProcess(new Request(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, url.origin), init), c),
      cookies: c.req.header('cookie') ?? '',
      origin: deps.config.publicUrl.replace(/\/$/, ''),
      nonce: c.get('secureHeadersNonce'),
    });
    switch (outcome.kind) {
      case 'client':
        return shell();
      case 'failed':
        console.error(`[server rendering] ${url.pathname}: answered with the shell`, outcome.error);
        return shell();
      case 'redirect':
        return c.redirect(outcome.location, 301);
      case 'page': {
        const transferred =
          `<script type="application/json" id="${TRANSFERRED_STATE_ELEMENT_ID}"${nonceAttribute(c)}>${scriptJson(outcome.transferred)}</script>` +
          `<script type="application/json" id="${FORMATTED_TEXTS_ELEMENT_ID}"${nonceAttribute(c)}>${scriptJson(outcome.formattedTexts)}</script>`;
        const nonce = c.get('secureHeadersNonce');
        return c.html(
          pageHtml(html, { language, scripts: `${scripts}${transferred}`, head: outcome.head, body: outcome.body, stylesheets, ...(nonce !== undefined && { nonce }) }),
          outcome.status,
        );
      }
    }
  });

  return app;
};

export const SUPPORTED_LOCALES = LANGUAGE_CODES;
