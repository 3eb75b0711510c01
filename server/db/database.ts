import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations';

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
}

/** Opens the database: PostgreSQL through DATABASE_URL, or the embedded PGlite persisted on disk. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let pglite: PGlite;
  if (options.dataDir.startsWith('memory://')) {
    pglite = await PGlite.create(options.dataDir);
  } else {
    const dir = resolve(options.dataDir);
    // PGlite needs the parent folder of its data directory to exist.
    mkdirSync(dirname(dir), { recursive: true });
    pglite = await PGlite.create(dir);
  }
  return openPglite(pglite);
};

export const openPglite = (pglite: PGlite): DatabaseHandle => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
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
