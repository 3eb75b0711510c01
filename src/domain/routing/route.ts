import {
  DEFAULT_LANGUAGE,
  EXPERIENCES_SEGMENT,
  EXPERIENCES_WORDS,
  RENTAL_SEGMENT,
  SEARCH_PATH_WORD,
  isLanguageCode,
  type LanguageCode,
} from '../i18n/languages';

/** Every screen of spec section 2, with its route parameters. */
export type Route =
  | { readonly screen: 'home' }
  | { readonly screen: 'login' }
  | { readonly screen: 'appUpdateNeeded' }
  | { readonly screen: 'fingerprint' }
  | { readonly screen: 'fingerprintSuccess' }
  | { readonly screen: 'paymentSession'; readonly hash: string }
  | { readonly screen: 'bookingSuccess'; readonly hash: string }
  | { readonly screen: 'balancePayment'; readonly id: string }
  | { readonly screen: 'balancePaymentSuccess'; readonly id: string }
  | { readonly screen: 'postBooking'; readonly bookingId: string }
  | { readonly screen: 'postBookingPurchase'; readonly bookingId: string; readonly cartId: string }
  | { readonly screen: 'chatList' }
  | { readonly screen: 'chatConversation'; readonly hash: string; readonly ish: string }
  | { readonly screen: 'econtract'; readonly id: string; readonly direction: 'in' | 'out'; readonly confirm: boolean }
  | { readonly screen: 'bookingModify'; readonly bookingId: string }
  | { readonly screen: 'bookingDetail'; readonly bookingId: string }
  | { readonly screen: 'offers' }
  | { readonly screen: 'offer'; readonly hash: string }
  | { readonly screen: 'listingEdit'; readonly identifier: string }
  | { readonly screen: 'account'; readonly section: AccountSection }
  | { readonly screen: 'passwordReset'; readonly token: string }
  | { readonly screen: 'backOffice'; readonly page: BackOfficePage; readonly id?: string }
  | {
      readonly screen: 'product';
      readonly seoPrefix: string;
      readonly localization: string;
      readonly boatType: string;
      readonly boatName: string;
    }
  | { readonly screen: 'search'; readonly kind: SearchKind }
  /** An activity page: /{experiences word}/{placeSlug}/{activitySlug}-{id} (docs/decisions.md); id is digits. */
  | { readonly screen: 'activity'; readonly id: string; readonly placeSlug: string; readonly activitySlug: string }
  | { readonly screen: 'notFound' }
  | { readonly screen: 'activityLanding'; readonly segments: readonly string[] }
  | { readonly screen: 'genericLanding'; readonly segments: readonly string[] }
  | { readonly screen: 'partial' };

export type Screen = Route['screen'];
export type SearchKind = 'boat' | 'activity';

