import { dailyPricesOf, rentalDiscountOf, rentalTotalOf, type ListingPrices, type SeasonalPrice } from '../../src/domain/listing/listing';
import { sql, type Kysely } from 'kysely';
import { INSURANCE_NAMES, type Cart, type CartExtra, type CartInsurance, type CartRentalType, type InsuranceName, type PromoCodeRule } from '../../src/domain/checkout/cart';
import { DOWN_PAYMENT_PERCENTAGE, SERVICE_FEE_PERCENTAGE } from '../../src/domain/checkout/pricing';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { BookingRequestStatus, Database } from '../db/schema';
import { rentalDays } from '../search/pricing';
import { insurancePrice, type InsuranceBasis } from './insurance-offers';

/** A booking request as the checkout reads it (dates as YYYY-MM-DD). */
export interface SessionRow {
  readonly id: number;
  readonly hash: string;
  readonly user_id: number;
  readonly boat_id: number | null;
  readonly activity_id: number | null;
  readonly status: BookingRequestStatus;
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly number_of_people: number;
  readonly time_of_day: string | null;
  readonly created_at: Date;
  readonly expires_at: Date;
  readonly updated_at: Date;
  readonly is_direct: boolean;
  readonly response_before: Date | null;
  readonly promo_code: string | null;
  readonly down_payment_selected: boolean;
  /** EUR cents for the whole rental when the session comes from an owner's accepted offer (migration 009), else null. */
  readonly offer_price: number | null;
  readonly insurance_cab_weather: boolean;
  readonly insurance_damage_waiver: boolean;
  readonly insurance_assistance: boolean;
  readonly insurance_multirisk: boolean;
  readonly rental_type_quantity: number;
}

interface ProductCommon {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly place_id: number;
  readonly capacity: number;
  readonly cancellation_policy: string;
  readonly reviews_count: number;
  readonly reviews_avg: number;
  readonly owner_first_name: string;
  readonly owner_avatar_url: string | null;
  readonly owner_is_pro: boolean;
  readonly owner_is_super_owner: boolean;
}

export interface BoatProduct extends ProductCommon {
  readonly kind: 'boat';
  readonly type: string;
  readonly price_per_day: number;
  readonly discount_percentage: number;
  /** Percent off from 7 days on, and the seasons' prices (issue [6]). */
  readonly weekly_discount: number;
  readonly seasonal_prices: readonly SeasonalPrice[];
  readonly deposit: number;
  readonly sailing_type: 'With captain' | 'With or without captain' | 'Without captain';
  readonly build_year: number;
  readonly model_name: string;
  readonly builder_name: string;
  readonly picture: string | null;
}

export interface ActivityProduct extends ProductCommon {
  readonly kind: 'activity';
  readonly description: string;
  readonly experience: string;
  readonly cover_url: string;
  readonly duration_hours: number;
  /** EUR cents per person. */
  readonly price: number;
  readonly fuel_price: number;
  readonly skipper_price: number;
  readonly is_all_inclusive: boolean;
  readonly is_skipper_paid_at_harbor: boolean;
}

export interface ExtraRow {
  readonly id: number;
  readonly kind: 'optional' | 'rentalType';
  readonly name: string;
  readonly description: string;
  readonly price_type: 'perBooking' | 'perDay' | 'perPerson';
  readonly price: number;
  readonly is_mandatory: boolean;
  readonly is_included: boolean;
  readonly is_pay_in_harbour: boolean;
  readonly crew_number: number;
  readonly licence_required: boolean;
  readonly price_by_day: boolean;
}

export interface PromoRow {
  readonly code: string;
  readonly kind: 'percentage' | 'amount';
  readonly percentage: number;
  readonly amount: number;
  readonly minimum_amount: number;
  readonly valid_from: IsoDate | null;
  readonly valid_until: IsoDate | null;
}

/** Everything a checkout session's answers and price are made of. */
export interface CheckoutState {
  readonly session: SessionRow;
  readonly product: BoatProduct | ActivityProduct;
  /** Optional extras then the rental type, in the owner's order. */
  readonly extras: readonly ExtraRow[];
  readonly selectedExtraIds: ReadonlySet<number>;
  readonly offeredInsurances: ReadonlySet<InsuranceName>;
  /** The applied promo code's definition (null when none, or when it was removed from the catalogue). */
  readonly promo: PromoRow | null;
}

