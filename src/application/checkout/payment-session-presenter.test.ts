import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../../../tests/fakes/foundation';
import { FakeAuthenticator, fakeSettings, settle } from '../../../tests/fakes/search';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import {
  CHECKOUT_HASH,
  FakeCheckoutGateway,
  FakePaymentProvider,
  checkoutActivity,
  checkoutHttpFailure,
  checkoutNetworkFailure,
  type CheckoutMethod,
} from '../../../tests/fakes/checkout';
import { TEST_CARDS, type CheckoutSession } from '../../contract/checkout';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { INSURANCE_NAMES, type InsuranceName } from '../../domain/checkout/cart';
import type { CurrencyRate } from '../../domain/currency/money';
import type { LanguageCode } from '../../domain/i18n/languages';
import type { ApiFailure } from '../shared/api-failure';
import { PaymentSessionPresenter } from './payment-session-presenter';

/** Also keeps the navigation options (a paid session replaces the URL). */
class RecordingNavigator extends FakeNavigator {
  readonly replaced: boolean[] = [];
  override navigate(to: string, options?: { replace?: boolean }) {
    this.replaced.push(options?.replace === true);
    super.navigate(to);
  }
}

const USD: CurrencyRate = { code: 'USD', rate: 1.0873, symbol: '$', minorUnits: 2 };

interface Options {
  session?: Partial<CheckoutSession>;
  auth?: AuthenticationOutcome;
  language?: LanguageCode;
  currency?: CurrencyRate;
  provider?: FakePaymentProvider;
}

const build = (options: Options = {}) => {
  const gateway = new FakeCheckoutGateway(options.session);
  const provider = options.provider ?? new FakePaymentProvider();
  const settings = fakeSettings({ language: options.language ?? 'en', ...(options.currency && { currency: options.currency }) });
  const navigator = new RecordingNavigator();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const analytics = new FakeAnalytics();
  const presenter = new PaymentSessionPresenter(gateway, provider, settings, navigator, authenticator, analytics);
  return { presenter, gateway, provider, navigator, authenticator, analytics };
};

/** A presenter whose page has loaded. */
const loaded = async (options: Options = {}) => {
  const built = build(options);
  await built.presenter.init(CHECKOUT_HASH);
  await settle();
  expect(built.presenter.status).toBe('ready');
  return built;
};

/** The tenant's choices as the page shows them (and the price they lead to). */
const choices = (p: PaymentSessionPresenter) => ({
  insurances: p.insurances?.value,
  extras: p.extras.value,
  rentalType: p.rentalType.value,
  downPayment: p.downPayment.value,
  promoCode: p.promoCode.value,
  price: p.price,
});

const fillCard = (p: PaymentSessionPresenter, number: string = TEST_CARDS.succeeds) => {
  p.cardFieldChanged('number', number);
  p.cardFieldChanged('expiry', '12/30');
  p.cardFieldChanged('cvc', '123');
};

/** "$1,023.58" → 102358; "-$97.86" → -9786; "$600" → 60000. */
const minorUnits = (formatted: string): number => {
  const negative = /[-−]/.test(formatted);
  const value = Math.round(Number(formatted.replace(/[^\d.]/g, '')) * 100);
  return negative ? -value : value;
};

