import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { createSession } from '../../server/auth/sessions';
import { openDatabase, openPglite } from '../../server/db/database';
import { startServer, type RunningServer } from '../../server/start';
import { TEMPLATE_PATH, TEST_NOW } from './settings';

export interface TestServer {
  readonly server: RunningServer;
  readonly url: string;
  /** A client that keeps cookies and sends the anti-forgery header, like the web app. */
  readonly client: ApiClient;
  close(): Promise<void>;
}

/** Starts the real server on a free port over a fresh copy of the seeded test database. */
export const startTestServer = async (options: { now?: Date; env?: Record<string, string> } = {}): Promise<TestServer> => {
  const templateUrl = process.env.DATABASE_URL;
  // On PostgreSQL each test server gets its own copy of the seeded database, as PGlite's template gives one: the
  // test files never see each other's data.
  const clone = templateUrl ? await cloneDatabase(templateUrl) : undefined;
  const databaseUrl = clone?.url;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir: '' })
    : openPglite(await PGlite.create({ loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]) }));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', ...options.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const now = options.now ?? TEST_NOW;
  const server = await startServer({ ...config, port: 0 }, { database, now: () => now, log: () => undefined });
  const url = `http://127.0.0.1:${server.port}`;
  return {
    server,
    url,
    client: new ApiClient(url),
    close: async () => {
      await server.close();
      await clone?.drop();
    },
  };
};

let clones = 0;

/**
 * A new database made from the seeded one (`CREATE DATABASE … TEMPLATE`, a file copy: well under a second), and how
 * to drop it. Nobody stays connected to the template (global-setup closes its handle), which PostgreSQL requires.
 */
export const cloneDatabase = async (templateUrl: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const template = new URL(templateUrl);
  const templateName = decodeURIComponent(template.pathname.slice(1));
  const name = `${templateName}_${process.pid}_${++clones}`;
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists "${name}"`);
  await run(`create database "${name}" template "${templateName}"`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  // Dropped once the server's connections have gone: a pool's end() resolves before its sockets close, and a forced
  // drop would send those closing clients a FATAL they can no longer handle (an uncaught error in the test run).
  const drop = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await run(`drop database if exists "${name}"`);
        return;
      } catch (error) {
        // 55006: still in use. After two seconds the stragglers are cut off.
        if ((error as { code?: string }).code !== '55006') throw error;
        if (attempt >= 40) return run(`drop database if exists "${name}" with (force)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  return { url: url.toString(), drop };
};

/** A client signed in as `userId`: its session made in the test database, at the test clock's time. */
export const signedInClient = async (t: TestServer, userId: number): Promise<ApiClient> => {
  const client = new ApiClient(t.url);
  client.token = await createSession(t.server.database.db, userId, TEST_NOW);
  return client;
};

export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export class ApiClient {
  token: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (its cookies) talking to another server, as a load balancer would send it (replicas.test.ts). */
  on(baseUrl: string): ApiClient {
    const client = new ApiClient(baseUrl, this.cookies);
    client.token = this.token;
    return client;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/v6/health');
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) {
      const jar = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      headers.Cookie = options.headers?.Cookie ? `${jar}; ${options.headers.Cookie}` : jar;
    }
    if (method !== 'GET' && options.xsrf !== false) headers['X-XSRF-TOKEN'] = this.cookies.get('XSRF-TOKEN') ?? '';
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) this.cookies.set(k.trim(), v.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: unknown, options: { xsrf?: boolean } = {}) {
    return this.request<T>('POST', path, { ...options, ...(body !== undefined ? { body } : {}) });
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body !== undefined ? { body } : {});
  }
  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }
}
