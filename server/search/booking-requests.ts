import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { Database } from '../db/schema';
import { storePriceSnapshot } from '../checkout/checkout-price';
import { loadCheckoutStateOf, loadSessionRow } from '../checkout/checkout-state';
import { HOLDING_STATUSES } from '../checkout/holding-statuses';
import { ownerResponseBefore, sessionExpiresAt } from '../checkout/session-rules';
import { meetsMinimumDays, rentalTotalOf } from '../../src/domain/listing/listing';

export type BookingRequestResult =
  | { readonly kind: 'created'; readonly hash: string; readonly totalPrice: number }
  | { readonly kind: 'unknown_product' }
  | { readonly kind: 'not_available' }
  /** More people than the boat takes. */
  | { readonly kind: 'too_many_people'; readonly capacity: number }
  /** Shorter than the owner's minimum rental (issue [6]). */
  | { readonly kind: 'below_minimum_days'; readonly minimumDays: number };

/** 24 random bytes, URL-safe (32 characters): the payment-session hash. */
export const newBookingHash = (): string => randomBytes(24).toString('base64url');

/**
 * POST /products/{id}/booking-request: in one transaction (the boat's row locked, so two requests for the same boat
 * are decided one after the other), checks that no booked range (boat_unavailabilities) and no booking holding its
 * dates (awaitingOwner, paid, confirmed) overlaps the dates, and opens the checkout session: status 'requested',
 * expiring 30 minutes later, direct when the boat books instantly, the skipper wanted when mandatory, and the price
 * computed and stored as its snapshot. total_price keeps the quote (days × price per day after discount).
 * Unpaid requests do not block the dates.
 */
export const createBookingRequest = async (
  db: Kysely<Database>,
  request: {
    readonly userId: number;
    readonly boatId: number;
    readonly startDate: IsoDate;
    readonly endDate: IsoDate;
    readonly numberOfPeople: number;
    readonly now: Date;
    /** An owner's accepted offer: its price (EUR cents) replaces the rental's, and the owner has already agreed. */
    readonly offerPrice?: number;
    /**
     * A staff proposal's boat (issue [7]): `offerPrice` is the proposal's price, but the owner has not agreed to it,
     * so the boat's own booking mode applies (instant, or a request the owner answers).
     */
    readonly proposalItemId?: number;
  },
): Promise<BookingRequestResult> =>
  db.transaction().execute(async (trx) => {
    const boat = await trx
      .selectFrom('boats')
      .select(['price_per_day', 'discount_percentage', 'capacity', 'instant_booking', 'weekly_discount', 'minimum_days'])
      .where('id', '=', request.boatId)
      .where('status', '=', 'published')
      .forUpdate()
      .executeTakeFirst();
    if (!boat) return { kind: 'unknown_product' } as const;
    if (request.numberOfPeople > boat.capacity) return { kind: 'too_many_people', capacity: boat.capacity } as const;
    // An owner's offer sets its own dates and price; otherwise the listing's minimum rental applies.
    if (request.offerPrice === undefined && !meetsMinimumDays(boat.minimum_days, request.startDate, request.endDate)) {
      return { kind: 'below_minimum_days', minimumDays: boat.minimum_days } as const;
    }
    const { rows } = await sql<{ booked: boolean }>`
      select exists (select 1 from boat_unavailabilities u where u.boat_id = ${request.boatId}::int
        and u.start_date <= ${request.endDate}::date and u.end_date >= ${request.startDate}::date)
      or exists (select 1 from booking_requests r where r.boat_id = ${request.boatId}::int
        and r.status in (${sql.join([...HOLDING_STATUSES])})
        and r.start_date <= ${request.endDate}::date and r.end_date >= ${request.startDate}::date) as booked`.execute(trx);
    if (rows[0]?.booked) return { kind: 'not_available' } as const;
    const seasonalPrices = await trx
      .selectFrom('boat_seasonal_prices')
      .select([sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate'), 'price_per_day as pricePerDay'])
      .where('boat_id', '=', request.boatId)
      .execute();
    const total =
      request.offerPrice ??
      rentalTotalOf(
        { pricePerDay: boat.price_per_day, discountPercentage: boat.discount_percentage, weeklyDiscount: boat.weekly_discount, seasonalPrices },
        request.startDate,
        request.endDate,
      );
    const skipper = await trx
      .selectFrom('product_extras')
      .select('is_mandatory')
      .where('boat_id', '=', request.boatId)
      .where('kind', '=', 'rentalType')
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    const hash = newBookingHash();
    const ownerAgreed = request.offerPrice !== undefined && request.proposalItemId === undefined;
    await trx
      .insertInto('booking_requests')
      .values({
        hash,
        user_id: request.userId,
        boat_id: request.boatId,
        start_date: request.startDate,
        end_date: request.endDate,
        number_of_people: request.numberOfPeople,
        total_price: total,
        status: 'requested',
        created_at: request.now,
        updated_at: request.now,
        expires_at: sessionExpiresAt(request.now),
        is_direct: boat.instant_booking || ownerAgreed,
        response_before: ownerResponseBefore(request.now, request.startDate, boat.instant_booking || ownerAgreed),
        offer_price: request.offerPrice ?? null,
        proposal_item_id: request.proposalItemId ?? null,
        rental_type_quantity: skipper?.is_mandatory ? 1 : 0,
      })
      .execute();
    const session = await loadSessionRow(trx, hash);
    const state = session ? await loadCheckoutStateOf(trx, session) : undefined;
    if (!state) throw new Error('The booking request just written cannot be read back');
    await storePriceSnapshot(trx, state, request.now);
    return { kind: 'created', hash, totalPrice: total } as const;
  });
