import type {
  BookingSuccess,
  CheckoutActivity,
  CheckoutInsurances,
  CheckoutSession,
  CheckoutTracking,
  DownPayment,
  OptionalExtrasResponse,
  PriceDetails,
  RentalTypeResponse,
  TimeOfDay,
} from '../../src/contract/checkout';
import { isHoldingDates } from '../../src/domain/booking/booking-lifecycle';
import type { InsuranceName } from '../../src/domain/checkout/cart';
import { balancePaymentDate, DOWN_PAYMENT_PERCENTAGE, isEligibleForDownPayment, SERVICE_FEE_PERCENTAGE } from '../../src/domain/checkout/pricing';
import { DEFAULT_CURRENCY, formatMoney } from '../../src/domain/currency/money';
import { RENTAL_SEGMENT, type LanguageCode } from '../../src/domain/i18n/languages';
import { formatRoute } from '../../src/domain/routing/route';
import type { IsoDate } from '../../src/domain/search/iso-date';
import { slugify } from '../db/seed/fold';
import type { PlaceDirectory } from '../search/place-directory';
import { bookingReference } from '../payments/payment-records';
import { cancellationPolicyOf } from './cancellation-policies';
import {
  insurancesOf,
  isExtraChosen,
  optionalExtraRowsOf,
  polymorphExtraId,
  rentalTypeQuantity,
  rentalTypeRowOf,
  sessionDays,
  type CheckoutState,
  type SessionRow,
} from './checkout-state';
import { INSURANCE_BENEFITS, insuranceTexts } from './insurance-texts';

/** What the answers depend on besides the session: the request's language, the places, today and the tenant. */
export interface ViewContext {
  readonly language: LanguageCode;
  readonly directory: PlaceDirectory;
  readonly today: IsoDate;
  readonly tenantEmail: string;
}

/** The card payment open for the session (server/payments/attempts.ts), if any. */
export interface OpenPayment {
  readonly clientSecret: string;
  readonly isNewAttempt: boolean;
}

/** Stands in for a missing place slug or activity slug, so a path keeps its segments (as the client does). */
const ANY_PLACE_SLUG = 'anywhere';
const ANY_ACTIVITY_SLUG = 'activity';

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** A booking that went through payment: it has a booking id (spec: bookingId once paid). */
export const hasBooking = (session: Pick<SessionRow, 'status'>): boolean =>
  isHoldingDates(session.status) || session.status === 'declined' || session.status === 'refunded';

/** The product or activity page the back button leads to, in the request's language (the search cards' paths). */
export const backUrlOf = (state: CheckoutState, context: ViewContext): string => {
  const { product, session } = state;
  const localization = context.directory.localizationOf(product.place_id);
  if (product.kind === 'boat') {
    const path = formatRoute(
      {
        screen: 'product',
        seoPrefix: RENTAL_SEGMENT[context.language],
        localization: localization?.slug || ANY_PLACE_SLUG,
        boatType: slugify(product.type),
        boatName: product.slug,
      },
      context.language,
    );
    return `${path}?${new URLSearchParams({ startDate: session.start, endDate: session.end }).toString()}`;
  }
  const suffix = `-${product.id}`;
  const slug = product.slug.endsWith(suffix) ? product.slug.slice(0, -suffix.length) : product.slug;
  return formatRoute(
    { screen: 'activity', id: String(product.id), placeSlug: localization?.slug || ANY_PLACE_SLUG, activitySlug: slug || ANY_ACTIVITY_SLUG },
    context.language,
  );
};

export const placeOf = (state: CheckoutState, context: ViewContext) => {
  const { directory, language } = context;
  const harbour = directory.get(state.product.place_id);
  const parent = harbour ? directory.parent(harbour) : undefined;
  const harbourName = harbour ? directory.name(harbour, language) : '';
  const cityName = parent?.kind === 'city' ? directory.name(parent, language) : harbourName;
  const address = [harbourName, cityName].filter((n, i, all) => n !== '' && all.indexOf(n) === i).join(', ');
  return { address, city: cityName, harbor: harbourName, countryCode: harbour?.countryCode ?? '' };
};

