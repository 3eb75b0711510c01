import { left, right, type Either } from 'fp-ts/lib/Either';
import type { AppConfiguration } from '../../src/contract/configuration';
import type { CurrencyRate } from '../../src/domain/currency/money';
import type { LanguageCode } from '../../src/domain/i18n/languages';
import type { CurrencyGateway } from '../../src/application/currency/currency-gateway';
import type { Translator } from '../../src/application/i18n/translator';
import type { KeyValueStorage } from '../../src/application/storage/key-value-storage';
import type { Navigator } from '../../src/application/routing/navigator';
import type { ApiFailure } from '../../src/application/shared/api-failure';

export const testConfiguration = (overrides: Partial<AppConfiguration> = {}): AppConfiguration => ({
  defaultLanguage: 'en',
  fallbackLanguage: 'en',
  apiPath: '/api/v6',
  brand: 'seaway',
  i18nPath: '/i18n/seaway',
  cdnDeployUrl: '/',
  iconPath: '/icons',
  abTests: [],
  userId: null,
  isOwner: false,
  isEligibleForTenantAiSurvey: false,
  visitorId: '00000000-0000-0000-0000-000000000000',
  tagManagerId: null,
  consentId: null,
  defaultCurrency: { code: 'EUR', rate: 1, symbol: '€' },
  currencies: ['EUR', 'USD', 'GBP'],
  ...overrides,
});

export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  get(key: string) {
    return this.values.get(key);
  }
  set(key: string, value: string) {
    this.values.set(key, value);
  }
  remove(key: string) {
    this.values.delete(key);
  }
}

export class FakeTranslator implements Translator {
  readonly loaded: LanguageCode[] = [];
  failNext = false;
  async changeLanguage(language: LanguageCode) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('locale failed');
    }
    this.loaded.push(language);
  }
  translate(key: string) {
    return key;
  }
}

export class FakeNavigator implements Navigator {
  readonly history: string[] = [];
  constructor(
    public path = '/',
    public search = '',
  ) {}
  navigate(to: string) {
    this.history.push(to);
    const [p, s] = to.split('?');
    this.path = p ?? '/';
    this.search = s ? `?${s}` : '';
  }
}

export class FakeCurrencyGateway implements CurrencyGateway {
  readonly calls: string[] = [];
  constructor(public readonly rates: Record<string, CurrencyRate> = { USD: { code: 'USD', rate: 1.1, symbol: '$' } }) {}
  async getCurrency(code: string): Promise<Either<ApiFailure, CurrencyRate>> {
    this.calls.push(code);
    const rate = this.rates[code];
    return rate ? right(rate) : left({ kind: 'http', path: `/currencies/${code}`, status: 404, body: {}, headers: {} });
  }
}
