import { describe, expect, it } from 'vitest';
import { returnToFromSearch, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/fr/location-bateau/recherche?page=2', '/account/favourites#top'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([null, undefined, '', 'fr/x', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example', '/a\nb', '/a\\b'])(
    'drops %j',
    (value) => {
      expect(safeReturnTo(value)).toBeUndefined();
    },
  );

  it('reads the query parameter', () => {
    expect(returnToFromSearch('?returnTo=%2Ffr%2Faccount')).toBe('/fr/account');
    expect(returnToFromSearch('?returnTo=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(returnToFromSearch('')).toBeUndefined();
  });
});
