import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { BOOKING_ID, FakeAfterBookingGateway, RecordingNavigator, balancePayment, refusal } from '../../../tests/fakes/account';
import { FakePaymentProvider } from '../../../tests/fakes/checkout';
import { FakeAuthenticator, fakeSettings, httpFailure } from '../../../tests/fakes/search';
import { TEST_CARDS } from '../../contract/checkout';
import type { BalancePayment } from '../../contract/bookings';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { LanguageCode } from '../../domain/i18n/languages';
import { formatRoute } from '../../domain/routing/route';
import { BalancePaymentPresenter } from './balance-payment-presenter';

const ID = String(BOOKING_ID);

interface Options {
  balance?: Partial<BalancePayment>;
  provider?: FakePaymentProvider;
  language?: LanguageCode;
  auth?: AuthenticationOutcome;
}

const build = (options: Options = {}) => {
  const gateway = new FakeAfterBookingGateway();
  gateway.server.balances.set(ID, balancePayment(options.balance));
  const provider = options.provider ?? new FakePaymentProvider();
  const navigator = new RecordingNavigator();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const presenter = new BalancePaymentPresenter(gateway, provider, fakeSettings({ language: options.language ?? 'en' }), navigator, authenticator);
  return { presenter, gateway, provider, navigator, authenticator };
};

const onPaymentPage = async (options: Options = {}) => {
  const built = build(options);
  await built.presenter.routeEntered({ screen: 'balancePayment', id: ID });
  return built;
};

const fillCard = (presenter: BalancePaymentPresenter, number: string = TEST_CARDS.succeeds) => {
  presenter.card.cardFieldChanged('number', number);
  presenter.card.cardFieldChanged('expiry', '12/30');
  presenter.card.cardFieldChanged('cvc', '123');
};

