import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database';
import { seedDemoData } from '../db/seed';
import { normaliseFilters, type FilterInput } from '../../src/domain/search/normalise-filters';
import { countBoats, searchBoats } from './boat-search';
import { fleetPerDate } from './fleet';
import { placeDirectory } from './place-directory';
import type { SearchContext } from './search-context';
import { readVersions } from './search-cache';
import { catalogueSnapshotRead, noteSearchVersions } from './catalogue-snapshot';

const NOW = new Date('2026-06-01T09:00:00Z');

/**
 * A server process caches searches (search-cache.ts); these changes are made with plain SQL, as another process
 * would make them, without telling this one: every answer must show them at once.
 */
describe('searches cached by a process stay exact when another one writes', () => {
  let handle: DatabaseHandle;
  let context: SearchContext;
  const filters = (input: FilterInput) => normaliseFilters(input, { currentYear: 2026, today: '2026-06-01' });

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { boats: 300, now: NOW });
    context = { db: handle.db, directory: await placeDirectory(handle.db), language: 'en', userId: null };
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('counts a booking taken elsewhere in the next dated search, count and flexible dates', async () => {
    const dated = filters({ page: 1, startDate: '2026-09-10', endDate: '2026-09-12' });
    const before = await searchBoats(context, dated);
    expect((await searchBoats(context, dated)).count).toBe(before.count);
    const countBefore = await countBoats(context, dated);
    const periods = [{ startDate: '2026-09-10', endDate: '2026-09-12' }] as const;
    const fleetBefore = await fleetPerDate(context, dated, periods as never, '2026-06-01' as never);
    expect(countBefore).toBe(before.count);
    expect(fleetBefore.fleetPerDate[0]!.count).toBe(before.count);

    // The first boat of the page is booked by "another process".
    const booked = before.products[0]!.id;
    await sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${booked}, '2026-09-11', '2026-09-11')`.execute(handle.db);
    const after = await searchBoats(context, dated);
    expect(after.count).toBe(before.count - 1);
    expect(after.products.map((p) => p.id)).not.toContain(booked);
    expect(await countBoats(context, dated)).toBe(before.count - 1);
    expect((await fleetPerDate(context, dated, periods as never, '2026-06-01' as never)).fleetPerDate[0]!.count).toBe(before.count - 1);
  });

  it('shows a price changed elsewhere in the statistics and the page', async () => {
    const search = filters({ page: 1, types: ['Catamaran'] });
    const before = await searchBoats(context, search);
    const first = before.products[0]!;
    await sql`update boats set price_per_day = 99_999_900, discount_percentage = 0 where id = ${first.id}`.execute(handle.db);
    const after = await searchBoats(context, search);
    expect(after.products[0]!.pricePerDay).toBe(99_999_900);
    expect(after.productsPriceStatistics!.highest).toBe(99_999_900);
    expect(before.productsPriceStatistics!.highest).not.toBe(99_999_900);
  });

  it('shows a title, a picture and an owner changed elsewhere on a new search of boats whose summaries it has seen', async () => {
    await catalogueSnapshotRead(handle.db);
    const seen = await searchBoats(context, filters({ page: 1, types: ['Sailboat'] }));
    // Other searches of the same boats, seen for the first time: answered from the catalogue snapshot, with the
    // summaries this process remembers while nothing in the catalogue changed.
    const same = await searchBoats(context, filters({ page: 1, types: ['Sailboat'], numberOfPeople: 1 }));
    expect(same.products).toEqual(seen.products);
    const boat = seen.products[0]!;
    const { rows } = await sql<{ owner_id: number }>`select owner_id from boats where id = ${boat.id}`.execute(handle.db);
    await sql`update boats set title = 'Renamed elsewhere', titles = '{}'::jsonb where id = ${boat.id}`.execute(handle.db);
    // Another search has already brought the snapshot up to date: only the summaries remembered are older.
    const snapshotUpToDate = async () => {
      noteSearchVersions(handle.db, (await readVersions(handle.db)).versions);
      await catalogueSnapshotRead(handle.db);
    };
    await snapshotUpToDate();
    const renamed = await searchBoats(context, filters({ page: 1, types: ['Sailboat'], numberOfPeople: 2 }));
    expect(renamed.products.find((p) => p.id === boat.id)?.title).toBe('Renamed elsewhere');
    await sql`update boat_pictures set url = '/media/elsewhere.webp' where boat_id = ${boat.id}`.execute(handle.db);
    await sql`update users set first_name = 'Elsewhere' where id = ${rows[0]!.owner_id}`.execute(handle.db);
    await snapshotUpToDate();
    const after = await searchBoats(context, filters({ page: 1, types: ['Sailboat'], numberOfPeople: 3 }));
    const shown = after.products.find((p) => p.id === boat.id);
    expect(shown?.pictures.every((url) => url === '/media/elsewhere.webp')).toBe(true);
    expect(shown?.pictures.length).toBe(boat.pictures.length);
    expect(shown?.owner.firstName).toBe('Elsewhere');
    expect(after.products.filter((p) => p.id !== boat.id).map((p) => p.title)).toEqual(
      seen.products.filter((p) => p.id !== boat.id && after.products.some((a) => a.id === p.id)).map((p) => p.title),
    );
  });

  it('moves the calendar version for calendars, the catalogue version for listings, only for committed changes', async () => {
    const start = (await readVersions(handle.db)).versions;
    await sql`delete from boat_unavailabilities where boat_id = 1 and start_date = '2099-01-01'`.execute(handle.db);
    const calendar = (await readVersions(handle.db)).versions;
    expect(calendar.catalogue).toBe(start.catalogue);
    expect(Number(calendar.calendar)).toBeGreaterThan(Number(start.calendar));
    await handle.db.transaction().execute(async (trx) => {
      await sql`update boats set score = score where id = 1`.execute(trx);
    });
    const catalogue = (await readVersions(handle.db)).versions;
    expect(Number(catalogue.catalogue)).toBeGreaterThan(Number(calendar.catalogue));
    expect(catalogue.calendar).toBe(calendar.calendar);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`update boats set score = score where id = 1`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await readVersions(handle.db)).versions).toEqual(catalogue);
    // A column no search shows.
    await sql`update users set last_name = last_name where id = 1`.execute(handle.db);
    expect((await readVersions(handle.db)).versions).toEqual(catalogue);
  });
});
