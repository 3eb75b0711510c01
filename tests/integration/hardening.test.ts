/**
 * Issue [11]: one database owner per data folder, no 500 on control characters, bounded bodies and passwords,
 * security headers on real answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../server/db/data-dir-lock';
import { startTestServer, type TestServer } from './harness';

const TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };
const XSRF = 'hardening-test-token';
const STACK_TRACE = /\n\s+at\s|\.(ts|js):\d+:\d+|node_modules|node:internal/;

let t: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seaway-dist-'));
  // The real index.html (as Vite takes it): the configuration placeholder in a page without inline script or style.
  writeFileSync(join(dist, 'index.html'), readFileSync('index.html', 'utf8'));
  t = await startTestServer({ env: { DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A POST with a valid anti-forgery pair and any raw body. */
const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${XSRF}`, 'X-XSRF-TOKEN': XSRF, ...headers },
    body,
  });

const expectBadRequest = async (response: Response, label: string) => {
  const text = await response.text();
  expect(response.status, `${label}: ${text}`).toBe(400);
  expect(JSON.parse(text), label).toMatchObject({ error: 'bad_request' });
  expect(text, label).not.toMatch(STACK_TRACE);
};

describe('control characters are refused at the edge with 400, never sent to the database', () => {
  it('answers 400 to a NUL (or any C0 control) in a query value, where it used to be a 500', async () => {
    for (const input of ['%00', 'Mar%00seille', '%01', 'a%0Ab', '%1B', '%7F']) {
      await expectBadRequest(await fetch(`${t.url}/api/v6/autocomplete/places?input=${input}`), input);
    }
    const ordinary = await fetch(`${t.url}/api/v6/autocomplete/places?input=Marseille`);
    expect(ordinary.status).toBe(200);
  });

  it('answers 400 to a control character in a query key, in a search filter, or in a path segment', async () => {
    await expectBadRequest(await fetch(`${t.url}/api/v6/products?%00=1`), 'query key');
    await expectBadRequest(await fetch(`${t.url}/api/v6/products?address=Nice%00`), 'search address');
    await expectBadRequest(await fetch(`${t.url}/api/v6/legacy/password-reset?Email=a%00@b.co`), 'legacy reset');
    await expectBadRequest(await fetch(`${t.url}/api/v6/products/1%00`), 'API path');
    await expectBadRequest(await fetch(`${t.url}/media/boats/%00/1.svg`), 'media path');
    await expectBadRequest(await fetch(`${t.url}/boat-rental/search?address=%07`), 'page query');
  });

  it('answers 400 to a control character or a lone surrogate anywhere in a JSON body, and accepts tab and newline', async () => {
    await expectBadRequest(await postRaw('/api/v6/auth/login', JSON.stringify({ ...TENANT, email: 'tenant@demo.seaway.test\u0000' })), 'email');
    await expectBadRequest(await postRaw('/api/v6/auth/email/exists', '{"email":"a\\u0000@b.co"}'), 'escaped NUL');
    await expectBadRequest(await postRaw('/api/v6/autocomplete/places', '{"place":"x","lang":"\\u0008"}'), 'backspace');
    await expectBadRequest(await postRaw('/api/v6/auth/email/exists', '{"email":"a\\ud800@b.co"}'), 'lone surrogate');
    await expectBadRequest(
      await postRaw('/api/v6/auth/register', JSON.stringify({ email: 'x@y.co', phoneGroup: { country: 'FR', number: '06\u0000' } })),
      'nested',
    );
    // Tab is ordinary text in a body: this password is just wrong (401), not refused.
    const tab = await postRaw('/api/v6/auth/login', JSON.stringify({ email: TENANT.email, password: 'Tenant-\t2026!' }));
    expect(tab.status).toBe(401);
  });
});

/** Sends the headers and `sent` bytes of a body declared (or chunked) larger, and resolves with the first answer. */
const partialUpload = (path: string, headers: Record<string, string>, chunks: readonly string[]) =>
  new Promise<{ status: number; body: string }>((resolvePromise, reject) => {
    const url = new URL(path, t.url);
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${XSRF}`, 'X-XSRF-TOKEN': XSRF, ...headers },
    });
    req.on('error', reject);
    req.on('response', (response: IncomingMessage) => {
      let body = '';
      response.on('data', (d: Buffer) => (body += d.toString()));
      response.on('end', () => {
        req.destroy();
        resolvePromise({ status: response.statusCode ?? 0, body });
      });
    });
    // The body is never finished: only an answer given before the end can settle this promise.
    for (const chunk of chunks) req.write(chunk);
  });

