/**
 * Issue [11]: a seeded fuzz of every route of the server's route table (read from the Hono app, so a new route is
 * fuzzed without touching this file). Malformed paths, queries, JSON bodies and headers, with a valid anti-forgery
 * pair and sometimes a valid tenant session, must never get a 5xx or a stack trace.
 *
 * Replay a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project integration tests/integration/fuzz.test.ts
 * (FUZZ_RUNS changes the number of requests).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { FILTER_FIELDS } from '../../src/domain/search/filter-fields';
import { startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const XSRF = 'fuzz-xsrf-token';
/** A stack frame, a source position, or the text of an exception or a database error leaking into an answer. */
const LEAK = /\n\s+at\s|\.(ts|js|mjs|cjs):\d+:\d+|node_modules|node:internal|\b(TypeError|ReferenceError|RangeError|SyntaxError|URIError):|invalid byte sequence/;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

interface RouteShape {
  readonly method: string;
  readonly path: string;
}

let t: TestServer;
let dist: string;
let tenantToken: string;
let routes: readonly RouteShape[];
let fieldNames: readonly string[];

/** Every field name of the shared contract's io-ts codecs (request and response), so bodies use the API's own keys. */
const contractFieldNames = async (): Promise<string[]> => {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (codec: unknown): void => {
    if (typeof codec !== 'object' || codec === null || seen.has(codec)) return;
    seen.add(codec);
    const shape = codec as { _tag?: unknown; props?: Record<string, unknown>; types?: unknown[]; type?: unknown };
    if (typeof shape._tag !== 'string') return;
    for (const [key, child] of Object.entries(shape.props ?? {})) {
      names.add(key);
      walk(child);
    }
    for (const child of shape.types ?? []) walk(child);
    walk(shape.type);
  };
  const dir = resolve('src/contract');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    Object.values(module).forEach(walk);
  }
  return [...names];
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seaway-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync('index.html', 'utf8'));
  t = await startTestServer({ env: { DIST_DIR: dist } });
  const login = await t.client.post<{ authToken: string }>('/api/v6/auth/login', { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' });
  tenantToken = login.body.authToken;
  // The route table of an app built like the server's (same configuration), deduplicated.
  const app = createApp({
    db: t.server.database.db,
    databaseKind: t.server.database.kind,
    config: loadConfig({ PORT: '0', NODE_ENV: 'test', DIST_DIR: dist }),
    now: () => TEST_NOW,
  });
  const unique = new Map(app.routes.map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]));
  routes = [...unique.values()];
  fieldNames = [...new Set([...(await contractFieldNames()), ...FILTER_FIELDS.map((f) => f.name)])];
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

// ---- Junk ----------------------------------------------------------------------------------------------------------

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const LONE_SURROGATE = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

const HOSTILE_TEXTS = [
  '', ' ', 'null', 'undefined', 'NaN', 'Infinity', '-Infinity', 'true', '[]', '{}', '__proto__', 'constructor',
  "' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '../../etc/passwd', '%', '%%', '%zz',
  '\u202e', '\ufeff', '\u0000', 'é'.normalize('NFD'), '🚤'.repeat(50), 'x'.repeat(5000),
];

/** Text a client should never send, and text it may. */
const junkText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.oneof(CONTROL, LONE_SURROGATE, fc.constant('\u007f')), fc.string({ maxLength: 8 }))
      .map((p) => p.join('')),
  },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
);

const hugeNumberText = fc.constantFrom(
  '1e309', '-1e309', '1e-400', '9'.repeat(400), '-0', '0x1F', '1_000', '0.0000001', '9007199254740993',
  '2147483648', '-2147483649', '18446744073709551616', '1.5', '-1', '00012', '+3', ' 42 ',
);

const badDate = fc.oneof(
  fc.constantFrom(
    '2026-02-30', '2026-13-01', '2026-00-10', '0000-00-00', '9999-12-31', '+275760-09-13', '-000001-01-01',
    '2026-06-01T25:61:00Z', '2026-6-1', '20260601', '01/06/2026', '2026-06-01 ', 'yesterday', '1970-01-01',
    '2025-12-31', '2026-06-01', '2027-06-01', '2100-01-01',
  ),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

const queryValue = fc.oneof(junkText, hugeNumberText, badDate, fc.integer().map(String), fc.constantFrom('0', '1', 'a;b;;c', ';;', ','));

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
const encode = (value: string): string =>
  value.replace(/[\s\S]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const code = ch.charCodeAt(0);
      // The UTF-8-style bytes of a lone surrogate (invalid UTF-8, as a hostile client may send).
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  });

const rawPercentJunk = fc.constantFrom('%', '%G1', '%C0%80', '%ED%A0%80', '%FF', '%E0%A4%A', '%00', '%2F', '%2e%2e', '..', '.', '');

// ---- JSON bodies (as text: duplicate keys, __proto__, numbers beyond double) -------------------------------------------

const jsonString = (value: string): string => JSON.stringify(value).replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

const jsonLeaf = fc.oneof(
  junkText.map(jsonString),
  badDate.map(jsonString),
  hugeNumberText.filter((n) => /^-?\d+(\.\d+)?(e-?\d+)?$/.test(n)),
  fc.double().map((d) => (Number.isFinite(d) ? String(d) : '1e999')),
  fc.constantFrom('true', 'false', 'null', '0', '-0', '1e999', '-1e999', '123456789012345678901234567890', '""', '[]', '{}'),
);

