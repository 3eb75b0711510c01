import { describe, expect, it } from 'vitest';
import { FirebaseIdentityProvider, PROVIDER_MESSAGES, profileFromCredential, readCredential, type FirebaseAuthClient } from './firebase-identity-provider';

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJ1aWQifQ.c2lnbmF0dXJl';

// UserCredential shapes as the Firebase Auth compat SDK returns them (trimmed to what is read).
const googleCredential = () => ({
  user: { uid: 'g-uid', email: 'ann.lee@gmail.com', displayName: 'Ann Lee', emailVerified: true, getIdToken: async () => ID_TOKEN },
  credential: { providerId: 'google.com', signInMethod: 'google.com' },
  additionalUserInfo: {
    providerId: 'google.com',
    isNewUser: true,
    profile: { email: 'ann.lee@gmail.com', given_name: 'Ann', family_name: 'Lee', name: 'Ann Lee', verified_email: true, locale: 'fr' },
  },
  operationType: 'signIn',
});
const facebookCredential = () => ({
  user: { uid: 'f-uid', email: null, displayName: 'Jean-Luc Picard', getIdToken: async () => ID_TOKEN },
  additionalUserInfo: { providerId: 'facebook.com', isNewUser: false, profile: { id: '1', first_name: 'Jean-Luc', last_name: 'Picard', name: 'Jean-Luc Picard', email: 'jl@example.fr' } },
});
const appleCredential = () => ({
  user: { uid: 'a-uid', email: null, displayName: null, getIdToken: async () => ID_TOKEN },
  additionalUserInfo: { providerId: 'apple.com', isNewUser: true, profile: { iss: 'https://appleid.apple.com', sub: '0012.abc', is_private_email: 'true' } },
});

const client = (answer: () => Promise<unknown>): FirebaseAuthClient & { asked: string[] } => {
  const asked: string[] = [];
  return { asked, signInWithPopup: (id) => (asked.push(id), answer()) };
};

describe('FirebaseIdentityProvider', () => {
  it('Google: the ID token and the given and family names', async () => {
    const c = client(async () => googleCredential());
    const result = await new FirebaseIdentityProvider(async () => c).signIn('Firebase.Google');
    expect(c.asked).toEqual(['google.com']);
    expect(result).toEqual({
      kind: 'signedIn',
      provider: 'Firebase.Google',
      token: ID_TOKEN,
      profile: { email: 'ann.lee@gmail.com', firstName: 'Ann', lastName: 'Lee' },
    });
  });

  it("Facebook: the profile's names and email, the user's email being null", () => {
    expect(profileFromCredential(facebookCredential())).toEqual({ email: 'jl@example.fr', firstName: 'Jean-Luc', lastName: 'Picard' });
  });

  it('Apple without email or name gives an empty profile (the funnel then asks for the email)', async () => {
    const result = await readCredential('Firebase.Apple', appleCredential());
    expect(result).toEqual({ kind: 'signedIn', provider: 'Firebase.Apple', token: ID_TOKEN, profile: {} });
  });

  it('a display name alone is split into first and last names', () => {
    expect(profileFromCredential({ user: { displayName: '  Ada   King Lovelace ' } })).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(profileFromCredential({ user: { displayName: 'Cher' } })).toEqual({ firstName: 'Cher' });
  });

  it.each([
    ['auth/popup-closed-by-user', { kind: 'cancelled' }],
    ['auth/cancelled-popup-request', { kind: 'cancelled' }],
    ['auth/popup-blocked', { kind: 'failed', message: PROVIDER_MESSAGES.popupBlocked }],
    ['auth/account-exists-with-different-credential', { kind: 'failed', message: PROVIDER_MESSAGES.accountExistsWithDifferentCredential }],
    ['auth/internal-error', { kind: 'failed', message: PROVIDER_MESSAGES.failed }],
  ])('the SDK error %s', async (code, expected) => {
    const c = client(async () => {
      throw Object.assign(new Error('Firebase: error'), { code });
    });
    expect(await new FirebaseIdentityProvider(async () => c).signIn('Firebase.Facebook')).toEqual(expected);
  });

  it('shapes it does not know are failures, never crashes', async () => {
    for (const shape of [null, 'x', {}, { user: {} }, { user: { getIdToken: 'no' } }, { user: { getIdToken: async () => 42 } }, { user: { getIdToken: async () => 'not-a-jwt' } }, { user: { getIdToken: async () => { throw new Error('x'); } } }]) {
      expect(await readCredential('Firebase.Google', shape)).toEqual({ kind: 'failed', message: PROVIDER_MESSAGES.failed });
    }
  });

  it('an SDK that cannot load fails and is tried again next time; CAB is not a Firebase provider', async () => {
    let loads = 0;
    const provider = new FirebaseIdentityProvider(async () => {
      loads += 1;
      if (loads === 1) throw new Error('blocked');
      return client(async () => googleCredential());
    });
    expect(await provider.signIn('Firebase.Google')).toEqual({ kind: 'failed', message: PROVIDER_MESSAGES.unavailable });
    expect((await provider.signIn('Firebase.Google')).kind).toBe('signedIn');
    expect(await provider.signIn('CAB')).toEqual({ kind: 'failed', message: PROVIDER_MESSAGES.unavailable });
    expect(loads).toBe(2);
  });
});

describe('provider message keys', () => {
  it('exist in the English auth namespace', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const english = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'en', 'auth.json'), 'utf8')) as Record<string, Record<string, string>>;
    for (const key of Object.values(PROVIDER_MESSAGES)) {
      const [group, name] = key.split('.') as [string, string];
      expect(english[group]?.[name], key).toBeTypeOf('string');
    }
  });
});
