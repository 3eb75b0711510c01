import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../src/contract/checkout';
import { transition } from '../../src/domain/booking/booking-lifecycle';
import { answerRequest, normaliseDeclineReason, type RequestAnswer } from '../../src/domain/booking/request-answer';
import type { EmailMessage } from '../auth/email-sender';
import { insertMessage } from '../conversations/conversation-queries';
import type { Database, RequestOutcome } from '../db/schema';
import { daysFor, emailTo, fill, loadRecipient, moneyFor, type EmailTexts } from '../emails/email-texts';
import { captureHeldPayment } from '../payments/held-payments';
import { bookingReference, OPEN_PAYMENT_STATUSES, recordBookingEvent } from '../payments/payment-records';
import { makePendingRefunds, type CancelDeps } from './cancel-booking';
import { loadBookingFile, type BookingFile } from './booking-file';

/**
 * Booking requests (issue [6]): the owner (or staff) accepts or declines a request before its responseBefore; a
 * request nobody answered expires (jobs/request-expiry.ts). Every change runs in one transaction that locks the
 * booking's row and moves its status through the domain lifecycle, so a request is answered, or expires, exactly once.
 * The provider is called after commit: the held payment captured on accept, released (or refunded if it was taken)
 * otherwise, with one refund row per payment whose idempotency key names the booking, the reason and the payment.
 */
export type RequestAnswerDeps = CancelDeps;

export type AnswerRequestResult =
  | { readonly kind: 'answered'; readonly status: BookingStatus; readonly refunded: number }
  | { readonly kind: 'not_found' }
  /** The tenant of the booking: only its owner answers. */
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'not_awaiting_owner' }
  | { readonly kind: 'deadline_passed' };

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The owner of a paid booking (staff answer on their behalf), or undefined. */
const ownerIdOf = async (db: Kysely<Database>, bookingId: number): Promise<number | undefined> => {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0 || bookingId > 2_147_483_647) return undefined;
  const row = await db
    .selectFrom('booking_requests as b')
    .leftJoin('boats as bo', 'bo.id', 'b.boat_id')
    .leftJoin('activities as a', 'a.id', 'b.activity_id')
    .select(['bo.owner_id as boat_owner', 'a.owner_id as activity_owner'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  return row ? (row.boat_owner ?? row.activity_owner ?? undefined) : undefined;
};

/**
 * The booking as its owner sees it: the owner's own, or any for staff. The tenant is refused (403); anyone else, like
 * an unknown id, does not find it (404).
 */
const loadForOwner = async (db: Kysely<Database>, bookingId: number, user: { readonly id: number; readonly isStaff: boolean }): Promise<BookingFile | 'not_found' | 'forbidden'> => {
  const own = await loadBookingFile(db, bookingId, user.id);
  if (own) return own.role === 'owner' ? own : 'forbidden';
  if (!user.isStaff) return 'not_found';
  const ownerId = await ownerIdOf(db, bookingId);
  return (ownerId === undefined ? undefined : await loadBookingFile(db, bookingId, ownerId)) ?? 'not_found';
};

/** A system message (author null, in English like the payments') in the booking's conversation, when it has one. */
const systemMessage = async (trx: Kysely<Database>, bookingId: number, body: string, at: Date): Promise<void> => {
  const conversation = await trx.selectFrom('conversations').select('id').where('booking_request_id', '=', bookingId).executeTakeFirst();
  if (conversation) await insertMessage(trx, { conversationId: conversation.id, authorId: null, body, now: at });
};

/** What closing a request left to do after commit. */
export interface ClosedRequest {
  readonly bookingId: number;
  readonly status: BookingStatus;
  readonly outcome: Exclude<RequestOutcome, 'accepted'>;
  /** EUR cents to give back: everything paid online. */
  readonly owed: number;
  /** The checkout payment was only held (released rather than refunded). */
  readonly held: boolean;
  /** Open payment attempts to cancel at the provider. */
  readonly openIntents: ReadonlyArray<{ readonly intentId: string; readonly provider: string }>;
}

/**
 * Ends a request that will not go ahead (declined or expired), inside the caller's transaction with the booking's row
 * locked: the status and outcome, its days free again, open attempts, changes and carts closed, one pending refund
 * per payment (everything paid comes back), the history and a system message.
 */
export const closeRequest = async (
  trx: Kysely<Database>,
  booking: { readonly id: number; readonly from: BookingStatus; readonly to: BookingStatus },
  close: { readonly outcome: Exclude<RequestOutcome, 'accepted'>; readonly at: Date; readonly declineReason: string | null; readonly message: string; readonly eventData: Record<string, unknown> },
): Promise<ClosedRequest> => {
  const { at } = close;
  await trx
    .updateTable('booking_requests')
    .set({
      status: booking.to,
      request_outcome: close.outcome,
      answered_at: close.outcome === 'declined' ? at : null,
      decline_reason: close.declineReason,
      updated_at: at,
    })
    .where('id', '=', booking.id)
    .execute();
  await trx.deleteFrom('boat_unavailabilities').where('booking_request_id', '=', booking.id).execute();
  const openIntents = await trx
    .updateTable('payments')
    .set({ status: 'canceled', updated_at: at })
    .where('booking_request_id', '=', booking.id)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .returning(['intent_id as intentId', 'provider'])
    .execute();
  await trx.updateTable('booking_modifications').set({ status: 'withdrawn', answered_at: at }).where('booking_request_id', '=', booking.id).where('status', 'in', ['pending', 'accepted']).execute();
  await trx.updateTable('post_booking_carts').set({ status: 'closed' }).where('booking_request_id', '=', booking.id).where('status', '=', 'open').execute();

  const payments = await trx
    .selectFrom('payments')
    .select(['id', 'amount', 'kind', 'capture_method', 'captured_at'])
    .where('booking_request_id', '=', booking.id)
    .where('status', '=', 'succeeded')
    .where('refund_needed', '=', false)
    .orderBy('id')
    .execute();
  const refunds = await trx.selectFrom('refunds').select(['payment_id', 'amount']).where('booking_request_id', '=', booking.id).where('status', '<>', 'failed').execute();
  let owed = 0;
  for (const payment of payments) {
    const left = payment.amount - refunds.filter((r) => r.payment_id === payment.id).reduce((sum, r) => sum + r.amount, 0);
    if (left <= 0) continue;
    owed += left;
    await trx
      .insertInto('refunds')
      .values({
        booking_request_id: booking.id,
        payment_id: payment.id,
        amount: left,
        reason: close.outcome,
        status: 'pending',
        provider_refund_id: null,
        // Unique: a second close of the same request (impossible under the lock) could never refund twice.
        idempotency_key: `booking:${booking.id}:${close.outcome}:${payment.id}`,
        created_at: at,
      })
      .execute();
  }
  const held = payments.some((p) => p.kind === 'checkout' && p.capture_method === 'manual' && p.captured_at === null);
  await recordBookingEvent(trx, {
    bookingRequestId: booking.id,
    at,
    type: close.outcome === 'declined' ? 'ownerDeclined' : 'responseDeadlinePassed',
    from: booking.from,
    to: booking.to,
    data: { ...close.eventData, owed },
  });
  await systemMessage(trx, booking.id, close.message, at);
  return { bookingId: booking.id, status: booking.to, outcome: close.outcome, owed, held, openIntents };
};

/**
 * After a request was closed: its open intents cancelled, the money given back through the provider (a hold released,
 * money taken refunded), the booking refunded once everything came back. Answers the status and EUR cents returned.
 */
export const settleClosedRequest = async (deps: RequestAnswerDeps, closed: ClosedRequest): Promise<{ status: BookingStatus; refunded: number }> => {
  for (const open of closed.openIntents) if (open.provider === deps.gateway.provider) await deps.gateway.cancelIntent(open.intentId);
  const refunded = await makePendingRefunds(deps, closed.bookingId);
  let status = closed.status;
  if (closed.owed > 0 && refunded >= closed.owed) {
    const next = transition(status, { type: 'refunded' });
    if (next.ok) {
      const moved = await deps.db.updateTable('booking_requests').set({ status: next.status }).where('id', '=', closed.bookingId).where('status', '=', status).executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0) {
        await recordBookingEvent(deps.db, { bookingRequestId: closed.bookingId, at: deps.now(), type: 'refunded', from: status, to: next.status, data: { amount: refunded } });
      }
      status = next.status;
    }
  }
  return { status, refunded };
};

