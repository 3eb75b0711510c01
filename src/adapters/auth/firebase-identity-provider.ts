import type { ThirdPartyProfile, ThirdPartyProvider } from '../../domain/auth/funnel';
import type { IdentityProvider, IdentityResult } from '../../application/auth/identity-provider';

/** Firebase's provider ids for the spec's providers (CAB is not a Firebase provider). */
export const FIREBASE_PROVIDER_IDS: Readonly<Partial<Record<ThirdPartyProvider, FirebaseProviderId>>> = {
  'Firebase.Apple': 'apple.com',
  'Firebase.Facebook': 'facebook.com',
  'Firebase.Google': 'google.com',
};
export type FirebaseProviderId = 'apple.com' | 'facebook.com' | 'google.com';

/** The part of the Firebase Auth SDK we use: a popup sign-in giving a UserCredential (read as unknown, then checked). */
export interface FirebaseAuthClient {
  signInWithPopup(providerId: FirebaseProviderId): Promise<unknown>;
}

/** Message keys (auth namespace) of provider failures. */
export const PROVIDER_MESSAGES = {
  failed: 'provider.failed',
  popupBlocked: 'provider.popupBlocked',
  accountExistsWithDifferentCredential: 'provider.accountExistsWithDifferentCredential',
  network: 'server.network',
  unavailable: 'provider.unavailable',
} as const;

const CANCELLED_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);
const FAILURE_KEYS: Readonly<Record<string, string>> = {
  'auth/popup-blocked': PROVIDER_MESSAGES.popupBlocked,
  'auth/account-exists-with-different-credential': PROVIDER_MESSAGES.accountExistsWithDifferentCredential,
  'auth/network-request-failed': PROVIDER_MESSAGES.network,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** "Ada Lovelace" → Ada / Lovelace; one word is a first name. */
const splitName = (name: string | undefined): { firstName?: string; lastName?: string } => {
  const words = (name ?? '').split(/\s+/).filter((w) => w !== '');
  const [first, ...rest] = words;
  if (first === undefined) return {};
  return rest.length === 0 ? { firstName: first } : { firstName: first, lastName: rest.join(' ') };
};

/**
 * The profile from a UserCredential: the provider's profile (Google given_name/family_name, Facebook
 * first_name/last_name) first, then the Firebase user (email, displayName). Apple may share no email.
 */
export const profileFromCredential = (credential: Record<string, unknown>): ThirdPartyProfile => {
  const user = isRecord(credential.user) ? credential.user : {};
  const info = isRecord(credential.additionalUserInfo) ? credential.additionalUserInfo : {};
  const profile = isRecord(info.profile) ? info.profile : {};
  const fromDisplayName = splitName(text(user.displayName) ?? text(profile.name));
  const email = text(profile.email) ?? text(user.email);
  const firstName = text(profile.given_name) ?? text(profile.first_name) ?? fromDisplayName.firstName;
  const lastName = text(profile.family_name) ?? text(profile.last_name) ?? fromDisplayName.lastName;
  return { ...(email && { email }), ...(firstName && { firstName }), ...(lastName && { lastName }) };
};

/**
 * Apple, Facebook and Google through Firebase Authentication: a popup sign-in, then the Firebase ID token, which the
 * server verifies (server/identity/firebase-verifier). Selected when the configuration carries a Firebase project.
 */
export class FirebaseIdentityProvider implements IdentityProvider {
  private client: Promise<FirebaseAuthClient> | undefined;

  constructor(private readonly loadClient: () => Promise<FirebaseAuthClient>) {}

  async signIn(provider: ThirdPartyProvider): Promise<IdentityResult> {
    const providerId = FIREBASE_PROVIDER_IDS[provider];
    if (providerId === undefined) return { kind: 'failed', message: PROVIDER_MESSAGES.unavailable };
    let client: FirebaseAuthClient;
    try {
      this.client ??= this.loadClient();
      client = await this.client;
    } catch {
      // The SDK could not load (offline, blocked): try again next time.
      this.client = undefined;
      return { kind: 'failed', message: PROVIDER_MESSAGES.unavailable };
    }
    let credential: unknown;
    try {
      credential = await client.signInWithPopup(providerId);
    } catch (error) {
      const code = isRecord(error) ? text(error.code) : undefined;
      if (code !== undefined && CANCELLED_CODES.has(code)) return { kind: 'cancelled' };
      return { kind: 'failed', message: (code !== undefined && FAILURE_KEYS[code]) || PROVIDER_MESSAGES.failed };
    }
    return readCredential(provider, credential);
  }
}

/** Reads the ID token and the profile of a UserCredential; a shape we do not know is a failure, never a crash. */
export const readCredential = async (provider: ThirdPartyProvider, credential: unknown): Promise<IdentityResult> => {
  if (!isRecord(credential) || !isRecord(credential.user)) return { kind: 'failed', message: PROVIDER_MESSAGES.failed };
  const getIdToken = credential.user.getIdToken;
  if (typeof getIdToken !== 'function') return { kind: 'failed', message: PROVIDER_MESSAGES.failed };
  let token: unknown;
  try {
    token = await (getIdToken as () => Promise<unknown>).call(credential.user);
  } catch {
    return { kind: 'failed', message: PROVIDER_MESSAGES.failed };
  }
  if (typeof token !== 'string' || token.split('.').length !== 3) return { kind: 'failed', message: PROVIDER_MESSAGES.failed };
  return { kind: 'signedIn', provider, token, profile: profileFromCredential(credential) };
};
