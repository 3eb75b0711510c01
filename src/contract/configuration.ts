import * as t from 'io-ts';
import { LANGUAGE_CODES, type LanguageCode } from '../domain/i18n/languages';
import { CurrencyResponse } from './currency';

export const LanguageCodeCodec = t.keyof(
  Object.fromEntries(LANGUAGE_CODES.map((c) => [c, null])) as Record<LanguageCode, null>,
  'LanguageCode',
);

const AbTest = t.type({ name: t.string, variationName: t.string });

/**
 * The configuration the server injects into index.html (spec section 3 "Configuration read").
 * Decoded at boot; a bad one shows an error screen.
 */
export const AppConfiguration = t.intersection([
  t.type({
    defaultLanguage: LanguageCodeCodec,
    fallbackLanguage: LanguageCodeCodec,
    apiPath: t.string,
    brand: t.string,
    i18nPath: t.string,
    cdnDeployUrl: t.string,
    iconPath: t.string,
    abTests: t.array(AbTest),
    userId: t.union([t.number, t.null]),
    isOwner: t.boolean,
    isEligibleForTenantAiSurvey: t.boolean,
    visitorId: t.string,
    tagManagerId: t.union([t.string, t.null]),
    consentId: t.union([t.string, t.null]),
    defaultCurrency: CurrencyResponse,
    currencies: t.array(t.string),
  }),
  t.partial({
    sentry: t.type({
      dsn: t.string,
      environment: t.string,
      release: t.string,
      tracesSampleRate: t.number,
      profilesSampleRate: t.number,
    }),
    stripePublishableKey: t.string,
    /** MAP_STYLE_URL: the results map's MapLibre style; absent, the map draws the coastlines shipped with the app. */
    mapStyleUrl: t.string,
    /** Spec section 2 `app-update-needed`: a native app older than this (semver) is asked to update. */
    minimumAppVersion: t.string,
    /** Firebase web configuration: real Apple, Facebook and Google sign-in (the offline provider otherwise). */
    firebase: t.type({ apiKey: t.string, authDomain: t.string, projectId: t.string }),
  }),
]);
export type AppConfiguration = t.TypeOf<typeof AppConfiguration>;
export type AbTest = t.TypeOf<typeof AbTest>;

/** The id of the script element holding the JSON configuration in index.html. */
export const CONFIGURATION_ELEMENT_ID = 'seaway-configuration';
