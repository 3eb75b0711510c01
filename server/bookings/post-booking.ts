import type { Kysely } from 'kysely';
import {
  POST_BOOKING_INSURANCES,
  type PostBookingCart,
  type PostBookingInit,
  type PostBookingInsuranceName,
  type PostBookingInsurances,
  type PostBookingSelectionBody,
} from '../../src/contract/bookings';
import { postBookingEligibility, type PostBookingEligibility } from '../../src/domain/booking/after-booking';
import { formatRoute } from '../../src/domain/routing/route';
import { placeOf, type ViewContext } from '../checkout/checkout-views';
import { insuranceTexts } from '../checkout/insurance-texts';
import type { Database, PostBookingCartStatus } from '../db/schema';
import { openAttemptOf, openPaymentAttempt, type StartedPayment, type StartPaymentDeps } from '../payments/attempts';
import { bookingReference, OPEN_PAYMENT_STATUSES } from '../payments/payment-records';
import { loadBookingFile, type BookingFile } from './booking-file';
import { POST_BOOKING_TO_CHECKOUT, postBookingOptionsOf, type PostBookingOption } from './booking-views';

/** A post-booking cart row (the columns are the three insurances of spec section 3). */
export interface CartRow {
  readonly id: number;
  readonly booking_request_id: number;
  readonly cab_weather: boolean;
  readonly damage_waiver: boolean;
  readonly assistance: boolean;
  readonly status: PostBookingCartStatus;
}

const COLUMN: Readonly<Record<PostBookingInsuranceName, 'cab_weather' | 'damage_waiver' | 'assistance'>> = {
  cabWeather: 'cab_weather',
  damageWaiver: 'damage_waiver',
  assistance: 'assistance',
};

const CART_COLUMNS = ['id', 'booking_request_id', 'cab_weather', 'damage_waiver', 'assistance', 'status'] as const;

export const eligibilityOf = (file: BookingFile, today: string): PostBookingEligibility =>
  postBookingEligibility({
    status: file.state.session.status,
    startDate: file.state.session.start,
    today,
    insurancesLeft: postBookingOptionsOf(file.state).filter((o) => o.available).length,
  });

/** The booking's page, where an ineligible post-booking visit is sent (the error body's redirectUrl). */
export const bookingDetailUrl = (bookingId: number, context: Pick<ViewContext, 'language'>): string =>
  formatRoute({ screen: 'bookingDetail', bookingId: String(bookingId) }, context.language);

/** The cart of a booking, only when the caller is its tenant (privacy by query). */
export const loadPostBookingCart = (db: Kysely<Database>, cartId: number, userId: number, bookingId?: number): Promise<CartRow | undefined> => {
  if (!Number.isSafeInteger(cartId) || cartId <= 0 || cartId > 2_147_483_647) return Promise.resolve(undefined);
  let query = db
    .selectFrom('post_booking_carts as c')
    .innerJoin('booking_requests as b', 'b.id', 'c.booking_request_id')
    .select(CART_COLUMNS.map((column) => `c.${column}` as const))
    .where('c.id', '=', cartId)
    .where('b.user_id', '=', userId);
  if (bookingId !== undefined) query = query.where('c.booking_request_id', '=', bookingId);
  return query.executeTakeFirst();
};

