import { sql, type Kysely } from 'kysely';

/**
 * Issue [9]: which boats each change to search_versions' counters touched, so a server process brings its catalogue
 * snapshot (server/search/catalogue-snapshot.ts) up to date by reading those boats again, not the whole catalogue.
 *
 * - search_boat_changes: one row per boat a statement on boats, boat_equipment or boat_unavailabilities touched (a
 *   truncate writes one row without a boat: everything changed), with the transaction's id.
 * - search_change_commits: at commit the deferred search_version_bump records, for the transaction's id, the counter
 *   value it sets. Counters are set one commit at a time (the counters' row is locked), so a reader that sees value v
 *   sees every commit recorded up to v, and the boats of the commits recorded after the counters it last read are
 *   exactly what changed since, whatever order the transactions started in. (One row per commit, not a stamp on each
 *   boat's row: a bulk insert writes its log once.)
 * - search_versions.catalogue_floor and calendar_floor: the highest value whose commits the housekeeping job deleted;
 *   a process whose snapshot is older than a floor reads the whole catalogue again.
 *
 * Statement triggers with transition tables (one event each, as PostgreSQL requires): a bulk insert logs its boats in
 * one statement instead of firing a trigger per row. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) accept.
 */
const LOGGED: ReadonlyArray<readonly [table: string, boatColumn: string, kind: 'catalogue' | 'calendar']> = [
  ['boats', 'id', 'catalogue'],
  ['boat_equipment', 'boat_id', 'catalogue'],
  ['boat_unavailabilities', 'boat_id', 'calendar'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_boat_changes (
    xid bigint not null,
    kind varchar(10) not null check (kind in ('catalogue', 'calendar')),
    boat_id integer
  )`.execute(db);
  await sql`create index search_boat_changes_xid_idx on search_boat_changes (xid)`.execute(db);
  await sql`create table search_change_commits (
    xid bigint not null,
    kind varchar(10) not null check (kind in ('catalogue', 'calendar')),
    version bigint not null,
    created_at timestamptz not null default now(),
    primary key (xid, kind)
  )`.execute(db);
  await sql`create index search_change_commits_version_idx on search_change_commits (kind, version)`.execute(db);
  await sql`alter table search_versions add column catalogue_floor bigint not null default 0, add column calendar_floor bigint not null default 0`.execute(db);

  for (const [table, column] of LOGGED) {
    // One function per boat column: transition tables are named in static SQL (a branch is planned only when run).
    await sql`create function ${sql.raw(`${table}_search_boat_change`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into search_boat_changes (kind, boat_id, xid) select distinct tg_argv[0], ${sql.raw(column)}, txid_current() from new_rows;
        elsif tg_op = 'DELETE' then
          insert into search_boat_changes (kind, boat_id, xid) select distinct tg_argv[0], ${sql.raw(column)}, txid_current() from old_rows;
        else
          insert into search_boat_changes (kind, boat_id, xid)
            select distinct tg_argv[0], b, txid_current() from (select ${sql.raw(column)} as b from old_rows union select ${sql.raw(column)} from new_rows) c;
        end if;
        return null;
      end $$`.execute(db);
  }
  for (const [table, , kind] of LOGGED) {
    const fn = sql.raw(`${table}_search_boat_change`);
    await sql`create trigger ${sql.raw(`${table}_boat_change_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function ${fn}(${sql.lit(kind)})`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_boat_change_update`)} after update on ${sql.table(table)}
      referencing old table as old_rows new table as new_rows for each statement execute function ${fn}(${sql.lit(kind)})`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_boat_change_delete`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement execute function ${fn}(${sql.lit(kind)})`.execute(db);
  }
  await sql`create function search_boat_change_truncate() returns trigger language plpgsql as $$
    begin
      insert into search_boat_changes (kind, boat_id, xid) values (tg_argv[0], null, txid_current());
      return null;
    end $$`.execute(db);
  for (const [table, , kind] of LOGGED) {
    await sql`create trigger ${sql.raw(`${table}_boat_change_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function search_boat_change_truncate(${sql.lit(kind)})`.execute(db);
  }

  // The counters' bump (migration 015) now also records the value it sets for the transaction (its first, when a
  // transaction moves a counter twice: a reader sees all of them or none).
  await sql`create or replace function search_version_bump() returns trigger language plpgsql as $$
    declare
      stamp bigint;
    begin
      if new.kind = 'calendar' then
        update search_versions set calendar = calendar + 1 returning calendar into stamp;
      else
        update search_versions set catalogue = catalogue + 1 returning catalogue into stamp;
      end if;
      insert into search_change_commits (xid, kind, version) values (txid_current(), new.kind, stamp) on conflict do nothing;
      delete from search_version_changes where id = new.id;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function search_version_bump() returns trigger language plpgsql as $$
    begin
      if new.kind = 'calendar' then
        update search_versions set calendar = calendar + 1;
      else
        update search_versions set catalogue = catalogue + 1;
      end if;
      delete from search_version_changes where id = new.id;
      return null;
    end $$`.execute(db);
  for (const [table] of LOGGED) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_boat_change_${event}`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function ${sql.raw(`${table}_search_boat_change`)}()`.execute(db);
  }
  await sql`drop function search_boat_change_truncate()`.execute(db);
  await sql`alter table search_versions drop column catalogue_floor, drop column calendar_floor`.execute(db);
  await sql`drop table search_change_commits`.execute(db);
  await sql`drop table search_boat_changes`.execute(db);
}
