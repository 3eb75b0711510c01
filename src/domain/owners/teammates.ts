import { isValidEmail } from '../auth/validation';

/**
 * Teammates (issue [6], professional owners): people an owner invites by email to share the fleet's inbox. They read
 * and answer the conversations of the owner's boats and handle leads; listings, prices and money stay the owner's.
 */

/** An owner has at most this many teammates, pending invitations included. */
export const MAX_TEAMMATES = 20;

export type TeammateStatus = 'pending' | 'accepted';

export const TEAMMATE_MESSAGES = {
  emailInvalid: 'owners:errors.emailInvalid',
  ownEmail: 'owners:errors.ownEmail',
  tooMany: 'owners:errors.tooManyTeammates',
} as const;

/** Emails are compared and stored trimmed and lower-cased (docs/decisions.md, sign-in). */
export const normalizeTeammateEmail = (email: string): string => email.trim().toLowerCase();

/** Why this address cannot be invited by this owner, if it cannot: not an email, or the owner's own. */
export const teammateEmailProblem = (email: string, ownerEmail: string): string | undefined => {
  const normalized = normalizeTeammateEmail(email);
  if (!isValidEmail(normalized)) return TEAMMATE_MESSAGES.emailInvalid;
  if (normalized === normalizeTeammateEmail(ownerEmail)) return TEAMMATE_MESSAGES.ownEmail;
  return undefined;
};

/** One more invitation fits beside the owner's current teammates (pending and accepted, not removed). */
export const canInviteMore = (activeTeammates: number): boolean => activeTeammates < MAX_TEAMMATES;

export const teammateStatusOf = (teammate: { readonly acceptedAt: string | Date | null }): TeammateStatus =>
  teammate.acceptedAt === null ? 'pending' : 'accepted';
