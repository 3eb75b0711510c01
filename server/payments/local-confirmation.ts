import type { Kysely } from 'kysely';
import type { LocalAuthenticateBody, LocalConfirmBody, LocalPaymentResult } from '../../src/contract/checkout';
import type { Database, PaymentKind, PaymentStatus } from '../db/schema';
import { finalisePayment, type FinaliseDeps } from './finalise-payment';
import { CARD_MESSAGES, cardOutcome, checkCard, type CardField } from './local-card';
import { isCheckoutExpired, recordBookingEvent } from './payment-records';

/**
 * The local provider's confirmation, as Stripe.js + Stripe would do it in test mode: the card is checked, the test
 * numbers decide the outcome, a success is finalised on the server (finalise-payment.ts, exactly once).
 */
export type LocalStepResult =
  | { readonly kind: 'result'; readonly result: LocalPaymentResult }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid_card'; readonly field: CardField; readonly message: string }
  /** The price changed and a new attempt replaced this one (or the booking was paid with another one). */
  | { readonly kind: 'replaced' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'already_paid' }
  | { readonly kind: 'no_action_required' };

interface Intent {
  readonly id: number;
  readonly intentId: string;
  readonly status: PaymentStatus;
  readonly bookingRequestId: number;
  readonly bookingStatus: Parameters<typeof isCheckoutExpired>[0]['status'];
  readonly expiresAt: Date | string;
  readonly kind: PaymentKind;
}

/** The local intent of this client secret, only when it belongs to this tenant (privacy by query). */
const findIntent = async (db: Kysely<Database>, clientSecret: string, userId: number): Promise<Intent | null> => {
  const row = await db
    .selectFrom('payments as p')
    .innerJoin('booking_requests as b', 'b.id', 'p.booking_request_id')
    .select(['p.id', 'p.intent_id', 'p.status', 'p.kind', 'b.id as booking_id', 'b.status as booking_status', 'b.expires_at'])
    .where('p.client_secret', '=', clientSecret)
    .where('p.provider', '=', 'local')
    .where('b.user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { id: row.id, intentId: row.intent_id, status: row.status, bookingRequestId: row.booking_id, bookingStatus: row.booking_status, expiresAt: row.expires_at, kind: row.kind }
    : null;
};

const succeeded: LocalStepResult = { kind: 'result', result: { status: 'succeeded' } };

/** What an intent that can no longer be confirmed answers, or null when it can. */
const settled = (intent: Intent, now: Date): LocalStepResult | null => {
  if (intent.status === 'succeeded') return succeeded;
  // Later payments (balance, insurance, a change) belong to a booking already paid: finalisePayment decides.
  if (intent.kind !== 'checkout') return intent.status === 'canceled' ? { kind: 'replaced' } : null;
  if (isCheckoutExpired({ status: intent.bookingStatus, expires_at: intent.expiresAt }, now)) return { kind: 'expired' };
  if (intent.status === 'canceled') return { kind: 'replaced' };
  if (intent.bookingStatus !== 'requested') return { kind: 'already_paid' };
  return null;
};

/** Marks a failed confirmation (unless a parallel one settled the intent meanwhile, which then answers). */
const decline = async (deps: FinaliseDeps, intent: Intent, message: string, reason: string): Promise<LocalStepResult> => {
  const at = deps.now();
  const updated = await deps.db
    .updateTable('payments')
    .set({ status: 'declined', last_error: message, updated_at: at })
    .where('id', '=', intent.id)
    .where('status', 'not in', ['succeeded', 'canceled'])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return settledNow(deps, intent);
  await recordBookingEvent(deps.db, { bookingRequestId: intent.bookingRequestId, at, type: 'paymentDeclined', data: { paymentId: intent.id, intentId: intent.intentId, reason } });
  return { kind: 'result', result: { status: 'declined', message } };
};

const settledNow = async (deps: FinaliseDeps, intent: Intent): Promise<LocalStepResult> => {
  const row = await deps.db.selectFrom('payments').select('status').where('id', '=', intent.id).executeTakeFirstOrThrow();
  return row.status === 'succeeded' ? succeeded : { kind: 'replaced' };
};

const succeed = async (deps: FinaliseDeps, intent: Intent): Promise<LocalStepResult> => {
  const result = await finalisePayment(deps, intent.intentId, { onlyIfOpen: true });
  if (result.kind === 'unknown_intent') return { kind: 'not_found' };
  if (result.kind === 'not_open') return { kind: 'replaced' };
  // A refund-needed outcome (dates taken meanwhile) still answers succeeded, as Stripe would: the session then shows
  // the booking's status (cancelled) and the refund is flagged on the payment.
  return succeeded;
};

/** POST /payments/local/confirm. */
export const confirmLocalPayment = async (deps: FinaliseDeps, userId: number, body: LocalConfirmBody): Promise<LocalStepResult> => {
  const intent = await findIntent(deps.db, body.clientSecret, userId);
  if (!intent) return { kind: 'not_found' };
  const now = deps.now();
  const done = settled(intent, now);
  if (done) return done;
  const card = checkCard(body, now);
  if (!card.ok) return { kind: 'invalid_card', field: card.field, message: card.message };
  switch (cardOutcome(card.number)) {
    case 'declined':
      return decline(deps, intent, CARD_MESSAGES.declined, 'card_declined');
    case 'requiresAuthentication': {
      const updated = await deps.db
        .updateTable('payments')
        .set({ status: 'requires_action', last_error: null, updated_at: now })
        .where('id', '=', intent.id)
        .where('status', 'not in', ['succeeded', 'canceled'])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return settledNow(deps, intent);
      return { kind: 'result', result: { status: 'requires_action' } };
    }
    case 'succeeds':
      return succeed(deps, intent);
  }
};

/** POST /payments/local/authenticate: the tenant approves (or fails) the 3-D Secure step. */
export const authenticateLocalPayment = async (deps: FinaliseDeps, userId: number, body: LocalAuthenticateBody): Promise<LocalStepResult> => {
  const intent = await findIntent(deps.db, body.clientSecret, userId);
  if (!intent) return { kind: 'not_found' };
  const done = settled(intent, deps.now());
  if (done) return done;
  if (intent.status !== 'requires_action') return { kind: 'no_action_required' };
  return body.approve ? succeed(deps, intent) : decline(deps, intent, CARD_MESSAGES.authenticationFailed, 'authentication_failed');
};
