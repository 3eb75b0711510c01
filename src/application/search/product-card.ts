import type { ActivitySummary, ProductPath, ProductSummary } from '../../contract/search';
import { formatMoney, fromBase, type CurrencyRate } from '../../domain/currency/money';
import { RENTAL_SEGMENT, type LanguageCode } from '../../domain/i18n/languages';
import { formatRoute } from '../../domain/routing/route';
import { formatLength, isNewProduct, productTitle, type IsoDate, type LengthUnit } from '../../domain/search';
import { enumKey } from './labels';
import { activityRouteOf } from '../activity/activity-route';
import { numberFormat } from '../../domain/i18n/intl-formats';

/** What every price and link of a card depends on. */
export interface CardContext {
  readonly language: LanguageCode;
  readonly defaultLanguage: LanguageCode;
  readonly currency: CurrencyRate;
  /** Epoch milliseconds (for the "New" badge). */
  readonly now: number;
  /** The search's dates, carried to the product page for its quote. */
  readonly dates?: { readonly startDate: IsoDate; readonly endDate?: IsoDate | undefined } | undefined;
  /** The search's number of people, carried to the product and activity pages' booking boxes. */
  readonly numberOfPeople?: number | undefined;
}

export interface PriceView {
  /** Formatted in the chosen currency. */
  readonly amount: string;
  readonly unit: 'day' | 'total' | 'person';
  /** The price before discount, when discounted. */
  readonly original?: string;
  readonly discountPercent?: number;
}

export interface ProductCard {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly subtitle: string;
  readonly type: string;
  /** search:boatTypes.{typeKey} */
  readonly typeKey: string;
  readonly picture: string | undefined;
  readonly length: string;
  readonly enginePower: number;
  readonly cabins: number;
  readonly capacity: number;
  readonly place: string;
  readonly rating: string | null;
  readonly reviewCount: number;
  readonly isNew: boolean;
  readonly isSuperOwner: boolean;
  readonly isFavorite: boolean;
  readonly instantBooking: boolean;
  readonly price: PriceView;
}

export interface ActivityCard {
  readonly id: number;
  /** The activity page: /{experiences word}/{placeSlug}/{slug}, the search's date and people kept as the query. */
  readonly href: string;
  readonly title: string;
  readonly experienceKey: string;
  readonly activityTypeKey: string;
  readonly picture: string;
  readonly duration: string;
  readonly capacity: number;
  readonly place: string;
  readonly timesOfDay: readonly string[];
  readonly skipperLanguages: readonly string[];
  readonly rating: string | null;
  readonly reviewCount: number;
  readonly isNew: boolean;
  readonly instantBooking: boolean;
  readonly price: PriceView;
}

/** en-US readers get feet; everyone else metres. */
export const lengthUnitFor = (language: LanguageCode): LengthUnit => (language === 'en-US' ? 'ft' : 'm');

/** EUR cents to a formatted amount in the chosen currency (guide habit 7: the one conversion). */
export const formatPrice = (eurCents: number, context: Pick<CardContext, 'currency' | 'language'>): string =>
  formatMoney(fromBase(eurCents, context.currency), context.language, context.currency, { wholeUnits: true });

const formatRating = (average: number, count: number, language: LanguageCode): string | null =>
  count > 0 && Number.isFinite(average)
    ? numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)
    : null;

/** The product page of a search result: {seoPrefix}/{localization}/{boatType}/{boatName}, dates kept as the query. */
export const productHref = (path: ProductPath, context: Omit<CardContext, 'currency' | 'now'>): string => {
  const base = formatRoute(
    { screen: 'product', seoPrefix: RENTAL_SEGMENT[context.language], ...path },
    context.language,
    context.defaultLanguage,
  );
  const { dates, numberOfPeople } = context;
  if (dates === undefined && numberOfPeople === undefined) return base;
  const query = new URLSearchParams({
    ...(dates && { startDate: dates.startDate, ...(dates.endDate ? { endDate: dates.endDate } : {}) }),
    ...(numberOfPeople !== undefined && { numberOfPeople: String(numberOfPeople) }),
  });
  return `${base}?${query.toString()}`;
};

/** The activity page of a result, with the search's start date and number of people as the query. */
export const activityHref = (activity: ActivitySummary, context: Omit<CardContext, 'currency' | 'now'>): string => {
  const base = formatRoute(activityRouteOf(activity), context.language, context.defaultLanguage);
  const { dates, numberOfPeople } = context;
  const query = new URLSearchParams({
    ...(dates && { startDate: dates.startDate }),
    ...(numberOfPeople !== undefined && { numberOfPeople: String(numberOfPeople) }),
  }).toString();
  return query === '' ? base : `${base}?${query}`;
};

const discounted = (cents: number, percent: number): number => Math.round((cents * (100 - percent)) / 100);

/** Per day (discount applied, the original struck) or the total for the dates (already discounted by the server). */
export const productPrice = (product: ProductSummary, isPricePerDay: boolean, context: CardContext): PriceView => {
  const percent = product.discountPercentage > 0 && product.discountPercentage < 100 ? product.discountPercentage : 0;
  if (!isPricePerDay && product.totalPrice !== null) {
    return { amount: formatPrice(product.totalPrice, context), unit: 'total', ...(percent > 0 && { discountPercent: percent }) };
  }
  if (percent === 0) return { amount: formatPrice(product.pricePerDay, context), unit: 'day' };
  return {
    amount: formatPrice(discounted(product.pricePerDay, percent), context),
    unit: 'day',
    original: formatPrice(product.pricePerDay, context),
    discountPercent: percent,
  };
};

export const toProductCard = (product: ProductSummary, isPricePerDay: boolean, context: CardContext): ProductCard => {
  const unit = lengthUnitFor(context.language);
  return {
    id: product.id,
    href: productHref(product.path, context),
    title: productTitle(product, unit),
    subtitle: product.title,
    type: product.type,
    typeKey: enumKey(product.type),
    picture: product.pictures[0],
    length: product.length > 0 ? formatLength(product.length, unit) : '',
    enginePower: product.enginePower,
    cabins: product.cabins,
    capacity: product.capacity,
    place: product.localizationName,
    rating: formatRating(product.reviews.average, product.reviews.number, context.language),
    reviewCount: product.reviews.number,
    isNew: isNewProduct({ createdAt: product.createdAt, reviewsNumber: product.reviews.number }, context.now),
    isSuperOwner: product.owner.isSuperOwner,
    isFavorite: product.isFavorite,
    instantBooking: product.instantBooking,
    price: productPrice(product, isPricePerDay, context),
  };
};

export const toActivityCard = (activity: ActivitySummary, context: CardContext): ActivityCard => ({
  id: activity.id,
  href: activityHref(activity, context),
  title: activity.title,
  experienceKey: enumKey(activity.experience),
  activityTypeKey: enumKey(activity.activityType),
  picture: activity.coverUrl,
  duration: numberFormat(context.language, { maximumFractionDigits: 1 }).format(activity.durationHours),
  capacity: activity.capacity,
  place: activity.localizationName,
  timesOfDay: activity.timesOfDay,
  skipperLanguages: activity.skipperLanguages,
  rating: formatRating(activity.reviews.average, activity.reviews.number, context.language),
  reviewCount: activity.reviews.number,
  isNew: isNewProduct({ createdAt: activity.createdAt, reviewsNumber: activity.reviews.number }, context.now),
  instantBooking: activity.instantBooking,
  price: { amount: formatPrice(activity.price, context), unit: 'person' },
});
