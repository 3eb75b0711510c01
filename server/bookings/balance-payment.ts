import type { Kysely } from 'kysely';
import type { BalancePayment, BalancePaymentSuccess } from '../../src/contract/bookings';
import { formatRoute } from '../../src/domain/routing/route';
import type { ViewContext } from '../checkout/checkout-views';
import type { Database } from '../db/schema';
import { openAttemptOf, openPaymentAttempt, type StartedPayment, type StartPaymentDeps } from '../payments/attempts';
import { bookingReference, isBalancePaid } from '../payments/payment-records';
import { balanceDueOf, loadBookingFile, type BookingFile } from './booking-file';
import { balanceDateOf, bookingSummaryOf, boughtInsurances } from './booking-views';

/** GET /balance-payment/{id} (spec section 3 "Balance payment"), for the booking's tenant. */
export const balancePaymentView = async (db: Kysely<Database>, file: BookingFile, context: ViewContext): Promise<BalancePayment> => {
  const { state, price } = file;
  const { session, product } = state;
  const summary = bookingSummaryOf(file, context);
  const attempt = await openAttemptOf(db, { bookingRequestId: session.id, kind: 'balance' });
  const checkout = file.payments.find((p) => p.kind === 'checkout');
  const due = balanceDueOf(file);
  return {
    booking: { id: session.id, activityId: session.activity_id, startAt: session.start, endAt: session.end, reference: bookingReference(session.id), status: session.status },
    activity: product.kind === 'activity' ? { id: product.id, title: product.title } : null,
    product: summary.product,
    harbour: summary.harbour,
    clientSecret: attempt?.clientSecret ?? null,
    downPayment: {
      downPaymentDate: (checkout?.at ?? new Date(session.created_at)).toISOString().slice(0, 10),
      balancePaymentDate: balanceDateOf(file),
    },
    insurances: boughtInsurances(state, context.language),
    priceDetails: price,
    amountDue: due,
    isPaid: file.payments.some((p) => p.kind === 'balance'),
    tenantEmail: file.tenant.email,
    isNewAttemptAtPayment: attempt?.isNewAttempt ?? false,
    lastError: attempt?.lastError ?? null,
  };
};

export type StartBalanceResult =
  | StartedPayment
  | { readonly kind: 'not_found' }
  | { readonly kind: 'already_paid' }
  | { readonly kind: 'nothing_to_pay' }
  | { readonly kind: 'not_payable' };

/**
 * POST /balance-payment/{id}/payment: the card payment of the balance, computed here. Only for a booking that is
 * paid (instant) or confirmed by the owner; idempotent like the checkout's (server/payments/attempts.ts).
 */
export const startBalancePayment = async (deps: StartPaymentDeps, request: { readonly bookingId: number; readonly userId: number }): Promise<StartBalanceResult> => {
  const file = await loadBookingFile(deps.db, request.bookingId, request.userId, { tenantOnly: true });
  if (!file) return { kind: 'not_found' };
  const refusal = (status: string, due: number): StartBalanceResult | null => {
    if (!file.state.session.down_payment_selected) return { kind: 'nothing_to_pay' };
    if (status !== 'paid' && status !== 'confirmed') return { kind: 'not_payable' };
    if (due <= 0) return { kind: 'already_paid' };
    // Once the trip has started, what is left is settled at the harbour, not online.
    if (file.state.session.start <= deps.now().toISOString().slice(0, 10)) return { kind: 'not_payable' };
    return null;
  };
  const due = balanceDueOf(file);
  const refused = refusal(file.state.session.status, due);
  if (refused) return refused;
  return openPaymentAttempt(deps, {
    scope: { bookingRequestId: request.bookingId, kind: 'balance' },
    amount: due,
    keyPrefix: `balance:${request.bookingId}`,
    hash: file.state.session.hash,
    recheck: async (trx) => {
      const locked = await trx.selectFrom('booking_requests').select('status').where('id', '=', request.bookingId).forUpdate().executeTakeFirstOrThrow();
      return refusal(locked.status, (await isBalancePaid(trx, request.bookingId)) ? 0 : due);
    },
  });
};

/** GET /balance-payment/{id}/success: once the balance is paid (else undefined: 404). */
export const balancePaymentSuccessView = (file: BookingFile, context: ViewContext): BalancePaymentSuccess | undefined => {
  const balance = file.payments.find((p) => p.kind === 'balance');
  if (!balance) return undefined;
  const id = file.state.session.id;
  return {
    bookingId: id,
    bankTransferInfo: null,
    urlBookingDetails: formatRoute({ screen: 'bookingDetail', bookingId: String(id) }, context.language),
    urlConversation: file.conversation ? formatRoute({ screen: 'chatConversation', hash: file.conversation.hash, ish: file.conversation.ish }, context.language) : null,
    amountPaid: balance.amount,
    reference: bookingReference(id),
  };
};
