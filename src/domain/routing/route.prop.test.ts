import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languageArb, routeArb } from '../../../tests/arbitraries/routing';
import { LANGUAGE_CODES } from '../i18n/languages';
import { formatRoute, parsePath, switchLanguage } from './route';

describe('route table properties', () => {
  it('format then parse gives back the same route and language, for every language', () => {
    fc.assert(
      fc.property(
        languageArb.chain((language) => fc.tuple(fc.constant(language), routeArb(language))),
        ([language, route]) => {
          const path = formatRoute(route, language);
          const parsed = parsePath(path);
          expect(parsed.language).toBe(language);
          expect(parsed.route).toEqual(route);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('parsing never throws and always resolves a screen', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl().map((u) => new URL(u).pathname + '%')), (path) => {
        const parsed = parsePath(path);
        expect(LANGUAGE_CODES).toContain(parsed.language);
        expect(typeof parsed.route.screen).toBe('string');
      }),
      { numRuns: 1500 },
    );
  });

  it('the language switcher keeps an activity page (its experiences word follows the language)', () => {
    fc.assert(
      fc.property(
        fc.tuple(languageArb, languageArb).chain(([from, to]) =>
          fc.tuple(fc.constant(from), fc.constant(to), routeArb(from).filter((route) => route.screen === 'activity')),
        ),
        ([from, to, route]) => {
          expect(parsePath(switchLanguage(formatRoute(route, from), to))).toMatchObject({ language: to, route });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a non-default default language round trips too', () => {
    fc.assert(
      fc.property(languageArb.chain((language) => fc.tuple(fc.constant(language), routeArb(language))), ([language, route]) => {
        const path = formatRoute(route, language, 'fr');
        expect(parsePath(path, { defaultLanguage: 'fr' })).toMatchObject({ language, route });
      }),
    );
  });
});
