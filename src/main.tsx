import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLeft } from 'fp-ts/lib/Either';
import { AppConfiguration, CONFIGURATION_ELEMENT_ID } from './contract/configuration';
import { decodeTransferredResponses, FORMATTED_TEXTS_ELEMENT_ID, TRANSFERRED_STATE_ELEMENT_ID, type TransferredResponse } from './contract/ssr';
import { parsePath } from './domain/routing/route';
import { DEFAULT_CURRENCY } from './domain/currency/money';
import { adoptFormattedTexts } from './domain/i18n/intl-formats';
import { reportableErrorFromUnknown } from './domain/error-reporting/reportable-error';
import { TOKENS } from './application/tokens';
import { SEARCH_TOKENS } from './application/search/search-tokens';
import type { PresenterFactory } from './application/search/presenter-factory';
import type { SettingsPresenter } from './application/settings/settings-presenter';
import type { UserSession } from './application/auth/user-session';
import { preparePage } from './application/ssr/page-preparation';
import { browserHost, createContainer, createTranslator } from './composition-root';
import { RecordingFetch, replayingFetch } from './adapters/http/transfer-cache';
import { translationFileOf } from './domain/i18n/translation-subset';
import { App } from './ui/app/App';
import { preloadScreen } from './ui/routing/ScreenOutlet';
import './ui/styles.css';

/** Spec section 2: the partial page is used when an authentication-funnel modal element is in the document. */
const AUTH_FUNNEL_ELEMENT_ID = 'auth-funnel-modal';

