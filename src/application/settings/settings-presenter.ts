import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isRight } from 'fp-ts/lib/Either';
import type { AppConfiguration } from '../../contract/configuration';
import { DEFAULT_CURRENCY, type CurrencyRate } from '../../domain/currency/money';
import { LANGUAGE_CODES, LANGUAGE_IDS, LANGUAGE_NAMES, DEFAULT_PHONE_PREFIX, type LanguageCode } from '../../domain/i18n/languages';
import { parsePath, switchLanguage } from '../../domain/routing/route';
import type { CurrencyGateway } from '../currency/currency-gateway';
import type { Translator } from '../i18n/translator';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { Navigator } from '../routing/navigator';
import { TOKENS } from '../tokens';

export const CURRENCY_STORAGE_KEY = 'seaway.currency';

const isCurrencyRate = (v: unknown): v is CurrencyRate =>
  typeof v === 'object' && v !== null &&
  typeof (v as CurrencyRate).code === 'string' && /^[A-Z]{3}$/.test((v as CurrencyRate).code) &&
  typeof (v as CurrencyRate).rate === 'number' && (v as CurrencyRate).rate > 0 &&
  typeof (v as CurrencyRate).symbol === 'string';

/**
 * The settings of spec section 3: current language and currency, page path, defaults. One per app (singleton).
 */
@injectable()
export class SettingsPresenter {
  language: LanguageCode;
  currency: CurrencyRate;
  pagePath = '/';
  /** The current page's title, shown in the header on mobile and in the document title. */
  headerTitle = '';
  localeStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  currencyStatus: 'idle' | 'loading' | 'error' = 'idle';

  constructor(
    @inject(TOKENS.Configuration) private readonly configuration: AppConfiguration,
    @inject(TOKENS.CurrencyGateway) private readonly currencies: CurrencyGateway,
    @inject(TOKENS.Translator) private readonly translator: Translator,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    this.language = configuration.defaultLanguage;
    this.currency = this.restoreCurrency() ?? { ...DEFAULT_CURRENCY, ...configuration.defaultCurrency };
    makeObservable(this, {
      language: observable,
      currency: observableRef,
      pagePath: observable,
      headerTitle: observable,
      pageTitleChanged: action,
      localeStatus: observable,
      currencyStatus: observable,
      languageId: computed,
      defaultPhonePrefix: computed,
      routeEntered: action,
      languageSelected: action,
      currencySelected: action,
    });
  }

  get defaultLanguage(): LanguageCode {
    return this.configuration.defaultLanguage;
  }

  get languageId(): number {
    return LANGUAGE_IDS[this.language];
  }

  get defaultPhonePrefix(): string {
    return DEFAULT_PHONE_PREFIX[this.language];
  }

  /**
   * Spec section 3: phone prefixes (countries with ISO code and dial code). Loaded on demand: the phone-number data
   * weighs ~30 KB gzip and only the sign-in funnel needs it.
   */
  async loadPhonePrefixes() {
    const { PHONE_PREFIXES } = await import('../../domain/auth/phone-prefixes');
    return PHONE_PREFIXES;
  }

  pageTitleChanged(title: string): void {
    this.headerTitle = title;
  }

  get languageOptions(): { code: LanguageCode; name: string }[] {
    return LANGUAGE_CODES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
  }

  get currencyOptions(): readonly string[] {
    return this.configuration.currencies;
  }

  /** Entering a route sets the language and loads its locale (spec section 2). */
  async routeEntered(path: string): Promise<void> {
    this.pagePath = path;
    const { language } = parsePath(path, { defaultLanguage: this.configuration.defaultLanguage });
    if (language === this.language && this.localeStatus === 'ready') return;
    this.language = language;
    this.localeStatus = 'loading';
    try {
      await this.translator.changeLanguage(language);
      runInAction(() => {
        if (this.language === language) this.localeStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        this.localeStatus = 'error';
      });
    }
  }

  /** The language switcher keeps the current screen. */
  languageSelected(language: LanguageCode): void {
    const target = switchLanguage(this.navigator.path, language, { defaultLanguage: this.configuration.defaultLanguage });
    this.navigator.navigate(`${target}${this.navigator.search}`);
  }

  async currencySelected(code: string): Promise<void> {
    if (code === this.currency.code) return;
    this.currencyStatus = 'loading';
    const result = await this.currencies.getCurrency(code);
    runInAction(() => {
      if (isRight(result)) {
        this.currency = result.right;
        this.currencyStatus = 'idle';
        this.storage.set(CURRENCY_STORAGE_KEY, JSON.stringify(result.right));
      } else {
        // Keep the previous currency (spec section 4: failures never lose the user's state).
        this.currencyStatus = 'error';
      }
    });
  }

  private restoreCurrency(): CurrencyRate | undefined {
    const raw = this.storage.get(CURRENCY_STORAGE_KEY);
    if (!raw) return undefined;
    try {
      const value: unknown = JSON.parse(raw);
      return isCurrencyRate(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }
}
