import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Who acts for a fleet: its owner, and the teammates who accepted the owner's invitation and were not removed since.
 * A leaf module (the conversation queries use it), so it imports nothing of theirs.
 */

/** The owners whose fleet this user serves as an accepted teammate (a subquery, for `owner_id in (…)`). */
export const fleetsServedBy = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('owner_teammates as tm')
    .select('tm.owner_id')
    .where('tm.user_id', '=', userId)
    .where('tm.accepted_at', 'is not', null)
    .where('tm.removed_at', 'is', null);

/** The owners whose inbox this user reads: their own (whether or not they list boats) and the fleets they serve. */
export const inboxOwnersOf = async (db: Kysely<Database>, userId: number): Promise<number[]> => {
  const rows = await fleetsServedBy(db, userId).execute();
  return [userId, ...rows.map((r) => r.owner_id).filter((id) => id !== userId)];
};

/** The accepted teammates of an owner, with their first names. */
export const teammatesOf = (db: Kysely<Database>, ownerId: number) =>
  db
    .selectFrom('owner_teammates as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .select(['u.id as userId', 'u.first_name as firstName'])
    .where('tm.owner_id', '=', ownerId)
    .where('tm.accepted_at', 'is not', null)
    .where('tm.removed_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();

/** An owner is a user who lists at least one boat (any status) or holds the professional flag. */
export const isOwnerAccount = async (db: Kysely<Database>, user: { readonly id: number; readonly isPro: boolean }): Promise<boolean> => {
  if (user.isPro) return true;
  const boat = await db.selectFrom('boats').select('id').where('owner_id', '=', user.id).limit(1).executeTakeFirst();
  return boat !== undefined;
};

/** The user serves at least one fleet as an accepted teammate. */
export const isTeammateAccount = async (db: Kysely<Database>, userId: number): Promise<boolean> => {
  const row = await fleetsServedBy(db, userId).limit(1).executeTakeFirst();
  return row !== undefined;
};
