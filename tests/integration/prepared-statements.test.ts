import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database';
import { prepared, statementName } from '../../server/db/prepared-statements';
import { readVersions } from '../../server/search/search-cache';
import { cloneDatabase } from './harness';

/**
 * Statements marked `prepared` run as prepared statements on PostgreSQL (docs/scale.md), and as they are on PGlite:
 * what a connection holds, and what happens when a migration changes a table under a prepared plan.
 */
describe('prepared statements', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const clone = await cloneDatabase(process.env.DATABASE_URL);
      drop = clone.drop;
      handle = await openDatabase({ databaseUrl: clone.url, dataDir: '' });
    } else {
      handle = await openDatabase({ dataDir: 'memory://' });
      await migrateToLatest(handle.db);
    }
  });
  afterAll(async () => {
    await handle?.close();
    await drop();
  });

  it('answers a marked statement as an unmarked one', async () => {
    const { rows } = await sql<{ one: number }>`${prepared('probe-one')}select ${1}::int as one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('keeps a marked statement prepared on its connection, and an unmarked one not (PostgreSQL)', async () => {
    await handle.db.connection().execute(async (connection) => {
      const statement = sql<{ one: number }>`${prepared('probe-kept')}select ${2}::int as one`;
      await statement.execute(connection);
      await statement.execute(connection);
      await sql`select ${3}::int as unmarked`.execute(connection);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
      const text = statement.compile(connection).sql;
      expect(rows).toContainEqual({ name: statementName(text), statement: text });
      expect(rows.filter((row) => row.statement.includes('unmarked'))).toEqual([]);
    });
  });

  it.skipIf(!process.env.DATABASE_URL)('answers a prepared statement whose table a migration altered, unprepared from then on (PostgreSQL)', async () => {
    await handle.db.connection().execute(async (connection) => {
      await sql`create table prepared_probe (a int)`.execute(connection);
      await sql`insert into prepared_probe values (1)`.execute(connection);
      const statement = sql<Record<string, number>>`${prepared('probe-altered')}select * from prepared_probe where a = ${1}::int`;
      expect((await statement.execute(connection)).rows).toEqual([{ a: 1 }]);
      // The plan's result type changes: PostgreSQL refuses the prepared statement from now on (0A000).
      await sql`alter table prepared_probe add column b int not null default 2`.execute(connection);
      expect((await statement.execute(connection)).rows).toEqual([{ a: 1, b: 2 }]);
      expect((await statement.execute(connection)).rows).toEqual([{ a: 1, b: 2 }]);
      await sql`drop table prepared_probe`.execute(connection);
    });
  });

  it('reads the search versions through its prepared statement, with and without favourites', async () => {
    const plain = await readVersions(handle.db);
    const withFavourites = await readVersions(handle.db, { userId: 1, ids: [1, 2] });
    expect(plain.versions).toEqual(withFavourites.versions);
    expect(plain.favorites).toEqual([]);
    expect(Array.isArray(withFavourites.favorites)).toBe(true);
  });
});
