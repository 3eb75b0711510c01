import { sql, type Kysely } from 'kysely';
import type { ModificationBody } from '../../src/contract/bookings';
import { computePrice } from '../../src/domain/checkout/pricing';
import { daysBetween, isIsoDate } from '../../src/domain/search/iso-date';
import { cartOf, loadCheckoutStateOf, loadSessionRow } from '../checkout/checkout-state';
import { priceDetailsOf } from '../checkout/checkout-price';
import { openPaymentAttempt, type StartedPayment, type StartPaymentDeps } from '../payments/attempts';
import { allocateRefund, makePendingRefunds, type CancelDeps } from './cancel-booking';
import { emailTo, loadRecipient, type EmailTexts } from '../emails/email-texts';
import type { Database } from '../db/schema';
import { HOLDING_STATUSES } from '../checkout/holding-statuses';
import { bookingReference, recordBookingEvent } from '../payments/payment-records';
import { balanceDueOf, loadBookingFile, paidOnlineOf } from './booking-file';

/** The longest stay a change may ask for, in days. */
const MAX_DAYS = 60;

export type ModificationResult =
  | { readonly kind: 'requested'; readonly priceDifference: number; readonly newTotal: number }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'refused'; readonly error: string; readonly message: string };

/**
 * POST /bookings/{id}/modification: the tenant asks for other dates or another number of people. The new price is
 * computed here with the booking's own choices (extras, insurances, promo code, down payment); the difference of the
 * online totals is what an accepted change charges (positive) or refunds (negative). The owner answers ([6]).
 */
export const requestModification = async (
  db: Kysely<Database>,
  request: { readonly bookingId: number; readonly userId: number; readonly body: ModificationBody; readonly now: Date },
): Promise<ModificationResult> => {
  const { startDate, endDate, numberOfPeople } = request.body;
  const today = request.now.toISOString().slice(0, 10);
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return { kind: 'invalid', message: 'Dates must be YYYY-MM-DD.' };
  if (startDate <= today) return { kind: 'invalid', message: 'The new start must be after today.' };
  if (endDate < startDate || daysBetween(startDate, endDate) + 1 > MAX_DAYS) return { kind: 'invalid', message: `The stay must be 1 to ${MAX_DAYS} days.` };
  if (!Number.isInteger(numberOfPeople) || numberOfPeople < 1) return { kind: 'invalid', message: 'At least one person.' };

  return db.transaction().execute(async (trx): Promise<ModificationResult> => {
    const file = await loadBookingFile(trx, request.bookingId, request.userId, { tenantOnly: true });
    if (!file) return { kind: 'not_found' };
    const { state } = file;
    const { session, product } = state;
    await trx.selectFrom('booking_requests').select('id').where('id', '=', session.id).forUpdate().execute();
    if (product.kind !== 'boat') return { kind: 'refused', error: 'modification_not_possible', message: 'An activity booking cannot be changed; cancel it and book another slot.' };
    if (session.status !== 'paid' && session.status !== 'confirmed') return { kind: 'refused', error: 'modification_not_possible', message: 'This booking can no longer be changed.' };
    if (daysBetween(today, session.start) <= 0) return { kind: 'refused', error: 'modification_not_possible', message: 'The trip has started.' };
    if (file.pendingModification) return { kind: 'refused', error: 'modification_pending', message: 'A change is already waiting for the owner.' };
    // The difference is settled against what was paid: a booking still owing its balance pays it first.
    if (balanceDueOf(file) > 0) return { kind: 'refused', error: 'balance_due', message: 'Pay the balance before changing the booking.' };
    if (numberOfPeople > product.capacity) return { kind: 'invalid', message: `This boat takes at most ${product.capacity} people.` };
    const { rows } = await sql<{ taken: boolean }>`
      select exists (select 1 from boat_unavailabilities u where u.boat_id = ${product.id}::int
        and (u.booking_request_id is null or u.booking_request_id <> ${session.id}::int)
        and u.start_date <= ${endDate}::date and u.end_date >= ${startDate}::date)
      or exists (select 1 from booking_requests r where r.boat_id = ${product.id}::int and r.id <> ${session.id}::int
        and r.status in (${sql.join([...HOLDING_STATUSES])})
        and r.start_date <= ${endDate}::date and r.end_date >= ${startDate}::date) as taken`.execute(trx);
    if (rows[0]?.taken) return { kind: 'refused', error: 'dates_not_available', message: 'The boat is not available on these dates.' };

    const moved = { ...state, session: { ...session, start: startDate, end: endDate, number_of_people: numberOfPeople } };
    // The new online price (with the insurance bought after booking, which the booking keeps) against what was paid.
    const newTotal = computePrice(cartOf(moved)).online;
    const priceDifference = newTotal - paidOnlineOf(file);
    await trx
      .insertInto('booking_modifications')
      .values({
        booking_request_id: session.id,
        start_date: startDate,
        end_date: endDate,
        number_of_people: numberOfPeople,
        price_difference: priceDifference,
        new_total: newTotal,
        created_at: request.now,
      })
      .execute();
    await recordBookingEvent(trx, {
      bookingRequestId: session.id,
      at: request.now,
      type: 'modificationRequested',
      data: { startDate, endDate, numberOfPeople, priceDifference, newTotal },
    });
    return { kind: 'requested', priceDifference, newTotal };
  });
};

