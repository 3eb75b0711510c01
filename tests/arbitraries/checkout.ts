import fc from 'fast-check';
import {
  EXTRA_PRICE_TYPES,
  INSURANCE_NAMES,
  type ActivityBooking,
  type BoatRental,
  type Cart,
  type CartExtra,
  type CartInsurance,
  type CartRentalType,
  type ExtraPriceType,
  type InsuranceName,
  type PromoCodeRule,
} from '../../src/domain/checkout/cart';
import { DOWN_PAYMENT_PERCENTAGE, SERVICE_FEE_PERCENTAGE } from '../../src/domain/checkout/pricing';
import type { CurrencyRate } from '../../src/domain/currency/money';
import { BOOKING_STATUSES, type BookingEvent, type BookingStatus } from '../../src/domain/booking/booking-lifecycle';

/** EUR cents: 0 to 5,000 € (a day's rental, an extra, an insurance). */
export const arbCents = (max = 500_000): fc.Arbitrary<number> => fc.integer({ min: 0, max });

/** A boat's discount as the search shows it: 0 to 60 per cent. */
export const arbDiscountPercentage = fc.integer({ min: 0, max: 60 });

/** A boat rental of 1 to 30 days, each day at its own (seasonal) price. */
export const arbBoatRental: fc.Arbitrary<BoatRental> = fc.record({
  kind: fc.constant('boat' as const),
  dailyPrices: fc.array(arbCents(), { minLength: 1, maxLength: 30 }),
  discountPercentage: arbDiscountPercentage,
});

/** A boat rental whose days all cost the same (what the search prices: days × price per day after discount). */
export const arbUniformBoatRental: fc.Arbitrary<BoatRental> = fc
  .record({ price: arbCents(), days: fc.integer({ min: 1, max: 30 }), discountPercentage: arbDiscountPercentage })
  .map(({ price, days, discountPercentage }) => ({
    kind: 'boat' as const,
    dailyPrices: Array.from({ length: days }, () => price),
    discountPercentage,
  }));

export const arbNumberOfPeople = fc.integer({ min: 1, max: 20 });

/** An activity for `numberOfPeople` (the cart's people). */
export const arbActivityBooking = (numberOfPeople: number): fc.Arbitrary<ActivityBooking> =>
  fc.record({
    kind: fc.constant('activity' as const),
    pricePerPerson: arbCents(50_000),
    numberOfPeople: fc.constant(numberOfPeople),
    fuelPrice: arbCents(50_000),
    skipperPrice: arbCents(100_000),
    isAllInclusive: fc.boolean(),
    isSkipperPaidAtHarbor: fc.boolean(),
  });

const arbExtraName = fc.constantFrom('Fuel', 'Paddle board', 'Cleaning', 'Towels', 'Snorkel kit', 'Bed linen', 'Wi-Fi');

/** An extra of one price type with random mandatory, included, harbour and selected flags. */
export const arbExtra = (priceType: ExtraPriceType, index: number): fc.Arbitrary<CartExtra> =>
  fc.record({
    polymorphExtraId: fc.constant(`${priceType}-${index}`),
    name: arbExtraName,
    priceType: fc.constant(priceType),
    price: arbCents(50_000),
    isMandatory: fc.boolean(),
    isIncluded: fc.boolean(),
    isPayInHarbour: fc.boolean(),
    selected: fc.boolean(),
  });

const arbExtrasOf = (priceType: ExtraPriceType): fc.Arbitrary<CartExtra[]> =>
  fc
    .integer({ min: 0, max: 5 })
    .chain((count) => (count === 0 ? fc.constant([]) : fc.tuple(...Array.from({ length: count }, (_, i) => arbExtra(priceType, i)))));

/** 0 to 5 extras of each price type, shuffled together. */
export const arbExtras: fc.Arbitrary<CartExtra[]> = fc
  .tuple(...EXTRA_PRICE_TYPES.map(arbExtrasOf))
  .chain((groups) => fc.shuffledSubarray(groups.flat(), { minLength: groups.flat().length }));

/** The skipper (rental type extra). */
export const arbRentalType: fc.Arbitrary<CartRentalType> = fc.record({
  polymorphExtraId: fc.constant('skipper'),
  name: fc.constantFrom('Skipper', 'Captain', 'Crew'),
  crewNumber: fc.integer({ min: 1, max: 4 }),
  isIncluded: fc.boolean(),
  isMandatory: fc.boolean(),
  licenceRequired: fc.boolean(),
  price: arbCents(50_000),
  priceByDay: fc.boolean(),
  isPayInHarbour: fc.boolean(),
  wantedQuantity: fc.constantFrom(0 as const, 1 as const),
});

/** The 4 insurances, each with its own availability, choice and price. */
export const arbInsurances: fc.Arbitrary<CartInsurance[]> = fc.tuple(
  ...INSURANCE_NAMES.map((name) =>
    fc.record({ name: fc.constant(name), available: fc.boolean(), selected: fc.boolean(), price: arbCents(100_000) }),
  ),
);

export const arbPromoCodeRule: fc.Arbitrary<PromoCodeRule> = fc.oneof(
  fc.record({
    kind: fc.constant('percentage' as const),
    code: fc.constantFrom('WELCOME10', 'SUMMER25', 'HALF', 'ALL'),
    percentage: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 100)),
  }),
  fc.record({
    kind: fc.constant('amount' as const),
    code: fc.constantFrom('MINUS50', 'BIGDEAL'),
    amount: arbCents(2_000_000),
    minimumAmount: arbCents(2_000_000),
  }),
);

