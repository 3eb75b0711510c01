/** Distances on the Earth as a sphere (haversine), in kilometres. The SQL twin is haversineSql in boat-conditions.ts. */
export const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

export interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

export const haversineKm = (a: Position, b: Position): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * A box holding every point within `radiusKm` of the centre (slightly larger), for an index range scan before the
 * exact distance. Longitude ranges are null when the box spans every longitude (near a pole or a huge radius);
 * crossing the antimeridian gives two ranges.
 */
export interface BoundingBox {
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly longitudeRanges: ReadonlyArray<readonly [number, number]> | null;
}

export const boundingBox = (centre: Position, radiusKm: number): BoundingBox => {
  // 0.1 % margin against rounding at the edge.
  const latDelta = (radiusKm / KM_PER_DEGREE) * 1.001;
  const minLatitude = Math.max(-90, centre.latitude - latDelta);
  const maxLatitude = Math.min(90, centre.latitude + latDelta);
  const widestLatitude = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cos = Math.cos(radians(widestLatitude));
  if (maxLatitude >= 90 || minLatitude <= -90 || cos < 1e-6) return { minLatitude, maxLatitude, longitudeRanges: null };
  const lngDelta = ((radiusKm / (KM_PER_DEGREE * cos)) * 1.001);
  if (lngDelta >= 180) return { minLatitude, maxLatitude, longitudeRanges: null };
  const west = centre.longitude - lngDelta;
  const east = centre.longitude + lngDelta;
  if (west < -180) return { minLatitude, maxLatitude, longitudeRanges: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { minLatitude, maxLatitude, longitudeRanges: [[west, 180], [-180, east - 360]] };
  return { minLatitude, maxLatitude, longitudeRanges: [[west, east]] };
};
