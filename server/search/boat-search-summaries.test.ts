import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database';
import { seedDemoData } from '../db/seed';
import { normaliseFilters } from '../../src/domain/search/normalise-filters';
import { searchBoats } from './boat-search';
import { placeDirectory } from './place-directory';

/**
 * Issue [9]: migration 018 keeps each boat's search summary ready, made again in the transaction of any change to
 * what it shows. After any writes, the kept summaries are exactly what its view makes from the tables now.
 */
describe('the ready-made search summaries of migration 018', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { boats: 60, now: new Date('2026-06-01T09:00:00Z') });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  /** Boats whose kept summary differs from the view's, or is missing or left over. */
  const stale = async (db = handle.db) =>
    (
      await sql<{ boat_id: number }>`
        select coalesce(v.boat_id, s.boat_id) as boat_id
        from boat_search_summary_source v full join boat_search_summaries s on s.boat_id = v.boat_id
        where s.summary is null or v.summary is null or s.summary::text <> v.summary::text`.execute(db)
    ).rows.map((r) => r.boat_id);

  it('are made for every seeded boat', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from boat_search_summaries`.execute(handle.db);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(60);
    expect(await stale()).toEqual([]);
  });

  it('follow every change to a boat, its pictures, its seasons and its owner, in the same transaction', async () => {
    const ids = (await sql<{ id: number }>`select id from boats order by id`.execute(handle.db)).rows.map((r) => r.id);
    const owners = (await sql<{ id: number }>`select distinct owner_id as id from boats`.execute(handle.db)).rows.map((r) => r.id);
    const write = fc.oneof(
      fc.record({ kind: fc.constant('retitle' as const), boat: fc.constantFrom(...ids), title: fc.string({ minLength: 1, maxLength: 20 }) }),
      fc.record({ kind: fc.constant('reprice' as const), boat: fc.constantFrom(...ids), price: fc.integer({ min: 1, max: 900 }), discount: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant('picture' as const), boat: fc.constantFrom(...ids), url: fc.webUrl() }),
      fc.record({ kind: fc.constant('unpicture' as const), boat: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('reorder' as const), boat: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('season' as const), boat: fc.constantFrom(...ids), day: fc.integer({ min: 0, max: 300 }), price: fc.integer({ min: 1, max: 900 }) }),
      fc.record({ kind: fc.constant('unseason' as const), boat: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('owner' as const), owner: fc.constantFrom(...owners), name: fc.string({ minLength: 1, maxLength: 12 }), pro: fc.boolean() }),
      fc.record({ kind: fc.constant('unrelated' as const), owner: fc.constantFrom(...owners) }),
    );
    type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;
    const apply = (db: typeof handle.db, w: Write) => {
      switch (w.kind) {
        case 'retitle':
          return sql`update boats set title = ${w.title}, titles = jsonb_build_object('en', ${w.title}::text) where id = ${w.boat}`.execute(db);
        case 'reprice':
          return sql`update boats set price_per_day = ${w.price}, discount_percentage = ${w.discount} where id = ${w.boat}`.execute(db);
        case 'picture':
          return sql`insert into boat_pictures (boat_id, position, url)
            values (${w.boat}, (select coalesce(max(position), -1) + 1 from boat_pictures where boat_id = ${w.boat}), ${w.url})`.execute(db);
        case 'unpicture':
          return sql`delete from boat_pictures where boat_id = ${w.boat} and position = (select min(position) from boat_pictures where boat_id = ${w.boat})`.execute(db);
        case 'reorder':
          // The first picture last.
          return sql`update boat_pictures set position = (select max(position) + 1 from boat_pictures where boat_id = ${w.boat})
            where boat_id = ${w.boat} and position = (select min(position) from boat_pictures where boat_id = ${w.boat})`.execute(db);
        case 'season':
          return sql`insert into boat_seasonal_prices (boat_id, start_date, end_date, price_per_day)
            values (${w.boat}, date '2026-06-01' + ${w.day}::int, date '2026-06-01' + ${w.day + 10}::int, ${w.price})`.execute(db);
        case 'unseason':
          return sql`delete from boat_seasonal_prices where id = (select max(id) from boat_seasonal_prices where boat_id = ${w.boat})`.execute(db);
        case 'owner':
          return sql`update users set first_name = ${w.name}, is_pro = ${w.pro} where id = ${w.owner}`.execute(db);
        case 'unrelated':
          return sql`update users set last_name = last_name where id = ${w.owner}`.execute(db);
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(write, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), async (transactions) => {
        for (const writes of transactions) {
          await handle.db.transaction().execute(async (trx) => {
            for (const w of writes) await apply(trx, w);
            // Inside the transaction already: a search in it shows its own changes.
            expect(await stale(trx)).toEqual([]);
          });
        }
        expect(await stale()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('are made again after a truncate, and go with their boat', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`truncate boat_seasonal_prices`.execute(trx);
      await sql`truncate boat_pictures`.execute(trx);
      expect(await stale(trx)).toEqual([]);
      // Rolled back: the seed's pictures stay for the other tests.
      throw new RollbackForTest();
    }).catch((error: unknown) => {
      if (!(error instanceof RollbackForTest)) throw error;
    });
    const boat = (await sql<{ id: number }>`select max(id) as id from boats`.execute(handle.db)).rows[0]!.id;
    await sql`delete from boats where id = ${boat}`.execute(handle.db);
    expect(await stale()).toEqual([]);
  });

  it('are what a search shows: a picture added and an owner renamed appear in the next search', async () => {
    const context = { db: handle.db, directory: await placeDirectory(handle.db), language: 'en' as const, userId: null };
    const search = normaliseFilters({ page: 1 }, { currentYear: 2026, today: '2026-06-01' });
    const first = (await searchBoats(context, search)).products[0]!;
    await sql`insert into boat_pictures (boat_id, position, url) values (${first.id}, 999, 'https://example.test/new.jpg')`.execute(handle.db);
    await sql`update users set first_name = 'Renamed' where id = (select owner_id from boats where id = ${first.id})`.execute(handle.db);
    const again = (await searchBoats(context, search)).products.find((p) => p.id === first.id)!;
    expect(again.pictures.at(-1)).toBe('https://example.test/new.jpg');
    expect(again.owner.firstName).toBe('Renamed');
  });
});

class RollbackForTest extends Error {}
