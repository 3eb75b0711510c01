import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppConfiguration } from '../src/contract/configuration';
import { API_BASE_PATH } from '../src/contract/common';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '../src/domain/i18n/languages';
import { DEFAULT_CURRENCY, SUPPORTED_CURRENCY_CODES } from '../src/domain/currency/money';
import type { ServerConfig } from './config';
import { simulatedMinimumAppVersion } from './dev/native-simulator';

export const BRAND = 'seaway';
export const I18N_PATH = `/i18n/${BRAND}`;
export const VISITOR_COOKIE = 'visitor_id';

/** The A/B tests and their variations. A cookie ab_<name> pins a variation (used by tests and QA). */
export const AB_TESTS: Readonly<Record<string, readonly string[]>> = {
  // Spec section 2: the multiverse test picks the search/landing variant; B also shows flexible dates (section 4).
  multiverse: ['A', 'B', 'C'],
  searchRankingAlgo: ['control', 'relevance-v2'],
};

const bucket = (visitorId: string, name: string, size: number): number => {
  const digest = createHash('sha256').update(`${name}:${visitorId}`).digest();
  return digest.readUInt32BE(0) % size;
};

export const assignAbTests = (visitorId: string, cookies: Record<string, string>): AppConfiguration['abTests'] =>
  Object.entries(AB_TESTS).map(([name, variations]) => {
    const pinned = cookies[`ab_${name}`];
    const variationName = pinned && variations.includes(pinned) ? pinned : (variations[bucket(visitorId, name, variations.length)] ?? 'A');
    return { name, variationName };
  });

/** Builds the configuration injected into index.html (spec section 3 "Configuration read"). */
export const buildConfiguration = (c: Context, config: ServerConfig, user: { id: number; isOwner: boolean } | null): AppConfiguration => {
  let visitorId = getCookie(c, VISITOR_COOKIE);
  if (!visitorId || !/^[0-9a-f-]{36}$/.test(visitorId)) {
    visitorId = randomUUID();
    setCookie(c, VISITOR_COOKIE, visitorId, { path: '/', sameSite: 'Lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 });
  }
  const cookies = getCookie(c);
  return {
    defaultLanguage: DEFAULT_LANGUAGE,
    fallbackLanguage: FALLBACK_LANGUAGE,
    apiPath: API_BASE_PATH,
    brand: BRAND,
    i18nPath: I18N_PATH,
    cdnDeployUrl: '/',
    iconPath: '/icons',
    abTests: assignAbTests(visitorId, cookies),
    userId: user?.id ?? null,
    isOwner: user?.isOwner ?? false,
    isEligibleForTenantAiSurvey: false,
    visitorId,
    tagManagerId: null,
    consentId: null,
    defaultCurrency: { code: DEFAULT_CURRENCY.code, rate: DEFAULT_CURRENCY.rate, symbol: DEFAULT_CURRENCY.symbol, minorUnits: 2 },
    currencies: [...SUPPORTED_CURRENCY_CODES],
    minimumAppVersion: simulatedMinimumAppVersion(c, config) ?? config.minimumAppVersion,
    ...(config.sentryDsn
      ? { sentry: { dsn: config.sentryDsn, environment: config.environment, release: 'seaway@0.1.0', tracesSampleRate: 0.1, profilesSampleRate: 0.1 } }
      : {}),
    ...(config.stripePublishableKey ? { stripePublishableKey: config.stripePublishableKey } : {}),
    ...(config.mapStyleUrl ? { mapStyleUrl: config.mapStyleUrl } : {}),
    ...(config.firebaseProjectId && config.firebaseApiKey
      ? {
          firebase: {
            apiKey: config.firebaseApiKey,
            authDomain: config.firebaseAuthDomain ?? `${config.firebaseProjectId}.firebaseapp.com`,
            projectId: config.firebaseProjectId,
          },
        }
      : {}),
  };
};
