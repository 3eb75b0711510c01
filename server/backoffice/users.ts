import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '../../src/contract/backoffice';
import type { StaffUser } from '../../src/contract/backoffice-messages';
import { flagAfter, normaliseReason, type FlagAction } from '../../src/domain/backoffice/moderation';
import type { Database } from '../db/schema';
import { auditTrailOf, recordStaffAction, type StaffActor } from './audit';

/**
 * Users as the back office shows them (issue [7]): names, email, whether the account was deleted, and the staff flag.
 * A flag marks a user for staff attention only: nothing changes for the user (docs/decisions.md). Shared by every
 * back-office page that shows a tenant or an owner.
 */

type Db = Kysely<Database> | Transaction<Database>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const userColumns = ['id', 'first_name', 'last_name', 'email', 'deleted_at', 'flagged_at', 'flag_reason'] as const;

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  deleted_at: Date | null;
  flagged_at: Date | null;
  flag_reason: string | null;
}

const viewOf = (row: UserRow): StaffUser => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  deleted: row.deleted_at !== null,
  flagged: row.flagged_at !== null,
  flagReason: row.flagged_at === null ? null : row.flag_reason,
  flaggedAt: iso(row.flagged_at),
});

/** Several users at once, by id (unknown ids are simply absent). */
export const staffUserViews = async (db: Db, userIds: readonly number[]): Promise<Map<number, StaffUser>> => {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(userColumns).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, viewOf(row)]));
};

/** One user as staff see them (with the flag); undefined for an unknown id. */
export const staffUserView = async (db: Db, userId: number): Promise<StaffUser | undefined> => (await staffUserViews(db, [userId])).get(userId);

export type FlagResult =
  | { readonly kind: 'changed'; readonly user: StaffUser; readonly audit: AuditEntry[] }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'conflict'; readonly reason: 'alreadyFlagged' | 'notFlagged' };

/**
 * POST /backoffice/users/{id}/flag (flag) and DELETE …/flag (unflag): in one transaction, the user's row locked (two
 * staff members acting at once: the second gets a conflict), the change and its audit entry (the flag before and
 * after, the reason as the note). The reason has been checked by the route.
 */
export const changeUserFlag = async (
  db: Kysely<Database>,
  actor: StaffActor,
  change: { readonly userId: number; readonly action: FlagAction; readonly reason: string; readonly now: Date },
): Promise<FlagResult> => {
  const reason = normaliseReason(change.reason);
  const outcome = await db.transaction().execute(async (trx): Promise<FlagResult | undefined> => {
    const row = await trx.selectFrom('users').select(userColumns).where('id', '=', change.userId).forUpdate().executeTakeFirst();
    if (!row) return { kind: 'not_found' };
    const next = flagAfter(row.flagged_at !== null, change.action);
    if (!next.ok) return { kind: 'conflict', reason: next.reason };
    const after = next.flagged ? { flagged_at: change.now, flag_reason: reason } : { flagged_at: null, flag_reason: null };
    await trx.updateTable('users').set(after).where('id', '=', row.id).execute();
    await recordStaffAction(trx, actor, {
      action: next.flagged ? 'user.flag' : 'user.unflag',
      objectType: 'user',
      objectId: row.id,
      before: { flagged: row.flagged_at !== null, flagReason: row.flag_reason },
      after: { flagged: next.flagged, flagReason: next.flagged ? reason : null },
      note: reason,
    });
    return undefined;
  });
  if (outcome) return outcome;
  const user = await staffUserView(db, change.userId);
  return user ? { kind: 'changed', user, audit: await auditTrailOf(db, 'user', change.userId) } : { kind: 'not_found' };
};
