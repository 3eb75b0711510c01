import { availableParallelism } from 'node:os';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import { parseAppVersion } from '../src/domain/native/app-version';
import { parseTrustedProxies } from './http/trusted-proxies';

/** The native app versions served by default: every 3.x and later (4.0.0 only adds the white status bar). */
export const DEFAULT_MINIMUM_APP_VERSION = '3.0.0';

/** Server configuration from environment variables, decoded and checked at start. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly distDir: string;
  readonly localesDir: string;
  readonly publicUrl: string;
  readonly sentryDsn: string | undefined;
  /** The map's tile style (a MapLibre style JSON URL); without it the map draws the coastlines shipped with the app. */
  readonly mapStyleUrl: string | undefined;
  readonly stripePublishableKey: string | undefined;
  readonly stripeSecretKey: string | undefined;
  /** Verifies the signature of Stripe's webhook events (POST /api/v6/payments/stripe/webhook); needed with the secret key. */
  readonly stripeWebhookSecret: string | undefined;
  readonly environment: 'development' | 'production' | 'test';
  /** Number of demo boats created on first start. */
  readonly seedBoats: number;
  /** A real SMS gateway (both set): otherwise codes go to the dev outbox (server/sms). */
  readonly smsProviderUrl: string | undefined;
  readonly smsProviderToken: string | undefined;
  /** A transactional email API (the email outbox otherwise). */
  readonly emailProviderUrl: string | undefined;
  readonly emailProviderToken: string | undefined;
  readonly emailFrom: string;
  /** Signs offline identity-provider tokens and hashes SMS codes; a random per-database secret when unset. */
  readonly identitySecret: string | undefined;
  /** Verifies Firebase ID tokens (Apple, Facebook, Google) when set; otherwise the offline provider is used. */
  readonly firebaseProjectId: string | undefined;
  /** The Firebase web app's API key and auth domain, given to the browser with the project id. */
  readonly firebaseApiKey: string | undefined;
  readonly firebaseAuthDomain: string | undefined;
  /**
   * Test only (CHECKOUT_FAULTS=1): a checkout change sent with the header `X-Test-Fault: checkout-change` fails with
   * 503 and writes nothing, so browser tests can check the client's rollback. Off by default; never set in production.
   */
  readonly testFaults: boolean;
  /** Where uploaded pictures are kept: under DATA_DIR/pictures, or in an S3-compatible bucket (PICTURE_STORAGE=s3). */
  readonly pictureStorage: PictureStorageConfig;
  /** The oldest native app version still served (MIN_APP_VERSION, semver); older apps see `app-update-needed`. */
  readonly minimumAppVersion: string;
  /**
   * The reverse proxies in front of this server (TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated). A request
   * from one of them is counted against the client address it names in X-Forwarded-For; from anyone else the header
   * is ignored (anyone can send it). Empty: the socket's peer is the client.
   */
  readonly trustedProxies: readonly string[];
  /**
   * API processes sharing the port (API_PROCESSES: a number, or `auto` for one per core on PostgreSQL), through
   * node:cluster. More than one needs PostgreSQL: the embedded database belongs to one process. Each keeps its own caches, which the
   * database's change log keeps true (docs/scale.md), as for replicas on several machines.
   */
  readonly apiProcesses: number;
}

export type PictureStorageConfig =
  | { readonly kind: 'local' }
  | {
      readonly kind: 's3';
      /** The service's base URL (https://s3.eu-west-3.amazonaws.com, a MinIO…); objects are addressed path-style. */
      readonly endpoint: string;
      readonly bucket: string;
      readonly region: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
    };

