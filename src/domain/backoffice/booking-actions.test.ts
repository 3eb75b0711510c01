import { describe, expect, it } from 'vitest';
import {
  amountMinorOf,
  amountText,
  BOOKING_ACTION_ERRORS as E,
  dateChangeProblems,
  isFullyRefunded,
  isRetryable,
  moneyTotalsOf,
  refundableOf,
  refundablePerPayment,
  refundAmountProblem,
  retryIdempotencyKey,
  staffActionsOf,
  staffReasonProblem,
  STAFF_REASON_MAX_LENGTH,
} from './booking-actions';

const payments = [
  { id: 1, amount: 30_000 },
  { id: 2, amount: 70_000 },
];

describe('what staff may still refund', () => {
  it('is what the payments took minus every refund: made, pending, or refused (that one is retried, not made again)', () => {
    const refunds = [
      { paymentId: 1, amount: 10_000, status: 'succeeded' as const },
      { paymentId: 2, amount: 5_000, status: 'pending' as const },
      { paymentId: 2, amount: 60_000, status: 'failed' as const },
    ];
    expect(refundablePerPayment(payments, refunds)).toEqual([
      { id: 1, refundable: 20_000 },
      { id: 2, refundable: 5_000 },
    ]);
    expect(refundableOf(payments, refunds)).toBe(25_000);
    expect(moneyTotalsOf(payments, refunds)).toEqual({ paidOnline: 100_000, refunded: 10_000, refundPending: 5_000, refundFailed: 60_000, refundable: 25_000 });
  });

  it('is nothing without payments', () => {
    expect(refundableOf([], [])).toBe(0);
    expect(isFullyRefunded(moneyTotalsOf([], []))).toBe(false);
  });

  it('calls a booking refunded once everything it took came back', () => {
    expect(isFullyRefunded({ paidOnline: 100, refunded: 100 })).toBe(true);
    expect(isFullyRefunded({ paidOnline: 100, refunded: 99 })).toBe(false);
  });
});

describe('staff inputs', () => {
  it('needs a reason of at most 1000 characters once trimmed (an emoji is one)', () => {
    expect(staffReasonProblem('  ')).toBe(E.reasonRequired);
    expect(staffReasonProblem(' Customer called ')).toBeUndefined();
    expect(staffReasonProblem('😀'.repeat(STAFF_REASON_MAX_LENGTH))).toBeUndefined();
    expect(staffReasonProblem('a'.repeat(STAFF_REASON_MAX_LENGTH + 1))).toBe(E.reasonTooLong);
  });

  it('refunds whole cents from 1 (0 for a cancellation) up to what is refundable', () => {
    expect(refundAmountProblem(1, 100)).toBeUndefined();
    expect(refundAmountProblem(100, 100)).toBeUndefined();
    expect(refundAmountProblem(101, 100)).toBe(E.amountAboveRefundable);
    expect(refundAmountProblem(0, 100)).toBe(E.amountInvalid);
    expect(refundAmountProblem(0, 100, 0)).toBeUndefined();
    expect(refundAmountProblem(0, 0, 0)).toBeUndefined();
    expect(refundAmountProblem(1.5, 100)).toBe(E.amountInvalid);
    expect(refundAmountProblem(-1, 100, 0)).toBe(E.amountInvalid);
    expect(refundAmountProblem(Number.NaN, 100)).toBe(E.amountInvalid);
  });

  it('reads amounts typed with a comma or a point, at most two decimals', () => {
    expect(amountMinorOf('150')).toBe(15_000);
    expect(amountMinorOf(' 99,5 ')).toBe(9_950);
    expect(amountMinorOf('1 234.56')).toBe(123_456);
    expect(amountMinorOf('0.01')).toBe(1);
    expect(amountMinorOf('12.345')).toBeUndefined();
    expect(amountMinorOf('-3')).toBeUndefined();
    expect(amountMinorOf('abc')).toBeUndefined();
    expect(amountMinorOf('')).toBeUndefined();
    expect(amountMinorOf('12', 0)).toBe(12);
    expect(amountMinorOf('12.5', 0)).toBeUndefined();
    expect(amountText(15_000)).toBe('150');
    expect(amountText(9_950)).toBe('99.50');
  });
});

describe('new dates', () => {
  const context = { today: '2026-06-01', currentStart: '2026-07-10', currentEnd: '2026-07-12' };
  it('accepts real dates in order from today, at most 60 days, not the same as now', () => {
    expect(dateChangeProblems({ startDate: '2026-07-11', endDate: '2026-07-15' }, context)).toEqual({});
    expect(dateChangeProblems({ startDate: '2026-06-01', endDate: '2026-06-01' }, context)).toEqual({});
    expect(dateChangeProblems({ startDate: '2026-02-30', endDate: 'x' }, context)).toEqual({ startDate: E.dateInvalid, endDate: E.dateInvalid });
    expect(dateChangeProblems({ startDate: '2026-05-31', endDate: '2026-06-02' }, context)).toEqual({ startDate: E.datePast });
    expect(dateChangeProblems({ startDate: '2026-07-12', endDate: '2026-07-11' }, context)).toEqual({ endDate: E.datesReversed });
    expect(dateChangeProblems({ startDate: '2026-07-01', endDate: '2026-08-29' }, context)).toEqual({});
    expect(dateChangeProblems({ startDate: '2026-07-01', endDate: '2026-08-30' }, context)).toEqual({ endDate: E.stayTooLong });
    expect(dateChangeProblems({ startDate: '2026-07-10', endDate: '2026-07-12' }, context)).toEqual({ startDate: E.datesUnchanged });
  });
});

describe('staff actions on a booking', () => {
  const facts = { status: 'confirmed' as const, productKind: 'boat' as const, startDate: '2026-07-10', today: '2026-06-01', refundable: 100 };
  it('offers refund, cancel and new dates for a confirmed boat booking still to come', () => {
    expect(staffActionsOf(facts)).toEqual({ refund: true, cancel: true, changeDates: true });
  });
  it('offers no refund once everything came back, no cancellation once it no longer holds its dates', () => {
    expect(staffActionsOf({ ...facts, status: 'cancelled', refundable: 0 })).toEqual({ refund: false, cancel: false, changeDates: false });
    expect(staffActionsOf({ ...facts, status: 'expired', refundable: 50 })).toEqual({ refund: true, cancel: false, changeDates: false });
  });
  it('moves neither an activity, nor a request awaiting its owner, nor a trip that started', () => {
    expect(staffActionsOf({ ...facts, productKind: 'activity' }).changeDates).toBe(false);
    expect(staffActionsOf({ ...facts, status: 'awaitingOwner' })).toEqual({ refund: true, cancel: true, changeDates: false });
    expect(staffActionsOf({ ...facts, startDate: '2026-06-01' }).changeDates).toBe(false);
  });
});

describe('refund retries', () => {
  it('retries only a refused refund, with a new key per attempt', () => {
    expect(isRetryable('failed')).toBe(true);
    expect(isRetryable('pending')).toBe(false);
    expect(isRetryable('succeeded')).toBe(false);
    expect(retryIdempotencyKey('booking:4:expired:9', 2)).toBe('booking:4:expired:9:retry:2');
    expect(retryIdempotencyKey('booking:4:expired:9:retry:2', 3)).toBe('booking:4:expired:9:retry:3');
  });
});
