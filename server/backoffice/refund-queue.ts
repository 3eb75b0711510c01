import { sql, type Kysely } from 'kysely';
import type { RefundQueue, RefundQueueItem } from '../../src/contract/backoffice-bookings';
import { bookingReferenceOf } from '../../src/domain/backoffice/back-office-search';
import { isRetryable, retryIdempotencyKey } from '../../src/domain/backoffice/booking-actions';
import { AUTOMATIC_REFUND_REASONS, REFUND_QUEUE_PAGE_SIZE, totalPagesOf, type RefundQueueQuery } from '../../src/domain/backoffice/refund-queue';
import type { Database } from '../db/schema';
import { returnPayment } from '../payments/held-payments';
import { PaymentProviderError } from '../payments/payment-gateway';
import { recordBookingEvent } from '../payments/payment-records';
import { recordStaffAction, type StaffActor } from './audit';
import { settleRefunds, type StaffBookingDeps } from './booking-actions';

/**
 * The queue of automatic refunds (issue [7], back office `booking/autorefunds`) and the retry of one the provider
 * refused. The queue reads a page at a time: failed refunds first (staff act on them), then the newest.
 */

const iso = (value: Date | string): string => new Date(value).toISOString();

const queueRows = (db: Kysely<Database>) =>
  db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('booking_requests as b', 'b.id', 'r.booking_request_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('boats as bo', 'bo.id', 'b.boat_id')
    .leftJoin('activities as a', 'a.id', 'b.activity_id')
    .select([
      'r.id', 'r.booking_request_id', 'r.payment_id', 'r.amount', 'p.currency', 'r.reason', 'r.status', 'r.attempts', 'r.last_error',
      'r.created_at', 'r.updated_at', 'u.id as tenant_id', 'u.email as tenant_email', 'b.boat_id', 'b.activity_id', 'bo.title as boat_title', 'a.title as activity_title',
    ]);

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['execute']>>[number];

const itemOf = (r: QueueRow): RefundQueueItem => ({
  id: r.id,
  bookingId: r.booking_request_id,
  reference: bookingReferenceOf(r.booking_request_id),
  paymentId: r.payment_id,
  amount: r.amount,
  currency: r.currency,
  reason: r.reason,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  retryable: isRetryable(r.status),
  tenant: { id: r.tenant_id, email: r.tenant_email },
  product:
    r.boat_id !== null
      ? { kind: 'boat', id: r.boat_id, name: r.boat_title ?? '' }
      : { kind: 'activity', id: r.activity_id ?? 0, name: r.activity_title ?? '' },
});

/** GET /backoffice/refunds: one page of the automatic refunds (optionally of one status) and the count per status. */
export const listRefundQueue = async (db: Kysely<Database>, query: RefundQueueQuery): Promise<RefundQueue> => {
  const reasons = [...AUTOMATIC_REFUND_REASONS];
  const counted = await db
    .selectFrom('refunds')
    .select(['status', sql<string>`count(*)`.as('n')])
    .where('reason', 'in', reasons)
    .groupBy('status')
    .execute();
  const counts = { pending: 0, succeeded: 0, failed: 0 };
  for (const c of counted) counts[c.status] = Number(c.n);
  const total = query.status ? counts[query.status] : counts.pending + counts.succeeded + counts.failed;
  let rows = queueRows(db).where('r.reason', 'in', reasons);
  if (query.status) rows = rows.where('r.status', '=', query.status);
  const items = await rows
    .orderBy(sql`(r.status = 'failed')`, 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REFUND_QUEUE_PAGE_SIZE)
    .offset((query.page - 1) * REFUND_QUEUE_PAGE_SIZE)
    .execute();
  return { items: items.map(itemOf), status: query.status, page: query.page, pageSize: REFUND_QUEUE_PAGE_SIZE, total, totalPages: totalPagesOf(total), counts };
};

export type RetryResult = { readonly kind: 'retried'; readonly item: RefundQueueItem } | { readonly kind: 'not_found' } | { readonly kind: 'not_retryable'; readonly status: string };

/**
 * POST /backoffice/refunds/{id}/retry: a refund the provider refused is tried again, exactly once per click. The
 * claim runs under the refund's row lock: only a failed refund is taken, marked pending with one more attempt (a
 * second click, or a parallel one, finds it pending: 409). The provider is then called outside any transaction with a
 * key of its own per attempt (`<first key>:retry:<attempt>`, kept in the row); the outcome, its audit entry (before and after) and a
 * booking_events row are written together. A booking whose money all came back becomes refunded.
 */
export const retryRefund = async (deps: StaffBookingDeps, staff: StaffActor, refundId: number): Promise<RetryResult> => {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refunds')
      .select(['id', 'booking_request_id', 'payment_id', 'amount', 'status', 'attempts', 'last_error', 'idempotency_key'])
      .where('id', '=', refundId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: 'not_found' } as const;
    if (!isRetryable(row.status)) return { kind: 'not_retryable', status: row.status } as const;
    const attempt = row.attempts + 1;
    // The row keeps the attempt's key: any other flow making the booking's pending refunds meanwhile
    // (makePendingRefunds) sends the provider this same key, so the money still moves once.
    const idempotencyKey = retryIdempotencyKey(row.idempotency_key, attempt);
    await trx.updateTable('refunds').set({ status: 'pending', attempts: attempt, idempotency_key: idempotencyKey, updated_at: deps.now() }).where('id', '=', refundId).execute();
    return { kind: 'claimed', row, attempt, idempotencyKey } as const;
  });
  if (claimed.kind !== 'claimed') return claimed;
  const { row, attempt, idempotencyKey } = claimed;

  let outcome: { status: 'succeeded'; providerRefundId: string | null } | { status: 'failed'; error: string };
  try {
    const made = await returnPayment(deps, row.payment_id, { amount: row.amount, idempotencyKey });
    outcome = { status: 'succeeded', providerRefundId: made.refundId };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) {
      // Not the provider's answer (a bug, the database): the refund goes back to failed for another try.
      outcome = { status: 'failed', error: 'The retry stopped before the provider answered.' };
      await writeOutcome(deps, staff, row, attempt, outcome);
      throw error;
    }
    (deps.log ?? console.error)(`Refund ${refundId} (retry ${attempt}): ${error.message}`);
    outcome = { status: 'failed', error: error.message.slice(0, 1000) };
  }
  await writeOutcome(deps, staff, row, attempt, outcome);
  if (outcome.status === 'succeeded') await settleRefunds(deps, row.booking_request_id);
  const item = (await queueRows(deps.db).where('r.id', '=', refundId).execute())[0];
  return item ? { kind: 'retried', item: itemOf(item) } : { kind: 'not_found' };
};

const writeOutcome = async (
  deps: StaffBookingDeps,
  staff: StaffActor,
  row: { readonly id: number; readonly booking_request_id: number; readonly status: string; readonly attempts: number; readonly last_error: string | null },
  attempt: number,
  outcome: { status: 'succeeded'; providerRefundId: string | null } | { status: 'failed'; error: string },
): Promise<void> => {
  await deps.db.transaction().execute(async (trx) => {
    const at = deps.now();
    const lastError = outcome.status === 'failed' ? outcome.error : null;
    await trx
      .updateTable('refunds')
      .set({
        status: outcome.status,
        last_error: lastError,
        updated_at: at,
        ...(outcome.status === 'succeeded' && { provider_refund_id: outcome.providerRefundId }),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    await recordBookingEvent(trx, { bookingRequestId: row.booking_request_id, at, type: 'refundRetried', data: { refundId: row.id, attempt, status: outcome.status, staffId: staff.id } });
    await recordStaffAction(trx, staff, {
      action: 'refund.retry',
      objectType: 'refund',
      objectId: row.id,
      before: { status: row.status, attempts: row.attempts, lastError: row.last_error },
      after: { status: outcome.status, attempts: attempt, lastError },
    });
  });
};
