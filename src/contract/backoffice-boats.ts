import * as t from 'io-ts';
import { AuditEntry, BACKOFFICE_PREFIX } from './backoffice';
import { StaffUser } from './backoffice-messages';
import { Listing } from './listings';

/**
 * The back office's listing review (issue [7], `boat/details/{id}` and `boat/edit/{id}`): a listing in any status as
 * its owner wrote it, with its owner, its counts and its audit trail; staff publish, pause or reject it. Staff edit a
 * listing through the owners' own listings API (/account/listings/{id}), which lets staff in and audits their changes.
 */
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const segment = (value: string | number) => encodeURIComponent(String(value));

export const BACKOFFICE_BOATS_PATHS = {
  boat: (id: number) => `${BACKOFFICE_PREFIX}/boats/${segment(id)}`,
  boatStatus: (id: number) => `${BACKOFFICE_PREFIX}/boats/${segment(id)}/status`,
} as const;

/** GET /backoffice/boats/{id}. */
export const BoatReview = t.type({
  /** The listing as its owner wrote it: every language's title and description, pictures, harbour, prices, steps. */
  listing: Listing,
  /** Staff's reason, while the listing is rejected. */
  rejectionReason: Nullable(t.string),
  owner: StaffUser,
  ownerIsPro: t.boolean,
  counts: t.type({
    /** Bookings paid, confirmed or waiting for the owner, past and future. */
    bookings: t.number,
    /** Requests waiting for the owner's answer. */
    openRequests: t.number,
    reviews: t.number,
  }),
  /** 0 without reviews. */
  reviewsAverage: t.number,
  createdAt: t.string,
  publishedAt: Nullable(t.string),
  audit: t.readonlyArray(AuditEntry),
});
export type BoatReview = t.TypeOf<typeof BoatReview>;

export const ReviewStatusCodec = t.keyof({ published: null, paused: null, rejected: null });

/**
 * PUT /backoffice/boats/{id}/status: the reason is required to pause or reject (400 with `reason:` details), at most
 * 1,000 characters; publishing an incomplete listing is 422 `listing_incomplete` with `missingSteps`; a move the
 * listing's status does not allow is 409 (`status_unchanged`, `listing_not_published`, `listing_draft`). Answers
 * the review as it now is.
 */
export const BoatStatusBody = t.type({ status: ReviewStatusCodec, reason: t.string });
export type BoatStatusBody = t.TypeOf<typeof BoatStatusBody>;
