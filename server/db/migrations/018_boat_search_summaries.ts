import { sql, type Kysely } from 'kysely';

/**
 * Issue [9]: each boat's search summary (what a result card shows: server/search/product-summaries.ts SummaryRow,
 * without the user's favourite), made once when the boat, its pictures, its seasonal prices or its owner's name and
 * badges change, instead of at every search that lists it. A page of a new search then reads 18 ready JSON values by
 * id: 0.2 ms of PostgreSQL instead of 0.7–0.9 ms for the joins, picture arrays and seasons of 18 boats (pgbench, one
 * client, 100,000 boats: docs/scale.md).
 *
 * - boat_search_summary_source: the summary as a view, the one definition of it; the triggers copy from it, and a
 *   test checks the copies against it after random changes.
 * - boat_search_summaries: the copies, kept in the same transaction as the change (statement triggers with
 *   transition tables, as migration 017: a bulk insert makes its summaries in one statement), deleted with the boat.
 *
 * A later change to what a summary holds is a new migration that replaces the view and fills the table again.
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) accept.
 */
const SOURCE = sql`create or replace view boat_search_summary_source as
  select b.id as boat_id, (select row_to_json(x) from (select
      b.id, b.title, b.slug, b.type, b.created_at, b.reviews_count, b.reviews_avg, b.length_m, b.engine_power,
      b.builder_name, b.model_name, b.cabins, b.berths, b.capacity, b.build_year, b.place_id, b.latitude, b.longitude,
      b.price_per_day, b.discount_percentage, b.instant_booking, b.sailing_type, b.cancellation_policy,
      b.titles, b.weekly_discount, b.half_day_price,
      (select json_agg(json_build_object('startDate', to_char(s.start_date, 'YYYY-MM-DD'), 'endDate', to_char(s.end_date, 'YYYY-MM-DD'),
          'pricePerDay', s.price_per_day) order by s.start_date)
        from boat_seasonal_prices s where s.boat_id = b.id) as seasonal_prices,
      o.first_name, o.is_pro, o.is_super_owner,
      array(select p.url from boat_pictures p where p.boat_id = b.id order by p.position) as pictures,
      false as is_favorite) x) as summary
  from boats b join users o on o.id = b.owner_id`;

/** Tables whose rows name a boat: a statement on them makes its boats' summaries again. */
const BY_BOAT: ReadonlyArray<readonly [table: string, boatColumn: string]> = [
  ['boats', 'id'],
  ['boat_pictures', 'boat_id'],
  ['boat_seasonal_prices', 'boat_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await SOURCE.execute(db);
  await sql`create table boat_search_summaries (
    boat_id integer primary key references boats (id) on delete cascade,
    summary json not null
  )`.execute(db);
  await sql`create function boat_search_summaries_refresh(boats integer[]) returns void language sql as $$
    insert into boat_search_summaries (boat_id, summary)
      select boat_id, summary from boat_search_summary_source where boat_id = any(boats)
      on conflict (boat_id) do update set summary = excluded.summary
  $$`.execute(db);

  for (const [table, column] of BY_BOAT) {
    const id = sql.raw(column);
    // One function per table: transition tables are named in static SQL (a branch is planned only when run).
    await sql`create function ${sql.raw(`${table}_search_summary`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform boat_search_summaries_refresh(array(select distinct ${id} from new_rows));
        elsif tg_op = 'DELETE' then
          perform boat_search_summaries_refresh(array(select distinct ${id} from old_rows));
        else
          perform boat_search_summaries_refresh(array(select ${id} from old_rows union select ${id} from new_rows));
        end if;
        return null;
      end $$`.execute(db);
    const fn = sql.raw(`${table}_search_summary`);
    // A boat's own delete needs nothing: its summary goes with it (on delete cascade).
    const events: ReadonlyArray<readonly [string, string]> =
      table === 'boats' ? [['insert', 'new table as new_rows'], ['update', 'old table as old_rows new table as new_rows']]
        : [['insert', 'new table as new_rows'], ['update', 'old table as old_rows new table as new_rows'], ['delete', 'old table as old_rows']];
    for (const [event, referencing] of events) {
      await sql`create trigger ${sql.raw(`${table}_search_summary_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(referencing)} for each statement execute function ${fn}()`.execute(db);
    }
  }
  // A truncate names no rows: every boat's summary is made again.
  await sql`create function boat_search_summaries_refresh_all() returns trigger language plpgsql as $$
    begin
      perform boat_search_summaries_refresh(array(select id from boats));
      return null;
    end $$`.execute(db);
  for (const [table] of BY_BOAT.slice(1)) {
    await sql`create trigger ${sql.raw(`${table}_search_summary_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function boat_search_summaries_refresh_all()`.execute(db);
  }
  // An owner's first name and badges, on every boat they own (PostgreSQL allows no column list with transition tables:
  // the function keeps the rows where one of them changed).
  await sql`create function users_search_summary() returns trigger language plpgsql as $$
    begin
      perform boat_search_summaries_refresh(array(
        select b.id from boats b
        where b.owner_id in (
          select n.id from new_rows n join old_rows o on o.id = n.id
          where (n.first_name, n.is_pro, n.is_super_owner) is distinct from (o.first_name, o.is_pro, o.is_super_owner))));
      return null;
    end $$`.execute(db);
  await sql`create trigger users_search_summary_update after update on users
    referencing old table as old_rows new table as new_rows for each statement execute function users_search_summary()`.execute(db);

  await sql`insert into boat_search_summaries (boat_id, summary) select boat_id, summary from boat_search_summary_source`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_search_summary_update on users`.execute(db);
  await sql`drop function users_search_summary()`.execute(db);
  for (const [table] of BY_BOAT) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await sql`drop trigger if exists ${sql.raw(`${table}_search_summary_${event}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.raw(`${table}_search_summary`)}()`.execute(db);
  }
  await sql`drop function boat_search_summaries_refresh_all()`.execute(db);
  await sql`drop function boat_search_summaries_refresh(integer[])`.execute(db);
  await sql`drop table boat_search_summaries`.execute(db);
  await sql`drop view boat_search_summary_source`.execute(db);
}
