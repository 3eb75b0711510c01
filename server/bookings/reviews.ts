import { sql, type Kysely } from 'kysely';
import { canReview, REVIEW_SNOOZE_DAYS, reviewProblems, withReview } from '../../src/domain/booking/after-booking';
import { addDays } from '../../src/domain/search/iso-date';
import type { EmailSender } from '../auth/email-sender';
import { emailTo, loadRecipient } from '../emails/email-texts';
import type { Database } from '../db/schema';
import { bookingReference, recordBookingEvent } from '../payments/payment-records';
import { loadBookingFile } from './booking-file';

export type ReviewResult =
  | { readonly kind: 'written' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid'; readonly problems: string[] }
  | { readonly kind: 'not_allowed' };

/**
 * POST /bookings/{id}/review: the tenant reviews the boat (or activity) and its owner after the trip, once. In one
 * transaction locking the product row, the review is written and the product's count and average move with it, so
 * search (best rating, sort by rating) and the "new product" rule see it at once.
 */
export const writeReview = async (
  db: Kysely<Database>,
  request: { readonly bookingId: number; readonly userId: number; readonly rating: number; readonly comment: string; readonly language: string; readonly now: Date },
): Promise<ReviewResult> => {
  const problems = reviewProblems(request);
  if (problems.length > 0) return { kind: 'invalid', problems };
  const today = request.now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx): Promise<ReviewResult> => {
    const file = await loadBookingFile(trx, request.bookingId, request.userId, { tenantOnly: true });
    if (!file) return { kind: 'not_found' };
    const { session, product } = file.state;
    const table = product.kind === 'boat' ? 'boats' : 'activities';
    const current = await trx.selectFrom(table).select(['reviews_count', 'reviews_avg']).where('id', '=', product.id).forUpdate().executeTakeFirstOrThrow();
    // Read again under the lock: two parallel reviews of one booking make one.
    const reviewed = await trx.selectFrom('reviews').select('id').where('booking_request_id', '=', session.id).executeTakeFirst();
    if (!canReview({ role: file.role, status: session.status, endDate: session.end, today, reviewed: reviewed !== undefined })) return { kind: 'not_allowed' };
    await trx
      .insertInto('reviews')
      .values({
        product_kind: product.kind,
        product_id: product.id,
        author_first_name: file.tenant.firstName,
        rating: request.rating,
        comment: request.comment.trim(),
        language: request.language,
        created_at: request.now,
        booking_request_id: session.id,
      })
      .execute();
    const next = withReview({ count: current.reviews_count, average: current.reviews_avg }, request.rating);
    await trx.updateTable(table).set({ reviews_count: next.count, reviews_avg: next.average }).where('id', '=', product.id).execute();
    await recordBookingEvent(trx, { bookingRequestId: session.id, at: request.now, type: 'reviewed', data: { rating: request.rating } });
    return { kind: 'written' };
  });
};

/** POST /bookings/{id}/review/snooze: the request comes back REVIEW_SNOOZE_DAYS later. */
export const snoozeReview = async (db: Kysely<Database>, request: { readonly bookingId: number; readonly userId: number; readonly now: Date }): Promise<boolean> => {
  const file = await loadBookingFile(db, request.bookingId, request.userId, { tenantOnly: true });
  if (!file) return false;
  const until = addDays(request.now.toISOString().slice(0, 10), REVIEW_SNOOZE_DAYS);
  await db.updateTable('booking_requests').set({ review_snoozed_until: `${until}T00:00:00Z` }).where('id', '=', request.bookingId).execute();
  return true;
};

export type AnswerResult = { readonly kind: 'answered' } | { readonly kind: 'not_found' } | { readonly kind: 'invalid' } | { readonly kind: 'already_answered' };

/** POST /bookings/{id}/review/answer: the owner answers the review of their booking, once. */
export const answerReview = async (db: Kysely<Database>, request: { readonly bookingId: number; readonly userId: number; readonly text: string; readonly now: Date }): Promise<AnswerResult> => {
  const text = request.text.trim();
  if (text === '' || [...text].length > 2000) return { kind: 'invalid' };
  const file = await loadBookingFile(db, request.bookingId, request.userId);
  if (!file || file.role !== 'owner' || !file.reviewed) return { kind: 'not_found' };
  const updated = await db
    .updateTable('reviews')
    .set({ owner_answer: text, owner_answered_at: request.now })
    .where('booking_request_id', '=', request.bookingId)
    .where('owner_answer', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? { kind: 'answered' } : { kind: 'already_answered' };
};

/**
 * Asks the tenants of trips that ended yesterday or before (within a week) for a review, by email, once per booking
 * (booking_events keeps that it was asked). Part of the hourly after-booking job.
 */
export const sendReviewRequests = async (deps: { readonly db: Kysely<Database>; readonly now: () => Date; readonly email: EmailSender; readonly publicUrl: string }): Promise<number> => {
  const today = deps.now().toISOString().slice(0, 10);
  const { rows } = await sql<{ id: number; user_id: number }>`
    select b.id, b.user_id from booking_requests b join users u on u.id = b.user_id
    where b.status in ('paid', 'confirmed') and b.end_date < ${today}::date and b.end_date >= ${addDays(today, -7)}::date
      and u.deleted_at is null
      and not exists (select 1 from reviews r where r.booking_request_id = b.id)
      and not exists (select 1 from booking_events e where e.booking_request_id = b.id and e.type = 'reviewRequested')
    order by b.id limit 200`.execute(deps.db);
  for (const row of rows) {
    await recordBookingEvent(deps.db, { bookingRequestId: row.id, at: deps.now(), type: 'reviewRequested' });
    const tenant = await loadRecipient(deps.db, row.user_id);
    if (tenant) await deps.email.send(emailTo(tenant, (t) => t.reviewRequest, { reference: bookingReference(row.id), link: `${deps.publicUrl}/booking/${row.id}/detail#review` }));
  }
  return rows.length;
};
