import type { AppConfiguration } from '../../contract/configuration';
import type { CurrencyRate } from '../../domain/currency/money';
import type { LanguageCode } from '../../domain/i18n/languages';
import { isoDateFromEpochMs, type FilterContext } from '../../domain/search';
import type { Clock } from '../shared/clock';

/** What search, product and landing read from the settings (language for links and formats, currency for prices). */
export interface SearchSettings {
  readonly language: LanguageCode;
  readonly defaultLanguage: LanguageCode;
  readonly currency: CurrencyRate;
}

/** Spec section 2: the A/B test that picks the variant; its variation B also fetches flexible dates (section 4). */
export const MULTIVERSE_TEST = 'multiverse';
/** The search-algorithm test whose variation is sent as abVariations[rankingAlgo] (spec section 7). */
export const RANKING_ALGO_TEST = 'searchRankingAlgo';

export const abVariation = (configuration: Pick<AppConfiguration, 'abTests'>, name: string): string | undefined =>
  configuration.abTests.find((test) => test.name === name)?.variationName;

/** The normaliser's context from the clock: build-year bounds and "today" (UTC calendar date). */
export const filterContextAt = (clock: Clock): FilterContext => {
  const now = clock.now();
  return { currentYear: now.getUTCFullYear(), today: isoDateFromEpochMs(now.getTime()) };
};

/** A positive whole number typed by the user, else undefined (the normaliser then applies the bounds). */
export const numberFromText = (text: string): number | undefined => {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
};
