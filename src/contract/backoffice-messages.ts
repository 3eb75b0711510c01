import * as t from 'io-ts';
import { AuditEntry, BACKOFFICE_PREFIX } from './backoffice';
import { EcontractData } from './econtract';

/**
 * The back office's conversations, messages, flagged users and damage claims (issue [7]): `message/editConv/{id}`,
 * `message/edit/{id}`, `damage/edit/{id}`. Every path is under /api/v6/backoffice (staff only: a visitor 401, a
 * tenant or an owner 403). Every change needs a reason and is written to the audit log with its before and after.
 * Money is integer EUR cents, dates YYYY-MM-DD, instants ISO 8601; message text is shown as text, never as HTML.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const segment = (id: number) => encodeURIComponent(String(id));

export const BACKOFFICE_MESSAGES_PATHS = {
  conversation: (id: number) => `${BACKOFFICE_PREFIX}/conversations/${segment(id)}`,
  message: (id: number) => `${BACKOFFICE_PREFIX}/messages/${segment(id)}`,
  hideMessage: (id: number) => `${BACKOFFICE_PREFIX}/messages/${segment(id)}/hide`,
  unhideMessage: (id: number) => `${BACKOFFICE_PREFIX}/messages/${segment(id)}/unhide`,
  userFlag: (id: number) => `${BACKOFFICE_PREFIX}/users/${segment(id)}/flag`,
  damageClaims: `${BACKOFFICE_PREFIX}/damage-claims`,
  damageClaim: (id: number) => `${BACKOFFICE_PREFIX}/damage-claims/${segment(id)}`,
  damageDecision: (id: number) => `${BACKOFFICE_PREFIX}/damage-claims/${segment(id)}/decision`,
} as const;

/** A tenant or an owner as staff see them, wherever the back office shows a user: with their flag. */
export const StaffUser = t.type({
  id: t.number,
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  /** The account was deleted (its names and email are erased). */
  deleted: t.boolean,
  /** Marked for staff attention; nothing changes for the user. */
  flagged: t.boolean,
  flagReason: Nullable(t.string),
  flaggedAt: Nullable(t.string),
});
export type StaffUser = t.TypeOf<typeof StaffUser>;

export const MessageAuthorKind = t.keyof({ tenant: null, owner: null, teammate: null, system: null });
export type MessageAuthorKind = t.TypeOf<typeof MessageAuthorKind>;

/** A message as staff read it: hidden ones included and marked, edited ones marked. */
export const StaffMessage = t.type({
  id: t.number,
  conversationId: t.number,
  text: t.string,
  at: t.string,
  author: t.type({ kind: MessageAuthorKind, userId: Nullable(t.number), firstName: Nullable(t.string) }),
  /** Hidden from the tenant and the owner's side (null: shown). */
  hiddenAt: Nullable(t.string),
  /** Last edited by staff (null: as written); the original is in the audit trail. */
  editedAt: Nullable(t.string),
});
export type StaffMessage = t.TypeOf<typeof StaffMessage>;

/** What a conversation is about: a booking (its page: booking/details/{id}) or, for a lead, a boat. */
export const StaffConversationSubject = t.type({
  kind: t.keyof({ booking: null, boat: null }),
  bookingId: Nullable(t.number),
  /** SW-000123 for a booking. */
  reference: Nullable(t.string),
  boat: Nullable(t.type({ id: t.number, name: t.string })),
  activity: Nullable(t.type({ id: t.number, name: t.string })),
  startDate: Nullable(t.string),
  endDate: Nullable(t.string),
});
export type StaffConversationSubject = t.TypeOf<typeof StaffConversationSubject>;

export const StaffConversationHeader = t.type({
  id: t.number,
  hash: t.string,
  createdAt: t.string,
  subject: StaffConversationSubject,
  tenant: StaffUser,
  owner: StaffUser,
});
export type StaffConversationHeader = t.TypeOf<typeof StaffConversationHeader>;

/** GET /backoffice/conversations/{id}: every message, both parties, and the audit trail of the conversation, its messages and its parties. */
export const StaffConversation = t.intersection([
  StaffConversationHeader,
  t.type({ messages: t.array(StaffMessage), audit: t.array(AuditEntry) }),
]);
export type StaffConversation = t.TypeOf<typeof StaffConversation>;

