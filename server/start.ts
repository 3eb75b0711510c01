import { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import { isSeeded, seedDemoData } from './db/seed';
import { needsCheckoutCatalogue, seedCheckoutCatalogue } from './db/seed/checkout-catalogue';
import { setDemoPasswords } from './auth/demo-accounts';
import { startServerJobs } from './jobs/start-jobs';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly database: DatabaseHandle;
  /**
   * Graceful shutdown: the health check answers 503, no new connection is accepted, the requests in flight are
   * answered (idle keep-alive connections are closed), then the jobs stop and the database closes. Connections still
   * busy after `deadlineMs` (default 10 s) are cut. `drainMs` (default 0) keeps serving that long after the health
   * check turns 503 before closing: a proxy stops sending, and what a client already sent is read and answered.
   */
  close(options?: { readonly deadlineMs?: number; readonly drainMs?: number }): Promise<void>;
}

/** Opens the database, migrates it, seeds the demo data on first start, and listens. */
export interface StartOptions {
  readonly now?: () => Date;
  readonly log?: (message: string) => void;
  /** An already open database (tests load a prepared template). */
  readonly database?: DatabaseHandle;
}

export const startServer = async (config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> => {
  const log = options.log ?? ((m: string) => console.log(m));
  const now = options.now ?? (() => new Date());
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await migrateToLatest(database.db);
    if (!(await isSeeded(database.db))) {
      const started = Date.now();
      const summary = await seedDemoData(database.db, { boats: config.seedBoats, now: now() });
      await setDemoPasswords(database.db);
      log(`Seeded the demo data in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
    } else if (await needsCheckoutCatalogue(database.db)) {
      // A data folder seeded before migration 007: add the checkout catalogue of its products.
      log(`Added the checkout catalogue: ${JSON.stringify(await seedCheckoutCatalogue(database.db))}`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  // Scheduled work (checkout expiry) as pg-boss jobs in the same database; stopped before the database closes.
  const jobs = await startServerJobs({ database, config, now, log }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  let draining = false;
  const app = createApp({ db: database.db, databaseKind: database.kind, config, now, draining: () => draining });
  const server: ServerType = await new Promise((resolveServer) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolveServer(s));
  });
  // Idle kept-alive connections outlive a reverse proxy's (nginx keeps its upstream ones 60 s): the proxy closes an
  // idle one first, rather than sending a request on a connection this server has just closed (Node's default is 5 s).
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  return {
    url,
    port,
    database,
    close: async ({ deadlineMs = 10_000, drainMs = 0 } = {}) => {
      draining = true;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      // Node's close() stops accepting and closes idle connections; busy ones close once their answer is sent.
      const closed = new Promise<void>((r) => server.close(() => r()));
      const deadline = setTimeout(() => (server as { closeAllConnections?: () => void }).closeAllConnections?.(), deadlineMs);
      await closed;
      clearTimeout(deadline);
      await jobs.stop();
      await database.close();
    },
  };
};