describe('PaymentSessionPresenter: init', () => {
  it('loads the session, price, insurances, rental type, extras, down payment and tracking, and loads the card script', async () => {
    const { presenter, gateway, provider } = build();
    const init = presenter.init(CHECKOUT_HASH);
    expect(presenter.status).toBe('loading');
    expect(provider.callsOf('load')).toHaveLength(1);
    await init;
    await settle();
    expect(presenter.status).toBe('ready');
    expect(presenter.step).toBe(1);
    expect(gateway.calls.map((c) => c.method).sort()).toEqual(['downPayment', 'extras', 'insurances', 'price', 'rentalType', 'session', 'tracking']);
    expect(gateway.calls.every((c) => c.hash === CHECKOUT_HASH)).toBe(true);
    expect(presenter.session).toEqual(gateway.server.session);
    expect(presenter.price).toEqual(gateway.currentPrice());
    expect(presenter.insuranceTexts?.multiriskInsurance.title).toBe('Multirisk');
    // Touched where already selected; the unavailable weather cover is never selected.
    expect(presenter.insurances?.value).toEqual({
      cabWeather: { available: false, selected: false, touched: false },
      damageWaiver: { available: true, selected: true, touched: true },
      assistanceInsurance: { available: true, selected: false, touched: false },
      multiriskInsurance: { available: true, selected: false, touched: false },
    });
    expect(presenter.allInsurancesTouched).toBe(false);
    expect(presenter.rentalType.value).toEqual(gateway.server.rentalType);
    expect(presenter.canSelectRentalType).toBe(true);
    expect(presenter.extras.value.map((e) => [e.polymorphExtraId, e.quantity])).toEqual([
      ['extra-11', 0],
      ['extra-12', 1],
    ]);
    expect(presenter.downPayment.value).toEqual({ isEligible: true, isSelected: false, percentage: 30, balancePaymentDate: '2025-07-11' });
    expect(presenter.promoCode.value).toBe('');
    expect(presenter.tracking?.productId).toBe(101);
    expect(presenter.activity).toBeNull();
    expect(presenter.scriptState).toBe('loaded');
    expect(presenter.priceRefreshing).toBe(false);
    expect(presenter.payment).toBe('idle');
  });

  it('an activity session also loads the activity', async () => {
    const { presenter, gateway } = await loaded({ session: { isActivity: true, product: null } });
    expect(gateway.callsOf('activity')).toHaveLength(1);
    expect(presenter.activity).toEqual(checkoutActivity());
  });

  it('a 404 session is not found, and nothing else is loaded', async () => {
    const { presenter, gateway } = build();
    gateway.failOnce('session', checkoutHttpFailure(404, { error: 'not_found' }));
    await presenter.init(CHECKOUT_HASH);
    expect(presenter.status).toBe('notFound');
    expect(presenter.errorKey).toBe('common:errors.notFound');
    expect(gateway.calls.map((c) => c.method)).toEqual(['session']);
  });

  it('a 401 asks to sign in (trigger book) and loads again; an aborted sign-in leaves signInRequired', async () => {
    const signedIn = build({ auth: { kind: 'success', authToken: 't' } });
    signedIn.gateway.failOnce('session', checkoutHttpFailure(401));
    await signedIn.presenter.init(CHECKOUT_HASH);
    expect(signedIn.authenticator.triggers).toEqual(['book']);
    expect(signedIn.gateway.callsOf('session')).toHaveLength(2);
    expect(signedIn.presenter.status).toBe('ready');

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failOnce('session', checkoutHttpFailure(401));
    await aborted.presenter.init(CHECKOUT_HASH);
    expect(aborted.authenticator.triggers).toEqual(['book']);
    expect(aborted.gateway.callsOf('session')).toHaveLength(1);
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.gateway.callsOf('price')).toEqual([]);
  });

  it('a failing price stores the error with a message key (and the server message when there is one)', async () => {
    const plain = build();
    plain.gateway.failOnce('price', checkoutHttpFailure(500, { error: 'boom' }));
    await plain.presenter.init(CHECKOUT_HASH);
    expect(plain.presenter.status).toBe('error');
    expect(plain.presenter.errorKey).toBe('common:errors.server');
    expect(plain.presenter.price).toBeNull();

    const network = build();
    network.gateway.failOnce('price', checkoutNetworkFailure());
    await network.presenter.init(CHECKOUT_HASH);
    expect(network.presenter.errorKey).toBe('common:errors.network');

    const withMessage = build();
    withMessage.gateway.failOnce('price', checkoutHttpFailure(503, { message: 'Pricing is down' }));
    await withMessage.presenter.init(CHECKOUT_HASH);
    expect(withMessage.presenter.status).toBe('error');
    expect(withMessage.presenter.errorKey).toBe('checkout:errors.loadWithMessage');
    expect(withMessage.presenter.changeErrorKey).toBe('Pricing is down');
  });

  it('a session already paid goes to its success page (URL replaced, in the current language), no second payment', async () => {
    for (const status of ['awaitingOwner', 'paid', 'confirmed'] as const) {
      const { presenter, gateway, navigator } = build({ session: { status }, language: 'fr' });
      await presenter.init(CHECKOUT_HASH);
      expect(navigator.history).toEqual(['/fr/ps/abc123/success']);
      expect(navigator.replaced).toEqual([true]);
      expect(gateway.callsOf('price')).toEqual([]);
      expect(gateway.callsOf('startPayment')).toEqual([]);
    }
  });

  it('pushes begin_checkout with the tracking on init; a tracking failure only skips it', async () => {
    const { presenter, analytics } = await loaded();
    expect(analytics.events).toEqual([{ event: 'begin_checkout', step: 1, checkout: presenter.tracking }]);

    const untracked = build();
    untracked.gateway.failOnce('tracking', checkoutHttpFailure(500));
    await untracked.presenter.init(CHECKOUT_HASH);
    expect(untracked.presenter.status).toBe('ready');
    expect(untracked.presenter.tracking).toBeNull();
    expect(untracked.analytics.events).toEqual([]);
  });
});

