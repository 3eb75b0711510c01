import { addDays, daysBetween, type IsoDate } from '../search/iso-date';
import { isHoldingDates, type BookingStatus } from './booking-lifecycle';

/**
 * What happens to a booking after it is paid (issue [5]): what cancelling it pays back, what its parties may do, when
 * insurance can still be bought, and what the balance date means. Pure rules; the server applies them.
 */

export interface RefundPolicy {
  /** Share (per cent) paid back when the tenant cancels at least `refundDaysBefore` days before the start. */
  readonly refundPercentage: number;
  readonly refundDaysBefore: number;
}

export type CancelledBy = 'tenant' | 'owner' | 'system';

export interface CancellationFacts {
  readonly status: BookingStatus;
  readonly startDate: IsoDate;
  readonly today: IsoDate;
  readonly cancelledBy: CancelledBy;
  readonly policy: RefundPolicy;
  /** EUR cents paid online so far, refunds already made deducted. */
  readonly paidOnline: number;
}

export type CancellationOutcome =
  | { readonly ok: true; readonly refund: number; readonly percentage: number }
  | { readonly ok: false; readonly reason: 'notCancellable' | 'departed' };

/** Statuses a party can still cancel: the booking holds its dates. */
export const isCancellable = (status: BookingStatus): boolean => isHoldingDates(status);

/**
 * What cancelling pays back. The owner cancelling, or a request the owner has not accepted yet, pays everything back;
 * the tenant (or the marketplace, for an unpaid balance) gets the policy's share when in time, otherwise nothing.
 * Nobody cancels on or after the first day: the trip has started.
 */
export const cancellationRefund = (facts: CancellationFacts): CancellationOutcome => {
  if (!isCancellable(facts.status)) return { ok: false, reason: 'notCancellable' };
  const daysBefore = daysBetween(facts.today, facts.startDate);
  if (daysBefore <= 0) return { ok: false, reason: 'departed' };
  const paid = Math.max(0, facts.paidOnline);
  const percentage =
    facts.cancelledBy === 'owner' || facts.status === 'awaitingOwner'
      ? 100
      : daysBefore >= facts.policy.refundDaysBefore
        ? Math.min(100, Math.max(0, facts.policy.refundPercentage))
        : 0;
  return { ok: true, refund: Math.floor((paid * percentage) / 100), percentage };
};

/** Reminder of the balance this many days before its date (and on the day). */
export const BALANCE_REMINDER_DAYS = 3;
/** An unpaid balance cancels the booking this many days after its date (docs/decisions.md)… */
export const BALANCE_GRACE_DAYS = 2;
/** …and at the latest this many days before the start, so the cancellation always comes before the trip. */
export const BALANCE_LAST_DAY_BEFORE_START = 2;

export type BalanceStep = 'notDue' | 'remind' | 'due' | 'overdue';

/** The last day the balance may still be paid: the grace days after its date, but never closer to the start. */
export const balanceGraceEnd = (balanceDate: IsoDate, startDate: IsoDate): IsoDate => {
  const grace = addDays(balanceDate, BALANCE_GRACE_DAYS);
  const latest = addDays(startDate, -BALANCE_LAST_DAY_BEFORE_START);
  return grace < latest ? grace : latest < balanceDate ? balanceDate : latest;
};

/**
 * Where an unpaid balance stands today: not due yet, time to remind (from BALANCE_REMINDER_DAYS before the date), due
 * (from the date until the grace end), overdue (the booking is cancelled under the policy, as if the tenant had).
 */
export const balanceStep = (today: IsoDate, balanceDate: IsoDate, startDate: IsoDate): BalanceStep => {
  const untilDate = daysBetween(today, balanceDate);
  if (untilDate > BALANCE_REMINDER_DAYS) return 'notDue';
  if (untilDate > 0) return 'remind';
  return today <= balanceGraceEnd(balanceDate, startDate) ? 'due' : 'overdue';
};

/** Insurance can be bought after booking until the day before departure, for a booking that holds its dates. */
export type PostBookingEligibility = { readonly eligible: true } | { readonly eligible: false; readonly reason: 'status' | 'departed' | 'nothingLeft' };

