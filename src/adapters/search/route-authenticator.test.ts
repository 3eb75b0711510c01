import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../../../tests/fakes/foundation';
import { RouteAuthenticator } from './route-authenticator';

describe('RouteAuthenticator', () => {
  it('goes to the login page in the current language and reports aborted', async () => {
    const navigator = new FakeNavigator('/fr/location-bateau/recherche');
    const authenticator = new RouteAuthenticator(navigator, () => ({ language: 'fr', defaultLanguage: 'en' }));
    expect(authenticator.isSignedIn).toBe(false);
    expect(await authenticator.authenticate()).toEqual({ kind: 'aborted' });
    expect(navigator.history).toEqual(['/fr/login']);
  });
});