const PortString = t.refinement(t.string, (s) => /^\d{1,5}$/.test(s) && Number(s) < 65536, 'a port number (0-65535; 0 picks a free port)');
const Url = t.refinement(t.string, (s) => /^postgres(ql)?:\/\//.test(s), 'a postgres:// or postgresql:// URL');
const PositiveIntString = t.refinement(t.string, (s) => /^\d{1,7}$/.test(s), 'a positive integer');

const Env = t.partial({
  PORT: PortString,
  HOST: t.string,
  DATA_DIR: t.string,
  DATABASE_URL: Url,
  DIST_DIR: t.string,
  LOCALES_DIR: t.string,
  PUBLIC_URL: t.string,
  SENTRY_DSN: t.string,
  MAP_STYLE_URL: t.refinement(t.string, (s) => /^https?:\/\/[^\s"'<>]+$/.test(s), 'an http(s) URL'),
  STRIPE_PUBLISHABLE_KEY: t.refinement(t.string, (s) => s.startsWith('pk_'), 'a Stripe publishable key (pk_…)'),
  STRIPE_SECRET_KEY: t.refinement(t.string, (s) => s.startsWith('sk_'), 'a Stripe secret key (sk_…)'),
  STRIPE_WEBHOOK_SECRET: t.refinement(t.string, (s) => s.startsWith('whsec_'), 'a Stripe webhook signing secret (whsec_…)'),
  NODE_ENV: t.keyof({ development: null, production: null, test: null }),
  SEED_BOATS: PositiveIntString,
  SMS_PROVIDER_URL: t.refinement(t.string, (s) => /^https?:\/\/\S+$/.test(s), 'an http(s) URL'),
  SMS_PROVIDER_TOKEN: t.string,
  IDENTITY_SECRET: t.refinement(t.string, (s) => s.length >= 32, 'at least 32 characters'),
  FIREBASE_PROJECT_ID: t.refinement(t.string, (s) => /^[a-z0-9-]{4,40}$/.test(s), 'a Firebase project id'),
  EMAIL_PROVIDER_URL: t.refinement(t.string, (s) => /^https?:\/\//.test(s), 'an http(s) URL'),
  EMAIL_PROVIDER_TOKEN: t.string,
  EMAIL_FROM: t.string,
  FIREBASE_API_KEY: t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{20,60}$/.test(s), 'a Firebase web API key'),
  FIREBASE_AUTH_DOMAIN: t.refinement(t.string, (s) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(s), 'a domain name'),
  CHECKOUT_FAULTS: t.keyof({ '0': null, '1': null }),
  PICTURE_STORAGE: t.keyof({ local: null, s3: null }),
  S3_ENDPOINT: t.refinement(t.string, (s) => /^https?:\/\/[^/?#\s]+\/?$/.test(s), 'an http(s) URL without a path'),
  S3_BUCKET: t.refinement(t.string, (s) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s), 'a bucket name'),
  S3_REGION: t.refinement(t.string, (s) => /^[a-z0-9-]{2,30}$/.test(s), 'a region name (us-east-1)'),
  S3_ACCESS_KEY_ID: t.string,
  S3_SECRET_ACCESS_KEY: t.string,
  MIN_APP_VERSION: t.refinement(t.string, (s) => parseAppVersion(s) !== undefined, 'a semver version (4.0.0)'),
  TRUSTED_PROXIES: t.refinement(t.string, (s) => parseTrustedProxies(s) !== undefined, 'a comma-separated list of IP addresses or CIDR ranges (10.0.0.0/8)'),
  API_PROCESSES: t.refinement(t.string, (s) => s === 'auto' || /^([1-9]|[1-5][0-9]|6[0-4])$/.test(s), 'a number of processes from 1 to 64, or auto (one per core)'),
});

export class ConfigError extends Error {}

const nonEmpty = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

/** Throws a ConfigError naming every invalid variable. */
export const loadConfig = (env: NodeJS.ProcessEnv): ServerConfig => {
  const keys = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DIST_DIR', 'LOCALES_DIR', 'PUBLIC_URL', 'SENTRY_DSN', 'MAP_STYLE_URL', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'NODE_ENV', 'SEED_BOATS', 'SMS_PROVIDER_URL', 'SMS_PROVIDER_TOKEN', 'IDENTITY_SECRET', 'FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'EMAIL_PROVIDER_URL', 'EMAIL_PROVIDER_TOKEN', 'EMAIL_FROM', 'CHECKOUT_FAULTS', 'PICTURE_STORAGE', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MIN_APP_VERSION', 'TRUSTED_PROXIES', 'API_PROCESSES'];
  const relevant = Object.fromEntries(Object.entries(nonEmpty(env)).filter(([k]) => keys.includes(k)));
  const decoded = Env.decode(relevant);
  if (isLeft(decoded)) {
    const problems = decoded.left.map((e) => {
      const key = e.context.find((c) => keys.includes(c.key))?.key ?? '?';
      const expected = e.context[e.context.length - 1]?.type.name ?? 'a valid value';
      return `${key} must be ${expected}`;
    });
    throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  }
  const v = decoded.right;
  // With Stripe the server learns of a successful payment only through the signed webhook.
  if (v.STRIPE_SECRET_KEY && !v.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY');
  }
  if (v.PICTURE_STORAGE === 's3' && !(v.S3_ENDPOINT && v.S3_BUCKET && v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with PICTURE_STORAGE=s3');
  }
  // `auto` is one per core where the database allows more than one: with the embedded one, one.
  const apiProcesses = v.API_PROCESSES === 'auto' ? (v.DATABASE_URL ? Math.min(64, availableParallelism()) : 1) : Number(v.API_PROCESSES ?? '1');
  if (apiProcesses > 1 && !v.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration: API_PROCESSES=${v.API_PROCESSES} needs DATABASE_URL: the embedded database belongs to one process (set API_PROCESSES=1, or use PostgreSQL)`,
    );
  }
  const port = Number(v.PORT ?? '8080');
  return {
    port,
    host: v.HOST ?? '0.0.0.0',
    dataDir: v.DATA_DIR ?? './data',
    databaseUrl: v.DATABASE_URL,
    distDir: v.DIST_DIR ?? './dist',
    localesDir: v.LOCALES_DIR ?? './locales',
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${port}`,
    sentryDsn: v.SENTRY_DSN,
    mapStyleUrl: v.MAP_STYLE_URL,
    stripePublishableKey: v.STRIPE_PUBLISHABLE_KEY,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    environment: v.NODE_ENV ?? 'production',
    seedBoats: Number(v.SEED_BOATS ?? '2000'),
    smsProviderUrl: v.SMS_PROVIDER_URL,
    smsProviderToken: v.SMS_PROVIDER_TOKEN,
    emailProviderUrl: v.EMAIL_PROVIDER_URL,
    emailProviderToken: v.EMAIL_PROVIDER_TOKEN,
    emailFrom: v.EMAIL_FROM ?? 'Seaway <no-reply@seaway.example>',
    identitySecret: v.IDENTITY_SECRET,
    firebaseProjectId: v.FIREBASE_PROJECT_ID,
    firebaseApiKey: v.FIREBASE_API_KEY,
    firebaseAuthDomain: v.FIREBASE_AUTH_DOMAIN,
    testFaults: v.CHECKOUT_FAULTS === '1',
    pictureStorage:
      v.PICTURE_STORAGE === 's3' && v.S3_ENDPOINT && v.S3_BUCKET && v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
        ? { kind: 's3', endpoint: v.S3_ENDPOINT.replace(/\/$/, ''), bucket: v.S3_BUCKET, region: v.S3_REGION ?? 'us-east-1', accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
        : { kind: 'local' },
    minimumAppVersion: v.MIN_APP_VERSION ?? DEFAULT_MINIMUM_APP_VERSION,
    trustedProxies: parseTrustedProxies(v.TRUSTED_PROXIES ?? '') ?? [],
    apiProcesses,
  };
};
