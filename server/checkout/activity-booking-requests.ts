import { sql, type Kysely } from 'kysely';
import type { TimeOfDay } from '../../src/contract/checkout';
import { addDays, isIsoDate, type IsoDate } from '../../src/domain/search/iso-date';
import type { Database } from '../db/schema';
import { newBookingHash } from '../search/booking-requests';
import { storePriceSnapshot } from './checkout-price';
import { loadCheckoutStateOf, loadSessionRow } from './checkout-state';
import { HOLDING_STATUSES } from './holding-statuses';
import { ownerResponseBefore, sessionExpiresAt } from './session-rules';

/** An activity can be booked up to this many days ahead. */
export const ACTIVITY_BOOKING_HORIZON_DAYS = 365;

export type ActivityBookingRequestResult =
  | { readonly kind: 'created'; readonly hash: string }
  | { readonly kind: 'unknown_activity' }
  /** A refused input, as the 400 details. */
  | { readonly kind: 'invalid'; readonly details: string[] }
  /** The slot has fewer places left than people asked. */
  | { readonly kind: 'not_available'; readonly placesLeft: number };

/** The date's problem, if any: a real date from today to a year ahead. */
export const activityDateError = (date: string, today: IsoDate): string | undefined => {
  if (!isIsoDate(date)) return 'date: expected YYYY-MM-DD';
  if (date < today) return 'date: in the past';
  if (date > addDays(today, ACTIVITY_BOOKING_HORIZON_DAYS)) return `date: more than ${ACTIVITY_BOOKING_HORIZON_DAYS} days ahead`;
  return undefined;
};

/**
 * POST /activities/{id}/booking-request: opens the checkout session of an activity's slot (a date and a time of
 * day) for a number of people, in one transaction that locks the activity's row. The slot's places are the
 * activity's capacity, less the people of the bookings holding it (awaitingOwner, paid, confirmed).
 */
export const createActivityBookingRequest = async (
  db: Kysely<Database>,
  request: {
    readonly userId: number;
    readonly activityId: number;
    readonly date: string;
    readonly timeOfDay: TimeOfDay;
    readonly numberOfPeople: number;
    readonly today: IsoDate;
    readonly now: Date;
  },
): Promise<ActivityBookingRequestResult> =>
  db.transaction().execute(async (trx) => {
    const activity = await trx
      .selectFrom('activities')
      .select(['price', 'capacity', 'times_of_day', 'instant_booking'])
      .where('id', '=', request.activityId)
      .forUpdate()
      .executeTakeFirst();
    if (!activity) return { kind: 'unknown_activity' } as const;
    const details: string[] = [];
    const dateError = activityDateError(request.date, request.today);
    if (dateError) details.push(dateError);
    if (!activity.times_of_day.includes(request.timeOfDay)) details.push(`timeOfDay: not offered (${activity.times_of_day.join(', ')})`);
    if (!Number.isInteger(request.numberOfPeople) || request.numberOfPeople < 1 || request.numberOfPeople > activity.capacity) {
      details.push(`numberOfPeople: expected an integer from 1 to ${activity.capacity}`);
    }
    if (details.length > 0) return { kind: 'invalid', details } as const;

    const taken = await trx
      .selectFrom('booking_requests')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('number_of_people'), eb.lit(0)).as('people'))
      .where('activity_id', '=', request.activityId)
      .where(sql<boolean>`start_date = ${request.date}::date`)
      .where('time_of_day', '=', request.timeOfDay)
      .where('status', 'in', [...HOLDING_STATUSES])
      .executeTakeFirst();
    const placesLeft = activity.capacity - Number(taken?.people ?? 0);
    if (request.numberOfPeople > placesLeft) return { kind: 'not_available', placesLeft: Math.max(0, placesLeft) } as const;

    const hash = newBookingHash();
    await trx
      .insertInto('booking_requests')
      .values({
        hash,
        user_id: request.userId,
        activity_id: request.activityId,
        start_date: request.date,
        end_date: request.date,
        time_of_day: request.timeOfDay,
        number_of_people: request.numberOfPeople,
        total_price: activity.price * request.numberOfPeople,
        status: 'requested',
        created_at: request.now,
        updated_at: request.now,
        expires_at: sessionExpiresAt(request.now),
        is_direct: activity.instant_booking,
        response_before: ownerResponseBefore(request.now, request.date, activity.instant_booking),
      })
      .execute();
    const session = await loadSessionRow(trx, hash);
    const state = session ? await loadCheckoutStateOf(trx, session) : undefined;
    if (!state) throw new Error('The booking request just written cannot be read back');
    await storePriceSnapshot(trx, state, request.now);
    return { kind: 'created', hash } as const;
  });