type Told = 'accepted' | 'declined' | 'expired';

/** Both parties, each in their own language: what happened, and what it means for the money. */
export const requestAnswerEmails = async (
  db: Kysely<Database>,
  file: BookingFile,
  told: { readonly what: Told; readonly amount: number; readonly held: boolean; readonly reason: string | null },
  publicUrl: string,
): Promise<EmailMessage[]> => {
  const { session, product } = file.state;
  const [tenant, owner] = await Promise.all([loadRecipient(db, session.user_id), loadRecipient(db, file.ownerId)]);
  const link = `${publicUrl}/booking/${session.id}/detail`;
  const common = (language: string) => ({ reference: bookingReference(session.id), product: product.title, dates: daysFor(session.start, session.end, language), link });
  const subject = (t: EmailTexts) => (told.what === 'accepted' ? t.requestAnswer.acceptedSubject : told.what === 'declined' ? t.requestAnswer.declinedSubject : t.requestAnswer.expiredSubject);
  const emails: EmailMessage[] = [];
  if (tenant) {
    const body = (t: EmailTexts) => (told.what === 'accepted' ? t.requestAnswer.tenantAccepted : told.what === 'declined' ? t.requestAnswer.tenantDeclined : t.requestAnswer.tenantExpired);
    emails.push(
      emailTo(tenant, (t) => ({ subject: subject(t), body: body(t) }), (t) => ({
        ...common(tenant.language),
        name: file.owner.firstName,
        amount: moneyFor(told.amount, tenant),
        reason: told.reason ? `${fill(t.requestAnswer.ownerMessage, { reason: told.reason })}\n` : '',
        refund: told.amount > 0 ? fill(told.held ? t.requestAnswer.released : t.requestAnswer.paidBack, { amount: moneyFor(told.amount, tenant) }) : '',
      })),
    );
  }
  if (owner) {
    const body = (t: EmailTexts) => (told.what === 'accepted' ? t.requestAnswer.ownerAccepted : told.what === 'declined' ? t.requestAnswer.ownerDeclined : t.requestAnswer.ownerExpired);
    emails.push(emailTo(owner, (t) => ({ subject: subject(t), body: body(t) }), { ...common(owner.language), amount: moneyFor(told.amount, owner) }));
  }
  return emails;
};

