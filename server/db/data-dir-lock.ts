import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname as osHostname } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * One database owner per data folder: the embedded PostgreSQL (PGlite) must never be opened by two processes at once,
 * or both write the same files. The owner holds `DATA_DIR/seaway.lock`, which names it (pid, host, when). The lock is
 * created atomically (written aside, then hard-linked into place: it exists complete or not at all). A lock whose
 * process has died (kill -9, crash, power loss) is stale and is taken over, under a second lock so that two processes
 * taking over at once cannot both win. The lock is released when the database closes, or at exit.
 */
export const LOCK_FILE_NAME = 'seaway.lock';

export interface LockOwner {
  readonly pid: number;
  readonly hostname: string;
  /** The process's start time in clock ticks since boot (Linux /proc), to tell a reused pid from the owner. */
  readonly processStart: string | null;
  readonly createdAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
    readonly lockPath: string,
  ) {
    super(inUseMessage(dataDir, owner, lockPath));
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** The lock file. */
  readonly path: string;
  /** Removes the lock file if it is still ours; idempotent. */
  release(): void;
}

/** What the lock looks at, injectable for tests. */
export interface LockHost {
  readonly pid: number;
  readonly hostname: string;
  /** True when the process exists on this host and is not a zombie. */
  isRunning(pid: number): boolean;
  /** The process's start time (Linux), null where unknown. */
  processStart(pid: number): string | null;
  now(): Date;
}

const procStat = (pid: number): string[] | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
};

export const systemLockHost = (): LockHost => ({
  pid: process.pid,
  hostname: osHostname(),
  isRunning: (pid) => {
    try {
      process.kill(pid, 0);
    } catch (error) {
      // EPERM: it exists but belongs to another user.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
    }
    const state = procStat(pid)?.[0];
    return state !== 'Z' && state !== 'X';
  },
  // Field 22 of /proc/<pid>/stat; index 19 once pid and comm are cut off.
  processStart: (pid) => procStat(pid)?.[19] ?? null,
  now: () => new Date(),
});

const inUseMessage = (dataDir: string, owner: LockOwner | undefined, lockPath: string): string => {
  const who = owner ? `process ${owner.pid} on ${owner.hostname}, since ${owner.createdAt}` : 'another process';
  return (
    `The data folder ${dataDir} is in use by another Seaway server (${who}). Two servers must not share one embedded ` +
    `database: stop that server first, or set DATA_DIR to another folder. ` +
    `(Lock file: ${lockPath}; remove it only if no server runs there, e.g. on another host sharing the folder.)`
  );
};

const parseOwner = (text: string): LockOwner | undefined => {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return undefined;
    if (typeof value.hostname !== 'string') return undefined;
    return {
      pid: value.pid,
      hostname: value.hostname,
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
      createdAt: typeof value.createdAt === 'string' ? value.createdAt : '?',
    };
  } catch {
    return undefined;
  }
};

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** Creates `path` holding `content` only if it does not exist, atomically (never seen half-written). */
const createExclusive = (path: string, content: string): boolean => {
  const aside = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(aside, content, { flag: 'wx' });
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: an exclusive create (a reader may then briefly see it empty).
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EXDEV') {
      try {
        writeFileSync(path, content, { flag: 'wx' });
        return true;
      } catch (inner) {
        if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw inner;
      }
    }
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
};

const sleepSync = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Locks held by this process: a second open of the same folder in one process is refused too. */
const heldHere = new Set<string>();

/** How long a takeover may take before another process considers it abandoned. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Takes the lock of `dataDir` (creating the folder), or throws DataDirInUseError naming the folder and the process
 * that holds it. A lock left by a dead process is taken over.
 */
export const acquireDataDirLock = (dataDir: string, host: LockHost = systemLockHost()): DataDirLock => {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE_NAME);
  mkdirSync(dir, { recursive: true });
  if (heldHere.has(path)) throw new DataDirInUseError(dir, ownerOf(host), path);

  const mine = JSON.stringify(ownerOf(host));
  /** Held: alive on this host and not a reused pid. On another host we cannot tell, so it is held. */
  const isHeld = (owner: LockOwner): boolean => {
    if (owner.hostname !== host.hostname) return true;
    if (owner.pid === host.pid) return false;
    if (!host.isRunning(owner.pid)) return false;
    const start = host.processStart(owner.pid);
    return owner.processStart === null || start === null || start === owner.processStart;
  };

  const takeOver = (staleText: string): boolean => {
    const mutex = `${path}.takeover`;
    if (!createExclusive(mutex, mine)) {
      // Someone else is taking over; if they died doing it, clear their mutex for the next attempt.
      const text = readText(mutex);
      const owner = text === undefined ? undefined : parseOwner(text);
      const age = mutexAge(mutex, host);
      if (text !== undefined && (owner === undefined || !isHeld(owner) || age > TAKEOVER_STALE_MS)) rmSync(mutex, { force: true });
      return false;
    }
    try {
      const current = readText(path);
      if (current !== undefined && current !== staleText) return false;
      if (current !== undefined) rmSync(path, { force: true });
      return createExclusive(path, mine);
    } finally {
      if (readText(mutex) === mine) rmSync(mutex, { force: true });
    }
  };

  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (createExclusive(path, mine)) return hold(path, mine);
    const text = readText(path);
    if (text === undefined) continue;
    const owner = parseOwner(text);
    if (owner !== undefined && isHeld(owner)) throw new DataDirInUseError(dir, owner, path);
    if (takeOver(text)) return hold(path, mine);
    sleepSync(10 + Math.floor(Math.random() * 40));
  }
  throw new DataDirInUseError(dir, parseOwner(readText(path) ?? ''), path);
};

const mutexAge = (path: string, host: LockHost): number => {
  try {
    return host.now().getTime() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

const ownerOf = (host: LockHost): LockOwner => ({
  pid: host.pid,
  hostname: host.hostname,
  processStart: host.processStart(host.pid),
  createdAt: host.now().toISOString(),
});

const hold = (path: string, mine: string): DataDirLock => {
  heldHere.add(path);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path);
    process.removeListener('exit', release);
    try {
      if (readText(path) === mine) rmSync(path, { force: true });
    } catch {
      // The folder may be gone (db:reset, tests); nothing left to release.
    }
  };
  // process.exit() skips the database's close; the lock file must not outlive a clean exit either.
  process.on('exit', release);
  return { path, release };
};
