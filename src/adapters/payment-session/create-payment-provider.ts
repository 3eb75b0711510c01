import type { AppConfiguration } from '../../contract/configuration';
import type { PaymentProvider } from '../../application/checkout/ports';
import type { HttpClient } from '../http/http-client';
import { LocalPaymentProvider } from './local-payment-provider';
import { StripePaymentProvider, type StripePaymentProviderOptions } from './stripe-payment-provider';

/** Test seams of the Stripe provider (a fake loader and window). */
export type StripeOverrides = Pick<StripePaymentProviderOptions, 'loadStripe' | 'window'>;

/**
 * Guide section 6: Stripe when the configuration carries a publishable key (a non-empty string), otherwise the local
 * provider that behaves like Stripe's test mode. `locale` is the page's current language code.
 */
export const createPaymentProvider = (
  configuration: Pick<AppConfiguration, 'stripePublishableKey'>,
  http: HttpClient,
  locale: () => string,
  stripe: StripeOverrides = {},
): PaymentProvider => {
  const publishableKey = configuration.stripePublishableKey?.trim();
  if (publishableKey) return new StripePaymentProvider({ publishableKey, locale, ...stripe });
  return new LocalPaymentProvider(http);
};
