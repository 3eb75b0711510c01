import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { BOOKING_ID, CART_ID, FakeAfterBookingGateway, RecordingNavigator, networkFailure, refusal } from '../../../tests/fakes/account';
import { FakePaymentProvider } from '../../../tests/fakes/checkout';
import { FakeAuthenticator, fakeSettings, httpFailure } from '../../../tests/fakes/search';
import { TEST_CARDS } from '../../contract/checkout';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { PostBookingPresenter } from './post-booking-presenter';

const ID = String(BOOKING_ID);
const CART = String(CART_ID);

const build = (options: { auth?: AuthenticationOutcome; provider?: FakePaymentProvider } = {}) => {
  const gateway = new FakeAfterBookingGateway();
  const provider = options.provider ?? new FakePaymentProvider();
  const navigator = new RecordingNavigator();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const presenter = new PostBookingPresenter(gateway, provider, fakeSettings(), navigator, authenticator);
  return { presenter, gateway, provider, navigator, authenticator };
};

const onChoice = async () => {
  const built = build();
  await built.presenter.routeEntered({ screen: 'postBooking', bookingId: ID });
  return built;
};

const selected = (presenter: PostBookingPresenter) => presenter.insurances.filter((i) => i.selected).map((i) => i.name);

describe('PostBookingPresenter: choice page', () => {
  it('init loads the booking details, then the cart’s insurances and the cart', async () => {
    const { presenter, gateway, provider } = build();
    const entered = presenter.routeEntered({ screen: 'postBooking', bookingId: ID });
    expect(presenter.status).toBe('loading');
    await entered;
    expect(gateway.calls).toEqual([
      { method: 'postBookingInit', args: [ID] },
      { method: 'postBookingInsurances', args: [ID, CART] },
      { method: 'postBookingCart', args: [CART] },
    ]);
    expect(presenter.status).toBe('ready');
    expect(presenter.cartId).toBe(CART);
    expect(presenter.insurances.map((i) => i.name)).toEqual(['cabWeather', 'damageWaiver', 'assistance']);
    expect(presenter.view).toMatchObject({
      reference: 'SW-004711',
      productName: 'Bavaria Cruiser 46',
      dates: 'Aug 10, 2025 – Aug 13, 2025',
      items: [],
      total: '€0',
      canContinue: false,
      bookingHref: '/booking/4711/detail',
      choiceHref: '/post-booking/4711',
    });
    expect(presenter.view?.insurances[0]).toMatchObject({ name: 'cabWeather', priceText: '€30' });
    // The card is for the purchase page only.
    expect(provider.calls).toEqual([]);
  });

  it('a change sets loading (shown at once), sends the PUT, then refreshes the cart', async () => {
    const { presenter, gateway } = await onChoice();
    const release = gateway.hold('selectPostBookingInsurances');
    const toggled = presenter.insuranceToggled('cabWeather');
    expect(presenter.loading).toBe(true);
    expect(selected(presenter)).toEqual(['cabWeather']);
    expect(presenter.view?.canContinue).toBe(false);
    release();
    await toggled;
    expect(gateway.calls.slice(3)).toEqual([
      { method: 'selectPostBookingInsurances', args: [CART, { items: [{ name: 'cabWeather', selected: true }] }] },
      { method: 'postBookingCart', args: [CART] },
    ]);
    expect(presenter.loading).toBe(false);
    expect(presenter.cart).toEqual({ cartId: CART_ID, status: 'open', items: [{ name: 'cabWeather', title: 'Bad weather', amount: 3_000 }], totalAmount: 3_000 });
    expect(presenter.view).toMatchObject({ total: '€30', canContinue: true, items: [{ name: 'cabWeather', amountText: '€30' }] });

    await presenter.insuranceToggled('assistance');
    await presenter.insuranceToggled('cabWeather');
    expect(selected(presenter)).toEqual(['assistance']);
    expect(presenter.view?.total).toBe('€25');
  });

  it('one change at a time: a toggle while loading is ignored', async () => {
    const { presenter, gateway } = await onChoice();
    const release = gateway.hold('selectPostBookingInsurances');
    const first = presenter.insuranceToggled('cabWeather');
    await presenter.insuranceToggled('assistance');
    release();
    await first;
    expect(gateway.callsOf('selectPostBookingInsurances')).toHaveLength(1);
    expect(selected(presenter)).toEqual(['cabWeather']);
  });

  it('an insurance bought with the booking cannot be toggled', async () => {
    const { presenter, gateway } = await onChoice();
    await presenter.insuranceToggled('damageWaiver');
    expect(gateway.callsOf('selectPostBookingInsurances')).toEqual([]);
    expect(presenter.loading).toBe(false);
  });

  it('a refused change reverts the choice, stores the error, clears loading, and does not refresh the cart', async () => {
    const { presenter, gateway } = await onChoice();
    const before = presenter.insurances;
    gateway.failNext('selectPostBookingInsurances', refusal(409, 'insurance_not_available'));
    await presenter.insuranceToggled('cabWeather');
    expect(presenter.insurances).toBe(before);
    expect(selected(presenter)).toEqual([]);
    expect(presenter.loading).toBe(false);
    expect(presenter.errorKey).toBe('account:postBooking.errors.insurance_not_available');
    expect(gateway.callsOf('postBookingCart')).toHaveLength(1);

    gateway.failNext('selectPostBookingInsurances', networkFailure());
    await presenter.insuranceToggled('cabWeather');
    expect(presenter.errorKey).toBe('common:errors.network');
    expect(selected(presenter)).toEqual([]);
  });

  it('a change refused with a redirectUrl navigates there (replacing the page)', async () => {
    const { presenter, gateway, navigator } = await onChoice();
    gateway.failNext('selectPostBookingInsurances', refusal(409, 'post_booking_not_eligible', '/x', { redirectUrl: '/booking/4711/detail' }));
    await presenter.insuranceToggled('cabWeather');
    expect(navigator.navigations).toEqual([{ to: '/booking/4711/detail', replace: true }]);
    expect(presenter.loading).toBe(false);
  });

  it('a cart failure after an accepted change stores the error and clears loading (the change stays)', async () => {
    const { presenter, gateway } = await onChoice();
    gateway.failNext('postBookingCart', httpFailure(500));
    await presenter.insuranceToggled('cabWeather');
    expect(presenter.loading).toBe(false);
    expect(presenter.errorKey).toBe('common:errors.server');
    expect(selected(presenter)).toEqual(['cabWeather']);
    // The next change clears the error.
    await presenter.insuranceToggled('assistance');
    expect(presenter.errorKey).toBeNull();
    expect(presenter.view?.total).toBe('€55');
  });

  it('a cart failure at init stores the error; the page is still shown', async () => {
    const built = build();
    built.gateway.failNext('postBookingCart', httpFailure(500));
    await built.presenter.routeEntered({ screen: 'postBooking', bookingId: ID });
    expect(built.presenter.status).toBe('ready');
    expect(built.presenter.errorKey).toBe('common:errors.server');
    expect(built.presenter.cart).toBeNull();
  });

  it('an init failure stores the error; with a redirectUrl in its body it navigates there', async () => {
    const failing = build();
    failing.gateway.failNext('postBookingInit', httpFailure(500));
    await failing.presenter.routeEntered({ screen: 'postBooking', bookingId: ID });
    expect(failing.presenter.status).toBe('error');
    expect(failing.presenter.errorKey).toBe('common:errors.server');
    expect(failing.gateway.calls.map((c) => c.method)).toEqual(['postBookingInit']);

    const notEligible = build();
    notEligible.gateway.failNext('postBookingInit', refusal(409, 'post_booking_not_eligible', '/x', { redirectUrl: '/booking/4711/detail' }));
    await notEligible.presenter.routeEntered({ screen: 'postBooking', bookingId: ID });
    expect(notEligible.navigator.navigations).toEqual([{ to: '/booking/4711/detail', replace: true }]);
    expect(notEligible.gateway.calls.map((c) => c.method)).toEqual(['postBookingInit']);
  });

  it('retrying after an init failure clears the stored error once the page loads', async () => {
    const { presenter, gateway } = build();
    gateway.failNext('postBookingInit', httpFailure(500));
    await presenter.routeEntered({ screen: 'postBooking', bookingId: ID });
    expect(presenter.errorKey).toBe('common:errors.server');
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.errorKey).toBeNull();
  });

  it('init: a 401 signs in (menu) and loads again; 404 not found', async () => {
    const signedIn = build({ auth: { kind: 'success', authToken: 'tok' } });
    signedIn.gateway.failNext('postBookingInit', httpFailure(401));
    await signedIn.presenter.routeEntered({ screen: 'postBooking', bookingId: ID });
    expect(signedIn.authenticator.triggers).toEqual(['menu']);
    expect(signedIn.presenter.status).toBe('ready');

    const missing = build();
    await missing.presenter.routeEntered({ screen: 'postBooking', bookingId: '999' });
    expect(missing.presenter.status).toBe('notFound');
  });

  it('continue goes to the purchase page only when the cart total is above 0 and nothing is loading', async () => {
    const { presenter, gateway, navigator } = await onChoice();
    presenter.continueClicked();
    expect(navigator.navigations).toEqual([]);
    await presenter.insuranceToggled('cabWeather');
    const release = gateway.hold('selectPostBookingInsurances');
    const pending = presenter.insuranceToggled('assistance');
    presenter.continueClicked();
    expect(navigator.navigations).toEqual([]);
    release();
    await pending;
    presenter.continueClicked();
    expect(navigator.navigations).toEqual([{ to: `/post-booking/${ID}/purchase/${CART}`, replace: false }]);
  });
});

