import { describe, expect, it } from 'vitest';
import type { ServerEntry, ServerRenderRequest } from '../../src/contract/ssr';
import { renderOnServer, serverEntryPath } from './server-render';

const request = {} as ServerRenderRequest;

describe('renderOnServer', () => {
  it('gives the page the entry rendered', async () => {
    const entry: ServerEntry = { renderPage: () => Promise.resolve({ kind: 'client' }) };
    expect(await renderOnServer(entry, request)).toEqual({ kind: 'client' });
  });

  it('turns a failure into an outcome, never a throw', async () => {
    const entry: ServerEntry = { renderPage: () => Promise.reject(new Error('boom')) };
    const outcome = await renderOnServer(entry, request);
    expect(outcome.kind).toBe('failed');
  });

  it('gives up on a page slower than the limit', async () => {
    const entry: ServerEntry = { renderPage: () => new Promise(() => undefined) };
    const outcome = await renderOnServer(entry, request, 20);
    expect(outcome).toMatchObject({ kind: 'failed' });
  });
});

describe('serverEntryPath', () => {
  it('sits next to the web app folder', () => {
    expect(serverEntryPath('./dist')).toBe('dist-ssr/entry-server.js');
    expect(serverEntryPath('/tmp/build/')).toBe('/tmp/build-ssr/entry-server.js');
  });
});
