import { describe, expect, it } from 'vitest';
import { ownerStatusRefusal, reasonProblem, reasonRequired, REVIEW_MESSAGES, REVIEW_REASON_MAX, reviewRefusal } from './listing-review';

describe('staff review of a listing', () => {
  it('publishes from any other status, pauses only a published listing, rejects anything but a draft', () => {
    expect(reviewRefusal('draft', 'published')).toBeUndefined();
    expect(reviewRefusal('paused', 'published')).toBeUndefined();
    expect(reviewRefusal('rejected', 'published')).toBeUndefined();
    expect(reviewRefusal('published', 'paused')).toBeUndefined();
    expect(reviewRefusal('paused', 'paused')).toBe('status_unchanged');
    expect(reviewRefusal('draft', 'paused')).toBe('listing_not_published');
    expect(reviewRefusal('rejected', 'paused')).toBe('listing_not_published');
    expect(reviewRefusal('published', 'rejected')).toBeUndefined();
    expect(reviewRefusal('paused', 'rejected')).toBeUndefined();
    expect(reviewRefusal('draft', 'rejected')).toBe('listing_draft');
    expect(reviewRefusal('rejected', 'rejected')).toBe('status_unchanged');
  });

  it('asks a reason to take a listing offline, never to publish it, and bounds its length', () => {
    expect(reasonRequired('published')).toBe(false);
    expect(reasonProblem('published', '')).toBeUndefined();
    expect(reasonProblem('paused', '   ')).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(reasonProblem('rejected', '')).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(reasonProblem('rejected', ' Pictures show another boat. ')).toBeUndefined();
    expect(reasonProblem('rejected', 'x'.repeat(REVIEW_REASON_MAX))).toBeUndefined();
    expect(reasonProblem('rejected', 'x'.repeat(REVIEW_REASON_MAX + 1))).toBe(REVIEW_MESSAGES.reasonTooLong);
    // Characters, not UTF-16 units: an emoji counts once.
    expect(reasonProblem('rejected', '⛵'.repeat(REVIEW_REASON_MAX))).toBeUndefined();
  });

  it('lets the owner publish a rejected listing again, never pause it', () => {
    expect(ownerStatusRefusal('rejected', 'published')).toBeUndefined();
    expect(ownerStatusRefusal('rejected', 'paused')).toBe('listing_rejected');
    expect(ownerStatusRefusal('published', 'paused')).toBeUndefined();
    expect(ownerStatusRefusal('paused', 'published')).toBeUndefined();
  });
});
