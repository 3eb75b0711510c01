import { sql, type Kysely } from 'kysely';
import type { AuditEntry } from '../../src/contract/backoffice';
import type { BackOfficeBooking, BackOfficeRefund } from '../../src/contract/backoffice-bookings';
import type { BookingStatus } from '../../src/contract/checkout';
import { bookingReferenceOf } from '../../src/domain/backoffice/back-office-search';
import { isRetryable, moneyTotalsOf, staffActionsOf, type PaymentMoney, type RefundMoney } from '../../src/domain/backoffice/booking-actions';
import type { Database } from '../db/schema';
import { auditTrailOf } from './audit';

/**
 * A booking's full history for staff (issue [7], back office `booking/details/{id}`): every state change, payment,
 * refund, change request, insurance cart, the conversation's size, the contracts and their damage claims, both parties,
 * the money, what staff may do, and the audit trail of the booking and of its refunds. Any row of booking_requests,
 * an unpaid checkout session too (support is asked about those): staff see everything, read only here.
 */

const iso = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());
const isoOrNow = (value: Date | string): string => new Date(value).toISOString();

/** The refund rows of some bookings (or some refunds), as the back office shows them. */
export const refundViews = async (db: Kysely<Database>, where: { readonly bookingId?: number; readonly refundIds?: readonly number[] }): Promise<BackOfficeRefund[]> => {
  let query = db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.booking_request_id', 'r.payment_id', 'r.amount', 'p.currency', 'r.reason', 'r.status', 'r.attempts', 'r.last_error', 'r.created_at', 'r.updated_at'])
    .orderBy('r.id');
  if (where.bookingId !== undefined) query = query.where('r.booking_request_id', '=', where.bookingId);
  if (where.refundIds !== undefined) {
    if (where.refundIds.length === 0) return [];
    query = query.where('r.id', 'in', [...where.refundIds]);
  }
  const rows = await query.execute();
  return rows.map((r) => ({
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
    createdAt: isoOrNow(r.created_at),
    updatedAt: isoOrNow(r.updated_at),
    retryable: isRetryable(r.status),
  }));
};

/**
 * The money of a booking in the domain's terms: its succeeded payments and their refunds. A released hold took nothing:
 * it counts for what its refund rows say (the release is recorded as one), so nothing more can be refunded on it.
 */
export const bookingMoneyOf = async (db: Kysely<Database>, bookingId: number): Promise<{ payments: PaymentMoney[]; refunds: Array<RefundMoney & { id: number }> }> => {
  const [payments, refunds] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['id', 'amount', 'released_at'])
      .where('booking_request_id', '=', bookingId)
      .where('status', '=', 'succeeded')
      .orderBy('id')
      .execute(),
    db.selectFrom('refunds').select(['id', 'payment_id', 'amount', 'status']).where('booking_request_id', '=', bookingId).orderBy('id').execute(),
  ]);
  const money = refunds.map((r) => ({ id: r.id, paymentId: r.payment_id, amount: r.amount, status: r.status }));
  return {
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.released_at === null ? p.amount : money.filter((r) => r.paymentId === p.id && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0),
    })),
    refunds: money,
  };
};

/** Audit entries of the booking and of its refunds, in the order they were written. */
const auditOf = async (db: Kysely<Database>, bookingId: number, refundIds: readonly number[]): Promise<AuditEntry[]> => {
  const [booking, refunds] = await Promise.all([auditTrailOf(db, 'booking', bookingId), auditTrailOf(db, 'refund', refundIds)]);
  return [...booking, ...refunds].sort((a, b) => a.id - b.id);
};

const party = (row: { id: number; email: string; first_name: string; last_name: string; flagged_at: Date | null }) => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  flagged: row.flagged_at !== null,
});

