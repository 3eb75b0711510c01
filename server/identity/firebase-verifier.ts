import { createPublicKey, KeyObject, verify, X509Certificate, type JsonWebKey } from 'node:crypto';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import type { ThirdPartyProvider } from '../../src/domain/auth/funnel';
import { parseCompactJws } from './compact-jws';
import { rejected, type TokenCheck } from './identity';

/** Public keys by key id: PEM certificates (Google's x509 list), PEM public keys, JWKs, or KeyObjects. */
export type PublicKeyMap = Readonly<Record<string, string | KeyObject | JsonWebKey>>;
export type KeySource = () => Promise<PublicKeyMap>;

/** Firebase's sign_in_provider per provider id of the spec. */
export const FIREBASE_SIGN_IN_PROVIDERS: Readonly<Record<Exclude<ThirdPartyProvider, 'CAB'>, string>> = {
  'Firebase.Apple': 'apple.com',
  'Firebase.Facebook': 'facebook.com',
  'Firebase.Google': 'google.com',
};

const CLOCK_SKEW_S = 300;

const Header = t.type({ alg: t.literal('RS256'), kid: t.string });
const Payload = t.intersection([
  t.type({ iss: t.string, aud: t.string, sub: t.string, iat: t.number, exp: t.number }),
  t.partial({
    auth_time: t.number,
    email: t.string,
    email_verified: t.boolean,
    name: t.string,
    firebase: t.partial({ sign_in_provider: t.string }),
  }),
]);

const toKeyObject = (key: string | KeyObject | JsonWebKey): KeyObject => {
  if (key instanceof KeyObject) return key;
  if (typeof key !== 'string') return createPublicKey({ key, format: 'jwk' });
  return key.includes('BEGIN CERTIFICATE') ? new X509Certificate(key).publicKey : createPublicKey(key);
};

/** "Ada Lovelace" → Ada / Lovelace; a single word is a first name. */
const splitName = (name: string | undefined): { firstName?: string; lastName?: string } => {
  const words = (name ?? '').trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return {};
  const [first, ...rest] = words as [string, ...string[]];
  return rest.length === 0 ? { firstName: first } : { firstName: first, lastName: rest.join(' ') };
};

export interface FirebaseVerifierOptions {
  readonly projectId: string;
  readonly keys: KeySource;
  readonly now: () => Date;
}

/** Verifies a Firebase ID token (RS256) as Firebase documents: key id, signature, iss, aud, exp, iat, sub, provider. */
export const verifyFirebaseIdToken = async (
  providerId: ThirdPartyProvider,
  token: string,
  options: FirebaseVerifierOptions,
): Promise<TokenCheck> => {
  if (providerId === 'CAB') return rejected('provider');
  const jws = parseCompactJws(token);
  if (!jws) return rejected('malformed');
  const header = Header.decode(jws.header);
  if (isLeft(header)) return rejected('malformed');
  let keys: PublicKeyMap;
  try {
    keys = await options.keys();
  } catch {
    return rejected('unavailable');
  }
  const key = Object.prototype.hasOwnProperty.call(keys, header.right.kid) ? keys[header.right.kid] : undefined;
  if (key === undefined) return rejected('signature');
  let valid = false;
  try {
    valid = verify('RSA-SHA256', Buffer.from(jws.signingInput), toKeyObject(key), jws.signature);
  } catch {
    valid = false;
  }
  if (!valid) return rejected('signature');
  const decoded = Payload.decode(jws.payload);
  if (isLeft(decoded)) return rejected('claims');
  const p = decoded.right;
  const nowS = options.now().getTime() / 1000;
  if (p.exp <= nowS) return rejected('expired');
  if (p.iat > nowS + CLOCK_SKEW_S || (p.auth_time !== undefined && p.auth_time > nowS + CLOCK_SKEW_S)) return rejected('claims');
  if (p.aud !== options.projectId || p.iss !== `https://securetoken.google.com/${options.projectId}`) return rejected('claims');
  if (p.sub === '' || p.sub.length > 128) return rejected('claims');
  if (p.firebase?.sign_in_provider !== FIREBASE_SIGN_IN_PROVIDERS[providerId]) return rejected('provider');
  return {
    ok: true,
    identity: {
      provider: providerId,
      subject: p.sub,
      // An address the provider says is unverified is not taken as the user's.
      ...(p.email !== undefined && p.email_verified !== false && { email: p.email }),
      ...splitName(p.name),
    },
  };
};

const GOOGLE_KEYS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Google's signing certificates for Firebase ID tokens, cached for the max-age Google sends. */
export const googleSecureTokenKeys = (fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis), now: () => number = Date.now): KeySource => {
  let cached: { keys: PublicKeyMap; until: number } | undefined;
  return async () => {
    if (cached && cached.until > now()) return cached.keys;
    const response = await fetchImpl(GOOGLE_KEYS_URL, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Google keys answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error('Google keys: not an object');
    const keys = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    cached = { keys, until: now() + Number(maxAge ?? '3600') * 1000 };
    return keys;
  };
};
