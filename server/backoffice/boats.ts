import { sql, type Kysely } from 'kysely';
import type { BoatReview, BoatStatusBody } from '../../src/contract/backoffice-boats';
import { normalizeReason, reviewRefusal, type ReviewStatus } from '../../src/domain/backoffice/listing-review';
import { textIn } from '../../src/domain/listing/listing';
import { formatRoute } from '../../src/domain/routing/route';
import type { EmailSender } from '../auth/email-sender';
import type { Database } from '../db/schema';
import { emailTo, loadRecipient } from '../emails/email-texts';
import { changeListingStatus, loadListing, type ListingViewContext } from '../listings/listings';
import type { PlaceDirectory } from '../search/place-directory';
import { auditTrailOf, recordStaffAction, type StaffActor } from './audit';
import { staffUserView } from './users';

/**
 * The back office's listing review (issue [7]): a listing in any status as its owner wrote it, with its owner, its
 * bookings, requests and reviews counted, and its audit trail; staff publish, pause or reject it with a reason.
 */

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** GET /backoffice/boats/{id}; undefined for an unknown id. */
export const boatReview = async (db: Kysely<Database>, id: number, context: ListingViewContext & { now: Date }): Promise<BoatReview | undefined> => {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const listing = await loadListing(db, id, context);
  if (!listing) return undefined;
  const { rows } = await sql<{
    owner_id: number;
    is_pro: boolean;
    rejection_reason: string | null;
    created_at: Date;
    published_at: Date | null;
    reviews_count: number;
    reviews_avg: number;
    bookings: string;
    open_requests: string;
  }>`
    select b.owner_id, o.is_pro, b.rejection_reason, b.created_at, b.published_at, b.reviews_count, b.reviews_avg,
      (select count(*) from booking_requests r where r.boat_id = b.id and r.status in ('paid', 'confirmed')) as bookings,
      (select count(*) from booking_requests r where r.boat_id = b.id and r.status = 'awaitingOwner'
        and r.response_before > ${context.now.toISOString()}::timestamptz) as open_requests
    from boats b join users o on o.id = b.owner_id where b.id = ${id}::int`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const owner = await staffUserView(db, row.owner_id);
  if (!owner) throw new Error(`The owner ${row.owner_id} of boat ${id} cannot be read`);
  return {
    listing,
    rejectionReason: listing.status === 'rejected' ? row.rejection_reason : null,
    owner,
    ownerIsPro: row.is_pro,
    counts: { bookings: Number(row.bookings), openRequests: Number(row.open_requests), reviews: row.reviews_count },
    reviewsAverage: Number(row.reviews_avg),
    createdAt: iso(row.created_at)!,
    publishedAt: iso(row.published_at),
    audit: await auditTrailOf(db, 'boat', id),
  };
};

const ACTIONS: Readonly<Record<ReviewStatus, string>> = { published: 'boat.publish', paused: 'boat.pause', rejected: 'boat.reject' };

export type BoatStatusResult =
  | { readonly kind: 'changed' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'refused'; readonly code: string }
  | { readonly kind: 'incomplete'; readonly missingSteps: readonly string[] };

export interface BoatStatusDeps {
  readonly db: Kysely<Database>;
  readonly email: EmailSender;
  readonly publicUrl: string;
  readonly directory: PlaceDirectory;
  readonly now: Date;
  readonly currentYear: number;
  readonly log?: (message: string) => void;
}

/**
 * PUT /backoffice/boats/{id}/status (the reason checked by the route): in one transaction, under the listing's row
 * lock, the move is checked against the status found there, the status (and a rejection's reason) changes and the
 * audit entry is written with the status and reason before and after. Publishing uses the owner's own rule (a
 * complete listing). After commit, a paused or rejected listing's owner is emailed the reason in their language.
 */
export const changeBoatStatus = async (deps: BoatStatusDeps, staff: StaffActor, id: number, body: BoatStatusBody): Promise<BoatStatusResult> => {
  const boat = await deps.db.selectFrom('boats').select(['id', 'owner_id', 'title', 'titles']).where('id', '=', id).executeTakeFirst();
  if (!boat) return { kind: 'not_found' };
  const reason = normalizeReason(body.reason);
  const target = body.status;
  const result = await changeListingStatus(deps.db, id, target, {
    directory: deps.directory,
    now: deps.now,
    currentYear: deps.currentYear,
    review: {
      refusal: (current) => reviewRefusal(current, target),
      reason,
      record: (trx, before) =>
        recordStaffAction(trx, staff, {
          action: ACTIONS[target],
          objectType: 'boat',
          objectId: id,
          before: { status: before.status, rejectionReason: before.rejectionReason },
          after: { status: target, rejectionReason: target === 'rejected' ? reason : target === 'published' ? null : before.rejectionReason },
          note: reason === '' ? null : reason,
        }),
    },
  });
  if (result.kind !== 'changed') return result;
  if (target !== 'published') await tellOwner(deps, { id, ownerId: boat.owner_id, title: boat.title, titles: boat.titles ?? {} }, target, reason);
  return { kind: 'changed' };
};

/** The owner's email: their listing was paused or rejected, why, and where to edit it; a failure is only logged. */
const tellOwner = async (deps: BoatStatusDeps, boat: { id: number; ownerId: number; title: string; titles: Record<string, string> }, status: 'paused' | 'rejected', reason: string) => {
  try {
    const owner = await loadRecipient(deps.db, boat.ownerId);
    if (!owner) return;
    const path =
      status === 'rejected' ? formatRoute({ screen: 'listingEdit', identifier: String(boat.id) }, owner.language) : formatRoute({ screen: 'account', section: 'listings' }, owner.language);
    await deps.email.send(
      emailTo(
        owner,
        (t) => (status === 'rejected' ? { subject: t.listingReview.rejectedSubject, body: t.listingReview.rejectedBody } : { subject: t.listingReview.pausedSubject, body: t.listingReview.pausedBody }),
        { product: textIn(boat.titles, owner.language) || boat.title, reason, link: `${deps.publicUrl.replace(/\/+$/, '')}${path}` },
      ),
    );
  } catch (error) {
    (deps.log ?? console.error)(`Boat ${boat.id}: the owner could not be emailed about the review (${error instanceof Error ? error.message : 'error'})`);
  }
};
