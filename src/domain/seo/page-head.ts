import { DEFAULT_LANGUAGE, htmlLang, type LanguageCode } from '../i18n/languages';
import type { Route } from '../routing/route';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  jsonLdGraph,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type Crumb,
  type JsonLdGraph,
  type JsonLdNode,
  type SeoProduct,
} from './json-ld';
import { absoluteUrl, alternates, canonicalUrl, isIndexable, ogLocale, ogLocaleAlternates, type Alternate } from './page-url';
import { collapseWhitespace, truncateAtWord } from './text';

/** Everything a page writes into `<head>` (issue [8]): rendered by the server, kept up to date by the browser. */
export interface PageHead {
  /** The document's title, the brand included. */
  readonly title: string;
  readonly description: string;
  /** `<html lang>`. */
  readonly language: string;
  /** Pages search engines must not index carry `noindex` and no canonical, alternates, social cards or JSON-LD. */
  readonly noindex: boolean;
  readonly canonical?: string;
  readonly alternates: readonly Alternate[];
  readonly openGraph?: OpenGraph;
  readonly twitter?: TwitterCard;
  readonly jsonLd?: JsonLdGraph;
}

export interface OpenGraph {
  readonly type: 'website' | 'product';
  readonly siteName: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly locale: string;
  readonly localeAlternates: readonly string[];
}

export interface TwitterCard {
  readonly card: 'summary' | 'summary_large_image';
  readonly title: string;
  readonly description: string;
  readonly image?: string;
  readonly imageAlt?: string;
}

/** What a page knows of itself, URLs relative to the site (made absolute here). */
export type StructuredData =
  /** A boat or an activity: its product, offer and ratings, and the breadcrumb to it (the page's own crumb last). */
  | { readonly kind: 'product'; readonly product: Omit<SeoProduct, 'url'>; readonly breadcrumbs: readonly Crumb[] }
  /** The boats or activities a search or landing page lists. */
  | { readonly kind: 'itemList'; readonly items: readonly Crumb[] }
  /** Home: the organisation and the site with its search. */
  | { readonly kind: 'site'; readonly logo: string; readonly searchUrlTemplate: string };

export interface PageHeadParts {
  /** The site's public origin (https://www.example.com). */
  readonly origin: string;
  /** The page's route, language and query as requested. */
  readonly route: Route;
  readonly language: LanguageCode;
  readonly defaultLanguage?: LanguageCode;
  readonly search: string;
  readonly brand: string;
  readonly tagline: string;
  /** The page's own title, without the brand; '' for home (brand and tagline). */
  readonly title: string;
  readonly description: string;
  /** A public page that must not be indexed in this state (not found, failed to load). */
  readonly noindex?: boolean;
  /** The page's own address when its data names it (a product's current slug), else the requested route's. */
  readonly canonicalRoute?: Route;
  /** The picture of social cards (the boat's first picture). */
  readonly image?: string;
  readonly imageAlt?: string;
  readonly ogType?: 'website' | 'product';
  readonly structuredData?: readonly StructuredData[];
}

const absoluteCrumbs = (origin: string, crumbs: readonly Crumb[]): Crumb[] =>
  crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(origin, crumb.url) }));

const jsonLdNodes = (parts: PageHeadParts, canonical: string, title: string, description: string): JsonLdNode[] =>
  (parts.structuredData ?? []).flatMap((data): JsonLdNode[] => {
    const { origin } = parts;
    switch (data.kind) {
      case 'product': {
        const product: SeoProduct = { ...data.product, url: canonical, images: data.product.images.map((image) => absoluteUrl(origin, image)) };
        const crumbs = absoluteCrumbs(origin, data.breadcrumbs);
        // The page's own crumb points to its canonical address.
        const last = crumbs.length - 1;
        if (last >= 0) crumbs[last] = { name: crumbs[last]!.name, url: canonical };
        return [productJsonLd(product), ...(crumbs.length > 1 ? [breadcrumbJsonLd(crumbs)] : [])];
      }
      case 'itemList':
        return data.items.length === 0 ? [] : [itemListJsonLd(title, absoluteCrumbs(origin, data.items))];
      case 'site': {
        const site = {
          name: parts.brand,
          url: canonical,
          description,
          logo: absoluteUrl(origin, data.logo),
          language: htmlLang(parts.language),
          searchUrlTemplate: absoluteUrl(origin, data.searchUrlTemplate),
        };
        return [organizationJsonLd(site), webSiteJsonLd(site)];
      }
    }
  });

/** The whole head of a page from what it knows (pure: the same parts give the same head). */
export const buildPageHead = (parts: PageHeadParts): PageHead => {
  const { route, language, brand } = parts;
  const context = { origin: parts.origin, defaultLanguage: parts.defaultLanguage ?? DEFAULT_LANGUAGE };
  const ownTitle = collapseWhitespace(parts.title);
  const title = ownTitle === '' ? `${brand} · ${parts.tagline}` : `${ownTitle} · ${brand}`;
  const description = truncateAtWord(parts.description);
  const base = { title, description, language: htmlLang(language) };
  if (parts.noindex === true || !isIndexable(route.screen)) return { ...base, noindex: true, alternates: [] };

  const page = parts.canonicalRoute ?? route;
  const canonical = canonicalUrl(page, language, parts.search, context);
  const image = parts.image === undefined || parts.image === '' ? undefined : absoluteUrl(parts.origin, parts.image);
  const imageAlt = image === undefined ? undefined : collapseWhitespace(parts.imageAlt ?? ownTitle) || title;
  const nodes = jsonLdNodes(parts, canonical, ownTitle === '' ? title : ownTitle, description);
  return {
    ...base,
    noindex: false,
    canonical,
    alternates: alternates(page, parts.search, context),
    openGraph: {
      type: parts.ogType ?? 'website',
      siteName: brand,
      title,
      description,
      url: canonical,
      ...(image !== undefined && { image, imageAlt }),
      locale: ogLocale(language),
      localeAlternates: ogLocaleAlternates(language),
    },
    twitter: {
      card: image === undefined ? 'summary' : 'summary_large_image',
      title,
      description,
      ...(image !== undefined && { image, imageAlt }),
    },
    ...(nodes.length > 0 && { jsonLd: jsonLdGraph(nodes) }),
  };
};
