import * as t from 'io-ts';
import { AuditEntry, BACKOFFICE_PREFIX } from './backoffice';
import { BookingStatus } from './checkout';

/**
 * The back office's bookings (issue [7]): the search box, the queue of automatic refunds with their retry, and a
 * booking's full history with the staff actions (refund a chosen amount, cancel, change the dates). Staff only on the
 * server (routes/backoffice.ts: a visitor 401, a tenant or an owner 403). Money is integer EUR cents with its currency
 * code, instants ISO 8601, dates YYYY-MM-DD.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const segment = (value: string | number) => encodeURIComponent(String(value));

export const BACKOFFICE_BOOKINGS_PATHS = {
  /** GET ?q= (1 to 100 characters once trimmed; 400 otherwise). */
  search: `${BACKOFFICE_PREFIX}/search`,
  /** GET ?status=pending|succeeded|failed&page= */
  refunds: `${BACKOFFICE_PREFIX}/refunds`,
  retryRefund: (id: number) => `${BACKOFFICE_PREFIX}/refunds/${segment(id)}/retry`,
  booking: (id: number) => `${BACKOFFICE_PREFIX}/bookings/${segment(id)}`,
  refundBooking: (id: number) => `${BACKOFFICE_PREFIX}/bookings/${segment(id)}/refund`,
  cancelBooking: (id: number) => `${BACKOFFICE_PREFIX}/bookings/${segment(id)}/cancel`,
  changeDates: (id: number) => `${BACKOFFICE_PREFIX}/bookings/${segment(id)}/dates`,
} as const;

export const RefundStatus = t.keyof({ pending: null, succeeded: null, failed: null });
export type RefundStatus = t.TypeOf<typeof RefundStatus>;

export const ProductKind = t.keyof({ boat: null, activity: null });

/** A booking as a search result or a line under a user. */
export const BookingHit = t.type({
  id: t.number,
  reference: t.string,
  status: BookingStatus,
  startDate: t.string,
  endDate: t.string,
  product: t.type({ kind: ProductKind, id: t.number, name: t.string }),
  tenantEmail: t.string,
  /** Under a user: whether they are its tenant or its owner. */
  role: t.keyof({ tenant: null, owner: null }),
});
export type BookingHit = t.TypeOf<typeof BookingHit>;

export const UserHit = t.type({
  id: t.number,
  email: t.string,
  firstName: t.string,
  lastName: t.string,
  roles: t.array(t.string),
  flagged: t.boolean,
  /** Their bookings as tenant or owner, newest first (at most 10). */
  bookings: t.array(BookingHit),
});
export type UserHit = t.TypeOf<typeof UserHit>;

export const BoatHit = t.type({
  id: t.number,
  name: t.string,
  status: t.string,
  ownerEmail: t.string,
});
export type BoatHit = t.TypeOf<typeof BoatHit>;

/** GET /backoffice/search?q=: a booking by its id or reference, users by email, boats by name (substrings, any case). */
export const BackOfficeSearchResult = t.type({
  query: t.string,
  bookings: t.array(BookingHit),
  users: t.array(UserHit),
  boats: t.array(BoatHit),
});
export type BackOfficeSearchResult = t.TypeOf<typeof BackOfficeSearchResult>;

/** One refund, as the queue and the booking's page show it. */
export const BackOfficeRefund = t.type({
  id: t.number,
  bookingId: t.number,
  reference: t.string,
  paymentId: t.number,
  /** Minor units of `currency`. */
  amount: t.number,
  currency: t.string,
  /** cancellation, declined, expired, modification (automatic); staff, staffCancel (by staff). */
  reason: t.string,
  status: RefundStatus,
  attempts: t.number,
  lastError: Nullable(t.string),
  createdAt: t.string,
  updatedAt: t.string,
  /** Failed: staff may try again. */
  retryable: t.boolean,
});
export type BackOfficeRefund = t.TypeOf<typeof BackOfficeRefund>;

export const RefundQueueItem = t.intersection([
  BackOfficeRefund,
  t.type({
    tenant: t.type({ id: t.number, email: t.string }),
    product: t.type({ kind: ProductKind, id: t.number, name: t.string }),
  }),
]);
export type RefundQueueItem = t.TypeOf<typeof RefundQueueItem>;

