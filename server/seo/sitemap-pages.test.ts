import { describe, expect, it } from 'vitest';
import { formatRoute } from '../../src/domain/routing/route';
import { PlaceDirectory, type Place } from '../search/place-directory';
import { activityPage, landingPages, productPage } from './sitemap-pages';

const place = (id: number, slug: string, kind: Place['kind'], parentId: number | null): Place => ({
  id,
  slug,
  kind,
  parentId,
  countryCode: 'FR',
  names: { en: slug },
  latitude: 43,
  longitude: 5,
  popularity: 0,
  searchText: slug,
});

// Provence (region) ⊃ Marseille (city) ⊃ Vieux-Port (harbour); Frioul (harbour without a city); Nice (city, no boat).
const directory = new PlaceDirectory([
  place(1, 'provence', 'region', null),
  place(2, 'marseille', 'city', 1),
  place(3, 'vieux-port', 'harbour', 2),
  place(4, 'frioul', 'harbour', null),
  place(5, 'nice', 'city', 1),
  place(6, 'nice-port', 'harbour', 5),
]);

const pathsIn = (language: 'en' | 'fr' | 'de', pages: ReturnType<typeof landingPages>) => pages.map((p) => formatRoute(p.routeIn(language), language));

describe('landingPages', () => {
  it('lists the rental landing, each boat type, each place where boats are shown and its region, each place and type, and the experiences landings', () => {
    const pages = landingPages(
      {
        boatPlaces: [
          { placeId: 3, type: 'Sailboat' },
          { placeId: 3, type: 'Catamaran' },
          { placeId: 4, type: 'Sailboat' },
        ],
        activityPlaceIds: [3, 3, 6],
      },
      directory,
    );
    expect(pathsIn('en', pages)).toEqual([
      '/boat-rental',
      '/boat-rental/catamaran',
      '/boat-rental/sailboat',
      '/boat-rental/frioul',
      '/boat-rental/marseille',
      '/boat-rental/provence',
      '/boat-rental/frioul/sailboat',
      '/boat-rental/marseille/catamaran',
      '/boat-rental/marseille/sailboat',
      '/experiences',
      '/experiences-marseille',
      '/experiences-nice',
    ]);
    // The SEO words follow the language; the slugs stay.
    expect(pathsIn('fr', pages)).toContain('/fr/location-bateau/marseille/sailboat');
    expect(pathsIn('de', pages)).toContain('/de/erlebnisse-marseille');
    // A harbour inside a city, and a city without boats, have no rental landing.
    expect(pathsIn('en', pages)).not.toContain('/boat-rental/vieux-port');
    expect(pathsIn('en', pages)).not.toContain('/boat-rental/nice');
  });

  it('lists no rental or experiences landing without boats or activities', () => {
    expect(landingPages({ boatPlaces: [], activityPlaceIds: [] }, directory)).toEqual([]);
  });
});

describe('product and activity pages', () => {
  it('gives a product page in each language, shown in its city, with its last change', () => {
    const page = productPage({ slug: 'lagoon-42-marseille-7', type: 'Sail Yacht', placeId: 3, updatedAt: new Date('2026-05-30T22:10:00Z') }, directory);
    expect(formatRoute(page.routeIn('en'), 'en')).toBe('/boat-rental/marseille/sail-yacht/lagoon-42-marseille-7');
    expect(formatRoute(page.routeIn('fr'), 'fr')).toBe('/fr/location-bateau/marseille/sail-yacht/lagoon-42-marseille-7');
    expect(page.lastmod).toBe('2026-05-30');
  });

  it("gives an activity page without repeating the slug's own id", () => {
    expect(formatRoute(activityPage({ id: 12, slug: 'sunset-cruise-marseille-12', placeSlug: 'marseille' }).routeIn('de'), 'de')).toBe(
      '/de/erlebnisse/marseille/sunset-cruise-marseille-12',
    );
    expect(formatRoute(activityPage({ id: 5, slug: '', placeSlug: undefined }).routeIn('en'), 'en')).toBe('/experiences/anywhere/activity-5');
  });
});
