import type { BookingStatus } from '../booking/booking-lifecycle';
import { daysBetween, isIsoDate, type IsoDate } from '../search/iso-date';

/**
 * Staff actions on a booking (issue [7], back office `booking/details/{id}`): refund a chosen amount, cancel whatever
 * the policy says, change the dates; and the retry of a refund the provider refused. Pure rules: the server applies
 * them under the booking's (or the refund's) row lock and writes the audit entry in the same transaction.
 * Money is integer EUR cents (the currency every payment is taken in).
 */

/** The longest reason staff may give, in characters (code points) once trimmed. */
export const STAFF_REASON_MAX_LENGTH = 1000;
/** The longest stay staff may move a booking to, in days (a tenant's change request has the same bound). */
export const MAX_STAY_DAYS = 60;

export const BOOKING_ACTION_ERRORS = {
  reasonRequired: 'backoffice:errors.reasonRequired',
  reasonTooLong: 'backoffice:errors.reasonTooLong',
  amountInvalid: 'backoffice:errors.amountInvalid',
  amountAboveRefundable: 'backoffice:errors.amountAboveRefundable',
  dateInvalid: 'backoffice:errors.dateInvalid',
  datesReversed: 'backoffice:errors.datesReversed',
  datePast: 'backoffice:errors.datePast',
  stayTooLong: 'backoffice:errors.stayTooLong',
  datesUnchanged: 'backoffice:errors.datesUnchanged',
} as const;

export interface PaymentMoney {
  readonly id: number;
  /** EUR cents the payment took (or holds). */
  readonly amount: number;
}

export interface RefundMoney {
  readonly paymentId: number;
  readonly amount: number;
  readonly status: 'pending' | 'succeeded' | 'failed';
}

/**
 * What each payment can still give back: what it took minus all its refunds, made, on their way, or refused by the
 * provider (a refused one is retried as it is, never refunded a second time by another action). Never negative.
 */
export const refundablePerPayment = (payments: readonly PaymentMoney[], refunds: readonly RefundMoney[]): Array<{ id: number; refundable: number }> =>
  payments.map((p) => ({
    id: p.id,
    refundable: Math.max(0, p.amount - refunds.filter((r) => r.paymentId === p.id).reduce((sum, r) => sum + r.amount, 0)),
  }));

/** EUR cents staff may still refund on the booking. */
export const refundableOf = (payments: readonly PaymentMoney[], refunds: readonly RefundMoney[]): number =>
  refundablePerPayment(payments, refunds).reduce((sum, p) => sum + p.refundable, 0);

export interface MoneyTotals {
  /** EUR cents taken (or held) online by the booking's succeeded payments. */
  readonly paidOnline: number;
  /** EUR cents given back (refunds succeeded). */
  readonly refunded: number;
  /** EUR cents on their way back (refunds pending). */
  readonly refundPending: number;
  /** EUR cents the provider refused to give back (refunds failed, to retry). */
  readonly refundFailed: number;
  readonly refundable: number;
}

export const moneyTotalsOf = (payments: readonly PaymentMoney[], refunds: readonly RefundMoney[]): MoneyTotals => {
  const sum = (status: RefundMoney['status']) => refunds.filter((r) => r.status === status).reduce((s, r) => s + r.amount, 0);
  return {
    paidOnline: payments.reduce((s, p) => s + p.amount, 0),
    refunded: sum('succeeded'),
    refundPending: sum('pending'),
    refundFailed: sum('failed'),
    refundable: refundableOf(payments, refunds),
  };
};

/** A booking is refunded once everything it took came back (and it took something). */
export const isFullyRefunded = (totals: Pick<MoneyTotals, 'paidOnline' | 'refunded'>): boolean => totals.paidOnline > 0 && totals.refunded >= totals.paidOnline;

/** A reason as stored: trimmed (idempotent). */
export const normaliseStaffReason = (text: string): string => text.trim();

/** Why a staff reason is refused, if it is: required, at most STAFF_REASON_MAX_LENGTH characters once trimmed. */
export const staffReasonProblem = (text: string): string | undefined => {
  const length = [...normaliseStaffReason(text)].length;
  if (length === 0) return BOOKING_ACTION_ERRORS.reasonRequired;
  if (length > STAFF_REASON_MAX_LENGTH) return BOOKING_ACTION_ERRORS.reasonTooLong;
  return undefined;
};

