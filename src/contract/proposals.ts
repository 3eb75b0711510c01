import * as t from 'io-ts';
import { AuditEntry, BACKOFFICE_PREFIX } from './backoffice';
import { ListingStatusCodec } from './listings';

/**
 * Proposals (issue [7]): staff prepare for a tenant a selection of boats with prices for their dates (back office
 * `propale/edit/{id}`, `propale/details/{id}`) and send it as a link, `account/offers/{hash}`, that the tenant opens
 * into checkout. Money is EUR cents for the whole stay, dates YYYY-MM-DD, instants ISO 8601. The rules are
 * src/domain/backoffice/proposals.ts.
 */
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const segment = (value: string | number) => encodeURIComponent(String(value));

export const PROPOSAL_PATHS = {
  /** Staff. */
  proposals: `${BACKOFFICE_PREFIX}/proposals`,
  proposal: (id: number) => `${BACKOFFICE_PREFIX}/proposals/${segment(id)}`,
  send: (id: number) => `${BACKOFFICE_PREFIX}/proposals/${segment(id)}/send`,
  withdraw: (id: number) => `${BACKOFFICE_PREFIX}/proposals/${segment(id)}/withdraw`,
  /** The boats staff can add, by name or id (`?q=`, 1 to 100 characters). */
  boats: `${BACKOFFICE_PREFIX}/proposals/boats`,
  /** The tenant (signed in, with the link's hash). */
  tenantProposal: (hash: string) => `/proposals/${segment(hash)}`,
  book: (hash: string, itemId: number) => `/proposals/${segment(hash)}/items/${segment(itemId)}/book`,
} as const;

export const ProposalStatusCodec = t.keyof({ draft: null, sent: null, booked: null, withdrawn: null });

/** A boat of a proposal as staff see it. */
export const ProposalItem = t.type({
  id: t.number,
  boatId: t.number,
  boatTitle: t.string,
  boatStatus: ListingStatusCodec,
  picture: Nullable(t.string),
  harbourName: Nullable(t.string),
  /** The price staff set for the stay. */
  price: t.number,
  /** The boat's own price for the dates (what its checkout would charge without the proposal). */
  listPrice: t.number,
  capacity: t.number,
  /** Published and free on the dates now. */
  available: t.boolean,
});
export type ProposalItem = t.TypeOf<typeof ProposalItem>;

/** A booking a proposal led to (any status: a checkout opened and not paid shows as `requested` or `expired`). */
export const ProposalBooking = t.type({
  bookingId: t.number,
  itemId: t.number,
  boatId: t.number,
  tenantEmail: t.string,
  status: t.string,
  total: t.number,
  createdAt: t.string,
});
export type ProposalBooking = t.TypeOf<typeof ProposalBooking>;

/** GET /backoffice/proposals/{id} (and the answer of every staff change). */
export const Proposal = t.type({
  id: t.number,
  hash: t.string,
  status: ProposalStatusCodec,
  tenantEmail: t.string,
  startDate: t.string,
  endDate: t.string,
  people: t.number,
  /** The language of the email and of the link. */
  language: t.string,
  message: t.string,
  items: t.readonlyArray(ProposalItem),
  /** The link the tenant opens (absolute). */
  link: t.string,
  createdBy: t.type({ id: t.number, email: t.string }),
  createdAt: t.string,
  updatedAt: t.string,
  sentAt: Nullable(t.string),
  bookings: t.readonlyArray(ProposalBooking),
  audit: t.readonlyArray(AuditEntry),
});
export type Proposal = t.TypeOf<typeof Proposal>;

export const ProposalSummary = t.type({
  id: t.number,
  status: ProposalStatusCodec,
  tenantEmail: t.string,
  startDate: t.string,
  endDate: t.string,
  items: t.number,
  createdAt: t.string,
  sentAt: Nullable(t.string),
});
export type ProposalSummary = t.TypeOf<typeof ProposalSummary>;

/** GET /backoffice/proposals?status= (newest first, at most 200). */
export const ProposalList = t.type({ proposals: t.readonlyArray(ProposalSummary) });
export type ProposalList = t.TypeOf<typeof ProposalList>;

export const ProposalItemBody = t.intersection([t.type({ boatId: t.number }), t.partial({ price: Nullable(t.number) })]);
export type ProposalItemBody = t.TypeOf<typeof ProposalItemBody>;

/**
 * POST /backoffice/proposals (201) and PUT /backoffice/proposals/{id} (a draft or a sent proposal; 409 otherwise):
 * 1 to 10 published boats free on the dates (409 `boats_not_available` naming them in `details`); a price left out
 * is the boat's own for the dates. 400 with `field: key` details for the rest.
 */
export const ProposalBody = t.type({
  tenantEmail: t.string,
  startDate: t.string,
  endDate: t.string,
  people: t.number,
  language: t.string,
  message: t.string,
  items: t.readonlyArray(ProposalItemBody),
});
export type ProposalBody = t.TypeOf<typeof ProposalBody>;

/** A boat staff can add to a proposal. */
export const ProposalBoatOption = t.type({
  id: t.number,
  title: t.string,
  status: ListingStatusCodec,
  harbourName: Nullable(t.string),
  /** EUR cents per day, before discounts. */
  pricePerDay: t.number,
  capacity: t.number,
  picture: Nullable(t.string),
});
export type ProposalBoatOption = t.TypeOf<typeof ProposalBoatOption>;

export const ProposalBoatList = t.type({ boats: t.readonlyArray(ProposalBoatOption) });
export type ProposalBoatList = t.TypeOf<typeof ProposalBoatList>;

// ---- the tenant's side ----------------------------------------------------------------------------------------------

export const TenantProposalItem = t.type({
  id: t.number,
  boat: t.type({ id: t.number, name: t.string, image: Nullable(t.string), harbourName: Nullable(t.string), productUrl: Nullable(t.string) }),
  price: t.number,
  /** Still published and free on the dates. */
  available: t.boolean,
});
export type TenantProposalItem = t.TypeOf<typeof TenantProposalItem>;

/** GET /proposals/{hash} (signed in; a draft is not found). */
export const TenantProposal = t.type({
  hash: t.string,
  status: t.keyof({ sent: null, booked: null, withdrawn: null }),
  startDate: t.string,
  endDate: t.string,
  people: t.number,
  message: t.string,
  items: t.readonlyArray(TenantProposalItem),
});
export type TenantProposal = t.TypeOf<typeof TenantProposal>;

/**
 * POST /proposals/{hash}/items/{itemId}/book: opens a checkout session at the proposal's price (the caller's own
 * unpaid session of that boat, if one is open, is answered again). 409 `proposal_withdrawn`, `proposal_booked` or
 * `dates_not_available` (with a message).
 */
export const ProposalBooked = t.type({ paymentSessionHash: t.string });
export type ProposalBooked = t.TypeOf<typeof ProposalBooked>;
