import { Hono, type Context } from 'hono';
import {
  DeclineBody,
  ModificationBody,
  PostBookingSelectionBody,
  ReviewAnswerBody,
  ReviewBody,
  type AccountBookings,
  type AccountFavourites,
  type BalancePayment,
  type BalancePaymentSuccess,
  type BookingDetail,
  type CancellationResult,
  type ModificationAnswer,
  type ModificationRequested,
  type PostBookingCart,
  type PostBookingInit,
  type PostBookingInsurances,
  type RequestAnswerResult,
} from '../../src/contract/bookings';
import { declineReasonProblem, type RequestAnswer } from '../../src/domain/booking/request-answer';
import type { PaymentStart } from '../../src/contract/checkout';
import { formatRoute } from '../../src/domain/routing/route';
import type { ApiErrorBody } from '../../src/contract/common';
import { authorize } from '../auth/authorize';
import type { SessionUser } from '../auth/sessions';
import { balancePaymentSuccessView, balancePaymentView, startBalancePayment } from '../bookings/balance-payment';
import { bookingIdsOf, loadBookingFile } from '../bookings/booking-file';
import { bookingDetailOf, bookingSummaryOf } from '../bookings/booking-views';
import { cancelBooking } from '../bookings/cancel-booking';
import { answerModification, requestModification, startModificationPayment } from '../bookings/modification';
import { answerBookingRequest } from '../bookings/request-answers';
import { answerReview, snoozeReview, writeReview } from '../bookings/reviews';
import {
  bookingDetailUrl,
  cartInsurancesView,
  cartView,
  eligibilityOf,
  loadPostBookingCart,
  openCartOf,
  postBookingInitView,
  selectCartInsurances,
  startCartPayment,
} from '../bookings/post-booking';
import type { ViewContext } from '../checkout/checkout-views';
import type { AppEnv, ServerDeps } from '../http/env';
import { idParam } from '../http/id-param';
import { apiError, validateBody } from '../http/validate';
import { PaymentProviderError } from '../payments/payment-gateway';
import { placeDirectory } from '../search/place-directory';
import { loadProductSummaries } from '../search/product-summaries';
import { todayOf } from '../search/search-request';
import { createPaymentAdapters, type PaymentAdapters } from './payments';

const bookingNotFound = (c: Context) => apiError(c, 404, 'booking_not_found', { message: 'No such booking.' });
const conflict = (c: Context, error: string, message: string, extra: Partial<ApiErrorBody> = {}) => apiError(c, 409, error, { message, ...extra });
const providerUnavailable = (c: Context) =>
  c.json<ApiErrorBody>({ error: 'payment_provider_unavailable', message: 'The payment provider cannot be reached; please try again.' }, 502);

const contextOf = async (c: Context<AppEnv>, deps: ServerDeps, user: SessionUser): Promise<ViewContext> => ({
  language: c.get('locale'),
  directory: await placeDirectory(deps.db),
  today: todayOf(deps).today,
  tenantEmail: user.email,
});

/** Starts a card payment, answering 502 when the provider cannot be reached (nothing recorded). */
const startingPayment = async <R>(c: Context, start: () => Promise<R>): Promise<{ ok: true; value: R } | { ok: false; response: Response }> => {
  try {
    return { ok: true, value: await start() };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`[payment start] ${error.message}`);
    return { ok: false, response: providerUnavailable(c) };
  }
};

/**
 * After the booking (issue [5]): the account's bookings and favourites, a booking's page, its cancellation and change
 * request, the balance payment and insurance bought after booking. Privacy by query everywhere: a booking, cart or
 * balance payment of someone else is simply not found (404); a visitor gets 401.
 */
