import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbBookingEvent, arbBookingEvents, arbBookingStatus, arbOwnerAccepted } from '../../../tests/arbitraries/checkout';
import {
  BOOKING_STATUSES,
  isChangeable,
  isFinal,
  isHoldingDates,
  transition,
  type BookingEvent,
  type BookingStatus,
} from './booking-lifecycle';

interface Step {
  readonly before: BookingStatus;
  readonly event: BookingEvent;
  readonly ok: boolean;
  readonly after: BookingStatus;
}

/** Applies the events from a new session, as the server does: an illegal event is refused (409) and changes nothing. */
const run = (events: readonly BookingEvent[], start: BookingStatus = 'requested'): Step[] => {
  const steps: Step[] = [];
  let status = start;
  for (const event of events) {
    const result = transition(status, event);
    const after = result.ok ? result.status : status;
    steps.push({ before: status, event, ok: result.ok, after });
    status = after;
  }
  return steps;
};

const statusesOf = (steps: readonly Step[], start: BookingStatus = 'requested') => [start, ...steps.map((s) => s.after)];

describe('booking lifecycle properties', () => {
  it('every reached status is a known status', () => {
    fc.assert(
      fc.property(arbBookingStatus, arbBookingEvents, (start, events) => {
        for (const status of statusesOf(run(events, start), start)) expect(BOOKING_STATUSES).toContain(status);
      }),
      { numRuns: 500 },
    );
  });

  it('a payment succeeds at most once per sequence, and only from requested', () => {
    fc.assert(
      fc.property(arbBookingEvents, (events) => {
        const payments = run(events).filter((s) => s.ok && s.event.type === 'paymentSucceeded');
        expect(payments.length).toBeLessThanOrEqual(1);
        for (const payment of payments) expect(payment.before).toBe('requested');
      }),
      { numRuns: 500 },
    );
  });

  it('refunded accepts no event', () => {
    fc.assert(
      fc.property(arbBookingEvent, (event) => {
        expect(transition('refunded', event)).toEqual({ ok: false, error: 'illegal_transition' });
      }),
    );
  });

  it('once refunded, a sequence stays refunded; a final status is never left', () => {
    fc.assert(
      fc.property(arbBookingEvents, (events) => {
        const steps = run(events);
        for (const step of steps) if (isFinal(step.before)) expect(step).toMatchObject({ ok: false, after: step.before });
      }),
      { numRuns: 500 },
    );
  });

  it('every legal transition changes the status; requested is never reached again', () => {
    fc.assert(
      fc.property(arbBookingStatus, arbBookingEvents, (start, events) => {
        for (const step of run(events, start)) {
          if (step.ok) {
            expect(step.after).not.toBe(step.before);
            expect(step.after).not.toBe('requested');
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('isChangeable exactly while nothing has happened; dates are held only after a payment, never once released', () => {
    fc.assert(
      fc.property(arbBookingEvents, (events) => {
        const steps = run(events);
        let somethingHappened = false;
        let paid = false;
        let released = false;
        for (const step of steps) {
          somethingHappened ||= step.ok;
          paid ||= step.ok && step.event.type === 'paymentSucceeded';
          const status = step.after;
          expect(isChangeable(status)).toBe(!somethingHappened);
          if (isHoldingDates(status)) {
            expect(paid).toBe(true);
            expect(released).toBe(false);
          } else if (paid) {
            released = true;
          }
          expect(isHoldingDates(status) && isChangeable(status)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a refund follows only a booking that is over (declined, cancelled or expired)', () => {
    fc.assert(
      fc.property(arbBookingStatus, arbBookingEvents, (start, events) => {
        for (const step of run(events, start)) {
          if (step.ok && step.after === 'refunded') expect(['declined', 'cancelled', 'expired']).toContain(step.before);
          if (step.ok && step.after === 'confirmed') expect(step.before).toBe('awaitingOwner');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the owner accepts exactly when the answer comes no later than the deadline', () => {
    fc.assert(
      fc.property(arbOwnerAccepted, (event) => {
        const inTime = Date.parse(event.at) <= Date.parse(event.responseBefore);
        expect(transition('awaitingOwner', event).ok).toBe(inTime);
      }),
      { numRuns: 500 },
    );
  });
});
