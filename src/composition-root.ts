// inversify loads reflect-metadata/lite itself (@inversifyjs/container); the full polyfill would only add 4 KB gzip.
import { Container } from 'inversify';
import type { AppConfiguration } from './contract/configuration';
import type { LanguageCode } from './domain/i18n/languages';
import { parsePath } from './domain/routing/route';
import { TOKENS } from './application/tokens';
import { SettingsPresenter } from './application/settings/settings-presenter';
import type { Clock } from './application/shared/clock';
import { HttpClient } from './adapters/http/http-client';
import { HttpCurrencyGateway } from './adapters/currency/http-currency-gateway';
import { LocalKeyValueStorage } from './adapters/storage/local-storage';
import { BrowserNavigator } from './adapters/routing/browser-navigator';
import type { Navigator } from './application/routing/navigator';
import { I18nextTranslator } from './adapters/i18n/i18next-translator';
import { lazyGateway } from './adapters/http/lazy-gateway';
import type { Analytics } from './application/analytics/analytics';
import { CONSENT_TOKENS } from './application/consent/consent-tokens';
import { LoadedConsent } from './application/consent/loaded-consent';
import { createErrorReporter } from './adapters/error-reporting/create-error-reporter';
import { reportableErrorFromUnknown } from './domain/error-reporting/reportable-error';
import { SEARCH_TOKENS } from './application/search/search-tokens';
import { HttpSearchGateway } from './adapters/search/http-search-gateway';
import { HttpProductGateway } from './adapters/search/http-product-gateway';
import { HttpLandingGateway } from './adapters/search/http-landing-gateway';
import { HOME_TOKENS, type HomeGateway } from './application/home/home-gateway';
import { TimerScheduler } from './adapters/search/timer-scheduler';
import { WindowViewport } from './adapters/search/window-viewport';
import { RouteAuthenticator } from './adapters/search/route-authenticator';
import { ContainerPresenterFactory } from './adapters/search/container-presenter-factory';
import type { UserSession } from './application/auth/user-session';
import { bindAuthentication, toReportable } from './composition-auth';
import { lazyActivityGateway } from './adapters/activity/lazy-activity-gateway';
import { CHECKOUT_TOKENS } from './application/checkout/checkout-tokens';
import { lazyCheckoutGateway } from './adapters/payment-session/lazy-checkout-gateway';
import { ACCOUNT_TOKENS } from './application/account/account-tokens';
import { UnreadMessages } from './application/account/unread-messages';
import { lazyAfterBookingGateway, lazyConversationGateway, lazyProfileGateway } from './adapters/account/lazy-account-gateways';
import { ECONTRACT_TOKENS } from './application/econtract/econtract-tokens';
import { lazyEcontractGateway, LazyPhotoQueue, LazyPhotoShrinker } from './adapters/econtract/lazy-econtract-adapters';
import { WindowConnectivity } from './adapters/econtract/window-connectivity';
import { OWNERS_TOKENS } from './application/owners/owners-tokens';
import { LeadsCount } from './application/owners/leads-count';
import { lazyOwnersGateway } from './adapters/owners/lazy-owners-gateway';
import { LISTINGS_TOKENS } from './application/listings/listings-port';
import { lazyListingsGateway } from './adapters/listings/lazy-listings-gateway';
import { LISTING_PICTURES_TOKENS } from './application/listings/listing-pictures-port';
import { lazyListingPicturesGateway } from './adapters/listings/lazy-listing-pictures-gateway';
import { LISTING_CALENDAR_TOKENS } from './application/listings/listing-calendar-gateway';
import { lazyListingCalendarGateway } from './adapters/listings/lazy-listing-calendar-gateway';
import { DeferredPaymentProvider } from './adapters/payment-session/deferred-payment-provider';
import { BACKOFFICE_MESSAGES_TOKENS } from './application/backoffice/backoffice-messages-port';
import { lazyBackOfficeMessagesGateway } from './adapters/backoffice/lazy-backoffice-messages-gateway';
import { BACKOFFICE_BOOKINGS_TOKENS } from './application/backoffice/back-office-bookings-port';
import { lazyBackOfficeBookingsGateway } from './adapters/backoffice/lazy-backoffice-bookings-gateway';
import { BACKOFFICE_BOATS_TOKENS } from './application/backoffice/backoffice-boats-port';
import { lazyBackOfficeBoatsGateway } from './adapters/backoffice/lazy-backoffice-boats-gateway';
import { PROPOSAL_TOKENS } from './application/account/proposal-gateway';
import { lazyProposalGateway } from './adapters/account/lazy-proposal-gateway';
import { SAVED_SEARCH_TOKENS, type SavedSearchGateway } from './application/account/saved-search-gateway';
import { hasNativeChannel as runsInNativeApp, type NativeChannelHost } from './adapters/native/native-channel';
import { lazyNativeBridge } from './adapters/native/lazy-native-bridge';
import { NATIVE_TOKENS } from './application/native/native-tokens';
import type { NativeApp } from './application/native/native-app';
import { PageHeadStore } from './application/seo/page-head-store';
import { SEO_TOKENS } from './application/seo/seo-tokens';

