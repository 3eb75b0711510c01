import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import { slugify } from '../../server/db/seed/fold';
import { heldBody } from '../../server/http/compression';
import { placeDirectory } from '../../server/search/place-directory';
import { startTestServer, type TestServer } from './harness';

/** Issue [8]: robots.txt, the sitemaps, and answers compressed by the client's Accept-Encoding. */
const PUBLIC_URL = 'https://www.seaway.example';
const SCRIPT = `export const greet = (name) => ${JSON.stringify('Ahoy! '.repeat(400))} + name;\n`;
const ASSET = '/assets/index-Bx7q2Zk1.js';

let t: TestServer;
let distDir: string;
const db = () => t.server.database.db;

beforeAll(async () => {
  // A build of our own: an index.html, a hashed script and its brotli and gzip copies (as vite.config.ts makes them).
  distDir = mkdtempSync(join(tmpdir(), 'seaway-crawl-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html>\n<html lang="en"><head><!--seaway-configuration--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, ASSET), SCRIPT);
  writeFileSync(join(distDir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(distDir, `${ASSET}.gz`), gzipSync(SCRIPT));
  t = await startTestServer({ env: { DIST_DIR: distDir, PUBLIC_URL } });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A GET whose body comes back as sent, not decoded (fetch decodes brotli and gzip on its own). */
const rawGet = (path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const text = async (path: string): Promise<{ status: number; type: string | null; body: string }> => {
  const response = await fetch(`${t.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('robots.txt', () => {
  it('is plain text: everything public open, private pages closed in every language, and the sitemap index', async () => {
    const robots = await text('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    const lines = robots.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).not.toContain('Disallow: /');
    for (const rule of ['/account$', '/account/', '/ps/', '/booking/', '/propale/', '/api/', '/dev/', '/login$']) expect(lines).toContain(`Disallow: ${rule}`);
    for (const language of LANGUAGE_CODES) {
      expect(lines).toContain(`Disallow: /${language}/account$`);
      expect(lines).toContain(`Disallow: /${language}/ps/`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('the sitemaps', () => {
  it('/sitemap.xml is an index of one sitemap per language', async () => {
    const index = await text('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(index.body.trimEnd()).toMatch(/<\/sitemapindex>$/);
    const locs = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/sitemap>/g)].map((m) => m[1]);
    expect(locs).toEqual(LANGUAGE_CODES.map((language) => `${PUBLIC_URL}/sitemaps/${language}.xml`));
    for (const loc of locs.slice(0, 2)) expect((await fetch(loc!.replace(PUBLIC_URL, t.url))).status).toBe(200);
  });

  it("a language's sitemap lists its landings and published products, each with 14 alternates, and no draft", async () => {
    const directory = await placeDirectory(db());
    const [boat, other] = await db()
      .selectFrom('boats')
      .select(['id', 'slug', 'type', 'place_id'])
      .where('status', '=', 'published')
      .orderBy('id')
      .limit(2)
      .execute();
    await db().updateTable('boats').set({ status: 'draft' }).where('id', '=', other!.id).execute();
    const city = directory.localizationOf(boat!.place_id!)!.slug;

    const sitemap = await text('/sitemaps/fr.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/);
    const urls = [...sitemap.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1]);
    expect(locs).toContain(`${PUBLIC_URL}/fr`);
    expect(locs).toContain(`${PUBLIC_URL}/fr/location-bateau/recherche`);
    expect(locs).toContain(`${PUBLIC_URL}/fr/location-bateau/${city}`);
    const product = `${PUBLIC_URL}/fr/location-bateau/${city}/${slugify(boat!.type)}/${boat!.slug}`;
    expect(locs).toContain(product);
    expect(locs.some((loc) => loc?.endsWith(`/${other!.slug}`))).toBe(false);
    for (const url of urls) expect(url.match(/<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"]+"\/>/g)).toHaveLength(14);
    const productEntry = urls[locs.indexOf(product)]!;
    expect(productEntry).toContain(`hreflang="de" href="${PUBLIC_URL}/de/boot-mieten/${city}/${slugify(boat!.type)}/${boat!.slug}"`);
    expect(productEntry).toContain(`hreflang="x-default" href="${PUBLIC_URL}/boat-rental/${city}/${slugify(boat!.type)}/${boat!.slug}"`);
    expect(productEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    expect((await text('/sitemaps/fr-2.xml')).status).toBe(404);
    expect((await text('/sitemaps/xx.xml')).status).toBe(404);
    await db().updateTable('boats').set({ status: 'published' }).where('id', '=', other!.id).execute();
  });
});

describe('compression', () => {
  it('answers a hashed asset in brotli, gzip or as it is, by Accept-Encoding, with Vary and its cache header', async () => {
    const br = await rawGet(ASSET, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await rawGet(ASSET, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body.equals(gzipSync(SCRIPT))).toBe(true);

    const plain = await rawGet(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString('utf8')).toBe(SCRIPT);

    expect((await rawGet('/assets/index-missing.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
  });

  it('compresses a large JSON answer of the API, which decodes to the same JSON', async () => {
    const path = '/api/v6/products?address=Marseille';
    const plain = await rawGet(path, { Accept: 'application/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await rawGet(path, { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    // The compressed answer keeps the answer's headers, with its own length.
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['x-content-type-options']).toBe(plain.headers['x-content-type-options']);
    // Each answer sets a new XSRF token: the same cookies, other values.
    const cookieNames = (header: string | string[] | undefined) => [header ?? []].flat().map((cookie) => cookie.split('=')[0]);
    expect(cookieNames(br.headers['set-cookie'])).toEqual(cookieNames(plain.headers['set-cookie']));
    expect(cookieNames(br.headers['set-cookie']).length).toBeGreaterThan(0);
  });

  it("reads the answers of the server's own Response without making a web Response of them", () => {
    // The server (@hono/node-server) puts its lightweight Response in place of the global one: compressResponses
    // reads the bodies it holds. Should a new version hold them otherwise, this fails rather than the answers slowing.
    expect(heldBody(new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } }))).toBe('{"a":1}');
    expect(heldBody(new Response(new Uint8Array([1, 2])))).toEqual(new Uint8Array([1, 2]));
    expect(heldBody(new Response(null, { status: 204 }))).toBeNull();
    expect(heldBody(new Response(new ReadableStream()))).toBeUndefined();
  });

  it('leaves a small JSON answer as it is', async () => {
    const health = await rawGet('/api/v6/health', { 'Accept-Encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toBeTypeOf('object');
  });

  it('compresses the translation files, the sitemaps and robots.txt', async () => {
    for (const path of ['/i18n/seaway/fr/common.json', '/sitemaps/en.xml', '/robots.txt']) {
      const response = await rawGet(path, { 'Accept-Encoding': 'gzip' });
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe('gzip');
    }
  });
});
