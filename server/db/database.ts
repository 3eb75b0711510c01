import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { prepareMarkedStatements } from './prepared-statements';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, the embedded PGlite database under dataDir is used. */
  readonly databaseUrl?: string | undefined;
  /** Folder of the embedded database (PGlite); 'memory://' keeps it in memory. */
  readonly dataDir: string;
  /** The folder's lock when the caller already holds it (db:reset); otherwise it is taken here. */
  readonly lock?: DataDirLock;
}

/**
 * Opens the database: PostgreSQL through DATABASE_URL, or the embedded PGlite persisted on disk. The data folder is
 * locked for this process until close (DataDirInUseError when another server holds it); PostgreSQL needs no lock.
 */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Every connection of the pool runs the statements marked `prepared` as prepared ones.
    pool.on('connect', (client) => void prepareMarkedStatements(client));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir.startsWith('memory://')) return openPglite(await PGlite.create(options.dataDir));
  const dir = resolve(options.dataDir);
  // Before PGlite touches the folder (the lock creates it).
  const lock = options.lock ?? acquireDataDirLock(dir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return openPglite(pglite, () => lock.release());
};

/** `afterClose` runs once the database is closed (it releases the data folder's lock). */
export const openPglite = (pglite: PGlite, afterClose: () => void = () => undefined): DatabaseHandle => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        afterClose();
      }
    },
  };
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Runs the versioned migrations that have not run yet; throws with the failing migration's name. */
export const migrateToLatest = async (db: Kysely<Database>): Promise<void> => {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};
