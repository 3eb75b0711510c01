// inversify loads reflect-metadata/lite itself (see composition-root.ts).
import { Container } from 'inversify';
import type { AppConfiguration } from './contract/configuration';
import type { LanguageCode } from './domain/i18n/languages';
import { DEFAULT_CURRENCY } from './domain/currency/money';
import { TOKENS } from './application/tokens';
import type { Analytics } from './application/analytics/analytics';
import type { UserSession } from './application/auth/user-session';
import type { FunnelSettings } from './application/auth/auth-funnel-presenter';
import { HttpClient } from './adapters/http/http-client';
import { I18nextTranslator } from './adapters/i18n/i18next-translator';
import { LocalKeyValueStorage } from './adapters/storage/local-storage';
import { BrowserNavigator } from './adapters/routing/browser-navigator';
import { BrowserNativeBridge } from './adapters/native/browser-native-bridge';
import { createErrorReporter } from './adapters/error-reporting/create-error-reporter';
import { bindAuthentication, toReportable } from './composition-auth';

/**
 * The embedded sign-in funnel's composition root (issue [12]): only what the funnel needs, the HTTP client,
 * translations, storage and the session, so its bundle carries no search or product code. Nothing is tracked on a
 * page that is not ours (the data layer and the consent banner are the host page's business).
 */
export const createEmbedContainer = ({ configuration, language }: { configuration: AppConfiguration; language: LanguageCode }) => {
  const container = new Container();
  const fetchFn: typeof fetch = (input, init) => window.fetch(input, init);
  const translator = new I18nextTranslator({ i18nPath: configuration.i18nPath, initialLanguage: language, fetch: fetchFn });
  const analytics: Analytics = { push: () => undefined };
  const errorReporter = createErrorReporter(configuration, analytics);
  let sessionToken: () => string | undefined = () => undefined;
  const http = new HttpClient({
    onFailure: (failure) => {
      if (failure.kind !== 'http' || failure.status >= 500) errorReporter.report(toReportable(failure));
    },
    baseUrl: configuration.apiPath,
    fetch: fetchFn,
    locale: () => language,
    cookies: () => document.cookie,
    token: () => sessionToken(),
  });
  const settings: FunnelSettings = { language, currency: { code: { ...DEFAULT_CURRENCY, ...configuration.defaultCurrency }.code } };
  container.bind(TOKENS.Analytics).toConstantValue(analytics);
  container.bind(TOKENS.ErrorReporter).toConstantValue(errorReporter);
  container.bind(TOKENS.Configuration).toConstantValue(configuration);
  container.bind(TOKENS.Translator).toConstantValue(translator);
  container.bind(TOKENS.KeyValueStorage).toConstantValue(new LocalKeyValueStorage());
  container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
  container.bind(TOKENS.Navigator).toConstantValue(new BrowserNavigator());
  container.bind(TOKENS.NativeBridge).toConstantValue(new BrowserNativeBridge());
  container.bind(TOKENS.Settings).toConstantValue(settings);
  bindAuthentication(container, configuration, http);
  const session = container.get<UserSession>(TOKENS.UserSession);
  sessionToken = () => session.token;
  return { container, i18n: translator.i18n, errorReporter, session };
};
