import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import type { FirebaseAuthClient, FirebaseProviderId } from './firebase-identity-provider';

/** The Firebase web configuration (public values) the server may add to the app configuration under `firebase`. */
export const FirebaseWebConfig = t.type({ apiKey: t.string, authDomain: t.string, projectId: t.string });
export type FirebaseWebConfig = t.TypeOf<typeof FirebaseWebConfig>;

/** Reads `firebase` from the configuration object, if present and well formed. */
export const readFirebaseConfig = (configuration: unknown): FirebaseWebConfig | undefined => {
  if (typeof configuration !== 'object' || configuration === null) return undefined;
  const decoded = FirebaseWebConfig.decode((configuration as { firebase?: unknown }).firebase);
  return isRight(decoded) ? decoded.right : undefined;
};

export const FIREBASE_SDK_VERSION = '10.14.1';
const SDK_BASE = `https://www.gstatic.com/firebasejs/${FIREBASE_SDK_VERSION}`;

/** The compat SDK's global, as far as we use it. */
interface FirebaseCompat {
  apps: unknown[];
  initializeApp(config: FirebaseWebConfig): unknown;
  auth: {
    (): { signInWithPopup(provider: unknown): Promise<unknown> };
    OAuthProvider: new (providerId: string) => { addScope(scope: string): void };
  };
}

const loadScript = (document: Document, src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });

const SCOPES: Readonly<Record<FirebaseProviderId, readonly string[]>> = {
  'apple.com': ['email', 'name'],
  'facebook.com': ['email'],
  'google.com': ['email', 'profile'],
};

/** Loads the Firebase Auth compat SDK once, only when a provider button is first used (not on the first screen). */
export const loadFirebaseAuth = async (config: FirebaseWebConfig, host: Window = window): Promise<FirebaseAuthClient> => {
  await loadScript(host.document, `${SDK_BASE}/firebase-app-compat.js`);
  await loadScript(host.document, `${SDK_BASE}/firebase-auth-compat.js`);
  const firebase = (host as Window & { firebase?: FirebaseCompat }).firebase;
  if (!firebase) throw new Error('The Firebase SDK did not load');
  if (firebase.apps.length === 0) firebase.initializeApp(config);
  return {
    signInWithPopup: (providerId) => {
      const provider = new firebase.auth.OAuthProvider(providerId);
      for (const scope of SCOPES[providerId]) provider.addScope(scope);
      return firebase.auth().signInWithPopup(provider);
    },
  };
};
