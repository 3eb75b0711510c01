import { describe, expect, it } from 'vitest';
import { left, right, type Either } from 'fp-ts/lib/Either';
import { FakePaymentProvider, checkoutHttpFailure } from '../../../tests/fakes/checkout';
import { deferred, settle } from '../../../tests/fakes/search';
import { TEST_CARDS, type PaymentStart } from '../../contract/checkout';
import type { ApiFailure } from '../shared/api-failure';
import { CardPayment, cardProblems, type CardFields } from './card-payment';

type Start = Either<ApiFailure, PaymentStart>;

const started = (clientSecret = 'pi_1_secret_test'): Start => right({ provider: 'local', clientSecret, amount: 65_000, currency: 'EUR' });

/** A card payment whose hooks are recorded; `starts` answers the start calls in order (then succeeds). */
const build = (options: { provider?: FakePaymentProvider; starts?: Start[]; startFailedAnswer?: string | null } = {}) => {
  const provider = options.provider ?? new FakePaymentProvider();
  const starts = [...(options.starts ?? [])];
  const record = { starts: 0, succeeded: 0, startFailures: [] as ApiFailure[] };
  const payment = new CardPayment(provider, {
    start: async () => {
      record.starts++;
      return starts.shift() ?? started(`pi_${record.starts}_secret_test`);
    },
    succeeded: () => {
      record.succeeded++;
    },
    startFailed: (failure) => {
      record.startFailures.push(failure);
      return options.startFailedAnswer === undefined ? 'account:balance.errors.x' : options.startFailedAnswer;
    },
  });
  return { payment, provider, record };
};

const fill = (payment: CardPayment, number: string = TEST_CARDS.succeeds, expiry = '12/30', cvc = '123') => {
  payment.cardFieldChanged('number', number);
  payment.cardFieldChanged('expiry', expiry);
  payment.cardFieldChanged('cvc', cvc);
};

