import type { Kysely } from 'kysely';
import type { PriceDetails } from '../../src/contract/checkout';
import type { Cart } from '../../src/domain/checkout/cart';
import { computePrice, type PriceBreakdown } from '../../src/domain/checkout/pricing';
import type { Database } from '../db/schema';
import { cartOf, loadCheckoutStateOf, loadSessionRow, type CheckoutState } from './checkout-state';

/**
 * The price of a checkout session, always computed here from the database (guide section 6: never from the client,
 * never from the stored snapshot). The payments read what to charge through loadCheckoutPrice.
 */

/** The cart of a session, or undefined for an unknown hash. */
export const loadCart = async (db: Kysely<Database>, hash: string): Promise<Cart | undefined> => {
  const session = await loadSessionRow(db, hash);
  const state = session ? await loadCheckoutStateOf(db, session) : undefined;
  return state ? cartOf(state) : undefined;
};

/** The price breakdown of a session (EUR cents), or undefined for an unknown hash. */
export const loadCheckoutPrice = async (db: Kysely<Database>, hash: string): Promise<PriceBreakdown | undefined> => {
  const cart = await loadCart(db, hash);
  return cart ? computePrice(cart) : undefined;
};

/** The price details answered by GET /checkout/{hash}/price and stored as the session's snapshot. */
export const priceDetailsOf = (state: CheckoutState): PriceDetails => {
  const price = computePrice(cartOf(state));
  return { currency: 'EUR', ...price, lines: [...price.lines] };
};

/** Stores the session's freshly computed price as its snapshot (and the change's instant); answers the price. */
export const storePriceSnapshot = async (db: Kysely<Database>, state: CheckoutState, now: Date): Promise<PriceDetails> => {
  const price = priceDetailsOf(state);
  await db
    .updateTable('booking_requests')
    .set({ price_snapshot: JSON.stringify(price), updated_at: now })
    .where('id', '=', state.session.id)
    .execute();
  return price;
};
