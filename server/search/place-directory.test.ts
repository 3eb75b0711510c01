import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';
import { DEFAULT_RADIUS_KM, PlaceDirectory, type Place } from './place-directory';
import { placeSearchText } from '../db/seed/places';

const place = (p: Partial<Place> & Pick<Place, 'id' | 'slug' | 'kind'>): Place => ({
  countryCode: 'FR', names: { en: p.slug }, latitude: 43, longitude: 5, parentId: null, popularity: 50,
  searchText: placeSearchText(p.names ?? { en: p.slug }), ...p,
});

const directory = new PlaceDirectory([
  place({ id: 1, slug: 'cote-d-azur', kind: 'region', names: { en: 'French Riviera', fr: "Côte d'Azur" }, latitude: 43.55, longitude: 7 }),
  place({ id: 2, slug: 'nice', kind: 'city', parentId: 1, names: { en: 'Nice', it: 'Nizza' }, latitude: 43.71, longitude: 7.26, popularity: 90 }),
  place({ id: 3, slug: 'nice-port', kind: 'harbour', parentId: 2, names: { en: 'Port of Nice', fr: 'Port Lympia' }, latitude: 43.69, longitude: 7.28 }),
  place({ id: 4, slug: 'marseille', kind: 'city', parentId: 1, names: { en: 'Marseille', it: 'Marsiglia' }, latitude: 43.29, longitude: 5.37 }),
  place({ id: 5, slug: 'marseille-port', kind: 'harbour', parentId: 4, names: { en: 'Old Port' }, latitude: 43.29, longitude: 5.37 }),
  place({ id: 6, slug: 'nice-harbour-town', kind: 'harbour', parentId: null, names: { en: 'Nice' }, popularity: 99 }),
]);

describe('PlaceDirectory', () => {
  it('matches folded text anywhere: word starts first, then popularity, cities before regions before harbours, then id', () => {
    expect(directory.matching('nice', 8).map((p) => p.id)).toEqual([6, 2, 3]);
    expect(directory.matching('port', 8).map((p) => p.id)).toEqual([3, 5]);
    // "ice" is inside "nice" but starts no word: after the places where it does (none here), by popularity.
    expect(directory.matching('ice', 8).map((p) => p.id)).toEqual([6, 2, 3]);
    expect(directory.matching('zur', 8).map((p) => p.id)).toEqual([1]);
    expect(directory.matching('', 2).map((p) => p.id)).toEqual([6, 2]);
    expect(directory.matching('zzz', 8)).toEqual([]);
  });

  it('resolves an address by an exact folded name in any language', () => {
    expect(directory.resolveAddress('marsiglia', 'en')?.slug).toBe('marseille');
    expect(directory.resolveAddress('  COTE d’azur ', 'de')?.slug).toBe('cote-d-azur');
    expect(directory.resolveAddress('Marseille, France', 'en')?.slug).toBe('marseille');
    expect(directory.resolveAddress('Mars', 'en')).toBeUndefined();
  });

  it('prefers a city over a harbour of the same name', () => {
    expect(directory.resolveAddress('Nice', 'en')?.slug).toBe('nice');
  });

  it('lists the harbours of a harbour, a city and a region', () => {
    expect(directory.harboursOf(directory.get(3)!).map((p) => p.id)).toEqual([3]);
    expect(directory.harboursOf(directory.get(2)!).map((p) => p.id)).toEqual([3]);
    expect(directory.harboursOf(directory.get(1)!).map((p) => p.id).sort()).toEqual([3, 5]);
  });

  it('gives a region a default radius reaching all its harbours', () => {
    const region = directory.get(1)!;
    expect(directory.defaultRadiusKm(directory.get(2)!)).toBe(DEFAULT_RADIUS_KM);
    const radius = directory.defaultRadiusKm(region);
    for (const h of directory.harboursOf(region)) expect(haversineKm(region, h)).toBeLessThan(radius);
  });

  it('names places in the language, its base language, else English', () => {
    const nice = directory.get(2)!;
    expect(directory.name(nice, 'it')).toBe('Nizza');
    expect(directory.name(nice, 'en-GB')).toBe('Nice');
    expect(directory.summary(directory.get(3)!, 'fr')).toMatchObject({ name: 'Port Lympia', parentName: 'Nice', kind: 'harbour' });
    expect(directory.localizationOf(3)?.slug).toBe('nice');
    expect(directory.localizationOf(6)?.slug).toBe('nice-harbour-town');
  });
});