export const policyOf = (state: CheckoutState) => cancellationPolicyOf(state.product.cancellation_policy);

export const isDownPaymentEligible = (state: CheckoutState, today: IsoDate): boolean =>
  isEligibleForDownPayment(today, state.session.start, policyOf(state).balancePaymentDays);

/** GET /checkout/{hash}. */
export const sessionView = (state: CheckoutState, context: ViewContext, payment: OpenPayment | null): CheckoutSession => {
  const { session, product } = state;
  const place = placeOf(state, context);
  return {
    hash: session.hash,
    status: session.status,
    bookingId: hasBooking(session) ? session.id : null,
    isActivity: product.kind === 'activity',
    isEligibleDownPayment: isDownPaymentEligible(state, context.today),
    urlBackButton: backUrlOf(state, context),
    captainType: product.kind === 'boat' ? product.sailing_type : null,
    clientSecret: payment?.clientSecret ?? null,
    countryCode: place.countryCode,
    promoCode: session.promo_code,
    createdAt: iso(session.created_at),
    expiresAt: iso(session.expires_at),
    isDirect: session.is_direct,
    isNewAttemptAtPayment: payment?.isNewAttempt ?? false,
    tenantEmail: context.tenantEmail,
    cancellationPolicy: policyOf(state),
    responseBefore: session.response_before === null ? null : iso(session.response_before),
    languageCode: context.language,
    booking: { startAt: session.start, endAt: session.end, numberOfPeople: session.number_of_people },
    product:
      product.kind === 'boat'
        ? {
            id: product.id,
            name: product.title,
            type: product.type,
            image: product.picture ?? '',
            rating: product.reviews_avg,
            ratingsNumber: product.reviews_count,
            buildYear: product.build_year,
            deposit: product.deposit,
            model: product.model_name,
            builder: product.builder_name,
            capacity: product.capacity,
          }
        : null,
    owner: {
      name: product.owner_first_name,
      image: product.owner_avatar_url,
      isSuperOwner: product.owner_is_super_owner,
      isPro: product.owner_is_pro,
    },
    localization: { address: place.address, city: place.city, harbor: place.harbor },
  };
};

/** GET /checkout/{hash}/activity; undefined for a boat's session. */
export const activityView = (state: CheckoutState, context: ViewContext): CheckoutActivity | undefined => {
  const { product, session } = state;
  if (product.kind !== 'activity') return undefined;
  const place = placeOf(state, context);
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    coverUrl: product.cover_url,
    durationHours: product.duration_hours,
    localization: { address: place.address, city: place.city },
    slot: { date: session.start, timeOfDay: (session.time_of_day ?? 'morning') as TimeOfDay },
    numberOfPeople: session.number_of_people,
  };
};

/** GET /ps/{hash}/insurances (and the answer of its PUT). */
export const insurancesView = (state: CheckoutState, language: string): CheckoutInsurances => {
  const texts = insuranceTexts(language);
  const all = insurancesOf(state);
  const offer = (name: InsuranceName) => {
    const insurance = all.find((i) => i.name === name);
    return {
      available: insurance?.available ?? false,
      selected: insurance?.selected ?? false,
      price: insurance?.price ?? 0,
      title: texts[name].title,
      description: texts[name].description,
    };
  };
  return {
    cabWeather: offer('cabWeather'),
    damageWaiver: offer('damageWaiver'),
    assistanceInsurance: offer('assistanceInsurance'),
    multiriskInsurance: offer('multiriskInsurance'),
  };
};

/** GET /checkout/{hash}/extra/rental-type: the skipper option, or null (activities and boats without one). */
export const rentalTypeView = (state: CheckoutState, language: string): RentalTypeResponse => {
  const extra = state.product.kind === 'boat' ? rentalTypeRowOf(state) : undefined;
  if (!extra) return { rentalType: null };
  return {
    rentalType: {
      polymorphExtraId: polymorphExtraId(extra),
      name: extra.name,
      crewNumber: extra.crew_number,
      isIncluded: extra.is_included,
      isMandatory: extra.is_mandatory,
      licenceRequired: extra.licence_required,
      price: extra.price,
      priceByDay: extra.price_by_day,
      priceType: extra.price_type,
      localizedPrice: formatMoney({ amountMinor: extra.price, currency: 'EUR' }, language, DEFAULT_CURRENCY),
      isPayInHarbour: extra.is_pay_in_harbour,
      wantedQuantity: rentalTypeQuantity(state, extra),
    },
  };
};

