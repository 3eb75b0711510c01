import type { LanguageCode } from '../../domain/i18n/languages';

/** Loads locales and switches the language of the views (i18next in the browser). */
export interface Translator {
  /** Loads the language's locale (lazily) and makes it current. */
  changeLanguage(language: LanguageCode): Promise<void>;
  translate(key: string, values?: Record<string, unknown>): string;
}