describe('PostBookingPresenter: purchase page', () => {
  const onPurchase = async (provider?: FakePaymentProvider) => {
    const built = build(provider ? { provider } : {});
    built.gateway.server.postBookingInsurances = built.gateway.server.postBookingInsurances.map((i) => (i.name === 'assistance' ? { ...i, selected: true } : i));
    await built.presenter.routeEntered({ screen: 'postBookingPurchase', bookingId: ID, cartId: CART });
    return built;
  };

  it('loads the purchase init, the insurances and the cart, and prepares the card', async () => {
    const { presenter, gateway, provider } = await onPurchase();
    expect(presenter.page).toBe('purchase');
    expect(gateway.calls.map((c) => c.method)).toEqual(['postBookingPurchaseInit', 'postBookingInsurances', 'postBookingCart']);
    expect(gateway.calls[0]?.args).toEqual([ID, CART]);
    expect(presenter.view?.total).toBe('€25');
    expect(provider.callsOf('load')).toHaveLength(1);
  });

  it('pays through the card and ends in status purchased', async () => {
    const { presenter, gateway, navigator } = await onPurchase();
    presenter.card.cardFieldChanged('number', TEST_CARDS.succeeds);
    presenter.card.cardFieldChanged('expiry', '12/30');
    presenter.card.cardFieldChanged('cvc', '123');
    await presenter.card.pay();
    expect(gateway.callsOf('startPostBookingPayment')).toEqual([{ method: 'startPostBookingPayment', args: [ID, CART] }]);
    expect(presenter.status).toBe('purchased');
    expect(presenter.card.progress).toBe('succeeded');
    expect(navigator.navigations).toEqual([]);
  });

  it('a declined card stays ready with the card’s message', async () => {
    const { presenter } = await onPurchase();
    presenter.card.cardFieldChanged('number', TEST_CARDS.declined);
    presenter.card.cardFieldChanged('expiry', '12/30');
    presenter.card.cardFieldChanged('cvc', '123');
    await presenter.card.pay();
    expect(presenter.status).toBe('ready');
    expect(presenter.card.errorKey).toBe('checkout:payment.declined');
  });

  it('a purchase-init failure with a redirectUrl navigates there', async () => {
    const built = build();
    built.gateway.failNext('postBookingPurchaseInit', refusal(409, 'cart_closed', '/x', { redirectUrl: '/booking/4711/detail' }));
    await built.presenter.routeEntered({ screen: 'postBookingPurchase', bookingId: ID, cartId: CART });
    expect(built.navigator.navigations).toEqual([{ to: '/booking/4711/detail', replace: true }]);
    expect(built.provider.calls).toEqual([]);
  });

  it('a payment start refused as cart_closed: its key on the card; with a redirectUrl, navigates there', async () => {
    const { presenter, gateway, navigator } = await onPurchase();
    presenter.card.cardFieldChanged('number', TEST_CARDS.succeeds);
    presenter.card.cardFieldChanged('expiry', '12/30');
    presenter.card.cardFieldChanged('cvc', '123');
    gateway.failNext('startPostBookingPayment', refusal(409, 'cart_closed'));
    await presenter.card.pay();
    expect(presenter.card.errorKey).toBe('account:postBooking.errors.cart_closed');
    expect(presenter.status).toBe('ready');
    // Shown once, by the card form: the page's alert stays empty (it would outlive the card's message).
    expect(presenter.errorKey).toBeNull();

    gateway.failNext('startPostBookingPayment', refusal(409, 'cart_empty', '/x', { redirectUrl: `/post-booking/${ID}` }));
    await presenter.card.pay();
    expect(navigator.navigations).toEqual([{ to: `/post-booking/${ID}`, replace: true }]);
    expect(presenter.card.errorKey).toBeNull();
  });

  it('a Stripe-like provider starts the purchase payment when the page loads', async () => {
    const { presenter, gateway } = await onPurchase(new FakePaymentProvider('stripe'));
    expect(gateway.callsOf('startPostBookingPayment')).toEqual([{ method: 'startPostBookingPayment', args: [ID, CART] }]);
    expect(presenter.card.clientSecret).toBe('pb_1_secret_test');
  });
});