const sendAll = async (deps: RequestAnswerDeps, bookingId: number, emails: Promise<EmailMessage[]>): Promise<void> => {
  try {
    for (const message of await emails) await deps.email.send(message);
  } catch (error) {
    (deps.log ?? console.error)(`Booking ${bookingId}: request answer emails not sent (${error instanceof Error ? error.message : 'error'})`);
  }
};

/**
 * POST /bookings/{id}/accept and /decline. Accepting confirms the booking and captures the held payment after
 * commit (a provider failure is retried by the expiry job); declining frees the days and gives everything back.
 */
export const answerBookingRequest = async (
  deps: RequestAnswerDeps,
  request: { readonly bookingId: number; readonly user: { readonly id: number; readonly isStaff: boolean }; readonly answer: RequestAnswer; readonly reason?: string | null },
): Promise<AnswerRequestResult> => {
  const file = await loadForOwner(deps.db, request.bookingId, request.user);
  if (file === 'not_found' || file === 'forbidden') return { kind: file };
  const bookingId = file.state.session.id;
  const reason = request.answer === 'decline' ? normaliseDeclineReason(request.reason) : null;
  const reference = bookingReference(bookingId);
  const by = { userId: request.user.id, staff: request.user.id !== file.ownerId };

  type Decided =
    | { readonly kind: 'deadline_passed' | 'not_awaiting_owner' }
    | { readonly kind: 'declined'; readonly closed: ClosedRequest }
    | { readonly kind: 'accepted'; readonly status: BookingStatus; readonly held: ReadonlyArray<{ readonly id: number; readonly amount: number }> };
  const decided = await deps.db.transaction().execute(async (trx): Promise<Decided> => {
    const at = deps.now();
    const locked = await trx.selectFrom('booking_requests').select(['status', 'response_before', 'request_outcome']).where('id', '=', bookingId).forUpdate().executeTakeFirstOrThrow();
    const outcome = answerRequest({ status: locked.status, outcome: locked.request_outcome, responseBefore: iso(locked.response_before), at: at.toISOString() }, request.answer);
    if (!outcome.ok) return { kind: outcome.reason === 'deadlinePassed' ? 'deadline_passed' : 'not_awaiting_owner' };
    if (request.answer === 'decline') {
      const closed = await closeRequest(trx, { id: bookingId, from: locked.status, to: outcome.status }, {
        outcome: 'declined',
        at,
        declineReason: reason,
        message: `${file.owner.firstName} declined the booking request (reference ${reference}).${reason ? ` Message: ${reason}` : ''} The payment goes back to ${file.tenant.firstName}.`,
        eventData: { by },
      });
      return { kind: 'declined', closed };
    }
    await trx
      .updateTable('booking_requests')
      .set({ status: outcome.status, request_outcome: 'accepted', answered_at: at, updated_at: at })
      .where('id', '=', bookingId)
      .execute();
    await recordBookingEvent(trx, { bookingRequestId: bookingId, at, type: 'ownerAccepted', from: locked.status, to: outcome.status, data: { by } });
    await systemMessage(trx, bookingId, `${file.owner.firstName} accepted the booking request (reference ${reference}): the booking is confirmed.`, at);
    const held = await trx
      .selectFrom('payments')
      .select(['id', 'amount'])
      .where('booking_request_id', '=', bookingId)
      .where('kind', '=', 'checkout')
      .where('status', '=', 'succeeded')
      .where('refund_needed', '=', false)
      .where('capture_method', '=', 'manual')
      .where('captured_at', 'is', null)
      .where('released_at', 'is', null)
      .execute();
    return { kind: 'accepted', status: outcome.status, held };
  });
  if (decided.kind === 'accepted') {
    for (const payment of decided.held) await captureHeldPayment(deps, payment.id);
    const amount = decided.held.reduce((sum, p) => sum + p.amount, 0);
    await sendAll(deps, bookingId, requestAnswerEmails(deps.db, file, { what: 'accepted', amount, held: true, reason: null }, deps.publicUrl));
    return { kind: 'answered', status: decided.status, refunded: 0 };
  }
  if (decided.kind !== 'declined') return { kind: decided.kind };
  const settled = await settleClosedRequest(deps, decided.closed);
  await sendAll(deps, bookingId, requestAnswerEmails(deps.db, file, { what: 'declined', amount: decided.closed.owed, held: decided.closed.held, reason }, deps.publicUrl));
  return { kind: 'answered', status: settled.status, refunded: settled.refunded };
};
