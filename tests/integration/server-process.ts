import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { freePort } from '../../bench/production-server';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `node --import tsx server/main.ts` as its own process (what `npm run serve` runs), on a free port, once it says it is
 * ready. `env` is added to the test's environment; a key set to undefined is removed from it.
 */
export const startServerProcess = async (env: Record<string, string | undefined>): Promise<ServerProcess> => {
  const port = await freePort();
  let output = '';
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Seaway is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};

/** One request on its own connection (as a proxy's fresh one): written at once, its outcome kept, never thrown. */
export const send = (url: string, path: string): { written: Promise<void>; outcome: Promise<number | 'refused'> } => {
  let markWritten: () => void = () => undefined;
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const outcome = new Promise<number | 'refused'>((resolve) => {
    const req = httpRequest(`${url}${path}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve('refused'));
    });
    req.on('finish', markWritten);
    req.on('error', () => {
      markWritten();
      resolve('refused');
    });
    req.end();
  });
  return { written, outcome };
};
