import type { ActivityCard, ProductCard } from '../../application/search/product-card';
import { fromBase, type CurrencyRate } from '../../domain/currency/money';
import { formatRoute } from '../../domain/routing/route';
import type { Crumb, SeoPrice } from '../../domain/seo/json-ld';
import type { LandingResponse } from '../../contract/search';
import { listed } from './search-page-head';
import type { PageHeadContext, PageHeadInput } from './use-page-head';

/**
 * The heads of the public pages from their presenters' data (issue [8]); the search's, the product's and the activity's
 * are in their own modules, so a page's chunk carries only its own. Texts come from the locales (`seo.*`,
 * `meta.*`); URLs stay relative (the page head makes them absolute with the site's origin).
 */

export const price = (eurCents: number, currency: CurrencyRate): SeoPrice => {
  const money = fromBase(eurCents, currency);
  return { amountMinor: money.amountMinor, currency: money.currency, minorUnits: currency.minorUnits ?? 2 };
};


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
