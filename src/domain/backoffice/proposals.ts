import { isValidEmail } from '../auth/validation';
import { isLanguageCode } from '../i18n/languages';
import { addDays, daysBetween, isIsoDate, type IsoDate } from '../search/iso-date';

/**
 * Proposals (issue [7], back office `propale/*`): staff prepare for a tenant a selection of boats with a price for
 * their dates, and send it as a link (`account/offers/{hash}`) the tenant opens into checkout. Prices are EUR cents
 * for the whole stay.
 */
export type ProposalStatus = 'draft' | 'sent' | 'booked' | 'withdrawn';
export const PROPOSAL_STATUSES: readonly ProposalStatus[] = ['draft', 'sent', 'booked', 'withdrawn'];

export const PROPOSAL_LIMITS = {
  itemsMin: 1,
  itemsMax: 10,
  peopleMin: 1,
  peopleMax: 20,
  messageMax: 2000,
  /** Days of one stay, both ends included (the booking's own limit). */
  daysMax: 365,
  /** How far ahead a stay may start. */
  startAheadMaxDays: 365,
  /** 1,000,000 € for a stay: a typo guard, far above any real rental. */
  priceMax: 100_000_000,
} as const;

/** `pr` and 40 hex characters: recognisably not an offer's hash (base64url, 32 characters), so one route serves both. */
const PROPOSAL_HASH = /^pr[0-9a-f]{40}$/;
export const isProposalHash = (value: string): boolean => PROPOSAL_HASH.test(value);

