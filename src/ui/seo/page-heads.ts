import type { ActivityDetail } from '../../contract/checkout';
import type { LandingResponse, ProductDetail } from '../../contract/search';
import { fromBase, type CurrencyRate } from '../../domain/currency/money';
import { EXPERIENCES_SEGMENT, RENTAL_SEGMENT } from '../../domain/i18n/languages';
import { formatRoute, type Route, type SearchKind } from '../../domain/routing/route';
import type { Crumb, SeoPrice } from '../../domain/seo/json-ld';
import type { StructuredData } from '../../domain/seo/page-head';
import { activityRouteOf } from '../../application/activity/activity-route';
import { enumKey } from '../../application/search/labels';
import type { ActivityCard, ProductCard } from '../../application/search/product-card';
import type { PageHeadContext, PageHeadInput } from './use-page-head';

/**
 * The heads of the five public pages from their presenters' data (issue [8]). Texts come from the locales (`seo.*`,
 * `meta.*`); URLs stay relative (the page head makes them absolute with the site's origin).
 */

const price = (eurCents: number, currency: CurrencyRate): SeoPrice => {
  const money = fromBase(eurCents, currency);
  return { amountMinor: money.amountMinor, currency: money.currency, minorUnits: currency.minorUnits ?? 2 };
};

/** The per-day price the page shows first: the discount applied like the cards do. */
const dayPriceCents = (product: ProductDetail): number => {
  const percent = product.discountPercentage;
  return percent > 0 && percent < 100 ? Math.round((product.pricePerDay * (100 - percent)) / 100) : product.pricePerDay;
};

const withoutQuery = (href: string): string => href.split('?', 1)[0] ?? href;

const listed = (cards: readonly (ProductCard | ActivityCard)[]): Crumb[] => cards.map((card) => ({ name: card.title, url: withoutQuery(card.href) }));

const notFoundHead = ({ t }: PageHeadContext): PageHeadInput => ({
  title: t('common:notFound.title'),
  description: t('common:notFound.description'),
  noindex: true,
});

const homeCrumb = ({ t, language, defaultLanguage }: PageHeadContext): Crumb => ({
  name: t('common:brand.home'),
  url: formatRoute({ screen: 'home' }, language, defaultLanguage),
});

/** Home: the brand and its tagline, the default description, the organisation and the site's search. */
export const homePageHead = ({ t, language, defaultLanguage }: PageHeadContext): PageHeadInput => ({
  title: '',
  description: t('common:meta.defaultDescription'),
  structuredData: [
    {
      kind: 'site',
      logo: '/favicon.svg',
      searchUrlTemplate: `${formatRoute({ screen: 'search', kind: 'boat' }, language, defaultLanguage)}?address={search_term_string}`,
    },
  ],
});

export interface ProductHeadSource {
  readonly status: 'loading' | 'ready' | 'notFound' | 'error';
  readonly product: ProductDetail | null;
  /** The page's heading (builder, model, length). */
  readonly title: string;
}

/** A boat: "<boat> · <type> rental in <place>", its own description, Product + Offer + ratings and the breadcrumb. */
export const productPageHead = (page: ProductHeadSource, context: PageHeadContext): PageHeadInput => {
  const { t, language, defaultLanguage, currency } = context;
  const product = page.product;
  if (page.status === 'notFound') return notFoundHead(context);
  if (product === null) return { title: t('product:meta.loading'), noindex: page.status === 'error' };
  const place = product.localizationName;
  const type = t(`search:boatTypes.${enumKey(product.type)}`, { defaultValue: product.type });
  const own: Route = { screen: 'product', seoPrefix: RENTAL_SEGMENT[language], ...product.path };
  const placeLanding: Route = { screen: 'genericLanding', segments: [RENTAL_SEGMENT[language], product.path.localization] };
  const description = product.description.trim() !== '' ? product.description : t('product:meta.description', { type, place, capacity: product.capacity });
  const structured: StructuredData = {
    kind: 'product',
    product: {
      id: String(product.id),
      name: page.title,
      description,
      images: product.pictures,
      brand: product.builderName.trim() || undefined,
      model: product.modelName.trim() || undefined,
      category: type,
      price: price(dayPriceCents(product), currency),
      priceUnit: 'day',
      available: product.quote?.available ?? true,
      rating: { average: product.reviews.average, count: product.reviews.number },
      reviews: product.reviewsList.map((review) => ({ author: review.authorFirstName, rating: review.rating, body: review.comment, date: review.createdAt })),
    },
    breadcrumbs: [
      homeCrumb(context),
      ...(product.path.localization !== '' ? [{ name: place, url: formatRoute(placeLanding, language, defaultLanguage) }] : []),
      { name: page.title, url: formatRoute(own, language, defaultLanguage) },
    ],
  };
  return {
    title: t('product:seo.title', { title: page.title, type, place }),
    description,
    canonicalRoute: own,
    image: product.pictures[0],
    imageAlt: page.title,
    ogType: 'product',
    structuredData: [structured],
  };
};

