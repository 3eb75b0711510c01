import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../src/contract/backoffice';
import type { StaffMessageDetail } from '../../src/contract/backoffice-messages';
import { MESSAGE_MAX_LENGTH } from '../../src/contract/conversations';
import { editedTextProblem, normaliseReason, reasonProblem, visibilityAfter, type VisibilityAction } from '../../src/domain/backoffice/moderation';
import type { Database } from '../db/schema';
import { auditTrailOf, recordStaffAction, type StaffActor } from './audit';
import { headerOf, loadConversationFacts, loadMessageRow, staffMessageOf } from './conversations';

/**
 * One message in the back office (issue [7], `message/edit/{id}`): read it with its conversation and audit trail;
 * edit its text or hide it from both parties (and show it again). Each change runs in one transaction that locks the
 * message's row and writes its audit entry (before and after, the reason as the note): a change is applied once, or
 * not at all. A hidden message stays in the database and is filtered out of everything the parties read
 * (server/conversations, server/owners/leads.ts); an edited one reads with its new text.
 */

/** The text as its author wrote it: the `before` of the first edit, if staff ever edited it. */
const originalTextOf = (audit: readonly AuditEntry[], current: string): string => {
  const firstEdit = audit.find((e) => e.action === 'message.edit');
  const before = firstEdit?.before as { text?: unknown } | null | undefined;
  return typeof before?.text === 'string' ? before.text : current;
};

/** GET /backoffice/messages/{id}: the message, its conversation, its original text and its audit trail; undefined if unknown. */
export const loadStaffMessage = async (db: Kysely<Database>, messageId: number): Promise<StaffMessageDetail | undefined> => {
  const row = await loadMessageRow(db, messageId);
  if (!row) return undefined;
  const facts = await loadConversationFacts(db, row.conversation_id);
  if (!facts) return undefined;
  const audit = await auditTrailOf(db, 'message', row.id);
  return { message: staffMessageOf(row, facts), conversation: headerOf(facts), originalText: originalTextOf(audit, row.body), audit };
};

export type MessageChangeResult =
  | { readonly kind: 'changed'; readonly detail: StaffMessageDetail }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid'; readonly details: string[] }
  | { readonly kind: 'conflict'; readonly reason: 'alreadyHidden' | 'notHidden' };

const lockMessage = (trx: Kysely<Database>, messageId: number) =>
  trx.selectFrom('conversation_messages').select(['id', 'body', 'hidden_at', 'edited_at']).where('id', '=', messageId).forUpdate().executeTakeFirst();

const answer = async (db: Kysely<Database>, messageId: number, outcome: MessageChangeResult | undefined): Promise<MessageChangeResult> => {
  if (outcome) return outcome;
  const detail = await loadStaffMessage(db, messageId);
  return detail ? { kind: 'changed', detail } : { kind: 'not_found' };
};

/**
 * PUT /backoffice/messages/{id} {body, reason}: the new text, checked like any message (not empty, at most 2,000
 * characters) and different from the current one; stored as typed (rendered as text), `edited_at` set. The audit
 * entry's `before` keeps the text it replaced, so the original is never lost.
 */
export const editMessage = async (
  db: Kysely<Database>,
  actor: StaffActor,
  edit: { readonly messageId: number; readonly body: string; readonly reason: string; readonly now: Date },
): Promise<MessageChangeResult> => {
  const outcome = await db.transaction().execute(async (trx): Promise<MessageChangeResult | undefined> => {
    const row = await lockMessage(trx, edit.messageId);
    if (!row) return { kind: 'not_found' };
    const details = [
      ...[editedTextProblem(edit.body, row.body, MESSAGE_MAX_LENGTH)].flatMap((key) => (key ? [`body: ${key}`] : [])),
      ...[reasonProblem(edit.reason)].flatMap((key) => (key ? [`reason: ${key}`] : [])),
    ];
    if (details.length > 0) return { kind: 'invalid', details };
    await trx.updateTable('conversation_messages').set({ body: edit.body, edited_at: edit.now }).where('id', '=', row.id).execute();
    await recordStaffAction(trx, actor, {
      action: 'message.edit',
      objectType: 'message',
      objectId: row.id,
      before: { text: row.body, editedAt: row.edited_at === null ? null : new Date(row.edited_at).toISOString() },
      after: { text: edit.body, editedAt: edit.now.toISOString() },
      note: normaliseReason(edit.reason),
    });
    return undefined;
  });
  return answer(db, edit.messageId, outcome);
};

/** POST /backoffice/messages/{id}/hide and …/unhide {reason}: hidden from (or shown again to) both parties; twice is a conflict. */
export const changeMessageVisibility = async (
  db: Kysely<Database>,
  actor: StaffActor,
  change: { readonly messageId: number; readonly action: VisibilityAction; readonly reason: string; readonly now: Date },
): Promise<MessageChangeResult> => {
  const outcome = await db.transaction().execute(async (trx): Promise<MessageChangeResult | undefined> => {
    const row = await lockMessage(trx, change.messageId);
    if (!row) return { kind: 'not_found' };
    const next = visibilityAfter(row.hidden_at !== null, change.action);
    if (!next.ok) return { kind: 'conflict', reason: next.reason };
    const hiddenAt = next.hidden ? change.now : null;
    await trx.updateTable('conversation_messages').set({ hidden_at: hiddenAt }).where('id', '=', row.id).execute();
    await recordStaffAction(trx, actor, {
      action: next.hidden ? 'message.hide' : 'message.unhide',
      objectType: 'message',
      objectId: row.id,
      before: { hidden: row.hidden_at !== null, hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at).toISOString() },
      after: { hidden: next.hidden, hiddenAt: hiddenAt === null ? null : hiddenAt.toISOString() },
      note: normaliseReason(change.reason),
    });
    return undefined;
  });
  return answer(db, change.messageId, outcome);
};
