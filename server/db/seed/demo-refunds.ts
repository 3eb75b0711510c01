import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { storePriceSnapshot } from '../../checkout/checkout-price';
import { loadCheckoutStateOf, loadSessionRow } from '../../checkout/checkout-state';
import { ownerResponseBefore, sessionExpiresAt } from '../../checkout/session-rules';
import { bookingReference } from '../../payments/payment-records';
import { isoDay } from './calendar';
import type { Random } from './random';

const DAY_MS = 86_400_000;

/** The error a seeded failed refund shows in the back office's queue (the provider did not answer in time). */
export const DEMO_REFUND_ERROR = 'The payment provider could not be reached (timeout).';

/**
 * Two requests of the demo tenant that the demo owner left unanswered, asked days before the seed's `now`: one whose
 * held payment was released automatically (refund succeeded, booking refunded), one whose release the provider failed
 * (refund failed, booking expired), so the back office's queue of automatic refunds (`booking/autorefunds`) shows both
 * outcomes and a retry on a fresh install.
 */
const EXPIRED = [
  { askedDaysAgo: 5, daysAhead: 45, days: 4, people: 3, refund: 'succeeded' },
  { askedDaysAgo: 3, daysAhead: 52, days: 2, people: 2, refund: 'failed' },
] as const;

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789abcdef';
const token = (rng: Random, alphabet: string, length: number): string => Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

/**
 * Writes them the way the request flows would have (payments/finalise-payment.ts, jobs/request-expiry.ts): the held
 * checkout payment, the expiry, the refund row (`booking:{id}:expired:{payment}`), the events and the conversation's
 * system messages; the days are free again. On the demo owner's boats without instant booking, after those the
 * waiting demo requests use. Deterministic: dates, hashes and intent ids come from `now` and `rng`. Answers how many.
 */
