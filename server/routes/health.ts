import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Health } from '../../src/contract/common';
import type { AppEnv, ServerDeps } from '../http/env';

export const healthRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>().get('/health', async (c) => {
    // Shutting down: still answering what it accepted, but a proxy must send the next requests elsewhere.
    if (deps.draining?.() === true) return c.json({ status: 'draining', database: deps.databaseKind }, 503);
    await sql`select 1`.execute(deps.db);
    return c.json<Health>({ status: 'ok', database: deps.databaseKind });
  });
