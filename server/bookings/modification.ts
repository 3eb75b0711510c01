import { sql, type Kysely } from 'kysely';
import type { ModificationBody } from '../../src/contract/bookings';
import { computePrice } from '../../src/domain/checkout/pricing';
import { daysBetween, isIsoDate } from '../../src/domain/search/iso-date';
import { cartOf } from '../checkout/checkout-state';
import type { Database } from '../db/schema';
import { HOLDING_STATUSES } from '../checkout/holding-statuses';
import { recordBookingEvent } from '../payments/payment-records';
import { loadBookingFile } from './booking-file';

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
    const newTotal = computePrice(cartOf(moved)).online;
    // The online total agreed so far: the checkout's price and the insurance bought after booking (which the booking
    // keeps, so newTotal prices it again at the new dates).
    const agreedTotal = file.price.online + file.payments.filter((p) => p.kind === 'postBooking').reduce((sum, p) => sum + p.amount, 0);
    const priceDifference = newTotal - agreedTotal;
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
