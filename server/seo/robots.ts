import { Hono } from 'hono';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE, type LanguageCode } from '../../src/domain/i18n/languages';
import {
  ACCOUNT_SECTIONS,
  BACK_OFFICE_PAGES,
  formatRoute,
  type BackOfficePage,
  type Route,
  type Screen,
} from '../../src/domain/routing/route';
import type { AppEnv, ServerDeps } from '../http/env';

/** Stands for a route parameter in the samples below. */
const PARAM = '\u0000';
const ENCODED_PARAM = encodeURIComponent(PARAM);

type Crawl<S extends Screen> = 'public' | 'not-a-page' | readonly Extract<Route, { screen: S }>[];

/**
 * Every screen of the route table, public (search engines should find it) or private, given by sample routes whose
 * parameters are PARAM. Exhaustive: a new screen does not compile until it is classed here.
 */
const CRAWL: { readonly [S in Screen]: Crawl<S> } = {
  home: 'public',
  search: 'public',
  product: 'public',
  activity: 'public',
  activityLanding: 'public',
  genericLanding: 'public',
  partial: 'not-a-page',
  login: [{ screen: 'login' }],
  appUpdateNeeded: [{ screen: 'appUpdateNeeded' }],
  notFound: [{ screen: 'notFound' }],
  fingerprint: [{ screen: 'fingerprint' }],
  fingerprintSuccess: [{ screen: 'fingerprintSuccess' }],
  paymentSession: [{ screen: 'paymentSession', hash: PARAM }],
  bookingSuccess: [{ screen: 'bookingSuccess', hash: PARAM }],
  balancePayment: [{ screen: 'balancePayment', id: PARAM }],
  balancePaymentSuccess: [{ screen: 'balancePaymentSuccess', id: PARAM }],
  postBooking: [{ screen: 'postBooking', bookingId: PARAM }],
  postBookingPurchase: [{ screen: 'postBookingPurchase', bookingId: PARAM, cartId: PARAM }],
  chatList: [{ screen: 'chatList' }],
  chatConversation: [{ screen: 'chatConversation', hash: PARAM, ish: PARAM }],
  econtract: [
    { screen: 'econtract', id: PARAM, direction: 'in', confirm: false },
    { screen: 'econtract', id: PARAM, direction: 'out', confirm: true },
  ],
  bookingModify: [{ screen: 'bookingModify', bookingId: PARAM }],
  bookingDetail: [{ screen: 'bookingDetail', bookingId: PARAM }],
  offers: [{ screen: 'offers' }],
  offer: [{ screen: 'offer', hash: PARAM }],
  listingEdit: [{ screen: 'listingEdit', identifier: PARAM }],
  account: ACCOUNT_SECTIONS.map((section) => ({ screen: 'account', section }) as const),
  passwordReset: [{ screen: 'passwordReset', token: PARAM }],
  backOffice: (Object.keys(BACK_OFFICE_PAGES) as BackOfficePage[]).map((page) => ({ screen: 'backOffice', page, id: PARAM }) as const),
};

/** Whether a screen is for search engines. */
export const isPublicScreen = (screen: Screen): boolean => CRAWL[screen] === 'public';

/** Paths outside the route table that are not pages for search engines: the API and the development pages. */
const OTHER_PRIVATE_PREFIXES = ['/api/', '/dev/'];

/** The language prefixes a path may have: none (the default language), then each language's own. */
const languagePrefixes = (): string[] => ['', ...LANGUAGE_CODES.map((language) => `/${language}`)];

/**
 * The rules of one private sample under a language prefix (RFC 9309: a rule is a prefix of the path and query; `$`
 * ends it). A private page owns its first segment: a page that is that segment alone is closed exactly, with or without
 * a query (`/login$`, `/login?`), so that a public path merely starting with the same letters stays open; deeper pages
 * close the segment's subtree (`/ps/`, `/account/`).
 */
const rulesOf = (route: Route, prefix: string, language: LanguageCode): string[] => {
  const segments = formatRoute(route, language, language).split('/').filter((s) => s !== '');
  const first = segments[0];
  if (first === undefined || first === ENCODED_PARAM) return [];
  return segments.length === 1 ? [`${prefix}/${first}$`, `${prefix}/${first}?`] : [`${prefix}/${first}/`];
};

/** True when a rule applies to a path (a prefix, or with `$` the whole path). */
export const ruleMatches = (rule: string, path: string): boolean => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule));

/** True when robots.txt's rules keep crawlers away from a path (query included). */
export const isDisallowed = (rules: readonly string[], pathAndQuery: string): boolean => rules.some((rule) => ruleMatches(rule, pathAndQuery));

/**
 * The Disallow rules, generated from the route table: each private screen's first segment, without a language and
 * under every language's prefix, then the API and the development pages.
 */
export const disallowRules = (defaultLanguage: LanguageCode = DEFAULT_LANGUAGE): string[] => {
  const rules = new Set<string>();
  for (const prefix of languagePrefixes()) {
    const language = prefix === '' ? defaultLanguage : (prefix.slice(1) as LanguageCode);
    const own: string[] = [];
    for (const samples of Object.values(CRAWL)) {
      if (typeof samples === 'string') continue;
      for (const route of samples as readonly Route[]) own.push(...rulesOf(route, prefix, language));
    }
    for (const rule of [...new Set(own)].sort()) rules.add(rule);
  }
  for (const rule of OTHER_PRIVATE_PREFIXES) rules.add(rule);
  return [...rules];
};

/** robots.txt: every public page open, the private ones closed, and the sitemap index. */
export const robotsTxt = (publicUrl: string, defaultLanguage: LanguageCode = DEFAULT_LANGUAGE): string =>
  [
    '# Public pages (home, searches, landings, products, activities) are open; a visitor\'s own pages, the checkout,',
    '# the back office, the API and the development pages are not. Generated from the route table (server/seo/robots.ts).',
    'User-agent: *',
    'Allow: /',
    ...disallowRules(defaultLanguage).map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');

/** GET /robots.txt. */
export const robotsRoutes = (deps: ServerDeps) => {
  const body = robotsTxt(deps.config.publicUrl);
  return new Hono<AppEnv>().get('/robots.txt', (c) =>
    c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );
};