/** The booking's history for staff, or undefined for an unknown id. `today` (YYYY-MM-DD) decides the actions. */
export const loadBackOfficeBooking = async (db: Kysely<Database>, bookingId: number, today: string): Promise<BackOfficeBooking | undefined> => {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0 || bookingId > 2_147_483_647) return undefined;
  const { rows } = await sql<{
    id: number;
    status: BookingStatus;
    created_at: Date;
    start: string;
    end: string;
    number_of_people: number;
    is_direct: boolean;
    response_before: Date | null;
    request_outcome: string | null;
    cancelled_at: Date | null;
    cancelled_by: string | null;
    user_id: number;
    owner_id: number;
    boat_id: number | null;
    activity_id: number | null;
    product_name: string;
  }>`
    select b.id, b.status, b.created_at, to_char(b.start_date, 'YYYY-MM-DD') as start, to_char(b.end_date, 'YYYY-MM-DD') as "end",
      b.number_of_people, b.is_direct, b.response_before, b.request_outcome, b.cancelled_at, b.cancelled_by, b.user_id,
      coalesce(bo.owner_id, a.owner_id) as owner_id, b.boat_id, b.activity_id, coalesce(bo.title, a.title) as product_name
    from booking_requests b
    left join boats bo on bo.id = b.boat_id
    left join activities a on a.id = b.activity_id
    where b.id = ${bookingId}::int`.execute(db);
  const row = rows[0];
  if (!row) return undefined;

  const people = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'flagged_at'])
    .where('id', 'in', [row.user_id, row.owner_id])
    .execute();
  const tenant = people.find((p) => p.id === row.user_id);
  const owner = people.find((p) => p.id === row.owner_id);
  if (!tenant || !owner) return undefined;

  const [events, payments, refunds, money, modifications, carts, conversation, contracts, claims] = await Promise.all([
    db.selectFrom('booking_events').select(['id', 'at', 'type', 'from_status', 'to_status', 'data']).where('booking_request_id', '=', bookingId).orderBy('at').orderBy('id').execute(),
    db
      .selectFrom('payments')
      .select(['id', 'kind', 'amount', 'currency', 'status', 'provider', 'capture_method', 'captured_at', 'released_at', 'refund_needed', 'created_at', 'updated_at'])
      .where('booking_request_id', '=', bookingId)
      .orderBy('id')
      .execute(),
    refundViews(db, { bookingId }),
    bookingMoneyOf(db, bookingId),
    db
      .selectFrom('booking_modifications')
      .select([
        'id', 'number_of_people', 'price_difference', 'new_total', 'status', 'created_at', 'answered_at',
        sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'),
        sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end'),
      ])
      .where('booking_request_id', '=', bookingId)
      .orderBy('id')
      .execute(),
    db.selectFrom('post_booking_carts').select(['id', 'status', 'cab_weather', 'damage_waiver', 'assistance', 'created_at', 'paid_at']).where('booking_request_id', '=', bookingId).orderBy('id').execute(),
    sql<{ id: number; messages: string }>`
      select c.id, (select count(*) from conversation_messages m where m.conversation_id = c.id) as messages
      from conversations c where c.booking_request_id = ${bookingId}::int order by c.id limit 1`.execute(db),
    db.selectFrom('econtracts').select(['id', 'direction', 'status', 'signed_at']).where('booking_request_id', '=', bookingId).orderBy('id').execute(),
    db.selectFrom('damage_claims').select(['id', 'econtract_id', 'amount', 'status', 'decided_amount']).where('booking_request_id', '=', bookingId).orderBy('id').execute(),
  ]);
  const totals = moneyTotalsOf(money.payments, money.refunds);
  const productKind = row.boat_id !== null ? ('boat' as const) : ('activity' as const);
  const conversationRow = conversation.rows[0];

  return {
    id: row.id,
    reference: bookingReferenceOf(row.id),
    status: row.status,
    createdAt: isoOrNow(row.created_at),
    startDate: row.start,
    endDate: row.end,
    numberOfPeople: row.number_of_people,
    currency: payments[0]?.currency ?? 'EUR',
    isDirect: row.is_direct,
    responseBefore: iso(row.response_before),
    requestOutcome: row.request_outcome,
    cancelledAt: iso(row.cancelled_at),
    cancelledBy: row.cancelled_by,
    product: { kind: productKind, id: row.boat_id ?? row.activity_id ?? 0, name: row.product_name },
    tenant: party(tenant),
    owner: party(owner),
    events: events.map((e) => ({ id: e.id, at: isoOrNow(e.at), type: e.type, from: e.from_status, to: e.to_status, data: e.data ?? {} })),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      provider: p.provider,
      captureMethod: p.capture_method,
      capturedAt: iso(p.captured_at),
      releasedAt: iso(p.released_at),
      refundNeeded: p.refund_needed,
      createdAt: isoOrNow(p.created_at),
      updatedAt: isoOrNow(p.updated_at),
    })),
    refunds,
    modifications: modifications.map((m) => ({
      id: m.id,
      startDate: m.start,
      endDate: m.end,
      numberOfPeople: m.number_of_people,
      priceDifference: m.price_difference,
      newTotal: m.new_total,
      status: m.status,
      createdAt: isoOrNow(m.created_at),
      answeredAt: iso(m.answered_at),
    })),
    carts: carts.map((c) => ({
      id: c.id,
      status: c.status,
      insurances: [...(c.cab_weather ? ['cabWeather'] : []), ...(c.damage_waiver ? ['damageWaiver'] : []), ...(c.assistance ? ['assistance'] : [])],
      createdAt: isoOrNow(c.created_at),
      paidAt: iso(c.paid_at),
    })),
    conversation: conversationRow ? { id: conversationRow.id, messageCount: Number(conversationRow.messages) } : null,
    contracts: contracts.map((c) => ({
      id: c.id,
      direction: c.direction,
      status: c.status,
      signedAt: iso(c.signed_at),
      damageClaims: claims.filter((d) => d.econtract_id === c.id).map((d) => ({ id: d.id, amount: d.amount, status: d.status, decidedAmount: d.decided_amount })),
    })),
    totals,
    actions: staffActionsOf({ status: row.status, productKind, startDate: row.start, today, refundable: totals.refundable }),
    audit: await auditOf(db, bookingId, refunds.map((r) => r.id)),
  };
};