export const seedDemoRefunds = async (
  db: Kysely<Database>,
  options: { readonly ownerId: number; readonly tenantId: number; readonly now: Date; readonly rng: Random },
): Promise<number> => {
  const boats = await db
    .selectFrom('boats')
    .select(['id', 'title', 'capacity'])
    .where('owner_id', '=', options.ownerId)
    .where('instant_booking', '=', false)
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(4)
    .execute();
  if (boats.length === 0) return 0;
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const tenant = await db.selectFrom('users').select('first_name').where('id', '=', options.tenantId).executeTakeFirstOrThrow();
  let written = 0;
  for (const [index, plan] of EXPIRED.entries()) {
    // The boats of the waiting requests (their days are free again once expired): the demo owner's other boats stay
    // without any booking of the demo tenant, which the conversation tests need.
    const boat = boats[index % boats.length];
    if (!boat) continue;
    const dates = await firstFreeDays(db, boat.id, today + plan.daysAhead * DAY_MS, plan.days);
    if (!dates) continue;
    const createdAt = new Date(options.now.getTime() - plan.askedDaysAgo * DAY_MS);
    const paidAt = new Date(createdAt.getTime() + 3 * 60_000);
    const responseBefore = ownerResponseBefore(createdAt, dates.start, false);
    if (!responseBefore) continue;
    // The expiry job's minute after the deadline.
    const expiredAt = new Date(responseBefore.getTime() + 60_000);
    const people = Math.min(plan.people, boat.capacity);
    const skipper = await db.selectFrom('product_extras').select('is_mandatory').where('boat_id', '=', boat.id).where('kind', '=', 'rentalType').executeTakeFirst();
    const hash = token(options.rng, URL_SAFE, 32);
    const inserted = await db
      .insertInto('booking_requests')
      .values({
        hash,
        user_id: options.tenantId,
        boat_id: boat.id,
        start_date: dates.start,
        end_date: dates.end,
        number_of_people: people,
        total_price: 0,
        status: 'requested',
        created_at: createdAt,
        updated_at: createdAt,
        expires_at: sessionExpiresAt(createdAt),
        is_direct: false,
        response_before: responseBefore,
        rental_type_quantity: skipper?.is_mandatory ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await loadSessionRow(db, hash);
    const state = session ? await loadCheckoutStateOf(db, session) : undefined;
    if (!state) throw new Error(`The demo request ${inserted.id} cannot be read back`);
    const price = await storePriceSnapshot(db, state, createdAt);
    const rental = price.lines.filter((l) => l.kind === 'rental').reduce((sum, l) => sum + l.amount, 0);
    const refunded = plan.refund === 'succeeded';
    await db
      .updateTable('booking_requests')
      .set({ total_price: rental, status: refunded ? 'refunded' : 'expired', request_outcome: 'expired', updated_at: expiredAt })
      .where('id', '=', inserted.id)
      .execute();
    const intentId = `pi_local_${token(options.rng, HEX, 24)}`;
    const amount = price.checkoutPaymentAmount;
    const payment = await db
      .insertInto('payments')
      .values({
        booking_request_id: inserted.id,
        provider: 'local',
        intent_id: intentId,
        client_secret: `${intentId}_secret_${token(options.rng, URL_SAFE, 32)}`,
        amount,
        currency: 'EUR',
        kind: 'checkout',
        attempt: 1,
        status: 'succeeded',
        idempotency_key: `${hash}:1:${amount}`,
        capture_method: 'manual',
        captured_at: null,
        // Released when the refund succeeded; still held when the provider failed.
        released_at: refunded ? expiredAt : null,
        created_at: createdAt,
        updated_at: refunded ? expiredAt : paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('refunds')
      .values({
        booking_request_id: inserted.id,
        payment_id: payment.id,
        amount,
        reason: 'expired',
        status: refunded ? 'succeeded' : 'failed',
        provider_refund_id: null,
        idempotency_key: `booking:${inserted.id}:expired:${payment.id}`,
        created_at: expiredAt,
        attempts: 1,
        last_error: refunded ? null : DEMO_REFUND_ERROR,
        updated_at: expiredAt,
      })
      .execute();
    const event = (at: Date, type: string, from: string | null, to: string | null, data: Record<string, unknown>) => ({
      booking_request_id: inserted.id,
      at,
      type,
      from_status: from,
      to_status: to,
      data: JSON.stringify(data),
    });
    await db
      .insertInto('booking_events')
      .values([
        event(paidAt, 'paymentSucceeded', 'requested', 'awaitingOwner', { paymentId: payment.id, intentId, amount, provider: 'local' }),
        event(expiredAt, 'responseDeadlinePassed', 'awaitingOwner', 'expired', { responseBefore: responseBefore.toISOString(), owed: amount }),
        ...(refunded
          ? [
              event(expiredAt, 'paymentReleased', null, null, { paymentId: payment.id, intentId, amount }),
              event(expiredAt, 'refunded', 'expired', 'refunded', { amount }),
            ]
          : []),
      ])
      .execute();
    const conversation = await db
      .insertInto('conversations')
      .values({
        booking_request_id: inserted.id,
        tenant_id: options.tenantId,
        owner_id: options.ownerId,
        boat_id: boat.id,
        hash: token(options.rng, URL_SAFE, 32),
        created_at: paidAt,
        last_message_at: expiredAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = bookingReference(inserted.id);
    // The same system messages as a paid request's and its expiry's.
    await db
      .insertInto('conversation_messages')
      .values([
        {
          conversation_id: conversation.id,
          author_id: null,
          body: `New booking request for ${boat.title} from ${tenant.first_name}: ${dates.start} to ${dates.end}, ${people} ${people === 1 ? 'person' : 'people'} (reference ${reference}).`,
          created_at: paidAt,
        },
        {
          conversation_id: conversation.id,
          author_id: null,
          body: `The booking request (reference ${reference}) expired without an answer from the owner; the payment goes back to the tenant.`,
          created_at: expiredAt,
        },
      ])
      .execute();
    written++;
  }
  return written;
};

/** The first `days` days of the boat from `from` (epoch ms of a UTC day) apart from any taken range, within 300 days. */
const firstFreeDays = async (db: Kysely<Database>, boatId: number, from: number, days: number): Promise<{ start: string; end: string } | undefined> => {
  const { rows } = await sql<{ start: string; end: string }>`
    select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as "end"
    from boat_unavailabilities where boat_id = ${boatId}::int order by start_date`.execute(db);
  for (let start = from; start < from + 300 * DAY_MS; start += DAY_MS) {
    const before = isoDay(new Date(start - DAY_MS));
    const after = isoDay(new Date(start + days * DAY_MS));
    if (!rows.some((r) => r.start <= after && r.end >= before)) return { start: isoDay(new Date(start)), end: isoDay(new Date(start + (days - 1) * DAY_MS)) };
  }
  return undefined;
};
