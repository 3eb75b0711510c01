import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayNumber, readCatalogueChanges, readCatalogueSnapshot } from '../../server/search/catalogue-snapshot';
import { startTestServer, type TestServer } from './harness';
import { snapshotContents } from './snapshot-contents';

let t: TestServer;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Issue [9]: a process brings its catalogue snapshot up to date from the boats each commit changed (migration 017).
 * Transactions that overlap commit in an order other than the one they started in: the changes are stamped at
 * commit, so a snapshot brought up to date between the two commits misses neither.
 */
describe('the catalogue snapshot brought up to date from the changes committed', () => {
  it.skipIf(!process.env.DATABASE_URL)('misses no change of transactions that commit in another order than they started (PostgreSQL)', async () => {
    const held = await readCatalogueSnapshot(db());
    const [first, second] = [held.id[0]!, held.id[1]!];
    let committedSecond!: () => void;
    const secondDone = new Promise<void>((resolve) => (committedSecond = resolve));
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    // The first transaction writes before the second starts, and commits after the second committed.
    const firstTransaction = db()
      .transaction()
      .execute(async (trx) => {
        await sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${first}, '2027-03-01', '2027-03-04')`.execute(trx);
        await sql`update boats set price_per_day = price_per_day + 1 where id = ${first}`.execute(trx);
        void db()
          .transaction()
          .execute(async (other) => {
            await sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${second}, '2027-03-01', '2027-03-04')`.execute(other);
          })
          .then(() => committedSecond());
        await firstMayCommit;
      });
    await secondDone;
    const between = await readCatalogueChanges(db(), held);
    expect(between).not.toBeNull();
    expect(snapshotContents(between!)).toEqual(snapshotContents(await readCatalogueSnapshot(db())));
    releaseFirst();
    await firstTransaction;
    const after = await readCatalogueChanges(db(), between!);
    const whole = await readCatalogueSnapshot(db());
    expect(snapshotContents(after!)).toEqual(snapshotContents(whole));
    expect(snapshotContents(after!).ranges).toContainEqual([first, dayNumber('2027-03-01'), dayNumber('2027-03-04')]);
    expect(snapshotContents(between!).ranges).not.toContainEqual([first, dayNumber('2027-03-01'), dayNumber('2027-03-04')]);
  });

  it('is brought up to date after a booking and a price change to what a whole read gives', async () => {
    const held = await readCatalogueSnapshot(db());
    const boat = held.id[held.size - 1]!;
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${boat}, '2027-04-01', '2027-04-02')`.execute(trx);
        await sql`update boats set discount_percentage = 15 where id = ${boat}`.execute(trx);
      });
    const updated = await readCatalogueChanges(db(), held);
    expect(updated).not.toBeNull();
    expect(snapshotContents(updated!)).toEqual(snapshotContents(await readCatalogueSnapshot(db())));
    expect(snapshotContents(updated!)).not.toEqual(snapshotContents(held));
  });
});