/** The stable id of an extra in the API: extra-{id} for an optional extra, rental-type-{id} for the skipper. */
export const polymorphExtraId = (extra: Pick<ExtraRow, 'id' | 'kind'>): string =>
  extra.kind === 'rentalType' ? `rental-type-${extra.id}` : `extra-${extra.id}`;

export const parsePolymorphExtraId = (value: string): { kind: 'optional' | 'rentalType'; id: number } | undefined => {
  const match = /^(extra|rental-type)-(\d{1,9})$/.exec(value);
  if (!match) return undefined;
  return { kind: match[1] === 'extra' ? 'optional' : 'rentalType', id: Number(match[2]) };
};

/** The columns the checkout reads from booking_requests (selected by hash, optionally locked). */
const sessionQuery = (db: Kysely<Database>, hash: string) =>
  db
    .selectFrom('booking_requests')
    .select([
      'id', 'hash', 'user_id', 'boat_id', 'activity_id', 'status', 'number_of_people', 'time_of_day', 'created_at',
      'expires_at', 'updated_at', 'is_direct', 'response_before', 'promo_code', 'down_payment_selected',
      'insurance_cab_weather', 'insurance_damage_waiver', 'insurance_assistance', 'insurance_multirisk',
      'rental_type_quantity', 'offer_price',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'),
      sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end'),
    ])
    .where('hash', '=', hash);

/**
 * The session of a hash; with `userId`, only that tenant's (privacy by query: another tenant's session is simply not
 * found). With `lock`, the row is locked until the transaction ends (select … for update).
 */
export const loadSessionRow = async (
  db: Kysely<Database>,
  hash: string,
  options: { readonly userId?: number; readonly lock?: boolean } = {},
): Promise<SessionRow | undefined> => {
  let query = sessionQuery(db, hash);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
};

const loadProduct = async (db: Kysely<Database>, session: SessionRow): Promise<BoatProduct | ActivityProduct | undefined> => {
  if (session.boat_id !== null) {
    const boat = await db
      .selectFrom('boats as b')
      .innerJoin('users as o', 'o.id', 'b.owner_id')
      .select([
        'b.id', 'b.title', 'b.slug', 'b.place_id', 'b.capacity', 'b.cancellation_policy', 'b.reviews_count', 'b.reviews_avg',
        'b.type', 'b.price_per_day', 'b.discount_percentage', 'b.deposit', 'b.sailing_type', 'b.build_year', 'b.model_name',
        'b.builder_name', 'b.weekly_discount',
        sql<SeasonalPrice[]>`coalesce((select json_agg(json_build_object('startDate', to_char(s.start_date, 'YYYY-MM-DD'),
          'endDate', to_char(s.end_date, 'YYYY-MM-DD'), 'pricePerDay', s.price_per_day) order by s.start_date)
          from boat_seasonal_prices s where s.boat_id = b.id), '[]'::json)`.as('seasonal_prices'),
        'o.first_name as owner_first_name', 'o.avatar_url as owner_avatar_url', 'o.is_pro as owner_is_pro',
        'o.is_super_owner as owner_is_super_owner',
        sql<string | null>`(select p.url from boat_pictures p where p.boat_id = b.id order by p.position limit 1)`.as('picture'),
      ])
      .where('b.id', '=', session.boat_id)
      .executeTakeFirst();
    // Only a draft has no harbour, and a draft is never booked.
    if (!boat || boat.place_id === null) return undefined;
    return { kind: 'boat', ...boat, place_id: boat.place_id };
  }
  const activity = await db
    .selectFrom('activities as a')
    .innerJoin('users as o', 'o.id', 'a.owner_id')
    .select([
      'a.id', 'a.title', 'a.slug', 'a.place_id', 'a.capacity', 'a.cancellation_policy', 'a.reviews_count', 'a.reviews_avg',
      'a.description', 'a.experience', 'a.cover_url', 'a.duration_hours', 'a.price', 'a.fuel_price', 'a.skipper_price',
      'a.is_all_inclusive', 'a.is_skipper_paid_at_harbor',
      'o.first_name as owner_first_name', 'o.avatar_url as owner_avatar_url', 'o.is_pro as owner_is_pro',
      'o.is_super_owner as owner_is_super_owner',
    ])
    .where('a.id', '=', session.activity_id ?? -1)
    .executeTakeFirst();
  return activity ? { kind: 'activity', ...activity } : undefined;
};