export const postBookingEligibility = (facts: {
  readonly status: BookingStatus;
  readonly startDate: IsoDate;
  readonly today: IsoDate;
  /** Insurances the booking could still add (offered for the product and not bought yet). */
  readonly insurancesLeft: number;
}): PostBookingEligibility => {
  if (!isHoldingDates(facts.status)) return { eligible: false, reason: 'status' };
  if (daysBetween(facts.today, facts.startDate) <= 0) return { eligible: false, reason: 'departed' };
  if (facts.insurancesLeft <= 0) return { eligible: false, reason: 'nothingLeft' };
  return { eligible: true };
};

export interface BookingFacts {
  readonly status: BookingStatus;
  readonly role: 'tenant' | 'owner';
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly today: IsoDate;
  /** EUR cents of balance still unpaid. */
  readonly balanceDue: number;
  readonly insurancesLeft: number;
  readonly hasConversation: boolean;
  readonly hasPendingModification: boolean;
  readonly isActivity: boolean;
  readonly reviewed: boolean;
  /** The review request was put off until this day (spec: snooze-review); null when not. */
  readonly reviewSnoozedUntil?: IsoDate | null;
}

export interface BookingActionSet {
  readonly payBalance: boolean;
  readonly addInsurance: boolean;
  readonly message: boolean;
  readonly modify: boolean;
  readonly cancel: boolean;
  readonly review: boolean;
}

/** What each party may do with a booking today. */
export const bookingActions = (facts: BookingFacts): BookingActionSet => {
  const beforeStart = daysBetween(facts.today, facts.startDate) > 0;
  const tenant = facts.role === 'tenant';
  const held = isHoldingDates(facts.status);
  return {
    // The balance is paid once the booking is accepted (or instant), before the trip.
    payBalance: tenant && facts.balanceDue > 0 && (facts.status === 'paid' || facts.status === 'confirmed') && beforeStart,
    addInsurance: tenant && postBookingEligibility({ ...facts, insurancesLeft: facts.insurancesLeft }).eligible,
    message: facts.hasConversation,
    modify: tenant && !facts.isActivity && (facts.status === 'paid' || facts.status === 'confirmed') && beforeStart && !facts.hasPendingModification,
    cancel: held && beforeStart,
    review: canReview(facts) && !(facts.reviewSnoozedUntil && facts.reviewSnoozedUntil > facts.today),
  };
};

/** A trip can be reviewed this many days after it ended. */
export const REVIEW_WINDOW_DAYS = 60;
/** "Later" puts the review request off this many days. */
export const REVIEW_SNOOZE_DAYS = 3;
export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** Only the tenant of a trip that took place (paid or confirmed, ended), once, within the review window. */
export const canReview = (facts: Pick<BookingFacts, 'role' | 'status' | 'endDate' | 'today' | 'reviewed'>): boolean =>
  facts.role === 'tenant' &&
  (facts.status === 'paid' || facts.status === 'confirmed') &&
  facts.endDate < facts.today &&
  daysBetween(facts.endDate, facts.today) <= REVIEW_WINDOW_DAYS &&
  !facts.reviewed;

export type ReviewProblem = 'rating' | 'comment';

/** Stars 1 to 5 (whole); a comment of at most REVIEW_TEXT_MAX_LENGTH characters once trimmed (it may be empty). */
export const reviewProblems = (review: { readonly rating: number; readonly comment: string }): ReviewProblem[] => {
  const problems: ReviewProblem[] = [];
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) problems.push('rating');
  if ([...review.comment.trim()].length > REVIEW_TEXT_MAX_LENGTH) problems.push('comment');
  return problems;
};

/** The product's rating after one more review: count and average (two decimals), as search and the product page show. */
export const withReview = (current: { readonly count: number; readonly average: number }, rating: number): { count: number; average: number } => {
  const count = current.count + 1;
  return { count, average: Math.round(((current.average * current.count + rating) / count) * 100) / 100 };
};
