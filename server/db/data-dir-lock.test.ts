import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME, systemLockHost, type LockHost, type LockOwner } from './data-dir-lock';

let root: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'seaway-lock-'));
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const system = systemLockHost();
const lockFile = (dir: string) => join(dir, LOCK_FILE_NAME);
const readOwner = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockOwner;
const writeOwner = (dir: string, owner: Partial<LockOwner>) =>
  writeFileSync(lockFile(dir), JSON.stringify({ hostname: system.hostname, processStart: null, createdAt: '2026-01-01T00:00:00.000Z', ...owner }));

/** A live process that is not us. */
const liveProcess = (): number => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
};

/** The pid of a process that has exited. */
const deadPid = (): number => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

describe('acquireDataDirLock', () => {
  it('creates the folder and a lock naming this process, and removes it on release', () => {
    const dir = join(root, 'data');
    const lock = acquireDataDirLock(dir);
    expect(lock.path).toBe(resolve(dir, LOCK_FILE_NAME));
    expect(readOwner(dir)).toMatchObject({ pid: process.pid, hostname: system.hostname });
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lock.release();
  });

  it('refuses a second owner in the same process until the first releases', () => {
    const first = acquireDataDirLock(root);
    expect(() => acquireDataDirLock(root)).toThrow(DataDirInUseError);
    first.release();
    acquireDataDirLock(root).release();
  });

  it('refuses while another live process holds it, naming the folder, the pid and the lock file', () => {
    const pid = liveProcess();
    writeOwner(root, { pid, processStart: system.processStart(pid) });
    let error: unknown;
    try {
      acquireDataDirLock(root);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    const message = (error as Error).message;
    expect(message).toContain(resolve(root));
    expect(message).toContain(`process ${pid} on ${system.hostname}`);
    expect(message).toContain(lockFile(resolve(root)));
    expect(readOwner(root).pid).toBe(pid);
  });

  it('takes over the lock of a dead process (kill -9 leaves it behind)', () => {
    const pid = deadPid();
    writeOwner(root, { pid });
    const lock = acquireDataDirLock(root);
    expect(readOwner(root).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over when the pid now belongs to another process (different start time)', () => {
    const pid = liveProcess();
    writeOwner(root, { pid, processStart: '1' });
    const host: LockHost = { ...system, processStart: (p) => (p === pid ? '999' : system.processStart(p)) };
    acquireDataDirLock(root, host).release();
  });

  it('takes over a lock naming this very pid (a restarted container reuses pids) and a corrupted lock', () => {
    writeOwner(root, { pid: process.pid });
    acquireDataDirLock(root).release();
    writeFileSync(lockFile(root), 'not json');
    acquireDataDirLock(root).release();
  });

  it('refuses a lock of another host: whether that process lives cannot be known from here', () => {
    writeOwner(root, { pid: deadPid(), hostname: 'another-host' });
    expect(() => acquireDataDirLock(root)).toThrow(/another-host/);
  });

  it('never removes a lock that another process took meanwhile', () => {
    const lock = acquireDataDirLock(root);
    const pid = liveProcess();
    writeOwner(root, { pid });
    lock.release();
    expect(readOwner(root).pid).toBe(pid);
  });

  it('lets exactly one of several processes taking over a stale lock at once win', async () => {
    writeOwner(root, { pid: deadPid() });
    const module = resolve('server/db/data-dir-lock.ts');
    const startAt = Date.now() + 2500;
    const script = `
      import { acquireDataDirLock } from ${JSON.stringify(module)};
      while (Date.now() < ${startAt}) {}
      try { acquireDataDirLock(${JSON.stringify(root)}); console.log('won'); setTimeout(() => {}, 1500); }
      catch (e) { console.log(e.name === 'DataDirInUseError' ? 'refused' : 'error ' + e.message); }
    `;
    const runs = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(child);
      let out = '';
      child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
      return new Promise<string>((r) => child.on('exit', () => r(out.trim())));
    });
    const results = await Promise.all(runs);
    expect(results.filter((r) => r === 'won')).toHaveLength(1);
    expect(results.filter((r) => r === 'refused')).toHaveLength(3);
  }, 30_000);
});
