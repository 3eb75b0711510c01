import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking-lifecycle';
import { addDays } from '../search/iso-date';
import { bookingActions, cancellationRefund } from './after-booking';

const arbDay = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
const arbPolicy = fc.record({ refundPercentage: fc.integer({ min: 0, max: 100 }), refundDaysBefore: fc.integer({ min: 0, max: 60 }) });
const arbFacts = fc.record({
  status: fc.constantFrom(...BOOKING_STATUSES),
  startDate: arbDay,
  today: arbDay,
  cancelledBy: fc.constantFrom('tenant' as const, 'owner' as const, 'system' as const),
  policy: arbPolicy,
  paidOnline: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('cancellationRefund (properties)', () => {
  it('never refunds more than was paid, nor less than nothing, in whole cents', () => {
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const outcome = cancellationRefund(facts);
        if (!outcome.ok) return;
        expect(Number.isInteger(outcome.refund)).toBe(true);
        expect(outcome.refund).toBeGreaterThanOrEqual(0);
        expect(outcome.refund).toBeLessThanOrEqual(facts.paidOnline);
      }),
    );
  });

  it('never refunds less by cancelling earlier', () => {
    fc.assert(
      fc.property(arbFacts, fc.integer({ min: 1, max: 30 }), (facts, earlierBy) => {
        const late = cancellationRefund(facts);
        const early = cancellationRefund({ ...facts, today: addDays(facts.today, -earlierBy) });
        if (late.ok && early.ok) expect(early.refund).toBeGreaterThanOrEqual(late.refund);
      }),
    );
  });

  it('is possible exactly when the booking can be cancelled by the action set', () => {
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const actions = bookingActions({
          status: facts.status,
          role: facts.cancelledBy === 'owner' ? 'owner' : 'tenant',
          startDate: facts.startDate,
          endDate: addDays(facts.startDate, 2),
          today: facts.today,
          balanceDue: 0,
          insurancesLeft: 0,
          hasConversation: true,
          hasPendingModification: false,
          isActivity: false,
          reviewed: false,
        });
        expect(cancellationRefund(facts).ok).toBe(actions.cancel);
      }),
    );
  });
});
