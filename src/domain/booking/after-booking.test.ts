import { describe, expect, it } from 'vitest';
import { balanceGraceEnd, balanceStep, bookingActions, canReview, cancellationRefund, postBookingEligibility, reviewProblems, withReview, type BookingFacts } from './after-booking';

const MODERATE = { refundPercentage: 50, refundDaysBefore: 5 };

describe('cancellationRefund', () => {
  const base = { status: 'confirmed' as const, startDate: '2026-07-20', today: '2026-07-10', cancelledBy: 'tenant' as const, policy: MODERATE, paidOnline: 100_00 };

  it('pays the policy share back when the tenant cancels in time', () => {
    expect(cancellationRefund(base)).toEqual({ ok: true, refund: 50_00, percentage: 50 });
    expect(cancellationRefund({ ...base, today: '2026-07-15' })).toEqual({ ok: true, refund: 50_00, percentage: 50 });
  });

  it('pays nothing back when the tenant cancels late', () => {
    expect(cancellationRefund({ ...base, today: '2026-07-16' })).toEqual({ ok: true, refund: 0, percentage: 0 });
  });

  it('pays everything back when the owner cancels or had not accepted yet', () => {
    expect(cancellationRefund({ ...base, today: '2026-07-19', cancelledBy: 'owner' })).toEqual({ ok: true, refund: 100_00, percentage: 100 });
    expect(cancellationRefund({ ...base, today: '2026-07-19', status: 'awaitingOwner' })).toEqual({ ok: true, refund: 100_00, percentage: 100 });
  });

  it('refuses once the trip has started, and for a booking that holds no dates', () => {
    expect(cancellationRefund({ ...base, today: '2026-07-20' })).toEqual({ ok: false, reason: 'departed' });
    expect(cancellationRefund({ ...base, status: 'cancelled' })).toEqual({ ok: false, reason: 'notCancellable' });
    expect(cancellationRefund({ ...base, status: 'requested' })).toEqual({ ok: false, reason: 'notCancellable' });
  });

  it('rounds down to the cent', () => {
    expect(cancellationRefund({ ...base, paidOnline: 333 })).toEqual({ ok: true, refund: 166, percentage: 50 });
  });
});

describe('balanceStep', () => {
  it('is not due, then a reminder, then due during the grace days, then overdue', () => {
    const start = '2026-07-24';
    expect(balanceStep('2026-07-01', '2026-07-10', start)).toBe('notDue');
    expect(balanceStep('2026-07-06', '2026-07-10', start)).toBe('notDue');
    expect(balanceStep('2026-07-07', '2026-07-10', start)).toBe('remind');
    expect(balanceStep('2026-07-09', '2026-07-10', start)).toBe('remind');
    expect(balanceStep('2026-07-10', '2026-07-10', start)).toBe('due');
    expect(balanceStep('2026-07-12', '2026-07-10', start)).toBe('due');
    expect(balanceStep('2026-07-13', '2026-07-10', start)).toBe('overdue');
  });

  it('never lets the grace days run into the trip', () => {
    // Flexible: the balance 2 days before the start; it is overdue the day before the start, still cancellable.
    expect(balanceGraceEnd('2026-08-15', '2026-08-17')).toBe('2026-08-15');
    expect(balanceStep('2026-08-15', '2026-08-15', '2026-08-17')).toBe('due');
    expect(balanceStep('2026-08-16', '2026-08-15', '2026-08-17')).toBe('overdue');
    expect(balanceGraceEnd('2026-07-10', '2026-07-24')).toBe('2026-07-12');
  });
});

describe('postBookingEligibility', () => {
  const base = { status: 'paid' as const, startDate: '2026-07-20', today: '2026-07-10', insurancesLeft: 2 };
  it('is eligible before departure with insurances left', () => {
    expect(postBookingEligibility(base)).toEqual({ eligible: true });
  });
  it('says why not', () => {
    expect(postBookingEligibility({ ...base, status: 'cancelled' })).toEqual({ eligible: false, reason: 'status' });
    expect(postBookingEligibility({ ...base, today: '2026-07-20' })).toEqual({ eligible: false, reason: 'departed' });
    expect(postBookingEligibility({ ...base, insurancesLeft: 0 })).toEqual({ eligible: false, reason: 'nothingLeft' });
  });
});

