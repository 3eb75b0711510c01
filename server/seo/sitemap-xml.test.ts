import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import { languageArb } from '../../tests/arbitraries/routing';
import { parseSitemapFile, sitemapIndex, sitemapPath, urlEntry, urlSet } from './sitemap-xml';

describe('urlEntry', () => {
  const entry = urlEntry(
    { routeIn: (l) => ({ screen: 'genericLanding', segments: [l === 'fr' ? 'location-bateau' : 'boat-rental', 'saint-tropez'] }), lastmod: '2026-05-30' },
    'fr',
    'https://www.seaway.example',
  );

  it("gives the page in the sitemap's language, its lastmod, and 14 alternates: the 13 languages and x-default", () => {
    expect(entry).toContain('<loc>https://www.seaway.example/fr/location-bateau/saint-tropez</loc><lastmod>2026-05-30</lastmod>');
    const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(alternates.map((m) => m[1])).toEqual([...LANGUAGE_CODES, 'x-default']);
    expect(alternates.find((m) => m[1] === 'de')?.[2]).toBe('https://www.seaway.example/de/boat-rental/saint-tropez');
    expect(alternates.find((m) => m[1] === 'x-default')?.[2]).toBe('https://www.seaway.example/boat-rental/saint-tropez');
  });

  it('escapes what XML needs escaped', () => {
    const odd = urlEntry({ routeIn: () => ({ screen: 'home' }) }, 'en', 'https://x.example/a&b');
    expect(odd).toContain('<loc>https://x.example/a&amp;b/</loc>');
    expect(urlSet([odd])).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(sitemapIndex([{ loc: 'https://x.example/sitemaps/en.xml', lastmod: '2026-05-30' }])).toContain(
      '<sitemap><loc>https://x.example/sitemaps/en.xml</loc><lastmod>2026-05-30</lastmod></sitemap>',
    );
  });
});

describe('sitemap file names', () => {
  it('read back what they write, for every language and page', () => {
    fc.assert(
      fc.property(languageArb, fc.integer({ min: 1, max: 999_999 }), (language, page) => {
        const file = sitemapPath(language, page).replace('/sitemaps/', '');
        expect(parseSitemapFile(file)).toEqual({ language, page });
      }),
    );
  });

  it('name one file per page: page 1 has no number, and anything else is not a sitemap', () => {
    expect(sitemapPath('en-GB', 1)).toBe('/sitemaps/en-GB.xml');
    expect(sitemapPath('en-GB', 2)).toBe('/sitemaps/en-GB-2.xml');
    for (const file of ['en-1.xml', 'en-0.xml', 'xx.xml', 'en-GB-01.xml', 'en.txt', 'en-02.xml']) expect(parseSitemapFile(file), file).toBeUndefined();
  });
});