/** The booking's open cart, opened now when there is none (one open cart per booking: a unique index). */
export const openCartOf = async (db: Kysely<Database>, bookingId: number, now: Date): Promise<CartRow> => {
  const existing = await db.selectFrom('post_booking_carts').select(CART_COLUMNS).where('booking_request_id', '=', bookingId).where('status', '=', 'open').executeTakeFirst();
  if (existing) return existing;
  await db.insertInto('post_booking_carts').values({ booking_request_id: bookingId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
  return db.selectFrom('post_booking_carts').select(CART_COLUMNS).where('booking_request_id', '=', bookingId).where('status', '=', 'open').executeTakeFirstOrThrow();
};

/** GET /post-booking/{bookingId}/init and …/purchase/{cartId}/init. */
export const postBookingInitView = async (db: Kysely<Database>, file: BookingFile, cart: CartRow, context: ViewContext): Promise<PostBookingInit> => {
  const { session, product } = file.state;
  const eligibility = eligibilityOf(file, context.today);
  const attempt = await openAttemptOf(db, { bookingRequestId: session.id, kind: 'postBooking', cartId: cart.id });
  return {
    bookingId: session.id,
    reference: bookingReference(session.id),
    productName: product.title,
    startAt: session.start,
    endAt: session.end,
    captainType: product.kind === 'boat' ? product.sailing_type : null,
    cartId: cart.id,
    isEligible: eligibility.eligible,
    notEligibleReason: eligibility.eligible ? null : eligibility.reason,
    paymentIntentId: attempt?.intentId ?? null,
    clientSecret: attempt?.clientSecret ?? null,
    paymentUrl: formatRoute({ screen: 'postBookingPurchase', bookingId: String(session.id), cartId: String(cart.id) }, context.language),
    countryCode: placeOf(file.state, context).countryCode,
    languageCode: context.language,
  };
};

const optionOf = (file: BookingFile, name: PostBookingInsuranceName): PostBookingOption | undefined =>
  postBookingOptionsOf(file.state).find((o) => o.name === name);

/** GET /post-booking/{bookingId}/cart/{cartId}/insurances: the three insurances, with what the cart selected. */
export const cartInsurancesView = (file: BookingFile, cart: CartRow, language: string): PostBookingInsurances => {
  const texts = insuranceTexts(language);
  return {
    insurances: postBookingOptionsOf(file.state)
      .filter((o) => o.available || o.alreadyBought)
      .map((o) => ({
        name: o.name,
        selected: o.available && cart[COLUMN[o.name]],
        alreadyBought: o.alreadyBought,
        price: o.price,
        title: texts[POST_BOOKING_TO_CHECKOUT[o.name]].title,
        description: texts[POST_BOOKING_TO_CHECKOUT[o.name]].description,
      })),
  };
};

/** GET /post-booking/cart/{cartId}: the selected items and their total (EUR cents). */
export const cartView = (file: BookingFile, cart: CartRow, language: string): PostBookingCart => {
  const texts = insuranceTexts(language);
  const items = POST_BOOKING_INSURANCES.filter((name) => cart[COLUMN[name]])
    .map((name) => ({ name, option: optionOf(file, name) }))
    .filter(({ option }) => option?.available === true || cart.status === 'paid')
    .map(({ name, option }) => ({ name, title: texts[POST_BOOKING_TO_CHECKOUT[name]].title, amount: option?.price ?? 0 }));
  return { cartId: cart.id, status: cart.status, items, totalAmount: items.reduce((sum, i) => sum + i.amount, 0) };
};

export type SelectionResult =
  /** `canceled`: the intents of attempts opened for the old selection, to cancel at the provider after commit. */
  | { readonly kind: 'changed'; readonly cart: CartRow; readonly file: BookingFile; readonly canceled: readonly { intentId: string; provider: string }[] }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'not_eligible'; readonly bookingId: number }
  | { readonly kind: 'closed' }
  | { readonly kind: 'not_available'; readonly name: PostBookingInsuranceName };

/**
 * PUT /post-booking/{cartId}/insurances/selected: in one transaction locking the cart, only an open cart of an
 * eligible booking changes, and only to insurances still available; anything refused writes nothing.
 */
export const selectCartInsurances = async (
  db: Kysely<Database>,
  request: { readonly cartId: number; readonly userId: number; readonly today: string; readonly body: PostBookingSelectionBody },
): Promise<SelectionResult> =>
  db.transaction().execute(async (trx): Promise<SelectionResult> => {
    const found = await loadPostBookingCart(trx, request.cartId, request.userId);
    if (!found) return { kind: 'not_found' };
    // The booking's row first, then the cart (then its payments): the order finalisePayment locks them in.
    await trx.selectFrom('booking_requests').select('id').where('id', '=', found.booking_request_id).forUpdate().execute();
    const cart = await trx.selectFrom('post_booking_carts').select(CART_COLUMNS).where('id', '=', found.id).forUpdate().executeTakeFirstOrThrow();
    if (cart.status !== 'open') return { kind: 'closed' };
    const file = await loadBookingFile(trx, cart.booking_request_id, request.userId, { tenantOnly: true });
    if (!file) return { kind: 'not_found' };
    if (!eligibilityOf(file, request.today).eligible) return { kind: 'not_eligible', bookingId: file.state.session.id };
    const changes: Partial<Record<'cab_weather' | 'damage_waiver' | 'assistance', boolean>> = {};
    for (const item of request.body.items) {
      if (item.selected && optionOf(file, item.name)?.available !== true) return { kind: 'not_available', name: item.name };
      changes[COLUMN[item.name]] = item.selected;
    }
    let canceled: { intentId: string; provider: string }[] = [];
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('post_booking_carts').set(changes).where('id', '=', cart.id).execute();
      // An attempt opened for the old selection must not be paid: the next payment start opens one for the new total.
      const rows = await trx
        .updateTable('payments')
        .set({ status: 'canceled' })
        .where('post_booking_cart_id', '=', cart.id)
        .where('status', 'in', OPEN_PAYMENT_STATUSES)
        .returning(['intent_id', 'provider'])
        .execute();
      canceled = rows.map((r) => ({ intentId: r.intent_id, provider: r.provider }));
    }
    const updated = await trx.selectFrom('post_booking_carts').select(CART_COLUMNS).where('id', '=', cart.id).executeTakeFirstOrThrow();
    return { kind: 'changed', cart: updated, file, canceled };
  });

export type StartCartPaymentResult =
  | StartedPayment
  | { readonly kind: 'not_found' }
  | { readonly kind: 'not_eligible'; readonly bookingId: number }
  | { readonly kind: 'closed' }
  | { readonly kind: 'empty' };

/** POST /post-booking/{bookingId}/purchase/{cartId}/payment: the card payment of the cart's total. */
export const startCartPayment = async (
  deps: StartPaymentDeps,
  request: { readonly bookingId: number; readonly cartId: number; readonly userId: number; readonly today: string; readonly language: string },
): Promise<StartCartPaymentResult> => {
  const file = await loadBookingFile(deps.db, request.bookingId, request.userId, { tenantOnly: true });
  const cart = file ? await loadPostBookingCart(deps.db, request.cartId, request.userId, request.bookingId) : undefined;
  if (!file || !cart) return { kind: 'not_found' };
  if (cart.status !== 'open') return { kind: 'closed' };
  if (!eligibilityOf(file, request.today).eligible) return { kind: 'not_eligible', bookingId: request.bookingId };
  const total = cartView(file, cart, request.language).totalAmount;
  if (total <= 0) return { kind: 'empty' };
  return openPaymentAttempt(deps, {
    scope: { bookingRequestId: request.bookingId, kind: 'postBooking', cartId: cart.id },
    amount: total,
    keyPrefix: `post-booking:${cart.id}`,
    hash: file.state.session.hash,
    recheck: async (trx) => {
      const locked = await trx.selectFrom('post_booking_carts').select('status').where('id', '=', cart.id).forUpdate().executeTakeFirstOrThrow();
      return locked.status === 'open' ? null : { kind: 'closed' as const };
    },
  });
};