/** Whether the boat is free on the days of a change (its own booking's days excepted). */
export const datesTaken = async (db: Kysely<Database>, boatId: number, bookingId: number, startDate: string, endDate: string): Promise<boolean> => {
  const { rows } = await sql<{ taken: boolean }>`
    select exists (select 1 from boat_unavailabilities u where u.boat_id = ${boatId}::int
      and (u.booking_request_id is null or u.booking_request_id <> ${bookingId}::int)
      and u.start_date <= ${endDate}::date and u.end_date >= ${startDate}::date)
    or exists (select 1 from booking_requests r where r.boat_id = ${boatId}::int and r.id <> ${bookingId}::int
      and r.status in (${sql.join([...HOLDING_STATUSES])})
      and r.start_date <= ${endDate}::date and r.end_date >= ${startDate}::date) as taken`.execute(db);
  return rows[0]?.taken === true;
};

interface ModificationRow {
  readonly id: number;
  readonly start: string;
  readonly end: string;
  readonly number_of_people: number;
}

const lockPending = (trx: Kysely<Database>, bookingId: number, status: 'pending' | 'accepted') =>
  trx
    .selectFrom('booking_modifications')
    .select(['id', 'number_of_people', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end')])
    .where('booking_request_id', '=', bookingId)
    .where('status', '=', status)
    .forUpdate()
    .executeTakeFirst();

/**
 * Gives the booking the change's dates and people: its row, its booked days and its price (the snapshot shown on its
 * page); the change is then 'paid' (applied). Inside the caller's transaction, the booking's row locked.
 */
export const applyModification = async (trx: Kysely<Database>, bookingId: number, modification: ModificationRow, at: Date): Promise<void> => {
  await trx
    .updateTable('booking_requests')
    .set({ start_date: modification.start, end_date: modification.end, number_of_people: modification.number_of_people, updated_at: at })
    .where('id', '=', bookingId)
    .execute();
  await trx.updateTable('boat_unavailabilities').set({ start_date: modification.start, end_date: modification.end }).where('booking_request_id', '=', bookingId).execute();
  const hash = (await trx.selectFrom('booking_requests').select('hash').where('id', '=', bookingId).executeTakeFirstOrThrow()).hash;
  const session = await loadSessionRow(trx, hash);
  const state = session ? await loadCheckoutStateOf(trx, session) : undefined;
  if (state) await trx.updateTable('booking_requests').set({ price_snapshot: JSON.stringify(priceDetailsOf(state)) }).where('id', '=', bookingId).execute();
  await trx.updateTable('booking_modifications').set({ status: 'paid', answered_at: at }).where('id', '=', modification.id).execute();
  await recordBookingEvent(trx, { bookingRequestId: bookingId, at, type: 'modificationApplied', data: { modificationId: modification.id, startDate: modification.start, endDate: modification.end } });
};

export type AnswerModificationResult =
  | { readonly kind: 'declined' }
  /** Applied at once; `refunded` EUR cents paid back when the new price is lower. */
  | { readonly kind: 'applied'; readonly refunded: number }
  /** Accepted; the tenant pays `amount` (EUR cents) to apply it. */
  | { readonly kind: 'awaitingPayment'; readonly amount: number }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'not_pending' }
  | { readonly kind: 'dates_not_available' };

/**
 * POST /bookings/{id}/modification/accept and /decline: the owner answers the tenant's change request. Accepting
 * prices it again against what was paid: more is paid by the tenant through the PaymentProvider (the change applies
 * when the payment succeeds, finalise-later-payment.ts); less is refunded through it at once; equal applies at once.
 */
export const answerModification = async (
  deps: CancelDeps,
  request: { readonly bookingId: number; readonly userId: number; readonly accept: boolean },
): Promise<AnswerModificationResult> => {
  const at = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<AnswerModificationResult> => {
    const file = await loadBookingFile(trx, request.bookingId, request.userId);
    if (!file) return { kind: 'not_found' };
    if (file.role !== 'owner') return { kind: 'forbidden' };
    await trx.selectFrom('booking_requests').select('id').where('id', '=', request.bookingId).forUpdate().execute();
    const pending = await lockPending(trx, request.bookingId, 'pending');
    if (!pending) return { kind: 'not_pending' };
    if (!request.accept) {
      await trx.updateTable('booking_modifications').set({ status: 'declined', answered_at: at }).where('id', '=', pending.id).execute();
      await recordBookingEvent(trx, { bookingRequestId: request.bookingId, at, type: 'modificationDeclined', data: { modificationId: pending.id } });
      return { kind: 'declined' };
    }
    const { state } = file;
    if (state.product.kind === 'boat' && (await datesTaken(trx, state.product.id, request.bookingId, pending.start, pending.end))) return { kind: 'dates_not_available' };
    const moved = { ...state, session: { ...state.session, start: pending.start, end: pending.end, number_of_people: pending.number_of_people } };
    const owed = computePrice(cartOf(moved)).online - paidOnlineOf(file);
    if (owed > 0) {
      await trx.updateTable('booking_modifications').set({ status: 'accepted', price_difference: owed, answered_at: at }).where('id', '=', pending.id).execute();
      await recordBookingEvent(trx, { bookingRequestId: request.bookingId, at, type: 'modificationAccepted', data: { modificationId: pending.id, owed } });
      return { kind: 'awaitingPayment', amount: owed };
    }
    await applyModification(trx, request.bookingId, pending, at);
    if (owed < 0) {
      const refundable = file.payments.map((p) => ({
        id: p.id,
        refundable: p.amount - file.refunds.filter((r) => r.paymentId === p.id && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0),
      }));
      for (const part of allocateRefund(refundable, -owed)) {
        await trx
          .insertInto('refunds')
          .values({
            booking_request_id: request.bookingId,
            payment_id: part.paymentId,
            amount: part.amount,
            reason: 'modification',
            status: 'pending',
            provider_refund_id: null,
            idempotency_key: `booking:${request.bookingId}:modification:${pending.id}:${part.paymentId}`,
            created_at: at,
          })
          .execute();
      }
    }
    return { kind: 'applied', refunded: Math.max(0, -owed) };
  });
  if (outcome.kind === 'applied' && outcome.refunded > 0) await makePendingRefunds(deps, request.bookingId);
  if (outcome.kind === 'declined' || outcome.kind === 'applied' || outcome.kind === 'awaitingPayment') await tellTenant(deps, request.bookingId, outcome);
  return outcome;
};

