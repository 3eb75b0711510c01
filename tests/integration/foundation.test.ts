import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { AppConfiguration } from '../../src/contract/configuration';
import { CurrencyResponse } from '../../src/contract/currency';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seaway-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><!--seaway-configuration--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await startTestServer({ env: { DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
});

describe('health and currencies', () => {
  it('answers health with the database kind', async () => {
    const r = await t.client.get<{ status: string; database: string }>('/api/v6/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(r.body.database);
  });

  it('gives the configuration the pages carry, decodable by the shared contract (the embedded funnel reads it)', async () => {
    const r = await t.client.get('/api/v6/configuration');
    expect(r.status).toBe(200);
    const decoded = AppConfiguration.decode(r.body);
    expect(isRight(decoded)).toBe(true);
    expect(r.body).toMatchObject({ apiPath: '/api/v6', defaultLanguage: 'en' });
  });

  it('gives a currency by code, case-insensitively, decodable by the shared contract', async () => {
    const eur = await t.client.get('/api/v6/currencies/EUR?_locale=fr');
    expect(eur.status).toBe(200);
    expect(isRight(CurrencyResponse.decode(eur.body))).toBe(true);
    expect(eur.body).toMatchObject({ code: 'EUR', rate: 1, legacyId: 1 });
    const usd = await t.client.get<{ code: string; rate: number }>('/api/v6/currencies/usd');
    expect(usd.body.code).toBe('USD');
    expect(usd.body.rate).toBeGreaterThan(0);
  });

  it('lists every legacy currency of the spec', async () => {
    const r = await t.client.get<{ currencies: { code: string; legacyId: number }[] }>('/api/v6/currencies');
    const ids = Object.fromEntries(r.body.currencies.map((c) => [c.code, c.legacyId]));
    expect(ids).toMatchObject({ EUR: 1, USD: 2, GBP: 11, SEK: 28, UYU: 152 });
  });

  it('answers 404 for an unknown currency and 400 for a malformed code', async () => {
    expect((await t.client.get('/api/v6/currencies/XXX')).status).toBe(404);
    const bad = await t.client.get<{ error: string }>('/api/v6/currencies/12345');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('bad_request');
  });
});

describe('anti-forgery and unknown paths', () => {
  it('sets the XSRF-TOKEN cookie', async () => {
    await t.client.get('/api/v6/health');
    expect(t.client.cookie('XSRF-TOKEN')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('rejects a non-GET request without the header with 403, even on an unknown path', async () => {
    const r = await t.client.post<{ error: string }>('/api/v6/nowhere', {}, { xsrf: false });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('xsrf_token_invalid');
    const wrong = await t.client.request('DELETE', '/api/v6/currencies/EUR', { headers: { 'X-XSRF-TOKEN': 'forged' }, xsrf: false });
    expect(wrong.status).toBe(403);
  });

  it('answers 404 JSON for unknown API paths', async () => {
    const r = await t.client.get<{ error: string }>('/api/v6/nowhere');
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('not_found');
    expect((await t.client.post('/api/v6/nowhere', {})).status).toBe(404);
    expect((await t.client.get('/api/v5/products')).status).toBe(404);
  });
});

describe('the web app', () => {
  it('serves index.html for client routes with the configuration injected and no caching', async () => {
    const r = await t.client.get<string>('/fr/location-bateau/recherche');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.body).toContain('<html lang="fr">');
    // The element carries the response's CSP nonce (issue 11).
    const json = /<script type="application\/json" id="seaway-configuration" nonce="[^"]+">(.*?)<\/script>/.exec(r.body)?.[1];
    expect(json).toBeDefined();
    const decoded = AppConfiguration.decode(JSON.parse(json ?? 'null'));
    expect(isRight(decoded)).toBe(true);
  });

  it('pins an A/B variation from its cookie', async () => {
    const r = await t.client.request<string>('GET', '/', { headers: { Cookie: 'ab_multiverse=B' } });
    expect(r.body).toContain('{"name":"multiverse","variationName":"B"}');
  });

  it('caches hashed assets for a year', async () => {
    const r = await t.client.get('/assets/index-abc123.js');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('immutable');
  });

  it('serves translation files per language and namespace, and nothing else', async () => {
    const fr = await t.client.get<Record<string, unknown>>('/i18n/seaway/fr/common.json');
    expect(fr.status).toBe(200);
    expect(fr.body).toHaveProperty('brand');
    expect((await t.client.get('/i18n/seaway/xx/common.json')).status).toBe(404);
    expect((await t.client.get('/i18n/seaway/fr/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
