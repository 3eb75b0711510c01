import type { BookingStatus } from '../booking/booking-lifecycle';
import { addDays, type IsoDate } from '../search/iso-date';
import { PARTIES, type ConfirmationMethod, type Direction, type Party } from './econtract';

/**
 * The contract's life (guide section 6) as a pure transition function: a draft is saved as often as needed; each party
 * confirms the content they saw (its hash); a new content drops the confirmations given to the old one; once both
 * parties confirmed the same complete content it is signed, and a signed contract accepts nothing more (409).
 */
export type EcontractStatus = 'draft' | 'signed';

export interface Confirmation {
  readonly method: ConfirmationMethod;
  /** ISO 8601 instant. */
  readonly at: string;
  /** The content hash this party confirmed. */
  readonly contentHash: string;
}

export interface EcontractState {
  readonly status: EcontractStatus;
  /** The hash of the content as last saved; null before the first save. */
  readonly contentHash: string | null;
  readonly owner: Confirmation | null;
  readonly tenant: Confirmation | null;
  readonly signedAt: string | null;
}

export const NEW_ECONTRACT: EcontractState = { status: 'draft', contentHash: null, owner: null, tenant: null, signedAt: null };

export type EcontractEvent =
  | { readonly type: 'saved'; readonly contentHash: string }
  | {
      readonly type: 'confirmed';
      readonly party: Party;
      readonly method: ConfirmationMethod;
      readonly at: string;
      /** The hash of the content the party was shown. */
      readonly contentHash: string;
      /** The content has no signing problem (validation's signingProblems). */
      readonly complete: boolean;
    };

export type EcontractError = 'signed' | 'contentChanged' | 'incomplete';

export type EcontractTransition = { readonly ok: true; readonly state: EcontractState } | { readonly ok: false; readonly error: EcontractError };

const ok = (state: EcontractState): EcontractTransition => ({ ok: true, state });
const refused = (error: EcontractError): EcontractTransition => ({ ok: false, error });

export const econtractTransition = (state: EcontractState, event: EcontractEvent): EcontractTransition => {
  if (state.status === 'signed') return refused('signed');
  switch (event.type) {
    case 'saved':
      // The same content again (a retried save) keeps the confirmations; another one needs them again.
      return event.contentHash === state.contentHash ? ok(state) : ok({ ...state, contentHash: event.contentHash, owner: null, tenant: null });
    case 'confirmed': {
      if (state.contentHash === null || !event.complete) return refused('incomplete');
      if (event.contentHash !== state.contentHash) return refused('contentChanged');
      // A party confirms once; confirming the same content again changes nothing.
      if (state[event.party]?.contentHash === state.contentHash) return ok(state);
      const confirmed = { ...state, [event.party]: { method: event.method, at: event.at, contentHash: event.contentHash } };
      const other = confirmed[event.party === 'owner' ? 'tenant' : 'owner'];
      return other?.contentHash === state.contentHash ? ok({ ...confirmed, status: 'signed', signedAt: event.at }) : ok(confirmed);
    }
  }
};

/** The parties who have not confirmed the current content yet (none once signed). */
export const partiesToConfirm = (state: EcontractState): Party[] =>
  state.status === 'signed' ? [] : PARTIES.filter((p) => state.contentHash === null || state[p]?.contentHash !== state.contentHash);

/** Why a contract cannot be written now. */
export type EcontractClosedReason = 'notABoat' | 'notConfirmed' | 'tooEarly' | 'over' | 'checkInNotSigned';

export type EcontractAvailability = { readonly open: true } | { readonly open: false; readonly reason: EcontractClosedReason };

export interface EcontractWindowFacts {
  readonly direction: Direction;
  readonly productKind: 'boat' | 'activity';
  readonly bookingStatus: BookingStatus;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly today: IsoDate;
  readonly checkInSigned: boolean;
}

/** A boat booking that is paid (instant) or confirmed by the owner: one the boat is handed over for. */
export const isHandedOver = (status: BookingStatus): boolean => status === 'paid' || status === 'confirmed';

/**
 * When a contract can be written: a check-in from the day before the start (boats are often handed over the evening
 * before) until the last day, for a paid or confirmed boat booking; a check-out once the check-in is signed, with no
 * end (a boat brought back late still needs its check-out).
 */
export const econtractAvailability = (facts: EcontractWindowFacts): EcontractAvailability => {
  if (facts.productKind !== 'boat') return { open: false, reason: 'notABoat' };
  if (!isHandedOver(facts.bookingStatus)) return { open: false, reason: 'notConfirmed' };
  if (facts.direction === 'out') return facts.checkInSigned ? { open: true } : { open: false, reason: 'checkInNotSigned' };
  if (facts.today < addDays(facts.startDate, -1)) return { open: false, reason: 'tooEarly' };
  if (facts.today > facts.endDate) return { open: false, reason: 'over' };
  return { open: true };
};
