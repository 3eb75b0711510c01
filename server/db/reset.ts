/** npm run db:reset: deletes the embedded database (or empties the PostgreSQL one) and re-creates it with the demo data. */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { seedDemoData } from './seed';
import { setDemoPasswords } from '../auth/demo-accounts';

const config = loadConfig(process.env);
if (!config.databaseUrl) rmSync(resolve(config.dataDir), { recursive: true, force: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.databaseUrl) {
  await sql`drop schema if exists public cascade`.execute(database.db);
  await sql`create schema public`.execute(database.db);
}
await migrateToLatest(database.db);
const summary = await seedDemoData(database.db, { boats: config.seedBoats });
await setDemoPasswords(database.db);
await database.close();
console.log(`Database re-created: ${JSON.stringify(summary)}`);
