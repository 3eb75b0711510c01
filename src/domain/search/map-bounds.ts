/**
 * The map of results (issue [10]): the visible rectangle of the map as a search area.
 * Written in the URL as `bounds=south,west,north,east` (degrees, rounded to 4 decimals, about 11 m), so a shared
 * link keeps the view. `west > east` is a box that crosses the antimeridian.
 */
export interface MapBounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

export const BOUNDS_DECIMALS = 4;
const FACTOR = 10 ** BOUNDS_DECIMALS;
const NUMBER = /^-?\d{1,3}(?:\.\d{1,20})?$/;

const round = (value: number): number => {
  const rounded = Math.round(value * FACTOR) / FACTOR;
  return rounded === 0 ? 0 : rounded; // no -0: it would print as 0 and break round trips
};

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Longitude into [-180, 180] (a map that wrapped around the world reports values beyond). */
const wrapLongitude = (value: number): number => {
  if (value >= -180 && value <= 180) return value;
  const wrapped = ((((value + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && value > 0 ? 180 : wrapped;
};

/**
 * Any rectangle (as a map reports it) to a valid box: latitudes clamped to [-90, 90], longitudes wrapped into
 * [-180, 180] (a span of the whole world or more becomes -180..180), every value rounded to 4 decimals.
 * Undefined when the box is empty once rounded (south ≥ north, or west = east) or a value is not finite.
 */
export const normaliseBounds = (input: MapBounds): MapBounds | undefined => {
  const { south, west, north, east } = input;
  if (![south, west, north, east].every(Number.isFinite)) return undefined;
  const s = round(clamp(Math.min(south, north), -90, 90));
  const n = round(clamp(Math.max(south, north), -90, 90));
  if (s >= n) return undefined;
  const whole = Math.abs(east - west) >= 360;
  const w = whole ? -180 : round(wrapLongitude(west));
  const e = whole ? 180 : round(wrapLongitude(east));
  if (w === e) return undefined;
  return { south: s, west: w, north: n, east: e };
};

/** Normalised bounds to their URL text. */
export const formatBounds = (bounds: MapBounds): string => `${bounds.south},${bounds.west},${bounds.north},${bounds.east}`;

/**
 * URL text to bounds: four decimals separated by commas, latitudes in [-90, 90] with south < north, longitudes in
 * [-180, 180]; anything else gives undefined (the filter is dropped, spec section 5). The result is normalised.
 */
export const parseBounds = (text: string): MapBounds | undefined => {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return undefined;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (south < -90 || north > 90 || south >= north) return undefined;
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return undefined;
  return normaliseBounds({ south, west, north, east });
};

/** The bounds filter's normal form: its canonical text, or undefined when it is not valid bounds text. */
export const normaliseBoundsText = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const bounds = parseBounds(value);
  return bounds === undefined ? undefined : formatBounds(bounds);
};

/** Whether a position is inside the box (edges included; across the antimeridian when west > east). */
export const boundsContain = (bounds: MapBounds, latitude: number, longitude: number): boolean => {
  if (latitude < bounds.south || latitude > bounds.north) return false;
  return bounds.west <= bounds.east
    ? longitude >= bounds.west && longitude <= bounds.east
    : longitude >= bounds.west || longitude <= bounds.east;
};

/**
 * "Search as I move the map": the visible box becomes the search area. It replaces a position and its distance
 * (which would otherwise compete with it); the address stays as the page's place name; the page goes back to 1.
 * Undefined when the box is empty (nothing to search).
 */
export const boundsAsArea = (
  bounds: MapBounds,
): { readonly bounds: string; readonly latitude: undefined; readonly longitude: undefined; readonly distance: undefined; readonly page: 1 } | undefined => {
  const normal = normaliseBounds(bounds);
  if (normal === undefined) return undefined;
  return { bounds: formatBounds(normal), latitude: undefined, longitude: undefined, distance: undefined, page: 1 };
};

/**
 * The price a marker shows: the price per day after the product's discount, in the same minor units, rounded to a
 * whole minor unit. A discount outside 0..100 counts as none.
 */
export const markerPrice = (pricePerDay: number, discountPercentage: number): number => {
  const discount = discountPercentage > 0 && discountPercentage <= 100 ? discountPercentage : 0;
  return Math.max(0, Math.round((pricePerDay * (100 - discount)) / 100));
};
