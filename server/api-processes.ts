import cluster, { type Worker } from 'node:cluster';

/**
 * Several API processes on one port (API_PROCESSES, docs/scale.md): this process forks them with node:cluster and
 * hands each new connection to one in turn; it opens no database and answers no request. Every API process is a whole
 * server (its own pool, caches and job workers), as replicas on other machines are: what must be shared is in
 * PostgreSQL.
 *
 * The first process starts alone (it migrates, and seeds an empty database), then the others. A process that stops
 * after it was serving is replaced; one that stops before it served (a database it cannot reach, say) stops them all,
 * with its exit code, for the operator or the orchestrator to see.
 */
export interface ApiProcessesOptions {
  readonly processes: number;
  readonly log: (message: string) => void;
  /** How long after an API process stopped its replacement is forked (default 1 s: a crash does not spin). */
  readonly restartDelayMs?: number;
  /** Added to this process's environment for each API process. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ApiProcesses {
  /**
   * The port they share, once every process listens. Rejects with ApiProcessesFailed when one stopped before all
   * were serving (and they were not asked to stop).
   */
  readonly ready: Promise<number>;
  /** The processes serving now. */
  workers(): readonly Worker[];
  /**
   * Graceful shutdown of every process (each drains as one server does: server/start.ts); the exit code for this
   * process, 0 when all stopped cleanly. Called again, it kills those still running.
   */
  stop(): Promise<number>;
  /** Settles when every process has stopped, for whatever reason, with the exit code for this process. */
  readonly stopped: Promise<number>;
}

/** The message an API process gets when the primary stops (main.ts): it stops as on SIGTERM. */
export const STOP_MESSAGE = 'seaway:stop';

export const isStopMessage = (message: unknown): boolean => message === STOP_MESSAGE;

/** An API process stopped before the others were serving: the exit code it gave. */
export class ApiProcessesFailed extends Error {
  constructor(readonly exitCode: number) {
    super(`an API process stopped while starting (exit code ${exitCode})`);
  }
}

export const startApiProcesses = (options: ApiProcessesOptions): ApiProcesses => {
  const restartDelayMs = options.restartDelayMs ?? 1_000;
  const serving = new Set<Worker>();
  const all = new Set<Worker>();
  let stopping = false;
  let started = false;
  let forkedOthers = false;
  let failure: number | undefined;
  let settle: (code: number) => void = () => undefined;
  const stopped = new Promise<number>((resolve) => (settle = resolve));
  let markReady: (port: number) => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<number>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  // A caller that only awaits `stopped` must not see an unhandled rejection.
  ready.catch(() => undefined);

  const askToStop = (worker: Worker) => {
    if (worker.isConnected()) worker.send(STOP_MESSAGE);
  };

  const fork = (replacing?: number): Worker => {
    const worker = cluster.fork(options.env);
    all.add(worker);
    let listened = false;
    // A message to a process whose channel just closed is an error event: its exit is handled below.
    worker.on('error', () => undefined);
    worker.once('listening', (address) => {
      listened = true;
      serving.add(worker);
      if (stopping) return askToStop(worker);
      if (replacing !== undefined) options.log(`API process ${worker.process.pid} is serving in place of ${replacing}`);
      // The first has migrated and seeded: the others start on a ready database.
      if (!forkedOthers) {
        forkedOthers = true;
        for (let k = 1; k < options.processes; k++) fork();
      }
      if (!started && serving.size === options.processes) {
        started = true;
        markReady(address.port);
      }
    });
    worker.once('exit', (code, signal) => {
      all.delete(worker);
      serving.delete(worker);
      if (!stopping && listened) {
        options.log(`API process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another in ${restartDelayMs} ms`);
        setTimeout(() => (stopping ? undefined : fork(worker.process.pid)), restartDelayMs);
        return;
      }
      if (!stopping) {
        // It never served: whatever stopped it would stop a replacement too, so the others stop with it.
        failure = code && code > 0 ? code : 1;
        stopping = true;
        all.forEach(askToStop);
      } else if ((code !== 0 || signal) && failure === undefined) failure = 1;
      if (all.size === 0) {
        if (!started) failReady(new ApiProcessesFailed(failure ?? 0));
        settle(failure ?? 0);
      }
    });
    return worker;
  };

  fork();
  return {
    ready,
    workers: () => [...serving],
    stop: () => {
      if (stopping) all.forEach((worker) => worker.process.kill('SIGKILL'));
      else {
        stopping = true;
        all.forEach(askToStop);
        // Between a crash and its replacement there may be none left to wait for.
        if (all.size === 0) settle(failure ?? 0);
      }
      return stopped;
    },
    stopped,
  };
};
