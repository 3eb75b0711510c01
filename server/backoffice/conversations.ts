import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditEntry } from '../../src/contract/backoffice';
import type { StaffConversation, StaffConversationHeader, StaffMessage, StaffUser } from '../../src/contract/backoffice-messages';
import { authorKindOf } from '../../src/domain/backoffice/moderation';
import type { Database } from '../db/schema';
import { bookingReference } from '../payments/payment-records';
import { auditTrailOf } from './audit';
import { staffUserViews } from './users';

/**
 * A conversation as staff read it (issue [7], `message/editConv/{id}`): every message, the hidden ones included and
 * marked, who wrote each (tenant, owner, a teammate of the owner, or the marketplace), what it is about (a booking
 * or a boat), both parties with their flag, and the audit trail. Staff read any conversation: no privacy filter here,
 * the back-office router requires the staff role.
 */

type Db = Kysely<Database> | Transaction<Database>;

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** The conversation's header and the ids of its parties (what the messages' authors are read against). */
export interface ConversationFacts extends StaffConversationHeader {
  readonly tenantId: number;
  readonly ownerId: number;
}

interface HeaderRow {
  id: number;
  hash: string;
  created_at: Date;
  booking_request_id: number | null;
  tenant_id: number;
  owner_id: number;
  boat_id: number | null;
  boat_name: string | null;
  activity_id: number | null;
  activity_name: string | null;
  start_date: string | null;
  end_date: string | null;
}

const headerQuery = (conversationId: number) => sql<HeaderRow>`
  select c.id, c.hash, c.created_at, c.booking_request_id, c.tenant_id, c.owner_id,
    b.id as boat_id, b.title as boat_name, a.id as activity_id, a.title as activity_name,
    to_char(br.start_date, 'YYYY-MM-DD') as start_date, to_char(br.end_date, 'YYYY-MM-DD') as end_date
  from conversations c
  left join booking_requests br on br.id = c.booking_request_id
  left join boats b on b.id = coalesce(br.boat_id, c.boat_id)
  left join activities a on a.id = br.activity_id
  where c.id = ${conversationId}::int`;

/** A user who cannot be read back (never expected: conversations keep their users, deleted accounts are anonymised). */
const missingUser = (id: number): StaffUser => ({ id, firstName: '', lastName: '', email: '', deleted: true, flagged: false, flagReason: null, flaggedAt: null });

/** The conversation of this id with both parties, or undefined. */
export const loadConversationFacts = async (db: Db, conversationId: number): Promise<ConversationFacts | undefined> => {
  const row = (await headerQuery(conversationId).execute(db)).rows[0];
  if (!row) return undefined;
  const users = await staffUserViews(db, [row.tenant_id, row.owner_id]);
  return {
    id: row.id,
    hash: row.hash,
    createdAt: iso(row.created_at),
    subject: {
      kind: row.booking_request_id !== null ? 'booking' : 'boat',
      bookingId: row.booking_request_id,
      reference: row.booking_request_id !== null ? bookingReference(row.booking_request_id) : null,
      boat: row.boat_id !== null ? { id: row.boat_id, name: row.boat_name ?? '' } : null,
      activity: row.activity_id !== null ? { id: row.activity_id, name: row.activity_name ?? '' } : null,
      startDate: row.start_date,
      endDate: row.end_date,
    },
    tenant: users.get(row.tenant_id) ?? missingUser(row.tenant_id),
    owner: users.get(row.owner_id) ?? missingUser(row.owner_id),
    tenantId: row.tenant_id,
    ownerId: row.owner_id,
  };
};

/** The header alone, as the contract sends it (the party ids are in `tenant` and `owner`). */
export const headerOf = (facts: ConversationFacts): StaffConversationHeader => ({
  id: facts.id,
  hash: facts.hash,
  createdAt: facts.createdAt,
  subject: facts.subject,
  tenant: facts.tenant,
  owner: facts.owner,
});

interface MessageRow {
  id: number;
  conversation_id: number;
  body: string;
  created_at: Date;
  author_id: number | null;
  author_first_name: string | null;
  hidden_at: Date | null;
  edited_at: Date | null;
}

const messageRows = (db: Db) =>
  db
    .selectFrom('conversation_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.conversation_id', 'm.body', 'm.created_at', 'm.author_id', 'u.first_name as author_first_name', 'm.hidden_at', 'm.edited_at']);

export const staffMessageOf = (row: MessageRow, parties: Pick<ConversationFacts, 'tenantId' | 'ownerId'>): StaffMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  text: row.body,
  at: iso(row.created_at),
  author: { kind: authorKindOf(row.author_id, parties), userId: row.author_id, firstName: row.author_id === null ? null : row.author_first_name },
  hiddenAt: isoOrNull(row.hidden_at),
  editedAt: isoOrNull(row.edited_at),
});

/** One message row (with its author's first name), or undefined. */
export const loadMessageRow = (db: Db, messageId: number): Promise<MessageRow | undefined> => messageRows(db).where('m.id', '=', messageId).executeTakeFirst();

/** Every message of the conversation, oldest first, hidden ones included. */
export const loadStaffMessages = async (db: Db, facts: ConversationFacts): Promise<StaffMessage[]> =>
  (await messageRows(db).where('m.conversation_id', '=', facts.id).orderBy('m.id').execute()).map((row) => staffMessageOf(row, facts));

/** Several objects' audit trails as one, in the order the actions were taken. */
export const mergedTrail = (...trails: readonly AuditEntry[][]): AuditEntry[] => trails.flat().sort((a, b) => a.id - b.id);

/** GET /backoffice/conversations/{id}: the conversation, every message, the audit trail of it, its messages and its two parties. */
export const loadStaffConversation = async (db: Kysely<Database>, conversationId: number): Promise<StaffConversation | undefined> => {
  const facts = await loadConversationFacts(db, conversationId);
  if (!facts) return undefined;
  const messages = await loadStaffMessages(db, facts);
  const audit = mergedTrail(
    await auditTrailOf(db, 'conversation', facts.id),
    await auditTrailOf(db, 'message', messages.map((m) => m.id)),
    await auditTrailOf(db, 'user', [facts.tenantId, facts.ownerId]),
  );
  return { ...headerOf(facts), messages, audit };
};
