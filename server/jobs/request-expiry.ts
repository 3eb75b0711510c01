import { sql } from 'kysely';
import { expiredRequestStatus } from '../../src/domain/booking/request-answer';
import { loadBookingFile } from '../bookings/booking-file';
import { closeRequest, requestAnswerEmails, settleClosedRequest, type ClosedRequest, type RequestAnswerDeps } from '../bookings/request-answers';
import { captureHeldPayment } from '../payments/held-payments';
import { bookingReference } from '../payments/payment-records';

/** Requests closed per transaction; the job loops until none is left. */
export const REQUEST_EXPIRY_BATCH = 50;

/**
 * An accepted request whose capture failed at the provider is captured again by the job, but only this long after
 * the answer, so the job never races the answer's own capture.
 */
export const CAPTURE_RETRY_AFTER_MS = 5 * 60_000;

/**
 * The request expiry (run by the checkout-expire cron, every minute, once per cluster): every request still awaiting
 * the owner past its responseBefore expires (the domain's responseDeadlinePassed), its days are freed and what was
 * paid goes back (a hold released), both parties told. Exactly once: each booking is closed under its row lock by the
 * one run that locked it (others skip locked rows), a closed request is no longer selected, and each refund row has
 * its own idempotency key (booking:{id}:expired:{payment}). Then accepted requests whose capture failed are captured
 * again. `now` is the deps' clock, so a test can run it at any instant.
 */
export const runRequestExpiry = async (deps: RequestAnswerDeps): Promise<{ expired: number; captured: number }> => {
  let expired = 0;
  for (;;) {
    const closed = await deps.db.transaction().execute(async (trx) => {
      const at = deps.now();
      const due = await trx
        .selectFrom('booking_requests')
        .select(['id', 'status', 'response_before', 'user_id'])
        .where('status', '=', 'awaitingOwner')
        .where('response_before', '<', at)
        .orderBy('response_before')
        .orderBy('id')
        .limit(REQUEST_EXPIRY_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      const done: Array<ClosedRequest & { tenantId: number }> = [];
      for (const booking of due) {
        const responseBefore = booking.response_before ? new Date(booking.response_before).toISOString() : null;
        const to = expiredRequestStatus({ status: booking.status, responseBefore, at: at.toISOString() });
        if (!to) continue;
        const reference = bookingReference(booking.id);
        const request = await closeRequest(trx, { id: booking.id, from: booking.status, to }, {
          outcome: 'expired',
          at,
          declineReason: null,
          message: `The booking request (reference ${reference}) expired without an answer from the owner; the payment goes back to the tenant.`,
          eventData: { responseBefore },
        });
        done.push({ ...request, tenantId: booking.user_id });
      }
      return { done, full: due.length === REQUEST_EXPIRY_BATCH };
    });
    for (const request of closed.done) {
      const settled = await settleClosedRequest(deps, request);
      const file = await loadBookingFile(deps.db, request.bookingId, request.tenantId);
      try {
        if (file) {
          for (const message of await requestAnswerEmails(deps.db, file, { what: 'expired', amount: request.owed, held: request.held, reason: null }, deps.publicUrl)) {
            await deps.email.send(message);
          }
        }
      } catch (error) {
        (deps.log ?? console.error)(`Booking ${request.bookingId}: expiry emails not sent (${error instanceof Error ? error.message : 'error'})`);
      }
      if (settled.refunded < request.owed) (deps.log ?? console.error)(`Booking ${request.bookingId}: ${request.owed - settled.refunded} cents not given back yet (see its refunds)`);
      expired++;
    }
    if (!closed.full) break;
  }
  return { expired, captured: await retryCaptures(deps) };
};

/** Accepted requests whose held payment is still not captured (the provider failed at the answer): captured now. */
const retryCaptures = async (deps: RequestAnswerDeps): Promise<number> => {
  const before = new Date(deps.now().getTime() - CAPTURE_RETRY_AFTER_MS);
  const { rows } = await sql<{ id: number }>`
    select p.id from payments p join booking_requests b on b.id = p.booking_request_id
    where b.status = 'confirmed' and b.answered_at <= ${before} and p.kind = 'checkout' and p.status = 'succeeded'
      and not p.refund_needed and p.capture_method = 'manual' and p.captured_at is null and p.released_at is null
    order by p.id limit 100`.execute(deps.db);
  let captured = 0;
  for (const row of rows) if ((await captureHeldPayment(deps, row.id)) === 'captured') captured++;
  return captured;
};
