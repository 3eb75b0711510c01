import { sql, type Kysely } from 'kysely';
import type { ConversationMessage, ConversationParty, ConversationSubject, ConversationSummary } from '../../src/contract/conversations';
import type { Database } from '../db/schema';
import { fleetsServedBy } from '../owners/fleet-members';
import { bookingReference } from '../payments/payment-records';
import { newBookingHash } from '../search/booking-requests';
import { ishOf } from './conversation-rules';

type Role = 'tenant' | 'owner';

/** A conversation as one of its parties sees it (dates as YYYY-MM-DD). */
export interface ConversationRow {
  readonly id: number;
  readonly hash: string;
  readonly bookingId: number | null;
  readonly boatId: number | null;
  readonly tenantId: number;
  readonly ownerId: number;
  /** The fleet's owner, for teammates' signatures ("Nina for Olivier"). */
  readonly ownerFirstName: string;
  /** The owner or teammate answering this lead (null: nobody yet). */
  readonly assignedTo: number | null;
  readonly productId: number | null;
  readonly productName: string;
  readonly image: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** The party who is not the caller. */
  readonly otherId: number;
  readonly otherFirstName: string;
  readonly otherAvatarUrl: string | null;
}

/** The first picture of a boat, by position. */
export const boatImage = (boatId: string) => sql<string | null>`(select p.url from boat_pictures p where p.boat_id = ${sql.ref(boatId)} order by p.position limit 1)`;

/**
 * The caller's conversations (as tenant, as owner, or as an accepted teammate of the owner: the fleet's shared inbox),
 * with their subject and the other party. Privacy by query: a conversation of other people is simply not in it.
 */
const conversationsOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('conversations as c')
    .leftJoin('booking_requests as br', 'br.id', 'c.booking_request_id')
    .leftJoin('boats as b', (join) => join.on(sql<boolean>`b.id = coalesce(br.boat_id, c.boat_id)`))
    .leftJoin('activities as a', 'a.id', 'br.activity_id')
    .innerJoin('users as o', (join) => join.on(sql<boolean>`o.id = case when c.tenant_id = ${userId}::int then c.owner_id else c.tenant_id end`))
    .innerJoin('users as fleet_owner', 'fleet_owner.id', 'c.owner_id')
    .select([
      'c.id',
      'c.hash',
      'c.booking_request_id as bookingId',
      'c.boat_id as boatId',
      'c.tenant_id as tenantId',
      'c.owner_id as ownerId',
      'fleet_owner.first_name as ownerFirstName',
      'c.assigned_to as assignedTo',
      sql<number | null>`coalesce(br.boat_id, c.boat_id, br.activity_id)`.as('productId'),
      sql<string>`coalesce(b.title, a.title, '')`.as('productName'),
      sql<string | null>`coalesce(${boatImage('b.id')}, a.cover_url)`.as('image'),
      sql<string | null>`to_char(br.start_date, 'YYYY-MM-DD')`.as('startDate'),
      sql<string | null>`to_char(br.end_date, 'YYYY-MM-DD')`.as('endDate'),
      'o.id as otherId',
      'o.first_name as otherFirstName',
      'o.avatar_url as otherAvatarUrl',
    ])
    .where((eb) => eb.or([eb('c.tenant_id', '=', userId), eb('c.owner_id', '=', userId), eb('c.owner_id', 'in', fleetsServedBy(db, userId))]));

/**
 * A message of the other side, as the caller sees the conversation: for the tenant, anything the owner's side wrote;
 * for the owner's side (the owner and the teammates sharing the inbox), what the tenant wrote. System messages are
 * nobody's.
 */
const fromOtherSide = (userId: number, message: string, conversation: string) =>
  sql<boolean>`(${sql.ref(`${message}.author_id`)} is not null and case when ${sql.ref(`${conversation}.tenant_id`)} = ${userId}::int
    then ${sql.ref(`${message}.author_id`)} <> ${sql.ref(`${conversation}.tenant_id`)}
    else ${sql.ref(`${message}.author_id`)} = ${sql.ref(`${conversation}.tenant_id`)} end)`;

