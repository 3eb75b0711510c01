import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PaymentProviderError, type CreateIntentRequest, type CreatedIntent, type PaymentGateway, type RefundMade, type RefundRequest } from './payment-gateway';

/** pi_local_<24 hex>: shaped like Stripe's ids so logs and the client treat both alike. */
export const newLocalIntentId = (): string => `pi_local_${randomBytes(12).toString('hex')}`;
/** Whether the local provider could have issued this intent id (newLocalIntentId's shape). */
export const isLocalIntentId = (intentId: string): boolean => /^pi_local_[0-9a-f]{24}$/.test(intentId);
/** <intent id>_secret_<32 url-safe characters>, as Stripe does: the secret is the browser's capability. */
export const newLocalClientSecret = (intentId: string): string => `${intentId}_secret_${randomBytes(24).toString('base64url')}`;

/**
 * The offline default provider, which behaves like Stripe's test mode. Its intents live in the payments table itself:
 * creating one only mints ids (the caller records the row), confirming one is done by the local routes
 * (routes/payments.ts, local-confirmation.ts) and cancelling one marks the row canceled. A held intent is a succeeded
 * row with capture_method manual: capturing or releasing it only checks it is still held (the caller records which).
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly provider = 'local' as const;

  constructor(private readonly db: Kysely<Database>) {}

  async createIntent(request: CreateIntentRequest): Promise<CreatedIntent> {
    // Idempotent like Stripe: a key seen before answers the intent recorded under it.
    const existing = await this.db
      .selectFrom('payments')
      .select(['intent_id', 'client_secret', 'status'])
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (existing) {
      const status = existing.status === 'declined' ? 'requires_payment_method' : existing.status;
      return { intentId: existing.intent_id, clientSecret: existing.client_secret, status };
    }
    const intentId = newLocalIntentId();
    return { intentId, clientSecret: newLocalClientSecret(intentId), status: 'requires_payment_method' };
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    const held = await this.heldRow(intentId);
    if (held) return held.captured_at === null;
    const result = await this.db
      .updateTable('payments')
      .set({ status: 'canceled' })
      .where('intent_id', '=', intentId)
      .where('provider', '=', 'local')
      .where('status', 'not in', ['succeeded', 'canceled'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async captureIntent(intentId: string): Promise<void> {
    const held = await this.heldRow(intentId);
    // Like Stripe: only an authorised intent can be captured, and a released one no longer can.
    if (!held || held.released_at !== null) throw new PaymentProviderError(`The payment intent ${intentId} is not held`);
  }

  private heldRow(intentId: string) {
    return this.db
      .selectFrom('payments')
      .select(['captured_at', 'released_at'])
      .where('intent_id', '=', intentId)
      .where('provider', '=', 'local')
      .where('capture_method', '=', 'manual')
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
  }

  /**
   * The local provider has no bank: a refund is made at once (the caller records it in the refunds table). Like Stripe,
   * it refuses to refund an intent it never issued or that took no money (`No such payment_intent`): how a test makes
   * a refund fail (a payment whose intent id is not one of ours), for the back office's retry.
   */
  async refund(request: RefundRequest): Promise<RefundMade> {
    const known =
      isLocalIntentId(request.intentId) &&
      (await this.db
        .selectFrom('payments')
        .select('id')
        .where('intent_id', '=', request.intentId)
        .where('provider', '=', 'local')
        .where('status', '=', 'succeeded')
        .executeTakeFirst()) !== undefined;
    if (!known) throw new PaymentProviderError(`No such payment_intent: '${request.intentId}'`);
    const existing = await this.db.selectFrom('refunds').select('provider_refund_id').where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
    return { refundId: existing?.provider_refund_id ?? `re_local_${randomBytes(12).toString('hex')}`, status: 'succeeded' };
  }
}
