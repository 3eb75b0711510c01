import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import { disallowRules, isDisallowed, robotsTxt } from './robots';

describe('robots.txt', () => {
  const text = robotsTxt('https://www.seaway.example/');
  const rules = disallowRules();

  it('names the sitemap index and lets every crawler in', () => {
    expect(text).toContain('User-agent: *\n');
    expect(text).toContain('\nSitemap: https://www.seaway.example/sitemap.xml\n');
    expect(text.split('\n').every((line) => line === '' || /^(#|User-agent: |Allow: |Disallow: |Sitemap: )/.test(line))).toBe(true);
  });

  it('closes the account, checkout, booking success, fingerprint, back office, API and development pages', () => {
    for (const path of [
      '/account',
      '/account/bookings',
      '/account/chat/list',
      '/ps/abc123',
      '/ps/abc123/success',
      '/ps/fingerprint',
      '/balance-payment/12',
      '/post-booking/12',
      '/booking/12/econtract/in',
      '/booking/autorefunds',
      '/boat/edit/3',
      '/propale/edit/new',
      '/login',
      '/login?next=%2Faccount',
      '/api/v6/products',
      '/dev/sms-outbox',
      '/dev/native-app',
    ]) {
      expect(isDisallowed(rules, path), path).toBe(true);
    }
    for (const language of LANGUAGE_CODES) {
      expect(isDisallowed(rules, `/${language}/account`), language).toBe(true);
      expect(isDisallowed(rules, `/${language}/ps/abc123`), language).toBe(true);
      expect(isDisallowed(rules, `/${language}/message/edit/4`), language).toBe(true);
    }
  });

  it('leaves the public pages open', () => {
    for (const path of [
      '/',
      '/fr',
      '/boat-rental/search?address=Marseille',
      '/fr/location-bateau/recherche',
      '/boat-rental/marseille',
      '/de/boot-mieten/marseille/sailboat',
      '/experiences-marseille',
      '/experiences/marseille/sunset-cruise-marseille-12',
      '/boat-rental/marseille/sailboat/lagoon-42-paros-1',
      '/loginville',
      '/accounting/sailboat',
      '/media/boats/1/0.svg',
      '/assets/index-abc.js',
      '/i18n/seaway/en/common.json',
    ]) {
      expect(isDisallowed(rules, path), path).toBe(false);
    }
  });
});