/** GET /backoffice/refunds: failed first, then the newest; a page of 20. */
export const RefundQueue = t.type({
  items: t.array(RefundQueueItem),
  status: Nullable(RefundStatus),
  page: t.number,
  pageSize: t.number,
  total: t.number,
  totalPages: t.number,
  /** Automatic refunds per status, whatever the filter. */
  counts: t.type({ pending: t.number, succeeded: t.number, failed: t.number }),
});
export type RefundQueue = t.TypeOf<typeof RefundQueue>;

export const BookingEventView = t.type({
  id: t.number,
  at: t.string,
  type: t.string,
  from: Nullable(t.string),
  to: Nullable(t.string),
  data: t.UnknownRecord,
});
export type BookingEventView = t.TypeOf<typeof BookingEventView>;

export const PaymentView = t.type({
  id: t.number,
  kind: t.string,
  amount: t.number,
  currency: t.string,
  status: t.string,
  provider: t.string,
  captureMethod: t.string,
  capturedAt: Nullable(t.string),
  releasedAt: Nullable(t.string),
  refundNeeded: t.boolean,
  createdAt: t.string,
  updatedAt: t.string,
});
export type PaymentView = t.TypeOf<typeof PaymentView>;

export const ModificationView = t.type({
  id: t.number,
  startDate: t.string,
  endDate: t.string,
  numberOfPeople: t.number,
  priceDifference: t.number,
  newTotal: t.number,
  status: t.string,
  createdAt: t.string,
  answeredAt: Nullable(t.string),
});

export const CartView = t.type({
  id: t.number,
  status: t.string,
  /** cabWeather, damageWaiver, assistance */
  insurances: t.array(t.string),
  createdAt: t.string,
  paidAt: Nullable(t.string),
});

export const ContractView = t.type({
  id: t.number,
  direction: t.keyof({ in: null, out: null }),
  status: t.keyof({ draft: null, signed: null }),
  signedAt: Nullable(t.string),
  damageClaims: t.array(t.type({ id: t.number, amount: t.number, status: t.string, decidedAmount: Nullable(t.number) })),
});

export const PartyView = t.type({
  id: t.number,
  email: t.string,
  firstName: t.string,
  lastName: t.string,
  flagged: t.boolean,
});

/** GET /backoffice/bookings/{id}: the booking's full history; every staff action answers it again, updated. */
export const BackOfficeBooking = t.type({
  id: t.number,
  reference: t.string,
  status: BookingStatus,
  createdAt: t.string,
  startDate: t.string,
  endDate: t.string,
  numberOfPeople: t.number,
  /** The currency every amount of the booking is in (payments are taken in EUR). */
  currency: t.string,
  isDirect: t.boolean,
  responseBefore: Nullable(t.string),
  requestOutcome: Nullable(t.string),
  cancelledAt: Nullable(t.string),
  cancelledBy: Nullable(t.string),
  product: t.type({ kind: ProductKind, id: t.number, name: t.string }),
  tenant: PartyView,
  owner: PartyView,
  events: t.array(BookingEventView),
  payments: t.array(PaymentView),
  refunds: t.array(BackOfficeRefund),
  modifications: t.array(ModificationView),
  carts: t.array(CartView),
  conversation: Nullable(t.type({ id: t.number, messageCount: t.number })),
  contracts: t.array(ContractView),
  totals: t.type({ paidOnline: t.number, refunded: t.number, refundPending: t.number, refundFailed: t.number, refundable: t.number }),
  actions: t.type({ refund: t.boolean, cancel: t.boolean, changeDates: t.boolean }),
  /** The booking's audit trail and its refunds', oldest first. */
  audit: t.array(AuditEntry),
});
export type BackOfficeBooking = t.TypeOf<typeof BackOfficeBooking>;

/** POST /backoffice/bookings/{id}/refund: minor units, 1 to the refundable amount (409 amount_above_refundable). */
export const StaffRefundBody = t.type({ amount: t.number, reason: t.string });
export type StaffRefundBody = t.TypeOf<typeof StaffRefundBody>;

/** POST /backoffice/bookings/{id}/cancel: 0 to the refundable amount goes back. */
export const StaffCancelBody = t.type({ reason: t.string, refundAmount: t.number });
export type StaffCancelBody = t.TypeOf<typeof StaffCancelBody>;

/** POST /backoffice/bookings/{id}/dates: 409 dates_unavailable when the boat is not free (its own days excepted). */
export const StaffDatesBody = t.type({ startDate: t.string, endDate: t.string, reason: t.string });
export type StaffDatesBody = t.TypeOf<typeof StaffDatesBody>;
