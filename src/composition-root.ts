import 'reflect-metadata';
import { Container } from 'inversify';
import type { AppConfiguration } from './contract/configuration';
import type { LanguageCode } from './domain/i18n/languages';
import { TOKENS } from './application/tokens';
import { SettingsPresenter } from './application/settings/settings-presenter';
import type { Clock } from './application/shared/clock';
import { HttpClient } from './adapters/http/http-client';
import { HttpCurrencyGateway } from './adapters/currency/http-currency-gateway';
import { LocalKeyValueStorage } from './adapters/storage/local-storage';
import { BrowserNavigator } from './adapters/routing/browser-navigator';
import { I18nextTranslator } from './adapters/i18n/i18next-translator';
import { DataLayerAnalytics } from './adapters/analytics/data-layer-analytics';
import { createErrorReporter } from './adapters/error-reporting/create-error-reporter';
import type { ApiFailure } from './application/shared/api-failure';
import type { ReportableError } from './domain/error-reporting/reportable-error';

export interface CompositionOptions {
  readonly configuration: AppConfiguration;
  readonly initialLanguage: LanguageCode;
}

/** The one place that binds ports to adapters. */
export const createContainer = ({ configuration, initialLanguage }: CompositionOptions) => {
  const container = new Container();
  const boundFetch: typeof fetch = (input, init) => window.fetch(input, init);
  const translator = new I18nextTranslator({ i18nPath: configuration.i18nPath, initialLanguage, fetch: boundFetch });
  const storage = new LocalKeyValueStorage();
  const clock: Clock = { now: () => new Date() };
  let currentLanguage: () => string = () => initialLanguage;
  const analytics = new DataLayerAnalytics();
  const errorReporter = createErrorReporter(configuration, analytics);
  const http = new HttpClient({
    onFailure: (failure) => {
      // Expected answers (4xx) are part of the flows; server errors, bad payloads and network failures are reported.
      if (failure.kind !== 'http' || failure.status >= 500) errorReporter.report(toReportable(failure));
    },
    baseUrl: configuration.apiPath,
    fetch: boundFetch,
    locale: () => currentLanguage(),
    cookies: () => document.cookie,
  });

  container.bind(TOKENS.Analytics).toConstantValue(analytics);
  container.bind(TOKENS.ErrorReporter).toConstantValue(errorReporter);
  container.bind(TOKENS.Configuration).toConstantValue(configuration);
  container.bind(TOKENS.Translator).toConstantValue(translator);
  container.bind(TOKENS.KeyValueStorage).toConstantValue(storage);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.Navigator).toConstantValue(new BrowserNavigator());
  container.bind(TOKENS.CurrencyGateway).toConstantValue(new HttpCurrencyGateway(http));
  container.bind(TOKENS.Settings).to(SettingsPresenter).inSingletonScope();

  const settings = container.get<SettingsPresenter>(TOKENS.Settings);
  currentLanguage = () => settings.language;
  return { container, i18n: translator.i18n, http, errorReporter };
};

const toReportable = (failure: ApiFailure): ReportableError => {
  switch (failure.kind) {
    case 'http':
      return { kind: 'http', path: failure.path, status: failure.status, message: `HTTP ${failure.status}` };
    case 'decode':
      return { kind: 'decode', path: failure.path, message: failure.errors.join('; ') };
    case 'network':
      return { kind: 'network', path: failure.path, message: failure.message };
  }
};

export type AppContainer = ReturnType<typeof createContainer>;
