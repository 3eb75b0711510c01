import * as t from 'io-ts';

/**
 * Professional owners (issue [6]): sales settings, teammates sharing the fleet's inbox, and leads (conversations about
 * a boat before any booking). Paths of spec section 7's "other route constants" (docs/decisions.md). Money is integer
 * EUR cents, instants ISO 8601, dates YYYY-MM-DD.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

const segment = (value: string | number) => encodeURIComponent(String(value));

export const OWNERS_PATHS = {
  isOwner: '/account/is-owner',
  salesSettings: '/account/sales-settings',
  teammates: '/account/teammates',
  teammate: (id: number) => `/account/teammates/${segment(id)}`,
  invitations: '/account/teammates/invitations',
  acceptInvitation: (id: number) => `/account/teammates/invitations/${segment(id)}/accept`,
  declineInvitation: (id: number) => `/account/teammates/invitations/${segment(id)}/decline`,
  leads: '/account/leads',
  leadsCount: '/account/leads/count',
  leadAssign: (conversationHash: string) => `/account/leads/${segment(conversationHash)}/assign`,
  leadStatus: (conversationHash: string) => `/account/leads/${segment(conversationHash)}/status`,
} as const;

/** GET /account/is-owner: whether the header asks for the leads count (an owner, or a teammate of one). */
export const OwnerStatus = t.type({
  /** Lists at least one boat, or is a professional owner. */
  isOwner: t.boolean,
  /** Shares at least one owner's inbox. */
  isTeammate: t.boolean,
});
export type OwnerStatus = t.TypeOf<typeof OwnerStatus>;

export const CancellationPolicyName = t.keyof({ Flexible: null, Moderate: null, Strict: null });

/** GET and PUT /account/sales-settings (owners only: 403 otherwise). */
export const SalesSettings = t.type({
  /** EUR cents. */
  deposit: t.number,
  cancellationPolicy: CancellationPolicyName,
  instantBooking: t.boolean,
  responseTimeHours: t.number,
});
export type SalesSettings = t.TypeOf<typeof SalesSettings>;

/** PUT /account/sales-settings: the policy is any text here so a wrong one is named in the 400's details. */
export const SalesSettingsBody = t.type({ deposit: t.number, cancellationPolicy: t.string, instantBooking: t.boolean, responseTimeHours: t.number });
export type SalesSettingsBody = t.TypeOf<typeof SalesSettingsBody>;

export const TeammateStatus = t.keyof({ pending: null, accepted: null });

/** A teammate as their owner sees them. */
export const Teammate = t.type({
  id: t.number,
  email: t.string,
  /** Once accepted. */
  firstName: Nullable(t.string),
  status: TeammateStatus,
  invitedAt: t.string,
  acceptedAt: Nullable(t.string),
});
export type Teammate = t.TypeOf<typeof Teammate>;

/** GET /account/teammates (owners only), pending and accepted; at most `max`. */
export const TeammateList = t.type({ teammates: t.array(Teammate), max: t.number });
export type TeammateList = t.TypeOf<typeof TeammateList>;

/** POST /account/teammates → 201 the teammate (an email invites them); 409 already_invited or too_many_teammates. */
export const TeammateInviteBody = t.type({ email: t.string });
export type TeammateInviteBody = t.TypeOf<typeof TeammateInviteBody>;

/** An invitation as the invited user sees it (signed in with the invited email): pending, or accepted (a team they are in). */
export const TeamInvitation = t.type({
  id: t.number,
  owner: t.type({ firstName: t.string, lastName: t.string }),
  status: TeammateStatus,
  invitedAt: t.string,
  acceptedAt: Nullable(t.string),
});
export type TeamInvitation = t.TypeOf<typeof TeamInvitation>;

/** GET /account/teammates/invitations; POST …/{id}/accept answers the invitation accepted, …/{id}/decline 204. */
export const TeamInvitationList = t.type({ invitations: t.array(TeamInvitation) });
export type TeamInvitationList = t.TypeOf<typeof TeamInvitationList>;

export const LeadStatus = t.keyof({ open: null, won: null, lost: null });
export type LeadStatus = t.TypeOf<typeof LeadStatus>;

export const Lead = t.type({
  /** The conversation: account/chat/{conversationHash}/{ish}. */
  conversationHash: t.string,
  ish: t.string,
  tenant: t.type({ firstName: t.string }),
  boat: t.type({ id: t.number, name: t.string, image: Nullable(t.string) }),
  /** The fleet the lead belongs to (a teammate may serve several). */
  owner: t.type({ id: t.number, firstName: t.string }),
  lastMessage: Nullable(t.type({ text: t.string, at: t.string, fromTenant: t.boolean })),
  /** The dates the tenant asked about (their latest checkout for this boat, else the latest offer), if any. */
  dates: Nullable(t.type({ startDate: t.string, endDate: t.string })),
  assignedTo: Nullable(t.type({ userId: t.number, firstName: t.string })),
  status: LeadStatus,
  /** The tenant wrote last: the fleet owes an answer. */
  awaitingAnswer: t.boolean,
  createdAt: t.string,
});
export type Lead = t.TypeOf<typeof Lead>;

/** Who a fleet's leads can be given to: its owner and its accepted teammates. */
export const LeadTeam = t.type({
  ownerId: t.number,
  members: t.array(t.type({ userId: t.number, firstName: t.string, role: t.keyof({ owner: null, teammate: null }) })),
});
export type LeadTeam = t.TypeOf<typeof LeadTeam>;

/** GET /account/leads (owners and teammates; 403 otherwise): newest activity first. */
export const LeadList = t.type({ leads: t.array(Lead), teams: t.array(LeadTeam) });
export type LeadList = t.TypeOf<typeof LeadList>;

/** PUT /account/leads/{conversationHash}/assign: to the fleet's owner or an accepted teammate; null unassigns. */
export const LeadAssignBody = t.type({ userId: Nullable(t.number) });
export type LeadAssignBody = t.TypeOf<typeof LeadAssignBody>;

/** PUT /account/leads/{conversationHash}/status: open or lost by hand (won comes with a booking). */
export const LeadStatusBody = t.type({ status: t.string });
export type LeadStatusBody = t.TypeOf<typeof LeadStatusBody>;

/** GET /account/leads/count: open leads awaiting an answer, unassigned or assigned to the caller. */
export const LeadsCount = t.type({ count: t.number });
export type LeadsCount = t.TypeOf<typeof LeadsCount>;
