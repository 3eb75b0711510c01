import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/production-server';
import { cloneDatabase } from './harness';
import { send, startServerProcess, type ServerProcess } from './server-process';

/**
 * Several API processes on one port (API_PROCESSES, server/api-processes.ts). The process manager is tested with a
 * stand-in API process (fixtures/), on every run; the real server with two processes on PostgreSQL only, as the
 * embedded database belongs to one process.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET on a connection of its own (each new connection goes to the next process): status and body, or 'refused'. */
const getFresh = (url: string): Promise<{ status: number; body: string } | 'refused'> =>
  new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve('refused'));
    }).on('error', () => resolve('refused'));
  });

/** The processes whose parent is `pid` running `script` (Linux's /proc: tsx's esbuild service is a child too). */
const childrenOf = (pid: number, script: string): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The parent's pid is the 4th field of /proc/<pid>/stat, after the command in parentheses.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(script);
      } catch {
        return false; // it ended while being read
      }
    })
    .map(Number);

const waitFor = async (what: string, condition: () => boolean, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
};

/** fixtures/api-processes-primary.ts with the stand-in API processes. */
const startPrimary = async (env: Record<string, string>) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/fixtures/api-processes-primary.ts'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
};

describe('API processes on one port (server/api-processes.ts)', () => {
  it('hands new connections to each process in turn, replaces one that dies, and stops them all with exit code 0', async () => {
    const primary = await startPrimary({ PROCESSES: '3' });
    await waitFor('ready', () => primary.output().includes('ready '));
    const pidsAnswering = async (requests: number) => {
      const answers = await Promise.all(Array.from({ length: requests }, () => getFresh(primary.url)));
      return answers.map((a) => (a === 'refused' ? 'refused' : a.body));
    };
    const first = new Set(await pidsAnswering(12));
    expect(first.size).toBe(3);
    expect([...first].sort()).toEqual(childrenOf(primary.child.pid!, 'api-process.ts').map(String).sort());

    const [gone] = [...first];
    process.kill(Number(gone), 'SIGKILL');
    await waitFor('a replacement', () => primary.output().includes(` is serving in place of ${gone}`));
    expect(childrenOf(primary.child.pid!, 'api-process.ts')).toHaveLength(3);
    const after = new Set(await pidsAnswering(12));
    expect(after.size).toBe(3);
    expect(after.has(gone!)).toBe(false);

    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    expect(primary.output()).toContain('stopped 0');
  }, 60_000);

  it('answers what every process holds when asked to stop', async () => {
    const primary = await startPrimary({ PROCESSES: '2', SLOW_MS: '400' });
    await waitFor('ready', () => primary.output().includes('ready '));
    const held = Array.from({ length: 6 }, () => send(primary.url, '/'));
    await Promise.all(held.map((r) => r.written));
    await sleep(50);
    primary.child.kill('SIGTERM');
    expect(await Promise.all(held.map((r) => r.outcome))).toEqual(held.map(() => 200));
    expect(await primary.exited).toBe(0);
  }, 60_000);

  it('stops them all, with its exit code, when one stops before serving', async () => {
    const primary = await startPrimary({ PROCESSES: '2', FAIL_AT_START: '3' });
    expect(await primary.exited).toBe(3);
    expect(primary.output()).toContain('not ready: an API process stopped while starting (exit code 3)');
  }, 60_000);
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('API_PROCESSES=2: the server as two processes on one port (PostgreSQL)', () => {
  let clone: Awaited<ReturnType<typeof cloneDatabase>> | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    clone = await cloneDatabase(databaseUrl!);
    server = await startServerProcess({ DATABASE_URL: clone.url, API_PROCESSES: '2', DATA_DIR: undefined });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await clone?.drop();
  }, 60_000);

  it('serves from two processes, keeps answering while one is replaced, and drains both on SIGTERM', async () => {
    const { child, url, output } = server!;
    expect(output()).toMatch(/Seaway is ready on .* \(PostgreSQL, 2 API processes, \d+ ms\)/);
    const processes = childrenOf(child.pid!, 'server/main.ts');
    expect(processes).toHaveLength(2);

    const search = '/api/v6/products?address=Marseille';
    const burst = () => Promise.all(Array.from({ length: 8 }, () => getFresh(`${url}${search}`)));
    const statuses = (answers: Awaited<ReturnType<typeof burst>>) => answers.map((a) => (a === 'refused' ? a : a.status));
    expect(statuses(await burst())).toEqual(Array(8).fill(200));

    // One API process dies: the other answers every new connection meanwhile, and a replacement joins it.
    process.kill(processes[0]!, 'SIGKILL');
    await waitFor('the primary to notice', () => output().includes(`API process ${processes[0]} stopped (SIGKILL)`));
    expect(statuses(await burst())).toEqual(Array(8).fill(200));
    await waitFor('a replacement', () => output().includes(` is serving in place of ${processes[0]}`), 60_000);
    const now = childrenOf(child.pid!, 'server/main.ts');
    expect(now).toHaveLength(2);
    expect(now).not.toContain(processes[0]);
    expect(statuses(await burst())).toEqual(Array(8).fill(200));

    // SIGTERM during a burst: every request written is answered, then both processes and the primary exit 0.
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const inFlight = Array.from({ length: 24 }, () => send(url, search));
    await Promise.all(inFlight.map((r) => r.written));
    await sleep(20);
    child.kill('SIGTERM');
    expect(await Promise.all(inFlight.map((r) => r.outcome))).toEqual(inFlight.map(() => 200));
    expect(await exited).toBe(0);
    for (const pid of now) expect(() => process.kill(pid, 0)).toThrow(); // gone, not left behind
  }, 120_000);
});
