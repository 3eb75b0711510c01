/** npm run db:reset: deletes the embedded database (or empties the PostgreSQL one) and re-creates it with the demo data. */
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME, type DataDirLock } from './data-dir-lock';
import { seedDemoData } from './seed';
import { setDemoPasswords } from '../auth/demo-accounts';

const config = loadConfig(process.env);
let lock: DataDirLock | undefined;
if (!config.databaseUrl) {
  const dir = resolve(config.dataDir);
  // Never under a running server: take the folder's lock, then empty the folder around it.
  try {
    lock = acquireDataDirLock(dir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  for (const entry of readdirSync(dir)) if (entry !== LOCK_FILE_NAME) rmSync(join(dir, entry), { recursive: true, force: true });
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...(lock && { lock }) });
if (config.databaseUrl) {
  await sql`drop schema if exists public cascade`.execute(database.db);
  await sql`create schema public`.execute(database.db);
}
await migrateToLatest(database.db);
const summary = await seedDemoData(database.db, { boats: config.seedBoats });
await setDemoPasswords(database.db);
await database.close();
console.log(`Database re-created: ${JSON.stringify(summary)}`);
