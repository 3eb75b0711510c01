import type { Random } from './random';

const METERS_PER_DEGREE = 111_320;

/** A point spread uniformly over a disc of maxMeters around the centre, rounded to 6 decimals (spec section 5). */
export const jitterAround = (
  rng: Random,
  latitude: number,
  longitude: number,
  maxMeters: number,
): { readonly latitude: number; readonly longitude: number } => {
  const distance = maxMeters * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / METERS_PER_DEGREE;
  const dLng = (distance * Math.sin(angle)) / (METERS_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return { latitude: round6(latitude + dLat), longitude: round6(longitude + dLng) };
};

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
