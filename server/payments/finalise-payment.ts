import { sql, type Kysely } from 'kysely';
import type { BookingStatus } from '../../src/contract/checkout';
import type { EmailSender } from '../auth/email-sender';
import { finaliseLaterPayment } from './finalise-later-payment';
import type { FinaliseResult, Outcome } from './finalise-outcome';
import type { Database } from '../db/schema';
import { sendBookingEmails, type BookingNotice } from './booking-emails';
import { afterPaymentSucceeded, datesTakenStatus, HOLDING_STATUSES } from './booking-transitions';
import type { PaymentGateway } from './payment-gateway';
import { newBookingHash } from '../search/booking-requests';
import { bookingReference as bookingReferenceOf, OPEN_PAYMENT_STATUSES, recordBookingEvent } from './payment-records';
import { releaseHeldPayment } from './held-payments';
import { notifyByPush } from '../push/owner-notifications';
import type { PushSender } from '../push/push-sender';

export interface FinaliseDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly email: EmailSender;
  /** Cancels the booking's other open attempts at the provider after commit. */
  readonly gateway: PaymentGateway;
  /** Links in the emails. */
  readonly publicUrl: string;
  readonly log?: (message: string) => void;
  /** The owner's push notification of a new booking or request (none when absent). */
  readonly push?: PushSender;
}

export type { FinaliseResult, Outcome, RefundNeededReason } from './finalise-outcome';

/** The conversation's first message, to the owner (author null: a system message). */
const systemMessage = (notice: BookingNotice): string =>
  `${notice.isDirect ? 'New booking' : 'New booking request'} for ${notice.productName} from ${notice.tenantFirstName}: ` +
  `${notice.startDate} to ${notice.endDate}, ${notice.numberOfPeople} ${notice.numberOfPeople === 1 ? 'person' : 'people'} (reference ${notice.reference}).`;

/**
 * Applies a successful card payment to its booking, exactly once, in one transaction (the only place that decides a
 * payment succeeded: from Stripe's webhook or the local provider's confirmation).
 *
 * Locks, always in this order: the booking row, its payment rows, then the boat row (which serialises the bookings of
 * one boat with booking requests). An intent already succeeded is a no-op. A booking that is no longer 'requested'
 * keeps its status and the payment is flagged for refund. Dates that another holding booking or the owner's calendar
 * took meanwhile (a rare race) cancel the booking and flag the refund. Otherwise: the payment succeeds, the status
 * moves with the domain lifecycle (instant booking → paid, else awaitingOwner), a boat's days become unavailable, the
 * history records it, the tenant–owner conversation opens with a system message, and the emails go after commit.
 */