describe('bookingActions', () => {
  const facts: BookingFacts = {
    status: 'confirmed',
    role: 'tenant',
    startDate: '2026-07-20',
    endDate: '2026-07-23',
    today: '2026-07-10',
    balanceDue: 700_00,
    insurancesLeft: 1,
    hasConversation: true,
    hasPendingModification: false,
    isActivity: false,
    reviewed: false,
  };

  it('lets the tenant of a confirmed booking do everything before the trip', () => {
    expect(bookingActions(facts)).toEqual({ payBalance: true, addInsurance: true, message: true, modify: true, cancel: true, review: false });
  });

  it('gives the owner messaging and cancelling only', () => {
    expect(bookingActions({ ...facts, role: 'owner' })).toEqual({ payBalance: false, addInsurance: false, message: true, modify: false, cancel: true, review: false });
  });

  it('asks for no balance while the owner has not answered, and none once paid', () => {
    expect(bookingActions({ ...facts, status: 'awaitingOwner' }).payBalance).toBe(false);
    expect(bookingActions({ ...facts, balanceDue: 0 }).payBalance).toBe(false);
  });

  it('offers a review after the trip, once', () => {
    const after = { ...facts, today: '2026-07-24' };
    expect(bookingActions(after)).toMatchObject({ review: true, cancel: false, modify: false, payBalance: false, addInsurance: false });
    expect(bookingActions({ ...after, reviewed: true }).review).toBe(false);
  });

  it('allows one change request at a time, never for an activity', () => {
    expect(bookingActions({ ...facts, hasPendingModification: true }).modify).toBe(false);
    expect(bookingActions({ ...facts, isActivity: true }).modify).toBe(false);
  });
});

describe('reviews', () => {
  const trip = { role: 'tenant' as const, status: 'confirmed' as const, endDate: '2026-07-23', today: '2026-07-24', reviewed: false };
  it('lets the tenant review a trip that ended, once, within the window', () => {
    expect(canReview(trip)).toBe(true);
    expect(canReview({ ...trip, reviewed: true })).toBe(false);
    expect(canReview({ ...trip, role: 'owner' })).toBe(false);
    expect(canReview({ ...trip, today: '2026-07-23' })).toBe(false);
    expect(canReview({ ...trip, status: 'cancelled' })).toBe(false);
    expect(canReview({ ...trip, today: '2026-09-21' })).toBe(true);
    expect(canReview({ ...trip, today: '2026-09-22' })).toBe(false);
  });

  it('hides the request while it is snoozed', () => {
    const facts: BookingFacts = { ...trip, startDate: '2026-07-20', balanceDue: 0, insurancesLeft: 0, hasConversation: true, hasPendingModification: false, isActivity: false };
    expect(bookingActions({ ...facts, reviewSnoozedUntil: '2026-07-27' }).review).toBe(false);
    expect(bookingActions({ ...facts, reviewSnoozedUntil: '2026-07-24' }).review).toBe(true);
  });

  it('checks stars and comment', () => {
    expect(reviewProblems({ rating: 5, comment: '' })).toEqual([]);
    expect(reviewProblems({ rating: 0, comment: 'x' })).toEqual(['rating']);
    expect(reviewProblems({ rating: 4.5, comment: 'x'.repeat(2001) })).toEqual(['rating', 'comment']);
  });

  it('averages the new rating in', () => {
    expect(withReview({ count: 0, average: 0 }, 4)).toEqual({ count: 1, average: 4 });
    expect(withReview({ count: 2, average: 4.5 }, 3)).toEqual({ count: 3, average: 4 });
  });
});