/** The caller's conversation of this hash, or undefined (unknown, or not theirs). */
export const findConversation = (db: Kysely<Database>, userId: number, hash: string): Promise<ConversationRow | undefined> =>
  conversationsOf(db, userId).where('c.hash', '=', hash).executeTakeFirst();

export const roleIn = (conversation: { readonly tenantId: number }, userId: number): Role => (conversation.tenantId === userId ? 'tenant' : 'owner');

export const subjectOf = (row: ConversationRow): ConversationSubject =>
  row.bookingId !== null
    ? {
        kind: 'booking',
        productId: row.productId,
        productName: row.productName,
        image: row.image,
        bookingId: row.bookingId,
        reference: bookingReference(row.bookingId),
        startDate: row.startDate,
        endDate: row.endDate,
      }
    : { kind: 'boat', productId: row.productId, productName: row.productName, image: row.image, bookingId: null, reference: null, startDate: null, endDate: null };

export const otherPartyOf = (row: ConversationRow, userId: number): ConversationParty => ({
  firstName: row.otherFirstName,
  avatarUrl: row.otherAvatarUrl,
  role: roleIn(row, userId) === 'tenant' ? 'owner' : 'tenant',
});

const iso = (at: Date | string): string => new Date(at).toISOString();

/** GET /account/conversations: newest activity first, each with its last message and what the caller has not read. */
export const listConversations = async (db: Kysely<Database>, userId: number): Promise<ConversationSummary[]> => {
  const rows = await conversationsOf(db, userId)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversation_messages as m')
          .select(['m.body', 'm.created_at', 'm.author_id'])
          .whereRef('m.conversation_id', '=', 'c.id')
          // A message staff hid is not shown to the parties anywhere (issue [7]).
          .where('m.hidden_at', 'is', null)
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'last.body as lastBody',
      'last.created_at as lastAt',
      'last.author_id as lastAuthorId',
      sql<number>`(select count(*)::int from conversation_messages u where u.conversation_id = c.id
        and ${fromOtherSide(userId, 'u', 'c')} and u.read_at is null and u.hidden_at is null)`.as('unreadCount'),
    ])
    .orderBy('c.last_message_at', (ob) => ob.desc().nullsLast())
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((row) => ({
    hash: row.hash,
    ish: ishOf(row),
    subject: subjectOf(row),
    otherParty: otherPartyOf(row, userId),
    myRole: roleIn(row, userId),
    lastMessage:
      row.lastBody === null || row.lastAt === null ? null : { text: row.lastBody, at: iso(row.lastAt), fromMe: isMySide(row, row.lastAuthorId, userId) },
    unreadCount: row.unreadCount,
  }));
};

