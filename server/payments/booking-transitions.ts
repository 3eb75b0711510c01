import { transition, type BookingEvent, type BookingStatus } from '../../src/domain/booking/booking-lifecycle';
import { HOLDING_STATUSES as HOLDING } from '../checkout/holding-statuses';

/**
 * The payment side's status changes, all through the domain lifecycle (src/domain/booking/booking-lifecycle.ts):
 * null when the lifecycle refuses the event, and then nothing is written.
 */
const next = (status: BookingStatus, event: BookingEvent): BookingStatus | null => {
  const result = transition(status, event);
  return result.ok ? result.status : null;
};

/** The statuses whose booking holds its dates (the domain's isHoldingDates). */
export const HOLDING_STATUSES = HOLDING;

/** A successful checkout payment: instant booking → paid, otherwise awaitingOwner. */
export const afterPaymentSucceeded = (status: BookingStatus, isDirect: boolean): BookingStatus | null => next(status, { type: 'paymentSucceeded', isDirect });

/** An unpaid session past its expires_at. */
export const afterSessionExpired = (status: BookingStatus): BookingStatus | null => next(status, { type: 'sessionExpired' });

/** A payment that arrived after another booking took the dates: the booking is cancelled (and the payment refunded). */
export const datesTakenStatus = (status: BookingStatus): BookingStatus | null => next(status, { type: 'cancelled' });
