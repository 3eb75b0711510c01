import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { storePriceSnapshot } from '../../checkout/checkout-price';
import { loadCheckoutStateOf, loadSessionRow } from '../../checkout/checkout-state';
import { ownerResponseBefore, sessionExpiresAt } from '../../checkout/session-rules';
import { bookingReference } from '../../payments/payment-records';
import { isoDay } from './calendar';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How many requests wait for the demo owner's answer on a fresh install. */
export const DEMO_REQUESTS = 2;

/** Each demo request: asked this many hours before the seed's `now` (so its deadline is 48 h after that), for 3 days. */
const REQUESTS = [
  { askedHoursAgo: 5, daysAhead: 24, days: 3, people: 4 },
  { askedHoursAgo: 20, daysAhead: 38, days: 3, people: 2 },
] as const;

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789abcdef';
const token = (rng: Random, alphabet: string, length: number): string => Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

/**
 * The demo owner's requests waiting for an answer (issue [6]), from the demo tenant, on the owner's first boats
 * without instant booking: paid with the local provider, the money held (not captured), the days held, the
 * conversation opened with its system message, and the answer due 48 hours after the request, so a fresh install
 * shows them on the owner's booking pages. Deterministic: dates, hashes and intent ids come from `now` and `rng`.
 * Two requests may share a boat (a small catalogue has one such boat); each takes the first free days from its
 * `daysAhead`. Answers how many were written.
 */
export const seedDemoRequests = async (
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
    .limit(DEMO_REQUESTS)
    .execute();
  if (boats.length === 0) return 0;
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const tenant = await db.selectFrom('users').select('first_name').where('id', '=', options.tenantId).executeTakeFirstOrThrow();
  let written = 0;
  for (const [index, plan] of REQUESTS.entries()) {
    const boat = boats[index % boats.length];
    if (!boat) continue;
    const dates = await firstFreeDays(db, boat.id, today + plan.daysAhead * DAY_MS, plan.days);
    if (!dates) continue;
    const createdAt = new Date(options.now.getTime() - plan.askedHoursAgo * HOUR_MS);
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
        number_of_people: Math.min(plan.people, boat.capacity),
        total_price: 0,
        status: 'requested',
        created_at: createdAt,
        updated_at: createdAt,
        expires_at: sessionExpiresAt(createdAt),
        is_direct: false,
        response_before: ownerResponseBefore(createdAt, dates.start, false),
        rental_type_quantity: skipper?.is_mandatory ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await loadSessionRow(db, hash);
    const state = session ? await loadCheckoutStateOf(db, session) : undefined;
    if (!state) throw new Error(`The demo request ${inserted.id} cannot be read back`);
    const price = await storePriceSnapshot(db, state, createdAt);
    const rental = price.lines.filter((l) => l.kind === 'rental').reduce((sum, l) => sum + l.amount, 0);
    const paidAt = new Date(createdAt.getTime() + 4 * 60_000);
    await db.updateTable('booking_requests').set({ total_price: rental, status: 'awaitingOwner', updated_at: paidAt }).where('id', '=', inserted.id).execute();
    const intentId = `pi_local_${token(options.rng, HEX, 24)}`;
    const payment = await db
      .insertInto('payments')
      .values({
        booking_request_id: inserted.id,
        provider: 'local',
        intent_id: intentId,
        client_secret: `${intentId}_secret_${token(options.rng, URL_SAFE, 32)}`,
        amount: price.checkoutPaymentAmount,
        currency: 'EUR',
        kind: 'checkout',
        attempt: 1,
        status: 'succeeded',
        idempotency_key: `${hash}:1:${price.checkoutPaymentAmount}`,
        // Held on the tenant's card until the owner answers.
        capture_method: 'manual',
        captured_at: null,
        created_at: createdAt,
        updated_at: paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('boat_unavailabilities').values({ boat_id: boat.id, start_date: dates.start, end_date: dates.end, booking_request_id: inserted.id, source: 'booking' }).execute();
    await db
      .insertInto('booking_events')
      .values({
        booking_request_id: inserted.id,
        at: paidAt,
        type: 'paymentSucceeded',
        from_status: 'requested',
        to_status: 'awaitingOwner',
        data: JSON.stringify({ paymentId: payment.id, intentId, amount: price.checkoutPaymentAmount, provider: 'local' }),
      })
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
        last_message_at: paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The same system message as a paid request's (payments/finalise-payment.ts).
    const people = Math.min(plan.people, boat.capacity);
    await db
      .insertInto('conversation_messages')
      .values({
        conversation_id: conversation.id,
        author_id: null,
        body: `New booking request for ${boat.title} from ${tenant.first_name}: ${dates.start} to ${dates.end}, ${people} ${people === 1 ? 'person' : 'people'} (reference ${bookingReference(inserted.id)}).`,
        created_at: paidAt,
      })
      .execute();
    written++;
  }
  return written;
};

/** The first `days` free days of the boat from `from` (epoch ms of a UTC day), within the next 300 days. */
const firstFreeDays = async (db: Kysely<Database>, boatId: number, from: number, days: number): Promise<{ start: string; end: string } | undefined> => {
  const { rows } = await sql<{ start: string; end: string }>`
    select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as "end"
    from boat_unavailabilities where boat_id = ${boatId}::int order by start_date`.execute(db);
  for (let start = from; start < from + 300 * DAY_MS; start += DAY_MS) {
    const first = isoDay(new Date(start));
    const last = isoDay(new Date(start + (days - 1) * DAY_MS));
    // A day apart from any booked range, so the demo calendar shows the request on its own.
    const before = isoDay(new Date(start - DAY_MS));
    const after = isoDay(new Date(start + days * DAY_MS));
    if (!rows.some((r) => r.start <= after && r.end >= before)) return { start: first, end: last };
  }
  return undefined;
};
