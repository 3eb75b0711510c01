import { Hono, type Context } from 'hono';
import { LocalAuthenticateBody, LocalConfirmBody, type LocalPaymentResult, type PaymentStart } from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import { authorize } from '../auth/authorize';
import { createEmailSender } from '../auth/create-email-sender';
import type { EmailSender } from '../auth/email-sender';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, validateBody } from '../http/validate';
import { startCheckoutPayment } from '../payments/attempts';
import { createPaymentGateway, isLocalPaymentProviderActive } from '../payments/create-payment-gateway';
import { finalisePayment, type FinaliseDeps } from '../payments/finalise-payment';
import { authenticateLocalPayment, confirmLocalPayment, type LocalStepResult } from '../payments/local-confirmation';
import { PaymentProviderError, type PaymentGateway } from '../payments/payment-gateway';
import { recordPaymentFailure } from '../payments/payment-failed';
import { verifyStripeEvent, webhookActionOf } from '../payments/stripe-webhook';
import { createPushSender } from '../push/create-push-sender';
import type { PushSender } from '../push/push-sender';

/** Stripe posts its signed events here; exempt from the anti-forgery check (http/xsrf.ts), the signature protects it. */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

/** The ports the payment routes use; tests may replace any of them. */
export interface PaymentAdapters {
  readonly gateway: PaymentGateway;
  readonly email: EmailSender;
  /** The local provider's confirm/authenticate endpoints exist only while it is the active provider. */
  readonly localActive: boolean;
  /** The webhook endpoint exists only when Stripe is active and its signing secret configured. */
  readonly stripeWebhookSecret: string | undefined;
  /** The owners' push notifications (new booking or request, cancellation). */
  readonly push: PushSender;
}

export const createPaymentAdapters = (deps: ServerDeps, overrides: Partial<PaymentAdapters> = {}): PaymentAdapters => {
  const localActive = overrides.localActive ?? isLocalPaymentProviderActive(deps.config);
  return {
    gateway: overrides.gateway ?? createPaymentGateway(deps.config, deps.db),
    email: overrides.email ?? createEmailSender(deps.config, deps.db, deps.now),
    localActive,
    stripeWebhookSecret: overrides.stripeWebhookSecret ?? (localActive ? undefined : deps.config.stripeWebhookSecret),
    push: overrides.push ?? createPushSender(deps.config, deps.db, deps.now),
  };
};

const notFound = (c: Context) => c.json<ApiErrorBody>({ error: 'not_found', message: 'No such API endpoint.' }, 404);
const checkoutNotFound = (c: Context) => apiError(c, 404, 'checkout_not_found', { message: 'No such checkout session.' });
const expired = (c: Context) => c.json<ApiErrorBody>({ error: 'checkout_expired', message: 'This checkout session has expired.' }, 410);

/** A payment-session hash: 16 to 64 URL-safe characters (anything else is simply not found). */
const isHash = (hash: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(hash);

const answerLocalStep = (c: Context<AppEnv>, step: LocalStepResult) => {
  switch (step.kind) {
    case 'result':
      return c.json<LocalPaymentResult>(step.result);
    case 'not_found':
      return apiError(c, 404, 'payment_not_found', { message: 'No such payment.' });
    case 'invalid_card':
      return c.json<ApiErrorBody>({ error: 'card_invalid', message: step.message, details: [`${step.field}: ${step.message}`] }, 400);
    case 'replaced':
      return apiError(c, 409, 'payment_attempt_replaced', { message: 'The price changed: this payment was replaced by a new one.' });
    case 'expired':
      return expired(c);
    case 'already_paid':
      return apiError(c, 409, 'already_paid', { message: 'This booking is already paid.' });
    case 'no_action_required':
      return apiError(c, 409, 'authentication_not_required', { message: 'This payment is not waiting for an authentication.' });
  }
};

/**
 * Card payment of a checkout session (POST /checkout/{hash}/payment), the local provider's confirmation endpoints
 * and Stripe's webhook. The server alone decides that a payment succeeded (payments/finalise-payment.ts).
 */
export const paymentRoutes = (deps: ServerDeps, overrides: Partial<PaymentAdapters> = {}) => {
  const adapters = createPaymentAdapters(deps, overrides);
  const finaliseDeps: FinaliseDeps = {
    db: deps.db,
    now: deps.now,
    email: adapters.email,
    gateway: adapters.gateway,
    publicUrl: deps.config.publicUrl,
    push: adapters.push,
  };

  return new Hono<AppEnv>()
    .post('/checkout/:hash/payment', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const hash = c.req.param('hash');
      if (!isHash(hash)) return checkoutNotFound(c);
      let result;
      try {
        result = await startCheckoutPayment({ db: deps.db, now: deps.now, gateway: adapters.gateway }, { hash, userId: auth.user.id });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        console.error(`[payment start] ${error.message}`);
        return c.json<ApiErrorBody>({ error: 'payment_provider_unavailable', message: 'The payment provider cannot be reached; please try again.' }, 502);
      }
      switch (result.kind) {
        case 'started':
          return c.json<PaymentStart>(result.payment);
        case 'not_found':
          return checkoutNotFound(c);
        case 'expired':
          return expired(c);
        case 'already_paid':
          return apiError(c, 409, 'already_paid', { message: 'This booking is already paid.' });
        case 'closed':
          return apiError(c, 409, 'checkout_closed', { message: 'This booking can no longer be paid.' });
        case 'nothing_to_pay':
          return apiError(c, 409, 'nothing_to_pay', { message: 'There is nothing to pay online for this booking.' });
      }
    })
    .post('/payments/local/confirm', async (c) => {
      if (!adapters.localActive) return notFound(c);
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, LocalConfirmBody);
      if (!body.ok) return body.response;
      return answerLocalStep(c, await confirmLocalPayment(finaliseDeps, auth.user.id, body.value));
    })
    .post('/payments/local/authenticate', async (c) => {
      if (!adapters.localActive) return notFound(c);
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, LocalAuthenticateBody);
      if (!body.ok) return body.response;
      return answerLocalStep(c, await authenticateLocalPayment(finaliseDeps, auth.user.id, body.value));
    })
    .post(STRIPE_WEBHOOK_PATH, async (c) => {
      const secret = adapters.stripeWebhookSecret;
      if (!secret) return notFound(c);
      // The signature covers the exact bytes Stripe sent: read the raw body, never a re-serialised one.
      const raw = await c.req.text();
      const verified = verifyStripeEvent(raw, c.req.header('Stripe-Signature'), secret, deps.now());
      if (!verified.ok) return c.json<ApiErrorBody>({ error: 'invalid_signature', message: 'The webhook signature is not valid.' }, 400);
      const action = webhookActionOf(verified.event);
      if (action.kind === 'succeeded') {
        const result = await finalisePayment(finaliseDeps, action.intentId);
        if (result.kind === 'unknown_intent') console.warn(`[stripe webhook] ${verified.event.id}: unknown payment intent ${action.intentId}`);
        if (result.kind === 'refund_needed') console.warn(`[stripe webhook] ${action.intentId}: payment to refund (${result.reason})`);
      } else if (action.kind === 'failed') {
        await recordPaymentFailure(deps.db, action.intentId, action.message, deps.now());
      }
      // Any verified event is acknowledged (Stripe retries non-2xx answers); unknown types are ignored.
      return c.json({ received: true });
    });
};
