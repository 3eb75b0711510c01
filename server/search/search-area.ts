import type { LanguageCode } from '../../src/domain/i18n/languages';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import { parseBounds, type MapBounds } from '../../src/domain/search/map-bounds';
import type { Position } from './geo';
import { DEFAULT_RADIUS_KM, type Place, type PlaceDirectory } from './place-directory';

/**
 * Where a search looks (docs/decisions.md):
 * - coordinates: around them, within `distance` km, else the matched place's default radius, else 50 km;
 * - an address alone: around the place it names (same radius rule); an address naming no known place finds nothing;
 * - bounds (the map's visible box): inside it, whatever the coordinates say;
 * - neither: everywhere.
 * `place` is the place the address names, if any (placeWithHarbors, localization, exactPlaceProductNumber).
 */
export type SearchArea =
  | { readonly kind: 'everywhere'; readonly place: undefined }
  | { readonly kind: 'around'; readonly centre: Position; readonly radiusKm: number; readonly place: Place | undefined }
  | { readonly kind: 'nowhere'; readonly place: undefined }
  /** The map's visible box (issue [10]); it wins over coordinates; the address still names the place. */
  | { readonly kind: 'box'; readonly bounds: MapBounds; readonly place: Place | undefined };

export const resolveSearchArea = (
  filters: Pick<SearchFilters, 'address' | 'latitude' | 'longitude' | 'distance' | 'bounds'>,
  directory: PlaceDirectory,
  language: LanguageCode,
): SearchArea => {
  const place = filters.address === undefined ? undefined : directory.resolveAddress(filters.address, language);
  const bounds = filters.bounds === undefined ? undefined : parseBounds(filters.bounds);
  if (bounds !== undefined) return { kind: 'box', bounds, place };
  const radiusKm = filters.distance ?? (place ? directory.defaultRadiusKm(place) : DEFAULT_RADIUS_KM);
  if (filters.latitude !== undefined && filters.longitude !== undefined) {
    return { kind: 'around', centre: { latitude: filters.latitude, longitude: filters.longitude }, radiusKm, place };
  }
  if (filters.address === undefined) return { kind: 'everywhere', place: undefined };
  if (!place) return { kind: 'nowhere', place: undefined };
  return { kind: 'around', centre: { latitude: place.latitude, longitude: place.longitude }, radiusKm, place };
};