export interface ActivityHeadSource {
  readonly status: 'loading' | 'ready' | 'notFound' | 'error';
  readonly activity: ActivityDetail | null;
  readonly duration: string;
  readonly pricePerPerson: string;
}

/** An activity: a Product with its price per person (docs/decisions.md), and the breadcrumb through its place. */
export const activityPageHead = (page: ActivityHeadSource, context: PageHeadContext): PageHeadInput => {
  const { t, language, defaultLanguage, currency } = context;
  const activity = page.activity;
  if (page.status === 'notFound') return notFoundHead(context);
  if (activity === null) return { title: t('activity:meta.loading'), noindex: page.status === 'error' };
  const place = activity.localizationName;
  const type = t(`search:activityTypes.${enumKey(activity.activityType)}`, { defaultValue: activity.activityType });
  const own = activityRouteOf(activity);
  const placeLanding: Route = { screen: 'activityLanding', segments: [`${EXPERIENCES_SEGMENT[language]}-${activity.placeSlug}`] };
  const description =
    activity.description.trim() !== ''
      ? activity.description
      : t('activity:meta.description', { type, place, hours: page.duration, price: page.pricePerPerson });
  return {
    title: t('activity:meta.title', { title: activity.title, place }),
    description,
    canonicalRoute: own,
    image: activity.coverUrl,
    imageAlt: activity.title,
    ogType: 'product',
    structuredData: [
      {
        kind: 'product',
        product: {
          id: String(activity.id),
          name: activity.title,
          description,
          images: activity.coverUrl === '' ? [] : [activity.coverUrl],
          category: type,
          price: price(activity.price, currency),
          priceUnit: 'person',
          available: true,
          rating: { average: activity.reviews.average, count: activity.reviews.number },
        },
        breadcrumbs: [
          homeCrumb(context),
          ...(activity.placeSlug !== '' ? [{ name: place, url: formatRoute(placeLanding, language, defaultLanguage) }] : []),
          { name: activity.title, url: formatRoute(own, language, defaultLanguage) },
        ],
      },
    ],
  };
};

export interface SearchHeadSource {
  readonly kind: SearchKind;
  readonly placeName: string | undefined;
  readonly count: number;
  readonly hasLoaded: boolean;
  readonly productCards: readonly ProductCard[];
  readonly activityCards: readonly ActivityCard[];
}

/** A search: the place and the number of results once known, and the results listed (kind: the route's, when known). */
export const searchPageHead = (page: SearchHeadSource, { t }: PageHeadContext, kind: SearchKind = page.kind): PageHeadInput => {
  const boats = kind === 'boat';
  const place = page.placeName;
  const cards = boats ? page.productCards : page.activityCards;
  const counted = place !== undefined && place !== '' && page.hasLoaded && page.count > 0;
  const title = counted
    ? t(boats ? 'search:seo.boatsTitle' : 'search:seo.activitiesTitle', { place, count: page.count })
    : place
      ? t(boats ? 'search:meta.boatsTitleIn' : 'search:meta.activitiesTitleIn', { place })
      : t(boats ? 'search:meta.boatsTitle' : 'search:meta.activitiesTitle');
  const description = counted
    ? t(boats ? 'search:seo.boatsDescription' : 'search:seo.activitiesDescription', { place, count: page.count })
    : place
      ? t(boats ? 'search:meta.boatsDescriptionIn' : 'search:meta.activitiesDescriptionIn', { place })
      : t(boats ? 'search:meta.boatsDescription' : 'search:meta.activitiesDescription');
  return {
    title,
    description,
    image: boats ? page.productCards[0]?.picture : page.activityCards[0]?.picture,
    structuredData: [{ kind: 'itemList', items: listed(cards) }],
  };
};

export interface LandingHeadSource {
  readonly status: 'loading' | 'ready' | 'notFound';
  readonly landing: LandingResponse | null;
  readonly productCards: readonly ProductCard[];
  readonly activityCards: readonly ActivityCard[];
}

/** A landing: its title with the number of boats (or activities), its introduction, and what it lists. */
export const landingPageHead = (page: LandingHeadSource, context: PageHeadContext): PageHeadInput => {
  const { t } = context;
  const landing = page.landing;
  if (page.status === 'notFound') return notFoundHead(context);
  if (landing === null) return { title: '', description: t('search:landing.fallbackDescription') };
  const activities = landing.kind === 'activity';
  const cards = activities ? page.activityCards : page.productCards;
  return {
    title:
      landing.count > 0
        ? t(activities ? 'search:seo.landingActivitiesTitle' : 'search:seo.landingBoatsTitle', { title: landing.title, count: landing.count })
        : landing.title,
    description: landing.introduction.trim() !== '' ? landing.introduction : t('search:landing.fallbackDescription'),
    image: cards[0]?.picture,
    structuredData: [{ kind: 'itemList', items: listed(cards) }],
  };
};

/** Not found: noindex. */
export const notFoundPageHead = notFoundHead;
