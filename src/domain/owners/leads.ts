/**
 * Leads (issue [6], professional owners): enquiries that are not yet bookings, i.e. conversations about one of the
 * owner's boats without a booking. The owner or a teammate answers each; an unanswered one counts in the header.
 */

export const LEAD_STATUSES = ['open', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What the owner's side may set by hand: a lead is won only by a booking. */
export const SETTABLE_LEAD_STATUSES = ['open', 'lost'] as const;
export type SettableLeadStatus = (typeof SETTABLE_LEAD_STATUSES)[number];

export const LEAD_MESSAGES = {
  notATeammate: 'owners:errors.notATeammate',
  alreadyWon: 'owners:errors.alreadyWon',
  leadStatus: 'owners:errors.leadStatus',
} as const;

/** Who wrote a message, seen from the fleet: the tenant, the owner's side (owner or a teammate), or the marketplace. */
export type MessageSide = 'tenant' | 'team' | 'system';

/** A lead as the count needs it. */
export interface LeadState {
  readonly status: LeadStatus;
  /** The owner or teammate who answers it; null: nobody yet. */
  readonly assignedTo: number | null;
  /** The side of the last message that is not the marketplace's (null: none yet). */
  readonly lastWriter: Exclude<MessageSide, 'system'> | null;
}

/** A conversation with a booking is won, whatever was stored before. */
export const effectiveLeadStatus = (stored: LeadStatus, hasBooking: boolean): LeadStatus => (hasBooking ? 'won' : stored);

/** The tenant wrote last: the fleet owes an answer. */
export const isAwaitingAnswer = (lead: Pick<LeadState, 'lastWriter'>): boolean => lead.lastWriter === 'tenant';

/** An open lead awaiting an answer that nobody took yet, or that this user took. */
export const needsAnswerFrom = (lead: LeadState, userId: number): boolean =>
  lead.status === 'open' && isAwaitingAnswer(lead) && (lead.assignedTo === null || lead.assignedTo === userId);

/** The header's leads count for this user. */
export const leadsCountFor = (leads: readonly LeadState[], userId: number): number => leads.filter((lead) => needsAnswerFrom(lead, userId)).length;

/** The last writer among messages listed oldest first (the marketplace's own messages do not count). */
export const lastWriterOf = (sides: readonly MessageSide[]): LeadState['lastWriter'] => {
  for (let i = sides.length - 1; i >= 0; i--) {
    const side = sides[i];
    if (side === 'tenant' || side === 'team') return side;
  }
  return null;
};

/** Why a lead cannot be given to this user, if it cannot: only the fleet's owner or one of its accepted teammates. */
export const assignmentProblem = (assignee: number | null, fleet: { readonly ownerId: number; readonly teammateIds: readonly number[] }): string | undefined =>
  assignee === null || assignee === fleet.ownerId || fleet.teammateIds.includes(assignee) ? undefined : LEAD_MESSAGES.notATeammate;

/** Why the status cannot be set by hand, if it cannot: a won lead stays won. */
export const statusChangeProblem = (current: LeadStatus): string | undefined => (current === 'won' ? LEAD_MESSAGES.alreadyWon : undefined);

export const isSettableLeadStatus = (value: string): value is SettableLeadStatus => (SETTABLE_LEAD_STATUSES as readonly string[]).includes(value);
