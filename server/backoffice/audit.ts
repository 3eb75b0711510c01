import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '../../src/contract/backoffice';
import type { AuditObjectType, Database } from '../db/schema';

/** Who did it: the signed-in staff member. */
export interface StaffActor {
  readonly id: number;
  readonly email: string;
}

export interface StaffAction {
  /** What was done, in the contract's words: `booking.refund`, `message.hide`, `boat.reject`… */
  readonly action: string;
  readonly objectType: AuditObjectType;
  readonly objectId: number;
  /** The object's fields before and after the action (only those the action changed, or the whole object). */
  readonly before?: unknown;
  readonly after?: unknown;
  /** The reason staff gave, if any. */
  readonly note?: string | null;
}

/**
 * Writes one staff action to the append-only audit log. Call it in the same transaction as the change, so the log
 * and the data never disagree (a rolled-back change leaves no entry; an entry always has its change).
 */
export const recordStaffAction = async (db: Kysely<Database> | Transaction<Database>, actor: StaffActor, action: StaffAction): Promise<void> => {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: action.action,
      object_type: action.objectType,
      object_id: action.objectId,
      before: action.before === undefined ? null : JSON.stringify(action.before),
      after: action.after === undefined ? null : JSON.stringify(action.after),
      note: action.note ?? null,
    })
    .execute();
};

/** The audit trail of one object, oldest first, as shown on its back-office page. */
export const auditTrailOf = async (db: Kysely<Database>, objectType: AuditObjectType, objectIds: number | readonly number[]): Promise<AuditEntry[]> => {
  const ids = typeof objectIds === 'number' ? [objectIds] : [...objectIds];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_id', 'actor_email', 'action', 'object_type', 'object_id', 'before', 'after', 'note'])
    .where('object_type', '=', objectType)
    .where('object_id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: { id: r.actor_id, email: r.actor_email },
    action: r.action,
    objectType: r.object_type,
    objectId: r.object_id,
    before: r.before ?? null,
    after: r.after ?? null,
    note: r.note,
  }));
};
