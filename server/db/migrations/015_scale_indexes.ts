import { sql, type Kysely } from 'kysely';

/**
 * The catalogue at scale (docs/scale.md: 100,000 boats on PostgreSQL).
 *
 * - boats_search_idx: every boat search reads published boats by their position (the bounding box of a place
 *   search) or all of them (the whole catalogue). This partial index holds, beside the position, every column the
 *   search's filters, price statistics and ordering read, so a search is an index-only scan of a 12 MB index
 *   instead of visits to the 110 MB table, one 8 kB page per boat. It replaces boats_lat_lng_idx (every query with a
 *   position also asks for published boats).
 * - boats_price_order_idx, boats_reviews_order_idx, boats_discount_order_idx: the other orders of a search, below.
 * - statistics on (type, capacity) and (type, sailing_type), below.
 * - boat_unavailabilities_window_idx: the booked ranges overlapping a search's dates, with the boat they belong to,
 *   read from the index alone (a whole-catalogue availability check is a hash anti-join over them). It replaces
 *   boat_unavailabilities_dates_idx, the same key without the boat.
 * - search_versions: two counters that move, in the same transaction, with every committed change to what search
 *   results are made of: `catalogue` (boats, their equipment, pictures and seasonal prices, owners' names and
 *   badges) and `calendar` (booked and blocked days). A server process caches search results with the counters they
 *   were read with and uses them only while the counters are unchanged, so no process ever serves availability or
 *   prices older than a booking another process committed (server/search/search-cache.ts).
 *   A statement on those tables queues one row in search_version_changes; a deferred trigger turns it into the
 *   counter update at commit, so the counters' row is locked only while a transaction commits (never for the length
 *   of a booking, and never before the transaction's other locks, which could deadlock).
 *
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index boats_search_idx on boats (latitude, longitude)
    include (id, price_per_day, discount_percentage, capacity, type, score, reviews_avg, place_id, instant_booking, sailing_type, cabins, berths)
    where status = 'published'`.execute(db);
  await sql`drop index boats_lat_lng_idx`.execute(db);
  // The page of a whole-catalogue search sorted by price, rating or discount walks one of these and stops after a page
  // (a descending sort with its id tie-break is an incremental sort over the walk). The price is the search's
  // effectivePriceSql; boats_price_idx and boats_type_price_idx, on the price before discount, served no query.
  await sql`create index boats_price_order_idx on boats ((((price_per_day::bigint * (100 - discount_percentage) + 50) / 100)::int))
    where status = 'published'`.execute(db);
  await sql`create index boats_reviews_order_idx on boats (reviews_avg) where status = 'published'`.execute(db);
  await sql`create index boats_discount_order_idx on boats (discount_percentage) where status = 'published'`.execute(db);
  await sql`drop index boats_price_idx`.execute(db);
  await sql`drop index boats_type_price_idx`.execute(db);
  // The planner's estimates of combined filters: a boat's type decides much of its capacity and sailing type (no
  // "Without license" boat takes 9 people), so multiplying their separate selectivities misjudges a search by orders
  // of magnitude (4,205 rows expected, none found: the page then walked all 100,000 boats in score order, 200 ms).
  await sql`create statistics boats_type_capacity_stats (mcv, dependencies) on type, capacity from boats`.execute(db);
  await sql`create statistics boats_type_sailing_stats (mcv, dependencies) on type, sailing_type from boats`.execute(db);
  await sql`create index boat_unavailabilities_window_idx on boat_unavailabilities (start_date, end_date) include (boat_id)`.execute(db);
  await sql`drop index boat_unavailabilities_dates_idx`.execute(db);

  await sql`create table search_versions (
    id boolean primary key default true check (id),
    catalogue bigint not null default 0,
    calendar bigint not null default 0
  )`.execute(db);
  await sql`insert into search_versions default values`.execute(db);
  await sql`create table search_version_changes (
    id bigserial primary key,
    kind varchar(10) not null check (kind in ('catalogue', 'calendar'))
  )`.execute(db);
  await sql`create function search_version_change() returns trigger language plpgsql as $$
    begin
      insert into search_version_changes (kind) values (tg_argv[0]);
      return null;
    end $$`.execute(db);
  await sql`create function search_version_bump() returns trigger language plpgsql as $$
    begin
      if new.kind = 'calendar' then
        update search_versions set calendar = calendar + 1;
      else
        update search_versions set catalogue = catalogue + 1;
      end if;
      delete from search_version_changes where id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger search_version_bump after insert on search_version_changes
    deferrable initially deferred for each row execute function search_version_bump()`.execute(db);
  const watched: ReadonlyArray<readonly [string, string, string]> = [
    ['boats', 'insert or update or delete', 'catalogue'],
    ['boat_equipment', 'insert or update or delete', 'catalogue'],
    ['boat_pictures', 'insert or update or delete', 'catalogue'],
    ['boat_seasonal_prices', 'insert or update or delete', 'catalogue'],
    // What a search shows of an owner (first name, badges, the owner filters); new users own nothing yet.
    ['users', 'update of first_name, is_pro, is_super_owner or delete', 'catalogue'],
    ['boat_unavailabilities', 'insert or update or delete', 'calendar'],
  ];
  for (const [table, events, kind] of watched) {
    await sql`create trigger ${sql.raw(`${table}_search_version`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function search_version_change(${sql.lit(kind)})`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_version_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function search_version_change(${sql.lit(kind)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['boats', 'boat_equipment', 'boat_pictures', 'boat_seasonal_prices', 'users', 'boat_unavailabilities']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_search_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${table}_search_version_truncate`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop table search_version_changes`.execute(db);
  await sql`drop function search_version_bump()`.execute(db);
  await sql`drop function search_version_change()`.execute(db);
  await sql`drop table search_versions`.execute(db);
  await sql`drop statistics boats_type_sailing_stats`.execute(db);
  await sql`drop statistics boats_type_capacity_stats`.execute(db);
  await sql`create index boat_unavailabilities_dates_idx on boat_unavailabilities (start_date, end_date)`.execute(db);
  await sql`drop index boat_unavailabilities_window_idx`.execute(db);
  await sql`create index boats_type_price_idx on boats (type, price_per_day)`.execute(db);
  await sql`create index boats_price_idx on boats (price_per_day)`.execute(db);
  for (const index of ['boats_discount_order_idx', 'boats_reviews_order_idx', 'boats_price_order_idx']) await sql`drop index ${sql.raw(index)}`.execute(db);
  await sql`create index boats_lat_lng_idx on boats (latitude, longitude)`.execute(db);
  await sql`drop index boats_search_idx`.execute(db);
}
