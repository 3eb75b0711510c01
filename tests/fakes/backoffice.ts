import { left, right } from 'fp-ts/lib/Either';
import {
  BackOfficeBooking,
  BackOfficeSearchResult,
  RefundQueue,
  RefundQueueItem,
  type BackOfficeRefund,
  type StaffCancelBody,
  type StaffDatesBody,
  type StaffRefundBody,
} from '../../src/contract/backoffice-bookings';
import type { BackOfficeBookingsGateway } from '../../src/application/backoffice/back-office-bookings-port';
import type { SignedInUser } from '../../src/application/backoffice/back-office-shell-presenter';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import type { SessionUser } from '../../src/domain/auth/user-permissions';
import type { RefundQueueQuery } from '../../src/domain/backoffice/refund-queue';
import { Scripted } from './scripted';

/** The server's refusal of a back-office call: status, error code, message and details in the body. */
export const staffRefusal = (status: number, error: string, details?: string[], path = '/backoffice/test'): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body: { error, message: `Refused: ${error}.`, ...(details && { details }) },
  headers: {},
});

// ---- fixtures (each decodes with its contract codec: the fake answers through `decoded`) ---------------------------

export const refundRow = (overrides: Partial<BackOfficeRefund> = {}): BackOfficeRefund => ({
  id: 31,
  bookingId: 42,
  reference: 'SW-000042',
  paymentId: 7,
  amount: 48_000,
  currency: 'EUR',
  reason: 'expired',
  status: 'failed',
  attempts: 1,
  lastError: 'The payment provider could not be reached (timeout).',
  createdAt: '2026-05-30T10:00:00.000Z',
  updatedAt: '2026-05-30T10:00:00.000Z',
  retryable: true,
  ...overrides,
});

export const queueItem = (overrides: Partial<RefundQueueItem> = {}): RefundQueueItem => ({
  ...refundRow(),
  tenant: { id: 1, email: 'tenant@demo.seaway.test' },
  product: { kind: 'boat', id: 208, name: 'Lagoon 42' },
  ...overrides,
});

export const refundQueue = (items: RefundQueueItem[] = [queueItem(), queueItem({ id: 30, status: 'succeeded', retryable: false, attempts: 1, lastError: null })]): RefundQueue => ({
  items,
  status: null,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
  counts: {
    pending: items.filter((i) => i.status === 'pending').length,
    succeeded: items.filter((i) => i.status === 'succeeded').length,
    failed: items.filter((i) => i.status === 'failed').length,
  },
});

export const backOfficeBooking = (overrides: Partial<BackOfficeBooking> = {}): BackOfficeBooking => ({
  id: 42,
  reference: 'SW-000042',
  status: 'paid',
  createdAt: '2026-05-20T09:00:00.000Z',
  startDate: '2026-07-10',
  endDate: '2026-07-12',
  numberOfPeople: 4,
  currency: 'EUR',
  isDirect: true,
  responseBefore: null,
  requestOutcome: null,
  cancelledAt: null,
  cancelledBy: null,
  product: { kind: 'boat', id: 208, name: 'Lagoon 42' },
  tenant: { id: 1, email: 'tenant@demo.seaway.test', firstName: 'Tessa', lastName: 'Marin', flagged: false },
  owner: { id: 2, email: 'owner@demo.seaway.test', firstName: 'Olivier', lastName: 'Navarre', flagged: false },
  events: [{ id: 1, at: '2026-05-20T09:04:00.000Z', type: 'paymentSucceeded', from: 'requested', to: 'paid', data: {} }],
  payments: [
    {
      id: 7,
      kind: 'checkout',
      amount: 60_000,
      currency: 'EUR',
      status: 'succeeded',
      provider: 'local',
      captureMethod: 'automatic',
      capturedAt: '2026-05-20T09:04:00.000Z',
      releasedAt: null,
      refundNeeded: false,
      createdAt: '2026-05-20T09:00:00.000Z',
      updatedAt: '2026-05-20T09:04:00.000Z',
    },
  ],
  refunds: [],
  modifications: [],
  carts: [],
  conversation: { id: 5, messageCount: 3 },
  contracts: [],
  totals: { paidOnline: 60_000, refunded: 0, refundPending: 0, refundFailed: 0, refundable: 60_000 },
  actions: { refund: true, cancel: true, changeDates: true },
  audit: [],
  ...overrides,
});

export const searchResult = (overrides: Partial<BackOfficeSearchResult> = {}): BackOfficeSearchResult => ({
  query: '42',
  bookings: [
    {
      id: 42,
      reference: 'SW-000042',
      status: 'paid',
      startDate: '2026-07-10',
      endDate: '2026-07-12',
      product: { kind: 'boat', id: 208, name: 'Lagoon 42' },
      tenantEmail: 'tenant@demo.seaway.test',
      role: 'tenant',
    },
  ],
  users: [],
  boats: [],
  ...overrides,
});

type Method = 'search' | 'refundQueue' | 'retryRefund' | 'booking' | 'refundBooking' | 'cancelBooking' | 'changeDates';

