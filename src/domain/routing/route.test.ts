import { describe, expect, it } from 'vitest';
import { formatRoute, parsePath, switchLanguage } from './route';

const screen = (path: string) => parsePath(path).route;

describe('parsePath', () => {
  it('consumes a known language segment, else uses the default', () => {
    expect(parsePath('/fr/login')).toMatchObject({ language: 'fr', languageInPath: true, route: { screen: 'login' } });
    expect(parsePath('/en-GB/')).toMatchObject({ language: 'en-GB', route: { screen: 'home' } });
    expect(parsePath('/login')).toMatchObject({ language: 'en', languageInPath: false });
    expect(parsePath('/login', { defaultLanguage: 'de' }).language).toBe('de');
    expect(parsePath('/xx/login').route).toEqual({ screen: 'genericLanding', segments: ['xx', 'login'] });
  });

  it('resolves every named route of spec section 2', () => {
    expect(screen('/')).toEqual({ screen: 'home' });
    expect(screen('/app-update-needed')).toEqual({ screen: 'appUpdateNeeded' });
    expect(screen('/ps/fingerprint')).toEqual({ screen: 'fingerprint' });
    expect(screen('/ps/fingerprint/success')).toEqual({ screen: 'fingerprintSuccess' });
    expect(screen('/ps/abc123')).toEqual({ screen: 'paymentSession', hash: 'abc123' });
    expect(screen('/ps/abc123/success')).toEqual({ screen: 'bookingSuccess', hash: 'abc123' });
    expect(screen('/balance-payment/42')).toEqual({ screen: 'balancePayment', id: '42' });
    expect(screen('/balance-payment/42/success')).toEqual({ screen: 'balancePaymentSuccess', id: '42' });
    expect(screen('/post-booking/7')).toEqual({ screen: 'postBooking', bookingId: '7' });
    expect(screen('/post-booking/7/purchase/9')).toEqual({ screen: 'postBookingPurchase', bookingId: '7', cartId: '9' });
    expect(screen('/account/chat/list')).toEqual({ screen: 'chatList' });
    expect(screen('/account/chat/h/i')).toEqual({ screen: 'chatConversation', hash: 'h', ish: 'i' });
    expect(screen('/booking/5/econtract/in')).toEqual({ screen: 'econtract', id: '5', direction: 'in', confirm: false });
    expect(screen('/booking/5/econtract/out/confirm')).toEqual({ screen: 'econtract', id: '5', direction: 'out', confirm: true });
    expect(screen('/booking/5/modify')).toEqual({ screen: 'bookingModify', bookingId: '5' });
    expect(screen('/booking/5/detail')).toEqual({ screen: 'bookingDetail', bookingId: '5' });
    expect(screen('/account/offers')).toEqual({ screen: 'offers' });
    expect(screen('/account/offers/zz')).toEqual({ screen: 'offer', hash: 'zz' });
    expect(screen('/account/listing/edit/b-12')).toEqual({ screen: 'listingEdit', identifier: 'b-12' });
    expect(screen('/account')).toEqual({ screen: 'account', section: 'root' });
    expect(screen('/account/favourites')).toEqual({ screen: 'account', section: 'favourites' });
    expect(screen('/account/saved-searches')).toEqual({ screen: 'account', section: 'saved-searches' });
    expect(screen('/account/profile')).toEqual({ screen: 'account', section: 'profile' });
    expect(screen('/not-found')).toEqual({ screen: 'notFound' });
    expect(screen('/account/password-reset/tok_1')).toEqual({ screen: 'passwordReset', token: 'tok_1' });
  });

  it('resolves the nine back-office routes', () => {
    expect(screen('/booking/autorefunds')).toEqual({ screen: 'backOffice', page: 'autorefunds' });
    expect(screen('/booking/details/3')).toEqual({ screen: 'backOffice', page: 'bookingDetails', id: '3' });
    expect(screen('/message/editConv/3')).toEqual({ screen: 'backOffice', page: 'messageEditConv', id: '3' });
    expect(screen('/message/edit/3')).toEqual({ screen: 'backOffice', page: 'messageEdit', id: '3' });
    expect(screen('/damage/edit/3')).toEqual({ screen: 'backOffice', page: 'damageEdit', id: '3' });
    expect(screen('/boat/edit/3')).toEqual({ screen: 'backOffice', page: 'boatEdit', id: '3' });
    expect(screen('/boat/details/3')).toEqual({ screen: 'backOffice', page: 'boatDetails', id: '3' });
    expect(screen('/propale/details/3')).toEqual({ screen: 'backOffice', page: 'propaleDetails', id: '3' });
    expect(screen('/propale/edit/3')).toEqual({ screen: 'backOffice', page: 'propaleEdit', id: '3' });
  });

  it('resolves search pages only with the language’s own prefix and search word', () => {
    expect(parsePath('/de/boot-mieten/suche').route).toEqual({ screen: 'search', kind: 'boat' });
    expect(parsePath('/fr/location-bateau/recherche').route).toEqual({ screen: 'search', kind: 'boat' });
    expect(parsePath('/boat-rental/search').route).toEqual({ screen: 'search', kind: 'boat' });
    expect(parsePath('/experiences/search').route).toEqual({ screen: 'search', kind: 'activity' });
    expect(parsePath('/pl/czarter-jacht%C3%B3w/szukaj').route).toEqual({ screen: 'search', kind: 'boat' });
    expect(parsePath('/en-GB/boat-hire/search').route).toEqual({ screen: 'search', kind: 'boat' });
    expect(parsePath('/de/boot-mieten/search').route.screen).toBe('genericLanding');
  });

  it('resolves product pages, activity landings and generic landings', () => {
    expect(parsePath('/fr/location-bateau/marseille/voilier/oceanis-46').route).toEqual({
      screen: 'product', seoPrefix: 'location-bateau', localization: 'marseille', boatType: 'voilier', boatName: 'oceanis-46',
    });
    expect(parsePath('/de/erlebnisse-mallorca').route).toEqual({ screen: 'activityLanding', segments: ['erlebnisse-mallorca'] });
    expect(parsePath('/experiences/sunset').route).toEqual({ screen: 'activityLanding', segments: ['experiences', 'sunset'] });
    expect(parsePath('/boat-rental/croatia').route).toEqual({ screen: 'genericLanding', segments: ['boat-rental', 'croatia'] });
  });

  it('resolves activity pages under the language’s own experiences word, before the activity-landing catch-all', () => {
    expect(parsePath('/experiences/split/sunset-cruise-12').route).toEqual({ screen: 'activity', id: '12', placeSlug: 'split', activitySlug: 'sunset-cruise' });
    expect(parsePath('/fr/experiences/marseille/balade-en-mer-7').route).toEqual({ screen: 'activity', id: '7', placeSlug: 'marseille', activitySlug: 'balade-en-mer' });
    expect(parsePath('/de/erlebnisse/split/sunset-cruise-split-12').route).toEqual({ screen: 'activity', id: '12', placeSlug: 'split', activitySlug: 'sunset-cruise-split' });
    // Another language's word, no id, or another depth stays an activity landing.
    expect(parsePath('/de/experiences/split/sunset-cruise-12').route.screen).toBe('activityLanding');
    expect(parsePath('/experiences/split/sunset-cruise').route.screen).toBe('activityLanding');
    expect(parsePath('/experiences/split/sunset-12/x').route.screen).toBe('activityLanding');
    expect(parsePath('/experiences/split').route.screen).toBe('activityLanding');
  });

  it('uses the partial page when the authentication-funnel element is present', () => {
    expect(parsePath('/whatever', { authFunnelElementPresent: true }).route).toEqual({ screen: 'partial' });
  });

  it('survives malformed paths', () => {
    expect(parsePath('/%E0%A4%A').route.screen).toBe('genericLanding');
    expect(parsePath('').route).toEqual({ screen: 'home' });
    expect(parsePath('//ps//x?y#z').route).toEqual({ screen: 'paymentSession', hash: 'x' });
  });
});

