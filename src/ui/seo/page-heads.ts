import type { ActivityCard, ProductCard } from '../../application/search/product-card';
import { fromBase, type CurrencyRate } from '../../domain/currency/money';
import { formatRoute, type SearchKind } from '../../domain/routing/route';
import type { Crumb, SeoPrice } from '../../domain/seo/json-ld';
import type { LandingResponse } from '../../contract/search';
import type { PageHeadContext, PageHeadInput } from './use-page-head';

/**
 * The heads of the public pages from their presenters' data (issue [8]); the product's and the activity's are in their
 * own modules, so a page's chunk carries only its own. Texts come from the locales (`seo.*`,
 * `meta.*`); URLs stay relative (the page head makes them absolute with the site's origin).
 */

export const price = (eurCents: number, currency: CurrencyRate): SeoPrice => {
  const money = fromBase(eurCents, currency);
  return { amountMinor: money.amountMinor, currency: money.currency, minorUnits: currency.minorUnits ?? 2 };
};

const withoutQuery = (href: string): string => href.split('?', 1)[0] ?? href;

const listed = (cards: readonly (ProductCard | ActivityCard)[]): Crumb[] => cards.map((card) => ({ name: card.title, url: withoutQuery(card.href) }));

export const notFoundHead = ({ t }: PageHeadContext): PageHeadInput => ({
  title: t('common:notFound.title'),
  description: t('common:notFound.description'),
  noindex: true,
});

export const homeCrumb = ({ t, language, defaultLanguage }: PageHeadContext): Crumb => ({
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