/**
 * Where the app runs: the browser's window, or a page being rendered on the server (issue [8]), which has no window,
 * answers its calls in-process, and must start no timer, listener or background work.
 */
export interface CompositionHost {
  readonly fetch: typeof fetch;
  /** The path and query of the page shown now. */
  readonly location: () => { readonly pathname: string; readonly search: string };
  readonly cookies: () => string;
  readonly navigator: Navigator;
  readonly inNativeApp: boolean;
  readonly server: boolean;
  /** The site's origin, for absolute URLs. */
  readonly origin: string;
}

/** The browser: `fetch` may be wrapped (the answers a server-rendered page carries are replayed first). */
export const browserHost = (fetchFn: typeof fetch = (input, init) => window.fetch(input, init)): CompositionHost => ({
  fetch: fetchFn,
  location: () => window.location,
  cookies: () => document.cookie,
  navigator: new BrowserNavigator(),
  inNativeApp: runsInNativeApp(window as NativeChannelHost),
  server: false,
  origin: window.location.origin,
});

export interface CompositionOptions {
  readonly configuration: AppConfiguration;
  readonly initialLanguage: LanguageCode;
  /** The browser's window unless said otherwise. */
  readonly host?: CompositionHost;
  /**
   * The translations made beforehand by createTranslator with the same options (the browser makes them in a task of
   * their own: i18next's set-up is a third of the container's on a slow phone); else made here.
   */
  readonly translator?: I18nextTranslator;
}

/** The app's translations (i18next), for createContainer. */
export const createTranslator = ({ configuration, initialLanguage, host = browserHost() }: CompositionOptions): I18nextTranslator =>
  new I18nextTranslator({ i18nPath: configuration.i18nPath, initialLanguage, fetch: host.fetch });

/** Events pushed while the consent gate's code loads (a handful at most: the first page view, an early error). */
const MAX_EVENTS_BEFORE_CONSENT_LOADS = 50;

