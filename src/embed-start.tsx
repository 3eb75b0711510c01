import { createRoot } from 'react-dom/client';
import { isLeft } from 'fp-ts/lib/Either';
import { AppConfiguration } from './contract/configuration';
import { isLanguageCode, type LanguageCode } from './domain/i18n/languages';
import { TOKENS } from './application/tokens';
import type { Authenticator } from './application/auth/authenticator';
import { EmbeddedLogin, type EmbeddedLoginResult } from './application/auth/embedded-login';
import { createEmbedContainer } from './composition-embed';
import { EmbeddedFunnel } from './ui/embed/EmbeddedFunnel';
import stylesheetUrl from './ui/styles.css?url';

/**
 * The sign-in funnel on a page that is not ours (issue [12]; README "Embedding the sign-in"). The page holds
 * `<div id="auth-funnel-modal"></div>` and loads this script; then
 * - `window.Seaway.openLogin({ origin, returnTo })` (origin: book, favorite, header, loginPage, menu, searchFavorite,
 *   sendMessage) opens the funnel and resolves with its outcome, or a page loaded before us dispatches
 *   `new CustomEvent('seaway:open-login', { detail: { origin, returnTo } })` on `document`;
 * - the outcome comes as `seaway:login` on the element (bubbling): `{ status: 'success', firstName }`,
 *   `{ status: 'aborted' }`, or `{ status: 'refused', reason }` for a request it got wrong;
 * - `seaway:ready` on `document` says the API is there.
 * The funnel lives in the element's shadow root with our stylesheet: the page's own content and styles stay as they are.
 */
export const AUTH_FUNNEL_ELEMENT_ID = 'auth-funnel-modal';

export interface SeawayEmbedApi {
  openLogin(request: { origin: string; returnTo?: string }): Promise<EmbeddedLoginResult>;
}

declare global {
  interface Window {
    Seaway?: SeawayEmbedApi;
  }
}

/** The page's language (`<html lang="fr-FR">` is French), else the site's default. */
const pageLanguage = (fallback: LanguageCode): LanguageCode => {
  const lang = document.documentElement.lang;
  if (isLanguageCode(lang)) return lang;
  const base = lang.split('-')[0] ?? '';
  return isLanguageCode(base) ? base : fallback;
};

const loadConfiguration = async (): Promise<AppConfiguration> => {
  const response = await fetch(new URL(/* @vite-ignore */ '/api/v6/configuration', import.meta.url));
  const decoded = AppConfiguration.decode(await response.json());
  if (isLeft(decoded)) throw new Error('Seaway: the configuration could not be read');
  return decoded.right;
};

/** Mounts the funnel in `element` and offers `window.Seaway`; the configuration is read from the API unless given. */
export const startEmbeddedFunnel = async (element: HTMLElement, given?: AppConfiguration): Promise<void> => {
  const configuration = given ?? (await loadConfiguration());
  const language = pageLanguage(configuration.defaultLanguage);
  const { container, i18n, session } = createEmbedContainer({ configuration, language });
  if (session.isSignedIn) void session.refresh();

  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = new URL(stylesheetUrl, import.meta.url).href;
  const mount = document.createElement('div');
  shadow.replaceChildren(stylesheet, mount);
  createRoot(mount).render(<EmbeddedFunnel container={container} i18n={i18n} portal={mount} />);

  const login = new EmbeddedLogin(container.get<Authenticator>(TOKENS.Authenticator), session, { assign: (path) => window.location.assign(path) });
  const api: SeawayEmbedApi = {
    openLogin: async (request) => {
      const result = await login.open(request);
      // The host page's mistake, not ours: said in its console rather than reported.
      if (result.status === 'refused') console.warn(`Seaway.openLogin: ${result.reason}`);
      element.dispatchEvent(new CustomEvent('seaway:login', { detail: result, bubbles: true, composed: true }));
      return result;
    },
  };
  window.Seaway = api;
  document.addEventListener('seaway:open-login', (event) => void api.openLogin((event as CustomEvent<{ origin: string; returnTo?: string }>).detail));
  document.dispatchEvent(new CustomEvent('seaway:ready'));
};
