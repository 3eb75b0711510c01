import { transition, type BookingStatus } from './booking-lifecycle';

/**
 * Booking requests (issue [6]): a booking without instant booking is paid with the money held on the card, and its
 * owner accepts or declines it before `responseBefore`; unanswered, it expires. Pure rules over the lifecycle
 * (booking-lifecycle.ts); the server applies them under the booking's row lock.
 */

export type RequestAnswer = 'accept' | 'decline';

/** Why an answer is refused: the request is no longer waiting (answered, expired, cancelled), or its deadline passed. */
export type AnswerRefusal = 'notAwaitingOwner' | 'deadlinePassed';

export interface RequestFacts {
  readonly status: BookingStatus;
  /** How the request ended, when it did (an expired request may be refunded since). */
  readonly outcome?: RequestOutcome | null;
  /** ISO instant; null only for an instant booking (never awaiting an answer). */
  readonly responseBefore: string | null;
  /** ISO instant of the answer (the server's clock). */
  readonly at: string;
}

export type AnswerOutcome = { readonly ok: true; readonly status: BookingStatus } | { readonly ok: false; readonly reason: AnswerRefusal };

const instant = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** The deadline has passed at `at` (an unreadable instant counts as passed: nothing is accepted on a doubt). */
export const isPastDeadline = (facts: Pick<RequestFacts, 'responseBefore' | 'at'>): boolean => {
  if (facts.responseBefore === null) return false;
  const deadline = instant(facts.responseBefore);
  const at = instant(facts.at);
  return Number.isNaN(deadline) || Number.isNaN(at) || at > deadline;
};

/**
 * The owner's answer. Both answers are refused once the deadline has passed: the request has expired then, even
 * before the expiry job has marked it, and is refunded like every unanswered request (docs/decisions.md). An answer
 * to a request the job already expired is refused the same way, so the owner learns why whoever came first.
 */
export const answerRequest = (facts: RequestFacts, answer: RequestAnswer): AnswerOutcome => {
  if (facts.outcome === 'expired' || (facts.status === 'expired' && !facts.outcome)) return { ok: false, reason: 'deadlinePassed' };
  if (facts.status !== 'awaitingOwner') return { ok: false, reason: 'notAwaitingOwner' };
  if (isPastDeadline(facts)) return { ok: false, reason: 'deadlinePassed' };
  const result =
    answer === 'accept'
      ? transition(facts.status, { type: 'ownerAccepted', at: facts.at, responseBefore: facts.responseBefore ?? facts.at })
      : transition(facts.status, { type: 'ownerDeclined' });
  return result.ok ? { ok: true, status: result.status } : { ok: false, reason: 'notAwaitingOwner' };
};

/** A request nobody answered in time expires (the job's rule): the new status, or null when it is not due. */
export const expiredRequestStatus = (facts: RequestFacts): BookingStatus | null => {
  if (facts.status !== 'awaitingOwner' || facts.responseBefore === null || !isPastDeadline(facts)) return null;
  const result = transition(facts.status, { type: 'responseDeadlinePassed' });
  return result.ok ? result.status : null;
};

/** Whether the caller may answer now: the owner (or staff), while the request waits and its deadline has not passed. */
export const canAnswerRequest = (facts: RequestFacts & { readonly role: 'tenant' | 'owner' }): boolean =>
  facts.role === 'owner' && answerRequest(facts, 'accept').ok;

/** A decline's optional message to the tenant, at most this many characters. */
export const DECLINE_REASON_MAX_LENGTH = 1000;

/** The reason as stored: trimmed, null when empty. */
export const normaliseDeclineReason = (reason: string | null | undefined): string | null => {
  const trimmed = (reason ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Why a reason is refused (too long, counted in characters once trimmed), or null. */
export const declineReasonProblem = (reason: string | null | undefined): 'tooLong' | null =>
  [...(normaliseDeclineReason(reason) ?? '')].length > DECLINE_REASON_MAX_LENGTH ? 'tooLong' : null;

/** How a request ended: recorded when the owner answered or the deadline passed. */
export type RequestOutcome = 'accepted' | 'declined' | 'expired';

/**
 * What a booking page says about the request: waiting for the answer, its outcome, or closed (cancelled before any
 * answer); null for an instant booking, which was never a request.
 */
export type RequestState = 'awaiting' | RequestOutcome | 'closed';

export const requestStateOf = (facts: { readonly isDirect: boolean; readonly status: BookingStatus; readonly outcome: RequestOutcome | null }): RequestState | null => {
  if (facts.isDirect) return null;
  if (facts.outcome !== null) return facts.outcome;
  return facts.status === 'awaitingOwner' ? 'awaiting' : facts.status === 'requested' ? null : 'closed';
};

/**
 * A request's checkout payment is only authorised (held on the card) until the owner accepts; an instant booking's
 * and every later payment (balance, insurance, a change) are taken at once.
 */
export const captureMethodOf = (payment: { readonly kind: string; readonly isDirect: boolean }): 'automatic' | 'manual' =>
  payment.kind === 'checkout' && !payment.isDirect ? 'manual' : 'automatic';
