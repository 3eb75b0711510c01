import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';

/** The jobs this server runs, by queue name. */
export const QUEUES = {
  /** Every minute: expires the unpaid checkout sessions past their expires_at (jobs/checkout-expiry.ts). */
  checkoutExpire: 'checkout-expire',
  /** Hourly: balance reminders, and the bookings whose balance stayed unpaid past its grace days (jobs/balance-reminders.ts). */
  balanceReminders: 'balance-reminders',
  /** Hourly: deletes the sessions, reset links and registration codes long expired (jobs/housekeeping.ts). */
  housekeeping: 'housekeeping',
} as const;

/** pg-boss keeps its tables in this schema, beside ours. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  /** Stops polling and waits (at most a few seconds) for running handlers; safe to call twice. */
  stop(): Promise<void>;
}

export interface JobHandlers {
  readonly checkoutExpire: () => Promise<unknown>;
  readonly balanceReminders: () => Promise<unknown>;
  readonly housekeeping: () => Promise<unknown>;
}

export interface JobQueueOptions {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** For PostgreSQL: pg-boss opens its own small pool. */
  readonly databaseUrl: string | undefined;
  readonly handlers: JobHandlers;
  readonly log: (message: string) => void;
  /** How often a worker looks for due jobs (seconds, at least 0.5). */
  readonly pollingIntervalSeconds?: number;
}

/** An arbitrary, fixed key for pg_advisory_lock: "the job queues are being set up". */
const QUEUE_SETUP_LOCK = 7_310_091;

const underAdvisoryLock = (db: Kysely<Database>, work: () => Promise<void>): Promise<void> =>
  db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${QUEUE_SETUP_LOCK})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${QUEUE_SETUP_LOCK})`.execute(connection);
    }
  });

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * pg-boss over the embedded database: each statement goes through kysely's connection queue, so it never lands in
 * the middle of one of our transactions (PGlite has a single connection). Without values pg-boss may send several
 * statements (its migrations): PGlite's exec runs them; with values, query runs the one prepared statement.
 */
export const pgliteExecutor = (db: Kysely<Database>): ExecuteSql => (text, values) =>
  db.getExecutor().provideConnection(async (connection) => {
    const client = (connection as unknown as { client?: unknown }).client;
    if (!(client instanceof PGlite)) throw new Error('The job queue needs the PGlite dialect connection');
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    const result = await client.query(text, values);
    return { rows: result.rows };
  });

/**
 * Starts pg-boss on the same database (its own schema) and the periodic jobs. Scheduled work lives in the database,
 * never in in-process timers: any number of server processes may run and pg-boss runs each job once (the cron
 * schedule fires once per minute for the whole cluster; the queue's singleton policy runs one sweep at a time).
 * Never send a job from inside one of our transactions: over PGlite the send would wait for the transaction forever.
 */
export const startJobQueue = async (options: JobQueueOptions): Promise<JobQueue> => {
  const common = { schema: JOB_SCHEMA, application_name: 'seaway-jobs' } as const;
  const boss =
    options.kind === 'pglite'
      ? new PgBoss({ ...common, db: { executeSql: pgliteExecutor(options.db) as PgBoss.Db['executeSql'] } })
      : new PgBoss({ ...common, connectionString: options.databaseUrl, max: 2 });
  boss.on('error', (error) => options.log(`Job queue error: ${error.message}`));
  await boss.start();
  // Every queue runs one job at a time across the cluster (singleton); the cron schedule sends one job per minute for
  // the whole cluster. Each run is logged with its job id: the operator (and the run-once test) can tell who ran what.
  const run = async (name: string, cron: string, handler: () => Promise<unknown>, queue: { retryLimit: number; expireInSeconds: number; pollingIntervalSeconds: number }) => {
    await boss.createQueue(name, { name, policy: 'singleton', retryLimit: queue.retryLimit, expireInSeconds: queue.expireInSeconds });
    await boss.work(name, { pollingIntervalSeconds: queue.pollingIntervalSeconds }, async ([job]) => {
      const started = Date.now();
      await handler();
      options.log(`Job ${name} ${job?.id ?? '?'} ran in ${Date.now() - started} ms`);
    });
    await boss.schedule(name, cron, {}, { singletonKey: name });
  };
  const polling = options.pollingIntervalSeconds ?? 2;
  const setUp = async () => {
    await run(QUEUES.checkoutExpire, '* * * * *', options.handlers.checkoutExpire, { retryLimit: 0, expireInSeconds: 120, pollingIntervalSeconds: polling });
    await run(QUEUES.balanceReminders, '17 * * * *', options.handlers.balanceReminders, { retryLimit: 1, expireInSeconds: 600, pollingIntervalSeconds: Math.max(polling, 10) });
    await run(QUEUES.housekeeping, '41 * * * *', options.handlers.housekeeping, { retryLimit: 1, expireInSeconds: 600, pollingIntervalSeconds: Math.max(polling, 10) });
  };
  try {
    // Replicas starting together would create the same queues at once, and pg-boss's create_queue deadlocks against
    // itself: on PostgreSQL one process at a time sets the queues up, under an advisory lock. (The embedded database
    // has one process and one connection, which the lock would hold from pg-boss.)
    if (options.kind === 'postgres') await underAdvisoryLock(options.db, setUp);
    else await setUp();
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    stop: () => (stopped ??= boss.stop({ graceful: true, timeout: 5_000, wait: true })),
  };
};