describe('request bodies are bounded', () => {
  it('answers 413 to a 12 MB JSON body on login', async () => {
    const big = JSON.stringify({ email: TENANT.email, password: 'x'.repeat(12 * 1024 * 1024) });
    const response = await postRaw('/api/v6/auth/login', big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large', message: 'The request body is too large.' });
  });

  it('answers 413 on the declared Content-Length, before the body is read', async () => {
    const answer = await partialUpload('/api/v6/auth/login', { 'Content-Length': String(12 * 1024 * 1024) }, [`{"email":"a@b.co","password":"${'x'.repeat(64 * 1024)}`]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large' });
  });

  it('counts a chunked body (no Content-Length) and answers 413 as soon as it passes 1 MB', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const answer = await partialUpload('/api/v6/auth/login', { 'Transfer-Encoding': 'chunked' }, ['{"password":"', ...Array<string>(17).fill(chunk)]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large' });
  });

  it('still reads a small chunked body', async () => {
    const answer = await new Promise<number>((resolvePromise, reject) => {
      const req = httpRequest(new URL('/api/v6/auth/login', t.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${XSRF}`, 'X-XSRF-TOKEN': XSRF, 'Transfer-Encoding': 'chunked' },
      });
      req.on('error', reject);
      req.on('response', (response) => {
        response.resume();
        resolvePromise(response.statusCode ?? 0);
      });
      req.write(`{"email":"${TENANT.email}",`);
      req.end(`"password":"wrong-password"}`);
    });
    expect(answer).toBe(401);
  });

  it('keeps the anti-forgery check first: a large body without the token is 403', async () => {
    const response = await fetch(`${t.url}/api/v6/auth/login`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(403);
  });
});

describe('passwords have a maximum length (128), checked before the slow hash', () => {
  const login = (password: string) => postRaw('/api/v6/auth/login', JSON.stringify({ email: TENANT.email, password }));

  it('answers 400 to a login with 129 characters and 401 (a wrong password) with 128', async () => {
    const tooLong = await login('x'.repeat(129));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain('at most 128 characters');
    expect((await login('x'.repeat(128))).status).toBe(401);
  });

  it('counts characters, not UTF-16 units: 128 emoji pass, 129 do not', async () => {
    expect((await login('🚤'.repeat(128))).status).toBe(401);
    expect((await login('🚤'.repeat(129))).status).toBe(400);
  });

  it('answers 400 to a registration or a password reset with a password of 129 characters', async () => {
    const register = await postRaw(
      '/api/v6/auth/register',
      JSON.stringify({ email: 'long@seaway.test', firstName: 'Lena', lastName: 'Long', phoneGroup: { country: 'FR', number: '0612345678' }, currencyCode: 'EUR', password: 'y'.repeat(129) }),
    );
    expect(register.status).toBe(400);
    const reset = await postRaw('/api/v6/auth/password-reset', JSON.stringify({ token: 'anything', password: 'y'.repeat(129) }));
    expect(reset.status).toBe(400);
  });
});

/** The CSP as directive → sources. */
const cspOf = (response: Response): Map<string, string[]> =>
  new Map(
    (response.headers.get('Content-Security-Policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );

const expectCommonHeaders = (response: Response, label: string) => {
  expect(response.headers.get('X-Content-Type-Options'), label).toBe('nosniff');
  expect(response.headers.get('X-Frame-Options'), label).toBe('SAMEORIGIN');
  expect(response.headers.get('Referrer-Policy'), label).toBe('strict-origin-when-cross-origin');
  const csp = cspOf(response);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
};

describe('security headers on real answers', () => {
  it('the HTML page: a CSP whose nonce is the configuration element’s, and no HSTS over http', async () => {
    const response = await fetch(`${t.url}/fr/location-bateau/recherche`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expectCommonHeaders(response, 'html');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(cspOf(response).get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(html).toContain(`<script type="application/json" id="seaway-configuration" nonce="${nonce}">`);
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    const again = await fetch(`${t.url}/fr/location-bateau/recherche`);
    expect(again.headers.get('Content-Security-Policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('the page template has no inline script or style the policy would block', () => {
    const html = readFileSync('index.html', 'utf8');
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''));
    expect(inlineScripts).toEqual([]);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });

  it('API answers, errors included', async () => {
    expectCommonHeaders(await fetch(`${t.url}/api/v6/health`), 'health');
    expectCommonHeaders(await fetch(`${t.url}/api/v6/no-such-endpoint`), '404');
    expectCommonHeaders(await fetch(`${t.url}/api/v6/autocomplete/places?input=%00`), '400');
    expectCommonHeaders(await postRaw('/api/v6/auth/login', 'x'.repeat(2 * 1024 * 1024)), '413');
  });

  it('the dev outbox page: the same headers, its one inline style allowed by the nonce', async () => {
    const response = await fetch(`${t.url}/dev/sms-outbox`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response, 'dev page');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(cspOf(response).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(await response.text()).toContain(`<style nonce="${nonce}">`);
  });

  it('Strict-Transport-Security when PUBLIC_URL is https', async () => {
    const https = await startTestServer({ env: { DIST_DIR: dist, PUBLIC_URL: 'https://www.seaway.example' } });
    try {
      const response = await fetch(`${https.url}/`);
      expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
      expect(cspOf(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('one server per data folder (two real server processes)', () => {
  const root = mkdtempSync(join(tmpdir(), 'seaway-lock-'));
  const dataDir = join(root, 'data');
  const started: ChildProcess[] = [];
  const serverPids: number[] = [];

  interface Run {
    readonly child: ChildProcess;
    readonly ready: Promise<boolean>;
    readonly exited: Promise<number | null>;
    output(): string;
  }

  /** `tsx server/main.ts` (what `npm start` runs after the build) on the shared folder, on a free port. */
  const startServerProcess = (): Run => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_BOATS: '12', NODE_ENV: 'test' };
    delete env.DATABASE_URL;
    const child = spawn(resolve('node_modules/.bin/tsx'), ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(child);
    let text = '';
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const ready = new Promise<boolean>((r) => {
      const onData = (d: Buffer) => {
        text += d.toString();
        if (text.includes('Seaway is ready on')) r(true);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then(() => r(false));
    });
    return { child, ready, exited, output: () => text };
  };

  const lockOwnerPid = (): number => (JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid: number }).pid;

  const isRunning = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  afterAll(() => {
    for (const pid of serverPids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a second server with exit code 2 naming the folder and the pid; after kill -9 of the first, a new start works', async () => {
    const first = startServerProcess();
    expect(await first.ready, first.output()).toBe(true);
    const firstPid = lockOwnerPid();
    serverPids.push(firstPid);
    expect(isRunning(firstPid)).toBe(true);

    const second = startServerProcess();
    expect(await second.exited, second.output()).toBe(2);
    expect(second.output()).toContain(`The data folder ${resolve(dataDir)} is in use`);
    expect(second.output()).toContain(`process ${firstPid} on `);
    expect(second.output()).not.toContain('Seaway is ready');
    // The first server still owns the folder and still answers.
    expect(lockOwnerPid()).toBe(firstPid);

    process.kill(firstPid, 'SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const third = startServerProcess();
    expect(await third.ready, third.output()).toBe(true);
    const thirdPid = lockOwnerPid();
    serverPids.push(thirdPid);
    expect(thirdPid).not.toBe(firstPid);
    // The data survived kill -9: the third start did not seed again.
    expect(third.output()).not.toContain('Seeded the demo data');

    // A clean stop releases the lock. (SIGTERM goes to the server itself, as a service manager signals the whole
    // process group: tsx's wrapper alone relays it with a 30 ms deadline that a loaded machine can miss.)
    process.kill(thirdPid, 'SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 180_000);
});

describe('kept-alive connections', () => {
  it('stay open longer than a reverse proxy keeps its idle ones to the server (5 s by default in Node)', async () => {
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = httpRequest(`${t.url}/api/v6/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect((await get()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      // The same connection answers after six idle seconds: Node's default would have closed it after five.
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
