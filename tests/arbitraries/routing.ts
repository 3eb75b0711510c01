import fc from 'fast-check';
import { LANGUAGE_CODES, RENTAL_SEGMENT, isLanguageCode, type LanguageCode } from '../../src/domain/i18n/languages';
import { ACCOUNT_SECTIONS, BACK_OFFICE_PAGES, type BackOfficePage, type Route } from '../../src/domain/routing/route';

export const languageArb: fc.Arbitrary<LanguageCode> = fc.constantFrom(...LANGUAGE_CODES);

/** A route parameter: any non-empty string without a slash (it is percent-encoded in the path). */
const param = fc
  .string({ minLength: 1, maxLength: 12, unit: 'grapheme' })
  .filter((s) => !s.includes('/') && s.trim() === s && s !== '.' && s !== '..');
const idParam = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }).map(String), param);
const hashParam = idParam.filter((s) => s !== 'fingerprint');

/** Landing segments that cannot collide with a named route. */
const landingSegments = fc.array(fc.stringMatching(/^[a-z][a-z0-9-]{0,14}$/), { minLength: 1, maxLength: 4 }).map((segments) =>
  segments.map((s, i) => (i === 0 ? `x-${s}` : s)),
);

const buildRouteArb = (language: LanguageCode): fc.Arbitrary<Route> =>
  fc.oneof(
    fc.constant<Route>({ screen: 'home' }),
    fc.constant<Route>({ screen: 'login' }),
    fc.constant<Route>({ screen: 'appUpdateNeeded' }),
    fc.constant<Route>({ screen: 'notFound' }),
    fc.constant<Route>({ screen: 'fingerprint' }),
    fc.constant<Route>({ screen: 'fingerprintSuccess' }),
    hashParam.map<Route>((hash) => ({ screen: 'paymentSession', hash })),
    hashParam.map<Route>((hash) => ({ screen: 'bookingSuccess', hash })),
    idParam.map<Route>((id) => ({ screen: 'balancePayment', id })),
    idParam.map<Route>((id) => ({ screen: 'balancePaymentSuccess', id })),
    idParam.map<Route>((bookingId) => ({ screen: 'postBooking', bookingId })),
    fc.tuple(idParam, idParam).map<Route>(([bookingId, cartId]) => ({ screen: 'postBookingPurchase', bookingId, cartId })),
    fc.constant<Route>({ screen: 'chatList' }),
    fc.tuple(idParam.filter((h) => h !== 'list'), idParam).map<Route>(([hash, ish]) => ({ screen: 'chatConversation', hash, ish })),
    fc.tuple(idParam, fc.constantFrom<'in' | 'out'>('in', 'out'), fc.boolean()).map<Route>(([id, direction, confirm]) => ({ screen: 'econtract', id, direction, confirm })),
    idParam.map<Route>((bookingId) => ({ screen: 'bookingModify', bookingId })),
    idParam.filter((b) => b !== 'details' && b !== 'autorefunds').map<Route>((bookingId) => ({ screen: 'bookingDetail', bookingId })),
    fc.constant<Route>({ screen: 'offers' }),
    idParam.map<Route>((hash) => ({ screen: 'offer', hash })),
    idParam.map<Route>((identifier) => ({ screen: 'listingEdit', identifier })),
    fc.constantFrom(...ACCOUNT_SECTIONS).map<Route>((section) => ({ screen: 'account', section })),
    idParam.map<Route>((token) => ({ screen: 'passwordReset', token })),
    fc.tuple(fc.constantFrom(...(Object.keys(BACK_OFFICE_PAGES) as BackOfficePage[])), idParam).map<Route>(([page, id]) =>
      BACK_OFFICE_PAGES[page].hasId ? { screen: 'backOffice', page, id } : { screen: 'backOffice', page },
    ),
    fc.tuple(param, param, param).map<Route>(([localization, boatType, boatName]) => ({
      screen: 'product',
      seoPrefix: RENTAL_SEGMENT[language],
      localization,
      boatType,
      boatName,
    })),
    fc.constantFrom<'boat' | 'activity'>('boat', 'activity').map<Route>((kind) => ({ screen: 'search', kind })),
    fc.tuple(fc.integer({ min: 0, max: 10_000_000 }).map(String), param, fc.oneof(param, fc.stringMatching(/^[a-z0-9-]{0,20}$/))).map<Route>(
      ([id, placeSlug, activitySlug]) => ({ screen: 'activity', id, placeSlug, activitySlug }),
    ),
    fc.tuple(fc.constantFrom('experiences', 'erlebnisse', 'esperienze', 'upplevelser'), fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 3 })).map<Route>(
      ([word, rest]) => ({ screen: 'activityLanding', segments: [`${word}-x`, ...rest] }),
    ),
    landingSegments.filter((s) => !isLanguageCode(s[0] ?? '')).map<Route>((segments) => ({ screen: 'genericLanding', segments })),
  );

const cache = new Map<LanguageCode, fc.Arbitrary<Route>>();
/** Every route of spec section 2, with parameters, valid in the given language (built once per language). */
export const routeArb = (language: LanguageCode): fc.Arbitrary<Route> => {
  let arb = cache.get(language);
  if (!arb) {
    arb = buildRouteArb(language);
    cache.set(language, arb);
  }
  return arb;
};
