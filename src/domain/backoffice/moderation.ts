/**
 * Staff moderation of conversations (issue [7], back office): a message hidden from both parties or its text edited
 * (the original stays in the audit trail), a user flagged for staff attention. Every staff action gives a reason.
 * Pure rules; the server applies them under a row lock and writes the audit entry in the same transaction.
 */

/** The longest reason staff may give for an action, in characters once trimmed. */
export const STAFF_REASON_MAX_LENGTH = 1000;

export const MODERATION_ERRORS = {
  reasonRequired: 'backoffice-messages:errors.reasonRequired',
  reasonTooLong: 'backoffice-messages:errors.reasonTooLong',
  textRequired: 'backoffice-messages:errors.textRequired',
  textTooLong: 'backoffice-messages:errors.textTooLong',
  textUnchanged: 'backoffice-messages:errors.textUnchanged',
} as const;

/** Characters as a reader counts them (code points, so an emoji is one). */
const lengthOf = (text: string): number => [...text].length;

/** A reason as stored: trimmed (idempotent). */
export const normaliseReason = (text: string): string => text.trim();

/** Why a staff reason is refused, if it is: required, and at most STAFF_REASON_MAX_LENGTH characters once trimmed. */
export const reasonProblem = (text: string): string | undefined => {
  const length = lengthOf(normaliseReason(text));
  if (length === 0) return MODERATION_ERRORS.reasonRequired;
  if (length > STAFF_REASON_MAX_LENGTH) return MODERATION_ERRORS.reasonTooLong;
  return undefined;
};

/**
 * Why a message's new text is refused, if it is: the rules of any message (not empty, at most `maxLength` characters
 * once trimmed), and a change (the same text again is nothing to record).
 */
export const editedTextProblem = (text: string, current: string, maxLength: number): string | undefined => {
  const length = lengthOf(text.trim());
  if (length === 0) return MODERATION_ERRORS.textRequired;
  if (length > maxLength) return MODERATION_ERRORS.textTooLong;
  if (text.trim() === current.trim()) return MODERATION_ERRORS.textUnchanged;
  return undefined;
};

export type VisibilityAction = 'hide' | 'unhide';
export type VisibilityChange = { readonly ok: true; readonly hidden: boolean } | { readonly ok: false; readonly reason: 'alreadyHidden' | 'notHidden' };

/** Hiding a hidden message, or showing a shown one, is a conflict (two staff members acting at once), not a no-op. */
export const visibilityAfter = (hidden: boolean, action: VisibilityAction): VisibilityChange => {
  if (action === 'hide') return hidden ? { ok: false, reason: 'alreadyHidden' } : { ok: true, hidden: true };
  return hidden ? { ok: true, hidden: false } : { ok: false, reason: 'notHidden' };
};

export type FlagAction = 'flag' | 'unflag';
export type FlagChange = { readonly ok: true; readonly flagged: boolean } | { readonly ok: false; readonly reason: 'alreadyFlagged' | 'notFlagged' };

/** A user is flagged or not; flagging twice (or clearing a flag nobody set) is a conflict. */
export const flagAfter = (flagged: boolean, action: FlagAction): FlagChange => {
  if (action === 'flag') return flagged ? { ok: false, reason: 'alreadyFlagged' } : { ok: true, flagged: true };
  return flagged ? { ok: true, flagged: false } : { ok: false, reason: 'notFlagged' };
};

/** Who wrote a message, as staff read a conversation. */
export type AuthorKind = 'tenant' | 'owner' | 'teammate' | 'system';

/** The marketplace writes with no author; anyone else on the owner's side is a teammate sharing the fleet's inbox. */
export const authorKindOf = (authorId: number | null, parties: { readonly tenantId: number; readonly ownerId: number }): AuthorKind => {
  if (authorId === null) return 'system';
  if (authorId === parties.tenantId) return 'tenant';
  return authorId === parties.ownerId ? 'owner' : 'teammate';
};

/** What the parties are shown of a conversation: every message staff have not hidden, in its order. */
export const visibleToParties = <M extends { readonly hidden: boolean }>(messages: readonly M[]): M[] => messages.filter((m) => !m.hidden);
