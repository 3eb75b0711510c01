import type {
  BreadcrumbList,
  ItemList,
  ListItem,
  Offer,
  Organization,
  Product,
  Review,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';

/** One node of a page's JSON-LD graph: the domain's single dependency on schema-dts's types is this module. */
export type JsonLdNode = Thing;

/**
 * Structured data (JSON-LD, schema.org) of the public pages, typed with schema-dts. Builders take what the page shows,
 * with absolute URLs; the page head puts them in one `@graph`.
 */

/** An amount in minor units of a currency with that many digits after the point (2 for EUR, 0 for CLP). */
export interface SeoPrice {
  readonly amountMinor: number;
  readonly currency: string;
  readonly minorUnits: number;
}

/** schema.org prices are decimal numbers written with a point: 12345 minor units of EUR → "123.45". */
export const schemaPrice = ({ amountMinor, minorUnits }: SeoPrice): string => {
  const digits = Math.max(0, Math.min(4, Math.trunc(minorUnits)));
  return (Math.round(amountMinor) / 10 ** digits).toFixed(digits);
};

export interface SeoReview {
  readonly author: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly body: string;
  /** YYYY-MM-DD or an ISO instant. */
  readonly date: string;
}

/** A boat or an activity as its page shows it. */
export interface SeoProduct {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly images: readonly string[];
  readonly brand?: string | undefined;
  readonly model?: string | undefined;
  readonly category?: string | undefined;
  /** The price the page shows first: per day for a boat, per person for an activity. */
  readonly price?: SeoPrice | undefined;
  readonly priceUnit: 'day' | 'person';
  readonly available: boolean;
  /** Out of 5, with the number of reviews it averages; left out without reviews. */
  readonly rating?: { readonly average: number; readonly count: number } | undefined;
  readonly reviews?: readonly SeoReview[] | undefined;
}

/** At most this many reviews in the structured data (the page's first ones). */
export const MAX_REVIEWS = 5;

/** UN/CEFACT common codes of the price's unit: DAY, and IE ("person"). */
const UNIT_CODE = { day: 'DAY', person: 'IE' } as const;

const ratingValue = (value: number): number => Math.round(Math.min(5, Math.max(0, value)) * 10) / 10;

export const productJsonLd = (product: SeoProduct): Product => {
  const { price } = product;
  const offer: Offer | undefined =
    price === undefined
      ? undefined
      : {
          '@type': 'Offer',
          url: product.url,
          price: schemaPrice(price),
          priceCurrency: price.currency,
          availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: schemaPrice(price),
            priceCurrency: price.currency,
            unitCode: UNIT_CODE[product.priceUnit],
            unitText: product.priceUnit,
          },
        };
  const reviews: Review[] = (product.reviews ?? []).slice(0, MAX_REVIEWS).map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    reviewRating: { '@type': 'Rating', ratingValue: ratingValue(review.rating), bestRating: 5, worstRating: 1 },
    reviewBody: review.body,
    datePublished: review.date.slice(0, 10),
  }));
  const rating = product.rating !== undefined && product.rating.count > 0 ? product.rating : undefined;
  return {
    '@type': 'Product',
    '@id': `${product.url}#product`,
    sku: product.id,
    name: product.name,
    description: product.description,
    url: product.url,
    ...(product.images.length > 0 && { image: [...product.images] }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(product.model && { model: product.model }),
    ...(product.category && { category: product.category }),
    ...(offer && { offers: offer }),
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: ratingValue(rating.average),
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(reviews.length > 0 && { review: reviews }),
  };
};

export interface Crumb {
  readonly name: string;
  readonly url: string;
}

/** Home → … → the page itself. */
export const breadcrumbJsonLd = (crumbs: readonly Crumb[]): BreadcrumbList => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map<ListItem>((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
});

/** The boats (or activities) a search or landing page lists, in their order. */
export const itemListJsonLd = (name: string, items: readonly Crumb[]): ItemList => ({
  '@type': 'ItemList',
  name,
  numberOfItems: items.length,
  itemListElement: items.map<ListItem>((item, index) => ({ '@type': 'ListItem', position: index + 1, url: item.url, name: item.name })),
});

export interface SeoSite {
  readonly name: string;
  readonly url: string;
  readonly description: string;
  readonly logo: string;
  readonly language: string;
  /** The search page's URL with `{search_term_string}` where the place goes. */
  readonly searchUrlTemplate: string;
}

export const organizationJsonLd = (site: SeoSite): Organization => ({
  '@type': 'Organization',
  '@id': `${site.url}#organization`,
  name: site.name,
  url: site.url,
  logo: site.logo,
  description: site.description,
});

export const webSiteJsonLd = (site: SeoSite): WebSite => {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': `${site.url}#website`,
    name: site.name,
    url: site.url,
    inLanguage: site.language,
    publisher: { '@id': `${site.url}#organization` },
    potentialAction: search,
  };
};

/** One JSON-LD document holding every node of the page. */
export interface JsonLdGraph {
  readonly '@context': 'https://schema.org';
  readonly '@graph': readonly JsonLdNode[];
}

export const jsonLdGraph = (nodes: readonly JsonLdNode[]): JsonLdGraph => ({ '@context': 'https://schema.org', '@graph': nodes });
