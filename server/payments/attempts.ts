import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { BookingStatus, PaymentStart } from '../../src/contract/checkout';
import { captureMethodOf } from '../../src/domain/booking/request-answer';
import { loadCheckoutPrice } from '../checkout/checkout-price';
import type { Database, PaymentKind, PaymentStatus } from '../db/schema';
import type { PaymentGateway, PaymentProviderName } from './payment-gateway';
import { isCheckoutExpired, OPEN_PAYMENT_STATUSES, recordBookingEvent } from './payment-records';

/** The card payment the tenant can confirm now (GET /checkout/{hash} shows its clientSecret). */
export interface PaymentAttempt {
  readonly id: number;
  readonly provider: PaymentProviderName;
  readonly intentId: string;
  readonly clientSecret: string;
  /** EUR cents. */
  readonly amount: number;
  readonly status: PaymentStatus;
  /** 1, 2, …: a new attempt when the price changed. */
  readonly attempt: number;
  /** The last confirmation's failure (a declined card), null otherwise. */
  readonly lastError: string | null;
  /** Spec's isNewAttemptAtPayment: the tenant already tried (a replaced attempt or a declined card). */
  readonly isNewAttempt: boolean;
}

/**
 * The open checkout attempt of a booking (status requires_payment_method, requires_action or declined), or null before
 * POST /checkout/{hash}/payment and once paid, expired or replaced. At most one exists (a partial unique index).
 */
export const currentPaymentAttempt = (db: Kysely<Database>, bookingRequestId: number): Promise<PaymentAttempt | null> =>
  openAttemptOf(db, { bookingRequestId, kind: 'checkout' });

const ATTEMPT_COLUMNS = ['id', 'provider', 'intent_id', 'client_secret', 'amount', 'status', 'attempt', 'last_error'] as const;

const attemptOf = (row: {
  id: number;
  provider: PaymentProviderName;
  intent_id: string;
  client_secret: string;
  amount: number;
  status: PaymentStatus;
  attempt: number;
  last_error: string | null;
}): PaymentAttempt => ({
  id: row.id,
  provider: row.provider,
  intentId: row.intent_id,
  clientSecret: row.client_secret,
  amount: row.amount,
  status: row.status,
  attempt: row.attempt,
  lastError: row.last_error,
  isNewAttempt: row.attempt > 1 || row.status === 'declined',
});

export type StartedPayment = { readonly kind: 'started'; readonly payment: PaymentStart };
/** Any answer other than a started payment: why this payment cannot start now. */
export type StartPaymentRefusal = { readonly kind: Exclude<string, 'started'> };

export type StartPaymentResult =
  | StartedPayment
  | { readonly kind: 'not_found' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'already_paid'; readonly status: BookingStatus }
  | { readonly kind: 'closed'; readonly status: BookingStatus }
  | { readonly kind: 'nothing_to_pay' };

export interface StartPaymentDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly gateway: PaymentGateway;
}

/** Paid (or being paid) already: a second checkout payment is refused with 409 already_paid. */
const PAID_STATUSES: readonly BookingStatus[] = ['awaitingOwner', 'paid', 'confirmed', 'refunded'];

const refusal = (booking: { status: BookingStatus; expires_at: Date | string }, now: Date): StartPaymentResult | null => {
  if (isCheckoutExpired(booking, now)) return { kind: 'expired' };
  if (booking.status === 'requested') return null;
  return PAID_STATUSES.includes(booking.status) ? { kind: 'already_paid', status: booking.status } : { kind: 'closed', status: booking.status };
};

const started = (provider: PaymentProviderName, clientSecret: string, amount: number): StartedPayment => ({
  kind: 'started',
  payment: { provider, clientSecret, amount, currency: 'EUR' },
});

/**
 * POST /checkout/{hash}/payment: the card payment of the amount due now, computed here (never sent by the client).
 * Idempotent: while the price is unchanged the open attempt is answered again; a changed price (or provider) cancels
 * it and creates attempt n+1 with the idempotency key hash:n+1:amount. The provider is called outside the transaction
 * (its idempotency key makes a retry safe); the row is written under the booking's row lock.
 */