/** The hash of a new proposal from 20 random bytes (the randomness is the caller's). */
export const proposalHashOf = (randomBytes: Uint8Array): string => {
  if (randomBytes.length !== 20) throw new Error('A proposal hash takes 20 random bytes');
  return `pr${[...randomBytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
};

export interface ProposalItemInput {
  readonly boatId: number;
  /** EUR cents for the stay; null: the boat's own price for the dates. */
  readonly price: number | null;
}

export interface ProposalInput {
  readonly tenantEmail: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly people: number;
  readonly language: string;
  readonly message: string;
  readonly items: readonly ProposalItemInput[];
}

export const PROPOSAL_MESSAGES = {
  emailInvalid: 'backoffice-boats:errors.emailInvalid',
  dateInvalid: 'backoffice-boats:errors.dateInvalid',
  dateInPast: 'backoffice-boats:errors.dateInPast',
  tooFarAhead: 'backoffice-boats:errors.tooFarAhead',
  endBeforeStart: 'backoffice-boats:errors.endBeforeStart',
  tooLong: 'backoffice-boats:errors.stayTooLong',
  people: 'backoffice-boats:errors.people',
  language: 'backoffice-boats:errors.language',
  messageTooLong: 'backoffice-boats:errors.messageTooLong',
  noItems: 'backoffice-boats:errors.noItems',
  tooManyItems: 'backoffice-boats:errors.tooManyItems',
  duplicateBoat: 'backoffice-boats:errors.duplicateBoat',
  price: 'backoffice-boats:errors.price',
} as const;

/** `field: message key` (the API's 400 details; `items.{index}.price` for an item's field). */
export type ProposalProblem = `${string}: ${string}`;

/** Emails trimmed and lower-cased (like every stored address); the message trimmed. */
export const normalizeProposalInput = (input: ProposalInput): ProposalInput => ({
  ...input,
  tenantEmail: input.tenantEmail.trim().toLowerCase(),
  message: input.message.trim(),
});

const isWhole = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/**
 * Every problem of a proposal as staff wrote it, checked against `today` (ISO day): the tenant's address, dates from
 * today on (at most a year ahead, at most a year long), 1 to 20 people, a language of the site, a message of at most
 * 2,000 characters, and 1 to 10 different boats, each at a price of whole cents above zero (or the boat's own).
 * Availability and the boats themselves are the server's to check.
 */
export const proposalProblems = (input: ProposalInput, today: IsoDate): ProposalProblem[] => {
  const problems: ProposalProblem[] = [];
  const p = normalizeProposalInput(input);
  if (!isValidEmail(p.tenantEmail)) problems.push(`tenantEmail: ${PROPOSAL_MESSAGES.emailInvalid}`);
  const startOk = isIsoDate(p.startDate);
  const endOk = isIsoDate(p.endDate);
  if (!startOk) problems.push(`startDate: ${PROPOSAL_MESSAGES.dateInvalid}`);
  else if (p.startDate < today) problems.push(`startDate: ${PROPOSAL_MESSAGES.dateInPast}`);
  else if (p.startDate > addDays(today, PROPOSAL_LIMITS.startAheadMaxDays)) problems.push(`startDate: ${PROPOSAL_MESSAGES.tooFarAhead}`);
  if (!endOk) problems.push(`endDate: ${PROPOSAL_MESSAGES.dateInvalid}`);
  else if (startOk && p.endDate < p.startDate) problems.push(`endDate: ${PROPOSAL_MESSAGES.endBeforeStart}`);
  else if (startOk && daysBetween(p.startDate, p.endDate) + 1 > PROPOSAL_LIMITS.daysMax) problems.push(`endDate: ${PROPOSAL_MESSAGES.tooLong}`);
  if (!isWhole(p.people, PROPOSAL_LIMITS.peopleMin, PROPOSAL_LIMITS.peopleMax)) problems.push(`people: ${PROPOSAL_MESSAGES.people}`);
  if (!isLanguageCode(p.language)) problems.push(`language: ${PROPOSAL_MESSAGES.language}`);
  if ([...p.message].length > PROPOSAL_LIMITS.messageMax) problems.push(`message: ${PROPOSAL_MESSAGES.messageTooLong}`);
  if (p.items.length < PROPOSAL_LIMITS.itemsMin) problems.push(`items: ${PROPOSAL_MESSAGES.noItems}`);
  if (p.items.length > PROPOSAL_LIMITS.itemsMax) problems.push(`items: ${PROPOSAL_MESSAGES.tooManyItems}`);
  const seen = new Set<number>();
  p.items.forEach((item, index) => {
    if (seen.has(item.boatId)) problems.push(`items.${index}.boatId: ${PROPOSAL_MESSAGES.duplicateBoat}`);
    seen.add(item.boatId);
    if (item.price !== null && !isWhole(item.price, 1, PROPOSAL_LIMITS.priceMax)) problems.push(`items.${index}.price: ${PROPOSAL_MESSAGES.price}`);
  });
  return problems;
};

/** What can happen to a proposal: staff edit, send (again), withdraw it; a tenant's booking of one of its boats is paid. */
export type ProposalEvent = 'edit' | 'send' | 'withdraw' | 'book';
export type ProposalRefusal = 'proposal_withdrawn' | 'proposal_booked' | 'proposal_not_sent';

/**
 * The proposal's life: a draft is edited and sent; a sent one can still be edited and sent again (the tenant gets
 * the new link email), and is booked once a tenant pays one of its boats; staff may withdraw it until then. A
 * withdrawn or booked proposal changes no more. Booking needs a sent proposal (a draft's link is not out yet).
 */
export const proposalTransition = (status: ProposalStatus, event: ProposalEvent): ProposalStatus | { readonly refused: ProposalRefusal } => {
  if (status === 'withdrawn') return { refused: 'proposal_withdrawn' };
  if (status === 'booked') return { refused: 'proposal_booked' };
  switch (event) {
    case 'edit':
      return status;
    case 'send':
      return 'sent';
    case 'withdraw':
      return 'withdrawn';
    case 'book':
      return status === 'sent' ? 'booked' : { refused: 'proposal_not_sent' };
  }
};

export const isRefusal = (next: ProposalStatus | { readonly refused: ProposalRefusal }): next is { readonly refused: ProposalRefusal } => typeof next !== 'string';
