import {
  DEFAULT_LANGUAGE,
  DEFAULT_PHONE_PREFIX,
  EXPERIENCES_SEGMENT,
  EXPERIENCES_WORDS,
  LANGUAGE_CODES,
  RENTAL_SEGMENT,
  RENTAL_SEGMENTS,
  type LanguageCode,
} from '../i18n/languages';
import { formatRoute, type Route, type Screen } from '../routing/route';
import { DEFAULT_FILTERS } from '../search/search-filters';
import { formatSearchQuery, parseSearchQuery } from '../search/search-url';

/** One `<link rel="alternate" hreflang>`: a language code of the languages file, or x-default. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** Where a page's absolute URLs start (the site's public origin) and which language has no path prefix. */
export interface UrlContext {
  readonly origin: string;
  readonly defaultLanguage?: LanguageCode;
}

/** The public pages a search engine may index; everything else (account, checkout, back office, not found) is noindex. */
const INDEXABLE: ReadonlySet<Screen> = new Set<Screen>(['home', 'search', 'product', 'activity', 'activityLanding', 'genericLanding']);
export const isIndexable = (screen: Screen): boolean => INDEXABLE.has(screen);

const fold = (segment: string): string => segment.normalize('NFC').toLowerCase();
const RENTAL = new Set(RENTAL_SEGMENTS.map(fold));
// Longest first, so that no experiences word shadows a longer one starting with it (like the server's landing parser).
const EXPERIENCES_BY_LENGTH = [...EXPERIENCES_WORDS].sort((a, b) => b.length - a.length);

/**
 * A landing's path in another language: its first segment is the language's SEO word when it is one (any
 * language's rental segment, or an experiences word with what follows it, `experiences-marseille`); place and boat
 * type slugs are the same in every language.
 */
export const translateLandingSegments = (segments: readonly string[], to: LanguageCode): readonly string[] => {
  const [first, ...rest] = segments;
  if (first === undefined) return segments;
  const folded = fold(first);
  if (RENTAL.has(folded)) return [RENTAL_SEGMENT[to], ...rest];
  const word = EXPERIENCES_BY_LENGTH.find((w) => folded.startsWith(w));
  if (word !== undefined) return [`${EXPERIENCES_SEGMENT[to]}${first.slice(word.length)}`, ...rest];
  return segments;
};

/** The same page in another language, with that language's SEO words (the product's prefix, a landing's first word). */
export const translateRoute = (route: Route, to: LanguageCode): Route => {
  switch (route.screen) {
    case 'product':
      return { ...route, seoPrefix: RENTAL_SEGMENT[to] };
    case 'activityLanding':
    case 'genericLanding':
      return { ...route, segments: translateLandingSegments(route.segments, to) };
    default:
      // Search and activity pages format their words from the language already; the rest have none.
      return route;
  }
};

/** A page's `_page` (landing): a whole number above 1, else none. */
const landingPage = (params: URLSearchParams): number | undefined => {
  const value = params.get('_page');
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const page = Number(value);
  return page > 1 ? page : undefined;
};

/**
 * What a canonical URL keeps of the query (docs/decisions.md): a search keeps its place and boat types (what a
 * landing names too), normalised by the search codec; dates, people, other filters, sort, page and tracking
 * parameters are dropped. A landing keeps `_page` above 1 (each page lists other boats). Other pages keep nothing.
 */
export const canonicalQuery = (route: Route, search: string): string => {
  if (route.screen === 'search') {
    // Neither the place nor the boat types depend on the year the filter context carries.
    const filters = parseSearchQuery(search, { currentYear: 2000 });
    return formatSearchQuery({
      ...DEFAULT_FILTERS,
      ...(filters.address !== undefined && { address: filters.address }),
      ...(route.kind === 'boat' && filters.types !== undefined && { types: filters.types }),
    });
  }
  if (route.screen === 'activityLanding' || route.screen === 'genericLanding') {
    const page = landingPage(new URLSearchParams(search));
    return page === undefined ? '' : `_page=${page}`;
  }
  return '';
};

const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** An absolute URL on the site: already absolute (http, https, protocol-relative) URLs are kept. */
export const absoluteUrl = (origin: string, url: string): string => {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${trimOrigin(origin)}${url.startsWith('/') ? '' : '/'}${url}`;
};

/** The absolute URL of a page in a language, with the given query (without '?'). */
export const pageUrl = (route: Route, language: LanguageCode, query: string, context: UrlContext): string => {
  const path = formatRoute(translateRoute(route, language), language, context.defaultLanguage ?? DEFAULT_LANGUAGE);
  return `${trimOrigin(context.origin)}${path}${query === '' ? '' : `?${query}`}`;
};

/** The canonical URL: the page in its own language, the query reduced to what names the page (canonicalQuery). */
export const canonicalUrl = (route: Route, language: LanguageCode, search: string, context: UrlContext): string =>
  pageUrl(route, language, canonicalQuery(route, search), context);

/**
 * The page in each language (hreflang = the language's code: en-GB and en-US are languages of their own) and
 * x-default, the default language's URL. The query is the canonical one, the same in every language.
 */
export const alternates = (
  route: Route,
  search: string,
  context: UrlContext,
  languages: readonly LanguageCode[] = LANGUAGE_CODES,
): readonly Alternate[] => {
  const query = canonicalQuery(route, search);
  const defaultLanguage = context.defaultLanguage ?? DEFAULT_LANGUAGE;
  return [
    ...languages.map((language) => ({ hreflang: language, href: pageUrl(route, language, query, context) })),
    { hreflang: 'x-default', href: pageUrl(route, defaultLanguage, query, context) },
  ];
};

/**
 * Open Graph's locale (language_TERRITORY): the language's own territory when it names one, else the territory of
 * its default phone prefix (en → en_GB, like its phone prefix).
 */
export const ogLocale = (language: LanguageCode): string => {
  const [base, territory] = language.split('-');
  return `${base}_${territory ?? DEFAULT_PHONE_PREFIX[language]}`;
};

/** The other languages' Open Graph locales, each once, without the page's own. */
export const ogLocaleAlternates = (language: LanguageCode, languages: readonly LanguageCode[] = LANGUAGE_CODES): readonly string[] => {
  const own = ogLocale(language);
  return [...new Set(languages.map(ogLocale))].filter((locale) => locale !== own);
};