/**
 * The back office's bookings gateway over an in-memory booking and queue. Staff actions answer the booking as the
 * server would in the simple case (a refund succeeds at once; a cancellation refunds what was asked; new dates apply),
 * so presenters can be driven through whole journeys; `failNext` scripts the refusals.
 */
export class FakeBackOfficeBookingsGateway extends Scripted<Method> implements BackOfficeBookingsGateway {
  booked: BackOfficeBooking;
  queue: RefundQueue;
  /** What the next retry answers (default: the refund succeeded). */
  retryOutcome: 'succeeded' | 'failed' = 'succeeded';
  /** What the next staff refund's provider does. */
  refundOutcome: 'succeeded' | 'failed' = 'succeeded';
  searchAnswer: BackOfficeSearchResult = searchResult();

  constructor(options: { booking?: BackOfficeBooking; queue?: RefundQueue } = {}) {
    super();
    this.booked = options.booking ?? backOfficeBooking();
    this.queue = options.queue ?? refundQueue();
  }

  search(query: string) {
    return this.answer('search', [query], BackOfficeSearchResult, () => right({ ...this.searchAnswer, query }));
  }

  refundQueue(query: RefundQueueQuery) {
    return this.answer('refundQueue', [query], RefundQueue, () => {
      const items = this.queue.items.filter((i) => query.status === null || i.status === query.status);
      return right({ ...this.queue, items, status: query.status, page: query.page, total: items.length });
    });
  }

  retryRefund(refundId: number) {
    return this.answer('retryRefund', [refundId], RefundQueueItem, () => {
      const item = this.queue.items.find((i) => i.id === refundId) ?? { ...queueItem(refundRow(this.booked.refunds.find((r) => r.id === refundId))) };
      if (item.status !== 'failed') return left(staffRefusal(409, 'refund_not_failed'));
      const done: RefundQueueItem = {
        ...item,
        status: this.retryOutcome,
        attempts: item.attempts + 1,
        lastError: this.retryOutcome === 'failed' ? 'No such payment_intent' : null,
        retryable: this.retryOutcome === 'failed',
      };
      this.queue = { ...this.queue, items: this.queue.items.map((i) => (i.id === refundId ? done : i)) };
      this.booked = { ...this.booked, refunds: this.booked.refunds.map((r) => (r.id === refundId ? { ...r, status: done.status, attempts: done.attempts, lastError: done.lastError, retryable: done.retryable } : r)) };
      return right(done);
    });
  }

  booking(bookingId: number) {
    return this.answer('booking', [bookingId], BackOfficeBooking, () => (bookingId === this.booked.id ? right(this.booked) : left(staffRefusal(404, 'booking_not_found'))));
  }

  refundBooking(bookingId: number, body: StaffRefundBody) {
    return this.answer('refundBooking', [bookingId, body], BackOfficeBooking, () => {
      if (body.amount > this.booked.totals.refundable) return left(staffRefusal(409, 'amount_above_refundable', ['amount: backoffice:errors.amountAboveRefundable']));
      this.booked = this.withRefund(body.amount, 'staff', this.refundOutcome);
      return right(this.booked);
    });
  }

  cancelBooking(bookingId: number, body: StaffCancelBody) {
    return this.answer('cancelBooking', [bookingId, body], BackOfficeBooking, () => {
      if (!this.booked.actions.cancel) return left(staffRefusal(409, 'booking_not_cancellable'));
      const refunded = body.refundAmount > 0 ? this.withRefund(body.refundAmount, 'staffCancel', 'succeeded') : this.booked;
      this.booked = { ...refunded, status: 'cancelled', actions: { refund: refunded.totals.refundable > 0, cancel: false, changeDates: false } };
      return right(this.booked);
    });
  }

  changeDates(bookingId: number, body: StaffDatesBody) {
    return this.answer('changeDates', [bookingId, body], BackOfficeBooking, () => {
      this.booked = { ...this.booked, startDate: body.startDate, endDate: body.endDate };
      return right(this.booked);
    });
  }

  private withRefund(amount: number, reason: string, status: 'succeeded' | 'failed'): BackOfficeBooking {
    const b = this.booked;
    const id = 100 + b.refunds.length;
    const refund = refundRow({ id, bookingId: b.id, amount, reason, status, retryable: status === 'failed', lastError: status === 'failed' ? 'No such payment_intent' : null });
    const refunded = status === 'succeeded' ? amount : 0;
    return {
      ...b,
      refunds: [...b.refunds, refund],
      totals: {
        ...b.totals,
        refunded: b.totals.refunded + refunded,
        refundFailed: b.totals.refundFailed + (status === 'failed' ? amount : 0),
        // A refused refund is reserved for its retry, like one made.
        refundable: b.totals.refundable - amount,
      },
      actions: { ...b.actions, refund: b.totals.refundable - amount > 0 },
    };
  }
}

/** The session as the shell reads it: a visitor, or a user with roles. */
export const sessionOf = (roles: SessionUser['roles'] | null): SignedInUser => ({
  user:
    roles === null
      ? undefined
      : { token: 'token', firstName: 'Sven', languageCode: 'en', permissions: { pushNotif: false, tracking: false }, roles, isPro: false, isSuperOwner: false },
});
