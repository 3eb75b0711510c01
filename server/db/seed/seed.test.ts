import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database';
import { BOAT_TYPES } from './boat-models';
import { DEMO_ACCOUNTS } from './owners';
import { EQUIPMENT_IDS } from './equipment';
import { CURRENCIES } from './currencies';
import { EXPERIENCES } from './activities';
import { isSeeded, seedDemoData, type SeedSummary } from './seed';
import { foldSearchText } from './fold';

const NOW = new Date('2026-06-01T00:00:00Z');
const DAY_MS = 86_400_000;

const freshSeeded = async (): Promise<{ handle: DatabaseHandle; summary: SeedSummary }> => {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  const summary = await seedDemoData(handle.db, { boats: 300, now: NOW });
  return { handle, summary };
};

const allBoatRows = (handle: DatabaseHandle) => handle.db.selectFrom('boats').selectAll().orderBy('id').execute();

describe('seedDemoData', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    ({ handle, summary } = await freshSeeded());
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('reports what it inserted', async () => {
    expect(summary.boats).toBe(300);
    expect(summary.currencies).toBe(CURRENCIES.length);
    expect(summary.owners).toBe(301);
    expect(summary.activities).toBe(300);
    const reviews = await handle.db.selectFrom('reviews').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(reviews.n)).toBe(summary.reviews);
    expect(await isSeeded(handle.db)).toBe(true);
  });

  it('gives identical rows in two fresh databases', async () => {
    const other = await freshSeeded();
    try {
      expect(other.summary).toEqual(summary);
      expect(await allBoatRows(other.handle)).toEqual(await allBoatRows(handle));
      const reviews = (h: DatabaseHandle) => h.db.selectFrom('reviews').selectAll().orderBy('id').execute();
      expect(await reviews(other.handle)).toEqual(await reviews(handle));
      // The demo requests too (hashes and intent ids come from the seed, not from chance).
      const requests = (h: DatabaseHandle) => h.db.selectFrom('booking_requests').selectAll().orderBy('id').execute();
      const payments = (h: DatabaseHandle) => h.db.selectFrom('payments').selectAll().orderBy('id').execute();
      expect(await requests(other.handle)).toEqual(await requests(handle));
      expect(await payments(other.handle)).toEqual(await payments(handle));
    } finally {
      await other.handle.close();
    }
  }, 120_000);

  it('refuses to seed twice', async () => {
    await expect(seedDemoData(handle.db, { boats: 10, now: NOW })).rejects.toThrow(/already/);
  });

  it('lists every boat type, spelled as the spec spells it', async () => {
    const rows = await handle.db.selectFrom('boats').select('type').distinct().execute();
    expect(rows.map((r) => r.type).sort()).toEqual([...BOAT_TYPES].sort());
  });

  it('uses only the equipment ids of the spec', async () => {
    const rows = await handle.db.selectFrom('boat_equipment').select('equipment_id').distinct().execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const { equipment_id } of rows) expect(EQUIPMENT_IDS).toContain(equipment_id);
  });

  it('keeps every coordinate valid and every boat near its existing harbour', async () => {
    const rows = await handle.db
      .selectFrom('boats')
      .leftJoin('places', 'places.id', 'boats.place_id')
      .select(['boats.id', 'boats.latitude', 'boats.longitude', 'places.kind', 'places.latitude as hlat', 'places.longitude as hlng'])
      .execute();
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      const r = { ...row, latitude: row.latitude ?? NaN, longitude: row.longitude ?? NaN };
      expect(r.kind).toBe('harbour');
      expect(Math.abs(r.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(r.longitude)).toBeLessThanOrEqual(180);
      expect(Math.round(r.latitude * 1e6) / 1e6).toBe(r.latitude);
      // Within ~3 km: 0.03° of latitude is 3.3 km.
      expect(Math.abs(r.latitude - (r.hlat ?? 0))).toBeLessThan(0.03);
    }
    const places = await handle.db.selectFrom('places').select(['latitude', 'longitude']).execute();
    for (const p of places) {
      expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('has at least 40 harbours in at least 10 countries, each under a city', async () => {
    const harbours = await handle.db
      .selectFrom('places as h')
      .innerJoin('places as c', 'c.id', 'h.parent_id')
      .select(['h.country_code', 'c.kind as parentKind'])
      .where('h.kind', '=', 'harbour')
      .execute();
    expect(harbours.length).toBeGreaterThanOrEqual(40);
    expect(new Set(harbours.map((h) => h.country_code)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(harbours.map((h) => h.parentKind))).toEqual(new Set(['city']));
  });

  it('names places in every language and finds them by any name, accents ignored', async () => {
    const athens = await handle.db.selectFrom('places').selectAll().where('slug', '=', 'athens').executeTakeFirstOrThrow();
    expect(athens.names['el']).toBe('Αθήνα');
    expect(athens.names['en-GB']).toBe('Athens');
    const found = await handle.db
      .selectFrom('places')
      .select('slug')
      .where('search_text', 'ilike', `%${foldSearchText('Danzig')}%`)
      .execute();
    expect(found.map((f) => f.slug)).toContain('gdansk');
    const greek = await handle.db.selectFrom('places').select('slug').where('search_text', 'ilike', `%${foldSearchText('ΑΘΉΝΑ')}%`).execute();
    expect(greek.map((f) => f.slug)).toContain('athens');
  });

  it('has new products (listed within 365 days, no review) and older reviewed ones', async () => {
    const rows = await handle.db.selectFrom('boats').select(['created_at', 'reviews_count', 'reviews_avg']).execute();
    const isNew = (r: { created_at: Date; reviews_count: number }) =>
      r.reviews_count === 0 && NOW.getTime() - r.created_at.getTime() < 365 * DAY_MS;
    expect(rows.filter(isNew).length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.reviews_count > 0).length).toBeGreaterThan(150);
    for (const r of rows) {
      expect(r.created_at.getTime()).toBeLessThan(NOW.getTime());
      expect(r.reviews_avg).toBeGreaterThanOrEqual(r.reviews_count === 0 ? 0 : 1);
      expect(r.reviews_avg).toBeLessThanOrEqual(5);
    }
  });

  it('keeps booked ranges in the next 12 months, ordered and not overlapping', async () => {
    const rows = await handle.db.selectFrom('boat_unavailabilities').selectAll().orderBy('boat_id').orderBy('start_date').execute();
    expect(rows.length).toBeGreaterThan(100);
    let previous: (typeof rows)[number] | undefined;
    for (const r of rows) {
      expect(r.end_date.getTime()).toBeGreaterThanOrEqual(r.start_date.getTime());
      expect(r.start_date.getTime()).toBeGreaterThan(NOW.getTime() - DAY_MS);
      expect(r.end_date.getTime()).toBeLessThanOrEqual(NOW.getTime() + 366 * DAY_MS);
      if (previous && previous.boat_id === r.boat_id) expect(r.start_date.getTime()).toBeGreaterThan(previous.end_date.getTime());
      previous = r;
    }
  });

  it('creates the demo accounts without passwords and gives the demo owner boats', async () => {
    const users = await handle.db
      .selectFrom('users')
      .select(['id', 'email', 'roles', 'is_pro', 'is_super_owner', 'password_hash'])
      .where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email))
      .orderBy('id')
      .execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    for (const u of users) expect(u.password_hash).toBeNull();
    const owner = users.find((u) => u.email === 'owner@demo.seaway.test');
    expect(owner).toMatchObject({ is_pro: true, is_super_owner: true, roles: ['tenant', 'owner'] });
    expect(users.find((u) => u.email === 'staff@demo.seaway.test')?.roles).toEqual(['tenant', 'staff']);
    const owned = await handle.db.selectFrom('boats').select('id').where('owner_id', '=', owner?.id ?? -1).execute();
    expect(owned.length).toBeGreaterThan(0);
  });

  it('gives the demo owner two requests of the demo tenant to answer: paid, the money held, the days held, due after now', async () => {
    const ids = await handle.db.selectFrom('users').select(['id', 'email']).where('email', 'in', ['owner@demo.seaway.test', 'tenant@demo.seaway.test']).execute();
    const ownerId = ids.find((u) => u.email === 'owner@demo.seaway.test')?.id;
    const tenantId = ids.find((u) => u.email === 'tenant@demo.seaway.test')?.id;
    const requests = await handle.db
      .selectFrom('booking_requests as r')
      .innerJoin('boats as b', 'b.id', 'r.boat_id')
      .innerJoin('payments as p', 'p.booking_request_id', 'r.id')
      .select(['r.id', 'r.user_id', 'r.status', 'r.is_direct', 'r.response_before', 'r.start_date', 'b.owner_id', 'b.instant_booking', 'p.status as payment', 'p.capture_method', 'p.captured_at', 'p.amount'])
      // The other demo bookings (the back office's, issue [7]) no longer wait for an answer.
      .where('r.status', '=', 'awaitingOwner')
      .orderBy('r.id')
      .execute();
    expect(requests).toHaveLength(2);
    for (const r of requests) {
      expect(r).toMatchObject({ user_id: tenantId, owner_id: ownerId, status: 'awaitingOwner', is_direct: false, instant_booking: false, payment: 'succeeded', capture_method: 'manual', captured_at: null });
      expect(r.amount).toBeGreaterThan(0);
      expect(r.response_before?.getTime()).toBeGreaterThan(NOW.getTime());
      expect(r.start_date.getTime()).toBeGreaterThan(NOW.getTime());
      expect(await handle.db.selectFrom('boat_unavailabilities').select('id').where('booking_request_id', '=', r.id).execute()).toHaveLength(1);
    }
  });

  it('gives the back office two expired requests of the demo tenant: one refunded automatically, one whose refund failed', async () => {
    const refunds = await handle.db
      .selectFrom('refunds as f')
      .innerJoin('booking_requests as r', 'r.id', 'f.booking_request_id')
      .innerJoin('payments as p', 'p.id', 'f.payment_id')
      .select(['r.status', 'r.request_outcome', 'r.id', 'f.status as refund', 'f.reason', 'f.amount', 'f.attempts', 'f.last_error', 'p.amount as paid', 'p.released_at', 'p.captured_at'])
      .where('r.request_outcome', '=', 'expired')
      .orderBy('r.id')
      .execute();
    expect(refunds).toEqual([
      expect.objectContaining({ status: 'refunded', refund: 'succeeded', reason: 'expired', attempts: 1, last_error: null, captured_at: null, released_at: expect.any(Date) }),
      expect.objectContaining({ status: 'expired', refund: 'failed', reason: 'expired', attempts: 1, last_error: expect.any(String), captured_at: null, released_at: null }),
    ]);
    for (const r of refunds) {
      expect(r.amount).toBe(r.paid);
      // Expired: the days are free again.
      expect(await handle.db.selectFrom('boat_unavailabilities').select('id').where('booking_request_id', '=', r.id).execute()).toHaveLength(0);
    }
  });

  it('covers every experience with activities whose fields are in range', async () => {
    const rows = await handle.db.selectFrom('activities').selectAll().execute();
    expect(new Set(rows.map((r) => r.experience))).toEqual(new Set(EXPERIENCES));
    for (const r of rows) {
      expect(r.times_of_day.length).toBeGreaterThan(0);
      expect(r.skipper_languages.length).toBeGreaterThan(0);
      expect(r.price).toBeGreaterThan(0);
      expect(r.cover_url).toBe(`/media/activities/${r.id}.webp`);
    }
  });

  it('lets later inserts take fresh ids', async () => {
    const inserted = await handle.db
      .insertInto('places')
      .values({ slug: 'test-place', kind: 'city', country_code: 'FR', names: JSON.stringify({ en: 'Test' }), search_text: 'test', latitude: 0, longitude: 0, parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(summary.places + 1);
  });
});
