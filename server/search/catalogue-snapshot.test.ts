import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database';
import { seedDemoData } from '../db/seed';
import { BOAT_TYPES, EQUIPMENT_IDS, type SearchFilters } from '../../src/domain/search/search-filters';
import { normaliseFilters, type FilterInput } from '../../src/domain/search/normalise-filters';
import { addDays } from '../../src/domain/search/iso-date';
import { boatConditions, boatOrderBy, effectivePriceSql, priceConditions, whereAll } from './boat-conditions';
import { countBoats, searchBoats } from './boat-search';
import { fleetPerDate } from './fleet';
import { RADIANS_PER_DEGREE, catalogueSnapshotRead, countableFromSnapshot, dayNumber, inArea, priceCountsAt, readCatalogueChanges, readCatalogueSnapshot, snapshotSearch } from './catalogue-snapshot';
import { runHousekeeping } from '../jobs/housekeeping';
import { snapshotContents as canonical } from '../../tests/integration/snapshot-contents';
import type { SearchArea } from './search-area';
import { placeDirectory } from './place-directory';
import { readVersions } from './search-cache';
import type { SearchContext } from './search-context';

const NOW = new Date('2026-06-01T09:00:00Z');
const everywhere = { kind: 'everywhere', place: undefined } as const;
const filters = (input: FilterInput): SearchFilters => normaliseFilters(input, { currentYear: 2026, today: '2026-06-01' });

