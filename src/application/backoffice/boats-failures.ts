import { staffFailureMessages } from './staff-failures';

export { pageIdOf as idOfPage, staffLoadFailure, type StaffLoadFailure } from './staff-failures';

/** Server error codes of the listing review and the proposals shown with their own message, else the generic one. */
const messages = staffFailureMessages('backoffice-boats', {
  listing_not_found: 'backoffice-boats:errors.listingNotFound',
  proposal_not_found: 'backoffice-boats:errors.proposalNotFound',
  status_unchanged: 'backoffice-boats:errors.statusUnchanged',
  listing_not_published: 'backoffice-boats:errors.notPublished',
  listing_draft: 'backoffice-boats:errors.draft',
  listing_incomplete: 'backoffice-boats:errors.incomplete',
  boats_not_available: 'backoffice-boats:errors.boatsNotAvailable',
  proposal_withdrawn: 'backoffice-boats:errors.proposalWithdrawn',
  proposal_booked: 'backoffice-boats:errors.proposalBooked',
  proposal_not_sent: 'backoffice-boats:errors.proposalNotSent',
});
export const boatsErrorKey = messages.errorKey;
export const boatsFieldProblems = messages.fieldProblems;
