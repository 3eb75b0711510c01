import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbBookingStatus, arbInstant } from '../../../tests/arbitraries/checkout';
import { isHoldingDates } from './booking-lifecycle';
import { answerRequest, declineReasonProblem, DECLINE_REASON_MAX_LENGTH, expiredRequestStatus, normaliseDeclineReason, type RequestAnswer } from './request-answer';

const arbAnswer: fc.Arbitrary<RequestAnswer> = fc.constantFrom('accept', 'decline');
/** An answer and a deadline up to 3 days apart either way (now and then exactly equal). */
const arbTiming = fc
  .tuple(arbInstant, fc.oneof(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), fc.constantFrom(-1, 0, 1)))
  .map(([at, margin]) => ({ at, responseBefore: new Date(Date.parse(at) + margin).toISOString() }));

describe('booking request answers: properties', () => {
  it('an answer is taken exactly when the request waits and the deadline has not passed', () => {
    fc.assert(
      fc.property(arbBookingStatus, arbTiming, arbAnswer, (status, timing, answer) => {
        const outcome = answerRequest({ status, ...timing }, answer);
        const inTime = Date.parse(timing.at) <= Date.parse(timing.responseBefore);
        expect(outcome.ok).toBe(status === 'awaitingOwner' && inTime);
        if (outcome.ok) expect(outcome.status).toBe(answer === 'accept' ? 'confirmed' : 'declined');
        else expect(outcome.reason).toBe(status === 'expired' || (status === 'awaitingOwner' && !inTime) ? 'deadlinePassed' : 'notAwaitingOwner');
      }),
      { numRuns: 1000 },
    );
  });

  it('at any instant, a waiting request is either answerable or due to expire, never both', () => {
    fc.assert(
      fc.property(arbTiming, arbAnswer, (timing, answer) => {
        const facts = { status: 'awaitingOwner' as const, ...timing };
        expect(answerRequest(facts, answer).ok).toBe(expiredRequestStatus(facts) === null);
      }),
      { numRuns: 1000 },
    );
  });

  it('a request is answered (or expires) once: any second answer or expiry is refused', () => {
    fc.assert(
      fc.property(arbTiming, arbAnswer, arbAnswer, fc.integer({ min: 0, max: 5 * 86_400_000 }), (timing, first, second, later) => {
        const facts = { status: 'awaitingOwner' as const, ...timing };
        const answered = answerRequest(facts, first);
        const status = answered.ok ? answered.status : (expiredRequestStatus(facts) ?? 'awaitingOwner');
        const at = new Date(Date.parse(timing.at) + later).toISOString();
        // Answered: refused as answered already; expired: refused as too late.
        expect(answerRequest({ status, responseBefore: timing.responseBefore, at }, second)).toEqual({ ok: false, reason: answered.ok ? 'notAwaitingOwner' : 'deadlinePassed' });
        expect(expiredRequestStatus({ status, responseBefore: timing.responseBefore, at })).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('only an accepted request keeps holding its dates', () => {
    fc.assert(
      fc.property(arbTiming, arbAnswer, (timing, answer) => {
        const outcome = answerRequest({ status: 'awaitingOwner', ...timing }, answer);
        if (outcome.ok) expect(isHoldingDates(outcome.status)).toBe(answer === 'accept');
        const expired = expiredRequestStatus({ status: 'awaitingOwner', ...timing });
        if (expired) expect(isHoldingDates(expired)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a decline reason is normalised idempotently and refused exactly above the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 1100 }), (reason) => {
        const once = normaliseDeclineReason(reason);
        expect(normaliseDeclineReason(once)).toBe(once);
        expect(declineReasonProblem(reason) === null).toBe([...(once ?? '')].length <= DECLINE_REASON_MAX_LENGTH);
      }),
      { numRuns: 300 },
    );
  });
});
