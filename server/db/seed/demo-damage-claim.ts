import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { canonicalContent } from '../../../src/domain/econtract/canonical';
import { licenceRequired, normaliseData, type EcontractData } from '../../../src/domain/econtract/econtract';
import { storePriceSnapshot } from '../../checkout/checkout-price';
import { loadCheckoutStateOf, loadSessionRow } from '../../checkout/checkout-state';
import { ownerResponseBefore, sessionExpiresAt } from '../../checkout/session-rules';
import { bookingReference } from '../../payments/payment-records';
import { isoDay } from './calendar';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The trip: 3 days, ended this many days before the seed's `now` (past the review-request email's week). */
const TRIP = { endedDaysAgo: 10, days: 3, bookedDaysBefore: 30, people: 2 } as const;
/** EUR cents the owner claims (at most the boat's deposit). */
const CLAIM = 35_000;

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789abcdef';
const token = (rng: Random, alphabet: string, length: number): string => Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * A damage claim waiting for staff on a fresh install (issue [7], back office `damage/edit/{id}`): a past trip of the
 * demo tenant on a boat of the demo owner with a deposit (one the tenant already booked, one covering the claim, if
 * any), paid by card (taken at once, or held then taken when the owner accepted the request), with its conversation
 * (a few messages, all read, one of them sharing a phone number: what staff moderate), a signed check-in and a signed
 * check-out that claims part of the deposit for a new damage. The damages are described by notes without photos
 * (contract photos are files in the photo storage, which the seed does not reach; a note alone is a valid damage);
 * the contracts' content hashes are the real ones, so they verify like any signed contract. Deterministic: dates,
 * hashes and ids come from `now` and `rng`. Answers the claim's id, or undefined when the owner has no such boat.
 */