export const startCheckoutPayment = async (
  deps: StartPaymentDeps,
  request: { readonly hash: string; readonly userId: number },
): Promise<StartPaymentResult> => {
  const { db } = deps;
  // Privacy by query: another tenant's session is simply not found.
  const booking = await db
    .selectFrom('booking_requests')
    .select(['id', 'status', 'expires_at', 'is_direct'])
    .where('hash', '=', request.hash)
    .where('user_id', '=', request.userId)
    .executeTakeFirst();
  if (!booking) return { kind: 'not_found' };
  const refused = refusal(booking, deps.now());
  if (refused) return refused;
  const price = await loadCheckoutPrice(db, request.hash);
  if (!price) return { kind: 'not_found' };
  const amount = price.checkoutPaymentAmount;
  if (!Number.isInteger(amount) || amount <= 0) return { kind: 'nothing_to_pay' };

  return openPaymentAttempt(deps, {
    scope: { bookingRequestId: booking.id, kind: 'checkout' },
    amount,
    keyPrefix: request.hash,
    hash: request.hash,
    // A request's payment is held on the card until the owner answers.
    captureMethod: captureMethodOf({ kind: 'checkout', isDirect: booking.is_direct }),
    recheck: async (trx) => {
      const locked = await trx.selectFrom('booking_requests').select(['status', 'expires_at']).where('id', '=', booking.id).forUpdate().executeTakeFirst();
      return locked ? refusal(locked, deps.now()) : { kind: 'not_found' };
    },
  });
};

/** Which payments an attempt replaces: the booking's of one kind (and one post-booking cart or change request). */
export interface PaymentScope {
  readonly bookingRequestId: number;
  readonly kind: PaymentKind;
  readonly cartId?: number;
  readonly modificationId?: number;
}

const inScope = <QB extends SelectQueryBuilder<Database, 'payments', object>>(query: QB, scope: PaymentScope): QB =>
  query
    .where('booking_request_id', '=', scope.bookingRequestId)
    .where('kind', '=', scope.kind)
    .where('post_booking_cart_id', scope.cartId === undefined ? 'is' : '=', scope.cartId ?? null)
    .where('modification_id', scope.modificationId === undefined ? 'is' : '=', scope.modificationId ?? null) as QB;

/** The open attempt of a scope (checkout, balance, a post-booking cart…), or null. */
export const openAttemptOf = async (db: Kysely<Database>, scope: PaymentScope): Promise<PaymentAttempt | null> => {
  const row = await inScope(db.selectFrom('payments').select(ATTEMPT_COLUMNS), scope)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
  return row ? attemptOf(row) : null;
};

/**
 * Opens (or answers again) the card payment of `amount` for a scope. Idempotent: while the amount is unchanged the
 * open attempt is answered again; a changed amount (or provider) cancels it and creates attempt n+1 with the
 * idempotency key prefix:n+1:amount. The provider is called outside the transaction (its idempotency key makes a retry
 * safe); the row is written under the booking's row lock, after `recheck` (which may refuse) ran under that lock.
 */
