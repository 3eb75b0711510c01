import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../src/contract/checkout';
import { isHoldingDates } from '../../src/domain/booking/booking-lifecycle';
import type { EmailMessage } from '../auth/email-sender';
import { daysFor, emailTo, loadRecipient, moneyFor } from '../emails/email-texts';
import type { Database, PaymentKind } from '../db/schema';
import type { Outcome, RefundNeededReason } from './finalise-outcome';
import { bookingReference, isBalancePaid, OPEN_PAYMENT_STATUSES, recordBookingEvent } from './payment-records';
import { applyModification, datesTaken, lockAcceptedModification } from '../bookings/modification';

interface LockedBooking {
  readonly id: number;
  readonly user_id: number;
  readonly boat_id: number | null;
  readonly activity_id: number | null;
  readonly status: BookingStatus;
  readonly start: string;
  readonly end: string;
}

interface LockedPayment {
  readonly id: number;
  readonly amount: number;
  readonly kind: PaymentKind;
  readonly provider: 'local' | 'stripe';
  readonly intentId: string;
}

/** The booked insurances each post-booking cart item turns on. */
const CART_COLUMNS = {
  cab_weather: 'insurance_cab_weather',
  damage_waiver: 'insurance_damage_waiver',
  assistance: 'insurance_assistance',
} as const;

/**
 * A balance or post-booking payment that succeeded, inside finalisePayment's transaction (booking and payment rows
 * locked). The booking must still hold its dates and the thing paid for must still be open; otherwise the money is
 * flagged for refund and nothing else changes. Exactly once: the payment row moves to succeeded only here, under lock.
 */
export const finaliseLaterPayment = async (
  trx: Kysely<Database>,
  deps: { readonly at: Date; readonly publicUrl: string; readonly gateway: { readonly provider: string } },
  booking: LockedBooking,
  payment: LockedPayment,
): Promise<Outcome> => {
  const { at } = deps;
  const eventData = { paymentId: payment.id, intentId: payment.intentId, amount: payment.amount, provider: payment.provider, kind: payment.kind };
  const refund = async (reason: RefundNeededReason): Promise<Outcome> => {
    await trx.updateTable('payments').set({ status: 'succeeded', refund_needed: true, captured_at: at, updated_at: at }).where('id', '=', payment.id).execute();
    await recordBookingEvent(trx, { bookingRequestId: booking.id, at, type: 'paymentRefundNeeded', data: { ...eventData, reason } });
    return { result: { kind: 'refund_needed', bookingRequestId: booking.id, reason }, cancel: [] };
  };
  if (!isHoldingDates(booking.status)) return refund('booking_not_payable');
  const row = await trx.selectFrom('payments').select(['post_booking_cart_id', 'modification_id']).where('id', '=', payment.id).executeTakeFirstOrThrow();

  let what: 'balance' | 'insurance' | 'change';
  if (payment.kind === 'balance') {
    if (await isBalancePaid(trx, booking.id)) return refund('already_paid');
    what = 'balance';
    await recordBookingEvent(trx, { bookingRequestId: booking.id, at, type: 'balancePaid', data: eventData });
  } else if (payment.kind === 'postBooking') {
    const cart = await trx
      .selectFrom('post_booking_carts')
      .select(['id', 'status', 'cab_weather', 'damage_waiver', 'assistance'])
      .where('id', '=', row.post_booking_cart_id ?? -1)
      .forUpdate()
      .executeTakeFirst();
    if (!cart || cart.status !== 'open') return refund('cart_closed');
    const bought = await trx
      .selectFrom('booking_requests')
      .select(['insurance_cab_weather', 'insurance_damage_waiver', 'insurance_assistance'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const items = (Object.keys(CART_COLUMNS) as Array<keyof typeof CART_COLUMNS>).filter((item) => cart[item]);
    // Never the same insurance twice: a cart holding one the booking already has is refunded whole.
    if (items.length === 0 || items.some((item) => bought[CART_COLUMNS[item]])) return refund('cart_closed');
    await trx.updateTable('post_booking_carts').set({ status: 'paid', paid_at: at }).where('id', '=', cart.id).execute();
    await trx
      .updateTable('booking_requests')
      .set(Object.fromEntries(items.map((item) => [CART_COLUMNS[item], true])))
      .where('id', '=', booking.id)
      .execute();
    what = 'insurance';
    await recordBookingEvent(trx, { bookingRequestId: booking.id, at, type: 'postBookingInsurancePaid', data: { ...eventData, cartId: cart.id, items } });
  } else {
    // An accepted change request's difference: the booking takes the new dates and people now.
    const modification = await lockAcceptedModification(trx, booking.id);
    if (!modification || modification.id !== row.modification_id) return refund('cart_closed');
    // The new days are not held while the tenant pays: another booking may have taken them meanwhile.
    if (booking.boat_id !== null && (await datesTaken(trx, booking.boat_id, booking.id, modification.start, modification.end))) return refund('dates_taken');
    await applyModification(trx, booking.id, modification, at);
    what = 'change';
    await recordBookingEvent(trx, { bookingRequestId: booking.id, at, type: 'modificationPaid', data: { ...eventData, modificationId: modification.id } });
  }

  // Later payments are taken at once (only a booking request's checkout payment is held).
  await trx.updateTable('payments').set({ status: 'succeeded', last_error: null, captured_at: at, updated_at: at }).where('id', '=', payment.id).execute();
  const others = await trx
    .updateTable('payments')
    .set({ status: 'canceled', updated_at: at })
    .where('booking_request_id', '=', booking.id)
    .where('kind', '=', payment.kind)
    .where('id', '<>', payment.id)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .where('post_booking_cart_id', row.post_booking_cart_id === null ? 'is' : '=', row.post_booking_cart_id)
    .returning(['intent_id', 'provider'])
    .execute();

  const tenant = await loadRecipient(trx, booking.user_id);
  const reference = bookingReference(booking.id);
  const emails: EmailMessage[] = tenant
    ? [
        emailTo(tenant, (t) => t.paymentReceived, (t) => ({
          reference,
          amount: moneyFor(payment.amount, tenant),
          what: t.what[what],
          dates: daysFor(booking.start, booking.end, tenant.language),
          link: `${deps.publicUrl}/booking/${booking.id}/detail`,
        })),
      ]
    : [];
  return {
    result: { kind: 'finalised', bookingRequestId: booking.id, status: booking.status },
    emails,
    cancel: others.filter((o) => o.provider === deps.gateway.provider).map((o) => o.intent_id),
  };
};