describe('the catalogue snapshot answers searches as the database does', () => {
  let handle: DatabaseHandle;
  let context: SearchContext;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { boats: 300, now: NOW });
    // Long blocked periods (a season, a refit) besides the seed's bookings.
    await sql`insert into boat_unavailabilities (boat_id, start_date, end_date)
      select id, date '2026-06-20' + (id % 90), date '2026-06-20' + (id % 90) + 30 + (id % 120) from boats where id % 7 = 0`.execute(handle.db);
    context = { db: handle.db, directory: await placeDirectory(handle.db), language: 'en', userId: null };
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  /** boatConditions' own SQL over the whole catalogue, without the price filter: what the search counts. */
  const sqlPriceCounts = async (search: SearchFilters) => {
    const where = whereAll(boatConditions(search, everywhere, { price: false, dates: true }));
    const { rows } = await sql<{ eff: number; n: number }>`select ${effectivePriceSql('b')} as eff, count(*)::int as n
      from boats b where ${where} group by eff order by eff`.execute(handle.db);
    return rows.map((r) => [r.eff, r.n, r.n]);
  };

  const countable = fc.record(
    {
      numberOfPeople: fc.integer({ min: 1, max: 14 }),
      numberOfCabins: fc.integer({ min: 1, max: 5 }),
      numberOfBerths: fc.integer({ min: 1, max: 10 }),
      bestRating: fc.constant(true),
      instantBooking: fc.constant(true),
      hasDiscount: fc.constant(true),
      types: fc.uniqueArray(fc.constantFrom(...BOAT_TYPES), { minLength: 1, maxLength: 3 }),
      sailingType: fc.constantFrom('With captain', 'Without captain', 'With or without captain'),
      dates: fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 14 })),
      priceTo: fc.constantFrom(150, 500),
      // The seed's most common equipment first, so that some boats have them all.
      equipments: fc.uniqueArray(fc.constantFrom(...EQUIPMENT_IDS.slice(0, 8), 22, 74), { minLength: 1, maxLength: 2 }),
    },
    { requiredKeys: [] },
  );

  it('gives the same price counts as SQL for any filters it accepts, dates included', async () => {
    const snapshot = await readCatalogueSnapshot(handle.db);
    expect(snapshot.size).toBeGreaterThan(200);
    expect(snapshot.short.start.length).toBeGreaterThan(0);
    expect(snapshot.long.start.length).toBeGreaterThan(0);
    // Read in small pieces, the same snapshot.
    expect(await readCatalogueSnapshot(handle.db, { boats: 37, ranges: 101 })).toEqual(snapshot);
    await fc.assert(
      fc.asyncProperty(countable, async ({ dates, ...rest }) => {
        const input: Record<string, unknown> = { page: 1, ...rest };
        if (dates) Object.assign(input, { startDate: addDays('2026-06-02', dates[0]), endDate: addDays('2026-06-02', dates[0] + dates[1]) });
        const search = filters(input as FilterInput);
        expect(countableFromSnapshot(search, everywhere)).toBe(true);
        expect(snapshotSearch(snapshot, search, everywhere, null).prices).toEqual(await sqlPriceCounts(search));
      }),
      { numRuns: 60 },
    );
  });

  /** boatConditions' SQL in an area: the price counts with the boats in the harbours, and a page in boatOrderBy's order. */
  const sqlAnswer = async (search: SearchFilters, area: SearchArea, harbourIds: readonly number[] | null, window: { offset: number; limit: number }) => {
    const where = whereAll(boatConditions(search, area, { price: false, dates: true }));
    const inPlace = harbourIds === null ? sql`count(*)` : sql`count(*) filter (where b.place_id = any(${[...harbourIds]}::int[]))`;
    const { rows } = await sql<{ eff: number; n: number; ex: number }>`select ${effectivePriceSql('b')} as eff, count(*)::int as n, ${inPlace}::int as ex
      from boats b where ${where} group by eff order by eff`.execute(handle.db);
    const priced = whereAll(priceConditions(search, sql`eff`));
    const page = await sql<{ id: number }>`select id from (select b.id, b.score, b.discount_percentage, b.reviews_avg, ${effectivePriceSql('b')} as eff
      from boats b where ${where}) f where ${priced} order by ${boatOrderBy(search)} limit ${window.limit}::int offset ${window.offset}::int`.execute(handle.db);
    return { prices: rows.map((r) => [r.eff, r.n, r.ex]), page: page.rows.map((r) => r.id) };
  };

  it('counts and pages searches over the whole catalogue, around a place and in a box as SQL does', async () => {
    const snapshot = await readCatalogueSnapshot(handle.db);
    const places = context.directory.places;
    const area = fc.oneof(
      fc.constant({ area: everywhere as SearchArea, harbourIds: null }),
      fc.record({ place: fc.constantFrom(...places), radius: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }) }).map(({ place, radius }) => ({
        area: { kind: 'around', centre: { latitude: place.latitude, longitude: place.longitude }, radiusKm: radius ?? context.directory.defaultRadiusKm(place), place } as SearchArea,
        harbourIds: context.directory.harboursOf(place).map((h) => h.id),
      })),
      fc.tuple(fc.double({ min: 30, max: 50, noNaN: true }), fc.double({ min: -10, max: 30, noNaN: true }), fc.double({ min: 0.1, max: 8, noNaN: true })).map(([south, west, size]) => ({
        area: { kind: 'box', bounds: { south, west, north: south + size, east: west + size * 1.5 }, place: undefined } as SearchArea,
        harbourIds: null,
      })),
    );
    const order = fc.option(fc.record({ sort: fc.constantFrom('price', 'reviewsAvg', 'discount', 'score'), sortOrder: fc.constantFrom('ASC', 'DESC') }), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(countable, area, order, fc.integer({ min: 1, max: 3 }), async ({ dates, ...rest }, where, sorted, page) => {
        const input: Record<string, unknown> = { page, ...rest, ...sorted };
        if (dates) Object.assign(input, { startDate: addDays('2026-06-02', dates[0]), endDate: addDays('2026-06-02', dates[0] + dates[1]) });
        const search = filters(input as FilterInput);
        expect(countableFromSnapshot(search, where.area)).toBe(true);
        const window = { offset: (page - 1) * 18, limit: 18 };
        const expected = await sqlAnswer(search, where.area, where.harbourIds, window);
        const found = snapshotSearch(snapshot, search, where.area, where.harbourIds, window);
        expect(found.prices).toEqual(expected.prices);
        expect(found.pageIds).toEqual(expected.page);
      }),
      { numRuns: 80 },
    );
  });

  it('answers the count and the flexible dates of the whole catalogue as SQL does', async () => {
    await catalogueSnapshotRead(handle.db);
    await fc.assert(
      fc.asyncProperty(countable, fc.integer({ min: 1, max: 150 }), async ({ dates: _dates, ...rest }, day) => {
        const search = filters({ page: 1, ...rest } as FilterInput);
        const periods = [0, 1, 2].map((d) => ({ startDate: addDays('2026-06-01', day + d), endDate: addDays('2026-06-01', day + d + 2) }));
        const fleet = await fleetPerDate(context, search, periods as never, '2026-06-01' as never);
        for (const [index, period] of periods.entries()) {
          const dated = { ...search, ...period } as SearchFilters;
          const where = whereAll(boatConditions(dated, everywhere, { price: true, dates: true }));
          const { rows } = await sql<{ n: number; lowest: number | null }>`select count(*)::int as n, min(${effectivePriceSql('b')})::int as lowest
            from boats b where ${where}`.execute(handle.db);
          expect(fleet.fleetPerDate[index]!.count).toBe(rows[0]!.n);
          expect(fleet.fleetPerDate[index]!.price === null).toBe(rows[0]!.lowest === null);
          expect(await countBoats(context, dated)).toBe(rows[0]!.n);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('leaves the filters it does not hold, and an address naming no place, to the database', () => {
    expect(countableFromSnapshot(filters({ page: 1, experiences: ['fishingBoat'] } as FilterInput), everywhere)).toBe(false);
    expect(countableFromSnapshot(filters({ page: 1, productTags: ['party'] } as FilterInput), everywhere)).toBe(false);
    expect(countableFromSnapshot(filters({ page: 1, ownerType: 'professional' } as FilterInput), everywhere)).toBe(false);
    expect(countableFromSnapshot(filters({ page: 1, lengthFrom: 10 } as FilterInput), everywhere)).toBe(false);
    expect(countableFromSnapshot(filters({ page: 1 }), { kind: 'nowhere', place: undefined })).toBe(false);
    const around = { kind: 'around', centre: { latitude: 43.3, longitude: 5.4 }, radiusKm: 30, place: undefined } as const;
    expect(countableFromSnapshot(filters({ page: 1, address: 'Marseille', latitude: 43.3, longitude: 5.4 }), around)).toBe(true);
  });

  it('tells a boat within a radius as haversineSql does, near the edge too', () => {
    // haversineSql's formula, without inArea's shortcut for boats surely inside.
    const haversine = (c: { latitude: number; longitude: number }, latitude: number, longitude: number) => {
      const halfLat = Math.sin(((latitude - c.latitude) * RADIANS_PER_DEGREE) / 2);
      const halfLng = Math.sin(((longitude - c.longitude) * RADIANS_PER_DEGREE) / 2);
      const h = halfLat * halfLat + Math.cos(c.latitude * RADIANS_PER_DEGREE) * Math.cos(latitude * RADIANS_PER_DEGREE) * (halfLng * halfLng);
      return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
    };
    const centre = fc.record({ latitude: fc.double({ min: -70, max: 70, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) });
    // Points at a bearing and a share of the radius, many of them a hair inside or outside its edge.
    const share = fc.oneof(fc.double({ min: 0, max: 1.3, noNaN: true }), fc.double({ min: 1 - 1e-5, max: 1 + 1e-5, noNaN: true }), fc.constantFrom(1, 1 - 1e-6, 1 - 2e-6));
    fc.assert(
      fc.property(centre, fc.double({ min: 0.5, max: 400, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), share, (c, radiusKm, bearing, k) => {
        const d = (radiusKm * k) / 6371;
        const lat1 = c.latitude * RADIANS_PER_DEGREE;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
        const lng2 = c.longitude * RADIANS_PER_DEGREE + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
        const latitude = lat2 / RADIANS_PER_DEGREE;
        const longitude = ((((lng2 / RADIANS_PER_DEGREE + 180) % 360) + 360) % 360) - 180;
        const area = { kind: 'around', centre: c, radiusKm, place: undefined } as unknown as SearchArea;
        const [latitudes, longitudes] = [Float64Array.of(0, latitude), Float64Array.of(0, longitude)];
        const world = inArea({ kind: 'box', bounds: { south: -90, west: -180, north: 90, east: 180 }, place: undefined } as SearchArea, latitudes, longitudes);
        expect(world(1)).toBe(true);
        // Within the bounding box (inArea's first tests) and haversineSql's radius, or neither.
        expect(inArea(area, latitudes, longitudes)(1)).toBe(haversine(c, latitude, longitude) <= radiusKm);
      }),
      { numRuns: 2000 },
    );
  });

  it('converts degrees to radians as PostgreSQL does', async () => {
    const { rows } = await sql<{ r: number }>`select radians(1) as r`.execute(handle.db);
    expect(RADIANS_PER_DEGREE).toBe(rows[0]!.r);
  });

  it('counts days since 1 January 2000 as PostgreSQL does', async () => {
    const { rows } = await sql<{ d: number }>`select date '2026-11-29' - date '2000-01-01' as d`.execute(handle.db);
    expect(dayNumber('2026-11-29')).toBe(rows[0]!.d);
  });

  it('is used only at the versions it was read at: a booking or a price changed elsewhere shows in the next search', async () => {
    const dated = filters({ page: 1, startDate: '2026-10-10', endDate: '2026-10-12' });
    await catalogueSnapshotRead(handle.db);
    const { versions } = await readVersions(handle.db);
    expect(priceCountsAt(handle.db, dated, versions, everywhere, null)).toEqual(await sqlPriceCounts(dated));
    const before = await searchBoats(context, dated);

    // "Another process" books the first boat of the page, with plain SQL: the snapshot is now behind.
    const booked = before.products[0]!.id;
    await sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${booked}, '2026-10-11', '2026-10-11')`.execute(handle.db);
    const moved = (await readVersions(handle.db)).versions;
    expect(priceCountsAt(handle.db, dated, moved, everywhere, null)).toBeUndefined();
    const after = await searchBoats(context, dated);
    expect(after.count).toBe(before.count - 1);
    expect(after.products.map((p) => p.id)).not.toContain(booked);

    // Once read again, the snapshot answers with the booking counted.
    await catalogueSnapshotRead(handle.db);
    expect(priceCountsAt(handle.db, dated, moved, everywhere, null)).toEqual(await sqlPriceCounts(dated));
    const cheapest = after.productsPriceStatistics!.lowest;
    await sql`update boats set price_per_day = 1, discount_percentage = 0 where id = (select id from boats where status = 'published' and id <> ${booked} order by id limit 1)`.execute(handle.db);
    const repriced = await searchBoats(context, filters({ page: 1, startDate: '2026-10-20', endDate: '2026-10-21' }));
    expect(repriced.productsPriceStatistics!.lowest).toBe(1);
    expect(cheapest).not.toBe(1);
  });

  it('is brought up to date from the boats each commit changed, to what a whole read gives', async () => {
    let held = await readCatalogueSnapshot(handle.db);
    const ids = (await sql<{ id: number }>`select id from boats order by id`.execute(handle.db)).rows.map((r) => r.id);
    // Writes as any process makes them, several per transaction or one each: bookings made and cancelled, prices,
    // places and capacities changed, boats paused and published again, equipment fitted and removed.
    const write = fc.oneof(
      fc.record({ kind: fc.constant('book' as const), boat: fc.constantFrom(...ids), day: fc.integer({ min: 0, max: 200 }), days: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ kind: fc.constant('cancel' as const), boat: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('reprice' as const), boat: fc.constantFrom(...ids), price: fc.integer({ min: 1, max: 900 }), discount: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant('move' as const), boat: fc.constantFrom(...ids), metres: fc.integer({ min: -500, max: 500 }), capacity: fc.integer({ min: 1, max: 12 }) }),
      fc.record({ kind: fc.constant('status' as const), boat: fc.constantFrom(...ids), status: fc.constantFrom('paused', 'published') }),
      fc.record({ kind: fc.constant('equip' as const), boat: fc.constantFrom(...ids), equipment: fc.constantFrom(...EQUIPMENT_IDS.slice(0, 8)) }),
      fc.record({ kind: fc.constant('unequip' as const), boat: fc.constantFrom(...ids) }),
    );
    type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;
    const apply = (db: typeof handle.db, w: Write) => {
      switch (w.kind) {
        case 'book':
          return sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${w.boat}, date '2026-06-02' + ${w.day}::int, date '2026-06-02' + ${w.day + w.days}::int)`.execute(db);
        case 'cancel':
          return sql`delete from boat_unavailabilities where id = (select max(id) from boat_unavailabilities where boat_id = ${w.boat})`.execute(db);
        case 'reprice':
          return sql`update boats set price_per_day = ${w.price}, discount_percentage = ${w.discount} where id = ${w.boat}`.execute(db);
        case 'move':
          return sql`update boats set latitude = latitude + ${w.metres / 111_000}, capacity = ${w.capacity} where id = ${w.boat}`.execute(db);
        case 'status':
          return sql`update boats set status = ${w.status} where id = ${w.boat} and status in ('paused', 'published')`.execute(db);
        case 'equip':
          return sql`insert into boat_equipment (boat_id, equipment_id) values (${w.boat}, ${w.equipment}) on conflict do nothing`.execute(db);
        case 'unequip':
          return sql`delete from boat_equipment where boat_id = ${w.boat} and equipment_id = (select min(equipment_id) from boat_equipment where boat_id = ${w.boat})`.execute(db);
      }
    };
    // A boat published, paused or moved to another grid cell changes the boats' order: the catalogue is read whole.
    let patched = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(write, { minLength: 1, maxLength: 4 }), { minLength: 0, maxLength: 4 }), async (transactions) => {
        const reordering = transactions.flat().some((w) => w.kind === 'status' || w.kind === 'move');
        for (const writes of transactions) {
          await handle.db.transaction().execute(async (trx) => {
            for (const w of writes) await apply(trx, w);
          });
        }
        const updated = await readCatalogueChanges(handle.db, held);
        const whole = await readCatalogueSnapshot(handle.db);
        if (!reordering) expect(updated).not.toBeNull();
        if (updated !== null) {
          patched++;
          expect(canonical(updated)).toEqual(canonical(whole));
          const dated = filters({ page: 1, startDate: '2026-07-01', endDate: '2026-07-08', numberOfPeople: 4 });
          expect(snapshotSearch(updated, dated, everywhere, null, { offset: 0, limit: 18 })).toEqual(snapshotSearch(whole, dated, everywhere, null, { offset: 0, limit: 18 }));
          // In an area, each boat's own ranges are checked (rangesByBoat), rather than the boats booked marked.
          const world = { kind: 'box', bounds: { south: -90, west: -180, north: 90, east: 180 }, place: undefined } as SearchArea;
          expect(snapshotSearch(updated, dated, world, null, { offset: 0, limit: 18 })).toEqual(snapshotSearch(whole, dated, everywhere, null, { offset: 0, limit: 18 }));
        }
        held = updated ?? whole;
      }),
      { numRuns: 30 },
    );
    expect(patched).toBeGreaterThan(10);
  });

  it('reads the whole catalogue again once the changes it lacks were deleted, or after a truncate', async () => {
    const held = await readCatalogueSnapshot(handle.db);
    const boat = held.id[0]!;
    await sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${boat}, '2026-12-01', '2026-12-03')`.execute(handle.db);
    expect(await readCatalogueChanges(handle.db, held)).not.toBeNull();
    // The housekeeping job deletes the changes older than its retention and raises the floor past them.
    await sql`update search_change_commits set created_at = now() - interval '2 hours'`.execute(handle.db);
    const pruned = await runHousekeeping({ db: handle.db, now: () => NOW });
    expect(pruned.searchBoatChanges).toBeGreaterThan(0);
    for (const table of ['search_boat_changes', 'search_change_commits']) {
      expect((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db)).rows[0]!.n).toBe(0);
    }
    const { rows } = await sql<{ floor: string; calendar: string }>`select calendar_floor::text as floor, calendar::text as calendar from search_versions`.execute(handle.db);
    expect(rows[0]!.floor).toBe(rows[0]!.calendar);
    expect(await readCatalogueChanges(handle.db, held)).toBeNull();
    // A snapshot read after the floor is brought up to date again from the log.
    const later = await readCatalogueSnapshot(handle.db);
    await sql`delete from boat_unavailabilities where boat_id = ${boat} and start_date = '2026-12-01'`.execute(handle.db);
    const updated = await readCatalogueChanges(handle.db, later);
    expect(canonical(updated!)).toEqual(canonical(await readCatalogueSnapshot(handle.db)));
    // A truncated table names no boats: everything is read again.
    await handle.db.transaction().execute(async (trx) => {
      await sql`create temporary table kept_equipment on commit drop as select * from boat_equipment`.execute(trx);
      await sql`truncate boat_equipment`.execute(trx);
      await sql`insert into boat_equipment select * from kept_equipment`.execute(trx);
    });
    expect(await readCatalogueChanges(handle.db, updated!)).toBeNull();
  });
});