const readConfiguration = async (): Promise<unknown> => {
  const element = document.getElementById(CONFIGURATION_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as unknown;
  // Our server always injects it; the vite dev server serves index.html as it is: there, ask the API instead.
  if (!import.meta.env.DEV) throw new Error('The page carries no configuration');
  const response = await fetch('/api/v6/configuration');
  return (await response.json()) as unknown;
};

/** The answers a server-rendered page carries (issue [8]); undefined for a page the browser renders alone. */
const readTransferred = (): readonly TransferredResponse[] | undefined => {
  const element = document.getElementById(TRANSFERRED_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return decodeTransferredResponses(JSON.parse(element.textContent));
  } catch {
    return undefined;
  }
};

/** The translation namespaces the server rendered with: loaded (from the page) before hydrating. */
const namespacesOf = (transferred: readonly TransferredResponse[], i18nPath: string): string[] =>
  transferred.flatMap(({ url }) => translationFileOf(url, i18nPath)?.namespace ?? []);

/**
 * Lets the browser run between the steps of bringing a server-rendered page to life (issue [8]): each step is a
 * task of its own, not one long task during which a tap waits, and a slow phone's page stays responsive.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, 0));

const boot = async () => {
  // The modules' own evaluation was a task: the page's start is another.
  await nextTask();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  // The error screen loads only when needed (it never shows on a working site).
  const showError = (problem: unknown) =>
    void import('./ui/app/ConfigurationErrorScreen').then(({ ConfigurationErrorScreen }) => createRoot(rootElement).render(<ConfigurationErrorScreen problem={problem} />));
  let raw: unknown;
  try {
    raw = await readConfiguration();
  } catch (error) {
    showError(error);
    return;
  }
  const decoded = AppConfiguration.decode(raw);
  if (isLeft(decoded)) {
    showError(decoded.left);
    return;
  }
  const configuration = decoded.right;
  // The partial page (spec section 2, issue [12]): a page that holds the funnel's element gets the funnel alone.
  const funnelElement = document.getElementById(AUTH_FUNNEL_ELEMENT_ID);
  if (funnelElement !== null) {
    const { startEmbeddedFunnel } = await import('./embed-start');
    await startEmbeddedFunnel(funnelElement, configuration);
    return;
  }
  const { route, language } = parsePath(window.location.pathname, { defaultLanguage: configuration.defaultLanguage });
  await nextTask();
  const transferred = readTransferred();
  const serverRendered = transferred !== undefined && rootElement.hasChildNodes();
  if (serverRendered) {
    try {
      adoptFormattedTexts(JSON.parse(document.getElementById(FORMATTED_TEXTS_ELEMENT_ID)?.textContent ?? '{}') as Record<string, string>);
    } catch {
      // unreadable: the formatters make the texts themselves
    }
  }
  const networkFetch: typeof fetch = (input, init) => window.fetch(input, init);
  // The API's answers were the visitor's: replayed only while the user is not signed in (translations always).
  let visitor = true;
  const replayable = (url: string) => visitor || url.startsWith(configuration.i18nPath);
  const tracking = new RecordingFetch(serverRendered ? replayingFetch(networkFetch, transferred, replayable) : networkFetch, { record: false });
  const composition = { configuration, initialLanguage: language, host: browserHost(tracking.fetch) };
  const translator = createTranslator(composition);
  if (serverRendered) await nextTask();
  const { container, i18n, errorReporter } = createContainer({ ...composition, translator });
  const app = <App container={container} i18n={i18n} />;
  // Its own chunk: a page the browser renders alone never needs it.
  const completePage = () =>
    import('./adapters/ssr/page-completion')
      .then(({ completeServerRenderedPage }) => completeServerRenderedPage(i18n, transferred ?? [], configuration.i18nPath, networkFetch))
      .catch(() => undefined);
  // The server renders for a visitor in the default currency: a signed-in user's page (favourites, their own
  // prices) or prices in another chosen currency render afresh over the server's markup.
  visitor = !container.get<UserSession>(TOKENS.UserSession).isSignedIn;
  const sameCurrency = container.get<SettingsPresenter>(TOKENS.Settings).currency.code === { ...DEFAULT_CURRENCY, ...configuration.defaultCurrency }.code;
  if (serverRendered && visitor && sameCurrency) {
    // The same presenter loads from the answers the page carries, so the first render matches the server's markup.
    try {
      // Beside the data: the screen's code and its parts (if they fail to load here, they load while hydrating).
      const screenLoaded = preloadScreen(route).catch(() => undefined);
      // The page carried its first screen's stylesheet rules and translations only: the whole stylesheet and
      // namespaces come beside the screen's code, after the first paint (in the page they made it two round trips
      // long), before what shows once the page is alive (menus, the consent banner) and what the visitor opens next.
      const pageCompleted = completePage();
      await nextTask();
      await container.get<SettingsPresenter>(TOKENS.Settings).routeEntered(window.location.pathname);
      await i18n.loadNamespaces(namespacesOf(transferred, configuration.i18nPath));
      await nextTask();
      await preparePage(route, {
        factory: container.get<PresenterFactory>(SEARCH_TOKENS.PresenterFactory),
        idle: () => tracking.idle(),
        language,
        defaultLanguage: configuration.defaultLanguage,
        path: window.location.pathname,
        search: window.location.search,
      });
      await Promise.all([screenLoaded, pageCompleted]);
      await nextTask();
    } catch (error) {
      errorReporter.report(reportableErrorFromUnknown(error));
    }
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the page
    // stays responsive while it comes alive on a slow phone (Next.js hydrates the same way).
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    // Rendered afresh over the server's markup (signed in, another currency): with whole stylesheets and translations.
    if (serverRendered) await completePage();
    createRoot(rootElement).render(app);
  }
  // Error reporting starts after the first paint so Sentry (when configured) never delays the first screen.
  window.setTimeout(() => void errorReporter.start(), 0);
  if (!configuration.sentry) {
    // Without Sentry, uncaught errors still reach the reporter (Sentry installs its own handlers).
    window.addEventListener('error', (e) => errorReporter.report(reportableErrorFromUnknown(e.error ?? e.message)));
    window.addEventListener('unhandledrejection', (e) => errorReporter.report(reportableErrorFromUnknown(e.reason)));
  }
};

void boot();
