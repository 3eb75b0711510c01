import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedStatic } from './static-assets';

const SCRIPT = `export const hello = () => ${JSON.stringify('hello '.repeat(300))};\n`;
let root: string;
let app: Hono;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'seaway-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  // Only a gzip copy, and none at all.
  writeFileSync(join(root, 'assets', 'style-x.css'), 'body{color:red}');
  writeFileSync(join(root, 'assets', 'style-x.css.gz'), gzipSync('body{color:red}'));
  writeFileSync(join(root, 'assets', 'logo.png'), new Uint8Array([137, 80, 78, 71]));
  writeFileSync(join(root, 'secret.txt'), 'outside the assets');
  app = new Hono()
    .use('/assets/*', precompressedStatic({ root, onFound: (c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }))
    .get('/assets/*', (c) => c.text('Not found', 404));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('precompressedStatic', () => {
  it('answers the brotli copy to a client that takes brotli, with the original type, Vary and the cache header', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
  });

  it('answers gzip when the client weighs it higher or takes nothing else, the file itself otherwise', async () => {
    expect((await get('/assets/app-abc123.js', 'gzip')).headers.get('Content-Encoding')).toBe('gzip');
    expect((await get('/assets/app-abc123.js', 'br;q=0.5, gzip')).headers.get('Content-Encoding')).toBe('gzip');
    for (const header of [undefined, '', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/app-abc123.js', header);
      expect(response.headers.get('Content-Encoding'), String(header)).toBeNull();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  it('falls back to the copy that exists, and to the file when none does', async () => {
    expect((await get('/assets/style-x.css', 'br, gzip')).headers.get('Content-Encoding')).toBe('gzip');
    const picture = await get('/assets/logo.png', 'br, gzip');
    expect(picture.headers.get('Content-Encoding')).toBeNull();
    expect(picture.headers.get('Vary')).toBeNull();
    expect(picture.headers.get('Content-Type')).toBe('image/png');
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const response = await get('/assets/app-abc123.js', 'br', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Length')).toBe(String(brotliCompressSync(SCRIPT).length));
    expect(await response.text()).toBe('');
  });

  it('leaves a missing file, a copy asked for directly with a dot segment or an escape, to the next handler (404)', async () => {
    expect((await get('/assets/missing-123.js', 'br')).status).toBe(404);
    expect((await get('/assets/../secret.txt', 'br')).status).toBe(404);
    expect((await get('/assets/%2e%2e/secret.txt', 'br')).status).toBe(404);
    expect((await get('/assets/..%2fsecret.txt', 'br')).status).toBe(404);
  });
});