describe('formatRoute and switchLanguage', () => {
  it('omits the default language', () => {
    expect(formatRoute({ screen: 'login' }, 'en')).toBe('/login');
    expect(formatRoute({ screen: 'login' }, 'fr')).toBe('/fr/login');
    expect(formatRoute({ screen: 'home' }, 'de')).toBe('/de');
  });
  it('translates the SEO words of a search page', () => {
    expect(switchLanguage('/fr/location-bateau/recherche', 'de')).toBe('/de/boot-mieten/suche');
    expect(switchLanguage('/de/erlebnisse/suche', 'it')).toBe('/it/esperienze/ricerca');
    expect(switchLanguage('/fr/account/bookings', 'en')).toBe('/account/bookings');
  });
  it('formats an activity page with the language’s experiences word; the switcher translates it', () => {
    const route = { screen: 'activity', id: '12', placeSlug: 'split', activitySlug: 'sunset-cruise' } as const;
    expect(formatRoute(route, 'en')).toBe('/experiences/split/sunset-cruise-12');
    expect(formatRoute(route, 'pt')).toBe('/pt/experiencias/split/sunset-cruise-12');
    expect(switchLanguage('/experiences/split/sunset-cruise-12', 'de')).toBe('/de/erlebnisse/split/sunset-cruise-12');
    expect(switchLanguage('/de/erlebnisse/split/sunset-cruise-12', 'ru')).toBe('/ru/vpechatleniya/split/sunset-cruise-12');
    expect(switchLanguage('/it/esperienze/split/sunset-cruise-12', 'en-GB')).toBe('/en-GB/experiences/split/sunset-cruise-12');
  });
  it('translates the SEO prefix of a product page', () => {
    expect(switchLanguage('/fr/location-bateau/marseille/voilier/x', 'de')).toBe('/de/boot-mieten/marseille/voilier/x');
  });
});
