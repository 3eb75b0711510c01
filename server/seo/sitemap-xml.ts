import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '../../src/domain/i18n/languages';
import { formatRoute } from '../../src/domain/routing/route';
import { escapeHtml } from '../dev/escape-html';
import type { SitemapPage } from './sitemap-pages';

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB uncompressed; each URL here carries 14 alternates,
 * up to about 6 KB with the longest slugs, so 5,000 keep a file under 30 MB whatever the slugs.
 */
export const SITEMAP_URLS_PER_PAGE = 5000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** Where a language's sitemap lives: /sitemaps/{language}.xml, then /sitemaps/{language}-{n}.xml from page 2. */
export const sitemapPath = (language: LanguageCode, page: number): string => `/sitemaps/${language}${page > 1 ? `-${page}` : ''}.xml`;

/** The language and page a sitemap file name names ("fr.xml", "en-GB-2.xml"), or undefined. */
export const parseSitemapFile = (file: string): { language: LanguageCode; page: number } | undefined => {
  const match = /^(.+?)(?:-([2-9]|[1-9]\d{1,5}))?\.xml$/.exec(file);
  if (!match || !isLanguageCode(match[1]!)) return undefined;
  return { language: match[1], page: match[2] === undefined ? 1 : Number(match[2]) };
};

/**
 * One <url>: the page in `language`, its lastmod, and its alternates in the 13 languages plus x-default (the default
 * language's URL), the same set in every language's sitemap as hreflang requires.
 */
export const urlEntry = (page: SitemapPage, language: LanguageCode, base: string): string => {
  const urlIn = (l: LanguageCode) => escapeHtml(`${base}${formatRoute(page.routeIn(l), l, DEFAULT_LANGUAGE)}`);
  const alternates = LANGUAGE_CODES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${urlIn(l)}"/>`);
  return [
    '<url>',
    `<loc>${urlIn(language)}</loc>`,
    ...(page.lastmod !== undefined ? [`<lastmod>${page.lastmod}</lastmod>`] : []),
    ...alternates,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(DEFAULT_LANGUAGE)}"/>`,
    '</url>',
  ].join('');
};

export const urlSet = (entries: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}" xmlns:xhtml="${XHTML}">\n${entries.join('\n')}\n</urlset>\n`;

export const sitemapIndex = (sitemaps: readonly { loc: string; lastmod?: string | undefined }[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${sitemaps
    .map((s) => `<sitemap><loc>${escapeHtml(s.loc)}</loc>${s.lastmod !== undefined ? `<lastmod>${s.lastmod}</lastmod>` : ''}</sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
