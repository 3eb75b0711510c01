import { errorCodeOf, type SignInAborted } from '../account/signed-in';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';

/** Server error codes of the back office's bookings shown with their own message, else the generic one. */
const KNOWN_ERRORS: Readonly<Record<string, string>> = {
  amount_above_refundable: 'backoffice:errors.amountAboveRefundable',
  booking_not_cancellable: 'backoffice:errors.notCancellable',
  booking_not_changeable: 'backoffice:errors.notChangeable',
  dates_unavailable: 'backoffice:errors.datesUnavailable',
  refund_not_failed: 'backoffice:errors.refundNotFailed',
  booking_not_found: 'backoffice:errors.bookingNotFound',
  refund_not_found: 'backoffice:errors.refundNotFound',
  search_query_invalid: 'backoffice:errors.queryInvalid',
};

/** The message key of a failed back-office call (403: this is for staff). */
export const staffErrorKey = (failure: ApiFailure | SignInAborted): string => {
  const code = errorCodeOf(failure);
  if (code && KNOWN_ERRORS[code]) return KNOWN_ERRORS[code];
  if (failure.kind === 'signInAborted') return 'backoffice:errors.signInRequired';
  if (failure.kind === 'http' && failure.status === 403) return 'backoffice:errors.staffOnly';
  return failureMessageKey(failure);
};

/** The `field: backoffice:errors.x` details of a refusal (400 or 409), as a map; other details never reach the screen. */
export const staffFieldProblems = (failure: ApiFailure | SignInAborted): Record<string, string> => {
  if (failure.kind !== 'http' || typeof failure.body !== 'object' || failure.body === null) return {};
  const details = (failure.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return {};
  const out: Record<string, string> = {};
  for (const detail of details) {
    if (typeof detail !== 'string') continue;
    const match = /^(\w+): (backoffice:errors\.\w+)$/.exec(detail);
    if (match?.[1] && match[2]) out[match[1]] = match[2];
  }
  return out;
};

/** What a back-office page shows after a failed load. */
export type StaffLoadFailure = 'signInRequired' | 'forbidden' | 'notFound' | 'error';

export const staffLoadFailure = (failure: ApiFailure | SignInAborted): StaffLoadFailure =>
  failure.kind === 'signInAborted'
    ? 'signInRequired'
    : failure.kind === 'http' && failure.status === 403
      ? 'forbidden'
      : failure.kind === 'http' && failure.status === 404
        ? 'notFound'
        : 'error';
