import { Hono, type Context } from 'hono';
import type * as t from 'io-ts';
import {
  DownPaymentSelectedBody,
  ExtraSelectedBody,
  InsurancesSelectedBody,
  PromoCodeBody,
  type BookingSuccess,
  type CheckoutActivity,
  type CheckoutInsurances,
  type CheckoutSession,
  type CheckoutTracking,
  type DownPayment,
  type OptionalExtrasResponse,
  type PriceDetails,
  type PromoCodeResponse,
  type RentalTypeResponse,
} from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import { authorize } from '../auth/authorize';
import type { SessionUser } from '../auth/sessions';
import { applyPromoCode, selectDownPayment, selectExtra, selectInsurances, type ChangeRefused, type ChangeResult } from '../checkout/checkout-changes';
import { priceDetailsOf, storePriceSnapshot } from '../checkout/checkout-price';
import { loadCheckoutStateOf, loadSessionRow, refreshCheckoutState, type CheckoutState } from '../checkout/checkout-state';
import {
  activityView,
  downPaymentView,
  extrasView,
  hasBooking,
  insurancesView,
  rentalTypeView,
  sessionView,
  successView,
  trackingView,
  type ViewContext,
} from '../checkout/checkout-views';
import { isSessionExpired } from '../checkout/session-rules';
import type { Database } from '../db/schema';
import type { AppEnv, ServerDeps } from '../http/env';
import { validateBody } from '../http/validate';
import { currentPaymentAttempt } from '../payments/attempts';
import { bookingReference } from '../payments/payment-records';
import { placeDirectory } from '../search/place-directory';
import { todayOf } from '../search/search-request';
import type { Kysely } from 'kysely';

/** Session hashes are URL-safe random strings (newBookingHash); anything else is simply not found. */
const HASH = /^[A-Za-z0-9_-]{1,64}$/;
/** The request header that, with CHECKOUT_FAULTS=1, makes a change fail after its writes (rolled back). */
export const TEST_FAULT_HEADER = 'X-Test-Fault';
export const TEST_FAULT_CHECKOUT_CHANGE = 'checkout-change';

const errorResponse = (c: Context, status: 400 | 404 | 409 | 410 | 422 | 503, error: string, message: string) =>
  c.json<ApiErrorBody>({ error, message }, status);

const sessionNotFound = (c: Context) => errorResponse(c, 404, 'checkout_not_found', 'No such checkout session.');

interface Loaded {
  readonly user: SessionUser;
  readonly state: CheckoutState;
}

/**
 * The tenant's own session of the path's hash: 401 for a visitor, 404 for an unknown hash or another user's session
 * (privacy by query: loaded with the user in the where clause, never loaded then checked).
 */
const loadOwnSession = async (c: Context<AppEnv>, deps: ServerDeps): Promise<{ ok: true; value: Loaded } | { ok: false; response: Response }> => {
  const auth = await authorize(c, deps);
  if (!auth.ok) return auth;
  const hash = c.req.param('hash') ?? '';
  const session = HASH.test(hash) ? await loadSessionRow(deps.db, hash, { userId: auth.user.id }) : undefined;
  const state = session ? await loadCheckoutStateOf(deps.db, session) : undefined;
  if (!state) return { ok: false, response: sessionNotFound(c) };
  return { ok: true, value: { user: auth.user, state } };
};

const viewContext = async (c: Context<AppEnv>, deps: ServerDeps, user: SessionUser): Promise<ViewContext> => ({
  language: c.get('locale'),
  directory: await placeDirectory(deps.db),
  today: todayOf(deps).today,
  tenantEmail: user.email,
});

/** A GET answered from the tenant's session. */
const read = (deps: ServerDeps, answer: (c: Context<AppEnv>, loaded: Loaded) => Promise<Response> | Response) => async (c: Context<AppEnv>) => {
  const loaded = await loadOwnSession(c, deps);
  return loaded.ok ? answer(c, loaded.value) : loaded.response;
};

/** Thrown inside a change's transaction to roll it back and answer with the refusal. */
class ChangeRolledBack extends Error {
  constructor(readonly refused: ChangeRefused | { readonly status: 503; readonly error: string; readonly message: string }) {
    super(refused.error);
  }
}

type Apply<A> = (trx: Kysely<Database>, state: CheckoutState, body: A, c: Context<AppEnv>) => Promise<ChangeResult>;

/**
 * A PUT changing the tenant's session: in one transaction that locks the session's row (select … for update), the
 * session must still be open ('requested', else 409; expired: 410), the change is checked then written, the price is
 * recomputed here and stored as the snapshot with updated_at. A refused change writes nothing. The answer is built
 * from the state read back inside the transaction.
 */
