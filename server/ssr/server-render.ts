import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry, ServerRenderRequest, ServerRenderResult } from '../../src/contract/ssr';

/** The server entry's bundle (`npm run build` writes it next to the web app's folder: dist → dist-ssr). */
export const serverEntryPath = (distDir: string): string => join(`${distDir.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js');

/** A page that takes longer than this is answered with the browser-rendered shell (a slow page is still a page). */
export const SERVER_RENDER_TIMEOUT_MS = 4000;

/**
 * Loads the server entry on first use (`npm start` builds before serving). Without a build of it (the API tests,
 * `vite` in development) pages are rendered by the browser alone; a server started before its build finds it later.
 */
export const serverEntryLoader = (distDir: string) => {
  const path = serverEntryPath(distDir);
  let loaded: Promise<ServerEntry | undefined> | undefined;
  return (): Promise<ServerEntry | undefined> => {
    if (loaded) return loaded;
    if (!existsSync(path)) return Promise.resolve(undefined);
    loaded = import(pathToFileURL(path).href).then((module: { serverEntry?: ServerEntry }) => module.serverEntry);
    return loaded;
  };
};

export type RenderOutcome = ServerRenderResult | { readonly kind: 'failed'; readonly error: unknown };

/** Renders a page, never throwing: a failure or a timeout is an outcome the caller answers with the shell. */
export const renderOnServer = async (entry: ServerEntry, request: ServerRenderRequest, timeoutMs = SERVER_RENDER_TIMEOUT_MS): Promise<RenderOutcome> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<RenderOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'failed', error: new Error(`server rendering took over ${timeoutMs} ms`) }), timeoutMs);
  });
  try {
    return await Promise.race([entry.renderPage(request).catch((error: unknown): RenderOutcome => ({ kind: 'failed', error })), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
