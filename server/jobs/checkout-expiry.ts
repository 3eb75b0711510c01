import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { afterSessionExpired } from '../payments/booking-transitions';
import type { PaymentGateway } from '../payments/payment-gateway';
import { OPEN_PAYMENT_STATUSES, recordBookingEvent } from '../payments/payment-records';

export interface ExpiryDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** Cancels the expired sessions' open intents at the provider after commit. */
  readonly gateway: PaymentGateway;
}

/** Sessions handled per transaction; the job loops until none is left. */
export const EXPIRY_BATCH = 100;

/**
 * The 'checkout-expire' job: every 'requested' session past its expires_at moves to 'expired' (the domain
 * lifecycle's sessionExpired) and its open payment attempts are canceled, in one transaction per batch. Rows another
 * process holds (a payment being finalised) are skipped and picked up next run. Answers how many sessions expired.
 */
export const expireCheckoutSessions = async (deps: ExpiryDeps): Promise<number> => {
  let total = 0;
  for (;;) {
    const { expired, cancel } = await deps.db.transaction().execute(async (trx) => {
      const at = deps.now();
      const due = await trx
        .selectFrom('booking_requests')
        .select(['id', 'status'])
        .where('status', '=', 'requested')
        .where('expires_at', '<=', at)
        .orderBy('expires_at')
        .limit(EXPIRY_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      const cancelIntents: string[] = [];
      let count = 0;
      for (const booking of due) {
        const next = afterSessionExpired(booking.status);
        if (!next) continue;
        await trx.updateTable('booking_requests').set({ status: next }).where('id', '=', booking.id).execute();
        const canceled = await trx
          .updateTable('payments')
          .set({ status: 'canceled', updated_at: at })
          .where('booking_request_id', '=', booking.id)
          .where('status', 'in', OPEN_PAYMENT_STATUSES)
          .returning(['intent_id', 'provider'])
          .execute();
        cancelIntents.push(...canceled.filter((p) => p.provider === deps.gateway.provider).map((p) => p.intent_id));
        await recordBookingEvent(trx, {
          bookingRequestId: booking.id,
          at,
          type: 'sessionExpired',
          from: booking.status,
          to: next,
          data: { canceledPayments: canceled.length },
        });
        count++;
      }
      return { expired: count, cancel: cancelIntents };
    });
    for (const intentId of cancel) await deps.gateway.cancelIntent(intentId);
    total += expired;
    if (expired < EXPIRY_BATCH) return total;
  }
};