/** A promo code of the catalogue (normalised code), with its validity dates as YYYY-MM-DD. */
export const loadPromo = (db: Kysely<Database>, code: string): Promise<PromoRow | undefined> =>
  db
    .selectFrom('promo_codes')
    .select([
      'code', 'kind', 'percentage', 'amount', 'minimum_amount',
      sql<string | null>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'),
    ])
    .where('code', '=', code)
    .executeTakeFirst();

/** The product's extras, the session's selected extras, the offered insurances and the applied promo code. */
export const loadCheckoutStateOf = async (db: Kysely<Database>, session: SessionRow): Promise<CheckoutState | undefined> => {
  const product = await loadProduct(db, session);
  if (!product) return undefined;
  const productColumn = product.kind === 'boat' ? 'boat_id' : 'activity_id';
  const [extras, selected, offers, promo] = await Promise.all([
    db
      .selectFrom('product_extras')
      .select(['id', 'kind', 'name', 'description', 'price_type', 'price', 'is_mandatory', 'is_included', 'is_pay_in_harbour', 'crew_number', 'licence_required', 'price_by_day'])
      .where(productColumn, '=', product.id)
      // An extra the owner removed stays on the sessions that chose it, and is offered to no one else.
      .where((eb) => eb.or([eb('archived_at', 'is', null), eb('id', 'in', eb.selectFrom('booking_extras').select('product_extra_id').where('booking_request_id', '=', session.id))]))
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('booking_extras').select('product_extra_id').where('booking_request_id', '=', session.id).execute(),
    db.selectFrom('insurance_offers').select('name').where(productColumn, '=', product.id).execute(),
    session.promo_code === null ? Promise.resolve(undefined) : loadPromo(db, session.promo_code),
  ]);
  return {
    session,
    product,
    extras,
    selectedExtraIds: new Set(selected.map((s) => s.product_extra_id)),
    offeredInsurances: new Set(offers.map((o) => o.name)),
    promo: promo ?? null,
  };
};

/**
 * The state after a change inside the same transaction: the session's row, selected extras and promo code read
 * again; the product, its extras and offers (which a change never touches) kept.
 */
export const refreshCheckoutState = async (db: Kysely<Database>, state: CheckoutState): Promise<CheckoutState | undefined> => {
  const session = await loadSessionRow(db, state.session.hash);
  if (!session) return undefined;
  const [selected, promo] = await Promise.all([
    db.selectFrom('booking_extras').select('product_extra_id').where('booking_request_id', '=', session.id).execute(),
    session.promo_code === null ? Promise.resolve(undefined) : loadPromo(db, session.promo_code),
  ]);
  return { ...state, session, selectedExtraIds: new Set(selected.map((s) => s.product_extra_id)), promo: promo ?? null };
};

/** Rental days of the session (1 for an activity). */
export const sessionDays = (session: SessionRow): number => rentalDays(session.start, session.end);

/** The prices of a boat that decide a rental's amount (seasons, weekly discount). */
export const listingPricesOf = (product: BoatProduct): ListingPrices => ({
  pricePerDay: product.price_per_day,
  discountPercentage: product.discount_percentage,
  weeklyDiscount: product.weekly_discount,
  seasonalPrices: product.seasonal_prices,
});

/** An owner's offer price spread over the days (the remainder on the first day), so the days add up to it exactly. */
export const offerDailyPrices = (offerPrice: number, days: number): number[] => {
  const base = Math.floor(offerPrice / days);
  return Array.from({ length: days }, (_, i) => (i === 0 ? offerPrice - base * (days - 1) : base));
};

/** EUR cents: the rental after the owner's discount and before any promo code (what search and the product page show). */
export const rentalNetOf = (state: CheckoutState): number =>
  state.product.kind === 'boat'
    ? state.session.offer_price ?? rentalTotalOf(listingPricesOf(state.product), state.session.start, state.session.end)
    : state.product.price * state.session.number_of_people;

export const insuranceBasisOf = (state: CheckoutState): InsuranceBasis => ({
  rentalNet: rentalNetOf(state),
  deposit: state.product.kind === 'boat' ? state.product.deposit : 0,
  days: sessionDays(state.session),
});

const SELECTED_COLUMN: Readonly<Record<InsuranceName, keyof SessionRow>> = {
  cabWeather: 'insurance_cab_weather',
  damageWaiver: 'insurance_damage_waiver',
  assistanceInsurance: 'insurance_assistance',
  multiriskInsurance: 'insurance_multirisk',
};

