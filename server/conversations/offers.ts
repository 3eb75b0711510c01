import { sql, type Kysely } from 'kysely';
import type { Offer, OfferBody } from '../../src/contract/conversations';
import type { Database } from '../db/schema';
import { fleetsServedBy } from '../owners/fleet-members';
import { createBookingRequest, newBookingHash } from '../search/booking-requests';
import { boatImage, findConversation, insertMessage, roleIn } from './conversation-queries';
import { effectiveOfferStatus, ishOf, offerExpiresAt, offerMessage, offerProblem } from './conversation-rules';

/**
 * Offers with everything their view shows, limited to the caller's (as tenant or owner, or as a teammate reading the
 * fleet's conversations): privacy by query, another user's offer is simply not found.
 */
const offersOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('offers as f')
    .innerJoin('conversations as c', 'c.id', 'f.conversation_id')
    .innerJoin('boats as b', 'b.id', 'f.boat_id')
    .leftJoin('booking_requests as br', 'br.id', 'f.booking_request_id')
    .select([
      'f.hash',
      'f.price',
      'f.status',
      'f.expires_at as expiresAt',
      'f.created_at as createdAt',
      'f.tenant_id as tenantId',
      sql<string>`to_char(f.start_date, 'YYYY-MM-DD')`.as('startDate'),
      sql<string>`to_char(f.end_date, 'YYYY-MM-DD')`.as('endDate'),
      'br.hash as paymentSessionHash',
      'c.hash as conversationHash',
      'c.booking_request_id as bookingId',
      'c.boat_id as boatId',
      'b.id as productId',
      'b.title as productName',
      boatImage('b.id').as('image'),
    ])
    .where((eb) => eb.or([eb('f.tenant_id', '=', userId), eb('f.owner_id', '=', userId), eb('f.owner_id', 'in', fleetsServedBy(db, userId))]))
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc');

type OfferRow = Awaited<ReturnType<ReturnType<typeof offersOf>['execute']>>[number];

const offerView = (row: OfferRow, userId: number, now: Date): Offer => ({
  hash: row.hash,
  conversationHash: row.conversationHash,
  conversationIsh: ishOf(row),
  product: { id: row.productId, name: row.productName, image: row.image },
  startDate: row.startDate,
  endDate: row.endDate,
  price: row.price,
  status: effectiveOfferStatus(row.status, new Date(row.expiresAt), now),
  expiresAt: new Date(row.expiresAt).toISOString(),
  createdAt: new Date(row.createdAt).toISOString(),
  myRole: roleIn(row, userId),
  paymentSessionHash: row.paymentSessionHash,
});

/** GET /account/offers: the offers the caller made or received, newest first. */
export const listOffers = async (db: Kysely<Database>, userId: number, now: Date): Promise<Offer[]> =>
  (await offersOf(db, userId).execute()).map((row) => offerView(row, userId, now));

export const offersOfConversation = async (db: Kysely<Database>, userId: number, conversationId: number, now: Date): Promise<Offer[]> =>
  (await offersOf(db, userId).where('f.conversation_id', '=', conversationId).execute()).map((row) => offerView(row, userId, now));

export const loadOffer = async (db: Kysely<Database>, userId: number, hash: string, now: Date): Promise<Offer | undefined> => {
  const row = await offersOf(db, userId).where('f.hash', '=', hash).executeTakeFirst();
  return row ? offerView(row, userId, now) : undefined;
};

export type MakeOfferResult =
  | { readonly kind: 'made'; readonly offer: Offer }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'not_about_a_boat' }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * POST /account/conversations/{hash}/offers: the conversation's owner proposes a price for dates. In one transaction
 * (the conversation locked, so two offers are made one after the other): the older pending offers are withdrawn, the
 * offer is written, and a system message tells the conversation.
 */
export const makeOffer = async (
  deps: { readonly db: Kysely<Database>; readonly now: Date; readonly today: string },
  userId: number,
  conversationHash: string,
  body: OfferBody,
): Promise<MakeOfferResult> => {
  const conversation = await findConversation(deps.db, userId, conversationHash);
  if (!conversation) return { kind: 'not_found' };
  // Prices are the owner's: a teammate sharing the inbox reads offers but does not make them.
  if (conversation.ownerId !== userId) return { kind: 'forbidden' };
  const boatId = conversation.boatId;
  if (boatId === null) return { kind: 'not_about_a_boat' };
  const problem = offerProblem(body, deps.today);
  if (problem) return { kind: 'invalid', message: problem };
  const hash = newBookingHash();
  await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('conversations').select('id').where('id', '=', conversation.id).forUpdate().executeTakeFirstOrThrow();
    await trx.updateTable('offers').set({ status: 'withdrawn' }).where('conversation_id', '=', conversation.id).where('status', '=', 'pending').execute();
    await trx
      .insertInto('offers')
      .values({
        hash,
        conversation_id: conversation.id,
        boat_id: boatId,
        owner_id: conversation.ownerId,
        tenant_id: conversation.tenantId,
        start_date: body.startDate,
        end_date: body.endDate,
        price: body.price,
        expires_at: offerExpiresAt(deps.now),
        created_at: deps.now,
      })
      .execute();
    await insertMessage(trx, { conversationId: conversation.id, authorId: null, body: offerMessage(body), now: deps.now });
  });
  const offer = await loadOffer(deps.db, userId, hash, deps.now);
  if (!offer) throw new Error(`The offer ${hash} just written cannot be read back`);
  return { kind: 'made', offer };
};

