import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Health } from '../../src/contract/common';
import type { AppEnv, ServerDeps } from '../http/env';

export const healthRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>().get('/health', async (c) => {
    await sql`select 1`.execute(deps.db);
    return c.json<Health>({ status: 'ok', database: deps.databaseKind });
  });
