import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';

/** The jobs this server runs, by queue name. */
export const QUEUES = {
  /** Every minute: expires the unpaid checkout sessions past their expires_at (jobs/checkout-expiry.ts). */
  checkoutExpire: 'checkout-expire',
  /** Hourly: balance reminders, and the bookings whose balance stayed unpaid past its grace days (jobs/balance-reminders.ts). */
  balanceReminders: 'balance-reminders',
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
  try {
    await boss.createQueue(QUEUES.checkoutExpire, { name: QUEUES.checkoutExpire, policy: 'singleton', retryLimit: 0, expireInSeconds: 120 });
    await boss.work(QUEUES.checkoutExpire, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      await options.handlers.checkoutExpire();
    });
    await boss.schedule(QUEUES.checkoutExpire, '* * * * *', {}, { singletonKey: QUEUES.checkoutExpire });
    await boss.createQueue(QUEUES.balanceReminders, { name: QUEUES.balanceReminders, policy: 'singleton', retryLimit: 1, expireInSeconds: 600 });
    await boss.work(QUEUES.balanceReminders, { pollingIntervalSeconds: Math.max(options.pollingIntervalSeconds ?? 2, 10) }, async () => {
      await options.handlers.balanceReminders();
    });
    await boss.schedule(QUEUES.balanceReminders, '17 * * * *', {}, { singletonKey: QUEUES.balanceReminders });
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    stop: () => (stopped ??= boss.stop({ graceful: true, timeout: 5_000, wait: true })),
  };
};