describe('PaymentSessionPresenter: changes', () => {
  it('an insurance is sent only when its value changes; priceRefreshing holds until the new price is in', async () => {
    const { presenter, gateway } = await loaded();
    const before = presenter.price;
    presenter.insurancePicked('damageWaiver', true);
    expect(gateway.callsOf('selectInsurances')).toEqual([]);
    expect(presenter.priceRefreshing).toBe(false);

    const releasePrice = gateway.hold('price');
    presenter.insurancePicked('multiriskInsurance', true);
    expect(presenter.priceRefreshing).toBe(true);
    expect(presenter.insurances?.value.multiriskInsurance).toEqual({ available: true, selected: true, touched: true });
    expect(gateway.callsOf('selectInsurances').at(-1)?.body).toEqual({
      cabWeather: false,
      damageWaiver: true,
      assistanceInsurance: false,
      multiriskInsurance: true,
    });
    await settle();
    // Sent, the price being refetched: still refreshing, and other changes wait.
    expect(gateway.callsOf('price')).toHaveLength(2);
    expect(presenter.priceRefreshing).toBe(true);
    presenter.extraToggled('extra-11', true);
    presenter.downPaymentChosen(true);
    expect(gateway.callsOf('selectExtra')).toEqual([]);
    expect(gateway.callsOf('selectDownPayment')).toEqual([]);
    releasePrice();
    await settle();
    expect(presenter.priceRefreshing).toBe(false);
    expect(presenter.price).not.toEqual(before);
    expect(presenter.price).toEqual(gateway.currentPrice());
    expect(presenter.price?.insurances).toBe(4_500 + 6_000);
    expect(presenter.insurances?.pending).toBeNull();
    expect(presenter.changeErrorKey).toBeNull();
  });

  it('multirisk then assistance turns multirisk off and sends both flags; noInsuranceChosen turns both off', async () => {
    const { presenter, gateway } = await loaded();
    presenter.insurancePicked('multiriskInsurance', true);
    await settle();
    presenter.insurancePicked('assistanceInsurance', true);
    expect(presenter.insurances?.value.multiriskInsurance).toEqual({ available: true, selected: false, touched: true });
    expect(presenter.insurances?.value.assistanceInsurance).toEqual({ available: true, selected: true, touched: true });
    expect(gateway.callsOf('selectInsurances').at(-1)?.body).toMatchObject({ multiriskInsurance: false, assistanceInsurance: true });
    await settle();
    expect(presenter.allInsurancesTouched).toBe(true);
    expect(gateway.server.insurances.assistanceInsurance.selected).toBe(true);

    presenter.noInsuranceChosen();
    expect(gateway.callsOf('selectInsurances').at(-1)?.body).toEqual({
      cabWeather: false,
      damageWaiver: true,
      assistanceInsurance: false,
      multiriskInsurance: false,
    });
    await settle();
    expect(presenter.insurances?.value.assistanceInsurance.selected).toBe(false);
    expect(presenter.insurances?.value.multiriskInsurance.selected).toBe(false);
    expect(presenter.price?.insurances).toBe(4_500);
    // Already none: nothing to send again.
    presenter.noInsuranceChosen();
    expect(gateway.callsOf('selectInsurances')).toHaveLength(3);
  });

  it('noInsuranceChosen at first only marks both answered, with no call', async () => {
    const { presenter, gateway } = await loaded();
    presenter.noInsuranceChosen();
    expect(gateway.callsOf('selectInsurances')).toEqual([]);
    expect(presenter.insurances?.value.multiriskInsurance).toEqual({ available: true, selected: false, touched: true });
    expect(presenter.insurances?.value.assistanceInsurance).toEqual({ available: true, selected: false, touched: true });
    expect(presenter.allInsurancesTouched).toBe(true);
  });

  it('a failed insurance change restores the insurances exactly (touched flags too) and sets changeErrorKey', async () => {
    const { presenter, gateway } = await loaded();
    const before = choices(presenter);
    gateway.failOnce('selectInsurances', checkoutHttpFailure(500));
    presenter.insurancePicked('multiriskInsurance', true);
    expect(presenter.insurances?.value.multiriskInsurance.touched).toBe(true);
    await settle();
    expect(choices(presenter)).toEqual(before);
    expect(presenter.insurances?.value.multiriskInsurance).toEqual({ available: true, selected: false, touched: false });
    expect(presenter.changeErrorKey).toBe('checkout:errors.changeFailed');
    expect(presenter.priceRefreshing).toBe(false);
    expect(gateway.callsOf('price')).toHaveLength(1);
    // The next change clears the error.
    presenter.insurancePicked('multiriskInsurance', true);
    expect(presenter.changeErrorKey).toBeNull();
  });

  it('failure keys: 409 not changeable, 410 expired, other 4xx refused, network', async () => {
    for (const [failure, key] of [
      [checkoutHttpFailure(409), 'checkout:errors.notChangeable'],
      [checkoutHttpFailure(410), 'checkout:errors.expired'],
      [checkoutHttpFailure(400), 'checkout:errors.changeRefused'],
      [checkoutNetworkFailure(), 'common:errors.network'],
    ] as const) {
      const { presenter, gateway } = await loaded();
      gateway.failOnce('selectExtra', failure);
      presenter.extraToggled('extra-11', true);
      await settle();
      expect(presenter.changeErrorKey).toBe(key);
    }
  });

  it('down payment: the same choice sends nothing; a new one is sent, the answer kept and the price refetched; a failure reverts', async () => {
    const { presenter, gateway } = await loaded();
    presenter.downPaymentChosen(false);
    expect(gateway.callsOf('selectDownPayment')).toEqual([]);

    presenter.downPaymentChosen(true);
    expect(presenter.priceRefreshing).toBe(true);
    expect(presenter.downPayment.value?.isSelected).toBe(true);
    expect(gateway.callsOf('selectDownPayment')).toEqual([{ method: 'selectDownPayment', hash: CHECKOUT_HASH, body: { isSelected: true } }]);
    await settle();
    expect(presenter.priceRefreshing).toBe(false);
    const price = gateway.currentPrice();
    expect(presenter.price).toEqual(price);
    expect(price.downPaymentAmount).toBe(Math.round(price.online * 0.3));
    expect(presenter.priceView?.balance).not.toBeNull();
    presenter.downPaymentChosen(true);
    expect(gateway.callsOf('selectDownPayment')).toHaveLength(1);

    const before = choices(presenter);
    gateway.failOnce('selectDownPayment', checkoutHttpFailure(503));
    presenter.downPaymentChosen(false);
    expect(presenter.downPayment.value?.isSelected).toBe(false);
    await settle();
    expect(choices(presenter)).toEqual(before);
    expect(presenter.changeErrorKey).toBe('checkout:errors.changeFailed');
    expect(presenter.priceRefreshing).toBe(false);
  });

  it('a session not eligible for a down payment never sends one', async () => {
    const built = build();
    built.gateway.server.downPayment = { ...built.gateway.server.downPayment, isEligible: false };
    await built.presenter.init(CHECKOUT_HASH);
    built.presenter.downPaymentChosen(true);
    expect(built.gateway.callsOf('selectDownPayment')).toEqual([]);
  });

  it('an extra is sent only when its state changes; a failure restores the extras', async () => {
    const { presenter, gateway } = await loaded();
    presenter.extraToggled('extra-12', true);
    presenter.extraToggled('extra-11', false);
    presenter.extraToggled('no-such-extra', true);
    expect(gateway.callsOf('selectExtra')).toEqual([]);

    presenter.extraToggled('extra-11', true);
    expect(gateway.callsOf('selectExtra').at(-1)?.body).toEqual({ polymorphExtraId: 'extra-11', isSelected: true });
    expect(presenter.priceRefreshing).toBe(true);
    await settle();
    expect(presenter.extras.value.find((e) => e.polymorphExtraId === 'extra-11')?.quantity).toBe(1);
    expect(presenter.price?.extras).toBe(3_000 + 4 * 500);

    const before = choices(presenter);
    gateway.failOnce('selectExtra', checkoutHttpFailure(500));
    presenter.extraToggled('extra-12', false);
    expect(presenter.extras.value.find((e) => e.polymorphExtraId === 'extra-12')?.quantity).toBe(0);
    await settle();
    expect(choices(presenter)).toEqual(before);
    expect(presenter.changeErrorKey).toBe('checkout:errors.changeFailed');
  });

  it('a mandatory extra cannot be toggled', async () => {
    const built = build();
    const [first, second] = built.gateway.server.extras;
    built.gateway.server.extras = [first!, { ...second!, isMandatory: true }];
    await built.presenter.init(CHECKOUT_HASH);
    built.presenter.extraToggled('extra-12', false);
    expect(built.gateway.callsOf('selectExtra')).toEqual([]);
  });

  it('a failed price refetch ends the refreshing and keeps the last price (the change itself stays)', async () => {
    const { presenter, gateway } = await loaded();
    const last = presenter.price;
    gateway.failOnce('price', checkoutHttpFailure(500));
    presenter.insurancePicked('assistanceInsurance', true);
    await settle();
    expect(gateway.callsOf('price')).toHaveLength(2);
    expect(presenter.priceRefreshing).toBe(false);
    expect(presenter.price).toBe(last);
    expect(presenter.insurances?.value.assistanceInsurance.selected).toBe(true);
    expect(presenter.changeErrorKey).toBeNull();
  });

  it('rental type: select and unselect are sent with its id; a failure reverts', async () => {
    const { presenter, gateway } = await loaded();
    presenter.rentalTypeUnselected();
    expect(gateway.callsOf('selectExtra')).toEqual([]);

    presenter.rentalTypeSelected();
    expect(presenter.rentalType.value?.wantedQuantity).toBe(1);
    expect(presenter.canSelectRentalType).toBe(false);
    expect(gateway.callsOf('selectExtra').at(-1)?.body).toEqual({ polymorphExtraId: 'rental-type-7', isSelected: true });
    await settle();
    expect(presenter.price?.lines.find((l) => l.kind === 'rentalType')).toEqual({ kind: 'rentalType', label: 'Skipper', amount: 54_000, payAt: 'online', quantity: 3 });
    // Already chosen: selecting again sends nothing.
    presenter.rentalTypeSelected();
    expect(gateway.callsOf('selectExtra')).toHaveLength(1);

    const chosen = choices(presenter);
    gateway.failOnce('selectExtra', checkoutHttpFailure(500));
    presenter.rentalTypeUnselected();
    expect(presenter.rentalType.value?.wantedQuantity).toBe(0);
    expect(gateway.callsOf('selectExtra').at(-1)?.body).toEqual({ polymorphExtraId: 'rental-type-7', isSelected: false });
    await settle();
    expect(choices(presenter)).toEqual(chosen);
    expect(presenter.rentalType.value?.wantedQuantity).toBe(1);
    expect(presenter.changeErrorKey).toBe('checkout:errors.changeFailed');

    presenter.rentalTypeUnselected();
    await settle();
    expect(presenter.rentalType.value?.wantedQuantity).toBe(0);
    expect(presenter.price?.lines.some((l) => l.kind === 'rentalType')).toBe(false);

    gateway.failOnce('selectExtra', checkoutNetworkFailure());
    presenter.rentalTypeSelected();
    await settle();
    expect(presenter.rentalType.value?.wantedQuantity).toBe(0);
    expect(presenter.canSelectRentalType).toBe(true);
  });
});