describe('BalancePaymentPresenter: payment page', () => {
  it('loads the balance of the booking and the card script; the view shows what is left to pay', async () => {
    const { presenter, gateway, provider } = build();
    const entered = presenter.routeEntered({ screen: 'balancePayment', id: ID });
    expect(presenter.page).toBe('payment');
    expect(presenter.status).toBe('loading');
    await entered;
    expect(gateway.calls).toEqual([{ method: 'balancePayment', args: [ID] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.view).toEqual({
      reference: 'SW-004711',
      productName: 'Bavaria Cruiser 46',
      image: '/media/boats/101/1.svg',
      dates: 'Aug 10, 2025 – Aug 13, 2025',
      harbour: 'Vieux-Port',
      total: '€941.40',
      paidAlready: '€291.40',
      due: '€650',
      dueDate: 'Jul 11, 2025',
      harbourAmount: null,
      insurances: ['Damage waiver'],
      isPaid: false,
      lastError: null,
      bookingHref: '/booking/4711/detail',
    });
    // Our own card fields: the script is loaded, no payment is started before the tenant pays.
    expect(provider.callsOf('load')).toHaveLength(1);
    expect(presenter.card.scriptState).toBe('loaded');
    expect(gateway.callsOf('startBalancePayment')).toEqual([]);
  });

  it('nothing due: the card is not prepared', async () => {
    const { presenter, provider } = await onPaymentPage({ balance: { amountDue: 0, isPaid: true } });
    expect(presenter.status).toBe('ready');
    expect(provider.calls).toEqual([]);
  });

  it('pays with 4242 4242 4242 4242 and goes to /balance-payment/{id}/success (no language prefix in en)', async () => {
    const { presenter, gateway, provider, navigator } = await onPaymentPage();
    fillCard(presenter);
    await presenter.card.pay();
    expect(gateway.callsOf('startBalancePayment')).toEqual([{ method: 'startBalancePayment', args: [ID] }]);
    expect(provider.callsOf('confirm')).toEqual([{ method: 'confirm', clientSecret: 'bal_1_secret_test', card: { number: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' } }]);
    expect(presenter.card.progress).toBe('succeeded');
    expect(navigator.navigations).toEqual([{ to: '/balance-payment/4711/success', replace: false }]);
    expect(navigator.path).toBe(formatRoute({ screen: 'balancePaymentSuccess', id: ID }, 'en', 'en'));
  });

  it('in another language the success page keeps its prefix', async () => {
    const { presenter, navigator } = await onPaymentPage({ language: 'fr' });
    fillCard(presenter);
    await presenter.card.pay();
    expect(navigator.path).toBe('/fr/balance-payment/4711/success');
  });

  it('a declined card stays on the page with the declined message', async () => {
    const { presenter, navigator } = await onPaymentPage();
    fillCard(presenter, TEST_CARDS.declined);
    await presenter.card.pay();
    expect(presenter.card.errorKey).toBe('checkout:payment.declined');
    expect(navigator.navigations).toEqual([]);
  });

  it('3-D Secure approved goes to the success page', async () => {
    const { presenter, navigator } = await onPaymentPage();
    fillCard(presenter, TEST_CARDS.requiresAuthentication);
    await presenter.card.pay();
    expect(navigator.navigations).toEqual([]);
    await presenter.card.threeDSecureAnswered(true);
    expect(navigator.navigations).toEqual([{ to: '/balance-payment/4711/success', replace: false }]);
  });

  it('start refused with already_paid: the success page replaces this one, no message', async () => {
    const { presenter, gateway, provider, navigator } = await onPaymentPage();
    gateway.failNext('startBalancePayment', refusal(409, 'already_paid'));
    fillCard(presenter);
    await presenter.card.pay();
    expect(navigator.navigations).toEqual([{ to: '/balance-payment/4711/success', replace: true }]);
    expect(presenter.card.errorKey).toBeNull();
    expect(provider.callsOf('confirm')).toEqual([]);
  });

  it('start refused with balance_not_payable or nothing_to_pay: their own keys; other failures the generic key', async () => {
    const { presenter, gateway, navigator } = await onPaymentPage();
    fillCard(presenter);
    gateway.failNext('startBalancePayment', refusal(409, 'balance_not_payable'));
    await presenter.card.pay();
    expect(presenter.card.errorKey).toBe('account:balance.errors.balance_not_payable');
    gateway.failNext('startBalancePayment', refusal(409, 'nothing_to_pay'));
    await presenter.card.pay();
    expect(presenter.card.errorKey).toBe('account:balance.errors.nothing_to_pay');
    gateway.failNext('startBalancePayment', httpFailure(500));
    await presenter.card.pay();
    expect(presenter.card.errorKey).toBe('common:errors.server');
    expect(presenter.card.progress).toBe('idle');
    expect(navigator.navigations).toEqual([]);
  });

  it('a Stripe-like provider starts the payment when the page loads, for its card element', async () => {
    const { presenter, gateway } = await onPaymentPage({ provider: new FakePaymentProvider('stripe') });
    expect(gateway.callsOf('startBalancePayment')).toHaveLength(1);
    expect(presenter.card.clientSecret).toBe('bal_1_secret_test');
  });

  it('a Stripe-like provider on a balance already paid: the success page replaces this one', async () => {
    const built = build({ provider: new FakePaymentProvider('stripe'), balance: { isPaid: true } });
    await built.presenter.routeEntered({ screen: 'balancePayment', id: ID });
    expect(built.navigator.navigations).toEqual([{ to: '/balance-payment/4711/success', replace: true }]);
  });

  it('load failures: 404 not found; 401 signs in and loads again; aborted → signInRequired', async () => {
    const missing = build();
    await missing.presenter.routeEntered({ screen: 'balancePayment', id: '999' });
    expect(missing.presenter.status).toBe('notFound');
    expect(missing.presenter.errorKey).toBe('common:errors.notFound');
    expect(missing.provider.calls).toEqual([]);

    const signedIn = build({ auth: { kind: 'success', authToken: 'tok' } });
    signedIn.gateway.failNext('balancePayment', httpFailure(401));
    await signedIn.presenter.routeEntered({ screen: 'balancePayment', id: ID });
    expect(signedIn.authenticator.triggers).toEqual(['menu']);
    expect(signedIn.presenter.status).toBe('ready');

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failNext('balancePayment', httpFailure(401));
    await aborted.presenter.routeEntered({ screen: 'balancePayment', id: ID });
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.presenter.errorKey).toBeNull();
  });
});

describe('BalancePaymentPresenter: success page', () => {
  it('loads the success data on its own (not the payment data)', async () => {
    const { presenter, gateway, provider } = build({ balance: { isPaid: true, amountDue: 0 } });
    await presenter.routeEntered({ screen: 'balancePaymentSuccess', id: ID });
    expect(presenter.page).toBe('success');
    expect(gateway.calls).toEqual([{ method: 'balancePaymentSuccess', args: [ID] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.view).toBeNull();
    expect(presenter.successView).toEqual({
      reference: 'SW-004711',
      amountPaid: '€650',
      bookingHref: '/booking/4711/detail',
      conversationHref: '/account/chat/c0ffee12/booking-4711',
    });
    expect(provider.calls).toEqual([]);
  });

  it('not paid yet (404): not found', async () => {
    const { presenter } = build();
    await presenter.routeEntered({ screen: 'balancePaymentSuccess', id: ID });
    expect(presenter.status).toBe('notFound');
    expect(presenter.successView).toBeNull();
  });
});
