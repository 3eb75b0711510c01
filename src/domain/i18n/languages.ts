/** The 13 languages of the product (spec section 1) and their per-language constants (sections 2, 3, 9). */
export const LANGUAGE_CODES = [
  'de', 'en', 'es', 'fr', 'el', 'it', 'nl', 'pl', 'pt', 'ru', 'sv', 'en-GB', 'en-US',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export const isLanguageCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

/** Spec section 3: language ids. */
export const LANGUAGE_IDS: Readonly<Record<LanguageCode, number>> = {
  fr: 1, en: 2, es: 3, it: 4, de: 6, nl: 7, 'en-US': 8, 'en-GB': 9, pl: 10, el: 11, ru: 12, pt: 13, sv: 14,
};

/** The language's own name, shown in the language switcher. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  de: 'Deutsch', en: 'English', es: 'Español', fr: 'Français', el: 'Ελληνικά', it: 'Italiano',
  nl: 'Nederlands', pl: 'Polski', pt: 'Português', ru: 'Русский', sv: 'Svenska',
  'en-GB': 'English (UK)', 'en-US': 'English (US)',
};

/** Spec section 9: default phone prefix (ISO country) per language. */
export const DEFAULT_PHONE_PREFIX: Readonly<Record<LanguageCode, string>> = {
  de: 'DE', en: 'GB', es: 'ES', fr: 'FR', el: 'GR', it: 'IT', nl: 'NL', pl: 'PL', pt: 'PT', ru: 'RU', sv: 'SE',
  'en-GB': 'GB', 'en-US': 'US',
};

/** Spec section 2: search path word per language. */
export const SEARCH_PATH_WORD: Readonly<Record<LanguageCode, string>> = {
  de: 'suche', el: 'anazitisi', en: 'search', 'en-GB': 'search', 'en-US': 'search', es: 'busqueda',
  fr: 'recherche', it: 'ricerca', nl: 'zoeken', pl: 'szukaj', pt: 'busca', ru: 'poisk', sv: 'sok',
};

/**
 * Spec section 2: rental landing segment per language (the boat-search SEO prefix).
 * en-US is not listed by the spec: it shares en's segment (docs/decisions.md).
 */
export const RENTAL_SEGMENT: Readonly<Record<LanguageCode, string>> = {
  de: 'boot-mieten', el: 'enoikiasi-skafous', en: 'boat-rental', 'en-GB': 'boat-hire', 'en-US': 'boat-rental',
  es: 'alquiler-barcos', fr: 'location-bateau', it: 'noleggio-barche', nl: 'boot-huren', pl: 'czarter-jachtów',
  pt: 'aluguel-barcos', ru: 'arenda-yachty', sv: 'hyra-bat',
};

/**
 * Spec section 2 lists nine experiences words; they map to languages as below.
 * fr shares "experiences" with English (same spelling without accents), pt shares es's "experiencias"
 * (docs/decisions.md).
 */
export const EXPERIENCES_SEGMENT: Readonly<Record<LanguageCode, string>> = {
  de: 'erlebnisse', el: 'empeiries', en: 'experiences', 'en-GB': 'experiences', 'en-US': 'experiences',
  es: 'experiencias', fr: 'experiences', it: 'esperienze', nl: 'ervaringen', pl: 'doswiadczenia',
  pt: 'experiencias', ru: 'vpechatleniya', sv: 'upplevelser',
};

/** All translated words for experiences (spec section 2), used to recognise activity landings. */
export const EXPERIENCES_WORDS: readonly string[] = [
  'erlebnisse', 'empeiries', 'experiences', 'experiencias', 'esperienze', 'ervaringen', 'doswiadczenia',
  'vpechatleniya', 'upplevelser',
];

/** Every boat-search SEO prefix, in any language. */
export const RENTAL_SEGMENTS: readonly string[] = [...new Set(Object.values(RENTAL_SEGMENT))];

/** Every search word, in any language. */
export const SEARCH_WORDS: readonly string[] = [...new Set(Object.values(SEARCH_PATH_WORD))];

/** The card payment provider's locale: en-US becomes en (spec section 9). */
export const paymentProviderLocale = (language: LanguageCode): string => (language === 'en-US' ? 'en' : language);

/** BCP 47 tag used for <html lang> and Intl formatting. */
export const htmlLang = (language: LanguageCode): string => language;
