import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { generateActivities, type GeneratedActivities } from './activities';
import { generateBoatBatches, type GeneratedBoats } from './boats';
import { seedCheckoutCatalogue } from './checkout-catalogue';
import { seedSleepingAreasAndItineraries } from './sleeping-and-itineraries';
import { CURRENCIES } from './currencies';
import { DEMO_ACCOUNTS, DEMO_OWNER_EMAIL, DEMO_TENANT_EMAIL, demoAccountRows, generateOwners, type OwnerRef, type UserRow } from './owners';
import { buildPlaces, type PlaceRow } from './places';
import { createRandom, DEMO_SEED } from './random';
import { seedDemoRequests } from './demo-requests';
import { seedDemoRefunds } from './demo-refunds';
import { seedDemoDamageClaim } from './demo-damage-claim';
import { seedDemoConversations } from './demo-conversations';
import { insertRows } from './insert-rows';

export interface SeedOptions {
  /** Number of boats (default 2,000; the benchmark uses 20,000). */
  readonly boats?: number;
  /** Number of activities (default 300). */
  readonly activities?: number;
  /** Number of generated owners besides the demo accounts (default 300). */
  readonly owners?: number;
  /** The reference time: creation dates lie before it, booked ranges after it. Default: today 00:00 UTC. */
  readonly now?: Date;
  /** Seed of the generator (default DEMO_SEED). */
  readonly seed?: number;
}

export interface SeedSummary {
  readonly currencies: number;
  readonly places: number;
  /** Users holding the owner role: the generated owners plus the demo owner. */
  readonly owners: number;
  readonly boats: number;
  readonly activities: number;
  /** Boat and activity reviews. */
  readonly reviews: number;
}

/** True once the catalogue holds boats: seeding is for an empty database only. */
export const isSeeded = async (db: Kysely<Database>): Promise<boolean> => {
  const row = await db.selectFrom('boats').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
};

const DAY_MS = 86_400_000;

/**
 * Fills an empty database with the deterministic demo catalogue, in one transaction: currencies, places,
 * demo accounts, owners, boats (equipment, pictures, reviews, booked ranges), activities and a few favourites
 * of the demo tenant. The same options give the same rows on every machine.
 */
