import type { Kysely } from 'kysely';
import type { ConversationCreated, ConversationMessage, ConversationThread } from '../../src/contract/conversations';
import type { EmailSender } from '../auth/email-sender';
import { emailTo, fill, loadRecipient } from '../emails/email-texts';
import { checkLimit, recordHit } from '../auth/rate-limit';
import { notifyByPush } from '../push/owner-notifications';
import type { PushSender } from '../push/push-sender';
import type { Database } from '../db/schema';
import {
  findConversation,
  insertMessage,
  loadMessages,
  markRead,
  messageView,
  openBoatConversation,
  otherPartyOf,
  roleIn,
  subjectOf,
  type ConversationRow,
} from './conversation-queries';
import { chatUrl, ishOf, messageProblem } from './conversation-rules';
import { offersOfConversation } from './offers';

export interface ConversationDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly email: EmailSender;
  /** Links in the emails. */
  readonly publicUrl: string;
  readonly log?: (message: string) => void;
  /** The owner's side also hears of a message on their phone (issue [6]); none when absent. */
  readonly push?: PushSender;
}

/** Who writes: the signed-in user. */
export interface Author {
  readonly id: number;
  readonly firstName: string;
}

/** GET /account/conversations/{hash}: the messages (only the newer ones with `afterId`) and offers; the caller has now read the other party. */
export const loadThread = async (
  db: Kysely<Database>,
  userId: number,
  hash: string,
  options: { readonly afterId?: number; readonly now: Date },
): Promise<ConversationThread | undefined> => {
  const conversation = await findConversation(db, userId, hash);
  if (!conversation) return undefined;
  const messages = await loadMessages(db, conversation, userId, options.afterId);
  await markRead(db, conversation, userId, options.now);
  return {
    hash: conversation.hash,
    ish: ishOf(conversation),
    subject: subjectOf(conversation),
    otherParty: otherPartyOf(conversation, userId),
    myRole: roleIn(conversation, userId),
    messages,
    offers: await offersOfConversation(db, userId, conversation.id, options.now),
  };
};

type Refused = { readonly kind: 'invalid'; readonly message: string } | { readonly kind: 'too_many'; readonly retryAfterSeconds: number };

/** Why this author cannot send this text now, if they cannot: an empty or too long text, or too many messages lately. */
const refusalOf = async (deps: ConversationDeps, author: Author, text: string): Promise<Refused | undefined> => {
  const problem = messageProblem(text);
  if (problem) return { kind: 'invalid', message: problem };
  const limit = await checkLimit(deps.db, 'conversationMessage', String(author.id), deps.now());
  return limit.ok ? undefined : { kind: 'too_many', retryAfterSeconds: limit.retryAfterSeconds };
};

/**
 * Who hears of a new message: the tenant, when the owner's side wrote; else whoever answers the lead (the owner or
 * the teammate it is assigned to), or the owner.
 */
const recipientOf = (conversation: ConversationRow, author: Author): number =>
  conversation.tenantId !== author.id ? conversation.tenantId : (conversation.assignedTo ?? conversation.ownerId);

/** A teammate writes for the fleet's owner ("Nina for Olivier"). */
const isTeammate = (conversation: ConversationRow, author: Author): boolean => author.id !== conversation.tenantId && author.id !== conversation.ownerId;

/** Tells the other party by email; never fails the message (it is already written), and skips deleted accounts. */
const notifyNewMessage = async (deps: ConversationDeps, conversation: ConversationRow, author: Author, text: string): Promise<void> => {
  try {
    const recipient = await loadRecipient(deps.db, recipientOf(conversation, author));
    if (!recipient) return;
    await deps.email.send(
      emailTo(recipient, (t) => t.newMessage, (t) => ({
        name: isTeammate(conversation, author) ? fill(t.team.signedFor, { name: author.firstName, owner: conversation.ownerFirstName }) : author.firstName,
        product: conversation.productName,
        text,
        link: chatUrl(deps.publicUrl, { hash: conversation.hash, ish: ishOf(conversation) }),
      })),
    );
  } catch (error) {
    (deps.log ?? console.error)(`Conversation ${conversation.id}: the new-message email could not be sent (${error instanceof Error ? error.message : 'error'})`);
  }
};

/** After a message is written: it counts against the author's limit, and the other party gets an email. */
const afterMessage = async (deps: ConversationDeps, conversation: ConversationRow, author: Author, text: string, now: Date): Promise<void> => {
  await recordHit(deps.db, 'conversationMessage', String(author.id), now);
  await notifyNewMessage(deps, conversation, author, text);
  const recipientId = recipientOf(conversation, author);
  if (deps.push && recipientId !== conversation.tenantId) {
    await notifyByPush({ db: deps.db, push: deps.push, ...(deps.log && { log: deps.log }) }, recipientId, {
      kind: 'newMessage',
      authorFirstName: author.firstName,
      productName: conversation.productName,
      text,
      path: chatUrl('', { hash: conversation.hash, ish: ishOf(conversation) }),
    });
  }
};

export type PostMessageResult = { readonly kind: 'posted'; readonly message: ConversationMessage } | { readonly kind: 'not_found' } | Refused;

/** POST /account/conversations/{hash}/messages: a party writes in their conversation. */
export const postMessage = async (deps: ConversationDeps, author: Author, hash: string, text: string): Promise<PostMessageResult> => {
  const conversation = await findConversation(deps.db, author.id, hash);
  if (!conversation) return { kind: 'not_found' };
  const refusal = await refusalOf(deps, author, text);
  if (refusal) return refusal;
  const now = deps.now();
  // Stored as typed: the client renders it as text, never as HTML.
  const row = await deps.db.transaction().execute((trx) => insertMessage(trx, { conversationId: conversation.id, authorId: author.id, body: text, now }));
  await afterMessage(deps, conversation, author, text, now);
  return { kind: 'posted', message: messageView({ ...row, author_first_name: author.firstName }, { ...conversation, userId: author.id }) };
};

export type WriteAboutBoatResult =
  | { readonly kind: 'posted'; readonly conversation: ConversationCreated }
  | { readonly kind: 'unknown_product' }
  | { readonly kind: 'own_product' }
  | Refused;

/**
 * POST /products/{id}/conversation: a tenant writes to the owner of a boat, in their conversation about it before any
 * booking (opened now if it does not exist yet).
 */
export const writeAboutBoat = async (deps: ConversationDeps, author: Author, boatId: number, text: string): Promise<WriteAboutBoatResult> => {
  const boat = await deps.db.selectFrom('boats').select(['id', 'owner_id']).where('id', '=', boatId).executeTakeFirst();
  if (!boat) return { kind: 'unknown_product' };
  if (boat.owner_id === author.id) return { kind: 'own_product' };
  const refusal = await refusalOf(deps, author, text);
  if (refusal) return refusal;
  const now = deps.now();
  // A new conversation exists only with its first message.
  const opened = await deps.db.transaction().execute(async (trx) => {
    const found = await openBoatConversation(trx, { tenantId: author.id, ownerId: boat.owner_id, boatId, now });
    await insertMessage(trx, { conversationId: found.id, authorId: author.id, body: text, now });
    return found;
  });
  const conversation = await findConversation(deps.db, author.id, opened.hash);
  if (!conversation) throw new Error(`The conversation ${opened.id} just opened cannot be read back`);
  await afterMessage(deps, conversation, author, text, now);
  return { kind: 'posted', conversation: { hash: conversation.hash, ish: ishOf(conversation) } };
};