/** Any cart the checkout may price: a boat or an activity, extras, a skipper, insurances, a promo code, a down payment. */
export const arbCart: fc.Arbitrary<Cart> = arbNumberOfPeople.chain((numberOfPeople) =>
  fc.record({
    rental: fc.oneof({ weight: 3, arbitrary: arbBoatRental }, { weight: 1, arbitrary: arbActivityBooking(numberOfPeople) }),
    numberOfPeople: fc.constant(numberOfPeople),
    extras: arbExtras,
    rentalType: fc.option(arbRentalType, { nil: null }),
    insurances: arbInsurances,
    promoCode: fc.option(arbPromoCodeRule, { nil: null }),
    serviceFeePercentage: fc.oneof(fc.constant(SERVICE_FEE_PERCENTAGE), fc.integer({ min: 0, max: 20 })),
    downPaymentPercentage: fc.oneof(fc.constant(DOWN_PAYMENT_PERCENTAGE), fc.integer({ min: 1, max: 99 })),
    downPaymentSelected: fc.boolean(),
  }),
);

/** A boat cart whose days all cost the same. */
export const arbUniformBoatCart: fc.Arbitrary<Cart> = fc
  .tuple(arbCart, arbUniformBoatRental)
  .map(([cart, rental]) => ({ ...cart, rental }));

/** A display currency: any rate from 0.01 to 20,000 per EUR, 0 or 2 decimals, and some real ones. */
export const arbCurrencyRate: fc.Arbitrary<CurrencyRate> = fc.oneof(
  fc.record({
    code: fc.constant('XTS'),
    rate: fc.double({ min: 0.01, max: 20_000, noNaN: true, noDefaultInfinity: true }),
    symbol: fc.constant('¤'),
    minorUnits: fc.constantFrom(0, 2),
  }),
  fc.constantFrom<CurrencyRate>(
    { code: 'USD', rate: 1.08, symbol: '$', minorUnits: 2 },
    { code: 'GBP', rate: 0.85, symbol: '£', minorUnits: 2 },
    { code: 'HUF', rate: 395.5, symbol: 'Ft', minorUnits: 2 },
    { code: 'CLP', rate: 1020, symbol: '$', minorUnits: 0 },
    { code: 'COP', rate: 4321.77, symbol: '$', minorUnits: 2 },
    { code: 'EUR', rate: 1, symbol: '€', minorUnits: 0 },
  ),
);

/** What the server offers: multirisk and assistance are never both selected (the server never stores both). */
export const arbInsuranceOffers: fc.Arbitrary<Record<InsuranceName, { available: boolean; selected: boolean }>> = fc
  .record({
    cabWeather: fc.record({ available: fc.boolean(), selected: fc.boolean() }),
    damageWaiver: fc.record({ available: fc.boolean(), selected: fc.boolean() }),
    assistanceInsurance: fc.record({ available: fc.boolean(), selected: fc.boolean() }),
    multiriskInsurance: fc.record({ available: fc.boolean(), selected: fc.boolean() }),
  })
  .map((offers) =>
    offers.assistanceInsurance.selected && offers.multiriskInsurance.selected
      ? { ...offers, assistanceInsurance: { ...offers.assistanceInsurance, selected: false } }
      : offers,
  );

export type InsuranceAction = { readonly type: 'pick'; readonly name: InsuranceName; readonly selected: boolean } | { readonly type: 'none' };

export const arbInsuranceAction: fc.Arbitrary<InsuranceAction> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('pick' as const), name: fc.constantFrom(...INSURANCE_NAMES), selected: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ type: 'none' as const }) },
);

export const arbInsuranceActions = fc.array(arbInsuranceAction, { maxLength: 25 });

const EPOCH_2024 = Date.UTC(2024, 0, 1);
const EPOCH_2027 = Date.UTC(2027, 0, 1);
export const arbInstant = fc.integer({ min: EPOCH_2024, max: EPOCH_2027 }).map((ms) => new Date(ms).toISOString());

export const arbBookingStatus: fc.Arbitrary<BookingStatus> = fc.constantFrom(...BOOKING_STATUSES);

/** The owner's answer, up to 3 days before or after the deadline (now and then exactly at it). */
export const arbOwnerAccepted: fc.Arbitrary<Extract<BookingEvent, { type: 'ownerAccepted' }>> = fc
  .tuple(
    fc.integer({ min: EPOCH_2024, max: EPOCH_2027 }),
    fc.oneof(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), fc.constantFrom(-1, 0, 1)),
  )
  .map(([at, margin]) => ({
    type: 'ownerAccepted' as const,
    at: new Date(at).toISOString(),
    responseBefore: new Date(at + margin).toISOString(),
  }));

export const arbBookingEvent: fc.Arbitrary<BookingEvent> = fc.oneof(
  fc.record({ type: fc.constant('paymentSucceeded' as const), isDirect: fc.boolean() }),
  arbOwnerAccepted,
  fc.constant({ type: 'ownerDeclined' as const }),
  fc.constant({ type: 'responseDeadlinePassed' as const }),
  fc.constant({ type: 'sessionExpired' as const }),
  fc.constant({ type: 'cancelled' as const }),
  fc.constant({ type: 'refunded' as const }),
);

export const arbBookingEvents = fc.array(arbBookingEvent, { maxLength: 30 });
