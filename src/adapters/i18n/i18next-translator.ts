import i18next, { type i18n as I18n, type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../domain/i18n/languages';
import type { Translator } from '../../application/i18n/translator';

export const NAMESPACES = ['common', 'search', 'auth', 'product'] as const;

/** Loads /i18n/{brand}/{lng}/{ns}.json on demand (spec section 7: translation files fetched from the i18n path). */
const fetchBackend = (i18nPath: string, fetchFn: typeof fetch): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    fetchFn(`${i18nPath}/${language}/${namespace}.json`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`locale ${language}/${namespace}: HTTP ${response.status}`);
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
});

export class I18nextTranslator implements Translator {
  readonly i18n: I18n;
  private readonly ready: Promise<unknown>;

  constructor(options: { i18nPath: string; initialLanguage: LanguageCode; fetch: typeof fetch }) {
    this.i18n = i18next.createInstance();
    this.ready = this.i18n
      .use(fetchBackend(options.i18nPath, options.fetch))
      .use(initReactI18next)
      .init({
        lng: options.initialLanguage,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGE_CODES],
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
  }

  async changeLanguage(language: LanguageCode): Promise<void> {
    await this.ready;
    if (this.i18n.language === language && this.i18n.hasLoadedNamespace('common')) return;
    await this.i18n.changeLanguage(language);
  }

  translate(key: string, values?: Record<string, unknown>): string {
    return this.i18n.t(key, values ?? {});
  }
}
