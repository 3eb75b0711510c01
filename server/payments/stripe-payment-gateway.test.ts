import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { PaymentProviderError } from './payment-gateway';
import { intentStatusOf, StripePaymentGateway, type StripeClient } from './stripe-payment-gateway';

type CreateCall = { params: Stripe.PaymentIntentCreateParams; options: Stripe.RequestOptions | undefined };

/** A fake of the SDK's client: remembers the calls, answers the same intent for the same idempotency key. */
const fakeStripe = (
  behaviour: { fail?: boolean; cancelFails?: boolean; refundStatus?: Stripe.Refund['status']; capture?: 'succeeds' | 'alreadyCaptured' | 'released' } = {},
) => {
  const creates: CreateCall[] = [];
  const cancels: string[] = [];
  const captures: Array<{ id: string; options: Stripe.RequestOptions | undefined }> = [];
  const refunds: Array<{ params: Stripe.RefundCreateParams; options: Stripe.RequestOptions | undefined }> = [];
  const byKey = new Map<string, string>();
  const client: StripeClient = {
    paymentIntents: {
      create: async (params, options) => {
        creates.push({ params, options });
        if (behaviour.fail) throw Object.assign(new Error('Invalid API Key provided: sk_test_***'), { name: 'StripeAuthenticationError' });
        const key = options?.idempotencyKey ?? String(creates.length);
        const id = byKey.get(key) ?? `pi_3Fake${String(byKey.size + 1).padStart(4, '0')}`;
        byKey.set(key, id);
        return { id, client_secret: `${id}_secret_abc`, status: 'requires_payment_method' };
      },
      cancel: async (id) => {
        cancels.push(id);
        if (behaviour.cancelFails) throw new Error('This PaymentIntent could not be canceled because it has a status of succeeded.');
        return { id, status: 'canceled' };
      },
      // The recorded shapes of POST /v1/payment_intents/{id}/capture: the captured intent, or Stripe's
      // payment_intent_unexpected_state error carrying the intent as it is.
      capture: async (id, _params, options) => {
        captures.push({ id, options });
        if (behaviour.capture === 'alreadyCaptured' || behaviour.capture === 'released') {
          const status = behaviour.capture === 'released' ? 'canceled' : 'succeeded';
          throw Object.assign(new Error(`This PaymentIntent could not be captured because it has a status of ${status}.`), {
            name: 'StripeInvalidRequestError',
            code: 'payment_intent_unexpected_state',
            payment_intent: { id, object: 'payment_intent', status },
          });
        }
        return { id, status: 'succeeded' };
      },
    },
    refunds: {
      // The recorded shape of Stripe's answer to POST /v1/refunds.
      create: async (params, options) => {
        refunds.push({ params, options });
        if (behaviour.fail) throw Object.assign(new Error('No such payment_intent: pi_x'), { name: 'StripeInvalidRequestError' });
        return { id: 're_3Fake0001', status: behaviour.refundStatus ?? 'succeeded' };
      },
    },
  };
  return { client, creates, cancels, captures, refunds };
};

const request = { amount: 84_000, currency: 'EUR', idempotencyKey: 'hash123:1:84000', metadata: { bookingRequestId: 7, hash: 'hash123' } };