/** Why an amount to refund is refused: whole cents from `min` (1 for a refund, 0 for a cancellation) to the refundable. */
export const refundAmountProblem = (amount: number, refundable: number, min: 0 | 1 = 1): string | undefined => {
  if (!Number.isSafeInteger(amount) || amount < min) return BOOKING_ACTION_ERRORS.amountInvalid;
  if (amount > refundable) return BOOKING_ACTION_ERRORS.amountAboveRefundable;
  return undefined;
};

export interface DateChange {
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * Why new dates are refused, per field: real dates, in order, from today, at most MAX_STAY_DAYS days, and different
 * from the booking's own. Whether the boat is free is the server's question (it needs the calendar).
 */
export const dateChangeProblems = (
  change: DateChange,
  context: { readonly today: IsoDate; readonly currentStart: IsoDate; readonly currentEnd: IsoDate },
): { startDate?: string; endDate?: string } => {
  const { startDate, endDate } = change;
  const problems: { startDate?: string; endDate?: string } = {};
  if (!isIsoDate(startDate)) problems.startDate = BOOKING_ACTION_ERRORS.dateInvalid;
  if (!isIsoDate(endDate)) problems.endDate = BOOKING_ACTION_ERRORS.dateInvalid;
  if (problems.startDate || problems.endDate) return problems;
  if (startDate < context.today) return { startDate: BOOKING_ACTION_ERRORS.datePast };
  if (endDate < startDate) return { endDate: BOOKING_ACTION_ERRORS.datesReversed };
  if (daysBetween(startDate, endDate) + 1 > MAX_STAY_DAYS) return { endDate: BOOKING_ACTION_ERRORS.stayTooLong };
  if (startDate === context.currentStart && endDate === context.currentEnd) return { startDate: BOOKING_ACTION_ERRORS.datesUnchanged };
  return problems;
};

export interface StaffActionFacts {
  readonly status: BookingStatus;
  readonly productKind: 'boat' | 'activity';
  /** The booking's first day. */
  readonly startDate: IsoDate;
  readonly today: IsoDate;
  readonly refundable: number;
}

export interface StaffActions {
  readonly refund: boolean;
  readonly cancel: boolean;
  readonly changeDates: boolean;
}

/**
 * What staff may do with a booking. Refund: while anything paid can still come back. Cancel: while the booking holds
 * its dates (staff override the policy and the date: they decide what comes back). Change the dates: a paid or
 * confirmed boat booking whose trip has not started (an activity is rebooked, not moved).
 */
export const staffActionsOf = (facts: StaffActionFacts): StaffActions => ({
  refund: facts.refundable > 0,
  cancel: facts.status === 'awaitingOwner' || facts.status === 'paid' || facts.status === 'confirmed',
  changeDates: facts.productKind === 'boat' && (facts.status === 'paid' || facts.status === 'confirmed') && facts.startDate > facts.today,
});

/** Only a refund the provider refused is retried by staff (a pending one is on its way, a succeeded one is done). */
export const isRetryable = (status: RefundMoney['status']): boolean => status === 'failed';

/**
 * The idempotency key of a retry: a new one per attempt (the provider would answer the refused refund again for the
 * old key), the same one for the same attempt (a repeated call never refunds twice). Built on the refund's first key,
 * whatever attempt `key` was (the row keeps the current attempt's key).
 */
export const retryIdempotencyKey = (key: string, attempt: number): string => `${key.replace(/:retry:\d+$/, '')}:retry:${attempt}`;

/**
 * An amount typed in the booking's currency (units, a comma or a point before at most `minorUnits` decimals, spaces
 * ignored) → minor units; undefined when it is not such an amount.
 */
export const amountMinorOf = (text: string, minorUnits = 2): number | undefined => {
  const normalized = text.trim().replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const pattern = minorUnits > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${minorUnits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(normalized)) return undefined;
  const [units = '0', decimals = ''] = normalized.split('.');
  return Number(units) * 10 ** minorUnits + Number(decimals.padEnd(minorUnits, '0') || '0');
};

/** Minor units → the text a form shows ("150", "99.50"): what amountMinorOf reads back. */
export const amountText = (minor: number, minorUnits = 2): string => {
  const factor = 10 ** minorUnits;
  return minor % factor === 0 ? String(minor / factor) : (minor / factor).toFixed(minorUnits);
};
