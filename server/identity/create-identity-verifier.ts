import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { serverSecret } from '../auth/server-secret';
import { googleSecureTokenKeys, verifyFirebaseIdToken, type KeySource } from './firebase-verifier';
import { rejected, type IdentityVerifier } from './identity';
import { verifyOfflineProviderToken } from './offline-provider-token';

/** The offline provider (and its dev token endpoint) serves only while no real provider is configured. */
export const isOfflineIdentityActive = (config: Pick<ServerConfig, 'firebaseProjectId'>): boolean => !config.firebaseProjectId;

export interface IdentityDeps {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  readonly now: () => Date;
}

/**
 * Firebase (Apple, Facebook, Google) when FIREBASE_PROJECT_ID is set, with no CAB provider then; otherwise the
 * offline provider for all four.
 */
export const createIdentityVerifier = (deps: IdentityDeps, options: { firebaseKeys?: KeySource } = {}): IdentityVerifier => {
  const projectId = deps.config.firebaseProjectId;
  if (projectId) {
    const keys = options.firebaseKeys ?? googleSecureTokenKeys();
    return {
      offline: false,
      verifyProviderToken: (providerId, token) =>
        providerId === 'CAB' ? Promise.resolve(rejected('provider')) : verifyFirebaseIdToken(providerId, token, { projectId, keys, now: deps.now }),
    };
  }
  return {
    offline: true,
    verifyProviderToken: async (providerId, token) => {
      const secret = await serverSecret(deps.db, deps.config.identitySecret);
      const check = verifyOfflineProviderToken(secret, token, deps.now());
      return check.ok && check.identity.provider !== providerId ? rejected('provider') : check;
    },
  };
};