export const bookingRoutes = (deps: ServerDeps, overrides: Partial<PaymentAdapters> = {}) => {
  const adapters = createPaymentAdapters(deps, overrides);
  const paymentDeps = { db: deps.db, now: deps.now, gateway: adapters.gateway };
  const bookingDeps = { db: deps.db, now: deps.now, gateway: adapters.gateway, email: adapters.email, publicUrl: deps.config.publicUrl, push: adapters.push };

  /** The owner (or staff) answers a booking request ([6]); the tenant gets 403, anyone else 404. */
  const answerRequestRoute = async (c: Context<AppEnv>, answer: RequestAnswer) => {
    const auth = await authorize(c, deps);
    if (!auth.ok) return auth.response;
    let reason: string | null = null;
    if (answer === 'decline') {
      const body = await validateBody(c, DeclineBody);
      if (!body.ok) return body.response;
      reason = body.value.reason ?? null;
      if (declineReasonProblem(reason)) {
        return c.json<ApiErrorBody>({ error: 'decline_invalid', message: 'The reason has at most 1,000 characters.', details: ['reason: account:request.errors.reasonTooLong'] }, 400);
      }
    }
    const result = await answerBookingRequest(bookingDeps, {
      bookingId: idParam(c, 'id'),
      user: { id: auth.user.id, isStaff: auth.user.roles.includes('staff') },
      answer,
      reason,
    });
    switch (result.kind) {
      case 'not_found':
        return bookingNotFound(c);
      case 'forbidden':
        return apiError(c, 403, 'forbidden', { message: 'Only the owner answers a booking request.' });
      case 'not_awaiting_owner':
        return conflict(c, 'booking_not_awaiting_owner', 'This booking request is no longer waiting for an answer.');
      case 'deadline_passed':
        return conflict(c, 'response_deadline_passed', 'The time to answer this booking request has passed: it has expired.');
      case 'answered':
        return c.json<RequestAnswerResult>({ status: result.status, refunded: result.refunded });
    }
  };

  /** The owner answers the tenant's change request. */
  const answerChange = async (c: Context<AppEnv>, accept: boolean) => {
    const auth = await authorize(c, deps);
    if (!auth.ok) return auth.response;
    const result = await answerModification(
      { db: deps.db, now: deps.now, gateway: adapters.gateway, email: adapters.email, publicUrl: deps.config.publicUrl },
      { bookingId: idParam(c, 'id'), userId: auth.user.id, accept },
    );
    switch (result.kind) {
      case 'not_found':
        return bookingNotFound(c);
      case 'forbidden':
        return apiError(c, 403, 'forbidden', { message: 'Only the owner answers a change request.' });
      case 'not_pending':
        return conflict(c, 'modification_not_pending', 'There is no change request waiting for an answer.');
      case 'dates_not_available':
        return conflict(c, 'dates_not_available', 'The boat is no longer available on these dates.');
      case 'declined':
        return c.json<ModificationAnswer>({ status: 'declined', amountToPay: 0, refunded: 0 });
      case 'awaitingPayment':
        return c.json<ModificationAnswer>({ status: 'accepted', amountToPay: result.amount, refunded: 0 });
      case 'applied':
        return c.json<ModificationAnswer>({ status: 'applied', amountToPay: 0, refunded: result.refunded });
    }
  };

  return new Hono<AppEnv>()
    .get('/account/bookings', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const context = await contextOf(c, deps, auth.user);
      const files = await Promise.all((await bookingIdsOf(deps.db, auth.user.id)).map((id) => loadBookingFile(deps.db, id, auth.user.id)));
      const summaries = files.flatMap((f) => (f ? [bookingSummaryOf(f, context)] : []));
      const upcoming = summaries.filter((s) => s.endDate >= context.today);
      const past = summaries.filter((s) => s.endDate < context.today).reverse();
      return c.json<AccountBookings>({ upcoming, past });
    })
    .get('/account/favourites', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const rows = await deps.db.selectFrom('favorites').select('product_id').where('user_id', '=', auth.user.id).orderBy('created_at', 'desc').limit(200).execute();
      const favourites = await loadProductSummaries(
        deps.db,
        rows.map((r) => r.product_id),
        auth.user.id,
        { directory: await placeDirectory(deps.db), language: c.get('locale') },
      );
      return c.json<AccountFavourites>({ favourites });
    })
    .get('/bookings/:id', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const file = await loadBookingFile(deps.db, idParam(c, 'id'), auth.user.id);
      if (!file) return bookingNotFound(c);
      return c.json<BookingDetail>(bookingDetailOf(file, await contextOf(c, deps, auth.user), deps.now()));
    })
    .post('/bookings/:id/cancel', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const result = await cancelBooking(bookingDeps, { bookingId: idParam(c, 'id'), userId: auth.user.id });
      switch (result.kind) {
        case 'not_found':
          return bookingNotFound(c);
        case 'not_cancellable':
          return conflict(c, result.reason === 'departed' ? 'booking_departed' : 'booking_not_cancellable', result.reason === 'departed' ? 'The trip has started: it can no longer be cancelled.' : 'This booking can no longer be cancelled.');
        case 'cancelled':
          return c.json<CancellationResult>({ status: result.status, refunded: result.refunded });
      }
    })
    .post('/bookings/:id/accept', (c) => answerRequestRoute(c, 'accept'))
    .post('/bookings/:id/decline', (c) => answerRequestRoute(c, 'decline'))
    .post('/bookings/:id/modification', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, ModificationBody);
      if (!body.ok) return body.response;
      const result = await requestModification(deps.db, { bookingId: idParam(c, 'id'), userId: auth.user.id, body: body.value, now: deps.now() });
      switch (result.kind) {
        case 'not_found':
          return bookingNotFound(c);
        case 'invalid':
          return c.json<ApiErrorBody>({ error: 'modification_invalid', message: result.message }, 400);
        case 'refused':
          return conflict(c, result.error, result.message);
        case 'requested':
          return c.json<ModificationRequested>({ status: 'pending', priceDifference: result.priceDifference, newTotal: result.newTotal }, 201);
      }
    })
    .post('/bookings/:id/modification/accept', (c) => answerChange(c, true))
    .post('/bookings/:id/modification/decline', (c) => answerChange(c, false))
    .post('/bookings/:id/modification/payment', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const started = await startingPayment(c, () => startModificationPayment(paymentDeps, { bookingId: idParam(c, 'id'), userId: auth.user.id }));
      if (!started.ok) return started.response;
      const result = started.value;
      if (result.kind === 'not_found') return bookingNotFound(c);
      if (result.kind === 'not_payable') return conflict(c, 'modification_not_payable', 'There is no accepted change to pay for this booking.');
      return c.json<PaymentStart>(result.payment);
    })
    .post('/bookings/:id/review', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, ReviewBody);
      if (!body.ok) return body.response;
      const result = await writeReview(deps.db, { bookingId: idParam(c, 'id'), userId: auth.user.id, ...body.value, language: c.get('locale'), now: deps.now() });
      switch (result.kind) {
        case 'not_found':
          return bookingNotFound(c);
        case 'invalid':
          return c.json<ApiErrorBody>({ error: 'review_invalid', message: 'Give 1 to 5 stars and at most 2,000 characters.', details: result.problems }, 400);
        case 'not_allowed':
          return conflict(c, 'review_not_possible', 'This trip cannot be reviewed (not over yet, already reviewed, or too long ago).');
        case 'written':
          return c.body(null, 201);
      }
    })
    .post('/bookings/:id/review/snooze', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      return (await snoozeReview(deps.db, { bookingId: idParam(c, 'id'), userId: auth.user.id, now: deps.now() })) ? c.body(null, 204) : bookingNotFound(c);
    })
    .post('/bookings/:id/review/answer', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, ReviewAnswerBody);
      if (!body.ok) return body.response;
      const result = await answerReview(deps.db, { bookingId: idParam(c, 'id'), userId: auth.user.id, text: body.value.text, now: deps.now() });
      switch (result.kind) {
        case 'not_found':
          return bookingNotFound(c);
        case 'invalid':
          return c.json<ApiErrorBody>({ error: 'answer_invalid', message: 'An answer has 1 to 2,000 characters.' }, 400);
        case 'already_answered':
          return conflict(c, 'already_answered', 'This review already has your answer.');
        case 'answered':
          return c.body(null, 204);
      }
    })
    .get('/balance-payment/:id', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const file = await loadBookingFile(deps.db, idParam(c, 'id'), auth.user.id, { tenantOnly: true });
      if (!file) return bookingNotFound(c);
      return c.json<BalancePayment>(await balancePaymentView(deps.db, file, await contextOf(c, deps, auth.user)));
    })
    .post('/balance-payment/:id/payment', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const started = await startingPayment(c, () => startBalancePayment(paymentDeps, { bookingId: idParam(c, 'id'), userId: auth.user.id }));
      if (!started.ok) return started.response;
      const result = started.value;
      switch (result.kind) {
        case 'started':
          return c.json<PaymentStart>(result.payment);
        case 'not_found':
          return bookingNotFound(c);
        case 'already_paid':
          return conflict(c, 'already_paid', 'The balance is already paid.');
        case 'nothing_to_pay':
          return conflict(c, 'nothing_to_pay', 'This booking was paid in full: there is no balance.');
        case 'not_payable':
          return conflict(c, 'balance_not_payable', 'The balance can be paid once the owner has accepted the booking.');
      }
    })
    .get('/balance-payment/:id/success', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const file = await loadBookingFile(deps.db, idParam(c, 'id'), auth.user.id, { tenantOnly: true });
      const success = file ? balancePaymentSuccessView(file, await contextOf(c, deps, auth.user)) : undefined;
      if (!success) return apiError(c, 404, 'balance_not_paid', { message: 'The balance of this booking is not paid.' });
      return c.json<BalancePaymentSuccess>(success);
    })
    .get('/post-booking/:bookingId/init', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const context = await contextOf(c, deps, auth.user);
      const file = await loadBookingFile(deps.db, idParam(c, 'bookingId'), auth.user.id, { tenantOnly: true });
      if (!file) return bookingNotFound(c);
      const eligibility = eligibilityOf(file, context.today);
      if (!eligibility.eligible) {
        return conflict(c, 'post_booking_not_eligible', 'Insurance can no longer be added to this booking.', {
          details: [eligibility.reason],
          redirectUrl: bookingDetailUrl(file.state.session.id, context),
        });
      }
      const cart = await openCartOf(deps.db, file.state.session.id, deps.now());
      return c.json<PostBookingInit>(await postBookingInitView(deps.db, file, cart, context));
    })
    .get('/post-booking/:bookingId/purchase/:cartId/init', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const context = await contextOf(c, deps, auth.user);
      const bookingId = idParam(c, 'bookingId');
      const file = await loadBookingFile(deps.db, bookingId, auth.user.id, { tenantOnly: true });
      const cart = file ? await loadPostBookingCart(deps.db, idParam(c, 'cartId'), auth.user.id, bookingId) : undefined;
      if (!file || !cart) return bookingNotFound(c);
      const backToChoice = formatPostBooking(bookingId, context);
      if (cart.status !== 'open') return conflict(c, 'cart_closed', 'This purchase is closed.', { redirectUrl: cart.status === 'paid' ? bookingDetailUrl(bookingId, context) : backToChoice });
      if (!eligibilityOf(file, context.today).eligible) {
        return conflict(c, 'post_booking_not_eligible', 'Insurance can no longer be added to this booking.', { redirectUrl: bookingDetailUrl(bookingId, context) });
      }
      if (cartView(file, cart, context.language).totalAmount <= 0) return conflict(c, 'cart_empty', 'Choose an insurance first.', { redirectUrl: backToChoice });
      return c.json<PostBookingInit>(await postBookingInitView(deps.db, file, cart, context));
    })
    .get('/post-booking/cart/:cartId', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const cart = await loadPostBookingCart(deps.db, idParam(c, 'cartId'), auth.user.id);
      const file = cart ? await loadBookingFile(deps.db, cart.booking_request_id, auth.user.id, { tenantOnly: true }) : undefined;
      if (!cart || !file) return apiError(c, 404, 'cart_not_found', { message: 'No such cart.' });
      return c.json<PostBookingCart>(cartView(file, cart, c.get('locale')));
    })
    .get('/post-booking/:bookingId/cart/:cartId/insurances', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const bookingId = idParam(c, 'bookingId');
      const cart = await loadPostBookingCart(deps.db, idParam(c, 'cartId'), auth.user.id, bookingId);
      const file = cart ? await loadBookingFile(deps.db, bookingId, auth.user.id, { tenantOnly: true }) : undefined;
      if (!cart || !file) return apiError(c, 404, 'cart_not_found', { message: 'No such cart.' });
      return c.json<PostBookingInsurances>(cartInsurancesView(file, cart, c.get('locale')));
    })
    .put('/post-booking/:cartId/insurances/selected', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, PostBookingSelectionBody);
      if (!body.ok) return body.response;
      const context = await contextOf(c, deps, auth.user);
      const result = await selectCartInsurances(deps.db, { cartId: idParam(c, 'cartId'), userId: auth.user.id, today: context.today, body: body.value });
      switch (result.kind) {
        case 'not_found':
          return apiError(c, 404, 'cart_not_found', { message: 'No such cart.' });
        case 'closed':
          return conflict(c, 'cart_closed', 'This purchase is closed.');
        case 'not_eligible':
          return conflict(c, 'post_booking_not_eligible', 'Insurance can no longer be added to this booking.', { redirectUrl: bookingDetailUrl(result.bookingId, context) });
        case 'not_available':
          return conflict(c, 'insurance_not_available', `This insurance cannot be added to this booking (${result.name}).`);
        case 'changed':
          // Stripe too must refuse the old selection's intent (the local provider reads the row, already canceled).
          for (const old of result.canceled) if (old.provider === adapters.gateway.provider) await adapters.gateway.cancelIntent(old.intentId);
          return c.json<PostBookingInsurances>(cartInsurancesView(result.file, result.cart, context.language));
      }
    })
    .post('/post-booking/:bookingId/purchase/:cartId/payment', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const context = await contextOf(c, deps, auth.user);
      const started = await startingPayment(c, () =>
        startCartPayment(paymentDeps, { bookingId: idParam(c, 'bookingId'), cartId: idParam(c, 'cartId'), userId: auth.user.id, today: context.today, language: context.language }),
      );
      if (!started.ok) return started.response;
      const result = started.value;
      switch (result.kind) {
        case 'started':
          return c.json<PaymentStart>(result.payment);
        case 'not_found':
          return bookingNotFound(c);
        case 'closed':
          return conflict(c, 'cart_closed', 'This purchase is closed.');
        case 'empty':
          return conflict(c, 'cart_empty', 'Choose an insurance first.');
        case 'not_eligible':
          return conflict(c, 'post_booking_not_eligible', 'Insurance can no longer be added to this booking.', { redirectUrl: bookingDetailUrl(result.bookingId, context) });
      }
    });
};

const formatPostBooking = (bookingId: number, context: Pick<ViewContext, 'language'>): string =>
  formatRoute({ screen: 'postBooking', bookingId: String(bookingId) }, context.language);
