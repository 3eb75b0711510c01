import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long an expired or revoked session, an expired reset link or registration code stays before it is deleted. */
export const HOUSEKEEPING_RETENTION_DAYS = 7;

export interface HousekeepingResult {
  readonly sessions: number;
  readonly passwordResetTokens: number;
  readonly pendingRegistrations: number;
  readonly searchBoatChanges: number;
}

/**
 * How long the boats changed by each commit are kept for the servers' catalogue snapshots (migration 017): a process
 * brings its snapshot up to date within seconds of a change, so an hour covers a process that was busy or paused; one
 * whose snapshot is older reads the whole catalogue again.
 */
export const SEARCH_BOAT_CHANGES_RETENTION_MINUTES = 60;

/**
 * Deletes the commits of search changes older than the retention (by the database's clock, which wrote them) with
 * their boats, and raises the floors past the counter values deleted, in one statement; returns how many boats' rows
 * it deleted.
 */
const pruneSearchBoatChanges = async (db: Kysely<Database>): Promise<number> => {
  const { rows } = await sql<{ deleted: number }>`
    with gone as (
      delete from search_change_commits
      where created_at < now() - make_interval(mins => ${SEARCH_BOAT_CHANGES_RETENTION_MINUTES}::int)
      returning xid, kind, version
    ), boats as (
      delete from search_boat_changes b using gone g where b.xid = g.xid and b.kind = g.kind returning 1
    ), floors as (
      update search_versions set
        catalogue_floor = greatest(catalogue_floor, coalesce((select max(version) from gone where kind = 'catalogue'), 0)),
        calendar_floor = greatest(calendar_floor, coalesce((select max(version) from gone where kind = 'calendar'), 0))
      where exists (select 1 from gone)
    )
    select count(*)::int as deleted from boats`.execute(db);
  return rows[0]?.deleted ?? 0;
};

/**
 * Session expiry and the like (issue [9]): what can no longer be used is deleted once it is a week past its end (the
 * week keeps "your session expired" answers and support questions explainable). Idempotent: a second run deletes
 * nothing more, so a retried job is harmless.
 */
export const runHousekeeping = async (options: { db: Kysely<Database>; now: () => Date }): Promise<HousekeepingResult> => {
  const before = new Date(options.now().getTime() - HOUSEKEEPING_RETENTION_DAYS * 86_400_000);
  const sessions = await options.db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  const tokens = await options.db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  const registrations = await options.db.deleteFrom('pending_registrations').where('code_expires_at', '<', before).executeTakeFirst();
  const searchBoatChanges = await pruneSearchBoatChanges(options.db);
  return {
    searchBoatChanges,
    sessions: Number(sessions.numDeletedRows),
    passwordResetTokens: Number(tokens.numDeletedRows),
    pendingRegistrations: Number(registrations.numDeletedRows),
  };
};
