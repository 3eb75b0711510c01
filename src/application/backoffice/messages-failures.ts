import { errorCodeOf, type SignInAborted } from '../account/signed-in';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';

/** Server error codes of the back office's messages and damage claims shown with their own message, else the generic one. */
const KNOWN_ERRORS: Readonly<Record<string, string>> = {
  conversation_not_found: 'backoffice-messages:errors.conversationNotFound',
  message_not_found: 'backoffice-messages:errors.messageNotFound',
  user_not_found: 'backoffice-messages:errors.userNotFound',
  damage_claim_not_found: 'backoffice-messages:errors.claimNotFound',
  message_already_hidden: 'backoffice-messages:errors.alreadyHidden',
  message_not_hidden: 'backoffice-messages:errors.notHidden',
  user_already_flagged: 'backoffice-messages:errors.alreadyFlagged',
  user_not_flagged: 'backoffice-messages:errors.notFlagged',
  damage_claim_decided: 'backoffice-messages:errors.alreadyDecided',
};

/** The message key of a failed call (403: these pages are for staff). */
export const messagesErrorKey = (failure: ApiFailure | SignInAborted): string => {
  const code = errorCodeOf(failure);
  if (code && KNOWN_ERRORS[code]) return KNOWN_ERRORS[code];
  if (failure.kind === 'signInAborted') return 'backoffice-messages:errors.signInRequired';
  if (failure.kind === 'http' && failure.status === 403) return 'backoffice-messages:errors.staffOnly';
  return failureMessageKey(failure);
};

/** The `field: backoffice-messages:errors.x` details of a 400, as a map; any other detail never reaches the screen. */
export const messagesFieldProblems = (failure: ApiFailure | SignInAborted): Record<string, string> => {
  if (failure.kind !== 'http' || failure.status !== 400 || typeof failure.body !== 'object' || failure.body === null) return {};
  const details = (failure.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return {};
  const out: Record<string, string> = {};
  for (const detail of details) {
    if (typeof detail !== 'string') continue;
    const match = /^(\w+): (backoffice-messages:errors\.\w+)$/.exec(detail);
    if (match?.[1] && match[2]) out[match[1]] = match[2];
  }
  return out;
};

/** What a page shows after a failed load: sign-in refused, not staff, not found, or an error. */
export type MessagesLoadFailure = 'signInRequired' | 'forbidden' | 'notFound' | 'error';

export const messagesLoadFailure = (failure: ApiFailure | SignInAborted): MessagesLoadFailure =>
  failure.kind === 'signInAborted'
    ? 'signInRequired'
    : failure.kind === 'http' && failure.status === 403
      ? 'forbidden'
      : failure.kind === 'http' && failure.status === 404
        ? 'notFound'
        : 'error';

/** A page's id from its URL: a positive integer as written, else nothing (the page shows not found without a call). */
export const pageIdOf = (raw: string | undefined): number | undefined => (raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined);

/** A saved-or-refused message next to what it is about. */
export interface StaffNotice {
  readonly key: string;
  readonly ok: boolean;
  readonly values?: Readonly<Record<string, string>>;
}