describe('PaymentSessionPresenter: promo code', () => {
  it('an unknown code keeps the text and shows its error without rollback; a valid one applies; removing sends an empty code', async () => {
    const { presenter, gateway } = await loaded();
    const priceBefore = presenter.price;
    presenter.promoCodeTyped('BOGUS');
    presenter.promoCodeSubmitted();
    expect(presenter.priceRefreshing).toBe(true);
    await settle();
    expect(gateway.callsOf('applyPromoCode')).toEqual([{ method: 'applyPromoCode', hash: CHECKOUT_HASH, body: { promoCode: 'BOGUS' } }]);
    expect(presenter.promoCode.value).toBe('BOGUS');
    expect(presenter.promoCode.error).toBe('checkout:promoCode.errors.promo_code_unknown');
    expect(presenter.changeErrorKey).toBeNull();
    expect(presenter.session?.promoCode).toBeNull();
    expect(presenter.price).toBe(priceBefore);
    expect(presenter.priceRefreshing).toBe(false);

    // Typing clears the error; a valid code (normalised) applies and the price follows.
    presenter.promoCodeTyped(' welcome10 ');
    expect(presenter.promoCode.error).toBeNull();
    presenter.promoCodeSubmitted();
    await settle();
    expect(gateway.callsOf('applyPromoCode').at(-1)?.body).toEqual({ promoCode: 'WELCOME10' });
    expect(presenter.session?.promoCode).toBe('WELCOME10');
    expect(presenter.promoCode.value).toBe('WELCOME10');
    expect(presenter.promoCode.error).toBeNull();
    expect(presenter.price?.promoCodeAmount).toBe(8_100);
    expect(presenter.price).toEqual(gateway.currentPrice());
    // The same code again: nothing to send.
    presenter.promoCodeSubmitted();
    expect(gateway.callsOf('applyPromoCode')).toHaveLength(2);

    presenter.promoCodeRemoved();
    await settle();
    expect(gateway.callsOf('applyPromoCode').at(-1)?.body).toEqual({ promoCode: '' });
    expect(presenter.session?.promoCode).toBeNull();
    expect(presenter.promoCode.value).toBe('');
    expect(presenter.price?.promoCodeAmount).toBe(0);
    // No code any more: removing sends nothing.
    presenter.promoCodeRemoved();
    expect(gateway.callsOf('applyPromoCode')).toHaveLength(3);
  });

  it('an empty code is required and sends nothing', async () => {
    const { presenter, gateway } = await loaded();
    presenter.promoCodeTyped('   ');
    presenter.promoCodeSubmitted();
    expect(presenter.promoCode.error).toBe('checkout:promoCode.errors.required');
    expect(presenter.priceRefreshing).toBe(false);
    expect(gateway.callsOf('applyPromoCode')).toEqual([]);
  });

  it('a promo code failure that is not a known code error shows the change error key by the field', async () => {
    const { presenter, gateway } = await loaded();
    gateway.failOnce('applyPromoCode', checkoutHttpFailure(500));
    presenter.promoCodeTyped('WELCOME10');
    presenter.promoCodeSubmitted();
    await settle();
    expect(presenter.promoCode.value).toBe('WELCOME10');
    expect(presenter.promoCode.error).toBe('checkout:errors.changeFailed');
    expect(presenter.priceRefreshing).toBe(false);
  });
});

