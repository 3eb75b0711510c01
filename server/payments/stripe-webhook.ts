import Stripe from 'stripe';

/** Stripe's default: an event signed more than 5 minutes before it is received is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What a verified Stripe event means for us. */
export type WebhookAction =
  | { readonly kind: 'succeeded'; readonly intentId: string }
  | { readonly kind: 'failed'; readonly intentId: string; readonly message: string }
  | { readonly kind: 'ignored'; readonly type: string };

export type VerifiedEvent = { readonly ok: true; readonly event: Stripe.Event } | { readonly ok: false };

/**
 * Checks the Stripe-Signature header against the raw body (never a re-serialised one) with the endpoint's secret;
 * the age is measured against the server's clock (injectable).
 */
export const verifyStripeEvent = (rawBody: string, signature: string | undefined, secret: string, now: Date): VerifiedEvent => {
  if (!signature) return { ok: false };
  try {
    return { ok: true, event: Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime()) };
  } catch {
    return { ok: false };
  }
};

const DEFAULT_FAILURE = 'Your card was declined.';

/**
 * payment_intent.succeeded finalises, and so does payment_intent.amount_capturable_updated (a booking request's
 * payment authorised and held: requires_capture); payment_intent.payment_failed marks the attempt declined, the rest is
 * ignored. The succeeded event that follows a capture finds the payment already applied (a no-op).
 */
export const webhookActionOf = (event: Stripe.Event): WebhookAction => {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { kind: 'succeeded', intentId: event.data.object.id };
    case 'payment_intent.amount_capturable_updated':
      return event.data.object.status === 'requires_capture' ? { kind: 'succeeded', intentId: event.data.object.id } : { kind: 'ignored', type: event.type };
    case 'payment_intent.payment_failed':
      return { kind: 'failed', intentId: event.data.object.id, message: event.data.object.last_payment_error?.message ?? DEFAULT_FAILURE };
    default:
      return { kind: 'ignored', type: event.type };
  }
};
