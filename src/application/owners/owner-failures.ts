import { errorCodeOf, type SignInAborted } from '../account/signed-in';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';

/** Server error codes shown with their own message (owners:errors.{code}), else the generic one. */
const KNOWN_ERRORS: Readonly<Record<string, string>> = {
  owners_only: 'owners:errors.ownersOnly',
  already_invited: 'owners:errors.alreadyInvited',
  too_many_teammates: 'owners:errors.tooManyTeammates',
  lead_not_found: 'owners:errors.leadNotFound',
  lead_won: 'owners:errors.alreadyWon',
  invitation_not_found: 'owners:errors.invitationNotFound',
  teammate_not_found: 'owners:errors.teammateNotFound',
};

/** The message key of a failed call of the owners' screens. */
export const ownerErrorKey = (failure: ApiFailure | SignInAborted): string => {
  const code = errorCodeOf(failure);
  if (code && KNOWN_ERRORS[code]) return KNOWN_ERRORS[code];
  return failure.kind === 'signInAborted' ? 'owners:errors.signInRequired' : failureMessageKey(failure);
};

/**
 * The `field: key` details of a 400 as a map (only keys of our namespaces, so a server's technical detail never
 * reaches the screen as a key).
 */
export const detailsOf = (failure: ApiFailure): Record<string, string> => {
  if (failure.kind !== 'http' || failure.status !== 400 || typeof failure.body !== 'object' || failure.body === null) return {};
  const details = (failure.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return {};
  const out: Record<string, string> = {};
  for (const detail of details) {
    if (typeof detail !== 'string') continue;
    const match = /^(\w+): (owners:errors\.\w+)$/.exec(detail);
    if (match?.[1] && match[2]) out[match[1]] = match[2];
  }
  return out;
};
