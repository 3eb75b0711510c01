import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ServerEntry, ServerRenderRequest, ServerRenderResult } from './contract/ssr';
import { parsePath } from './domain/routing/route';
import { TOKENS } from './application/tokens';
import { SEARCH_TOKENS } from './application/search/search-tokens';
import type { PresenterFactory } from './application/search/presenter-factory';
import type { SettingsPresenter } from './application/settings/settings-presenter';
import { isServerRendered, preparePage } from './application/ssr/page-preparation';
import { createContainer, type CompositionHost } from './composition-root';
import { RecordingFetch } from './adapters/http/transfer-cache';
import { TranslationLookups } from './adapters/i18n/first-screen-translations';
import { StaticNavigator } from './adapters/routing/static-navigator';
import { App } from './ui/app/App';
import { SEO_TOKENS } from './application/seo/seo-tokens';
import { buildPageHead } from './domain/seo/page-head';
import type { PageHeadStore } from './application/seo/page-head-store';
import { renderHeadHtml } from './domain/seo/head-html';
import { recordFormattedTexts, type FormattedTexts } from './domain/i18n/intl-formats';

// Observers render once per request on the server: no reactions to keep (and none to leak).
enableStaticRendering(true);

/** Each request's formatted texts: renders of several requests interleave, each formats into its own table. */
const formattedTexts = new AsyncLocalStorage<FormattedTexts>();
recordFormattedTexts(() => formattedTexts.getStore());

/** A boundary React could not complete in place: its content follows the fallback, swapped in by a script. */
const OUTLINED_BOUNDARY = '<template id="B:';

/**
 * React's streaming renderer, read once everything has resolved (`onAllReady`, as for crawlers). An error anywhere
 * fails the whole page, which the server then answers with the shell the browser renders.
 */
const renderToHtml = (element: ReactNode, nonce: string | undefined): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = undefined;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        if (failure === undefined) resolve(Buffer.concat(chunks).toString('utf8'));
        else reject(failure instanceof Error ? failure : new Error(String(failure)));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // A completed boundary is written in place whatever its size (React outlines large ones by default, to be
      // revealed by a script: a crawler without JavaScript would see the fallback).
      progressiveChunkSize: 100_000_000,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });

/** The translation namespaces each screen rendered with: loaded before rendering it the next time. */
const namespacesOfScreen = new Map<string, readonly string[]>();

/**
 * A boundary that suspended while rendering (a screen's chunk the first time, a translation file) would reach the page
 * outlined: its markup after the fallback, shown by an inline script (nothing for a crawler, a flash for a visitor).
 * Once it has resolved, the same render completes in place: render again, at most twice more.
 */
const renderInPlace = async (render: () => Promise<string>): Promise<string> => {
  let html = await render();
  for (let attempt = 0; attempt < 2 && html.includes(OUTLINED_BOUNDARY); attempt += 1) html = await render();
  if (html.includes(OUTLINED_BOUNDARY)) throw new Error('a part of the page kept suspending');
  return html;
};

/**
 * The server's entry (issue [8]): one container per request, the page's presenter loaded through the same calls the
 * browser would make (answered in-process), the app rendered with React's streaming renderer once everything has
 * resolved (a crawler gets the whole page), and the answers recorded so the browser hydrates without asking again
 * (with the texts its formatters made, so it hydrates without setting up ICU either).
 */
const renderRecorded = async (request: ServerRenderRequest): Promise<ServerRenderResult> => {
  const { configuration } = request;
  const { route, language } = parsePath(request.path, { defaultLanguage: configuration.defaultLanguage });
  if (!isServerRendered(route.screen)) return { kind: 'client' };
  const recording = new RecordingFetch(request.fetch);
  const host: CompositionHost = {
    fetch: recording.fetch,
    location: () => ({ pathname: request.path, search: request.search }),
    cookies: () => request.cookies,
    navigator: new StaticNavigator(request.path, request.search),
    inNativeApp: false,
    server: true,
    origin: request.origin,
  };
  const { container, i18n } = createContainer({ configuration, initialLanguage: language, host });
  const lookups = new TranslationLookups(i18n);
  await container.get<SettingsPresenter>(TOKENS.Settings).routeEntered(request.path);
  const prepared = await preparePage(route, {
    factory: container.get<PresenterFactory>(SEARCH_TOKENS.PresenterFactory),
    idle: () => recording.idle(),
    language,
    defaultLanguage: configuration.defaultLanguage,
    path: request.path,
    search: request.search,
  });
  if (prepared.kind === 'redirect') return { kind: 'redirect', status: 301, location: prepared.location };

  const known = namespacesOfScreen.get(route.screen);
  if (known !== undefined) await i18n.loadNamespaces([...known]);
  const app = <App container={container} i18n={i18n} ssrPath={request.path} ssrSearch={request.search.replace(/^\?/, '')} />;
  const body = await renderInPlace(() => renderToHtml(app, request.nonce));
  namespacesOfScreen.set(route.screen, i18n.reportNamespaces?.getUsedNamespaces() ?? []);
  // The page set its head while rendering (usePageHead).
  const head = container.get<PageHeadStore>(SEO_TOKENS.PageHeadStore).current;
  const headHtml = head === undefined ? '' : renderHeadHtml(buildPageHead(head), { nonce: request.nonce });
  return { kind: 'page', status: prepared.status, language, head: headHtml, body, transferred: recording.responses.map((response) => lookups.firstScreenOf(response, configuration.i18nPath)), formattedTexts: formattedTexts.getStore() ?? {} };
};

export const renderPage = (request: ServerRenderRequest): Promise<ServerRenderResult> => formattedTexts.run({}, () => renderRecorded(request));

export const serverEntry: ServerEntry = { renderPage };
