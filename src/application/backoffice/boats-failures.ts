import { errorCodeOf, type SignInAborted } from '../account/signed-in';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';

/** Server error codes of the listing review and the proposals shown with their own message, else the generic one. */
const KNOWN_ERRORS: Readonly<Record<string, string>> = {
  listing_not_found: 'backoffice-boats:errors.listingNotFound',
  proposal_not_found: 'backoffice-boats:errors.proposalNotFound',
  status_unchanged: 'backoffice-boats:errors.statusUnchanged',
  listing_not_published: 'backoffice-boats:errors.notPublished',
  listing_draft: 'backoffice-boats:errors.draft',
  listing_incomplete: 'backoffice-boats:errors.incomplete',
  boats_not_available: 'backoffice-boats:errors.boatsNotAvailable',
  proposal_withdrawn: 'backoffice-boats:errors.proposalWithdrawn',
  proposal_booked: 'backoffice-boats:errors.proposalBooked',
  proposal_not_sent: 'backoffice-boats:errors.proposalNotSent',
};

/** The message key of a failed call of the listing and proposal pages (403: these pages are for staff). */
export const boatsErrorKey = (failure: ApiFailure | SignInAborted): string => {
  const code = errorCodeOf(failure);
  if (code && KNOWN_ERRORS[code]) return KNOWN_ERRORS[code];
  if (failure.kind === 'signInAborted') return 'backoffice-boats:errors.signInRequired';
  if (failure.kind === 'http' && failure.status === 403) return 'backoffice-boats:errors.staffOnly';
  return failureMessageKey(failure);
};

const DETAIL = /^([A-Za-z]+(?:\.\d+\.[A-Za-z]+)?): (backoffice-boats:errors\.\w+)$/;

/**
 * The `field: backoffice-boats:errors.x` details of a refusal (400, or 409 naming boats), as a map from the field
 * (`reason`, `items.2.boatId`…) to its message key; any other detail never reaches the screen.
 */
export const boatsFieldProblems = (failure: ApiFailure | SignInAborted): Record<string, string> => {
  if (failure.kind !== 'http' || typeof failure.body !== 'object' || failure.body === null) return {};
  const details = (failure.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return {};
  const out: Record<string, string> = {};
  for (const detail of details) {
    const match = typeof detail === 'string' ? DETAIL.exec(detail) : null;
    if (match?.[1] && match[2] && !(match[1] in out)) out[match[1]] = match[2];
  }
  return out;
};

/** What a page shows after a failed load: sign-in refused, not staff, not found, or an error. */
export type StaffLoadFailure = 'signInRequired' | 'forbidden' | 'notFound' | 'error';

export const staffLoadFailure = (failure: ApiFailure | SignInAborted): StaffLoadFailure =>
  failure.kind === 'signInAborted'
    ? 'signInRequired'
    : failure.kind === 'http' && failure.status === 403
      ? 'forbidden'
      : failure.kind === 'http' && failure.status === 404
        ? 'notFound'
        : 'error';

/** A page's id from its URL: a positive integer as written, else nothing (the page says not found without a call). */
export const idOfPage = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
