import * as t from 'io-ts';
import { BookingStatus, CancellationPolicy, PriceDetails } from './checkout';
import { ProductSummary } from './search';

/**
 * After the booking (issue [5]): the tenant's account lists, a booking's page, cancellation, the balance payment and
 * insurance bought after booking. Money is integer EUR cents, dates YYYY-MM-DD, instants ISO 8601.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** What the caller may do with a booking now (the domain's bookingActions). */
export const BookingActions = t.type({
  payBalance: t.boolean,
  addInsurance: t.boolean,
  message: t.boolean,
  modify: t.boolean,
  cancel: t.boolean,
  review: t.boolean,
});
export type BookingActions = t.TypeOf<typeof BookingActions>;

export const BookingProduct = t.type({
  kind: t.keyof({ boat: null, activity: null }),
  id: t.number,
  name: t.string,
  image: Nullable(t.string),
  /** The product's page, in the request's language. */
  url: t.string,
});
export type BookingProduct = t.TypeOf<typeof BookingProduct>;

/** One line of GET /account/bookings. */
export const BookingSummary = t.type({
  id: t.number,
  reference: t.string,
  status: BookingStatus,
  startDate: t.string,
  endDate: t.string,
  numberOfPeople: t.number,
  product: BookingProduct,
  harbour: t.string,
  /** EUR cents paid online so far (refunds deducted). */
  amountPaid: t.number,
  /** EUR cents still due online (the balance), 0 when none. */
  amountDue: t.number,
  balancePaymentDate: Nullable(t.string),
  /** The caller's role: tenant (their trip) or owner (a booking of their boat). */
  myRole: t.keyof({ tenant: null, owner: null }),
  actions: BookingActions,
  /** account/chat/{hash}/{ish} once the conversation exists. */
  conversation: Nullable(t.type({ hash: t.string, ish: t.string })),
});
export type BookingSummary = t.TypeOf<typeof BookingSummary>;

/** GET /account/bookings: upcoming (not ended yet, trips under way included; soonest first) and past (latest first). */
export const AccountBookings = t.type({ upcoming: t.array(BookingSummary), past: t.array(BookingSummary) });
export type AccountBookings = t.TypeOf<typeof AccountBookings>;

export const PaymentRecord = t.type({
  kind: t.keyof({ checkout: null, balance: null, postBooking: null, modification: null, refund: null }),
  /** EUR cents; negative for a refund. */
  amount: t.number,
  at: t.string,
});
export type PaymentRecord = t.TypeOf<typeof PaymentRecord>;

/**
 * A booking request's side of GET /bookings/{id} (issue [6]): waiting for the owner's answer until responseBefore,
 * then accepted, declined (with the owner's optional reason) or expired (no answer in time); closed when it was
 * cancelled before any answer.
 */
export const BookingRequestAnswer = t.type({
  state: t.keyof({ awaiting: null, accepted: null, declined: null, expired: null, closed: null }),
  /** The caller may accept or decline now: the owner (or staff), before responseBefore. */
  canAnswer: t.boolean,
  answeredAt: Nullable(t.string),
  declineReason: Nullable(t.string),
});
export type BookingRequestAnswer = t.TypeOf<typeof BookingRequestAnswer>;

/** GET /bookings/{id}: for its tenant and its owner (anyone else: 404). */
export const BookingDetail = t.intersection([
  BookingSummary,
  t.type({
    isDirect: t.boolean,
    otherParty: t.type({ firstName: t.string, role: t.keyof({ tenant: null, owner: null }) }),
    price: PriceDetails,
    payments: t.array(PaymentRecord),
    insurances: t.array(t.type({ name: t.string, title: t.string })),
    cancellationPolicy: CancellationPolicy,
    /** What cancelling today would pay back to the tenant (EUR cents), or null when it cannot be cancelled. */
    refundIfCancelledToday: Nullable(t.number),
    cancelledAt: Nullable(t.string),
    /** EUR cents refunded so far. */
    refunded: t.number,
    responseBefore: Nullable(t.string),
    /** The pending change request, if any. */
    modification: Nullable(t.type({ startDate: t.string, endDate: t.string, numberOfPeople: t.number, priceDifference: t.number, status: t.string })),
    tenantEmail: t.string,
    /** The tenant's review of this trip, with the owner's answer once given. */
    review: Nullable(t.type({ rating: t.number, comment: t.string, createdAt: t.string, ownerAnswer: Nullable(t.string) })),
    /** Null for an instant booking (never a request). */
    request: Nullable(BookingRequestAnswer),
  }),
]);
export type BookingDetail = t.TypeOf<typeof BookingDetail>;

/** POST /bookings/{id}/review (the tenant, after the trip, once): 1 to 5 stars and a comment. */
export const ReviewBody = t.type({ rating: t.number, comment: t.string });
export type ReviewBody = t.TypeOf<typeof ReviewBody>;
/** POST /bookings/{id}/review/answer (the owner, once). */
export const ReviewAnswerBody = t.type({ text: t.string });
export type ReviewAnswerBody = t.TypeOf<typeof ReviewAnswerBody>;

/** POST /bookings/{id}/decline (the owner): an optional message to the tenant, at most 1000 characters once trimmed. */
export const DeclineBody = t.partial({ reason: Nullable(t.string) });
export type DeclineBody = t.TypeOf<typeof DeclineBody>;
/**
 * POST /bookings/{id}/accept → confirmed (the held payment captured); POST /bookings/{id}/decline → declined, then
 * refunded once the held money is back on the card (`refunded`, EUR cents).
 */
export const RequestAnswerResult = t.type({ status: BookingStatus, refunded: t.number });
export type RequestAnswerResult = t.TypeOf<typeof RequestAnswerResult>;