/** The offer row itself, the caller's only, locked until the transaction ends. */
const lockOffer = (db: Kysely<Database>, userId: number, hash: string) =>
  db
    .selectFrom('offers')
    .select([
      'id',
      'tenant_id as tenantId',
      'boat_id as boatId',
      'price',
      'status',
      'expires_at as expiresAt',
      'booking_request_id as bookingRequestId',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate'),
      sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate'),
    ])
    .where('hash', '=', hash)
    .where((eb) => eb.or([eb('tenant_id', '=', userId), eb('owner_id', '=', userId)]))
    .forUpdate()
    .executeTakeFirst();

type LockedOffer = NonNullable<Awaited<ReturnType<typeof lockOffer>>>;

/** Why the tenant cannot answer this offer now, if they cannot; an offer found past its expiry is marked expired. */
const refusalOf = async (
  db: Kysely<Database>,
  offer: LockedOffer | undefined,
  userId: number,
  now: Date,
): Promise<'not_found' | 'forbidden' | 'expired' | 'not_pending' | undefined> => {
  if (!offer) return 'not_found';
  if (offer.tenantId !== userId) return 'forbidden';
  if (offer.status !== 'pending') return 'not_pending';
  if (effectiveOfferStatus(offer.status, new Date(offer.expiresAt), now) === 'expired') {
    await db.updateTable('offers').set({ status: 'expired' }).where('id', '=', offer.id).execute();
    return 'expired';
  }
  return undefined;
};

export type AcceptOfferResult =
  | { readonly kind: 'accepted'; readonly paymentSessionHash: string }
  | { readonly kind: 'not_found' | 'forbidden' | 'expired' | 'not_pending' | 'dates_not_available' };

type Claim = { readonly kind: 'claimed'; readonly offer: LockedOffer } | AcceptOfferResult;

/** Marks the offer accepted under its lock (so only one accept goes on), or says why not; an accepted one answers its session. */
const claimOffer = (db: Kysely<Database>, userId: number, hash: string, now: Date): Promise<Claim> =>
  db.transaction().execute(async (trx): Promise<Claim> => {
    const offer = await lockOffer(trx, userId, hash);
    if (offer?.status === 'accepted' && offer.tenantId === userId && offer.bookingRequestId !== null) {
      const session = await trx.selectFrom('booking_requests').select('hash').where('id', '=', offer.bookingRequestId).executeTakeFirstOrThrow();
      return { kind: 'accepted', paymentSessionHash: session.hash };
    }
    const refusal = await refusalOf(trx, offer, userId, now);
    if (refusal || !offer) return { kind: refusal ?? 'not_found' };
    await trx.updateTable('offers').set({ status: 'accepted' }).where('id', '=', offer.id).execute();
    return { kind: 'claimed', offer };
  });

/** A claim whose session could not be opened: the offer can be accepted again. */
const releaseClaim = async (db: Kysely<Database>, offerId: number): Promise<void> => {
  await db.updateTable('offers').set({ status: 'pending' }).where('id', '=', offerId).where('status', '=', 'accepted').where('booking_request_id', 'is', null).execute();
};

/**
 * POST /account/offers/{hash}/accept: the tenant opens a checkout session at the offer's price. The offer is claimed
 * first (its own transaction, since opening the session runs one too), then the session is opened; when it cannot be
 * (the dates were taken meanwhile) the claim is released. A second accept answers the same session.
 */
export const acceptOffer = async (db: Kysely<Database>, userId: number, hash: string, now: Date): Promise<AcceptOfferResult> => {
  const claim = await claimOffer(db, userId, hash, now);
  if (claim.kind !== 'claimed') return claim;
  const { offer } = claim;
  let created;
  try {
    created = await createBookingRequest(db, {
      userId,
      boatId: offer.boatId,
      startDate: offer.startDate,
      endDate: offer.endDate,
      numberOfPeople: 1,
      now,
      offerPrice: offer.price,
    });
  } catch (error) {
    await releaseClaim(db, offer.id);
    throw error;
  }
  if (created.kind !== 'created') {
    await releaseClaim(db, offer.id);
    return { kind: created.kind === 'unknown_product' ? 'not_found' : 'dates_not_available' };
  }
  await db
    .updateTable('offers')
    .set((eb) => ({ booking_request_id: eb.selectFrom('booking_requests').select('id').where('hash', '=', created.hash) }))
    .where('id', '=', offer.id)
    .execute();
  return { kind: 'accepted', paymentSessionHash: created.hash };
};

export type DeclineOfferResult =
  | { readonly kind: 'declined'; readonly offer: Offer }
  | { readonly kind: 'not_found' | 'forbidden' | 'not_pending' };

/** POST /account/offers/{hash}/decline: the tenant says no to a pending offer. */
export const declineOffer = async (db: Kysely<Database>, userId: number, hash: string, now: Date): Promise<DeclineOfferResult> => {
  const refusal = await db.transaction().execute(async (trx) => {
    const offer = await lockOffer(trx, userId, hash);
    const why = await refusalOf(trx, offer, userId, now);
    if (!why && offer) await trx.updateTable('offers').set({ status: 'declined' }).where('id', '=', offer.id).execute();
    return why;
  });
  if (refusal) return { kind: refusal === 'expired' ? 'not_pending' : refusal };
  const offer = await loadOffer(db, userId, hash, now);
  return offer ? { kind: 'declined', offer } : { kind: 'not_found' };
};
