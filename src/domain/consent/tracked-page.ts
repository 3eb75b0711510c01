import type { LanguageCode } from '../i18n/languages';
import { parsePath, type Route, type RouteContext, type Screen } from '../routing/route';

/** What a page view tells the data layer: the page without its secrets, its screen and its language. */
export interface TrackedPage {
  readonly pagePath: string;
  readonly screen: Screen;
  readonly language: LanguageCode;
}

/**
 * The only query keys a page view carries: campaign tags. Anything else may be a secret or personal (a payment
 * intent's client secret on a 3-D Secure return, an email in a mailing link, a click id, which travels on its own and
 * only with marketing consent); what a search asked for goes in its own `search` event.
 */
const CAMPAIGN_KEY = /^utm_(source|medium|campaign|term|content)$/;

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The path segments that are bearer secrets of their route: a checkout's hash, a conversation's or offer's, a reset token. */
const secretsOf = (route: Route): { readonly value: string; readonly placeholder: string }[] => {
  switch (route.screen) {
    case 'paymentSession':
    case 'bookingSuccess':
    case 'chatConversation':
    case 'offer':
      return [{ value: route.hash, placeholder: ':hash' }];
    case 'passwordReset':
      return [{ value: route.token, placeholder: ':token' }];
    default:
      return [];
  }
};

const keptQuery = (search: string): string => {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  return raw
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const key = decode((pair.split('=', 1)[0] ?? '').replace(/\+/g, ' '));
      return CAMPAIGN_KEY.test(key);
    })
    .join('&');
};

/**
 * The page as the data layer sees it (issue [7]): the path with its secret segments replaced (`/ps/:hash/success`,
 * `/account/password-reset/:token`) and only the campaign tags of the query. Total: never throws.
 */
export const trackedPage = (path: string, search: string, context: RouteContext = {}): TrackedPage => {
  const cleanPath = path.split(/[?#]/, 1)[0] ?? '';
  const { language, route } = parsePath(cleanPath, context);
  const secrets = secretsOf(route);
  const segments = cleanPath.split('/').map((segment) => {
    if (segment === '') return segment;
    const secret = secrets.find((s) => s.value === decode(segment));
    return secret ? secret.placeholder : segment;
  });
  const joined = segments.join('/');
  const pagePath = joined.startsWith('/') ? joined : `/${joined}`;
  const query = keptQuery(search);
  return { pagePath: query === '' ? pagePath : `${pagePath}?${query}`, screen: route.screen, language };
};
