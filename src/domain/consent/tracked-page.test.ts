import { describe, expect, it } from 'vitest';
import { trackedPage } from './tracked-page';

describe('tracked page (page_view without secrets)', () => {
  it('replaces the checkout hash, also on the success page and under a language', () => {
    expect(trackedPage('/ps/Zx81kLmQ0pR7uVw2', '')).toEqual({ pagePath: '/ps/:hash', screen: 'paymentSession', language: 'en' });
    expect(trackedPage('/fr/ps/Zx81kLmQ0pR7uVw2/success', '').pagePath).toBe('/fr/ps/:hash/success');
    // The fingerprint page is not a hash.
    expect(trackedPage('/ps/fingerprint', '').pagePath).toBe('/ps/fingerprint');
  });

  it('replaces password-reset tokens, conversation and offer hashes', () => {
    expect(trackedPage('/account/password-reset/abcDEF123456789xyz', '').pagePath).toBe('/account/password-reset/:token');
    expect(trackedPage('/account/chat/h4sh0fconv3rsation/booking-12', '').pagePath).toBe('/account/chat/:hash/booking-12');
    expect(trackedPage('/de/account/offers/0ff3rh4sh', '').pagePath).toBe('/de/account/offers/:hash');
  });

  it('keeps campaign tags only: no query secret, no personal data, no click id', () => {
    expect(trackedPage('/boat-rental/search', '?address=Marseille&utm_source=news&startDate=2026-07-01&utm_campaign=june').pagePath).toBe(
      '/boat-rental/search?utm_source=news&utm_campaign=june',
    );
    expect(trackedPage('/ps/h4sh1234', '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded').pagePath).toBe('/ps/:hash');
    expect(trackedPage('/', '?gclid=abc&email=ann%40example.com&token=t').pagePath).toBe('/');
  });

  it('names the screen and the language; other pages stay as they are', () => {
    expect(trackedPage('/fr/location-bateau/marseille/voilier/bavaria-101', '')).toEqual({
      pagePath: '/fr/location-bateau/marseille/voilier/bavaria-101',
      screen: 'product',
      language: 'fr',
    });
    expect(trackedPage('', '').pagePath).toBe('/');
  });
});
