import { staffFailureMessages } from './staff-failures';

export { staffLoadFailure, type StaffLoadFailure } from './staff-failures';

/** Server error codes of the back office's bookings shown with their own message, else the generic one. */
const messages = staffFailureMessages('backoffice', {
  amount_above_refundable: 'backoffice:errors.amountAboveRefundable',
  booking_not_cancellable: 'backoffice:errors.notCancellable',
  booking_not_changeable: 'backoffice:errors.notChangeable',
  dates_unavailable: 'backoffice:errors.datesUnavailable',
  refund_not_failed: 'backoffice:errors.refundNotFailed',
  booking_not_found: 'backoffice:errors.bookingNotFound',
  refund_not_found: 'backoffice:errors.refundNotFound',
  search_query_invalid: 'backoffice:errors.queryInvalid',
});
export const staffErrorKey = messages.errorKey;
export const staffFieldProblems = messages.fieldProblems;
