import { sql, type Kysely } from 'kysely';
import type { BookingStatus } from '../../src/contract/checkout';
import { cancellationRefund, type CancelledBy } from '../../src/domain/booking/after-booking';
import { transition } from '../../src/domain/booking/booking-lifecycle';
import type { EmailMessage, EmailSender } from '../auth/email-sender';
import { daysFor, emailTo, fill, loadRecipient, moneyFor, type EmailTexts } from '../emails/email-texts';
import { policyOf } from '../checkout/checkout-views';
import type { Database } from '../db/schema';
import { PaymentProviderError, type PaymentGateway } from '../payments/payment-gateway';
import { returnPayment } from '../payments/held-payments';
import { notifyByPush } from '../push/owner-notifications';
import type { PushSender } from '../push/push-sender';
import { bookingReference, OPEN_PAYMENT_STATUSES, recordBookingEvent } from '../payments/payment-records';
import { loadBookingFile, paidOnlineOf, type BookingFile } from './booking-file';

export interface CancelDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly gateway: PaymentGateway;
  readonly email: EmailSender;
  readonly publicUrl: string;
  readonly log?: (message: string) => void;
  /** The owner's push notification of a cancellation they did not make (none when absent). */
  readonly push?: PushSender;
}

export type CancelResult =
  | { readonly kind: 'cancelled'; readonly status: BookingStatus; readonly refunded: number }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'not_cancellable'; readonly reason: 'notCancellable' | 'departed' };

/** Splits a refund over the payments, the largest first (fewest refunds at the provider). */
export const allocateRefund = (payments: ReadonlyArray<{ id: number; refundable: number }>, amount: number): Array<{ paymentId: number; amount: number }> => {
  let left = amount;
  const parts: Array<{ paymentId: number; amount: number }> = [];
  for (const p of [...payments].sort((a, b) => b.refundable - a.refundable || a.id - b.id)) {
    if (left <= 0) break;
    const part = Math.min(left, p.refundable);
    if (part > 0) parts.push({ paymentId: p.id, amount: part });
    left -= part;
  }
  return parts;
};

/** Who cancelled and what "nothing refunded" says, when the caller words them itself (staff, back office). */
export interface CancellationWording {
  readonly who: (texts: EmailTexts) => string;
  readonly refundNo?: (texts: EmailTexts) => string;
}

/** Both parties told, each in their own language; the tenant learns what comes back to the card. */
export const cancellationEmails = async (
  db: Kysely<Database>,
  file: BookingFile,
  by: CancelledBy,
  refund: number,
  publicUrl: string,
  wording?: CancellationWording,
): Promise<EmailMessage[]> => {
  const { session, product } = file.state;
  const [tenant, owner] = await Promise.all([loadRecipient(db, session.user_id), loadRecipient(db, file.ownerId)]);
  const common = (language: string) => ({
    reference: bookingReference(session.id),
    product: product.title,
    dates: daysFor(session.start, session.end, language),
    link: `${publicUrl}/booking/${session.id}/detail`,
  });
  const who = (t: EmailTexts) =>
    wording ? wording.who(t) : by === 'tenant' ? fill(t.cancelled.byTenant, { name: file.tenant.firstName }) : by === 'owner' ? fill(t.cancelled.byOwner, { name: file.owner.firstName }) : t.cancelled.bySystem;
  const emails: EmailMessage[] = [];
  if (tenant) {
    emails.push(
      emailTo(tenant, (t) => ({ subject: t.cancelled.subject, body: t.cancelled.tenantBody }), (t) => ({
        ...common(tenant.language),
        who: who(t),
        refund: refund > 0 ? fill(t.cancelled.refundYes, { amount: moneyFor(refund, tenant) }) : (wording?.refundNo?.(t) ?? t.cancelled.refundNo),
      })),
    );
  }
  if (owner) emails.push(emailTo(owner, (t) => ({ subject: t.cancelled.subject, body: t.cancelled.ownerBody }), (t) => ({ ...common(owner.language), who: who(t) })));
  return emails;
};

/**
 * Inside the caller's transaction, the booking's row locked: the booking cancelled, its days free again in search,
 * its open payment attempts cancelled (answered, to cancel at the provider after commit), its change requests
 * withdrawn and its open insurance cart closed. Shared by the parties' cancellation and staff's (back office).
 */
export const closeCancelledBooking = async (
  trx: Kysely<Database>,
  bookingId: number,
  cancel: { readonly status: BookingStatus; readonly at: Date; readonly by: CancelledBy },
): Promise<Array<{ intent_id: string; provider: string }>> => {
  const { at } = cancel;
  await trx.updateTable('booking_requests').set({ status: cancel.status, cancelled_at: at, cancelled_by: cancel.by, updated_at: at }).where('id', '=', bookingId).execute();
  await trx.deleteFrom('boat_unavailabilities').where('booking_request_id', '=', bookingId).execute();
  const open = await trx
    .updateTable('payments')
    .set({ status: 'canceled', updated_at: at })
    .where('booking_request_id', '=', bookingId)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .returning(['intent_id', 'provider'])
    .execute();
  await trx.updateTable('booking_modifications').set({ status: 'withdrawn', answered_at: at }).where('booking_request_id', '=', bookingId).where('status', 'in', ['pending', 'accepted']).execute();
  await trx.updateTable('post_booking_carts').set({ status: 'closed' }).where('booking_request_id', '=', bookingId).where('status', '=', 'open').execute();
  return open;
};

/**
 * POST /bookings/{id}/cancel (and the unpaid-balance rule): in one transaction that locks the booking, the domain
 * decides what is paid back (policy, date, who cancels), the booking becomes cancelled, its days are free again in
 * search, open payment attempts are cancelled, and one refund row per payment is written (pending). After commit the
 * refunds are made through the payment provider (idempotency key per payment), the booking becomes refunded when
 * everything was paid back, and both parties are told. A refund the provider refuses stays 'failed' for staff.
 */
