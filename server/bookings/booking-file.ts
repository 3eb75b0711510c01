import { sql, type Kysely } from 'kysely';
import { PriceDetails } from '../../src/contract/checkout';
import { isRight } from 'fp-ts/lib/Either';
import { isHoldingDates } from '../../src/domain/booking/booking-lifecycle';
import type { Database, PaymentKind, RequestOutcome } from '../db/schema';
import { loadCheckoutStateOf, loadSessionRow, type CheckoutState } from '../checkout/checkout-state';
import { priceDetailsOf } from '../checkout/checkout-price';

/**
 * Everything about one booking that its pages need, loaded for one of its parties (issue [5]): the checkout state,
 * the price agreed at payment (the stored snapshot), the money moved since, and the conversation.
 */
export interface BookingFile {
  readonly state: CheckoutState;
  readonly role: 'tenant' | 'owner';
  readonly ownerId: number;
  /** The price the tenant paid for (the snapshot stored by the checkout), in EUR cents. */
  readonly price: PriceDetails;
  readonly payments: readonly PaymentRow[];
  readonly refunds: readonly RefundRow[];
  readonly conversation: { readonly hash: string; readonly ish: string } | null;
  readonly tenant: { readonly email: string; readonly firstName: string };
  readonly owner: { readonly email: string; readonly firstName: string };
  readonly cancelledAt: Date | null;
  readonly pendingModification: ModificationRow | null;
  readonly reviewed: boolean;
  readonly review: { readonly rating: number; readonly comment: string; readonly createdAt: Date; readonly ownerAnswer: string | null } | null;
  /** YYYY-MM-DD until which the review request is put off, or null. */
  readonly reviewSnoozedUntil: string | null;
  /** How a booking request ended (the owner's answer, or no answer in time), with the decline's reason. */
  readonly requestAnswer: { readonly outcome: RequestOutcome | null; readonly answeredAt: Date | null; readonly declineReason: string | null };
}

export interface PaymentRow {
  readonly id: number;
  readonly kind: PaymentKind;
  readonly amount: number;
  readonly intentId: string;
  readonly provider: 'local' | 'stripe';
  readonly at: Date;
}

export interface RefundRow {
  readonly id: number;
  readonly paymentId: number;
  readonly amount: number;
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly at: Date;
}

export interface ModificationRow {
  readonly id: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly numberOfPeople: number;
  readonly priceDifference: number;
  readonly status: string;
}

/** The ish of a conversation's route account/chat/{hash}/{ish}. */
export const conversationIsh = (conversation: { booking_request_id: number | null; boat_id: number | null }): string =>
  conversation.booking_request_id !== null ? `booking-${conversation.booking_request_id}` : `boat-${conversation.boat_id ?? 0}`;

/** A booking went through payment once a checkout payment succeeded (unpaid sessions are not bookings). */
const paidThroughCheckout = sql<boolean>`exists (select 1 from payments p where p.booking_request_id = b.id and p.kind = 'checkout' and p.status = 'succeeded')`;

/**
 * The ids of the bookings where the user is the tenant or the product's owner. Privacy by query: nobody else's.
 */
export const bookingIdsOf = async (db: Kysely<Database>, userId: number): Promise<number[]> => {
  const { rows } = await sql<{ id: number }>`
    select b.id from booking_requests b
    left join boats bo on bo.id = b.boat_id
    left join activities a on a.id = b.activity_id
    where (b.user_id = ${userId}::int or coalesce(bo.owner_id, a.owner_id) = ${userId}::int) and ${paidThroughCheckout}
    order by b.start_date, b.id`.execute(db);
  return rows.map((r) => r.id);
};

/** Money of the booking that counts: succeeded payments not flagged for refund, and the refunds made. */
export const paidOnlineOf = (file: Pick<BookingFile, 'payments' | 'refunds'>): number =>
  file.payments.reduce((sum, p) => sum + p.amount, 0) - refundedOf(file);

export const refundedOf = (file: Pick<BookingFile, 'refunds'>): number =>
  file.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);

/**
 * EUR cents of balance still due: the balance of a down payment, until a balance payment succeeded, while the booking
 * holds its dates (a cancelled, declined or expired booking owes nothing more).
 */
export const balanceDueOf = (file: Pick<BookingFile, 'state' | 'price' | 'payments'>): number =>
  file.state.session.down_payment_selected && isHoldingDates(file.state.session.status) && !file.payments.some((p) => p.kind === 'balance')
    ? file.price.balancePaymentAmount
    : 0;

