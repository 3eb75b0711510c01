import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ProductionServer {
  readonly url: string;
  stop(): Promise<void>;
  /** What the server has written to its stdout and stderr so far. */
  output(): string;
}

/** A free loopback port, asked of the system. */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

/**
 * The server as `npm start` runs it after its build (`tsx server/main.ts`, NODE_ENV=production), on a loopback port
 * over a new embedded database in a temporary folder (migrated and seeded with the demo data at start), or over the
 * PostgreSQL database it is given, serving `distDir`. Ready once /api/v6/health answers.
 */
export const startProductionServer = async (options: { distDir: string; port?: number; databaseUrl?: string; env?: Record<string, string> }): Promise<ProductionServer> => {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const folder = mkdtempSync(join(tmpdir(), 'seaway-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: join(folder, 'data'),
    DIST_DIR: resolve(options.distDir),
    ...options.env,
  };
  // The embedded database unless a PostgreSQL one is named: a benchmark never touches a configured DATABASE_URL.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) child.kill('SIGTERM');
    const timer = setTimeout(() => running && child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (!running) break;
    const ok = await fetch(`${url}/api/v6/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop, output: () => output };
    await new Promise((done) => setTimeout(done, 500));
  }
  await stop();
  throw new Error(`the production server did not start on ${url}:\n${output.slice(-4000)}`);
};
