import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  isChangeable,
  isFinal,
  isHoldingDates,
  transition,
  type BookingEvent,
  type BookingStatus,
} from './booking-lifecycle';

const accepted = (at: string, responseBefore: string): BookingEvent => ({ type: 'ownerAccepted', at, responseBefore });
const onTime = accepted('2025-06-01T10:00:00.000Z', '2025-06-02T10:00:00.000Z');

const EVENTS: Record<BookingEvent['type'], BookingEvent> = {
  paymentSucceeded: { type: 'paymentSucceeded', isDirect: false },
  ownerAccepted: onTime,
  ownerDeclined: { type: 'ownerDeclined' },
  responseDeadlinePassed: { type: 'responseDeadlinePassed' },
  sessionExpired: { type: 'sessionExpired' },
  cancelled: { type: 'cancelled' },
  refunded: { type: 'refunded' },
};

/** Every legal transition (with the events above); anything else is illegal. */
const LEGAL: Record<BookingStatus, Partial<Record<BookingEvent['type'], BookingStatus>>> = {
  requested: { paymentSucceeded: 'awaitingOwner', sessionExpired: 'expired', cancelled: 'cancelled' },
  awaitingOwner: { ownerAccepted: 'confirmed', ownerDeclined: 'declined', responseDeadlinePassed: 'expired', cancelled: 'cancelled' },
  paid: { cancelled: 'cancelled' },
  confirmed: { cancelled: 'cancelled' },
  declined: { refunded: 'refunded' },
  expired: { refunded: 'refunded' },
  cancelled: { refunded: 'refunded' },
  refunded: {},
};

describe('booking lifecycle: legal transitions', () => {
  it('a paid instant booking is paid; a paid request awaits the owner', () => {
    expect(transition('requested', { type: 'paymentSucceeded', isDirect: true })).toEqual({ ok: true, status: 'paid' });
    expect(transition('requested', { type: 'paymentSucceeded', isDirect: false })).toEqual({ ok: true, status: 'awaitingOwner' });
  });

  it('the owner accepts before the deadline, or at it exactly', () => {
    expect(transition('awaitingOwner', onTime)).toEqual({ ok: true, status: 'confirmed' });
    expect(transition('awaitingOwner', accepted('2025-06-02T10:00:00.000Z', '2025-06-02T10:00:00.000Z'))).toEqual({ ok: true, status: 'confirmed' });
  });

  it('the owner declines, or lets the deadline pass', () => {
    expect(transition('awaitingOwner', { type: 'ownerDeclined' })).toEqual({ ok: true, status: 'declined' });
    expect(transition('awaitingOwner', { type: 'responseDeadlinePassed' })).toEqual({ ok: true, status: 'expired' });
  });

  it('an unpaid session expires', () => {
    expect(transition('requested', { type: 'sessionExpired' })).toEqual({ ok: true, status: 'expired' });
  });

  it('a live booking can be cancelled', () => {
    for (const status of ['requested', 'awaitingOwner', 'paid', 'confirmed'] as const) {
      expect(transition(status, { type: 'cancelled' })).toEqual({ ok: true, status: 'cancelled' });
    }
  });

  it('a declined, cancelled or expired booking can be refunded', () => {
    for (const status of ['declined', 'cancelled', 'expired'] as const) {
      expect(transition(status, { type: 'refunded' })).toEqual({ ok: true, status: 'refunded' });
    }
  });

  it('the full table: every status × event is legal exactly as listed', () => {
    for (const status of BOOKING_STATUSES) {
      for (const [type, event] of Object.entries(EVENTS) as [BookingEvent['type'], BookingEvent][]) {
        const expected = LEGAL[status][type];
        expect(transition(status, event), `${status} + ${type}`).toEqual(
          expected === undefined ? { ok: false, error: 'illegal_transition' } : { ok: true, status: expected },
        );
      }
    }
  });
});

describe('booking lifecycle: illegal transitions', () => {
  const illegal = { ok: false, error: 'illegal_transition' };

  it('a payment succeeds once only', () => {
    for (const status of ['paid', 'awaitingOwner', 'confirmed', 'expired', 'cancelled'] as const) {
      expect(transition(status, { type: 'paymentSucceeded', isDirect: true })).toEqual(illegal);
    }
  });

  it('the owner answers only a paid request, and in time', () => {
    expect(transition('requested', onTime)).toEqual(illegal);
    expect(transition('paid', onTime)).toEqual(illegal);
    expect(transition('awaitingOwner', accepted('2025-06-02T10:00:00.001Z', '2025-06-02T10:00:00.000Z'))).toEqual(illegal);
    expect(transition('confirmed', { type: 'ownerDeclined' })).toEqual(illegal);
    expect(transition('paid', { type: 'responseDeadlinePassed' })).toEqual(illegal);
  });

  it('compares instants, not strings, and refuses unreadable ones', () => {
    // Same instant written with an offset: accepted.
    expect(transition('awaitingOwner', accepted('2025-06-02T12:00:00+02:00', '2025-06-02T10:00:00.000Z'))).toEqual({ ok: true, status: 'confirmed' });
    expect(transition('awaitingOwner', accepted('not a date', '2025-06-02T10:00:00.000Z'))).toEqual(illegal);
    expect(transition('awaitingOwner', accepted('2025-06-02T10:00:00.000Z', ''))).toEqual(illegal);
  });

  it('a paid session no longer expires; a confirmed booking must be cancelled before a refund', () => {
    expect(transition('awaitingOwner', { type: 'sessionExpired' })).toEqual(illegal);
    expect(transition('paid', { type: 'sessionExpired' })).toEqual(illegal);
    expect(transition('confirmed', { type: 'refunded' })).toEqual(illegal);
    expect(transition('requested', { type: 'refunded' })).toEqual(illegal);
  });

  it('nothing happens after a refund, and a refund happens once', () => {
    for (const event of Object.values(EVENTS)) expect(transition('refunded', event)).toEqual(illegal);
    expect(transition('declined', { type: 'cancelled' })).toEqual(illegal);
  });
});

describe('booking lifecycle: status helpers', () => {
  it('dates are held while the booking is paid and alive', () => {
    expect(BOOKING_STATUSES.filter(isHoldingDates)).toEqual(['awaitingOwner', 'paid', 'confirmed']);
  });

  it('only an unpaid session takes changes', () => {
    expect(BOOKING_STATUSES.filter(isChangeable)).toEqual(['requested']);
  });

  it('refunded is the only final status', () => {
    expect(BOOKING_STATUSES.filter(isFinal)).toEqual(['refunded']);
  });
});
