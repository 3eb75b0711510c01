import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbIsoDate, arbPaymentsAndRefunds } from '../../../tests/arbitraries/backoffice-bookings';
import { arbBookingStatus } from '../../../tests/arbitraries/checkout';
import { addDays, daysBetween } from '../search/iso-date';
import {
  amountMinorOf,
  amountText,
  dateChangeProblems,
  moneyTotalsOf,
  normaliseStaffReason,
  refundableOf,
  refundablePerPayment,
  refundAmountProblem,
  retryIdempotencyKey,
  staffActionsOf,
  staffReasonProblem,
  MAX_STAY_DAYS,
} from './booking-actions';
import { arbStaffText } from '../../../tests/arbitraries/backoffice';

describe('booking actions: properties', () => {
  it('the refundable amount is never negative nor more than was paid, and per payment adds up', () => {
    fc.assert(
      fc.property(arbPaymentsAndRefunds, ({ payments, refunds }) => {
        const refundable = refundableOf(payments, refunds);
        const totals = moneyTotalsOf(payments, refunds);
        expect(refundable).toBeGreaterThanOrEqual(0);
        expect(refundable).toBeLessThanOrEqual(totals.paidOnline);
        expect(refundable).toBe(totals.paidOnline - totals.refunded - totals.refundPending - totals.refundFailed);
        for (const part of refundablePerPayment(payments, refunds)) {
          expect(part.refundable).toBeLessThanOrEqual(payments.find((p) => p.id === part.id)?.amount ?? 0);
        }
      }),
    );
  });

  it('refunding any accepted amount leaves the refundable amount reduced by it, never below zero', () => {
    fc.assert(
      fc.property(arbPaymentsAndRefunds, fc.integer({ min: -10, max: 3_000_000 }), ({ payments, refunds }, amount) => {
        const refundable = refundableOf(payments, refunds);
        const problem = refundAmountProblem(amount, refundable);
        expect(problem === undefined).toBe(amount >= 1 && amount <= refundable);
        if (problem !== undefined) return;
        // The refund spread over the payments the way the server does (largest first).
        let left = amount;
        const added = refundablePerPayment(payments, refunds)
          .sort((a, b) => b.refundable - a.refundable)
          .flatMap((p) => {
            const part = Math.min(left, p.refundable);
            left -= part;
            return part > 0 ? [{ paymentId: p.id, amount: part, status: 'pending' as const }] : [];
          });
        expect(left).toBe(0);
        expect(refundableOf(payments, [...refunds, ...added])).toBe(refundable - amount);
      }),
    );
  });

  it('a reason is accepted exactly when it has 1 to 1000 characters once trimmed; normalising is idempotent', () => {
    fc.assert(
      fc.property(arbStaffText(1100), (text) => {
        const length = [...text.trim()].length;
        expect(staffReasonProblem(text) === undefined).toBe(length >= 1 && length <= 1000);
        expect(normaliseStaffReason(normaliseStaffReason(text))).toBe(normaliseStaffReason(text));
      }),
    );
  });

  it('typed amounts round-trip through their text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (minor) => {
        expect(amountMinorOf(amountText(minor))).toBe(minor);
      }),
    );
  });

  it('accepted new dates always lie from today, in order, within the stay limit and differ from the current ones', () => {
    fc.assert(
      fc.property(arbIsoDate, arbIsoDate, arbIsoDate, fc.integer({ min: 0, max: 90 }), (today, currentStart, startDate, length) => {
        const endDate = addDays(startDate, length);
        const context = { today, currentStart, currentEnd: addDays(currentStart, 2) };
        const problems = dateChangeProblems({ startDate, endDate }, context);
        const accepted = Object.keys(problems).length === 0;
        expect(accepted).toBe(startDate >= today && daysBetween(startDate, endDate) + 1 <= MAX_STAY_DAYS && !(startDate === currentStart && endDate === context.currentEnd));
      }),
    );
  });

  it('staff change dates only of a booking they could also cancel; nothing to refund means no refund', () => {
    fc.assert(
      fc.property(arbBookingStatus, fc.constantFrom('boat' as const, 'activity' as const), arbIsoDate, arbIsoDate, fc.nat(1000), (status, productKind, startDate, today, refundable) => {
        const actions = staffActionsOf({ status, productKind, startDate, today, refundable });
        if (actions.changeDates) expect(actions.cancel).toBe(true);
        expect(actions.refund).toBe(refundable > 0);
      }),
    );
  });

  it('every attempt of a retry has its own key, the same attempt the same key, whichever attempt it starts from', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (key, a, b) => {
        expect(retryIdempotencyKey(key, a) === retryIdempotencyKey(key, b)).toBe(a === b);
        expect(retryIdempotencyKey(retryIdempotencyKey(key, a), b)).toBe(retryIdempotencyKey(key, b));
      }),
    );
  });
});
