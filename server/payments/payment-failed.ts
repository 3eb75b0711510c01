import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { OPEN_PAYMENT_STATUSES, recordBookingEvent } from './payment-records';

/**
 * Stripe's payment_intent.payment_failed: the attempt is marked declined with the provider's message (the intent
 * stays usable: the tenant may retry with another card). An intent already succeeded or canceled is left alone, so a
 * late or repeated event changes nothing. Answers whether the attempt was known and open.
 */
export const recordPaymentFailure = async (db: Kysely<Database>, intentId: string, message: string, at: Date): Promise<boolean> => {
  const updated = await db
    .updateTable('payments')
    .set({ status: 'declined', last_error: message.slice(0, 500), updated_at: at })
    .where('intent_id', '=', intentId)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .returning(['id', 'booking_request_id'])
    .executeTakeFirst();
  if (!updated) return false;
  await recordBookingEvent(db, {
    bookingRequestId: updated.booking_request_id,
    at,
    type: 'paymentDeclined',
    data: { paymentId: updated.id, intentId, reason: 'provider_reported_failure' },
  });
  return true;
};