/** GET /backoffice/messages/{id}: the message, its conversation (a link back), its original text and its audit trail. */
export const StaffMessageDetail = t.type({
  message: StaffMessage,
  conversation: StaffConversationHeader,
  /** The text as its author wrote it (the first edit's `before`, else the current text). */
  originalText: t.string,
  audit: t.array(AuditEntry),
});
export type StaffMessageDetail = t.TypeOf<typeof StaffMessageDetail>;

/** POST …/messages/{id}/hide and …/unhide, POST and DELETE …/users/{id}/flag: why (required, at most 1,000 characters). */
export const StaffReasonBody = t.type({ reason: t.string });
export type StaffReasonBody = t.TypeOf<typeof StaffReasonBody>;

/** PUT /backoffice/messages/{id}: the new text (validated like any message) and why. */
export const MessageEditBody = t.type({ body: t.string, reason: t.string });
export type MessageEditBody = t.TypeOf<typeof MessageEditBody>;

/** POST and DELETE /backoffice/users/{id}/flag → the user as staff now see them, and the new audit entry. */
export const FlagAnswer = t.type({ user: StaffUser, audit: t.array(AuditEntry) });
export type FlagAnswer = t.TypeOf<typeof FlagAnswer>;

export const DamageClaimStatus = t.keyof({ open: null, decided: null });
export type DamageClaimStatus = t.TypeOf<typeof DamageClaimStatus>;

const Party = t.type({ id: t.number, name: t.string });

/** A row of GET /backoffice/damage-claims?status=open|decided (newest first). */
export const DamageClaimSummary = t.type({
  id: t.number,
  bookingId: t.number,
  reference: t.string,
  boat: Party,
  tenant: Party,
  owner: Party,
  amount: t.number,
  deposit: t.number,
  status: DamageClaimStatus,
  createdAt: t.string,
  decidedAmount: Nullable(t.number),
  decidedAt: Nullable(t.string),
});
export type DamageClaimSummary = t.TypeOf<typeof DamageClaimSummary>;

export const DamageClaimList = t.type({ claims: t.array(DamageClaimSummary) });
export type DamageClaimList = t.TypeOf<typeof DamageClaimList>;

/** A contract photo: a signed, short-lived URL an <img> can load without the session. */
export const StaffContractPhoto = t.type({ id: t.number, url: t.string });

/** A contract of the booking as staff compare them: what was recorded, and every photo. */
export const StaffContract = t.type({
  id: t.number,
  direction: t.keyof({ in: null, out: null }),
  status: t.keyof({ draft: null, signed: null }),
  signedAt: Nullable(t.string),
  contentHash: t.string,
  data: EcontractData,
  photos: t.array(StaffContractPhoto),
});
export type StaffContract = t.TypeOf<typeof StaffContract>;

/** GET /backoffice/damage-claims/{id}: the claim, the booking and its parties, both contracts with their photos, the audit trail. */
export const StaffDamageClaim = t.type({
  id: t.number,
  status: DamageClaimStatus,
  amount: t.number,
  deposit: t.number,
  /** The most staff may grant: the amount claimed, never above the deposit. */
  ceiling: t.number,
  createdAt: t.string,
  decision: Nullable(t.type({ amount: t.number, note: Nullable(t.string), at: t.string, by: Nullable(t.string) })),
  booking: t.type({ id: t.number, reference: t.string, startDate: t.string, endDate: t.string, status: t.string }),
  boat: Party,
  tenant: StaffUser,
  owner: StaffUser,
  /** The booking's conversation, when it has one (message/editConv/{id}). */
  conversationId: Nullable(t.number),
  checkIn: Nullable(StaffContract),
  checkOut: StaffContract,
  audit: t.array(AuditEntry),
});
export type StaffDamageClaim = t.TypeOf<typeof StaffDamageClaim>;

/** POST /backoffice/damage-claims/{id}/decision: EUR cents granted (0 to the ceiling) and a note for both parties. */
export const DamageDecisionBody = t.type({ amount: t.number, note: t.string });
export type DamageDecisionBody = t.TypeOf<typeof DamageDecisionBody>;