const { jsonValue } = fc.letrec<{ jsonValue: string; jsonObject: string; jsonArray: string }>((tie) => ({
  jsonValue: fc.oneof({ depthSize: 'small', withCrossShrink: true }, jsonLeaf, tie('jsonObject'), tie('jsonArray')),
  jsonArray: fc.array(tie('jsonValue'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
  jsonObject: fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...['__proto__', 'constructor', 'prototype', '']), junkText), tie('jsonValue')), { maxLength: 5 })
    .map((entries) => `{${entries.map(([k, v]) => `${jsonString(k)}:${v}`).join(',')}}`),
}));

/** An object with the API's own field names and values of the wrong types (what reaches a handler's decoding). */
const contractShapedBody = () =>
  fc
    .array(fc.tuple(fc.constantFrom(...fieldNames, '__proto__'), jsonValue), { minLength: 1, maxLength: 8 })
    .map((entries) => `{${entries.map(([k, v]) => `${jsonString(k)}:${v}`).join(',')}}`);

const rawJunkBody = fc.oneof(
  fc.constantFrom('', '{', '}', '[1,', '{"a":}', 'nul', '"\\ud800"', '"\\u0000"', '{"a":1}{"b":2}', '\u0000', '\ufeff{}', 'undefined'),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

// ---- Requests ------------------------------------------------------------------------------------------------------

interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly body: string | undefined;
  readonly contentType: string | undefined;
  readonly auth: 'tenant' | 'junk' | 'none';
  readonly junkToken: string;
}

const segmentFor = (template: string) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '42', '1999', '0', '-1', '999999999999', '1e3', 'abc', 'EUR', 'fr', 'common.json', 'x.svg') },
    { weight: 2, arbitrary: junkText.map(encode) },
    { weight: 1, arbitrary: hugeNumberText.map(encode) },
    { weight: 1, arbitrary: rawPercentJunk },
    // A literal segment kept as is, so deeper routes are reached too.
    { weight: 1, arbitrary: fc.constant(template.startsWith(':') || template.includes('*') ? '1' : template) },
  );

/** A concrete path for a route pattern: parameters and wildcards replaced by plausible or hostile segments. */
const pathFor = (pattern: string) => {
  const parts = pattern.split('/').filter((p) => p !== '');
  return fc
    .tuple(
      ...parts.map((part) =>
        part.startsWith(':') || part.includes('*')
          ? part.includes('*')
            ? fc.array(segmentFor(part), { minLength: 0, maxLength: 3 }).map((s) => s.join('/'))
            : segmentFor(part)
          : fc.oneof({ weight: 19, arbitrary: fc.constant(part) }, { weight: 1, arbitrary: segmentFor(part) }),
      ),
    )
    .map((segments) => `/${segments.filter((s) => s !== '').join('/')}`);
};

const queryFor = () =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames, '_locale', 'lang', 'input', 'Email', 'phone', 'to', '_page', 'fleetDates[0][startDate]', 'fleetDates[99][endDate]', 'types[]') }, { weight: 1, arbitrary: junkText }),
        queryValue,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`));

const requestArb = () =>
  fc
    .record({
      route: fc.constantFrom(...routes),
      otherMethod: fc.constantFrom(...METHODS),
      keepMethod: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      query: queryFor(),
      body: fc.oneof({ weight: 4, arbitrary: contractShapedBody() }, { weight: 2, arbitrary: jsonValue }, { weight: 1, arbitrary: rawJunkBody }),
      contentType: fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', undefined),
      auth: fc.constantFrom<FuzzRequest['auth']>('tenant', 'tenant', 'junk', 'none'),
      junkToken: fc.oneof(fc.string({ maxLength: 80 }).filter((s) => /^[\x21-\x7e]*$/.test(s)), fc.constantFrom('', 'null', 'a'.repeat(4000))),
    })
    .chain((r) =>
      pathFor(r.route.path).map((path): FuzzRequest => {
        const method = r.route.method === 'ALL' || !r.keepMethod ? r.otherMethod : r.route.method;
        const hasBody = method !== 'GET' && method !== 'HEAD';
        return { method, path: `${path}${r.query}`, body: hasBody ? r.body : undefined, contentType: r.contentType, auth: r.auth, junkToken: r.junkToken };
      }),
    );

const send = async (request: FuzzRequest): Promise<{ status: number; text: string }> => {
  const headers: Record<string, string> = { Cookie: `XSRF-TOKEN=${XSRF}`, 'X-XSRF-TOKEN': XSRF, Accept: 'application/json' };
  if (request.contentType && request.body !== undefined) headers['Content-Type'] = request.contentType;
  // Signing out would end the session the other requests use.
  if (request.auth === 'tenant' && !/logout/.test(request.path)) headers.Authorization = `Bearer ${tenantToken}`;
  if (request.auth === 'junk') headers.Authorization = `Bearer ${request.junkToken}`;
  const response = await fetch(`${t.url}${request.path}`, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, text: await response.text() };
};

describe('fuzzing every route', () => {
  it('reads the route table of the app', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /api/v6/auth/login');
    expect(paths).toContain('GET /api/v6/autocomplete/places');
    expect(routes.length).toBeGreaterThan(20);
    expect(fieldNames).toEqual(expect.arrayContaining(['email', 'password', 'phoneGroup', 'startDate']));
  });

  it(`answers ${RUNS} malformed requests without a 5xx or a stack trace (seed ${SEED})`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(requestArb(), async (request) => {
        const { status, text } = await send(request);
        if (status >= 500 || LEAK.test(text)) {
          throw new Error(`${request.method} ${request.path} answered ${status}: ${text.slice(0, 300)}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: false },
    );
    // Printed so a slow machine shows up in the log before it shows up as a timeout.
    console.log(`fuzz: ${RUNS} requests over ${routes.length} routes in ${Date.now() - started} ms (seed ${SEED})`);
  }, 240_000);
});