/** GET /checkout/{hash}/extras: every optional extra of the product, mandatory ones included. */
export const extrasView = (state: CheckoutState): OptionalExtrasResponse => ({
  extras: optionalExtraRowsOf(state).map((e) => ({
    polymorphExtraId: polymorphExtraId(e),
    productExtraId: e.id,
    name: e.name,
    description: e.description,
    priceType: e.price_type,
    price: e.price,
    isIncluded: e.is_included,
    isMandatory: e.is_mandatory,
    isPayInHarbour: e.is_pay_in_harbour,
    quantity: isExtraChosen(state, e) ? 1 : 0,
  })),
});

/** GET /checkout/{hash}/down-payment (and the answer of its PUT). */
export const downPaymentView = (state: CheckoutState, today: IsoDate): DownPayment => {
  const isEligible = isDownPaymentEligible(state, today);
  return {
    isEligible,
    isSelected: state.session.down_payment_selected,
    percentage: DOWN_PAYMENT_PERCENTAGE,
    balancePaymentDate: isEligible ? balancePaymentDate(state.session.start, policyOf(state).balancePaymentDays) : null,
  };
};

/** Units an extra's price is charged for: days, people or 1. */
const unitsOf = (priceType: 'perBooking' | 'perDay' | 'perPerson', state: CheckoutState): number =>
  priceType === 'perDay' ? sessionDays(state.session) : priceType === 'perPerson' ? state.session.number_of_people : 1;

/** GET /checkout/{hash}/tracking (transactionId null) and /tracking/{bookingId} (the booking's reference). */
export const trackingView = (state: CheckoutState, price: PriceDetails, transactionId: string | null): CheckoutTracking => ({
  productId: state.product.id,
  productName: state.product.title,
  category: state.product.kind === 'boat' ? state.product.type : state.product.experience,
  currency: 'EUR',
  price: price.total,
  transactionId,
  optionalExtras: optionalExtraRowsOf(state)
    .filter((e) => isExtraChosen(state, e))
    .map((e) => {
      const quantity = unitsOf(e.price_type, state);
      const amount = e.is_included ? 0 : e.price * quantity;
      return {
        polymorphExtraId: polymorphExtraId(e),
        productExtraId: e.id,
        isIncluded: e.is_included,
        priceType: e.price_type,
        price: e.price,
        quantity,
        commissionAmount: Math.round((amount * SERVICE_FEE_PERCENTAGE) / 100),
        isPayInHarbour: e.is_pay_in_harbour,
      };
    }),
  insurances: insurancesOf(state)
    .filter((i) => i.selected)
    .map((i) => ({ id: i.name, price: i.price, benefit: INSURANCE_BENEFITS[i.name], extra: false })),
});

/** GET /checkout/{hash}/success, once the booking holds its dates. */
export const successView = (
  state: CheckoutState,
  context: ViewContext,
  price: PriceDetails,
  amountPaid: number,
): BookingSuccess => {
  const { session, product } = state;
  const policy = policyOf(state);
  return {
    bookingId: session.id,
    reference: bookingReference(session.id),
    status: session.status,
    isDirect: session.is_direct,
    isActivity: product.kind === 'activity',
    productName: product.title,
    startAt: session.start,
    endAt: session.end,
    amountPaid,
    balancePaymentAmount: price.balancePaymentAmount,
    balancePaymentDate: session.down_payment_selected ? balancePaymentDate(session.start, policy.balancePaymentDays) : null,
    harborAmount: price.harborAmount,
    responseBefore: session.response_before === null ? null : iso(session.response_before),
    tenantEmail: context.tenantEmail,
    urlBookingDetails: formatRoute({ screen: 'bookingDetail', bookingId: String(session.id) }, context.language),
    urlConversation: formatRoute({ screen: 'chatList' }, context.language),
  };
};
