import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../contract/checkout';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';
import { LOCAL_PAYMENT_MESSAGES, LocalPaymentProvider } from './local-payment-provider';

const CONFIRM = 'POST /api/v6/payments/local/confirm';
const AUTHENTICATE = 'POST /api/v6/payments/local/authenticate';
const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

const providerAnswering = (answers: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, requests } = fakeFetch(answers);
  return { provider: new LocalPaymentProvider(httpClient(fetch)), requests };
};

describe('LocalPaymentProvider', () => {
  it('uses our own card fields and has no script: loaded at once, nothing to mount, nothing fetched', async () => {
    const { provider, requests } = providerAnswering({});
    expect(provider.kind).toBe('local');
    expect(provider.usesOwnCardFields).toBe(true);
    expect(provider.scriptState).toBe('loaded');
    expect(await provider.load()).toBe('loaded');
    await expect(provider.mountCardForm({}, 'pi_secret')).resolves.toBeUndefined();
    expect(provider.scriptState).toBe('loaded');
    expect(requests).toEqual([]);
  });

  it('confirms with POST /payments/local/confirm: the number without spaces, the expiry and the CVC', async () => {
    const { provider, requests } = providerAnswering({ [CONFIRM]: { body: { status: 'succeeded' } } });
    expect(await provider.confirm('pi_1_secret_2', { number: ' 4242 4242\t4242 4242 ', expiry: ' 12/34 ', cvc: '123 ' })).toEqual({ status: 'succeeded' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v6/payments/local/confirm?_locale=fr',
      body: { clientSecret: 'pi_1_secret_2', cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
    });
    expect(requests[0]!.headers['X-XSRF-TOKEN']).toBe('tok');
  });

  it('a 3-D Secure step is requires_action, finished with POST /payments/local/authenticate', async () => {
    const { provider, requests } = providerAnswering({
      [CONFIRM]: { body: { status: 'requires_action' } },
      [AUTHENTICATE]: { body: { status: 'succeeded' } },
    });
    expect(await provider.confirm('pi_s', { ...card, number: TEST_CARDS.requiresAuthentication })).toEqual({ status: 'requires_action' });
    expect(await provider.authenticate('pi_s', true)).toEqual({ status: 'succeeded' });
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/api/v6/payments/local/authenticate?_locale=fr', body: { clientSecret: 'pi_s', approve: true } });
  });

  it('a failed authentication is declined with the server message', async () => {
    const { provider, requests } = providerAnswering({ [AUTHENTICATE]: { body: { status: 'declined', message: 'The card authentication failed.' } } });
    expect(await provider.authenticate('pi_s', false)).toEqual({ status: 'declined', message: 'The card authentication failed.' });
    expect(requests[0]!.body).toEqual({ clientSecret: 'pi_s', approve: false });
  });

  it('a declined card carries the server message, or a default text when there is none', async () => {
    const withMessage = providerAnswering({ [CONFIRM]: { body: { status: 'declined', message: 'Your card was declined.' } } });
    expect(await withMessage.provider.confirm('pi_s', { ...card, number: TEST_CARDS.declined })).toEqual({ status: 'declined', message: 'Your card was declined.' });
    const without = providerAnswering({ [CONFIRM]: { body: { status: 'declined' } } });
    expect(await without.provider.confirm('pi_s', card)).toEqual({ status: 'declined', message: LOCAL_PAYMENT_MESSAGES.declined });
  });

  it('an invalid card (400 card_invalid) is declined with the server message', async () => {
    const { provider } = providerAnswering({
      [CONFIRM]: { status: 400, body: { error: 'card_invalid', message: 'Your card has expired.', details: ['expiry: Your card has expired.'] } },
    });
    expect(await provider.confirm('pi_s', { ...card, expiry: '01/20' })).toEqual({ status: 'declined', message: 'Your card has expired.' });
  });

  it('another 400 (a malformed request) is a failure, not a declined card', async () => {
    const { provider } = providerAnswering({ [CONFIRM]: { status: 400, body: { error: 'invalid_body', message: 'cvc: expected string' } } });
    expect(await provider.confirm('pi_s', card)).toEqual({ status: 'failed', message: 'cvc: expected string' });
  });

  it('a replaced attempt (409), an expired session (410) or an unknown payment (404) is failed with the server message', async () => {
    const replaced = providerAnswering({
      [CONFIRM]: { status: 409, body: { error: 'payment_attempt_replaced', message: 'The price changed: this payment was replaced by a new one.' } },
    });
    expect(await replaced.provider.confirm('pi_s', card)).toEqual({ status: 'failed', message: 'The price changed: this payment was replaced by a new one.' });
    const expired = providerAnswering({ [AUTHENTICATE]: { status: 410, body: { error: 'checkout_expired' } } });
    expect(await expired.provider.authenticate('pi_s', true)).toEqual({ status: 'failed', message: LOCAL_PAYMENT_MESSAGES.failed });
    const unknown = providerAnswering({});
    expect(await unknown.provider.confirm('pi_s', card)).toEqual({ status: 'failed', message: LOCAL_PAYMENT_MESSAGES.failed });
  });

  it('a network error is failed with its message; a malformed answer is failed, not a crash', async () => {
    const offline = new LocalPaymentProvider(
      httpClient((async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch),
    );
    expect(await offline.confirm('pi_s', card)).toEqual({ status: 'failed', message: 'Failed to fetch' });
    for (const body of [{ status: 'paid' }, { status: 'declined', message: 42 }, 'not json', null]) {
      const { provider } = providerAnswering({ [CONFIRM]: { body } });
      expect(await provider.confirm('pi_s', card)).toEqual({ status: 'failed', message: LOCAL_PAYMENT_MESSAGES.unexpectedAnswer });
    }
  });

  it('confirming without card details fails without calling the server', async () => {
    const { provider, requests } = providerAnswering({});
    expect(await provider.confirm('pi_s', null)).toEqual({ status: 'failed', message: LOCAL_PAYMENT_MESSAGES.noCard });
    expect(requests).toEqual([]);
  });
});