/** Messages of the other side the caller has not read, over all their conversations (the fleets they serve included). */
export const unreadTotalOf = async (db: Kysely<Database>, userId: number): Promise<number> => {
  const row = await db
    .selectFrom('conversation_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(sql<number>`count(*)::int`.as('total'))
    .where((eb) => eb.or([eb('c.tenant_id', '=', userId), eb('c.owner_id', '=', userId), eb('c.owner_id', 'in', fleetsServedBy(db, userId))]))
    .where(fromOtherSide(userId, 'm', 'c'))
    .where('m.read_at', 'is', null)
    .where('m.hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.total;
};

/** The author is on the caller's side: the caller themselves, or, on the owner's side, the owner or a teammate. */
const isMySide = (conversation: { readonly tenantId: number }, authorId: number | null, userId: number): boolean =>
  authorId !== null && (authorId === userId || (conversation.tenantId !== userId && authorId !== conversation.tenantId));

/** The conversation as a message's reader needs it: its parties, and who reads. */
export type MessageContext = Pick<ConversationRow, 'tenantId' | 'ownerId' | 'ownerFirstName'> & { readonly userId: number };

export const messageView = (
  row: { id: number; body: string; created_at: Date; author_id: number | null; author_first_name?: string | null },
  context: MessageContext,
): ConversationMessage => {
  const { userId } = context;
  const byTeammate = row.author_id !== null && row.author_id !== context.tenantId && row.author_id !== context.ownerId;
  return {
    id: row.id,
    text: row.body,
    at: iso(row.created_at),
    author: row.author_id === null ? 'system' : isMySide(context, row.author_id, userId) ? 'me' : 'other',
    ...(byTeammate && row.author_first_name ? { signature: { firstName: row.author_first_name, forOwner: context.ownerFirstName } } : {}),
  };
};

/** The conversation's messages, oldest first, but those staff hid; with `afterId`, only the newer ones (polling). */
export const loadMessages = async (
  db: Kysely<Database>,
  conversation: Pick<ConversationRow, 'id' | 'tenantId' | 'ownerId' | 'ownerFirstName'>,
  userId: number,
  afterId?: number,
): Promise<ConversationMessage[]> => {
  let query = db
    .selectFrom('conversation_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.body', 'm.created_at', 'm.author_id', 'u.first_name as author_first_name'])
    .where('m.conversation_id', '=', conversation.id)
    .where('m.hidden_at', 'is', null)
    .orderBy('m.id');
  if (afterId !== undefined) query = query.where('m.id', '>', afterId);
  return (await query.execute()).map((row) => messageView(row, { ...conversation, userId }));
};

/**
 * The caller has now seen the other side's messages (system messages are never unread). The owner's side shares
 * them: what the owner read, the teammates have read too (one inbox).
 */
export const markRead = async (db: Kysely<Database>, conversation: Pick<ConversationRow, 'id' | 'tenantId'>, userId: number, now: Date): Promise<void> => {
  let query = db
    .updateTable('conversation_messages')
    .set({ read_at: now })
    .where('conversation_id', '=', conversation.id)
    .where('author_id', 'is not', null)
    .where('read_at', 'is', null);
  query = conversation.tenantId === userId ? query.where('author_id', '<>', userId) : query.where('author_id', '=', conversation.tenantId);
  await query.execute();
};

/** The tenant's conversation about a boat before any booking: the existing one, or a new one (one per tenant and boat). */
export const openBoatConversation = async (
  db: Kysely<Database>,
  opening: { readonly tenantId: number; readonly ownerId: number; readonly boatId: number; readonly now: Date },
): Promise<{ readonly id: number; readonly hash: string }> => {
  await db
    .insertInto('conversations')
    .values({ tenant_id: opening.tenantId, owner_id: opening.ownerId, boat_id: opening.boatId, booking_request_id: null, hash: newBookingHash(), created_at: opening.now })
    .onConflict((oc) => oc.columns(['tenant_id', 'boat_id']).where('booking_request_id', 'is', null).doNothing())
    .execute();
  return db
    .selectFrom('conversations')
    .select(['id', 'hash'])
    .where('tenant_id', '=', opening.tenantId)
    .where('boat_id', '=', opening.boatId)
    .where('booking_request_id', 'is', null)
    .executeTakeFirstOrThrow();
};

/** Appends a message (author null: the marketplace's) and moves the conversation up the list. */
export const insertMessage = async (
  db: Kysely<Database>,
  message: { readonly conversationId: number; readonly authorId: number | null; readonly body: string; readonly now: Date },
) => {
  const row = await db
    .insertInto('conversation_messages')
    .values({ conversation_id: message.conversationId, author_id: message.authorId, body: message.body, created_at: message.now })
    .returning(['id', 'body', 'created_at', 'author_id'])
    .executeTakeFirstOrThrow();
  await db.updateTable('conversations').set({ last_message_at: message.now }).where('id', '=', message.conversationId).execute();
  return row;
};
