import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageArb, routeArb } from '../../../tests/arbitraries/routing';
import { LANGUAGE_CODES } from '../i18n/languages';
import { parsePath } from '../routing/route';
import { alternates, canonicalUrl, translateRoute } from './page-url';

const ORIGIN = 'https://www.seaway.test';
const routeInLanguage = languageArb.chain((language) => routeArb(language).map((route) => ({ language, route })));
const query = fc.oneof(fc.constant(''), fc.string({ maxLength: 40 }).map((s) => `?${s}`));

describe('alternates (properties)', () => {
  it('lists 13 languages once each and x-default, each URL on the site and opening the same kind of page in its language', () => {
    fc.assert(
      fc.property(routeInLanguage, query, ({ route }, search) => {
        const list = alternates(route, search, { origin: ORIGIN });
        expect(list.map((a) => a.hreflang)).toEqual([...LANGUAGE_CODES, 'x-default']);
        for (const { hreflang, href } of list) {
          expect(href.startsWith(`${ORIGIN}/`)).toBe(true);
          if (hreflang === 'x-default') continue;
          const resolved = parsePath(href.slice(ORIGIN.length));
          expect(resolved.language).toBe(hreflang);
          expect(resolved.route.screen).toBe(route.screen === 'partial' ? 'home' : route.screen);
        }
        expect(list.at(-1)?.href).toBe(list.find((a) => a.hreflang === 'en')?.href);
      }),
    );
  });

  it('contains the canonical URL as the page language\'s own alternate', () => {
    fc.assert(
      fc.property(routeInLanguage, query, ({ route, language }, search) => {
        const own = alternates(route, search, { origin: ORIGIN }).find((a) => a.hreflang === language);
        expect(own?.href).toBe(canonicalUrl(route, language, search, { origin: ORIGIN }));
      }),
    );
  });

  it('translating to another language and back gives the page again', () => {
    fc.assert(
      fc.property(routeInLanguage, languageArb, ({ route, language }, other) => {
        expect(translateRoute(translateRoute(translateRoute(route, language), other), language)).toEqual(translateRoute(route, language));
      }),
    );
  });
});
