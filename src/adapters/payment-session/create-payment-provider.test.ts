import { describe, expect, it } from 'vitest';
import { testConfiguration } from '../../../tests/fakes/foundation';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';
import { createPaymentProvider } from './create-payment-provider';
import { LocalPaymentProvider } from './local-payment-provider';
import { StripePaymentProvider, type StripeClient } from './stripe-payment-provider';

const http = () => httpClient(fakeFetch({}).fetch);

describe('createPaymentProvider', () => {
  it('is the local provider when no publishable key is configured (or an empty one)', () => {
    for (const configuration of [testConfiguration(), testConfiguration({ stripePublishableKey: '' }), testConfiguration({ stripePublishableKey: '  ' })]) {
      const provider = createPaymentProvider(configuration, http(), () => 'fr');
      expect(provider).toBeInstanceOf(LocalPaymentProvider);
      expect(provider.kind).toBe('local');
      expect(provider.usesOwnCardFields).toBe(true);
    }
  });

  it('is Stripe with the configured key and the page language when a publishable key is configured', async () => {
    const calls: Array<{ key: string; locale: string }> = [];
    const client = { elements: () => ({ create: () => ({ mount: () => {}, destroy: () => {} }) }), confirmPayment: async () => ({ paymentIntent: { status: 'succeeded' } }) };
    const provider = createPaymentProvider(testConfiguration({ stripePublishableKey: 'pk_test_123' }), http(), () => 'en-US', {
      loadStripe: async (key, options) => (calls.push({ key, locale: options.locale }), client satisfies StripeClient),
      window: {},
    });
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.kind).toBe('stripe');
    expect(provider.usesOwnCardFields).toBe(false);
    expect(provider.scriptState).toBe('notLoaded');
    expect(calls).toEqual([]);
    expect(await provider.load()).toBe('loaded');
    expect(calls).toEqual([{ key: 'pk_test_123', locale: 'en' }]);
  });
});
