import type { AuthGateway } from '../../application/auth/auth-gateway';
import type { IdentityProvider } from '../../application/auth/identity-provider';
import { FirebaseIdentityProvider, type FirebaseAuthClient } from './firebase-identity-provider';
import { loadFirebaseAuth, readFirebaseConfig, type FirebaseWebConfig } from './firebase-sdk-loader';
import { LocalIdentityProvider } from './local-identity-provider';

export interface IdentityProviderDeps {
  readonly gateway: AuthGateway;
  readonly loadFirebase?: (config: FirebaseWebConfig) => Promise<FirebaseAuthClient>;
}

/** Firebase when the configuration carries a Firebase web configuration; otherwise the offline provider. */
export const createIdentityProvider = (configuration: unknown, deps: IdentityProviderDeps): IdentityProvider => {
  const firebase = readFirebaseConfig(configuration);
  if (firebase === undefined) return new LocalIdentityProvider(deps.gateway);
  const load = deps.loadFirebase ?? ((config: FirebaseWebConfig) => loadFirebaseAuth(config));
  return new FirebaseIdentityProvider(() => load(firebase));
};