export const seedDemoDamageClaim = async (
  db: Kysely<Database>,
  options: { readonly ownerId: number; readonly tenantId: number; readonly now: Date; readonly rng: Random },
): Promise<number | undefined> => {
  const boat = await db
    .selectFrom('boats')
    .select(['id', 'title', 'type', 'sailing_type', 'capacity', 'deposit', 'instant_booking'])
    .where('owner_id', '=', options.ownerId)
    .where('status', '=', 'published')
    .where('deposit', '>', 0)
    .where((eb) => eb.exists(eb.selectFrom('boat_equipment').select('equipment_id').whereRef('boat_equipment.boat_id', '=', 'boats.id')))
    // A boat the demo tenant already booked (the waiting requests'), so the trip takes no fresh boat from the tests
    // and demos that look for one; then a deposit that covers the whole claim (a small deposit caps it).
    .orderBy(sql`exists (select 1 from booking_requests r where r.boat_id = boats.id and r.user_id = ${options.tenantId}::int)`, 'desc')
    .orderBy(sql`deposit >= ${CLAIM}`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!boat) return undefined;
  const [tenant, owner] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', options.tenantId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', options.ownerId).executeTakeFirstOrThrow(),
  ]);
  const equipmentIds = (await db.selectFrom('boat_equipment').select('equipment_id').where('boat_id', '=', boat.id).orderBy('equipment_id').execute()).map((e) => e.equipment_id);
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const startMs = today - (TRIP.endedDaysAgo + TRIP.days - 1) * DAY_MS;
  const start = isoDay(new Date(startMs));
  const end = isoDay(new Date(today - TRIP.endedDaysAgo * DAY_MS));
  const bookedAt = new Date(startMs - TRIP.bookedDaysBefore * DAY_MS + 10 * HOUR_MS);
  const paidAt = new Date(bookedAt.getTime() + 3 * 60_000);
  const people = Math.min(TRIP.people, boat.capacity);
  const skipper = await db.selectFrom('product_extras').select('is_mandatory').where('boat_id', '=', boat.id).where('kind', '=', 'rentalType').executeTakeFirst();
  const rentalTypeQuantity = skipper?.is_mandatory ? 1 : 0;

  // The booking, paid in full by card at checkout: taken at once (instant booking) or held until the owner accepted.
  const instant = boat.instant_booking;
  const answeredAt = new Date(paidAt.getTime() + 3 * HOUR_MS);
  const hash = token(options.rng, URL_SAFE, 32);
  const booking = await db
    .insertInto('booking_requests')
    .values({
      hash,
      user_id: options.tenantId,
      boat_id: boat.id,
      start_date: start,
      end_date: end,
      number_of_people: people,
      total_price: 0,
      status: 'requested',
      created_at: bookedAt,
      updated_at: bookedAt,
      expires_at: sessionExpiresAt(bookedAt),
      is_direct: instant,
      response_before: instant ? null : ownerResponseBefore(bookedAt, start, false),
      rental_type_quantity: rentalTypeQuantity,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await loadSessionRow(db, hash);
  const state = session ? await loadCheckoutStateOf(db, session) : undefined;
  if (!state) throw new Error(`The demo booking ${booking.id} cannot be read back`);
  const price = await storePriceSnapshot(db, state, bookedAt);
  const rental = price.lines.filter((l) => l.kind === 'rental').reduce((sum, l) => sum + l.amount, 0);
  await db
    .updateTable('booking_requests')
    .set(instant ? { total_price: rental, status: 'paid', updated_at: paidAt } : { total_price: rental, status: 'confirmed', request_outcome: 'accepted', answered_at: answeredAt, updated_at: answeredAt })
    .where('id', '=', booking.id)
    .execute();
  const intentId = `pi_local_${token(options.rng, HEX, 24)}`;
  const payment = await db
    .insertInto('payments')
    .values({
      booking_request_id: booking.id,
      provider: 'local',
      intent_id: intentId,
      client_secret: `${intentId}_secret_${token(options.rng, URL_SAFE, 32)}`,
      amount: price.checkoutPaymentAmount,
      currency: 'EUR',
      kind: 'checkout',
      attempt: 1,
      status: 'succeeded',
      idempotency_key: `${hash}:1:${price.checkoutPaymentAmount}`,
      capture_method: instant ? 'automatic' : 'manual',
      captured_at: instant ? paidAt : answeredAt,
      created_at: bookedAt,
      updated_at: paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // No calendar row: the days are past (nobody books them again), and the demo calendar holds future ranges only.
  await db
    .insertInto('booking_events')
    .values({
      booking_request_id: booking.id,
      at: paidAt,
      type: 'paymentSucceeded',
      from_status: 'requested',
      to_status: instant ? 'paid' : 'awaitingOwner',
      data: JSON.stringify({ paymentId: payment.id, intentId, amount: price.checkoutPaymentAmount, provider: 'local' }),
    })
    .execute();
  if (!instant) {
    await db
      .insertInto('booking_events')
      .values([
        { booking_request_id: booking.id, at: answeredAt, type: 'ownerAccepted', from_status: 'awaitingOwner', to_status: 'confirmed', data: JSON.stringify({ by: { userId: options.ownerId, staff: false } }) },
        { booking_request_id: booking.id, at: answeredAt, type: 'paymentCaptured', from_status: null, to_status: null, data: JSON.stringify({ paymentId: payment.id, intentId, amount: price.checkoutPaymentAmount }) },
      ])
      .execute();
  }

  // Its conversation: the marketplace's notice, then the parties (everything read: the demo inboxes stay as they were).
  const conversation = await db
    .insertInto('conversations')
    .values({ booking_request_id: booking.id, tenant_id: options.tenantId, owner_id: options.ownerId, boat_id: boat.id, hash: token(options.rng, URL_SAFE, 32), created_at: paidAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const messages: ReadonlyArray<{ readonly authorId: number | null; readonly body: string; readonly hoursAfter: number }> = [
    {
      authorId: null,
      body: `${instant ? 'New booking' : 'New booking request'} for ${boat.title} from ${tenant.first_name}: ${start} to ${end}, ${people} ${people === 1 ? 'person' : 'people'} (reference ${bookingReference(booking.id)}).`,
      hoursAfter: 0,
    },
    ...(instant ? [] : [{ authorId: null, body: `${owner.first_name} accepted the booking request (reference ${bookingReference(booking.id)}): the booking is confirmed.`, hoursAfter: 3 }]),
    { authorId: options.tenantId, body: 'Hello! We should reach the harbour around 9 am on the first day. Where do we meet you?', hoursAfter: 2 },
    { authorId: options.ownerId, body: 'Hello Tessa, at the fuel pontoon. Call me on +33 6 98 76 54 32 or write to olivier.navarre.boats@example.test when you arrive.', hoursAfter: 5 },
    { authorId: options.tenantId, body: 'Perfect, see you there. Thank you!', hoursAfter: 6 },
  ];
  for (const message of messages) {
    const at = new Date(paidAt.getTime() + message.hoursAfter * HOUR_MS);
    await db
      .insertInto('conversation_messages')
      .values({ conversation_id: conversation.id, author_id: message.authorId, body: message.body, created_at: at, read_at: message.authorId === null ? null : new Date(at.getTime() + HOUR_MS) })
      .execute();
  }
  await db.updateTable('conversations').set({ last_message_at: new Date(paidAt.getTime() + 6 * HOUR_MS) }).where('id', '=', conversation.id).execute();

  // The contracts, signed at the pontoon: check-in on the first morning, check-out on the last evening.
  const licence = licenceRequired({ sailingType: boat.sailing_type, boatType: boat.type, skipperBooked: rentalTypeQuantity > 0 });
  const fullName = `${tenant.first_name} ${tenant.last_name}`.trim();
  const checkInData: EcontractData = normaliseData({
    fullName,
    licenceNumber: licence ? 'FR-2019-0457' : '',
    fuelPercent: 100,
    engineHours: 412.5,
    equipment: equipmentIds.map((id) => ({ id, state: 'present' as const })),
    damages: [{ id: 'in-hull-scratch', zone: 'hull', note: 'Scratch on the port side, about 20 cm, above the waterline.', photoIds: [] }],
    depositMethod: 'card',
    claimAmount: 0,
  });
  const claimAmount = Math.min(CLAIM, boat.deposit);
  const checkOutData: EcontractData = normaliseData({
    ...checkInData,
    fuelPercent: 50,
    engineHours: 431,
    damages: [{ id: 'out-bow-cleat', zone: 'deck', note: 'Bow cleat cracked and loose; the deck around it is chipped.', photoIds: [] }],
    claimAmount,
  });
  const ownerName = `${owner.first_name} ${owner.last_name}`.trim();
  const signContract = async (direction: 'in' | 'out', data: EcontractData, at: Date, checkInHash: string | null) => {
    const content = canonicalContent({
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      direction,
      boat: { id: boat.id, name: boat.title },
      ownerName,
      startDate: start,
      endDate: end,
      deposit: boat.deposit,
      licenceRequired: licence,
      data,
      photos: [],
      checkInHash,
    });
    const contentHash = sha256Hex(content);
    const ownerAt = new Date(at.getTime() - 5 * 60_000);
    const row = await db
      .insertInto('econtracts')
      .values({
        booking_request_id: booking.id,
        direction,
        data: JSON.stringify(data),
        status: 'signed',
        deposit: boat.deposit,
        equipment_ids: equipmentIds,
        licence_required: licence,
        content_hash: contentHash,
        signed_content: content,
        owner_confirmed_at: ownerAt,
        owner_confirmed_by: 'session',
        owner_confirmed_hash: contentHash,
        tenant_confirmed_at: at,
        tenant_confirmed_by: 'password',
        tenant_confirmed_hash: contentHash,
        signed_at: at,
        created_at: new Date(at.getTime() - HOUR_MS),
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, contentHash };
  };
  const checkIn = await signContract('in', checkInData, new Date(startMs + 9 * HOUR_MS + 40 * 60_000), null);
  const checkOutAt = new Date(today - TRIP.endedDaysAgo * DAY_MS + 18 * HOUR_MS + 15 * 60_000);
  const checkOut = await signContract('out', checkOutData, checkOutAt, checkIn.contentHash);
  const claim = await db
    .insertInto('damage_claims')
    .values({ booking_request_id: booking.id, econtract_id: checkOut.id, amount: claimAmount, deposit: boat.deposit, created_at: checkOutAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return claim.id;
};

