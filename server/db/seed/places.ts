import { LANGUAGE_CODES } from '../../../src/domain/i18n/languages';
import type { PlaceKind } from '../schema';
import { foldSearchText } from './fold';
import { HARBOURS, REGIONS, type SeedHarbour, type SeedNames } from './places-data';

/** A row of the places table, with its id fixed in advance. */
export interface PlaceRow {
  readonly id: number;
  readonly slug: string;
  readonly kind: PlaceKind;
  readonly country_code: string;
  readonly names: Readonly<Record<string, string>>;
  readonly search_text: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly parent_id: number | null;
  readonly population: number;
  readonly popularity: number;
}

/** A harbour where products are listed, with the city it belongs to. */
export interface HarbourSite {
  readonly harbourId: number;
  readonly cityId: number;
  readonly countryCode: string;
  readonly localLanguage: string;
  /** City names per language (all 13 product languages filled). */
  readonly cityNames: Readonly<Record<string, string>>;
  readonly latitude: number;
  readonly longitude: number;
  readonly popularity: number;
}

/** Every product language gets a name (falling back to en); extra local names (hr, tr, ca...) are kept. */
export const fillNames = (names: SeedNames): Record<string, string> => {
  const filled: Record<string, string> = {};
  for (const code of LANGUAGE_CODES) filled[code] = names[code] ?? names.en;
  for (const [code, name] of Object.entries(names)) if (name !== undefined) filled[code] = name;
  return filled;
};

/** Every distinct name, folded, in one string: what autocomplete matches with ILIKE '%input%'. */
export const placeSearchText = (names: Readonly<Record<string, string>>): string =>
  [...new Set(Object.values(names).map(foldSearchText))].join(' ');

export interface PlaceCatalogue {
  readonly places: readonly PlaceRow[];
  readonly harbours: readonly HarbourSite[];
}

/** Regions first (ids 1..), then each city followed by its harbour. */
export const buildPlaces = (
  regions = REGIONS,
  harbours: readonly SeedHarbour[] = HARBOURS,
): PlaceCatalogue => {
  const places: PlaceRow[] = [];
  const sites: HarbourSite[] = [];
  const regionIds = new Map<string, number>();
  const regionPopulation = new Map<string, number>();
  for (const h of harbours) {
    if (h.regionSlug) regionPopulation.set(h.regionSlug, (regionPopulation.get(h.regionSlug) ?? 0) + h.city.population);
  }
  for (const region of regions) {
    const names = fillNames(region.names);
    const id = places.length + 1;
    regionIds.set(region.slug, id);
    places.push({
      id, slug: region.slug, kind: 'region', country_code: region.countryCode, names,
      search_text: placeSearchText(names), latitude: region.latitude, longitude: region.longitude,
      parent_id: null, population: regionPopulation.get(region.slug) ?? 0, popularity: region.popularity,
    });
  }
  for (const h of harbours) {
    const cityNames = fillNames(h.city.names);
    const cityId = places.length + 1;
    const regionId = h.regionSlug ? regionIds.get(h.regionSlug) : undefined;
    if (h.regionSlug && regionId === undefined) throw new Error(`Unknown region ${h.regionSlug}`);
    places.push({
      id: cityId, slug: h.city.slug, kind: 'city', country_code: h.countryCode, names: cityNames,
      search_text: placeSearchText(cityNames), latitude: h.city.latitude, longitude: h.city.longitude,
      parent_id: regionId ?? null, population: h.city.population, popularity: h.popularity,
    });
    const harbourNames = fillNames(h.harbour.names);
    const harbourId = places.length + 1;
    places.push({
      id: harbourId, slug: h.harbour.slug, kind: 'harbour', country_code: h.countryCode, names: harbourNames,
      // A harbour is also found by its city's names ("Marseille" finds the Vieux-Port).
      search_text: placeSearchText({ ...harbourNames, ...prefixKeys(cityNames) }),
      latitude: h.harbour.latitude, longitude: h.harbour.longitude,
      parent_id: cityId, population: 0, popularity: h.popularity,
    });
    sites.push({
      harbourId, cityId, countryCode: h.countryCode, localLanguage: h.localLanguage, cityNames,
      latitude: h.harbour.latitude, longitude: h.harbour.longitude, popularity: h.popularity,
    });
  }
  return { places, harbours: sites };
};

const prefixKeys = (names: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([k, v]) => [`city-${k}`, v]));
