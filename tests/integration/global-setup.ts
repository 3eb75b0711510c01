/**
 * Builds the test database once per run: migrated and seeded. With DATABASE_URL it resets that PostgreSQL database;
 * otherwise it dumps an embedded PGlite template that every test file loads (a cold PGlite start is ~4 s).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, openPglite } from '../../server/db/database';
import { seedDemoData } from '../../server/db/seed';
import { setDemoPasswords } from '../../server/auth/demo-accounts';
import { TEMPLATE_PATH, TEST_NOW, TEST_SEED_BOATS } from './settings';

export default async function setup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const handle = await openDatabase({ databaseUrl, dataDir: '' });
    await sql`drop schema if exists public cascade`.execute(handle.db);
    await sql`create schema public`.execute(handle.db);
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { boats: TEST_SEED_BOATS, now: TEST_NOW });
    await setDemoPasswords(handle.db);
    await handle.close();
    return;
  }
  const pglite = await PGlite.create('memory://');
  const handle = openPglite(pglite);
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, { boats: TEST_SEED_BOATS, now: TEST_NOW });
  await setDemoPasswords(handle.db);
  const dump = await pglite.dumpDataDir('none');
  mkdirSync('.data-test', { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
