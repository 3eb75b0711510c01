import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { verifyStripeEvent, webhookActionOf, WEBHOOK_TOLERANCE_SECONDS } from './stripe-webhook';

const SECRET = 'whsec_test_3f6a1c0e9b2d4f8a7c5e1b0d9f2a6c4e';
const NOW = new Date('2026-06-01T09:00:00Z');
const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const sign = (payload: string, at: Date = NOW, secret = SECRET): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });

describe('verifyStripeEvent', () => {
  it('accepts a recorded payment_intent.succeeded signed with the endpoint secret', () => {
    const payload = fixture('payment_intent.succeeded');
    const verified = verifyStripeEvent(payload, sign(payload), SECRET, NOW);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.event.type).toBe('payment_intent.succeeded');
    expect(webhookActionOf(verified.event)).toEqual({ kind: 'succeeded', intentId: 'pi_3QxT4mLkdIwHu7ix0Vq2sR8d' });
  });

  it('maps payment_intent.payment_failed to a failure with the card error message', () => {
    const payload = fixture('payment_intent.payment_failed');
    const verified = verifyStripeEvent(payload, sign(payload), SECRET, NOW);
    expect(verified.ok && webhookActionOf(verified.event)).toEqual({ kind: 'failed', intentId: 'pi_3QxT4mLkdIwHu7ix0Vq2sR8d', message: 'Your card was declined.' });
  });

  it('maps payment_intent.amount_capturable_updated (a held booking request, requires_capture) to a success', () => {
    const payload = fixture('payment_intent.amount_capturable_updated');
    const verified = verifyStripeEvent(payload, sign(payload), SECRET, NOW);
    expect(verified.ok && webhookActionOf(verified.event)).toEqual({ kind: 'succeeded', intentId: 'pi_3QxT4mLkdIwHu7ix0Vq2sR8d' });
    const released = JSON.stringify({ ...JSON.parse(payload), data: { object: { ...JSON.parse(payload).data.object, status: 'canceled' } } });
    const event = verifyStripeEvent(released, sign(released), SECRET, NOW);
    expect(event.ok && webhookActionOf(event.event)).toEqual({ kind: 'ignored', type: 'payment_intent.amount_capturable_updated' });
  });

  it('ignores other event types', () => {
    const payload = JSON.stringify({ ...JSON.parse(fixture('payment_intent.succeeded')), type: 'charge.succeeded' });
    const verified = verifyStripeEvent(payload, sign(payload), SECRET, NOW);
    expect(verified.ok && webhookActionOf(verified.event)).toEqual({ kind: 'ignored', type: 'charge.succeeded' });
  });

  it('refuses a missing or wrong signature, another secret, a changed body and a stale timestamp', () => {
    const payload = fixture('payment_intent.succeeded');
    expect(verifyStripeEvent(payload, undefined, SECRET, NOW).ok).toBe(false);
    expect(verifyStripeEvent(payload, 't=1,v1=deadbeef', SECRET, NOW).ok).toBe(false);
    expect(verifyStripeEvent(payload, sign(payload, NOW, 'whsec_other'), SECRET, NOW).ok).toBe(false);
    const header = sign(payload);
    expect(verifyStripeEvent(payload.replace('84000', '1'), header, SECRET, NOW).ok).toBe(false);
    // Re-serialised JSON is not the signed body.
    expect(verifyStripeEvent(JSON.stringify(JSON.parse(payload)), header, SECRET, NOW).ok).toBe(false);
    const old = new Date(NOW.getTime() - (WEBHOOK_TOLERANCE_SECONDS + 5) * 1000);
    expect(verifyStripeEvent(payload, sign(payload, old), SECRET, NOW).ok).toBe(false);
    expect(verifyStripeEvent(payload, sign(payload, new Date(NOW.getTime() - 60_000)), SECRET, NOW).ok).toBe(true);
  });
});