const change = <A, O>(
  deps: ServerDeps,
  codec: t.Type<A, O, unknown>,
  apply: Apply<A>,
  answer: (c: Context<AppEnv>, state: CheckoutState, body: A) => Response,
) => async (c: Context<AppEnv>) => {
  const auth = await authorize(c, deps);
  if (!auth.ok) return auth.response;
  const hash = c.req.param('hash') ?? '';
  if (!HASH.test(hash)) return sessionNotFound(c);
  const body = await validateBody(c, codec);
  if (!body.ok) return body.response;
  const fault = deps.config.testFaults && c.req.header(TEST_FAULT_HEADER) === TEST_FAULT_CHECKOUT_CHANGE;
  const now = deps.now();
  try {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const session = await loadSessionRow(trx, hash, { userId: auth.user.id, lock: true });
      if (!session) return { kind: 'not_found' } as const;
      if (isSessionExpired(session, now)) return { kind: 'expired' } as const;
      if (session.status !== 'requested') return { kind: 'not_changeable' } as const;
      const state = await loadCheckoutStateOf(trx, session);
      if (!state) return { kind: 'not_found' } as const;
      const result = await apply(trx, state, body.value, c);
      if (!result.ok) throw new ChangeRolledBack(result.refused);
      const next = await refreshCheckoutState(trx, state);
      if (!next) throw new Error('The checkout session vanished inside its own transaction');
      await storePriceSnapshot(trx, next, now);
      if (fault) throw new ChangeRolledBack({ status: 503, error: 'test_fault', message: 'Injected fault (CHECKOUT_FAULTS): nothing was written.' });
      return { kind: 'changed', state: next } as const;
    });
    switch (outcome.kind) {
      case 'not_found':
        return sessionNotFound(c);
      case 'expired':
        return errorResponse(c, 410, 'checkout_expired', 'This checkout session has expired; please request the booking again.');
      case 'not_changeable':
        return errorResponse(c, 409, 'checkout_not_changeable', 'This booking can no longer be changed.');
      case 'changed':
        return answer(c, outcome.state, body.value);
    }
  } catch (error) {
    if (error instanceof ChangeRolledBack) return errorResponse(c, error.refused.status, error.refused.error, error.refused.message);
    throw error;
  }
};

/** The checkout calls of spec section 7: reads and changes of the tenant's checkout session. */
export const checkoutRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>()
    .get('/checkout/:hash', read(deps, async (c, { user, state }) => {
      const attempt = await currentPaymentAttempt(deps.db, state.session.id);
      const payment = attempt ? { clientSecret: attempt.clientSecret, isNewAttempt: attempt.isNewAttempt } : null;
      return c.json<CheckoutSession>(sessionView(state, await viewContext(c, deps, user), payment));
    }))
    .get('/checkout/:hash/activity', read(deps, async (c, { user, state }) => {
      const activity = activityView(state, await viewContext(c, deps, user));
      return activity ? c.json<CheckoutActivity>(activity) : errorResponse(c, 404, 'not_an_activity', 'This checkout session is not an activity booking.');
    }))
    .get('/checkout/:hash/price', read(deps, (c, { state }) => c.json<PriceDetails>(priceDetailsOf(state))))
    .get('/ps/:hash/insurances', read(deps, (c, { state }) => c.json<CheckoutInsurances>(insurancesView(state, c.get('locale')))))
    .get('/checkout/:hash/extra/rental-type', read(deps, (c, { state }) => c.json<RentalTypeResponse>(rentalTypeView(state, c.get('locale')))))
    .get('/checkout/:hash/extras', read(deps, (c, { state }) => c.json<OptionalExtrasResponse>(extrasView(state))))
    .get('/checkout/:hash/tracking', read(deps, (c, { state }) => c.json<CheckoutTracking>(trackingView(state, priceDetailsOf(state), null))))
    .get('/checkout/:hash/tracking/:bookingId', read(deps, (c, { state }) => {
      // The purchase's payload: only for this session's booking, once it went through payment.
      if (c.req.param('bookingId') !== String(state.session.id) || !hasBooking(state.session)) {
        return errorResponse(c, 404, 'booking_not_found', 'No such booking for this checkout session.');
      }
      return c.json<CheckoutTracking>(trackingView(state, priceDetailsOf(state), bookingReference(state.session.id)));
    }))
    .get('/checkout/:hash/success', read(deps, async (c, { user, state }) => {
      if (!hasBooking(state.session)) return errorResponse(c, 404, 'booking_not_found', 'This checkout session is not paid yet.');
      const price = priceDetailsOf(state);
      const paid = await deps.db
        .selectFrom('payments')
        .select('amount')
        .where('booking_request_id', '=', state.session.id)
        .where('kind', '=', 'checkout')
        .where('status', '=', 'succeeded')
        .where('refund_needed', '=', false)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return c.json<BookingSuccess>(successView(state, await viewContext(c, deps, user), price, paid?.amount ?? price.checkoutPaymentAmount));
    }))
    .get('/checkout/:hash/down-payment', read(deps, (c, { state }) => c.json<DownPayment>(downPaymentView(state, todayOf(deps).today))))
    .put('/ps/:hash/insurances/selected', change(
      deps,
      InsurancesSelectedBody,
      (trx, state, body) => selectInsurances(trx, state, body),
      (c, state) => c.json<CheckoutInsurances>(insurancesView(state, c.get('locale'))),
    ))
    .put('/checkout/:hash/promo-code', change(
      deps,
      PromoCodeBody,
      (trx, state, body) => applyPromoCode(trx, state, body.promoCode, todayOf(deps).today),
      (c, state) => c.json<PromoCodeResponse>({ promoCode: state.session.promo_code }),
    ))
    .put('/checkout/:hash/down-payment/selected', change(
      deps,
      DownPaymentSelectedBody,
      (trx, state, body) => selectDownPayment(trx, state, body.isSelected, todayOf(deps).today),
      (c, state) => c.json<DownPayment>(downPaymentView(state, todayOf(deps).today)),
    ))
    .put('/checkout/:hash/extra/selected', change(
      deps,
      ExtraSelectedBody,
      (trx, state, body) => selectExtra(trx, state, body),
      (c, _state, body) => c.json<ExtraSelectedBody>({ polymorphExtraId: body.polymorphExtraId, isSelected: body.isSelected }),
    ));
