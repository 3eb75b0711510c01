import { sql, type Kysely } from 'kysely';
import type { StaffCancelBody, StaffDatesBody, StaffRefundBody } from '../../src/contract/backoffice-bookings';
import type { BookingStatus } from '../../src/contract/checkout';
import {
  BOOKING_ACTION_ERRORS,
  dateChangeProblems,
  isFullyRefunded,
  moneyTotalsOf,
  normaliseStaffReason,
  refundablePerPayment,
  refundAmountProblem,
  staffActionsOf,
  staffReasonProblem,
} from '../../src/domain/backoffice/booking-actions';
import { transition } from '../../src/domain/booking/booking-lifecycle';
import { loadBookingFile } from '../bookings/booking-file';
import { allocateRefund, cancellationEmails, closeCancelledBooking, makePendingRefunds, type CancelDeps } from '../bookings/cancel-booking';
import { datesTaken } from '../bookings/modification';
import type { Database } from '../db/schema';
import { daysFor, emailTo, loadRecipient, moneyFor } from '../emails/email-texts';
import type { EmailMessage } from '../auth/email-sender';
import { captureHeldPayment, isHeld } from '../payments/held-payments';
import { bookingReference, recordBookingEvent } from '../payments/payment-records';
import { notifyByPush } from '../push/owner-notifications';
import { clearSearchAggregates } from '../search/boat-search';
import { recordStaffAction, type StaffActor } from './audit';
import { bookingMoneyOf } from './booking-history';

/**
 * Staff actions on a booking (issue [7], back office `booking/details/{id}`). Each runs in one transaction that locks
 * the booking's row, checks again under the lock, writes the change, a booking_events row and the audit entry (before
 * and after), so it happens exactly once or not at all. The provider is called after commit, as everywhere (refunds
 * are written pending with their own idempotency key, then made: cancel-booking.ts's makePendingRefunds); emails go
 * after commit too, and a failed email never undoes an action.
 */
export type StaffBookingDeps = CancelDeps;

export type StaffActionResult =
  | { readonly kind: 'done' }
  | { readonly kind: 'not_found' }
  /** 400: `field: backoffice:errors.x` details. */
  | { readonly kind: 'invalid'; readonly details: string[] }
  /** 409. */
  | { readonly kind: 'conflict'; readonly error: string; readonly message: string; readonly details?: string[] };

const invalid = (problems: Readonly<Record<string, string | undefined>>): StaffActionResult | undefined => {
  const details = Object.entries(problems).flatMap(([field, key]) => (key === undefined ? [] : [`${field}: ${key}`]));
  return details.length > 0 ? { kind: 'invalid', details } : undefined;
};

const todayOf = (at: Date): string => at.toISOString().slice(0, 10);

interface LockedBooking {
  readonly id: number;
  readonly status: BookingStatus;
  readonly userId: number;
  readonly boatId: number | null;
  readonly start: string;
  readonly end: string;
}