const snapshotOf = (state: CheckoutState, raw: unknown): PriceDetails => {
  const decoded = PriceDetails.decode(raw);
  // The snapshot is what the tenant agreed to; a booking without one (not possible after payment) is recomputed.
  return isRight(decoded) ? decoded.right : priceDetailsOf(state);
};

/**
 * One booking for one of its parties, or undefined (unknown, unpaid, or not the user's: 404 for them alike).
 */
export const loadBookingFile = async (
  db: Kysely<Database>,
  bookingId: number,
  userId: number,
  options: { readonly tenantOnly?: boolean } = {},
): Promise<BookingFile | undefined> => {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0 || bookingId > 2_147_483_647) return undefined;
  const { rows } = await sql<{
    hash: string;
    user_id: number;
    owner_id: number;
    price_snapshot: unknown;
    cancelled_at: Date | null;
    snoozed: string | null;
    request_outcome: RequestOutcome | null;
    answered_at: Date | null;
    decline_reason: string | null;
  }>`
    select b.hash, b.user_id, coalesce(bo.owner_id, a.owner_id) as owner_id, b.price_snapshot, b.cancelled_at,
      b.request_outcome, b.answered_at, b.decline_reason,
      to_char(b.review_snoozed_until at time zone 'UTC', 'YYYY-MM-DD') as snoozed
    from booking_requests b
    left join boats bo on bo.id = b.boat_id
    left join activities a on a.id = b.activity_id
    where b.id = ${bookingId}::int and ${paidThroughCheckout}
      and (b.user_id = ${userId}::int or (${options.tenantOnly !== true} and coalesce(bo.owner_id, a.owner_id) = ${userId}::int))`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const session = await loadSessionRow(db, row.hash);
  const state = session ? await loadCheckoutStateOf(db, session) : undefined;
  if (!state) return undefined;
  const [payments, refunds, conversation, tenant, owner, modification, review] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['id', 'kind', 'amount', 'intent_id', 'provider', 'updated_at'])
      .where('booking_request_id', '=', bookingId)
      .where('status', '=', 'succeeded')
      .where('refund_needed', '=', false)
      .orderBy('updated_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('refunds').select(['id', 'payment_id', 'amount', 'status', 'created_at']).where('booking_request_id', '=', bookingId).orderBy('id').execute(),
    db.selectFrom('conversations').select(['hash', 'booking_request_id', 'boat_id']).where('booking_request_id', '=', bookingId).executeTakeFirst(),
    db.selectFrom('users').select(['email', 'first_name']).where('id', '=', row.user_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['email', 'first_name']).where('id', '=', row.owner_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('booking_modifications')
      .select([
        'id', 'number_of_people', 'price_difference', 'status',
        sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'),
        sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end'),
      ])
      .where('booking_request_id', '=', bookingId)
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirst(),
    db.selectFrom('reviews').select(['rating', 'comment', 'created_at', 'owner_answer']).where('booking_request_id', '=', bookingId).executeTakeFirst(),
  ]);
  return {
    state,
    role: row.user_id === userId ? 'tenant' : 'owner',
    ownerId: row.owner_id,
    price: snapshotOf(state, row.price_snapshot),
    payments: payments.map((p) => ({ id: p.id, kind: p.kind, amount: p.amount, intentId: p.intent_id, provider: p.provider, at: new Date(p.updated_at) })),
    refunds: refunds.map((r) => ({ id: r.id, paymentId: r.payment_id, amount: r.amount, status: r.status, at: new Date(r.created_at) })),
    conversation: conversation ? { hash: conversation.hash, ish: conversationIsh(conversation) } : null,
    tenant: { email: tenant.email, firstName: tenant.first_name },
    owner: { email: owner.email, firstName: owner.first_name },
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    pendingModification: modification
      ? {
          id: modification.id,
          startDate: modification.start,
          endDate: modification.end,
          numberOfPeople: modification.number_of_people,
          priceDifference: modification.price_difference,
          status: modification.status,
        }
      : null,
    reviewed: review !== undefined,
    review: review ? { rating: review.rating, comment: review.comment, createdAt: new Date(review.created_at), ownerAnswer: review.owner_answer } : null,
    reviewSnoozedUntil: row.snoozed,
    requestAnswer: { outcome: row.request_outcome, answeredAt: row.answered_at ? new Date(row.answered_at) : null, declineReason: row.decline_reason },
  };
};