const tellTenant = async (deps: CancelDeps, bookingId: number, outcome: AnswerModificationResult): Promise<void> => {
  const booking = await deps.db.selectFrom('booking_requests').select('user_id').where('id', '=', bookingId).executeTakeFirstOrThrow();
  const tenant = await loadRecipient(deps.db, booking.user_id);
  if (!tenant) return;
  const pick = (t: EmailTexts) => ({
    subject: t.modification.subject,
    body: outcome.kind === 'declined' ? t.modification.declined : outcome.kind === 'awaitingPayment' ? t.modification.accepted : t.modification.applied,
  });
  try {
    await deps.email.send(emailTo(tenant, pick, { reference: bookingReference(bookingId), link: `${deps.publicUrl}/booking/${bookingId}/modify` }));
  } catch (error) {
    (deps.log ?? console.error)(`Booking ${bookingId}: change email not sent (${error instanceof Error ? error.message : 'error'})`);
  }
};

export type StartModificationPaymentResult = StartedPayment | { readonly kind: 'not_found' } | { readonly kind: 'not_payable' };

/** POST /bookings/{id}/modification/payment: the tenant pays the difference of an accepted change. */
export const startModificationPayment = async (deps: StartPaymentDeps, request: { readonly bookingId: number; readonly userId: number }): Promise<StartModificationPaymentResult> => {
  const file = await loadBookingFile(deps.db, request.bookingId, request.userId, { tenantOnly: true });
  if (!file) return { kind: 'not_found' };
  const accepted = await deps.db
    .selectFrom('booking_modifications')
    .select(['id', 'price_difference'])
    .where('booking_request_id', '=', request.bookingId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (!accepted || accepted.price_difference <= 0) return { kind: 'not_payable' };
  return openPaymentAttempt(deps, {
    scope: { bookingRequestId: request.bookingId, kind: 'modification', modificationId: accepted.id },
    amount: accepted.price_difference,
    keyPrefix: `modification:${accepted.id}`,
    hash: file.state.session.hash,
    recheck: async (trx) => {
      const row = await trx.selectFrom('booking_modifications').select('status').where('id', '=', accepted.id).forUpdate().executeTakeFirstOrThrow();
      return row.status === 'accepted' ? null : { kind: 'not_payable' as const };
    },
  });
};

/** The accepted change a modification payment pays for, locked (finalise-later-payment.ts applies it). */
export const lockAcceptedModification = (trx: Kysely<Database>, bookingId: number) => lockPending(trx, bookingId, 'accepted');
