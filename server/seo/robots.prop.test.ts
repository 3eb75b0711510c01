import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRoute, parsePath } from '../../src/domain/routing/route';
import { languageArb, routeArb } from '../../tests/arbitraries/routing';
import { disallowRules, isDisallowed, isPublicScreen } from './robots';

const rules = disallowRules();

describe('robots.txt rules (properties)', () => {
  it('close every private page and no public one, in every language, with or without the language segment or a query', () => {
    fc.assert(
      fc.property(
        languageArb.chain((language) => fc.tuple(fc.constant(language), routeArb(language))),
        fc.boolean(),
        fc.option(fc.constantFrom('?startDate=2026-07-01', '?next=%2Faccount', '?'), { nil: '' }),
        ([language, route], prefixed, query) => {
          const path = prefixed ? `/${language}${formatRoute(route, language, language)}` : formatRoute(route, language);
          // What the server will show at that path decides: a route whose path reads as another screen is that screen.
          const shown = parsePath(path).route.screen;
          expect(isDisallowed(rules, `${path}${query}`), `${path}${query} (${shown})`).toBe(!isPublicScreen(shown));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
