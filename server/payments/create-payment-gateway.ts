import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { LocalPaymentGateway } from './local-payment-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createStripeClient, StripePaymentGateway, type StripeClient } from './stripe-payment-gateway';

/** Stripe when STRIPE_SECRET_KEY is set; the local provider (offline, Stripe test mode's behaviour) otherwise. */
export const isLocalPaymentProviderActive = (config: Pick<ServerConfig, 'stripeSecretKey'>): boolean => !config.stripeSecretKey;

export const createPaymentGateway = (
  config: Pick<ServerConfig, 'stripeSecretKey'>,
  db: Kysely<Database>,
  stripeClient?: StripeClient,
): PaymentGateway =>
  config.stripeSecretKey ? new StripePaymentGateway(stripeClient ?? createStripeClient(config.stripeSecretKey)) : new LocalPaymentGateway(db);
