import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking-lifecycle';
import {
  answerRequest,
  canAnswerRequest,
  captureMethodOf,
  declineReasonProblem,
  DECLINE_REASON_MAX_LENGTH,
  expiredRequestStatus,
  isPastDeadline,
  normaliseDeclineReason,
  requestStateOf,
} from './request-answer';

const DEADLINE = '2026-06-03T09:00:00.000Z';
const waiting = (at: string) => ({ status: 'awaitingOwner' as const, responseBefore: DEADLINE, at });

describe('answerRequest', () => {
  it('the owner accepts before the deadline, or at it exactly: confirmed', () => {
    expect(answerRequest(waiting('2026-06-01T09:00:00.000Z'), 'accept')).toEqual({ ok: true, status: 'confirmed' });
    expect(answerRequest(waiting(DEADLINE), 'accept')).toEqual({ ok: true, status: 'confirmed' });
  });

  it('the owner declines before the deadline: declined', () => {
    expect(answerRequest(waiting('2026-06-02T09:00:00.000Z'), 'decline')).toEqual({ ok: true, status: 'declined' });
  });

  it('after the deadline neither answer is taken (the request has expired)', () => {
    for (const answer of ['accept', 'decline'] as const) {
      expect(answerRequest(waiting('2026-06-03T09:00:00.001Z'), answer)).toEqual({ ok: false, reason: 'deadlinePassed' });
    }
  });

  it('a request the job expired answers deadlinePassed too, refunded since or not', () => {
    for (const answer of ['accept', 'decline'] as const) {
      expect(answerRequest({ status: 'expired', responseBefore: DEADLINE, at: '2026-06-04T09:00:00.000Z' }, answer)).toEqual({ ok: false, reason: 'deadlinePassed' });
      expect(answerRequest({ status: 'refunded', outcome: 'expired', responseBefore: DEADLINE, at: '2026-06-04T09:00:00.000Z' }, answer)).toEqual({ ok: false, reason: 'deadlinePassed' });
      expect(answerRequest({ status: 'refunded', outcome: 'declined', responseBefore: DEADLINE, at: '2026-06-02T09:00:00.000Z' }, answer)).toEqual({ ok: false, reason: 'notAwaitingOwner' });
    }
  });

  it('a request answered or cancelled is no longer waiting', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'awaitingOwner' && s !== 'expired')) {
      expect(answerRequest({ status, responseBefore: DEADLINE, at: '2026-06-01T09:00:00.000Z' }, 'accept')).toEqual({ ok: false, reason: 'notAwaitingOwner' });
      expect(answerRequest({ status, responseBefore: DEADLINE, at: '2099-01-01T00:00:00.000Z' }, 'decline')).toEqual({ ok: false, reason: 'notAwaitingOwner' });
    }
  });

  it('compares instants, not strings; an unreadable instant is never in time', () => {
    expect(answerRequest(waiting('2026-06-03T11:00:00+02:00'), 'accept')).toEqual({ ok: true, status: 'confirmed' });
    expect(answerRequest(waiting('not a date'), 'accept')).toEqual({ ok: false, reason: 'deadlinePassed' });
    expect(answerRequest({ status: 'awaitingOwner', responseBefore: 'garbage', at: DEADLINE }, 'decline')).toEqual({ ok: false, reason: 'deadlinePassed' });
  });
});

describe('expiredRequestStatus', () => {
  it('expires a waiting request only once its deadline has passed', () => {
    expect(expiredRequestStatus(waiting(DEADLINE))).toBeNull();
    expect(expiredRequestStatus(waiting('2026-06-03T09:00:01.000Z'))).toBe('expired');
    expect(expiredRequestStatus({ status: 'confirmed', responseBefore: DEADLINE, at: '2026-07-01T00:00:00.000Z' })).toBeNull();
    expect(expiredRequestStatus({ status: 'awaitingOwner', responseBefore: null, at: '2026-07-01T00:00:00.000Z' })).toBeNull();
  });

  it('isPastDeadline: no deadline never passes', () => {
    expect(isPastDeadline({ responseBefore: null, at: '2099-01-01T00:00:00.000Z' })).toBe(false);
  });
});

describe('canAnswerRequest', () => {
  it('the owner while the request waits and is in time; never the tenant', () => {
    expect(canAnswerRequest({ ...waiting('2026-06-01T09:00:00.000Z'), role: 'owner' })).toBe(true);
    expect(canAnswerRequest({ ...waiting('2026-06-01T09:00:00.000Z'), role: 'tenant' })).toBe(false);
    expect(canAnswerRequest({ ...waiting('2026-06-04T09:00:00.000Z'), role: 'owner' })).toBe(false);
    expect(canAnswerRequest({ status: 'confirmed', responseBefore: DEADLINE, at: '2026-06-01T09:00:00.000Z', role: 'owner' })).toBe(false);
  });
});

describe('decline reason', () => {
  it('is trimmed, empty means none', () => {
    expect(normaliseDeclineReason('  Boat in maintenance. ')).toBe('Boat in maintenance.');
    expect(normaliseDeclineReason('   ')).toBeNull();
    expect(normaliseDeclineReason(undefined)).toBeNull();
    expect(normaliseDeclineReason(null)).toBeNull();
  });

  it('has at most 1000 characters (code points, once trimmed)', () => {
    expect(declineReasonProblem('x'.repeat(DECLINE_REASON_MAX_LENGTH))).toBeNull();
    expect(declineReasonProblem(` ${'x'.repeat(DECLINE_REASON_MAX_LENGTH)} `)).toBeNull();
    expect(declineReasonProblem('x'.repeat(DECLINE_REASON_MAX_LENGTH + 1))).toBe('tooLong');
    // An emoji is one character, two UTF-16 units.
    expect(declineReasonProblem('⛵'.repeat(DECLINE_REASON_MAX_LENGTH))).toBeNull();
    expect(declineReasonProblem('🚤'.repeat(DECLINE_REASON_MAX_LENGTH))).toBeNull();
    expect(declineReasonProblem(undefined)).toBeNull();
  });
});

describe('requestStateOf', () => {
  it('null for an instant booking or an unpaid session; awaiting, the outcome, or closed for a request', () => {
    expect(requestStateOf({ isDirect: true, status: 'paid', outcome: null })).toBeNull();
    expect(requestStateOf({ isDirect: false, status: 'requested', outcome: null })).toBeNull();
    expect(requestStateOf({ isDirect: false, status: 'awaitingOwner', outcome: null })).toBe('awaiting');
    expect(requestStateOf({ isDirect: false, status: 'confirmed', outcome: 'accepted' })).toBe('accepted');
    expect(requestStateOf({ isDirect: false, status: 'refunded', outcome: 'declined' })).toBe('declined');
    expect(requestStateOf({ isDirect: false, status: 'refunded', outcome: 'expired' })).toBe('expired');
    expect(requestStateOf({ isDirect: false, status: 'refunded', outcome: null })).toBe('closed');
  });
});

describe('captureMethodOf', () => {
  it('holds only a request’s checkout payment', () => {
    expect(captureMethodOf({ kind: 'checkout', isDirect: false })).toBe('manual');
    expect(captureMethodOf({ kind: 'checkout', isDirect: true })).toBe('automatic');
    for (const kind of ['balance', 'postBooking', 'modification']) expect(captureMethodOf({ kind, isDirect: false })).toBe('automatic');
  });
});