describe('StripePaymentGateway', () => {
  it('creates a EUR PaymentIntent with automatic payment methods, the metadata and the idempotency key', async () => {
    const stripe = fakeStripe();
    const gateway = new StripePaymentGateway(stripe.client);
    expect(gateway.provider).toBe('stripe');
    const intent = await gateway.createIntent(request);
    expect(intent).toEqual({ intentId: 'pi_3Fake0001', clientSecret: 'pi_3Fake0001_secret_abc', status: 'requires_payment_method' });
    expect(stripe.creates).toEqual([
      {
        params: { amount: 84_000, currency: 'eur', automatic_payment_methods: { enabled: true }, metadata: { bookingRequestId: '7', hash: 'hash123', kind: 'checkout' } },
        options: { idempotencyKey: 'hash123:1:84000' },
      },
    ]);
    expect((await gateway.createIntent(request)).intentId).toBe('pi_3Fake0001');
    expect((await gateway.createIntent({ ...request, idempotencyKey: 'hash123:2:90000', amount: 90_000 })).intentId).toBe('pi_3Fake0002');
  });

  it('holds a booking request’s payment: capture_method manual', async () => {
    const stripe = fakeStripe();
    await new StripePaymentGateway(stripe.client).createIntent({ ...request, captureMethod: 'manual' });
    expect(stripe.creates[0]?.params).toMatchObject({ amount: 84_000, currency: 'eur', capture_method: 'manual' });
    await new StripePaymentGateway(stripe.client).createIntent({ ...request, idempotencyKey: 'other:1:84000', captureMethod: 'automatic' });
    expect(stripe.creates[1]?.params).not.toHaveProperty('capture_method');
  });

  it('captures a held intent once (idempotency key per intent); already captured is fine, released is refused', async () => {
    const ok = fakeStripe();
    await new StripePaymentGateway(ok.client).captureIntent('pi_held');
    expect(ok.captures).toEqual([{ id: 'pi_held', options: { idempotencyKey: 'capture:pi_held' } }]);
    await expect(new StripePaymentGateway(fakeStripe({ capture: 'alreadyCaptured' }).client).captureIntent('pi_held')).resolves.toBeUndefined();
    const released = await new StripePaymentGateway(fakeStripe({ capture: 'released' }).client).captureIntent('pi_held').catch((e: unknown) => e);
    expect(released).toBeInstanceOf(PaymentProviderError);
    expect((released as Error).message).not.toContain('status of');
  });

  it("wraps the SDK's errors without echoing their message", async () => {
    const gateway = new StripePaymentGateway(fakeStripe({ fail: true }).client);
    const error = await gateway.createIntent(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).not.toContain('sk_test');
  });

  it('cancels an intent, and answers false when Stripe refuses', async () => {
    const ok = fakeStripe();
    expect(await new StripePaymentGateway(ok.client).cancelIntent('pi_1')).toBe(true);
    expect(ok.cancels).toEqual(['pi_1']);
    expect(await new StripePaymentGateway(fakeStripe({ cancelFails: true }).client).cancelIntent('pi_2')).toBe(false);
  });

  it('refunds part of an intent with the idempotency key, and wraps refusals and failed refunds', async () => {
    const ok = fakeStripe();
    const made = await new StripePaymentGateway(ok.client).refund({ intentId: 'pi_1', amount: 12_000, idempotencyKey: 'booking:7:cancel:3' });
    expect(made).toEqual({ refundId: 're_3Fake0001', status: 'succeeded' });
    expect(ok.refunds).toEqual([{ params: { payment_intent: 'pi_1', amount: 12_000 }, options: { idempotencyKey: 'booking:7:cancel:3' } }]);
    const pending = await new StripePaymentGateway(fakeStripe({ refundStatus: 'pending' }).client).refund({ intentId: 'pi_1', amount: 1, idempotencyKey: 'k' });
    expect(pending.status).toBe('pending');
    await expect(new StripePaymentGateway(fakeStripe({ fail: true }).client).refund({ intentId: 'pi_1', amount: 1, idempotencyKey: 'k' })).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(new StripePaymentGateway(fakeStripe({ refundStatus: 'failed' }).client).refund({ intentId: 'pi_1', amount: 1, idempotencyKey: 'k' })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("maps Stripe's statuses to the payments table's", () => {
    expect(intentStatusOf('requires_payment_method')).toBe('requires_payment_method');
    expect(intentStatusOf('requires_confirmation')).toBe('requires_payment_method');
    expect(intentStatusOf('processing')).toBe('requires_payment_method');
    expect(intentStatusOf('requires_action')).toBe('requires_action');
    expect(intentStatusOf('succeeded')).toBe('succeeded');
    expect(intentStatusOf('canceled')).toBe('canceled');
  });
});
