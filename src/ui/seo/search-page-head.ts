import type { ActivityCard, ProductCard } from '../../application/search/product-card';
import type { SearchKind } from '../../domain/routing/route';
import type { Crumb } from '../../domain/seo/json-ld';
import type { PageHeadContext, PageHeadInput } from './use-page-head';

const withoutQuery = (href: string): string => href.split('?', 1)[0] ?? href;

/** The results a list page shows, for its ItemList. */
export const listed = (cards: readonly (ProductCard | ActivityCard)[]): Crumb[] => cards.map((card) => ({ name: card.title, url: withoutQuery(card.href) }));

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
