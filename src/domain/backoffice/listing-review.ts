import type { ListingStatus } from '../listing/listing';

/**
 * Staff review of a listing (issue [7], back office `boat/details/{id}`): publish, pause or reject it. Pausing and
 * rejecting take a listing offline, so staff say why (the owner is told); publishing still needs a complete listing
 * (checked by the server with the listing's own rules).
 */
export type ReviewStatus = Extract<ListingStatus, 'published' | 'paused' | 'rejected'>;
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['published', 'paused', 'rejected'];

/** A reason is at most this many characters once trimmed (it goes into an email and the owner's editor). */
export const REVIEW_REASON_MAX = 1000;

export const REVIEW_MESSAGES = {
  reasonRequired: 'backoffice-boats:errors.reasonRequired',
  reasonTooLong: 'backoffice-boats:errors.reasonTooLong',
} as const;

/**
 * Why staff cannot move a listing from `current` to `target` (a 409 code), if they cannot:
 * - the same status again changes nothing (`status_unchanged`);
 * - only a published listing is paused (`listing_not_published`);
 * - a draft was never submitted: there is nothing to reject yet (`listing_draft`).
 * Publishing is allowed from any other status (the server then checks that the listing is complete).
 */
export const reviewRefusal = (current: ListingStatus, target: ReviewStatus): 'status_unchanged' | 'listing_not_published' | 'listing_draft' | undefined => {
  if (current === target) return 'status_unchanged';
  if (target === 'paused' && current !== 'published') return 'listing_not_published';
  if (target === 'rejected' && current === 'draft') return 'listing_draft';
  return undefined;
};

export const normalizeReason = (reason: string): string => reason.trim();

/** Whether staff must give a reason to move a listing to this status (it goes offline). */
export const reasonRequired = (target: ReviewStatus): boolean => target !== 'published';

/** The reason's problem (a message key), if it has one: required to pause or reject, never too long. */
export const reasonProblem = (target: ReviewStatus, reason: string): string | undefined => {
  const text = normalizeReason(reason);
  if (reasonRequired(target) && text === '') return REVIEW_MESSAGES.reasonRequired;
  if ([...text].length > REVIEW_REASON_MAX) return REVIEW_MESSAGES.reasonTooLong;
  return undefined;
};

/**
 * Why the owner cannot set this status themselves (a 409 code), if they cannot: a rejected listing goes back online
 * only by publishing it again (complete), never by pausing it, which would lose staff's reason.
 */
export const ownerStatusRefusal = (current: ListingStatus, target: ListingStatus): 'listing_rejected' | undefined =>
  current === 'rejected' && target !== 'published' && target !== 'rejected' ? 'listing_rejected' : undefined;