export const seedDemoData = async (db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> => {
  if (await isSeeded(db)) throw new Error('The database already holds a catalogue; seed an empty database only');
  const now = options.now ?? startOfUtcDay(new Date());
  const rng = createRandom(options.seed ?? DEMO_SEED);
  const { places, harbours } = buildPlaces();

  const summary = await db.transaction().execute(async (trx) => {
    const currencies = await trx
      .insertInto('currencies')
      .values(CURRENCIES.map((c) => ({ code: c.code, legacy_id: c.legacyId, symbol: c.symbol, rate: c.rate, minor_units: c.minorUnits })))
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .execute();

    await insertRows(trx, 'places', places.map(placeInsert));

    // Users: the demo accounts first (unless an earlier step created them), then the generated owners.
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email))
      .execute();
    let nextUserId = (await maxId(trx, 'users')) + 1;
    const demoRows = demoAccountRows(now, nextUserId).filter((r) => !existing.some((e) => e.email === r.email));
    const demoRowsWithIds = demoRows.map((r, i) => ({ ...r, id: nextUserId + i }));
    nextUserId += demoRowsWithIds.length;
    const generated = generateOwners(options.owners ?? 300, rng.fork(1), harbours, now, nextUserId);
    const taken = await trx.selectFrom('users').select('email').where('email', '=', generated.rows[0]?.email ?? '').executeTakeFirst();
    if (taken) throw new Error(`Demo owners already exist (${taken.email}); seed an empty database only`);
    await insertRows(trx, 'users', [...demoRowsWithIds, ...generated.rows].map(userInsert));
    const idOf = (email: string): number | undefined =>
      existing.find((e) => e.email === email)?.id ?? demoRowsWithIds.find((r) => r.email === email)?.id;
    const demoOwnerId = idOf(DEMO_OWNER_EMAIL);
    const demoOwner: OwnerRef | undefined =
      demoOwnerId === undefined ? undefined : { id: demoOwnerId, countryCode: 'FR', isPro: true, isSuperOwner: true };

    // Boats in batches: the database stores one batch while the next is generated (100,000 boats and their 770,000
    // reviews are never all in memory at once). Same generator, same order: the same rows as in one go.
    const boatIds: number[] = [];
    let boatReviews = 0;
    let storing: Promise<void> | undefined;
    for (const batch of generateBoatBatches(options.boats ?? 2000, rng.fork(2), { harbours, owners: generated.refs, now, demoOwner }, 1)) {
      await storing;
      for (const boat of batch.boats) boatIds.push(boat.id);
      boatReviews += batch.reviews.length;
      storing = insertGeneratedBoats(trx, batch);
      storing.catch(() => undefined); // awaited before the next batch and after the last
      // Let the first statement leave before generating the next batch.
      await setImmediate();
    }
    await storing;

    const activities = generateActivities(options.activities ?? 300, rng.fork(3), { harbours, owners: generated.refs, now }, 1);
    await insertGeneratedActivities(trx, activities);
    // Extras, skippers, insurance offers and promo codes (derived from each product's id, not from rng).
    await seedCheckoutCatalogue(trx);
    // Sleeping areas and an itinerary for a few boats (derived from each boat's id and harbour).
    await seedSleepingAreasAndItineraries(trx);

    const tenantId = idOf(DEMO_TENANT_EMAIL);
    if (tenantId !== undefined && boatIds.length > 0) {
      const favRng = rng.fork(4);
      const ids = [...new Set(Array.from({ length: 6 }, () => favRng.pick(boatIds)))];
      await insertRows(trx, 'favorites', ids.map((productId, i) => ({
        user_id: tenantId, product_id: productId, created_at: new Date(now.getTime() - (30 - i) * DAY_MS),
      })));
    }

    await resetSequences(trx);
    // Requests waiting for the demo owner's answer (issue [6]); after the sequences, as they take serial ids.
    if (tenantId !== undefined && demoOwnerId !== undefined) await seedDemoRequests(trx, { ownerId: demoOwnerId, tenantId, now, rng: rng.fork(5) });
    // Expired requests whose automatic refund succeeded or failed, for the back office's queue (issue [7]).
    if (tenantId !== undefined && demoOwnerId !== undefined) await seedDemoRefunds(trx, { ownerId: demoOwnerId, tenantId, now, rng: rng.fork(17) });
    // A past trip with a damage claim waiting for staff (issue [7]).
    if (tenantId !== undefined && demoOwnerId !== undefined) await seedDemoDamageClaim(trx, { ownerId: demoOwnerId, tenantId, now, rng: rng.fork(6) });
    // Questions about boats and the owners' answers, for the owners' response rate and time on the product page.
    const demoUserIds = DEMO_ACCOUNTS.flatMap((a) => { const id = idOf(a.email); return id === undefined ? [] : [id]; });
    await seedDemoConversations(trx, { excludedUserIds: demoUserIds, now, rng: rng.fork(8) });
    return {
      currencies: currencies.length,
      places: places.length,
      owners: generated.rows.length + (demoOwnerId === undefined ? 0 : 1),
      boats: boatIds.length,
      activities: activities.activities.length,
      reviews: boatReviews + activities.reviews.length,
    };
  });
  // Fresh statistics, so the planner uses the search indexes at once; and the search tables vacuumed, so that their
  // index-only scans read no table page (PGlite has no autovacuum; on PostgreSQL it would come later). VACUUM cannot
  // run in a transaction: a caller's transaction gets the statistics only.
  const tables = sql`users, places, boats, boat_equipment, boat_pictures, reviews, boat_unavailabilities, activities, favorites, product_extras, insurance_offers`;
  await (db.isTransaction ? sql`analyze ${tables}` : sql`vacuum (analyze) ${tables}`).execute(db);
  return summary;
};

/** Inserts generated boats and everything attached to them. Their ids must be free (see generateBoats' firstId). */
export const insertGeneratedBoats = async (db: Kysely<Database>, generated: GeneratedBoats): Promise<void> => {
  // Demo boats are published listings, last changed when they were created (identical rows on every seed).
  await insertRows(
    db,
    'boats',
    generated.boats.map((b) => ({
      ...b,
      product_tags: b.product_tags,
      // The demo texts are English: the listing's one written language, the others fall back to it (jsonb objects).
      titles: { en: b.title },
      descriptions: { en: b.description },
      updated_at: b.created_at,
      published_at: b.created_at,
    })),
  );
  await insertRows(db, 'boat_equipment', generated.equipment);
  await insertRows(db, 'boat_pictures', generated.pictures);
  await insertRows(db, 'reviews', generated.reviews);
  await insertRows(db, 'boat_unavailabilities', generated.unavailabilities);
};

export const insertGeneratedActivities = async (db: Kysely<Database>, generated: GeneratedActivities): Promise<void> => {
  await insertRows(db, 'activities', generated.activities);
  await insertRows(db, 'reviews', generated.reviews);
};

/** Moves every serial sequence past the ids inserted explicitly, so later inserts get fresh ids. */
export const resetSequences = async (db: Kysely<Database>): Promise<void> => {
  for (const table of ['users', 'places', 'boats', 'activities', 'reviews', 'boat_unavailabilities'] as const) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
};

const maxId = async (db: Kysely<Database>, table: 'users'): Promise<number> => {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0);
};

const placeInsert = (p: PlaceRow) => ({ ...p });
const userInsert = (u: UserRow) => ({ ...u });

const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
