import { describe, expect, it } from 'vitest';
import { deepLinkTarget, isHttpUrl, isSitePath, rewriteAppHost } from './deep-link';

const SITE = 'https://www.seaway.example';

describe('deep links (spec section 7)', () => {
  it('replaces the host app. prefix by www.', () => {
    expect(rewriteAppHost('https://app.seaway.example/fr/location-bateau/recherche?address=Nice#top')).toBe(
      'https://www.seaway.example/fr/location-bateau/recherche?address=Nice#top',
    );
    expect(rewriteAppHost('http://APP.localhost:4204/x')).toBe('http://www.localhost:4204/x');
  });

  it('leaves other hosts, paths and non-URLs as they were', () => {
    expect(rewriteAppHost('https://www.seaway.example/a')).toBe('https://www.seaway.example/a');
    expect(rewriteAppHost('https://apps.seaway.example/a')).toBe('https://apps.seaway.example/a');
    expect(rewriteAppHost('https://myapp.seaway.example/a')).toBe('https://myapp.seaway.example/a');
    expect(rewriteAppHost('/fr/compte')).toBe('/fr/compte');
    expect(rewriteAppHost('seaway://app.open')).toBe('seaway://app.open');
  });

  it('follows this site inside the app, with or without www., app. rewritten', () => {
    expect(deepLinkTarget('https://app.seaway.example/fr/account/bookings?tab=next#b', SITE)).toEqual({
      kind: 'inApp',
      path: '/fr/account/bookings?tab=next#b',
      pathWithParams: '/fr/account/bookings?tab=next',
    });
    expect(deepLinkTarget('https://seaway.example/login', SITE)).toMatchObject({ kind: 'inApp', path: '/login' });
    expect(deepLinkTarget('http://app.localhost:4204/fr', 'http://localhost:4204')).toMatchObject({ kind: 'inApp', path: '/fr' });
    expect(deepLinkTarget('/booking/12/detail', SITE)).toMatchObject({ kind: 'inApp', path: '/booking/12/detail' });
  });

  it('does not follow other sites; refuses what is not an http(s) link', () => {
    expect(deepLinkTarget('https://evil.example/fr', SITE)).toEqual({ kind: 'elsewhere' });
    expect(deepLinkTarget('https://app.evil.example/fr', SITE)).toEqual({ kind: 'elsewhere' });
    expect(deepLinkTarget('//evil.example/fr', SITE)).toEqual({ kind: 'invalid' });
    expect(deepLinkTarget('javascript:alert(1)', SITE)).toEqual({ kind: 'invalid' });
    expect(deepLinkTarget('', SITE)).toEqual({ kind: 'invalid' });
    expect(deepLinkTarget(`/${'a'.repeat(3000)}`, SITE)).toEqual({ kind: 'invalid' });
  });

  it('validates what the API accepts', () => {
    expect(isHttpUrl('https://app.seaway.example/x')).toBe(true);
    expect(isHttpUrl('ftp://seaway.example/x')).toBe(false);
    expect(isHttpUrl('/x')).toBe(false);
    expect(isSitePath('/fr/x?y=1')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('fr/x')).toBe(false);
  });
});