describe('PaymentSessionPresenter: payment', () => {
  it('card problems block the payment with no call', async () => {
    const { presenter, gateway, provider } = await loaded();
    await presenter.continueToPaymentClicked();
    presenter.cardFieldChanged('number', '4242');
    await presenter.payClicked();
    expect(presenter.cardTouched).toBe(true);
    expect(presenter.cardProblems).toEqual({ number: 'checkout:card.errors.number', expiry: 'checkout:card.errors.expiry', cvc: 'checkout:card.errors.cvc' });
    expect(presenter.payment).toBe('idle');
    expect(gateway.callsOf('startPayment')).toEqual([]);
    expect(provider.callsOf('confirm')).toEqual([]);
  });

  it('pay pressed twice at once starts one payment and confirms once, then goes to the success page', async () => {
    const { presenter, gateway, provider, navigator } = await loaded({ language: 'fr' });
    await presenter.continueToPaymentClicked();
    fillCard(presenter, '4242 4242 4242 4242');
    await Promise.all([presenter.payClicked(), presenter.payClicked()]);
    expect(gateway.callsOf('startPayment')).toHaveLength(1);
    expect(provider.callsOf('confirm')).toEqual([
      { method: 'confirm', clientSecret: 'pi_1_secret_test', card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } },
    ]);
    expect(presenter.payment).toBe('succeeded');
    expect(navigator.history).toEqual(['/fr/ps/abc123/success']);
  });

  it('a declined card: the error key and message, payment idle again, the choices kept', async () => {
    const { presenter, navigator } = await loaded();
    presenter.insurancePicked('multiriskInsurance', true);
    await settle();
    await presenter.continueToPaymentClicked();
    const before = choices(presenter);
    fillCard(presenter, TEST_CARDS.declined);
    await presenter.payClicked();
    expect(presenter.paymentErrorKey).toBe('checkout:payment.declined');
    expect(presenter.paymentMessage).toBe('Your card was declined.');
    expect(presenter.payment).toBe('idle');
    expect(presenter.isPaying).toBe(false);
    expect(presenter.step).toBe(2);
    expect(choices(presenter)).toEqual(before);
    expect(presenter.card.number).toBe(TEST_CARDS.declined);
    expect(navigator.history).toEqual([]);
    // Another card clears the error.
    presenter.cardFieldChanged('number', TEST_CARDS.succeeds);
    expect(presenter.paymentErrorKey).toBeNull();
  });

  it('3-D Secure: requires_action waits for the answer; approved succeeds and goes to ps/{hash}/success', async () => {
    const { presenter, provider, navigator } = await loaded({ language: 'de' });
    await presenter.continueToPaymentClicked();
    fillCard(presenter, TEST_CARDS.requiresAuthentication);
    await presenter.payClicked();
    expect(presenter.payment).toBe('authenticating');
    expect(presenter.threeDSecure).toEqual({ clientSecret: 'pi_1_secret_test' });
    expect(presenter.isPaying).toBe(true);
    // Going back or paying again is not possible meanwhile.
    presenter.backToOptionsClicked();
    expect(presenter.step).toBe(2);
    await presenter.payClicked();
    expect(provider.callsOf('confirm')).toHaveLength(1);

    await presenter.threeDSecureAnswered(true);
    expect(provider.callsOf('authenticate')).toEqual([{ method: 'authenticate', clientSecret: 'pi_1_secret_test', approve: true }]);
    expect(presenter.threeDSecure).toBeNull();
    expect(presenter.payment).toBe('succeeded');
    expect(navigator.history).toEqual(['/de/ps/abc123/success']);
  });

  it('3-D Secure refused: declined', async () => {
    const { presenter, provider, navigator } = await loaded();
    await presenter.continueToPaymentClicked();
    fillCard(presenter, TEST_CARDS.requiresAuthentication);
    await presenter.payClicked();
    await presenter.threeDSecureAnswered(false);
    expect(provider.callsOf('authenticate').at(-1)?.approve).toBe(false);
    expect(presenter.payment).toBe('idle');
    expect(presenter.paymentErrorKey).toBe('checkout:payment.declined');
    expect(presenter.threeDSecure).toBeNull();
    expect(navigator.history).toEqual([]);
    // No pending step: a second answer does nothing.
    await presenter.threeDSecureAnswered(true);
    expect(provider.callsOf('authenticate')).toHaveLength(1);
  });

  it('a scripted provider failure shows payment.failed', async () => {
    const { presenter, provider } = await loaded();
    provider.scriptConfirm({ status: 'failed', message: 'Network down' });
    fillCard(presenter);
    await presenter.payClicked();
    expect(presenter.paymentErrorKey).toBe('checkout:payment.failed');
    expect(presenter.paymentMessage).toBe('Network down');
    expect(presenter.payment).toBe('idle');
  });

  it('startPayment 409 already_paid goes to the success page; another failure shows its key', async () => {
    const { presenter, gateway, provider, navigator } = await loaded();
    gateway.server.session = { ...gateway.server.session, status: 'paid' };
    fillCard(presenter);
    await presenter.payClicked();
    expect(navigator.history).toEqual(['/ps/abc123/success']);
    expect(navigator.replaced).toEqual([true]);
    expect(provider.callsOf('confirm')).toEqual([]);
    expect(presenter.paymentErrorKey).toBeNull();

    const expired = await loaded();
    expired.gateway.failOnce('startPayment', checkoutHttpFailure(410, { error: 'expired' }));
    fillCard(expired.presenter);
    await expired.presenter.payClicked();
    expect(expired.presenter.paymentErrorKey).toBe('checkout:errors.expired');
    expect(expired.presenter.payment).toBe('idle');
    expect(expired.navigator.history).toEqual([]);
  });

  it('a card script in error shows a message and no payment starts; retrying loads it again', async () => {
    const provider = new FakePaymentProvider();
    provider.loadResult = 'error';
    const { presenter, gateway } = await loaded({ provider });
    expect(presenter.scriptState).toBe('error');
    fillCard(presenter);
    await presenter.payClicked();
    expect(presenter.paymentErrorKey).toBe('checkout:payment.scriptError');
    expect(gateway.callsOf('startPayment')).toEqual([]);

    provider.loadResult = 'loaded';
    presenter.retryPaymentScriptClicked();
    await settle();
    expect(provider.callsOf('load')).toHaveLength(2);
    expect(presenter.scriptState).toBe('loaded');
  });

  it('continue pushes add_payment_info and goes to step 2; with Stripe it starts the payment for the client secret', async () => {
    const { presenter, analytics, gateway } = await loaded();
    await presenter.continueToPaymentClicked();
    expect(presenter.step).toBe(2);
    expect(analytics.events.map((e) => e.event)).toEqual(['begin_checkout', 'add_payment_info']);
    expect(analytics.events.at(-1)).toEqual({ event: 'add_payment_info', step: 2, checkout: presenter.tracking });
    expect(gateway.callsOf('startPayment')).toEqual([]);
    presenter.backToOptionsClicked();
    expect(presenter.step).toBe(1);

    const stripe = await loaded({ provider: new FakePaymentProvider('stripe') });
    await stripe.presenter.continueToPaymentClicked();
    expect(stripe.gateway.callsOf('startPayment')).toHaveLength(1);
    expect(stripe.presenter.clientSecret).toBe('pi_1_secret_test');
    expect(stripe.presenter.cardProblems).toEqual({});
  });
});