/** The booking's row, locked until the transaction ends (a parallel action or payment waits). */
const lockBooking = async (trx: Kysely<Database>, bookingId: number): Promise<LockedBooking | undefined> => {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0 || bookingId > 2_147_483_647) return undefined;
  const row = await trx
    .selectFrom('booking_requests')
    .select(['id', 'status', 'user_id', 'boat_id', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end')])
    .where('id', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
  return row && { id: row.id, status: row.status, userId: row.user_id, boatId: row.boat_id, start: row.start, end: row.end };
};

/**
 * Pending refunds of the booking, each spread over its payments (largest refundable first), written with an
 * idempotency key of their own: `booking:{id}:staff:{n}:{payment}`, n counting the booking's refund rows (under the
 * lock, so two actions never share one).
 */
const writeStaffRefunds = async (
  trx: Kysely<Database>,
  bookingId: number,
  amount: number,
  reason: 'staff' | 'staffCancel',
  at: Date,
): Promise<Array<{ id: number; paymentId: number; amount: number }>> => {
  if (amount <= 0) return [];
  const money = await bookingMoneyOf(trx, bookingId);
  const sequence = money.refunds.length + 1;
  const written: Array<{ id: number; paymentId: number; amount: number }> = [];
  for (const part of allocateRefund(refundablePerPayment(money.payments, money.refunds), amount)) {
    const row = await trx
      .insertInto('refunds')
      .values({
        booking_request_id: bookingId,
        payment_id: part.paymentId,
        amount: part.amount,
        reason,
        status: 'pending',
        provider_refund_id: null,
        idempotency_key: `booking:${bookingId}:staff:${sequence}:${part.paymentId}`,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    written.push({ id: row.id, paymentId: part.paymentId, amount: part.amount });
  }
  return written;
};

/**
 * After commit: the booking's pending refunds made through the provider, then the booking refunded once everything
 * it took came back (a cancelled, declined or expired booking). Answers the EUR cents of `refundIds` that succeeded.
 */
export const settleRefunds = async (deps: Pick<StaffBookingDeps, 'db' | 'gateway' | 'now' | 'log'>, bookingId: number, refundIds: readonly number[] = []): Promise<number> => {
  await makePendingRefunds(deps, bookingId);
  const booking = await deps.db.selectFrom('booking_requests').select('status').where('id', '=', bookingId).executeTakeFirst();
  if (booking) {
    const money = await bookingMoneyOf(deps.db, bookingId);
    const next = transition(booking.status, { type: 'refunded' });
    if (next.ok && isFullyRefunded(moneyTotalsOf(money.payments, money.refunds))) {
      const moved = await deps.db.updateTable('booking_requests').set({ status: next.status }).where('id', '=', bookingId).where('status', '=', booking.status).executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0) {
        const refunded = money.refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
        await recordBookingEvent(deps.db, { bookingRequestId: bookingId, at: deps.now(), type: 'refunded', from: booking.status, to: next.status, data: { amount: refunded } });
      }
    }
  }
  if (refundIds.length === 0) return 0;
  const made = await deps.db.selectFrom('refunds').select('amount').where('id', 'in', [...refundIds]).where('status', '=', 'succeeded').execute();
  return made.reduce((sum, r) => sum + r.amount, 0);
};

const sendAll = async (deps: StaffBookingDeps, bookingId: number, emails: () => Promise<EmailMessage[]>): Promise<void> => {
  try {
    for (const message of await emails()) await deps.email.send(message);
  } catch (error) {
    (deps.log ?? console.error)(`Booking ${bookingId}: staff action emails not sent (${error instanceof Error ? error.message : 'error'})`);
  }
};

/** The tenant and the booking's product, dates and link for an email. */
const mailFacts = async (deps: StaffBookingDeps, bookingId: number, tenantId: number) => {
  const file = await loadBookingFile(deps.db, bookingId, tenantId);
  if (!file) return undefined;
  return { file, reference: bookingReference(bookingId), product: file.state.product.title, link: `${deps.publicUrl}/booking/${bookingId}/detail` };
};

/** POST /backoffice/bookings/{id}/refund: a chosen amount (1 to the refundable) back to the tenant, reason 'staff'. */
export const refundByStaff = async (deps: StaffBookingDeps, staff: StaffActor, bookingId: number, body: StaffRefundBody): Promise<StaffActionResult> => {
  const problems = invalid({ amount: refundAmountProblem(body.amount, Number.MAX_SAFE_INTEGER), reason: staffReasonProblem(body.reason) });
  if (problems) return problems;
  const note = normaliseStaffReason(body.reason);
  type Decided = StaffActionResult | { readonly kind: 'refunding'; readonly refundIds: number[]; readonly tenantId: number };
  const decided = await deps.db.transaction().execute(async (trx): Promise<Decided> => {
    const at = deps.now();
    const booking = await lockBooking(trx, bookingId);
    if (!booking) return { kind: 'not_found' };
    const money = await bookingMoneyOf(trx, bookingId);
    const before = moneyTotalsOf(money.payments, money.refunds);
    if (refundAmountProblem(body.amount, before.refundable) !== undefined) {
      return {
        kind: 'conflict',
        error: 'amount_above_refundable',
        message: `At most ${before.refundable} cents can still be refunded.`,
        details: [`amount: ${BOOKING_ACTION_ERRORS.amountAboveRefundable}`],
      };
    }
    const written = await writeStaffRefunds(trx, bookingId, body.amount, 'staff', at);
    await recordBookingEvent(trx, { bookingRequestId: bookingId, at, type: 'staffRefund', data: { amount: body.amount, staffId: staff.id, refundIds: written.map((r) => r.id) } });
    await recordStaffAction(trx, staff, {
      action: 'booking.refund',
      objectType: 'booking',
      objectId: bookingId,
      before: { refundable: before.refundable, refunded: before.refunded, refundPending: before.refundPending },
      after: { refundable: before.refundable - body.amount, refunded: before.refunded, refundPending: before.refundPending + body.amount, refunds: written },
      note,
    });
    return { kind: 'refunding', refundIds: written.map((r) => r.id), tenantId: booking.userId };
  });
  if (decided.kind !== 'refunding') return decided;
  const made = await settleRefunds(deps, bookingId, decided.refundIds);
  if (made > 0) {
    await sendAll(deps, bookingId, async () => {
      const facts = await mailFacts(deps, bookingId, decided.tenantId);
      const tenant = await loadRecipient(deps.db, decided.tenantId);
      if (!facts || !tenant) return [];
      const { session } = facts.file.state;
      return [
        emailTo(tenant, (t) => ({ subject: t.staffBooking.refundSubject, body: t.staffBooking.refundBody }), {
          reference: facts.reference,
          product: facts.product,
          dates: daysFor(session.start, session.end, tenant.language),
          amount: moneyFor(made, tenant),
          link: facts.link,
        }),
      ];
    });
  }
  return { kind: 'done' };
};

/**
 * POST /backoffice/bookings/{id}/cancel: staff cancel a booking holding its dates whatever its policy says, and choose
 * what comes back (0 to the refundable, reason 'staffCancel'). The dates are freed as in a party's cancellation
 * (closeCancelledBooking); a hold nothing of which comes back is captured (staff decided the money is kept). Both
 * parties are emailed in their language, the owner gets a push notification.
 */
export const cancelByStaff = async (deps: StaffBookingDeps, staff: StaffActor, bookingId: number, body: StaffCancelBody): Promise<StaffActionResult> => {
  const problems = invalid({ refundAmount: refundAmountProblem(body.refundAmount, Number.MAX_SAFE_INTEGER, 0), reason: staffReasonProblem(body.reason) });
  if (problems) return problems;
  const note = normaliseStaffReason(body.reason);
  type Decided =
    | StaffActionResult
    | { readonly kind: 'cancelled'; readonly refundIds: number[]; readonly tenantId: number; readonly open: Array<{ intent_id: string; provider: string }> };
  const decided = await deps.db.transaction().execute(async (trx): Promise<Decided> => {
    const at = deps.now();
    const booking = await lockBooking(trx, bookingId);
    if (!booking) return { kind: 'not_found' };
    const money = await bookingMoneyOf(trx, bookingId);
    const before = moneyTotalsOf(money.payments, money.refunds);
    const allowed = staffActionsOf({ status: booking.status, productKind: booking.boatId === null ? 'activity' : 'boat', startDate: booking.start, today: todayOf(at), refundable: before.refundable });
    const next = transition(booking.status, { type: 'cancelled' });
    if (!allowed.cancel || !next.ok) return { kind: 'conflict', error: 'booking_not_cancellable', message: 'This booking no longer holds its dates: there is nothing to cancel.' };
    if (refundAmountProblem(body.refundAmount, before.refundable, 0) !== undefined) {
      return {
        kind: 'conflict',
        error: 'amount_above_refundable',
        message: `At most ${before.refundable} cents can still be refunded.`,
        details: [`refundAmount: ${BOOKING_ACTION_ERRORS.amountAboveRefundable}`],
      };
    }
    const open = await closeCancelledBooking(trx, bookingId, { status: next.status, at, by: 'system' });
    const written = await writeStaffRefunds(trx, bookingId, body.refundAmount, 'staffCancel', at);
    await recordBookingEvent(trx, {
      bookingRequestId: bookingId,
      at,
      type: 'cancelled',
      from: booking.status,
      to: next.status,
      data: { by: 'staff', staffId: staff.id, refund: body.refundAmount, refundIds: written.map((r) => r.id) },
    });
    await recordStaffAction(trx, staff, {
      action: 'booking.cancel',
      objectType: 'booking',
      objectId: bookingId,
      before: { status: booking.status, refundable: before.refundable },
      after: { status: next.status, refundable: before.refundable - body.refundAmount, refund: body.refundAmount, refunds: written },
      note,
    });
    return { kind: 'cancelled', refundIds: written.map((r) => r.id), tenantId: booking.userId, open };
  });
  if (decided.kind !== 'cancelled') return decided;

  clearSearchAggregates(deps.db);
  for (const o of decided.open) if (o.provider === deps.gateway.provider) await deps.gateway.cancelIntent(o.intent_id);
  await settleRefunds(deps, bookingId, decided.refundIds);
  // Money still only held after the refunds (nothing of it was to come back) is taken.
  const held = await deps.db.selectFrom('payments').select(['id', 'status', 'capture_method', 'captured_at', 'released_at']).where('booking_request_id', '=', bookingId).execute();
  for (const payment of held) if (isHeld(payment)) await captureHeldPayment(deps, payment.id);

  const facts = await mailFacts(deps, bookingId, decided.tenantId);
  if (facts) {
    await sendAll(deps, bookingId, () =>
      cancellationEmails(deps.db, facts.file, 'system', body.refundAmount, deps.publicUrl, { who: (t) => t.staffBooking.byStaff, refundNo: (t) => t.staffBooking.refundNone }),
    );
    if (deps.push) {
      const { session } = facts.file.state;
      await notifyByPush({ db: deps.db, push: deps.push, ...(deps.log && { log: deps.log }) }, facts.file.ownerId, {
        kind: 'cancelled',
        bookingId,
        reference: facts.reference,
        productName: facts.product,
        startDate: session.start,
        endDate: session.end,
      });
    }
  }
  return { kind: 'done' };
};

/**
 * POST /backoffice/bookings/{id}/dates: staff move a paid or confirmed boat booking to other days, of the same length
 * or not, when the boat is free then (its own days excepted; the boat's row is locked so two moves cannot take the
 * same days). The booking's held days move with it; the price stays what was paid (docs/decisions.md); a pending change
 * request, about the old dates, is withdrawn. Both parties are emailed.
 */
export const changeDatesByStaff = async (deps: StaffBookingDeps, staff: StaffActor, bookingId: number, body: StaffDatesBody): Promise<StaffActionResult> => {
  const reasonProblem = invalid({ reason: staffReasonProblem(body.reason) });
  if (reasonProblem) return reasonProblem;
  const note = normaliseStaffReason(body.reason);
  type Decided = StaffActionResult | { readonly kind: 'moved'; readonly tenantId: number; readonly oldStart: string; readonly oldEnd: string };
  const decided = await deps.db.transaction().execute(async (trx): Promise<Decided> => {
    const at = deps.now();
    const today = todayOf(at);
    const booking = await lockBooking(trx, bookingId);
    if (!booking) return { kind: 'not_found' };
    const allowed = staffActionsOf({ status: booking.status, productKind: booking.boatId === null ? 'activity' : 'boat', startDate: booking.start, today, refundable: 0 });
    if (!allowed.changeDates || booking.boatId === null) {
      return { kind: 'conflict', error: 'booking_not_changeable', message: 'Only a paid or confirmed boat booking whose trip has not started can move.' };
    }
    const problems = invalid(dateChangeProblems(body, { today, currentStart: booking.start, currentEnd: booking.end }));
    if (problems) return problems;
    await trx.selectFrom('boats').select('id').where('id', '=', booking.boatId).forUpdate().execute();
    if (await datesTaken(trx, booking.boatId, bookingId, body.startDate, body.endDate)) {
      return { kind: 'conflict', error: 'dates_unavailable', message: 'The boat is not free on these days.', details: ['startDate: backoffice:errors.datesUnavailable'] };
    }
    await trx.updateTable('booking_requests').set({ start_date: body.startDate, end_date: body.endDate, updated_at: at }).where('id', '=', bookingId).execute();
    const moved = await trx.updateTable('boat_unavailabilities').set({ start_date: body.startDate, end_date: body.endDate }).where('booking_request_id', '=', bookingId).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      await trx.insertInto('boat_unavailabilities').values({ boat_id: booking.boatId, start_date: body.startDate, end_date: body.endDate, booking_request_id: bookingId, source: 'booking' }).execute();
    }
    await trx.updateTable('booking_modifications').set({ status: 'withdrawn', answered_at: at }).where('booking_request_id', '=', bookingId).where('status', 'in', ['pending', 'accepted']).execute();
    const from = { startDate: booking.start, endDate: booking.end };
    const to = { startDate: body.startDate, endDate: body.endDate };
    await recordBookingEvent(trx, { bookingRequestId: bookingId, at, type: 'datesChangedByStaff', data: { from, to, staffId: staff.id } });
    await recordStaffAction(trx, staff, { action: 'booking.changeDates', objectType: 'booking', objectId: bookingId, before: from, after: to, note });
    return { kind: 'moved', tenantId: booking.userId, oldStart: booking.start, oldEnd: booking.end };
  });
  if (decided.kind !== 'moved') return decided;

  clearSearchAggregates(deps.db);
  await sendAll(deps, bookingId, async () => {
    const facts = await mailFacts(deps, bookingId, decided.tenantId);
    if (!facts) return [];
    const [tenant, owner] = await Promise.all([loadRecipient(deps.db, decided.tenantId), loadRecipient(deps.db, facts.file.ownerId)]);
    const values = (language: string) => ({
      reference: facts.reference,
      product: facts.product,
      oldDates: daysFor(decided.oldStart, decided.oldEnd, language),
      dates: daysFor(body.startDate, body.endDate, language),
      link: facts.link,
    });
    return [
      ...(tenant ? [emailTo(tenant, (t) => ({ subject: t.staffBooking.datesSubject, body: t.staffBooking.datesTenantBody }), values(tenant.language))] : []),
      ...(owner ? [emailTo(owner, (t) => ({ subject: t.staffBooking.datesSubject, body: t.staffBooking.datesOwnerBody }), values(owner.language))] : []),
    ];
  });
  return { kind: 'done' };
};
