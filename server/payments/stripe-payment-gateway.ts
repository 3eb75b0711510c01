import Stripe from 'stripe';
import type { CreateIntentRequest, CreatedIntent, IntentStatus, PaymentGateway, RefundMade, RefundRequest } from './payment-gateway';
import { PaymentProviderError } from './payment-gateway';

/** The part of the official SDK's client this adapter uses (a fake of this shape tests it offline). */
export interface StripeClient {
  readonly paymentIntents: {
    create(
      params: Stripe.PaymentIntentCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<Pick<Stripe.PaymentIntent, 'id' | 'client_secret' | 'status'>>;
    cancel(id: string): Promise<Pick<Stripe.PaymentIntent, 'id' | 'status'>>;
    capture(id: string, params?: Stripe.PaymentIntentCaptureParams, options?: Stripe.RequestOptions): Promise<Pick<Stripe.PaymentIntent, 'id' | 'status'>>;
  };
  readonly refunds: {
    create(params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions): Promise<Pick<Stripe.Refund, 'id' | 'status'>>;
  };
}

/** The SDK's client for a secret key (no network until a call is made). */
export const createStripeClient = (secretKey: string): StripeClient =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 15_000, appInfo: { name: 'Seaway' } });

/** Stripe's PaymentIntent status in the terms of the payments table. */
export const intentStatusOf = (status: Stripe.PaymentIntent.Status): IntentStatus => {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires_action';
    default:
      // requires_payment_method, requires_confirmation, processing: the browser goes on. (requires_capture, a held
      // authorisation, comes later, with the webhook's payment_intent.amount_capturable_updated.)
      return 'requires_payment_method';
  }
};

/** Card payments through Stripe (STRIPE_SECRET_KEY set): PaymentIntents confirmed by Stripe.js in the browser. */
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(private readonly stripe: StripeClient) {}

  async createIntent(request: CreateIntentRequest): Promise<CreatedIntent> {
    let intent: Pick<Stripe.PaymentIntent, 'id' | 'client_secret' | 'status'>;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          ...(request.captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
          metadata: { bookingRequestId: String(request.metadata.bookingRequestId), hash: request.metadata.hash, kind: request.metadata.kind ?? 'checkout' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      // Never echo the SDK's message (it may quote request data); the type is enough for the log.
      throw new PaymentProviderError(`Stripe refused to create the payment intent (${error instanceof Error ? error.name : 'error'})`);
    }
    if (!intent.client_secret) throw new PaymentProviderError('Stripe answered a payment intent without a client secret');
    return { intentId: intent.id, clientSecret: intent.client_secret, status: intentStatusOf(intent.status) };
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(intentId);
      return intent.status === 'canceled';
    } catch {
      // Already succeeded or canceled, or unreachable: the webhook still tells us if it succeeded.
      return false;
    }
  }

  async captureIntent(intentId: string): Promise<void> {
    try {
      // One capture per intent, however often it is asked (a retry after a lost answer gets the same answer).
      const intent = await this.stripe.paymentIntents.capture(intentId, {}, { idempotencyKey: `capture:${intentId}` });
      if (intent.status !== 'succeeded') throw new PaymentProviderError(`Stripe answered the capture of ${intentId} as ${intent.status}`);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      // Captured already (by an earlier call whose answer was lost): the money is taken, which is what was asked.
      if ((error as { payment_intent?: { status?: string } }).payment_intent?.status === 'succeeded') return;
      throw new PaymentProviderError(`Stripe refused to capture the payment intent (${error instanceof Error ? error.name : 'error'})`);
    }
  }

  async refund(request: RefundRequest): Promise<RefundMade> {
    let refund: Pick<Stripe.Refund, 'id' | 'status'>;
    try {
      refund = await this.stripe.refunds.create({ payment_intent: request.intentId, amount: request.amount }, { idempotencyKey: request.idempotencyKey });
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the refund (${error instanceof Error ? error.name : 'error'})`);
    }
    if (refund.status === 'failed' || refund.status === 'canceled') throw new PaymentProviderError(`Stripe answered the refund ${refund.id} as ${refund.status}`);
    return { refundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
  }
}
