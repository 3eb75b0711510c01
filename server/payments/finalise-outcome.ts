import type { BookingStatus } from '../../src/contract/checkout';
import type { EmailMessage } from '../auth/email-sender';
import type { BookingNotice } from './booking-emails';

/** What finalising a payment did (finalise-payment.ts and finalise-later-payment.ts). */
export type FinaliseResult =
  | { readonly kind: 'finalised'; readonly bookingRequestId: number; readonly status: BookingStatus }
  | { readonly kind: 'already_succeeded'; readonly bookingRequestId: number }
  | { readonly kind: 'refund_needed'; readonly bookingRequestId: number; readonly reason: RefundNeededReason }
  | { readonly kind: 'unknown_intent' }
  /** Only with `onlyIfOpen`: the attempt was canceled (replaced or expired) before it could be applied. */
  | { readonly kind: 'not_open'; readonly bookingRequestId: number };

export type RefundNeededReason = 'booking_not_payable' | 'dates_taken' | 'already_paid' | 'cart_closed';

export type Outcome = {
  readonly result: FinaliseResult;
  readonly notice?: BookingNotice;
  /** Emails other than a new booking's, sent after commit. */
  readonly emails?: readonly EmailMessage[];
  readonly cancel: readonly string[];
  /** Held payments (a booking request's) that no booking can keep: released at the provider after commit. */
  readonly release?: readonly number[];
};