/** POST /bookings/{id}/cancel → the refund made and the new status. */
export const CancellationResult = t.type({ status: BookingStatus, refunded: t.number });
export type CancellationResult = t.TypeOf<typeof CancellationResult>;

/** POST /bookings/{id}/modification. */
export const ModificationBody = t.type({ startDate: t.string, endDate: t.string, numberOfPeople: t.number });
export type ModificationBody = t.TypeOf<typeof ModificationBody>;
export const ModificationRequested = t.type({ status: t.literal('pending'), priceDifference: t.number, newTotal: t.number });
export type ModificationRequested = t.TypeOf<typeof ModificationRequested>;
/**
 * POST /bookings/{id}/modification/accept or /decline (the owner): declined; accepted, the tenant then pays
 * `amountToPay` (POST /bookings/{id}/modification/payment); or applied at once, `refunded` paid back when cheaper.
 */
export const ModificationAnswer = t.type({ status: t.keyof({ declined: null, accepted: null, applied: null }), amountToPay: t.number, refunded: t.number });
export type ModificationAnswer = t.TypeOf<typeof ModificationAnswer>;

/** GET /balance-payment/{id} (spec section 3 "Balance payment"); `id` is the booking's id. */
export const BalancePayment = t.type({
  booking: t.type({ id: t.number, activityId: Nullable(t.number), startAt: t.string, endAt: t.string, reference: t.string, status: BookingStatus }),
  activity: Nullable(t.type({ id: t.number, title: t.string })),
  product: BookingProduct,
  harbour: t.string,
  /** The open attempt's secret once POST /balance-payment/{id}/payment started it. */
  clientSecret: Nullable(t.string),
  downPayment: t.type({ downPaymentDate: t.string, balancePaymentDate: Nullable(t.string) }),
  insurances: t.array(t.type({ name: t.string, title: t.string })),
  priceDetails: PriceDetails,
  /** EUR cents still to pay now (0 once paid). */
  amountDue: t.number,
  isPaid: t.boolean,
  tenantEmail: t.string,
  isNewAttemptAtPayment: t.boolean,
  lastError: Nullable(t.string),
});
export type BalancePayment = t.TypeOf<typeof BalancePayment>;

/** GET /balance-payment/{id}/success (404 until paid). */
export const BalancePaymentSuccess = t.type({
  bookingId: t.number,
  /** Our card-only marketplace never asks for a transfer: null (kept for the spec's shape). */
  bankTransferInfo: Nullable(t.string),
  urlBookingDetails: t.string,
  urlConversation: Nullable(t.string),
  amountPaid: t.number,
  reference: t.string,
});
export type BalancePaymentSuccess = t.TypeOf<typeof BalancePaymentSuccess>;

/** The insurances that can be bought after booking (spec section 3 "Post-booking"). */
export const POST_BOOKING_INSURANCES = ['cabWeather', 'damageWaiver', 'assistance'] as const;
export type PostBookingInsuranceName = (typeof POST_BOOKING_INSURANCES)[number];
export const PostBookingInsuranceName = t.keyof({ cabWeather: null, damageWaiver: null, assistance: null });

/** GET /post-booking/{bookingId}/init and /post-booking/{bookingId}/purchase/{cartId}/init. */
export const PostBookingInit = t.type({
  bookingId: t.number,
  reference: t.string,
  productName: t.string,
  startAt: t.string,
  endAt: t.string,
  captainType: Nullable(t.string),
  cartId: t.number,
  isEligible: t.boolean,
  /** Why not, when not eligible: 'departed', 'status', 'nothingLeft'. */
  notEligibleReason: Nullable(t.string),
  paymentIntentId: Nullable(t.string),
  /** Once POST /post-booking/{bookingId}/purchase/{cartId}/payment started the card payment. */
  clientSecret: Nullable(t.string),
  /** The purchase page: post-booking/{bookingId}/purchase/{cartId}. */
  paymentUrl: t.string,
  countryCode: t.string,
  languageCode: t.string,
});
export type PostBookingInit = t.TypeOf<typeof PostBookingInit>;

export const PostBookingInsurance = t.type({
  name: PostBookingInsuranceName,
  selected: t.boolean,
  /** Already covered by the booking: shown, not offered again. */
  alreadyBought: t.boolean,
  /** EUR cents for the booking. */
  price: t.number,
  title: t.string,
  description: t.string,
});
export type PostBookingInsurance = t.TypeOf<typeof PostBookingInsurance>;

/** GET /post-booking/{bookingId}/cart/{cartId}/insurances. */
export const PostBookingInsurances = t.type({ insurances: t.array(PostBookingInsurance) });
export type PostBookingInsurances = t.TypeOf<typeof PostBookingInsurances>;

/** GET /post-booking/cart/{cartId}. */
export const PostBookingCart = t.type({
  cartId: t.number,
  status: t.keyof({ open: null, paid: null, closed: null }),
  items: t.array(t.type({ name: PostBookingInsuranceName, title: t.string, amount: t.number })),
  /** EUR cents. */
  totalAmount: t.number,
});
export type PostBookingCart = t.TypeOf<typeof PostBookingCart>;

/** PUT /post-booking/{cartId}/insurances/selected. */
export const PostBookingSelectionBody = t.type({ items: t.array(t.type({ name: PostBookingInsuranceName, selected: t.boolean })) });
export type PostBookingSelectionBody = t.TypeOf<typeof PostBookingSelectionBody>;

/** GET /account/favourites: the tenant's saved boats, as the search cards show them (newest saved first). */
export const AccountFavourites = t.type({ favourites: t.array(ProductSummary) });
export type AccountFavourites = t.TypeOf<typeof AccountFavourites>;
