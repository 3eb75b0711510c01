/**
 * Deep links opened in the native app (spec section 7 "Device and tracking"): the host's `app.` prefix becomes
 * `www.`, and a link to this site is followed inside the app. Pure: the current origin is an argument.
 */

/** The longest URL or path we accept from the host or a client (browsers and CDNs handle about 2,000 characters). */
export const DEEP_LINK_MAX_LENGTH = 2_048;

const parseUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

const isHttp = (url: URL): boolean => url.protocol === 'http:' || url.protocol === 'https:';

/** An absolute http(s) URL of reasonable length (what a deep link is). */
export const isHttpUrl = (text: string): boolean => {
  if (text.length === 0 || text.length > DEEP_LINK_MAX_LENGTH) return false;
  const url = parseUrl(text);
  return url !== undefined && isHttp(url);
};

/** A path of this site: starts with one slash (`//host` would be another site), no backslash, reasonable length. */
export const isSitePath = (text: string): boolean =>
  text.length > 0 && text.length <= DEEP_LINK_MAX_LENGTH && text.startsWith('/') && !text.startsWith('//') && !text.includes('\\');

/** Spec section 7: a host beginning with `app.` is given `www.` instead; any other text is returned as it was. */
export const rewriteAppHost = (text: string): string => {
  const url = parseUrl(text);
  if (url === undefined || !isHttp(url) || !url.hostname.toLowerCase().startsWith('app.')) return text;
  url.hostname = `www.${url.hostname.slice('app.'.length)}`;
  return url.href;
};

/** A host without its leading `www.`: www.seaway.com and seaway.com are the same site. */
const siteHost = (host: string): string => host.toLowerCase().replace(/^www\./, '');

export type DeepLinkTarget =
  /** A page of this site: followed inside the app (path, query and fragment). */
  | { readonly kind: 'inApp'; readonly path: string; readonly pathWithParams: string }
  /** Another site: not followed (the app is not a browser for links it receives). */
  | { readonly kind: 'elsewhere' }
  | { readonly kind: 'invalid' };

/**
 * Where a deep link (or a push notification's url) leads, once `app.` became `www.`: this site's pages (same host,
 * with or without `www.`, any scheme) stay in the app; a path alone is this site's.
 */
export const deepLinkTarget = (text: string, currentOrigin: string): DeepLinkTarget => {
  if (text.length === 0 || text.length > DEEP_LINK_MAX_LENGTH) return { kind: 'invalid' };
  if (text.startsWith('/')) {
    if (!isSitePath(text)) return { kind: 'invalid' };
    const url = parseUrl(`${currentOrigin}${text}`);
    return url === undefined ? { kind: 'invalid' } : inApp(url);
  }
  const url = parseUrl(rewriteAppHost(text));
  const here = parseUrl(currentOrigin);
  if (url === undefined || here === undefined || !isHttp(url)) return { kind: 'invalid' };
  return siteHost(url.host) === siteHost(here.host) ? inApp(url) : { kind: 'elsewhere' };
};

const inApp = (url: URL): DeepLinkTarget => ({
  kind: 'inApp',
  path: `${url.pathname}${url.search}${url.hash}`,
  pathWithParams: `${url.pathname}${url.search}`,
});