export const finalisePayment = async (
  deps: FinaliseDeps,
  intentId: string,
  options: {
    /**
     * The local provider charges only an open attempt (checked under the lock). Stripe's webhook sets no such
     * condition: a success reported by Stripe is money taken, applied or flagged for refund.
     */
    readonly onlyIfOpen?: boolean;
  } = {},
): Promise<FinaliseResult> => {
  const { db } = deps;
  const found = await db.selectFrom('payments').select(['booking_request_id']).where('intent_id', '=', intentId).executeTakeFirst();
  if (!found) return { kind: 'unknown_intent' };

  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const at = deps.now();
    const booking = await trx
      .selectFrom('booking_requests')
      .select([
        'id',
        'hash',
        'user_id',
        'boat_id',
        'activity_id',
        'status',
        'is_direct',
        'number_of_people',
        'response_before',
        sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'),
        sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end'),
      ])
      .where('id', '=', found.booking_request_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'status', 'amount', 'kind', 'provider', 'capture_method'])
      .where('intent_id', '=', intentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (payment.status === 'succeeded') return { result: { kind: 'already_succeeded', bookingRequestId: booking.id }, cancel: [] };
    if (options.onlyIfOpen && payment.status === 'canceled') return { result: { kind: 'not_open', bookingRequestId: booking.id }, cancel: [] };
    // The balance, insurance bought after booking and a change's payment: the booking is already paid.
    if (payment.kind !== 'checkout') return finaliseLaterPayment(trx, { ...deps, at }, booking, { ...payment, intentId });
    const eventData = { paymentId: payment.id, intentId, amount: payment.amount, provider: payment.provider };
    // A booking request's payment is only authorised: the money stays held on the card until the owner answers.
    const held = payment.capture_method === 'manual';
    const capturedAt = held ? null : at;

    const refund = async (reason: 'booking_not_payable' | 'dates_taken', to: BookingStatus): Promise<Outcome> => {
      await trx.updateTable('payments').set({ status: 'succeeded', refund_needed: true, captured_at: capturedAt, updated_at: at }).where('id', '=', payment.id).execute();
      if (to !== booking.status) {
        await trx.updateTable('booking_requests').set({ status: to }).where('id', '=', booking.id).execute();
      }
      await recordBookingEvent(trx, { bookingRequestId: booking.id, at, type: 'paymentRefundNeeded', from: booking.status, to, data: { ...eventData, reason } });
      // Money only held needs no refund: the hold is released after commit.
      return { result: { kind: 'refund_needed', bookingRequestId: booking.id, reason }, cancel: [], release: held ? [payment.id] : [] };
    };

    const next = afterPaymentSucceeded(booking.status, booking.is_direct);
    if (!next) return refund('booking_not_payable', booking.status);

    let product: { ownerId: number; name: string };
    if (booking.boat_id !== null) {
      const boat = await trx.selectFrom('boats').select(['owner_id', 'title']).where('id', '=', booking.boat_id).forUpdate().executeTakeFirstOrThrow();
      product = { ownerId: boat.owner_id, name: boat.title };
      const { rows } = await sql<{ taken: boolean }>`
        select exists (
          select 1 from boat_unavailabilities u
          where u.boat_id = ${booking.boat_id}::int and u.start_date <= ${booking.end}::date and u.end_date >= ${booking.start}::date
            and (u.booking_request_id is null or u.booking_request_id <> ${booking.id}::int)
        ) or exists (
          select 1 from booking_requests b
          where b.boat_id = ${booking.boat_id}::int and b.id <> ${booking.id}::int
            and b.status in (${sql.join(HOLDING_STATUSES)})
            and b.start_date <= ${booking.end}::date and b.end_date >= ${booking.start}::date
        ) as taken`.execute(trx);
      if (rows[0]?.taken) {
        const cancelled = datesTakenStatus(booking.status);
        return refund('dates_taken', cancelled ?? booking.status);
      }
    } else {
      const activity = await trx.selectFrom('activities').select(['owner_id', 'title']).where('id', '=', booking.activity_id ?? -1).executeTakeFirstOrThrow();
      product = { ownerId: activity.owner_id, name: activity.title };
    }

    await trx.updateTable('payments').set({ status: 'succeeded', last_error: null, captured_at: capturedAt, updated_at: at }).where('id', '=', payment.id).execute();
    // Any other attempt still open for this booking can no longer be paid.
    const others = await trx
      .updateTable('payments')
      .set({ status: 'canceled', updated_at: at })
      .where('booking_request_id', '=', booking.id)
      .where('id', '<>', payment.id)
      .where('status', 'in', OPEN_PAYMENT_STATUSES)
      .returning(['intent_id', 'provider'])
      .execute();
    await trx.updateTable('booking_requests').set({ status: next }).where('id', '=', booking.id).execute();
    if (booking.boat_id !== null) {
      await trx
        .insertInto('boat_unavailabilities')
        .values({ boat_id: booking.boat_id, start_date: booking.start, end_date: booking.end, booking_request_id: booking.id, source: 'booking' })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await recordBookingEvent(trx, { bookingRequestId: booking.id, at, type: 'paymentSucceeded', from: booking.status, to: next, data: eventData });

    const tenant = await trx.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', booking.user_id).executeTakeFirstOrThrow();
    const owner = await trx.selectFrom('users').select(['email', 'first_name']).where('id', '=', product.ownerId).executeTakeFirstOrThrow();
    const notice: BookingNotice = {
      bookingRequestId: booking.id,
      hash: booking.hash,
      reference: bookingReferenceOf(booking.id),
      status: next,
      isDirect: booking.is_direct,
      isActivity: booking.boat_id === null,
      productName: product.name,
      startDate: booking.start,
      endDate: booking.end,
      numberOfPeople: booking.number_of_people,
      amountPaid: payment.amount,
      responseBefore: booking.response_before ? new Date(booking.response_before).toISOString() : null,
      tenantId: booking.user_id,
      ownerId: product.ownerId,
      tenantEmail: tenant.email,
      tenantFirstName: tenant.first_name,
      tenantLastName: tenant.last_name,
      ownerEmail: owner.email,
      ownerFirstName: owner.first_name,
    };

    // The tenant's conversation about this boat before booking goes on as the booking's (one thread, not two).
    if (booking.boat_id !== null) {
      await trx
        .updateTable('conversations')
        .set({ booking_request_id: booking.id })
        .where('tenant_id', '=', booking.user_id)
        .where('boat_id', '=', booking.boat_id)
        .where('booking_request_id', 'is', null)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('conversations as c2').select('c2.id').where('c2.booking_request_id', '=', booking.id))))
        .execute();
    }
    await trx
      .insertInto('conversations')
      .values({ booking_request_id: booking.id, tenant_id: booking.user_id, owner_id: product.ownerId, boat_id: booking.boat_id, hash: newBookingHash(), created_at: at, last_message_at: at })
      .onConflict((oc) => oc.column('booking_request_id').doNothing())
      .execute();
    const conversation = await trx.selectFrom('conversations').select('id').where('booking_request_id', '=', booking.id).executeTakeFirstOrThrow();
    await trx.insertInto('conversation_messages').values({ conversation_id: conversation.id, author_id: null, body: systemMessage(notice), created_at: at }).execute();
    await trx.updateTable('conversations').set({ last_message_at: at }).where('id', '=', conversation.id).execute();

    return {
      result: { kind: 'finalised', bookingRequestId: booking.id, status: next },
      notice,
      cancel: others.filter((o) => o.provider === deps.gateway.provider).map((o) => o.intent_id),
    };
  });

  // After commit only: the emails (their failure never undoes the booking) and the replaced intents at the provider.
  try {
    if (outcome.notice) await sendBookingEmails({ db, email: deps.email, publicUrl: deps.publicUrl }, outcome.notice);
    for (const message of outcome.emails ?? []) await deps.email.send(message);
  } catch (error) {
    (deps.log ?? console.error)(`Booking ${outcome.result.kind}: the emails could not be sent (${error instanceof Error ? error.message : 'error'})`);
  }
  const notice = outcome.notice;
  if (notice && deps.push) {
    await notifyByPush({ db, push: deps.push, ...(deps.log && { log: deps.log }) }, notice.ownerId, {
      kind: 'newBooking',
      isDirect: notice.isDirect,
      bookingId: notice.bookingRequestId,
      tenantFirstName: notice.tenantFirstName,
      productName: notice.productName,
      startDate: notice.startDate,
      endDate: notice.endDate,
      responseBefore: notice.responseBefore,
    });
  }
  for (const other of outcome.cancel) await deps.gateway.cancelIntent(other);
  for (const paymentId of outcome.release ?? []) await releaseHeldPayment(deps, paymentId);
  return outcome.result;
};
