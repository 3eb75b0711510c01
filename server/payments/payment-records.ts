import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../src/contract/checkout';
import type { Database, PaymentStatus } from '../db/schema';

/** An attempt the tenant can still confirm: a declined card may be retried on the same intent, as with Stripe. */
export const OPEN_PAYMENT_STATUSES = ['requires_payment_method', 'requires_action', 'declined'] as const satisfies readonly PaymentStatus[];

export const isOpenPaymentStatus = (status: PaymentStatus): boolean => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);

/** The booking's reference shown to the tenant and the owner (emails, success page): SW-000123. */
export const bookingReference = (bookingRequestId: number): string => `SW-${String(bookingRequestId).padStart(6, '0')}`;

/** A session can no longer be paid once it expired, even before the expiry job has marked it (one rule: the session's). */
export { isSessionExpired as isCheckoutExpired } from '../checkout/session-rules';

/** Appends one line to the booking's history (booking_events is append-only). */
export const recordBookingEvent = async (
  db: Kysely<Database>,
  event: {
    readonly bookingRequestId: number;
    readonly at: Date;
    readonly type: string;
    readonly from?: BookingStatus | null;
    readonly to?: BookingStatus | null;
    readonly data?: Record<string, unknown>;
  },
): Promise<void> => {
  await db
    .insertInto('booking_events')
    .values({
      booking_request_id: event.bookingRequestId,
      at: event.at,
      type: event.type,
      from_status: event.from ?? null,
      to_status: event.to ?? null,
      data: JSON.stringify(event.data ?? {}),
    })
    .execute();
};

/** Whether the booking's balance was paid (a succeeded balance payment that is not to be refunded). */
export const isBalancePaid = async (db: Kysely<Database>, bookingRequestId: number): Promise<boolean> =>
  (await db
    .selectFrom('payments')
    .select('id')
    .where('booking_request_id', '=', bookingRequestId)
    .where('kind', '=', 'balance')
    .where('status', '=', 'succeeded')
    .where('refund_needed', '=', false)
    .executeTakeFirst()) !== undefined;