describe('PaymentSessionPresenter: priceView', () => {
  it('formats every amount in the chosen currency, and the converted lines add up to the total', async () => {
    const { presenter, gateway } = await loaded({ currency: USD });
    const eur = gateway.currentPrice();
    expect(eur.total).toBe(94_140);
    const view = presenter.priceView!;
    // 941.40 € × 1.0873 = 1,023.584… $
    expect(view.total).toBe('$1,023.58');
    expect(view.online).toBe('$1,023.58');
    expect(view.payNow).toBe('$1,023.58');
    expect(view.harbour).toBeNull();
    expect(view.balance).toBeNull();
    expect(view.hasDiscount).toBe(true);
    expect(view.lines.map((l) => [l.kindKey, l.label])).toEqual([
      ['checkout:price.lines.rental', ''],
      ['checkout:price.lines.discount', ''],
      ['checkout:price.lines.extra', 'Snorkelling kit'],
      // Insurances are named by the server's texts, as on their cards.
      ['checkout:price.lines.insurance', 'Damage waiver'],
      ['checkout:price.lines.fees', ''],
    ]);
    expect(view.lines[0]?.amount).toBe('$978.57');
    expect(view.lines.reduce((sum, l) => sum + minorUnits(l.amount), 0)).toBe(minorUnits(view.total));

    presenter.downPaymentChosen(true);
    await settle();
    const withDown = presenter.priceView!;
    expect(minorUnits(withDown.payNow) + minorUnits(withDown.balance!)).toBe(minorUnits(withDown.online));
    expect(withDown.lines.reduce((sum, l) => sum + minorUnits(l.amount), 0)).toBe(minorUnits(withDown.total));
  });

  it('in EUR the amounts are the server’s', async () => {
    const { presenter } = await loaded();
    expect(presenter.priceView?.total).toBe('€941.40');
    expect(presenter.formatEuroCents(150_000)).toBe('€1,500');
  });
});

