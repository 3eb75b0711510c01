/**
 * Port: the card payment provider on the server side. It creates the PaymentIntent the browser confirms and cancels
 * one that a new attempt replaced. Whether a payment succeeded is learnt separately and exactly once
 * (finalise-payment.ts): from Stripe's signed webhook, or from the local provider's confirmation. A booking request's
 * payment is only authorised (held on the card): captured when the owner accepts, released (cancelled) otherwise.
 */
export type PaymentProviderName = 'local' | 'stripe';

/** The provider's state of a new intent, in the terms of the payments table. */
export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface CreateIntentRequest {
  /** Minor units (EUR cents), > 0. */
  readonly amount: number;
  /** ISO 4217, upper case ('EUR'). */
  readonly currency: string;
  /** The same key always answers the same intent (hash:attempt:amount). */
  readonly idempotencyKey: string;
  readonly metadata: { readonly bookingRequestId: number; readonly hash: string; readonly kind?: string };
  /** manual: the success only authorises the amount (held until captureIntent or cancelIntent); automatic by default. */
  readonly captureMethod?: 'automatic' | 'manual';
}

export interface CreatedIntent {
  readonly intentId: string;
  readonly clientSecret: string;
  readonly status: IntentStatus;
}

export interface PaymentGateway {
  readonly provider: PaymentProviderName;
  createIntent(request: CreateIntentRequest): Promise<CreatedIntent>;
  /**
   * Best effort: an intent that already succeeded or was canceled is left as it is (false). A held intent (authorised,
   * not captured) is released: the hold on the card ends (true).
   */
  cancelIntent(intentId: string): Promise<boolean>;
  /** Takes the money of a held intent; capturing it again is harmless. Throws PaymentProviderError (e.g. released). */
  captureIntent(intentId: string): Promise<void>;
  /** Pays back part or all of a succeeded intent; the same key never refunds twice. Throws PaymentProviderError. */
  refund(request: RefundRequest): Promise<RefundMade>;
}

export interface RefundRequest {
  readonly intentId: string;
  /** Minor units (EUR cents), > 0, at most what the intent took. */
  readonly amount: number;
  readonly idempotencyKey: string;
}

export interface RefundMade {
  readonly refundId: string;
  readonly status: 'succeeded' | 'pending';
}

/** The provider could not be reached or refused the request: the route answers 502, nothing is recorded. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
