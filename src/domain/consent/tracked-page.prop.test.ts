import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languageArb } from '../../../tests/arbitraries/routing';
import { secretArb } from '../../../tests/arbitraries/consent';
import { formatRoute, type Route } from '../routing/route';
import { trackedPage } from './tracked-page';

const secretRoutes = (secret: string): Route[] => [
  { screen: 'paymentSession', hash: secret },
  { screen: 'bookingSuccess', hash: secret },
  { screen: 'chatConversation', hash: secret, ish: 'booking-4' },
  { screen: 'offer', hash: secret },
  { screen: 'passwordReset', token: secret },
];

describe('tracked page properties', () => {
  it('a secret of the path or a secret query value never reaches the data layer', () => {
    fc.assert(
      fc.property(languageArb, secretArb, fc.integer({ min: 0, max: 4 }), fc.constantFrom('token', 'payment_intent_client_secret', 'email', 'gclid', 'code'), (language, secret, index, key) => {
        const route = secretRoutes(secret)[index]!;
        const page = trackedPage(formatRoute(route, language), `?${key}=${secret}&utm_source=mail`);
        expect(page.pagePath).not.toContain(secret);
        expect(page.screen).toBe(route.screen);
        expect(page.language).toBe(language);
        expect(page.pagePath.endsWith('?utm_source=mail')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, always a path from the root, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webPath(), fc.string()), fc.string(), (path, search) => {
        const once = trackedPage(path, search);
        expect(once.pagePath.startsWith('/')).toBe(true);
        const [p, q] = once.pagePath.split('?');
        expect(trackedPage(p ?? '', q ? `?${q}` : '').pagePath).toBe(once.pagePath);
      }),
      { numRuns: 500 },
    );
  });
});