type Change =
  | { readonly kind: 'insurance'; readonly name: InsuranceName; readonly selected: boolean }
  | { readonly kind: 'noInsurance' }
  | { readonly kind: 'extra'; readonly id: string; readonly selected: boolean }
  | { readonly kind: 'downPayment'; readonly selected: boolean }
  | { readonly kind: 'rentalType'; readonly selected: boolean };

const arbChange: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('insurance' as const), name: fc.constantFrom(...INSURANCE_NAMES), selected: fc.boolean() }),
  fc.constant({ kind: 'noInsurance' as const }),
  fc.record({ kind: fc.constant('extra' as const), id: fc.constantFrom('extra-11', 'extra-12'), selected: fc.boolean() }),
  fc.record({ kind: fc.constant('downPayment' as const), selected: fc.boolean() }),
  fc.record({ kind: fc.constant('rentalType' as const), selected: fc.boolean() }),
);

const arbFailure: fc.Arbitrary<ApiFailure> = fc.constantFrom(
  checkoutHttpFailure(500),
  checkoutHttpFailure(409),
  checkoutHttpFailure(400),
  checkoutNetworkFailure(),
);

const methodOf = (change: Change): CheckoutMethod =>
  change.kind === 'insurance' || change.kind === 'noInsurance' ? 'selectInsurances' : change.kind === 'downPayment' ? 'selectDownPayment' : 'selectExtra';

