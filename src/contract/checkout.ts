import * as t from 'io-ts';

/**
 * The checkout calls of spec section 7 ("Checkout") and the payment calls of the local card provider.
 * Money is integer EUR cents (the base currency, what is charged); the client converts for display only.
 * Dates are YYYY-MM-DD; instants are ISO 8601 strings. Every price is computed on the server.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const CaptainType = t.keyof({ 'With captain': null, 'With or without captain': null, 'Without captain': null });
export type CaptainType = t.TypeOf<typeof CaptainType>;

/** Where the booking stands (src/domain/booking/booking-lifecycle.ts). */
export const BookingStatus = t.keyof({
  requested: null,
  awaitingOwner: null,
  paid: null,
  confirmed: null,
  declined: null,
  expired: null,
  cancelled: null,
  refunded: null,
});
export type BookingStatus = t.TypeOf<typeof BookingStatus>;

export const CancellationPolicy = t.type({
  name: t.keyof({ Flexible: null, Moderate: null, Strict: null }),
  /** Refunded share (per cent) when the tenant cancels in time. */
  refundPercentage: t.number,
  /** Days before the start by which a full refund is possible. */
  refundDaysBefore: t.number,
  /** The balance is due this many days before the start. */
  balancePaymentDays: t.number,
});
export type CancellationPolicy = t.TypeOf<typeof CancellationPolicy>;

/** GET /checkout/{hash}. */
export const CheckoutSession = t.type({
  hash: t.string,
  status: BookingStatus,
  /** The booking's id once paid (also the session's booking request id). */
  bookingId: Nullable(t.number),
  isActivity: t.boolean,
  isEligibleDownPayment: t.boolean,
  /** Where the back button leads: the product or activity page. */
  urlBackButton: t.string,
  captainType: Nullable(CaptainType),
  /** The card payment of the current attempt, once started (POST /checkout/{hash}/payment). */
  clientSecret: Nullable(t.string),
  countryCode: t.string,
  promoCode: Nullable(t.string),
  createdAt: t.string,
  /** The session expires unpaid at this instant. */
  expiresAt: t.string,
  /** Instant booking: paid means confirmed, no owner answer needed. */
  isDirect: t.boolean,
  isNewAttemptAtPayment: t.boolean,
  tenantEmail: t.string,
  cancellationPolicy: CancellationPolicy,
  /** The owner must answer before this instant (requests without instant booking), else null. */
  responseBefore: Nullable(t.string),
  languageCode: t.string,
  booking: t.type({ startAt: t.string, endAt: t.string, numberOfPeople: t.number }),
  product: Nullable(
    t.type({
      id: t.number,
      name: t.string,
      type: t.string,
      image: t.string,
      rating: t.number,
      ratingsNumber: t.number,
      buildYear: t.number,
      /** EUR cents, held at the harbour. */
      deposit: t.number,
      model: t.string,
      builder: t.string,
      capacity: t.number,
    }),
  ),
  owner: t.type({ name: t.string, image: Nullable(t.string), isSuperOwner: t.boolean, isPro: t.boolean }),
  localization: t.type({ address: t.string, city: t.string, harbor: t.string }),
});
export type CheckoutSession = t.TypeOf<typeof CheckoutSession>;

export const TimeOfDay = t.keyof({ morning: null, afternoon: null, evening: null });
export type TimeOfDay = t.TypeOf<typeof TimeOfDay>;

/** GET /checkout/{hash}/activity (404 when the session is a boat's). */
export const CheckoutActivity = t.type({
  id: t.number,
  title: t.string,
  description: t.string,
  coverUrl: t.string,
  durationHours: t.number,
  localization: t.type({ address: t.string, city: t.string }),
  slot: t.type({ date: t.string, timeOfDay: TimeOfDay }),
  numberOfPeople: t.number,
});
export type CheckoutActivity = t.TypeOf<typeof CheckoutActivity>;

export const PriceLineKind = t.keyof({
  rental: null,
  discount: null,
  rentalType: null,
  extra: null,
  insurance: null,
  fees: null,
  promoCode: null,
  activity: null,
  activityFuel: null,
  activitySkipper: null,
});
export const PriceLine = t.type({
  kind: PriceLineKind,
  /** The extra's or insurance's name; empty for the other kinds (the client translates the kind). */
  label: t.string,
  /** EUR cents; negative for discount and promo code. */
  amount: t.number,
  /** Paid online (now or as the balance) or at the harbour. */
  payAt: t.keyof({ online: null, harbour: null }),
  /** Units behind the amount (days, people), 1 otherwise. */
  quantity: t.number,
});
export type PriceLine = t.TypeOf<typeof PriceLine>;

