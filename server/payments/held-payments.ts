import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PaymentProviderError, type PaymentGateway } from './payment-gateway';
import { recordBookingEvent } from './payment-records';

/**
 * A booking request's checkout payment is authorised, not taken (capture_method manual): the money is held on the
 * tenant's card until the owner accepts (captured) or the request ends otherwise (released). The provider is always
 * called outside any transaction; the row records the result once (a guarded update), so a repeated call is harmless.
 */
export interface HoldDeps {
  readonly db: Kysely<Database>;
  readonly gateway: PaymentGateway;
  readonly now: () => Date;
  readonly log?: (message: string) => void;
}

const heldRow = (db: Kysely<Database>, paymentId: number) =>
  db
    .selectFrom('payments')
    .select(['id', 'booking_request_id', 'intent_id', 'provider', 'amount', 'status', 'capture_method', 'captured_at', 'released_at'])
    .where('id', '=', paymentId)
    .executeTakeFirst();

/** The payment's money is only held: authorised, neither captured nor released. */
export const isHeld = (row: { readonly status: string; readonly capture_method: string; readonly captured_at: Date | null; readonly released_at: Date | null }): boolean =>
  row.status === 'succeeded' && row.capture_method === 'manual' && row.captured_at === null && row.released_at === null;

export type CaptureOutcome = 'captured' | 'alreadyCaptured' | 'notHeld' | 'failed';

/** Takes the held money (the owner accepted). A provider failure is logged and left for the expiry job to retry. */
export const captureHeldPayment = async (deps: HoldDeps, paymentId: number): Promise<CaptureOutcome> => {
  const row = await heldRow(deps.db, paymentId);
  if (!row) return 'notHeld';
  if (row.captured_at !== null) return 'alreadyCaptured';
  if (!isHeld(row)) return 'notHeld';
  if (row.provider !== deps.gateway.provider) return 'failed';
  try {
    await deps.gateway.captureIntent(row.intent_id);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    (deps.log ?? console.error)(`Payment ${paymentId}: capture failed (${error.message})`);
    return 'failed';
  }
  const at = deps.now();
  const updated = await deps.db.updateTable('payments').set({ captured_at: at, updated_at: at }).where('id', '=', paymentId).where('captured_at', 'is', null).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return 'alreadyCaptured';
  await recordBookingEvent(deps.db, { bookingRequestId: row.booking_request_id, at, type: 'paymentCaptured', data: { paymentId, intentId: row.intent_id, amount: row.amount } });
  return 'captured';
};

/** Gives the held money back to the card (nothing was taken, so there is nothing to refund). True once released. */
export const releaseHeldPayment = async (deps: HoldDeps, paymentId: number): Promise<boolean> => {
  const row = await heldRow(deps.db, paymentId);
  if (!row) return false;
  if (row.released_at !== null) return true;
  if (!isHeld(row) || row.provider !== deps.gateway.provider) return false;
  if (!(await deps.gateway.cancelIntent(row.intent_id))) {
    (deps.log ?? console.error)(`Payment ${paymentId}: the hold could not be released`);
    return false;
  }
  const at = deps.now();
  const updated = await deps.db
    .updateTable('payments')
    .set({ released_at: at, updated_at: at })
    .where('id', '=', paymentId)
    .where('released_at', 'is', null)
    .where('captured_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) {
    await recordBookingEvent(deps.db, { bookingRequestId: row.booking_request_id, at, type: 'paymentReleased', data: { paymentId, intentId: row.intent_id, amount: row.amount } });
  }
  return true;
};

/** What returning money did at the provider: a refund (its id), or the release of a hold (no refund id). */
export interface MoneyReturned {
  readonly refundId: string | null;
  readonly status: 'succeeded' | 'pending';
}

/**
 * Pays `amount` of a payment back. Held money is released when all of it goes back; when only part does (a policy's
 * share of a booking whose capture is still pending), the hold is captured first, then the part refunded. Otherwise a
 * refund with the idempotency key. Throws PaymentProviderError when the provider refuses.
 */
export const returnPayment = async (deps: HoldDeps, paymentId: number, refund: { readonly amount: number; readonly idempotencyKey: string }): Promise<MoneyReturned> => {
  const row = await heldRow(deps.db, paymentId);
  if (!row) throw new PaymentProviderError(`Payment ${paymentId} not found`);
  if (row.capture_method === 'manual' && row.captured_at === null) {
    if (row.released_at !== null || refund.amount >= row.amount) {
      if (!(await releaseHeldPayment(deps, paymentId))) throw new PaymentProviderError(`The hold of payment ${paymentId} could not be released`);
      return { refundId: null, status: 'succeeded' };
    }
    const captured = await captureHeldPayment(deps, paymentId);
    if (captured === 'failed' || captured === 'notHeld') throw new PaymentProviderError(`Payment ${paymentId} could not be captured before its partial refund`);
  }
  const made = await deps.gateway.refund({ intentId: row.intent_id, amount: refund.amount, idempotencyKey: refund.idempotencyKey });
  return { refundId: made.refundId, status: made.status };
};
