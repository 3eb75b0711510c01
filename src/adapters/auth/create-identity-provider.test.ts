import { describe, expect, it } from 'vitest';
import { testConfiguration } from '../../../tests/fakes/foundation';
import { FakeAuthGateway } from '../../../tests/fakes/auth';
import { createIdentityProvider } from './create-identity-provider';
import { FirebaseIdentityProvider } from './firebase-identity-provider';
import { readFirebaseConfig } from './firebase-sdk-loader';
import { LocalIdentityProvider } from './local-identity-provider';

describe('createIdentityProvider', () => {
  it('is the offline provider by default', () => {
    expect(createIdentityProvider(testConfiguration(), { gateway: new FakeAuthGateway() })).toBeInstanceOf(LocalIdentityProvider);
  });

  it('is Firebase when the configuration carries a Firebase web configuration', async () => {
    const firebase = { apiKey: 'AIza-test', authDomain: 'seaway-test.firebaseapp.com', projectId: 'seaway-test' };
    const loaded: unknown[] = [];
    const provider = createIdentityProvider(
      { ...testConfiguration(), firebase },
      { gateway: new FakeAuthGateway(), loadFirebase: async (config) => (loaded.push(config), { signInWithPopup: async () => ({}) }) },
    );
    expect(provider).toBeInstanceOf(FirebaseIdentityProvider);
    expect(loaded).toEqual([]);
    await provider.signIn('Firebase.Google');
    expect(loaded).toEqual([firebase]);
  });

  it('ignores a malformed Firebase configuration', () => {
    expect(readFirebaseConfig({ firebase: { apiKey: 1 } })).toBeUndefined();
    expect(readFirebaseConfig(null)).toBeUndefined();
  });
});
