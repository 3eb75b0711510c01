import { normaliseBoundsText } from './map-bounds';
import { compareIsoDates, isIsoDate, type IsoDate } from './iso-date';
import {
  ADDRESS_MAX_LENGTH,
  ARRAY_MAX_ITEMS,
  BOAT_TYPES,
  CANCELLATION_POLICIES,
  COORDINATE_DECIMALS,
  EQUIPMENT_IDS,
  EXPERIENCES,
  HALF_DAY_PERIODS,
  OWNER_TYPES,
  SAILING_TYPES,
  SORT_ORDERS,
  SORTS,
  TOKEN_MAX_LENGTH,
  YACHT_EXPANSION,
  filterBounds,
  type BoatType,
  type Range,
  type SearchFilters,
} from './search-filters';

/** What normalisation depends on: build-year bounds move with the year; past dates are dropped when today is known. */
export interface FilterContext {
  readonly currentYear: number;
  /** When given, a start date before today drops both dates. */
  readonly today?: IsoDate;
}

/** Loosely typed input: anything read from outside, before it is checked. */
export type FilterInput = { readonly [K in keyof SearchFilters]?: unknown };

// Compiled once: the URL parser must stay well above 100,000 parses per second.
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{1,${TOKEN_MAX_LENGTH}}$`);
const LANGUAGE = /^[a-z]{2}$/;
// Control characters or a lone surrogate make an address unusable (and unencodable in a URL).
// No lookbehind: older iOS webviews cannot compile it.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BAD_TEXT = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const COORDINATE_FACTOR = 10 ** COORDINATE_DECIMALS;

const rankOf = <T extends string | number>(values: readonly T[]): ReadonlyMap<unknown, number> =>
  new Map(values.map((value, index) => [value, index]));
const BOAT_TYPE_RANK = rankOf(BOAT_TYPES);
const EQUIPMENT_RANK = rankOf(EQUIPMENT_IDS);
const EXPERIENCE_RANK = rankOf(EXPERIENCES);
const SAILING_TYPE_SET: ReadonlySet<unknown> = new Set(SAILING_TYPES);
const HALF_DAY_SET: ReadonlySet<unknown> = new Set(HALF_DAY_PERIODS);
const OWNER_TYPE_SET: ReadonlySet<unknown> = new Set(OWNER_TYPES);
const SORT_SET: ReadonlySet<unknown> = new Set(SORTS.filter((sort) => sort !== 'default'));
const SORT_ORDER_SET: ReadonlySet<unknown> = new Set(SORT_ORDERS);
const CANCELLATION_SET: ReadonlySet<unknown> = new Set(CANCELLATION_POLICIES);

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A positive integer within the inclusive range, else undefined (spec section 5). */
export const boundedInteger = (value: unknown, range: Range): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value >= range.min && value <= range.max
    ? value
    : undefined;

/**
 * A from/to pair: each must be in bounds; a "to" equal to the upper bound means "no limit" and is dropped;
 * then a "from" greater than the "to" is dropped (spec section 5).
 */
export const boundedPair = (
  from: unknown,
  to: unknown,
  range: Range,
): readonly [number | undefined, number | undefined] => {
  const upper = boundedInteger(to, range);
  const lower = boundedInteger(from, range);
  const to2 = upper === range.max ? undefined : upper;
  return [lower !== undefined && to2 !== undefined && lower > to2 ? undefined : lower, to2];
};

/**
 * Coordinates are ROUNDED (not dropped) to 6 decimals: geocoders often give more digits, and a position
 * rounded to about 10 cm is the same place. The range is checked after rounding.
 */
export const boundedCoordinate = (value: unknown, range: Range): number | undefined => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const rounded = Math.round(value * COORDINATE_FACTOR) / COORDINATE_FACTOR;
  if (rounded < range.min || rounded > range.max) return undefined;
  return rounded === 0 ? 0 : rounded; // no -0
};

const address = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= ADDRESS_MAX_LENGTH && !BAD_TEXT.test(trimmed) ? trimmed : undefined;
};

const member = <T>(value: unknown, allowed: ReadonlySet<unknown>): T | undefined =>
  allowed.has(value) ? (value as T) : undefined;

const flag = (value: unknown): true | undefined => (value === true ? true : undefined);

/** Known values only, duplicates removed, in canonical order, at most ARRAY_MAX_ITEMS; empty gives undefined. */
const list = <T>(
  value: unknown,
  accept: (item: unknown) => boolean,
  compare: (a: T, b: T) => number,
): readonly T[] | undefined => {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const kept: T[] = [];
  for (const item of value as readonly unknown[]) {
    if (accept(item) && !kept.includes(item as T)) kept.push(item as T);
  }
  if (kept.length === 0) return undefined;
  kept.sort(compare);
  return kept.length > ARRAY_MAX_ITEMS ? kept.slice(0, ARRAY_MAX_ITEMS) : kept;
};

const rankList = <T>(value: unknown, rank: ReadonlyMap<unknown, number>): readonly T[] | undefined =>
  list<T>(value, (item) => rank.has(item), (a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));

const tokenList = (value: unknown, pattern: RegExp): readonly string[] | undefined =>
  list<string>(value, (item) => typeof item === 'string' && pattern.test(item), byCodeUnit);

const boatTypes = (value: unknown): readonly BoatType[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const expanded: unknown[] = [];
  for (const type of value as readonly unknown[]) {
    if (type === 'Yacht') expanded.push(...YACHT_EXPANSION);
    else expanded.push(type);
  }
  return rankList<BoatType>(expanded, BOAT_TYPE_RANK);
};

/**
 * Dates (spec section 5): both must be YYYY-MM-DD; an end without a start is dropped; an empty (or invalid) end
 * equals the start; an end before the start drops both; a start before `today` (when known) drops both.
 */
const dateRange = (
  start: unknown,
  end: unknown,
  today: IsoDate | undefined,
): readonly [IsoDate | undefined, IsoDate | undefined] => {
  if (!isIsoDate(start)) return [undefined, undefined];
  if (today !== undefined && compareIsoDates(start, today) < 0) return [undefined, undefined];
  if (!isIsoDate(end)) return [start, start];
  return compareIsoDates(end, start) < 0 ? [undefined, undefined] : [start, end];
};

/**
 * The one normaliser of search filters: every rule of spec section 5 applied to any input, the result holding only
 * valid values (absent rather than default: false booleans, sort 'default' and empty arrays are omitted).
 * Idempotent: normalising a normalised value returns an equal value.
 */
export const normaliseFilters = (input: FilterInput, context: FilterContext): SearchFilters => {
  const bounds = filterBounds(context.currentYear);
  const [enginePowerFrom, enginePowerTo] = boundedPair(input.enginePowerFrom, input.enginePowerTo, bounds.enginePower);
  const [minBuildYear, maxBuildYear] = boundedPair(input.minBuildYear, input.maxBuildYear, bounds.buildYear);
  const [lengthFrom, lengthTo] = boundedPair(input.lengthFrom, input.lengthTo, bounds.length);
  const [priceFrom, priceTo] = boundedPair(input.priceFrom, input.priceTo, bounds.price);
  const [startDate, endDate] = dateRange(input.startDate, input.endDate, context.today);
  const latitude = boundedCoordinate(input.latitude, bounds.latitude);
  const longitude = boundedCoordinate(input.longitude, bounds.longitude);
  // A position needs both coordinates: one alone is dropped.
  const hasPosition = latitude !== undefined && longitude !== undefined;

  const out: Record<string, unknown> = {};
  const put = (name: keyof SearchFilters, value: unknown): void => {
    if (value !== undefined) out[name] = value;
  };
  put('address', address(input.address));
  put('distance', boundedInteger(input.distance, bounds.distance));
  put('durations', tokenList(input.durations, TOKEN));
  put('numberOfPeople', boundedInteger(input.numberOfPeople, bounds.people));
  put('numberOfCabins', boundedInteger(input.numberOfCabins, bounds.cabins));
  put('numberOfBerths', boundedInteger(input.numberOfBerths, bounds.berths));
  put('superOwner', flag(input.superOwner));
  put('bestRating', flag(input.bestRating));
  put('instantBooking', flag(input.instantBooking));
  put('enginePowerFrom', enginePowerFrom);
  put('enginePowerTo', enginePowerTo);
  put('minBuildYear', minBuildYear);
  put('maxBuildYear', maxBuildYear);
  put('latitude', hasPosition ? latitude : undefined);
  put('longitude', hasPosition ? longitude : undefined);
  put('bounds', normaliseBoundsText(input.bounds));
  put('lengthFrom', lengthFrom);
  put('lengthTo', lengthTo);
  put('priceFrom', priceFrom);
  put('priceTo', priceTo);
  put('page', boundedInteger(input.page, bounds.page) ?? 1);
  put('types', boatTypes(input.types));
  put('cancellationPolicy', member(input.cancellationPolicy, CANCELLATION_SET));
  put('startDate', startDate);
  put('endDate', endDate);
  put('equipments', rankList(input.equipments, EQUIPMENT_RANK));
  put('sailingType', member(input.sailingType, SAILING_TYPE_SET));
  put('productTags', tokenList(input.productTags, TOKEN));
  put('halfDayPeriod', member(input.halfDayPeriod, HALF_DAY_SET));
  put('experiences', rankList(input.experiences, EXPERIENCE_RANK));
  put('hasDiscount', flag(input.hasDiscount));
  put('ownerId', boundedInteger(input.ownerId, bounds.ownerId));
  put('ownerType', member(input.ownerType, OWNER_TYPE_SET));
  put('sort', member(input.sort, SORT_SET));
  put('sortOrder', member(input.sortOrder, SORT_ORDER_SET));
  put('activityTypes', tokenList(input.activityTypes, TOKEN));
  put('timesOfTheDay', tokenList(input.timesOfTheDay, TOKEN));
  put('skipperLanguages', tokenList(input.skipperLanguages, LANGUAGE));
  return out as unknown as SearchFilters;
};

/** Drops keys whose value is undefined, so that equal filters are deep-equal. */
export const withoutUndefined = <T extends object>(value: T): T => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) out[key] = item;
  }
  return out as T;
};