/** GET /checkout/{hash}/price: the price details of spec section 3, all EUR cents. */
export const PriceDetails = t.type({
  currency: t.literal('EUR'),
  lines: t.array(PriceLine),
  /** Online extras, rental type included when paid online. */
  extras: t.number,
  fees: t.number,
  rentalGross: t.number,
  promoCodeAmount: t.number,
  insurances: t.number,
  total: t.number,
  online: t.number,
  harborAmount: t.number,
  discountAmount: t.number,
  discountPercentage: t.number,
  balancePaymentAmount: t.number,
  /** What the card is charged now: the down payment when chosen, else the online amount. */
  checkoutPaymentAmount: t.number,
  downPaymentAmount: t.number,
  activityPrice: t.number,
  activityFuelPrice: t.number,
  activitySkipperPrice: t.number,
  activityIsAllInclusive: t.boolean,
  activityIsSkipperPaidAtHarbor: t.boolean,
});
export type PriceDetails = t.TypeOf<typeof PriceDetails>;

const InsuranceOffer = t.type({
  available: t.boolean,
  selected: t.boolean,
  /** EUR cents for the booking. */
  price: t.number,
  /** Title and description in the request's language. */
  title: t.string,
  description: t.string,
});
export type InsuranceOffer = t.TypeOf<typeof InsuranceOffer>;

/** GET /ps/{hash}/insurances; also the answer of PUT /ps/{hash}/insurances/selected. */
export const CheckoutInsurances = t.type({
  cabWeather: InsuranceOffer,
  damageWaiver: InsuranceOffer,
  assistanceInsurance: InsuranceOffer,
  multiriskInsurance: InsuranceOffer,
});
export type CheckoutInsurances = t.TypeOf<typeof CheckoutInsurances>;

/** PUT /ps/{hash}/insurances/selected. Multirisk and assistance together are refused (400). */
export const InsurancesSelectedBody = t.type({
  cabWeather: t.boolean,
  assistanceInsurance: t.boolean,
  multiriskInsurance: t.boolean,
  damageWaiver: t.boolean,
});
export type InsurancesSelectedBody = t.TypeOf<typeof InsurancesSelectedBody>;

export const ExtraPriceType = t.keyof({ perBooking: null, perDay: null, perPerson: null });

/** GET /checkout/{hash}/extra/rental-type: the skipper option, or null when the boat has none. */
export const RentalTypeExtra = t.type({
  polymorphExtraId: t.string,
  name: t.string,
  crewNumber: t.number,
  isIncluded: t.boolean,
  isMandatory: t.boolean,
  licenceRequired: t.boolean,
  /** EUR cents. */
  price: t.number,
  priceByDay: t.boolean,
  priceType: ExtraPriceType,
  /** The price formatted in the request's language, in EUR. */
  localizedPrice: t.string,
  isPayInHarbour: t.boolean,
  wantedQuantity: t.union([t.literal(0), t.literal(1)]),
});
export type RentalTypeExtra = t.TypeOf<typeof RentalTypeExtra>;
export const RentalTypeResponse = t.type({ rentalType: Nullable(RentalTypeExtra) });
export type RentalTypeResponse = t.TypeOf<typeof RentalTypeResponse>;

export const OptionalExtra = t.type({
  polymorphExtraId: t.string,
  productExtraId: t.number,
  name: t.string,
  description: t.string,
  priceType: ExtraPriceType,
  /** EUR cents per unit of the price type. */
  price: t.number,
  isIncluded: t.boolean,
  isMandatory: t.boolean,
  isPayInHarbour: t.boolean,
  /** 1 when chosen (mandatory extras are always chosen), else 0. */
  quantity: t.number,
});
export type OptionalExtra = t.TypeOf<typeof OptionalExtra>;
/** GET /checkout/{hash}/extras: every extra of the product, mandatory ones included. */
export const OptionalExtrasResponse = t.type({ extras: t.array(OptionalExtra) });
export type OptionalExtrasResponse = t.TypeOf<typeof OptionalExtrasResponse>;

/** PUT /checkout/{hash}/extra/selected (rental type and optional extras). */
export const ExtraSelectedBody = t.type({ polymorphExtraId: t.string, isSelected: t.boolean });
export type ExtraSelectedBody = t.TypeOf<typeof ExtraSelectedBody>;

/** PUT /checkout/{hash}/promo-code; an empty code removes it. Unknown or expired: 4xx with a message key. */
export const PromoCodeBody = t.type({ promoCode: t.string });
export const PromoCodeResponse = t.type({ promoCode: Nullable(t.string) });
export type PromoCodeResponse = t.TypeOf<typeof PromoCodeResponse>;
/** The `error` of a refused promo code, also the client's message key suffix. */
export const PROMO_CODE_ERRORS = ['promo_code_unknown', 'promo_code_expired', 'promo_code_minimum_not_reached'] as const;