export const openPaymentAttempt = async <R extends StartPaymentRefusal>(
  deps: StartPaymentDeps,
  payable: {
    readonly scope: PaymentScope;
    readonly amount: number;
    readonly keyPrefix: string;
    /** The booking's hash, in the provider's metadata. */
    readonly hash: string;
    /** manual: only authorised when confirmed (a booking request's checkout payment); automatic by default. */
    readonly captureMethod?: 'automatic' | 'manual';
    readonly recheck: (trx: Kysely<Database>) => Promise<R | null>;
  },
): Promise<StartedPayment | R> => {
  const { db, gateway } = deps;
  const { scope, amount } = payable;
  const open = await openAttemptOf(db, scope);
  if (open && open.amount === amount && open.provider === gateway.provider) return started(open.provider, open.clientSecret, open.amount);

  const last = await inScope(db.selectFrom('payments').select((eb) => eb.fn.max('attempt').as('attempt')), scope).executeTakeFirst();
  const attempt = Number(last?.attempt ?? 0) + 1;
  const idempotencyKey = `${payable.keyPrefix}:${attempt}:${amount}`;
  const intent = await gateway.createIntent({
    amount,
    currency: 'EUR',
    idempotencyKey,
    metadata: { bookingRequestId: scope.bookingRequestId, hash: payable.hash, kind: scope.kind },
    captureMethod: payable.captureMethod ?? 'automatic',
  });

  const replaced: Array<{ intentId: string; provider: PaymentProviderName }> = [];
  const outcome = await db.transaction().execute(async (trx): Promise<StartedPayment | R> => {
    const refusedNow = await payable.recheck(trx);
    if (refusedNow) return refusedNow;
    const openNow = await inScope(trx.selectFrom('payments').select(['intent_id', 'client_secret', 'amount', 'provider']), scope)
      .where('status', 'in', OPEN_PAYMENT_STATUSES)
      .forUpdate()
      .execute();
    // A concurrent request already recorded the attempt for this amount: answer it.
    const same = openNow.find((p) => p.amount === amount && p.provider === gateway.provider);
    if (same) return started(same.provider, same.client_secret, same.amount);
    const at = deps.now();
    if (openNow.length > 0) {
      await trx
        .updateTable('payments')
        .set({ status: 'canceled', updated_at: at })
        .where('booking_request_id', '=', scope.bookingRequestId)
        .where('kind', '=', scope.kind)
        .where('post_booking_cart_id', scope.cartId === undefined ? 'is' : '=', scope.cartId ?? null)
        .where('modification_id', scope.modificationId === undefined ? 'is' : '=', scope.modificationId ?? null)
        .where('status', 'in', OPEN_PAYMENT_STATUSES)
        .execute();
      replaced.push(...openNow.map((p) => ({ intentId: p.intent_id, provider: p.provider })));
    }
    const inserted = await trx
      .insertInto('payments')
      .values({
        booking_request_id: scope.bookingRequestId,
        provider: gateway.provider,
        intent_id: intent.intentId,
        client_secret: intent.clientSecret,
        amount,
        currency: 'EUR',
        kind: scope.kind,
        post_booking_cart_id: scope.cartId ?? null,
        modification_id: scope.modificationId ?? null,
        attempt,
        capture_method: payable.captureMethod ?? 'automatic',
        status: intent.status === 'requires_action' ? 'requires_action' : 'requires_payment_method',
        idempotency_key: idempotencyKey,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['client_secret'])
      .executeTakeFirst();
    if (!inserted) {
      // The same key raced in from a parallel request (same intent from the provider): answer the recorded row.
      const recorded = await trx.selectFrom('payments').select(['client_secret', 'amount', 'provider', 'status']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      if (recorded && recorded.status !== 'canceled') return started(recorded.provider, recorded.client_secret, recorded.amount);
      throw new Error('Could not record the payment attempt');
    }
    await recordBookingEvent(trx, {
      bookingRequestId: scope.bookingRequestId,
      at,
      type: 'paymentAttemptStarted',
      data: { kind: scope.kind, attempt, amount, provider: gateway.provider, intentId: intent.intentId, replaced: replaced.length > 0 },
    });
    return started(gateway.provider, inserted.client_secret, amount);
  });

  // After commit: the replaced attempts, and an intent created for nothing (refused meanwhile, or a parallel request
  // won with another intent), are cancelled at the provider.
  const answered = outcome.kind === 'started' ? (outcome as StartedPayment).payment.clientSecret : null;
  const unused = answered !== intent.clientSecret ? [intent.intentId] : [];
  const toCancel = [...replaced.filter((r) => r.provider === gateway.provider).map((r) => r.intentId), ...unused];
  for (const intentId of toCancel) await gateway.cancelIntent(intentId);
  return outcome;
};