const apply = (p: PaymentSessionPresenter, change: Change) => {
  switch (change.kind) {
    case 'insurance':
      return p.insurancePicked(change.name, change.selected);
    case 'noInsurance':
      return p.noInsuranceChosen();
    case 'extra':
      return p.extraToggled(change.id, change.selected);
    case 'downPayment':
      return p.downPaymentChosen(change.selected);
    case 'rentalType':
      return change.selected ? p.rentalTypeSelected() : p.rentalTypeUnselected();
  }
};

describe('PaymentSessionPresenter: property', () => {
  it('after any failed change the state equals the state before it; after a successful one it matches the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ change: arbChange, failure: fc.option(arbFailure, { nil: undefined }) }), { maxLength: 12 }), async (steps) => {
        const { presenter, gateway } = await loaded();
        for (const { change, failure } of steps) {
          const before = choices(presenter);
          const method = methodOf(change);
          const sent = gateway.callsOf(method).length;
          if (failure) gateway.failOnce(method, failure);
          apply(presenter, change);
          await settle();
          gateway.clearFailures();
          expect(presenter.priceRefreshing).toBe(false);
          if (gateway.callsOf(method).length === sent) continue;
          if (failure) {
            expect(choices(presenter)).toEqual(before);
            expect(presenter.changeErrorKey).not.toBeNull();
          } else {
            expect(presenter.changeErrorKey).toBeNull();
            // The page shows what the server holds and prices.
            expect(presenter.price).toEqual(gateway.currentPrice());
            for (const name of INSURANCE_NAMES) expect(presenter.insurances?.value[name].selected).toBe(gateway.server.insurances[name].selected);
            expect(presenter.extras.value.map((e) => e.quantity)).toEqual(gateway.server.extras.map((e) => e.quantity));
            expect(presenter.rentalType.value?.wantedQuantity).toBe(gateway.server.rentalType?.wantedQuantity);
            expect(presenter.downPayment.value?.isSelected).toBe(gateway.server.downPayment.isSelected);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