/** GET /checkout/{hash}/down-payment; also the answer of PUT /checkout/{hash}/down-payment/selected. */
export const DownPayment = t.type({
  isEligible: t.boolean,
  isSelected: t.boolean,
  /** Share of the online amount paid now. */
  percentage: t.number,
  /** YYYY-MM-DD: when the balance is charged (start minus the policy's balance days). */
  balancePaymentDate: Nullable(t.string),
});
export type DownPayment = t.TypeOf<typeof DownPayment>;
export const DownPaymentSelectedBody = t.type({ isSelected: t.boolean });

/** GET /checkout/{hash}/tracking and /tracking/{bookingId}: the data-layer payload of checkout steps and purchase. */
export const CheckoutTracking = t.type({
  productId: t.number,
  productName: t.string,
  category: t.string,
  currency: t.literal('EUR'),
  /** EUR cents. */
  price: t.number,
  transactionId: Nullable(t.string),
  optionalExtras: t.array(
    t.type({
      polymorphExtraId: t.string,
      productExtraId: t.number,
      isIncluded: t.boolean,
      priceType: ExtraPriceType,
      price: t.number,
      quantity: t.number,
      commissionAmount: t.number,
      isPayInHarbour: t.boolean,
    }),
  ),
  insurances: t.array(t.type({ id: t.string, price: t.number, benefit: t.string, extra: t.boolean })),
});
export type CheckoutTracking = t.TypeOf<typeof CheckoutTracking>;

/** GET /checkout/{hash}/success (404 until paid). */
export const BookingSuccess = t.type({
  bookingId: t.number,
  reference: t.string,
  status: BookingStatus,
  isDirect: t.boolean,
  isActivity: t.boolean,
  productName: t.string,
  startAt: t.string,
  endAt: t.string,
  /** EUR cents charged now. */
  amountPaid: t.number,
  balancePaymentAmount: t.number,
  balancePaymentDate: Nullable(t.string),
  harborAmount: t.number,
  responseBefore: Nullable(t.string),
  tenantEmail: t.string,
  urlBookingDetails: t.string,
  urlConversation: t.string,
});
export type BookingSuccess = t.TypeOf<typeof BookingSuccess>;

/**
 * POST /checkout/{hash}/payment: starts (or resumes) the card payment of the amount due now. Idempotent: the same
 * amount answers the same attempt; a changed price replaces the attempt. 409 once paid.
 */
export const PaymentStart = t.type({
  provider: t.keyof({ local: null, stripe: null }),
  clientSecret: t.string,
  /** EUR cents. */
  amount: t.number,
  currency: t.literal('EUR'),
});
export type PaymentStart = t.TypeOf<typeof PaymentStart>;

/** POST /payments/local/confirm: the local provider, which behaves like Stripe's test mode. */
export const LocalConfirmBody = t.type({ clientSecret: t.string, cardNumber: t.string, expiry: t.string, cvc: t.string });
export type LocalConfirmBody = t.TypeOf<typeof LocalConfirmBody>;
/** POST /payments/local/authenticate: finishes a 3-D Secure step. */
export const LocalAuthenticateBody = t.type({ clientSecret: t.string, approve: t.boolean });
export type LocalAuthenticateBody = t.TypeOf<typeof LocalAuthenticateBody>;
export const LocalPaymentResult = t.intersection([
  t.type({ status: t.keyof({ succeeded: null, requires_action: null, declined: null }) }),
  t.partial({ message: t.string }),
]);
export type LocalPaymentResult = t.TypeOf<typeof LocalPaymentResult>;

/** Stripe's test cards, honoured by the local provider (README). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002760003184',
} as const;

/** POST /products/{id}/booking-request. */
export const BoatBookingRequestBody = t.intersection([
  t.type({ startDate: t.string, endDate: t.string }),
  t.partial({ numberOfPeople: t.number }),
]);
/** GET /activities/{id}: the activity page. */
export const ActivityDetail = t.type({
  id: t.number,
  title: t.string,
  description: t.string,
  experience: t.string,
  activityType: t.string,
  coverUrl: t.string,
  /** EUR cents per person. */
  price: t.number,
  durationHours: t.number,
  capacity: t.number,
  timesOfDay: t.array(TimeOfDay),
  skipperLanguages: t.array(t.string),
  localizationName: t.string,
  placeSlug: t.string,
  slug: t.string,
  latitude: t.number,
  longitude: t.number,
  reviews: t.type({ number: t.number, average: t.number }),
  instantBooking: t.boolean,
  isAllInclusive: t.boolean,
  cancellationPolicy: t.string,
  owner: t.type({ firstName: t.string, isPro: t.boolean, isSuperOwner: t.boolean }),
});
export type ActivityDetail = t.TypeOf<typeof ActivityDetail>;
/** POST /activities/{id}/booking-request: a date, a time slot and a number of people. Answers { hash }. */
export const ActivityBookingRequestBody = t.type({ date: t.string, timeOfDay: TimeOfDay, numberOfPeople: t.number });
export type ActivityBookingRequestBody = t.TypeOf<typeof ActivityBookingRequestBody>;