/** The column holding the session's choice of an insurance. */
export const insuranceColumn = (name: InsuranceName) =>
  SELECTED_COLUMN[name] as 'insurance_cab_weather' | 'insurance_damage_waiver' | 'insurance_assistance' | 'insurance_multirisk';

/** The four insurances of the session: offered or not, chosen or not, with their price. */
export const insurancesOf = (state: CheckoutState): CartInsurance[] => {
  const basis = insuranceBasisOf(state);
  return INSURANCE_NAMES.map((name) => {
    const price = insurancePrice(name, basis);
    const available = price !== undefined && state.offeredInsurances.has(name);
    return { name, available, selected: available && state.session[insuranceColumn(name)] === true, price: price ?? 0 };
  });
};

export const rentalTypeRowOf = (state: CheckoutState): ExtraRow | undefined => state.extras.find((e) => e.kind === 'rentalType');
export const optionalExtraRowsOf = (state: CheckoutState): ExtraRow[] => state.extras.filter((e) => e.kind === 'optional');

/** The rental type's wanted quantity: always 1 when mandatory (spec section 9: 0 or 1). */
export const rentalTypeQuantity = (state: CheckoutState, extra: ExtraRow): 0 | 1 =>
  extra.is_mandatory || state.session.rental_type_quantity > 0 ? 1 : 0;

export const isExtraChosen = (state: CheckoutState, extra: ExtraRow): boolean => extra.is_mandatory || state.selectedExtraIds.has(extra.id);

export const promoRuleOf = (promo: PromoRow): PromoCodeRule =>
  promo.kind === 'percentage'
    ? { kind: 'percentage', code: promo.code, percentage: promo.percentage }
    : { kind: 'amount', code: promo.code, amount: promo.amount, minimumAmount: promo.minimum_amount };

/**
 * The cart the domain prices (computePrice). The promo code applied when accepted is honoured for the session's life
 * (at most 30 minutes); the down payment chosen when eligible likewise.
 */
export const cartOf = (state: CheckoutState): Cart => {
  const { session, product } = state;
  const extras: CartExtra[] = optionalExtraRowsOf(state).map((e) => ({
    polymorphExtraId: polymorphExtraId(e),
    name: e.name,
    priceType: e.price_type,
    price: e.price,
    isMandatory: e.is_mandatory,
    isIncluded: e.is_included,
    isPayInHarbour: e.is_pay_in_harbour,
    selected: isExtraChosen(state, e),
  }));
  const rentalTypeRow = product.kind === 'boat' ? rentalTypeRowOf(state) : undefined;
  const rentalType: CartRentalType | null = rentalTypeRow
    ? {
        polymorphExtraId: polymorphExtraId(rentalTypeRow),
        name: rentalTypeRow.name,
        crewNumber: rentalTypeRow.crew_number,
        isIncluded: rentalTypeRow.is_included,
        isMandatory: rentalTypeRow.is_mandatory,
        licenceRequired: rentalTypeRow.licence_required,
        price: rentalTypeRow.price,
        priceByDay: rentalTypeRow.price_by_day,
        isPayInHarbour: rentalTypeRow.is_pay_in_harbour,
        wantedQuantity: rentalTypeQuantity(state, rentalTypeRow),
      }
    : null;
  return {
    rental:
      product.kind === 'boat'
        ? {
            kind: 'boat',
            ...(session.offer_price === null
              ? {
                  dailyPrices: dailyPricesOf(listingPricesOf(product), session.start, session.end),
                  discountPercentage: rentalDiscountOf(listingPricesOf(product), sessionDays(session)),
                }
              : { dailyPrices: offerDailyPrices(session.offer_price, sessionDays(session)), discountPercentage: 0 }),
          }
        : {
            kind: 'activity',
            pricePerPerson: product.price,
            numberOfPeople: session.number_of_people,
            fuelPrice: product.is_all_inclusive ? 0 : product.fuel_price,
            skipperPrice: product.is_all_inclusive ? 0 : product.skipper_price,
            isAllInclusive: product.is_all_inclusive,
            isSkipperPaidAtHarbor: product.is_skipper_paid_at_harbor,
          },
    numberOfPeople: session.number_of_people,
    extras,
    rentalType,
    insurances: insurancesOf(state),
    promoCode: state.promo ? promoRuleOf(state.promo) : null,
    serviceFeePercentage: SERVICE_FEE_PERCENTAGE,
    downPaymentPercentage: DOWN_PAYMENT_PERCENTAGE,
    downPaymentSelected: session.down_payment_selected,
  };
};