export const cancelBooking = async (deps: CancelDeps, request: { readonly bookingId: number; readonly userId: number; readonly by?: 'system' }): Promise<CancelResult> => {
  const file = await loadBookingFile(deps.db, request.bookingId, request.userId);
  if (!file) return { kind: 'not_found' };
  const by: CancelledBy = request.by ?? file.role;
  const at = deps.now();
  const today = at.toISOString().slice(0, 10);

  const decided = await deps.db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('booking_requests').select(['status']).where('id', '=', request.bookingId).forUpdate().executeTakeFirstOrThrow();
    // Read again under the lock: a parallel cancellation or payment may have moved it.
    const current = (await loadBookingFile(trx, request.bookingId, request.userId)) ?? file;
    const outcome = cancellationRefund({
      status: locked.status,
      startDate: current.state.session.start,
      today,
      cancelledBy: by,
      policy: policyOf(current.state),
      paidOnline: paidOnlineOf(current),
    });
    if (!outcome.ok) return { kind: 'not_cancellable', reason: outcome.reason } as const;
    const next = transition(locked.status, { type: 'cancelled' });
    if (!next.ok) return { kind: 'not_cancellable', reason: 'notCancellable' } as const;
    const open = await closeCancelledBooking(trx, request.bookingId, { status: next.status, at, by });
    const refundable = current.payments.map((p) => ({
      id: p.id,
      refundable: p.amount - current.refunds.filter((r) => r.paymentId === p.id && r.status !== 'failed').reduce((s, r) => s + r.amount, 0),
    }));
    const parts = allocateRefund(refundable, outcome.refund);
    for (const part of parts) {
      await trx
        .insertInto('refunds')
        .values({
          booking_request_id: request.bookingId,
          payment_id: part.paymentId,
          amount: part.amount,
          reason: 'cancellation',
          status: 'pending',
          provider_refund_id: null,
          idempotency_key: `booking:${request.bookingId}:cancel:${part.paymentId}`,
          created_at: at,
        })
        .execute();
    }
    await recordBookingEvent(trx, {
      bookingRequestId: request.bookingId,
      at,
      type: 'cancelled',
      from: locked.status,
      to: next.status,
      data: { by, refund: outcome.refund, percentage: outcome.percentage },
    });
    return { kind: 'cancelled', refund: outcome.refund, paidOnline: paidOnlineOf(current), open, from: next.status } as const;
  });
  if (decided.kind === 'not_cancellable') return decided;

  for (const o of decided.open) if (o.provider === deps.gateway.provider) await deps.gateway.cancelIntent(o.intent_id);
  const refunded = await makePendingRefunds(deps, request.bookingId);
  let status: BookingStatus = decided.from;
  if (refunded > 0 && refunded >= decided.paidOnline) {
    const next = transition(status, { type: 'refunded' });
    if (next.ok) {
      await deps.db.updateTable('booking_requests').set({ status: next.status }).where('id', '=', request.bookingId).where('status', '=', status).execute();
      await recordBookingEvent(deps.db, { bookingRequestId: request.bookingId, at: deps.now(), type: 'refunded', from: status, to: next.status, data: { amount: refunded } });
      status = next.status;
    }
  }
  try {
    for (const message of await cancellationEmails(deps.db, file, by, decided.refund, deps.publicUrl)) await deps.email.send(message);
  } catch (error) {
    (deps.log ?? console.error)(`Booking ${request.bookingId}: cancellation emails not sent (${error instanceof Error ? error.message : 'error'})`);
  }
  if (deps.push && by !== 'owner') {
    const { session, product } = file.state;
    await notifyByPush({ db: deps.db, push: deps.push, ...(deps.log && { log: deps.log }) }, file.ownerId, {
      kind: 'cancelled',
      bookingId: session.id,
      reference: bookingReference(session.id),
      productName: product.title,
      startDate: session.start,
      endDate: session.end,
    });
  }
  return { kind: 'cancelled', status, refunded };
};

/**
 * Makes the booking's pending refunds at the provider (money only held on the card, a booking request's, is released
 * instead: payments/held-payments.ts); answers the EUR cents refunded in all (this booking).
 */
export const makePendingRefunds = async (deps: Pick<CancelDeps, 'db' | 'gateway' | 'log' | 'now'>, bookingId: number): Promise<number> => {
  const pending = await deps.db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.amount', 'r.idempotency_key', 'r.payment_id', 'p.provider'])
    .where('r.booking_request_id', '=', bookingId)
    .where('r.status', '=', 'pending')
    .execute();
  for (const refund of pending) {
    if (refund.provider !== deps.gateway.provider) continue;
    try {
      const made = await returnPayment(deps, refund.payment_id, { amount: refund.amount, idempotencyKey: refund.idempotency_key });
      await deps.db.updateTable('refunds').set({ status: 'succeeded', provider_refund_id: made.refundId, updated_at: deps.now() }).where('id', '=', refund.id).execute();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      (deps.log ?? console.error)(`Refund ${refund.id}: ${error.message}`);
      // Kept for staff: the back office's queue shows the error and retries it (backoffice/refund-queue.ts).
      await deps.db.updateTable('refunds').set({ status: 'failed', last_error: error.message.slice(0, 1000), updated_at: deps.now() }).where('id', '=', refund.id).execute();
    }
  }
  const { rows } = await sql<{ total: string | null }>`select sum(amount) as total from refunds where booking_request_id = ${bookingId}::int and status = 'succeeded'`.execute(deps.db);
  return Number(rows[0]?.total ?? 0);
};
