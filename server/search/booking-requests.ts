import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { Database } from '../db/schema';
import { effectivePricePerDay, rentalDays, totalPrice } from './pricing';

export type BookingRequestResult =
  | { readonly kind: 'created'; readonly hash: string; readonly totalPrice: number }
  | { readonly kind: 'unknown_product' }
  | { readonly kind: 'not_available' };

/** 24 random bytes, URL-safe (32 characters): the payment-session hash. */
export const newBookingHash = (): string => randomBytes(24).toString('base64url');

/**
 * POST /products/{id}/booking-request: in one transaction, checks that no booked range overlaps the dates and
 * records a pending request with the total computed here (days × price per day after discount). Pending requests
 * do not block the dates: only confirmed bookings (boat_unavailabilities) do.
 */
export const createBookingRequest = async (
  db: Kysely<Database>,
  request: { readonly userId: number; readonly boatId: number; readonly startDate: IsoDate; readonly endDate: IsoDate; readonly now: Date },
): Promise<BookingRequestResult> =>
  db.transaction().execute(async (trx) => {
    const boat = await trx
      .selectFrom('boats')
      .select(['price_per_day', 'discount_percentage'])
      .where('id', '=', request.boatId)
      .forUpdate()
      .executeTakeFirst();
    if (!boat) return { kind: 'unknown_product' } as const;
    const { rows } = await sql<{ booked: boolean }>`
      select exists (select 1 from boat_unavailabilities u where u.boat_id = ${request.boatId}::int
        and u.start_date <= ${request.endDate}::date and u.end_date >= ${request.startDate}::date) as booked`.execute(trx);
    if (rows[0]?.booked) return { kind: 'not_available' } as const;
    const total = totalPrice(effectivePricePerDay(boat.price_per_day, boat.discount_percentage), rentalDays(request.startDate, request.endDate));
    const hash = newBookingHash();
    await trx
      .insertInto('booking_requests')
      .values({
        hash,
        user_id: request.userId,
        boat_id: request.boatId,
        start_date: request.startDate,
        end_date: request.endDate,
        total_price: total,
        status: 'pending',
        created_at: request.now,
      })
      .execute();
    return { kind: 'created', hash, totalPrice: total } as const;
  });