describe('cardProblems', () => {
  const card = (overrides: Partial<CardFields> = {}): CardFields => ({ number: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123', ...overrides });

  it('a well-formed card has no problem (spaces in the number and around the slash allowed)', () => {
    expect(cardProblems(card())).toEqual({});
    expect(cardProblems(card({ number: '4242 4242 4242 4242', expiry: ' 01 / 27 ', cvc: '1234' }))).toEqual({});
  });

  it('number: 12 to 19 digits only', () => {
    expect(cardProblems(card({ number: '42424242424' })).number).toBe('checkout:card.errors.number');
    expect(cardProblems(card({ number: '424242424242' })).number).toBeUndefined();
    expect(cardProblems(card({ number: '4242424242424242424' })).number).toBeUndefined();
    expect(cardProblems(card({ number: '42424242424242424242' })).number).toBe('checkout:card.errors.number');
    expect(cardProblems(card({ number: '4242-4242-4242-4242' })).number).toBe('checkout:card.errors.number');
    expect(cardProblems(card({ number: '' })).number).toBe('checkout:card.errors.number');
  });

  it('expiry: MM/YY with a month from 01 to 12', () => {
    for (const expiry of ['00/30', '13/30', '1/30', '12/2030', '1230', '']) {
      expect(cardProblems(card({ expiry })).expiry, expiry).toBe('checkout:card.errors.expiry');
    }
    expect(cardProblems(card({ expiry: '01/30' })).expiry).toBeUndefined();
  });

  it('cvc: 3 or 4 digits', () => {
    expect(cardProblems(card({ cvc: '12' })).cvc).toBe('checkout:card.errors.cvc');
    expect(cardProblems(card({ cvc: '12345' })).cvc).toBe('checkout:card.errors.cvc');
    expect(cardProblems(card({ cvc: 'abc' })).cvc).toBe('checkout:card.errors.cvc');
  });
});

describe('CardPayment', () => {
  it('card problems block the payment: nothing starts, the problems show once touched', async () => {
    const { payment, provider, record } = build();
    payment.cardFieldChanged('number', '4242');
    expect(payment.cardTouched).toBe(false);
    await payment.pay();
    expect(payment.cardTouched).toBe(true);
    expect(payment.problems).toEqual({ number: 'checkout:card.errors.number', expiry: 'checkout:card.errors.expiry', cvc: 'checkout:card.errors.cvc' });
    expect(payment.progress).toBe('idle');
    expect(record.starts).toBe(0);
    expect(provider.callsOf('confirm')).toEqual([]);
  });

  it('a good card: starts, confirms with the typed card and the client secret, succeeds once', async () => {
    const { payment, provider, record } = build();
    fill(payment);
    await payment.pay();
    expect(payment.progress).toBe('succeeded');
    expect(payment.clientSecret).toBe('pi_1_secret_test');
    expect(provider.callsOf('confirm')).toEqual([{ method: 'confirm', clientSecret: 'pi_1_secret_test', card: { number: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' } }]);
    expect(record).toMatchObject({ starts: 1, succeeded: 1 });
    expect(payment.errorKey).toBeNull();
  });

  it('pay cannot start twice: a second press while starting does nothing; after success a press does nothing', async () => {
    const hold = deferred<Start>();
    const provider = new FakePaymentProvider();
    let starts = 0;
    let succeeded = 0;
    const payment = new CardPayment(provider, {
      start: () => {
        starts++;
        return hold.promise;
      },
      succeeded: () => succeeded++,
      startFailed: () => 'x',
    });
    fill(payment);
    const first = payment.pay();
    expect(payment.progress).toBe('starting');
    expect(payment.isPaying).toBe(true);
    await payment.pay();
    expect(starts).toBe(1);
    hold.resolve(started());
    await first;
    await payment.pay();
    expect(starts).toBe(1);
    expect(provider.callsOf('confirm')).toHaveLength(1);
    expect(succeeded).toBe(1);
  });

  it('a second press while confirming does nothing either', async () => {
    const { payment, provider, record } = build();
    const release = provider.holdConfirm();
    fill(payment);
    const first = payment.pay();
    await settle();
    expect(payment.progress).toBe('confirming');
    await payment.pay();
    release();
    await first;
    expect(record.starts).toBe(1);
    expect(provider.callsOf('confirm')).toHaveLength(1);
    expect(payment.progress).toBe('succeeded');
  });

  it('a start failure: idle again with the message key startFailed answers; no confirm', async () => {
    const failure = checkoutHttpFailure(409, { error: 'balance_not_payable' });
    const { payment, provider, record } = build({ starts: [left(failure)] });
    fill(payment);
    await payment.pay();
    expect(record.startFailures).toEqual([failure]);
    expect(payment.errorKey).toBe('account:balance.errors.x');
    expect(payment.progress).toBe('idle');
    expect(payment.clientSecret).toBeNull();
    expect(provider.callsOf('confirm')).toEqual([]);
    // The tenant may try again.
    await payment.pay();
    expect(payment.progress).toBe('succeeded');
    expect(payment.errorKey).toBeNull();
  });

  it('a start failure handled by the hook (null) shows no message', async () => {
    const { payment } = build({ starts: [left(checkoutHttpFailure(409, { error: 'already_paid' }))], startFailedAnswer: null });
    fill(payment);
    await payment.pay();
    expect(payment.errorKey).toBeNull();
    expect(payment.progress).toBe('idle');
  });

  it('a declined card: idle, the declined key and the provider message; the card is kept; typing clears the message', async () => {
    const { payment, record } = build();
    fill(payment, TEST_CARDS.declined);
    await payment.pay();
    expect(payment.progress).toBe('idle');
    expect(payment.errorKey).toBe('checkout:payment.declined');
    expect(payment.message).toBe('Your card was declined.');
    expect(payment.card.number).toBe(TEST_CARDS.declined);
    expect(record.succeeded).toBe(0);
    payment.cardFieldChanged('number', TEST_CARDS.succeeds);
    expect(payment.errorKey).toBeNull();
    expect(payment.message).toBeNull();
    await payment.pay();
    expect(payment.progress).toBe('succeeded');
    expect(record).toMatchObject({ starts: 2, succeeded: 1 });
  });

  it('a provider failure (not the card) shows payment.failed', async () => {
    const provider = new FakePaymentProvider().scriptConfirm({ status: 'failed', message: 'Network down.' });
    const { payment } = build({ provider });
    fill(payment);
    await payment.pay();
    expect(payment.errorKey).toBe('checkout:payment.failed');
    expect(payment.message).toBe('Network down.');
    expect(payment.progress).toBe('idle');
  });

  it('3-D Secure: requires_action waits; approved (true) succeeds with the same client secret', async () => {
    const { payment, provider, record } = build();
    fill(payment, TEST_CARDS.requiresAuthentication);
    await payment.pay();
    expect(payment.progress).toBe('authenticating');
    expect(payment.threeDSecure).toEqual({ clientSecret: 'pi_1_secret_test' });
    expect(record.succeeded).toBe(0);
    // Pay cannot be pressed while the 3-D Secure step waits.
    await payment.pay();
    expect(record.starts).toBe(1);
    await payment.threeDSecureAnswered(true);
    expect(provider.callsOf('authenticate')).toEqual([{ method: 'authenticate', clientSecret: 'pi_1_secret_test', approve: true }]);
    expect(payment.threeDSecure).toBeNull();
    expect(payment.progress).toBe('succeeded');
    expect(record.succeeded).toBe(1);
  });

  it('3-D Secure refused (false): declined with the provider message; answering again does nothing', async () => {
    const { payment, provider, record } = build();
    fill(payment, TEST_CARDS.requiresAuthentication);
    await payment.pay();
    await payment.threeDSecureAnswered(false);
    expect(payment.progress).toBe('idle');
    expect(payment.errorKey).toBe('checkout:payment.declined');
    expect(payment.message).toBe('The authentication failed.');
    expect(payment.threeDSecure).toBeNull();
    expect(record.succeeded).toBe(0);
    await payment.threeDSecureAnswered(true);
    expect(provider.callsOf('authenticate')).toHaveLength(1);
    expect(record.succeeded).toBe(0);
  });

  it('a 3-D Secure answer without a pending step does nothing', async () => {
    const { payment, provider } = build();
    await payment.threeDSecureAnswered(true);
    expect(provider.callsOf('authenticate')).toEqual([]);
    expect(payment.progress).toBe('idle');
  });

  it('our own fields: prepare() loads the script once and starts nothing', async () => {
    const { payment, provider, record } = build();
    await payment.prepare();
    await payment.prepare();
    expect(payment.scriptState).toBe('loaded');
    expect(provider.callsOf('load')).toHaveLength(1);
    expect(record.starts).toBe(0);
    expect(payment.clientSecret).toBeNull();
  });

  it('a Stripe-like provider (usesOwnCardFields false): prepare() gets the client secret, once; no card fields to check', async () => {
    const provider = new FakePaymentProvider('stripe');
    expect(provider.usesOwnCardFields).toBe(false);
    const { payment, record } = build({ provider, starts: [started('pi_stripe_secret')] });
    await payment.prepare();
    expect(payment.clientSecret).toBe('pi_stripe_secret');
    expect(record.starts).toBe(1);
    await payment.prepare();
    expect(record.starts).toBe(1);
    expect(payment.problems).toEqual({});
    provider.scriptConfirm({ status: 'succeeded' });
    await payment.pay();
    // Stripe reads its own element: no card is handed over.
    expect(provider.callsOf('confirm')).toEqual([{ method: 'confirm', clientSecret: 'pi_2_secret_test', card: null }]);
    expect(payment.progress).toBe('succeeded');
  });

  it('a Stripe-like provider whose start fails in prepare(): the message key, no client secret', async () => {
    const provider = new FakePaymentProvider('stripe');
    const { payment } = build({ provider, starts: [left(checkoutHttpFailure(500))] });
    await payment.prepare();
    expect(payment.clientSecret).toBeNull();
    expect(payment.errorKey).toBe('account:balance.errors.x');
  });

  it('a card script in error: paying shows scriptError and starts nothing', async () => {
    const provider = new FakePaymentProvider();
    provider.loadResult = 'error';
    const { payment, record } = build({ provider });
    await payment.prepare();
    expect(payment.scriptState).toBe('error');
    fill(payment);
    await payment.pay();
    expect(payment.errorKey).toBe('checkout:payment.scriptError');
    expect(record.starts).toBe(0);
    expect(payment.progress).toBe('idle');
  });
});