/** The one place that binds ports to adapters. */
export const createContainer = (options: CompositionOptions) => {
  const { configuration, initialLanguage, host = browserHost(), translator = createTranslator(options) } = options;
  const container = new Container();
  const boundFetch = host.fetch;
  const storage = new LocalKeyValueStorage();
  const clock: Clock = { now: () => new Date() };
  let currentLanguage: () => string = () => initialLanguage;
  // The session is built from the container below; the client reads its token on every request.
  let sessionToken: () => string | undefined = () => undefined;
  let onStaleToken: () => void = () => undefined;
  // Every push (the error reporter's too) goes through the consent gate, which loads after the first screen's code
  // (composition-consent.ts); what is pushed before waits for it (the gate holds events until a choice anyway).
  const consentGate: { current?: Analytics } = {};
  const waiting: Readonly<Record<string, unknown>>[] = [];
  const analytics: Analytics = {
    push: (event) => {
      if (consentGate.current) consentGate.current.push(event);
      else if (!host.server && waiting.length < MAX_EVENTS_BEFORE_CONSENT_LOADS) waiting.push(event);
    },
  };
  const errorReporter = createErrorReporter(configuration, analytics);
  const http = new HttpClient({
    onFailure: (failure) => {
      // Expected answers (4xx) are part of the flows; server errors, bad payloads and network failures are reported.
      if (failure.kind !== 'http' || failure.status >= 500) errorReporter.report(toReportable(failure));
      // A token that expired or was revoked while the page was open: ask who the user is (a 401 there clears it), so
      // the next sign-in request opens the funnel instead of answering "already signed in".
      if (failure.kind === 'http' && failure.status === 401 && sessionToken() && !failure.path.startsWith('/account/me')) onStaleToken();
    },
    baseUrl: configuration.apiPath,
    fetch: boundFetch,
    locale: () => currentLanguage(),
    cookies: host.cookies,
    token: () => sessionToken(),
  });

  container.bind(TOKENS.Analytics).toConstantValue(analytics);
  container.bind(TOKENS.ErrorReporter).toConstantValue(errorReporter);
  container.bind(TOKENS.Configuration).toConstantValue(configuration);
  container.bind(TOKENS.Translator).toConstantValue(translator);
  container.bind(TOKENS.KeyValueStorage).toConstantValue(storage);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.Navigator).toConstantValue(host.navigator);
  // The native app's bridge (issue [7]): the browser's answers "not a webview"; in the app's webview the real one
  // (and its codecs) loads on first use.
  const inNativeApp = host.inNativeApp;
  container.bind(TOKENS.NativeBridge).toConstantValue(
    lazyNativeBridge(inNativeApp, async () => (await import('./adapters/native/create-native-bridge')).createNativeBridge()),
  );
  container.bind(TOKENS.CurrencyGateway).toConstantValue(new HttpCurrencyGateway(http));
  container.bind(TOKENS.Settings).to(SettingsPresenter).inSingletonScope();
  // Search and discovery: gateways are singletons. The page presenters (search, product, landing) are built per
  // visit by the factory from the class their page's chunk imports, so they stay out of the first screen's bundle.
  container.bind(TOKENS.SearchGateway).toConstantValue(new HttpSearchGateway(http));
  container.bind(TOKENS.ProductGateway).toConstantValue(new HttpProductGateway(http));
  container.bind(TOKENS.LandingGateway).toConstantValue(new HttpLandingGateway(http));
  // The home page's sections (issue [10]): the gateway and its codecs load with the home page's first call.
  container.bind(HOME_TOKENS.HomeGateway).toConstantValue(lazyGateway<HomeGateway>(async () => new (await import('./adapters/home/http-home-gateway')).HttpHomeGateway(http)));
  // The activity page's gateway (and the checkout contract's codecs it decodes with) loads on the page's first call.
  container.bind(TOKENS.ActivityGateway).toConstantValue(
    lazyActivityGateway(async () => new (await import('./adapters/activity/http-activity-gateway')).HttpActivityGateway(http)),
  );
  // Checkout (ps/{hash}): the gateway and its codecs load with the checkout page; the card provider is chosen by
  // configuration (Stripe with a publishable key, else the local provider) and loads its own script on first use.
  container.bind(CHECKOUT_TOKENS.CheckoutGateway).toConstantValue(
    lazyCheckoutGateway(async () => new (await import('./adapters/payment-session/http-checkout-gateway')).HttpCheckoutGateway(http)),
  );
  container.bind(ACCOUNT_TOKENS.AfterBookingGateway).toConstantValue(
    lazyAfterBookingGateway(async () => new (await import('./adapters/account/http-after-booking-gateway')).HttpAfterBookingGateway(http)),
  );
  container.bind(ACCOUNT_TOKENS.ProfileGateway).toConstantValue(
    lazyProfileGateway(async () => new (await import('./adapters/account/http-profile-gateway')).HttpProfileGateway(http)),
  );
  // The contract at the harbour (issue [6]): its gateway, photo queue (IndexedDB) and photo shrinker load with its page.
  container.bind(ECONTRACT_TOKENS.EcontractGateway).toConstantValue(
    lazyEcontractGateway(async () => new (await import('./adapters/econtract/http-econtract-gateway')).HttpEcontractGateway(http)),
  );
  container.bind(ECONTRACT_TOKENS.PhotoQueue).toConstantValue(new LazyPhotoQueue(async () => new (await import('./adapters/econtract/indexeddb-photo-queue')).IndexedDbPhotoQueue()));
  container.bind(ECONTRACT_TOKENS.PhotoShrinker).toConstantValue(new LazyPhotoShrinker(async () => new (await import('./adapters/econtract/canvas-photo-shrinker')).CanvasPhotoShrinker()));
  container.bind(ECONTRACT_TOKENS.Connectivity).toConstantValue(new WindowConnectivity());
  // The owner's listings (issue [6]): the gateway and the listings contract load with the owner's pages.
  container.bind(LISTINGS_TOKENS.ListingsGateway).toConstantValue(
    lazyListingsGateway(async () => new (await import('./adapters/listings/http-listings-gateway')).HttpListingsGateway(http)),
  );
  // A listing's pictures: the gateway and its codecs load with the listing editor's pictures step.
  container.bind(LISTING_PICTURES_TOKENS.ListingPicturesGateway).toConstantValue(
    lazyListingPicturesGateway(async () => new (await import('./adapters/listings/http-listing-pictures-gateway')).HttpListingPicturesGateway(http)),
  );
  // A listing's availability calendar: the gateway and its codecs load with the calendar's first call.
  container.bind(LISTING_CALENDAR_TOKENS.ListingCalendarGateway).toConstantValue(
    lazyListingCalendarGateway(async () => new (await import('./adapters/listings/http-listing-calendar-gateway')).HttpListingCalendarGateway(http)),
  );
  const conversations = lazyConversationGateway(async () => new (await import('./adapters/account/http-conversation-gateway')).HttpConversationGateway(http));
  container.bind(ACCOUNT_TOKENS.ConversationGateway).toConstantValue(conversations);
  container.bind(ACCOUNT_TOKENS.UnreadMessages).toConstantValue(new UnreadMessages(conversations, new TimerScheduler()));
  // Professional owners (issue [6]): the gateway and its codecs load on the header's first is-owner question.
  const owners = lazyOwnersGateway(async () => new (await import('./adapters/owners/http-owners-gateway')).HttpOwnersGateway(http));
  container.bind(OWNERS_TOKENS.OwnersGateway).toConstantValue(owners);
  container.bind(OWNERS_TOKENS.LeadsCount).toConstantValue(new LeadsCount(owners, new TimerScheduler()));
  // The back office's conversations, messages and damage claims (issue [7]): the gateway and its codecs load with a staff page.
  container.bind(BACKOFFICE_MESSAGES_TOKENS.BackOfficeMessagesGateway).toConstantValue(
    lazyBackOfficeMessagesGateway(async () => new (await import('./adapters/backoffice/http-backoffice-messages-gateway')).HttpBackOfficeMessagesGateway(http)),
  );
  // The back office's bookings, refunds and search (issue [7]): the gateway and its codecs load with a staff page.
  container.bind(BACKOFFICE_BOOKINGS_TOKENS.BackOfficeBookingsGateway).toConstantValue(
    lazyBackOfficeBookingsGateway(async () => new (await import('./adapters/backoffice/http-backoffice-bookings-gateway')).HttpBackOfficeBookingsGateway(http)),
  );
  // The back office's listing review and proposals (issue [7]); the tenant's side of a proposal loads with its link's page.
  container.bind(BACKOFFICE_BOATS_TOKENS.BackOfficeBoatsGateway).toConstantValue(
    lazyBackOfficeBoatsGateway(async () => new (await import('./adapters/backoffice/http-backoffice-boats-gateway')).HttpBackOfficeBoatsGateway(http)),
  );
  container.bind(PROPOSAL_TOKENS.ProposalGateway).toConstantValue(
    lazyProposalGateway(async () => new (await import('./adapters/account/http-proposal-gateway')).HttpProposalGateway(http)),
  );
  // Saved searches ("Save this search", the account's list): the gateway and its codecs load on the first call.
  container.bind(SAVED_SEARCH_TOKENS.SavedSearchGateway).toConstantValue(
    lazyGateway<SavedSearchGateway>(async () => new (await import('./adapters/account/http-saved-search-gateway')).HttpSavedSearchGateway(http)),
  );
  container.bind(CHECKOUT_TOKENS.PaymentProvider).toConstantValue(
    new DeferredPaymentProvider(configuration.stripePublishableKey ? 'stripe' : 'local', async () =>
      (await import('./adapters/payment-session/create-payment-provider')).createPaymentProvider(configuration, http, () => currentLanguage()),
    ),
  );
  container.bind(SEARCH_TOKENS.Scheduler).toConstantValue(new TimerScheduler());
  container.bind(SEARCH_TOKENS.Viewport).toConstantValue(new WindowViewport());
  container.bind(SEARCH_TOKENS.PresenterFactory).toConstantValue(new ContainerPresenterFactory(container));
  bindAuthentication(container, configuration, http);

  const session = container.get<UserSession>(TOKENS.UserSession);
  const loadedConsent = new LoadedConsent();
  container.bind(CONSENT_TOKENS.LoadedConsent).toConstantValue(loadedConsent);
  // The landing URL's click id is read now, before any screen normalises its query (search drops unknown parameters).
  const landing = host.location().search;
  // A page rendered on the server shows no banner and pushes nothing: the browser loads consent for itself.
  if (!host.server) {
    import('./composition-consent')
      .then(({ bindConsent }) => {
        const { gate, services } = bindConsent(container, configuration, http, session, { storage, clock, isWebview: inNativeApp, landing });
        consentGate.current = gate;
        waiting.splice(0).forEach((event) => gate.push(event));
        loadedConsent.loaded(services);
      })
      .catch((error: unknown) => errorReporter.report(reportableErrorFromUnknown(error)));
  }
  // The page head's absolute URLs (issue [8]): the window's origin, or the configured public URL on the server.
  container.bind(SEO_TOKENS.PageHeadStore).toConstantValue(new PageHeadStore(host.origin));
  sessionToken = () => session.token;
  onStaleToken = () => void session.refresh();
  // A stored token may have expired or been revoked: ask who the user is (a 401 clears it).
  if (session.isSignedIn && !host.server) void session.refresh();
  if (inNativeApp) startNativeApp(container, http, configuration).catch((error: unknown) => errorReporter.report(reportableErrorFromUnknown(error)));

  const settings = container.get<SettingsPresenter>(TOKENS.Settings);
  // The language of the URL being shown: right even before the settings presenter has caught up with a navigation.
  currentLanguage = () => parsePath(host.location().pathname, { defaultLanguage: settings.defaultLanguage }).language;
  // Until the authentication funnel binds the real Authenticator: sign-in goes to the login page (aborted).
  if (!container.isBound(TOKENS.Authenticator)) {
    container.bind(TOKENS.Authenticator).toConstantValue(new RouteAuthenticator(container.get(TOKENS.Navigator), () => settings));
  }
  return { container, i18n: translator.i18n, http, errorReporter };
};

/**
 * The native app (issue [7]): only inside its webview do the device registration, push tracking, deep links, the
 * app's version checks and its foreground and background life load, and start with the page.
 */
const startNativeApp = async (container: Container, http: HttpClient, configuration: AppConfiguration): Promise<void> => {
  const [{ NativeApp: NativeAppClass }, { HttpNativeAppGateway }, { BeaconMetrics }, { WindowAppPage }] = await Promise.all([
    import('./application/native/native-app'),
    import('./adapters/native/http-native-app-gateway'),
    import('./adapters/native/beacon-metrics'),
    import('./adapters/native/window-app-page'),
  ]);
  container.bind(NATIVE_TOKENS.NativeAppGateway).toConstantValue(new HttpNativeAppGateway(http));
  container.bind(NATIVE_TOKENS.MetricsBeacon).toConstantValue(new BeaconMetrics(configuration.apiPath));
  container.bind(NATIVE_TOKENS.AppPage).toConstantValue(new WindowAppPage());
  container.bind(NATIVE_TOKENS.NativeApp).to(NativeAppClass).inSingletonScope();
  await container.get<NativeApp>(NATIVE_TOKENS.NativeApp).start();
};

export type AppContainer = ReturnType<typeof createContainer>;