export const ACCOUNT_SECTIONS = ['root', 'favourites', 'bookings', 'listings', 'profile', 'saved-searches'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The nine back-office pages (spec section 2); those with an id carry it. */
export const BACK_OFFICE_PAGES = {
  autorefunds: { path: ['booking', 'autorefunds'], hasId: false },
  bookingDetails: { path: ['booking', 'details'], hasId: true },
  messageEditConv: { path: ['message', 'editConv'], hasId: true },
  messageEdit: { path: ['message', 'edit'], hasId: true },
  damageEdit: { path: ['damage', 'edit'], hasId: true },
  boatEdit: { path: ['boat', 'edit'], hasId: true },
  boatDetails: { path: ['boat', 'details'], hasId: true },
  propaleDetails: { path: ['propale', 'details'], hasId: true },
  propaleEdit: { path: ['propale', 'edit'], hasId: true },
} as const;
export type BackOfficePage = keyof typeof BACK_OFFICE_PAGES;

export interface ResolvedRoute {
  readonly language: LanguageCode;
  /** True when the path carried the language segment explicitly. */
  readonly languageInPath: boolean;
  readonly route: Route;
}

export interface RouteContext {
  /** The default language from configuration (spec: en). */
  readonly defaultLanguage?: LanguageCode;
  /** Spec section 2: the partial page is used when an authentication-funnel modal element is in the document. */
  readonly authFunnelElementPresent?: boolean;
}

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const splitPath = (path: string): string[] => {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery
    .split('/')
    .filter((s) => s.length > 0)
    .map(decodeSegment);
};

const matchStatic = (segments: readonly string[]): Route | undefined => {
  const [a, b, c, d, e, ...rest] = segments;
  const n = segments.length;
  if (n === 0) return { screen: 'home' };
  if (n === 1 && a === 'login') return { screen: 'login' };
  if (n === 1 && a === 'app-update-needed') return { screen: 'appUpdateNeeded' };
  if (n === 1 && a === 'not-found') return { screen: 'notFound' };
  if (a === 'ps' && b !== undefined) {
    if (b === 'fingerprint') {
      if (n === 2) return { screen: 'fingerprint' };
      if (n === 3 && c === 'success') return { screen: 'fingerprintSuccess' };
      return undefined;
    }
    if (n === 2) return { screen: 'paymentSession', hash: b };
    if (n === 3 && c === 'success') return { screen: 'bookingSuccess', hash: b };
  }
  if (a === 'balance-payment' && b !== undefined) {
    if (n === 2) return { screen: 'balancePayment', id: b };
    if (n === 3 && c === 'success') return { screen: 'balancePaymentSuccess', id: b };
  }
  if (a === 'post-booking' && b !== undefined) {
    if (n === 2) return { screen: 'postBooking', bookingId: b };
    if (n === 4 && c === 'purchase' && d !== undefined) return { screen: 'postBookingPurchase', bookingId: b, cartId: d };
  }
  if (a === 'account') {
    if (n === 1) return { screen: 'account', section: 'root' };
    if (b === 'chat') {
      if (n === 3 && c === 'list') return { screen: 'chatList' };
      if (n === 4 && c !== undefined && d !== undefined) return { screen: 'chatConversation', hash: c, ish: d };
      return undefined;
    }
    if (b === 'offers') {
      if (n === 2) return { screen: 'offers' };
      if (n === 3 && c !== undefined) return { screen: 'offer', hash: c };
      return undefined;
    }
    if (b === 'listing' && c === 'edit' && n === 4 && d !== undefined) return { screen: 'listingEdit', identifier: d };
    if (b === 'password-reset' && n === 3 && c !== undefined) return { screen: 'passwordReset', token: c };
    if (n === 2 && (b === 'favourites' || b === 'bookings' || b === 'listings' || b === 'profile' || b === 'saved-searches')) {
      return { screen: 'account', section: b };
    }
    return undefined;
  }
  if (a === 'booking' && b !== undefined) {
    if (c === 'econtract' && (d === 'in' || d === 'out')) {
      if (n === 4) return { screen: 'econtract', id: b, direction: d, confirm: false };
      if (n === 5 && e === 'confirm') return { screen: 'econtract', id: b, direction: d, confirm: true };
    }
    if (n === 3 && c === 'modify') return { screen: 'bookingModify', bookingId: b };
    if (n === 3 && c === 'detail') return { screen: 'bookingDetail', bookingId: b };
  }
  for (const [page, def] of Object.entries(BACK_OFFICE_PAGES) as [BackOfficePage, (typeof BACK_OFFICE_PAGES)[BackOfficePage]][]) {
    if (a === def.path[0] && b === def.path[1]) {
      if (!def.hasId && n === 2) return { screen: 'backOffice', page };
      if (def.hasId && n === 3 && c !== undefined) return { screen: 'backOffice', page, id: c };
    }
  }
  void rest;
  return undefined;
};

/** The activity page's last segment: {activitySlug}-{id}; the id is the digits after the last hyphen. */
const ACTIVITY_SEGMENT = /^(.*)-(\d+)$/s;

const matchSeo = (segments: readonly string[], language: LanguageCode): Route | undefined => {
  const [a, b, c, d] = segments;
  if (a === undefined) return undefined;
  if (segments.length === 2 && b === SEARCH_PATH_WORD[language]) {
    if (a === RENTAL_SEGMENT[language]) return { screen: 'search', kind: 'boat' };
    if (a === EXPERIENCES_SEGMENT[language]) return { screen: 'search', kind: 'activity' };
  }
  if (segments.length === 4 && b !== undefined && c !== undefined && d !== undefined && a === RENTAL_SEGMENT[language]) {
    return { screen: 'product', seoPrefix: a, localization: b, boatType: c, boatName: d };
  }
  if (segments.length === 3 && b !== undefined && c !== undefined && a === EXPERIENCES_SEGMENT[language]) {
    const activity = ACTIVITY_SEGMENT.exec(c);
    if (activity !== null) return { screen: 'activity', id: activity[2] ?? '', placeSlug: b, activitySlug: activity[1] ?? '' };
  }
  if (EXPERIENCES_WORDS.some((word) => a.startsWith(word))) return { screen: 'activityLanding', segments };
  return { screen: 'genericLanding', segments };
};

/**
 * Spec section 2: resolves a path to its language and screen. Total: never throws, every string resolves.
 */
export const parsePath = (path: string, context: RouteContext = {}): ResolvedRoute => {
  const defaultLanguage = context.defaultLanguage ?? DEFAULT_LANGUAGE;
  const all = splitPath(path);
  const first = all[0];
  const languageInPath = first !== undefined && isLanguageCode(first);
  const language: LanguageCode = languageInPath ? (first as LanguageCode) : defaultLanguage;
  const segments = languageInPath ? all.slice(1) : all;
  if (context.authFunnelElementPresent) return { language, languageInPath, route: { screen: 'partial' } };
  const route = matchStatic(segments) ?? matchSeo(segments, language) ?? { screen: 'notFound' };
  return { language, languageInPath, route };
};

const routeSegments = (route: Route, language: LanguageCode): string[] => {
  switch (route.screen) {
    case 'home':
    case 'partial':
      return [];
    case 'login':
      return ['login'];
    case 'appUpdateNeeded':
      return ['app-update-needed'];
    case 'notFound':
      return ['not-found'];
    case 'fingerprint':
      return ['ps', 'fingerprint'];
    case 'fingerprintSuccess':
      return ['ps', 'fingerprint', 'success'];
    case 'paymentSession':
      return ['ps', route.hash];
    case 'bookingSuccess':
      return ['ps', route.hash, 'success'];
    case 'balancePayment':
      return ['balance-payment', route.id];
    case 'balancePaymentSuccess':
      return ['balance-payment', route.id, 'success'];
    case 'postBooking':
      return ['post-booking', route.bookingId];
    case 'postBookingPurchase':
      return ['post-booking', route.bookingId, 'purchase', route.cartId];
    case 'chatList':
      return ['account', 'chat', 'list'];
    case 'chatConversation':
      return ['account', 'chat', route.hash, route.ish];
    case 'econtract':
      return ['booking', route.id, 'econtract', route.direction, ...(route.confirm ? ['confirm'] : [])];
    case 'bookingModify':
      return ['booking', route.bookingId, 'modify'];
    case 'bookingDetail':
      return ['booking', route.bookingId, 'detail'];
    case 'offers':
      return ['account', 'offers'];
    case 'offer':
      return ['account', 'offers', route.hash];
    case 'listingEdit':
      return ['account', 'listing', 'edit', route.identifier];
    case 'account':
      return route.section === 'root' ? ['account'] : ['account', route.section];
    case 'passwordReset':
      return ['account', 'password-reset', route.token];
    case 'backOffice': {
      const def = BACK_OFFICE_PAGES[route.page];
      return def.hasId ? [...def.path, route.id ?? ''] : [...def.path];
    }
    case 'product':
      return [route.seoPrefix, route.localization, route.boatType, route.boatName];
    case 'search':
      return [route.kind === 'boat' ? RENTAL_SEGMENT[language] : EXPERIENCES_SEGMENT[language], SEARCH_PATH_WORD[language]];
    case 'activity':
      return [EXPERIENCES_SEGMENT[language], route.placeSlug, `${route.activitySlug}-${route.id}`];
    case 'activityLanding':
    case 'genericLanding':
      return [...route.segments];
  }
};

/**
 * The inverse of parsePath: the path of a screen in a language. The default language has no prefix.
 */
export const formatRoute = (route: Route, language: LanguageCode, defaultLanguage: LanguageCode = DEFAULT_LANGUAGE): string => {
  const segments = routeSegments(route, language).map((s) => encodeURIComponent(s));
  const prefix = language === defaultLanguage ? [] : [language];
  const path = [...prefix, ...segments].join('/');
  return `/${path}`;
};

/** Same screen, other language: used by the language switcher (the search and activity pages' SEO words follow the language). */
export const switchLanguage = (path: string, to: LanguageCode, context: RouteContext = {}): string => {
  const { route } = parsePath(path, context);
  const translated: Route = route.screen === 'product' ? { ...route, seoPrefix: RENTAL_SEGMENT[to] } : route;
  return formatRoute(translated, to, context.defaultLanguage ?? DEFAULT_LANGUAGE);
};
