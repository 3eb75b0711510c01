import { FILTER_FIELDS, FILTER_FIELD_BY_NAME, decodeRawFilters, encodeScalar, isListKind } from './filter-fields';
import type { RawFilters } from './filter-fields';
import { isIsoDate, type IsoDate } from './iso-date';
import { normaliseFilters } from './normalise-filters';
import type { SailingType, SearchFilterName, SearchFilters } from './search-filters';

/**
 * The /api/v6 query of GET /products, /products/count, /activities, /seo_specific_section and
 * /flexibleDates/fleet (spec section 7): booleans as 1/0, lists as repeated `name[]`, productTags as a comma list,
 * sailingType as `withCaptain`, prices in the base currency (EUR), `abVariations[rankingAlgo]` when given.
 *
 * withCaptain: 'With captain' is 1, 'Without captain' is 0, and 'With or without captain' (no constraint) is
 * omitted, matching the parameter's boolean name and the 1/0 rule.
 */
export type ApiParams = Array<[string, string]>;

export interface ApiParamsOptions {
  /** Name of the active search-algorithm A/B variation, if any. */
  readonly abRankingAlgo?: string;
  /** Units of the user's currency per euro (EUR is 1). Prices are divided by it and rounded. */
  readonly currencyRate: number;
}

export const WITH_CAPTAIN_PARAM = 'withCaptain';
export const PRODUCT_TAGS_SEPARATOR = ',';
export const AB_RANKING_ALGO_PARAM = 'abVariations[rankingAlgo]';

const WITH_CAPTAIN: Readonly<Record<SailingType, string | undefined>> = {
  'With captain': '1',
  'Without captain': '0',
  'With or without captain': undefined,
};

const PRICE_FIELDS: ReadonlySet<SearchFilterName> = new Set(['priceFrom', 'priceTo']);

/** A price in the user's currency to whole euros; undefined when the rate is unusable (never filter on a wrong price). */
export const toBaseCurrency = (price: number, currencyRate: number): number | undefined =>
  Number.isFinite(currencyRate) && currencyRate > 0 ? Math.round(price / currencyRate) : undefined;

/** Filters to the API's query entries, in a stable order (spec order of the filters). */
export const toApiParams = (filters: SearchFilters, options: ApiParamsOptions): ApiParams => {
  const params: ApiParams = [];
  for (const { name } of FILTER_FIELDS) {
    const value = filters[name];
    if (value === undefined) continue;
    if (name === 'sailingType') {
      const withCaptain = WITH_CAPTAIN[value as SailingType];
      if (withCaptain !== undefined) params.push([WITH_CAPTAIN_PARAM, withCaptain]);
    } else if (name === 'productTags') {
      const tags = value as readonly string[];
      if (tags.length > 0) params.push([name, tags.join(PRODUCT_TAGS_SEPARATOR)]);
    } else if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) params.push([`${name}[]`, String(item)]);
    } else if (PRICE_FIELDS.has(name)) {
      const euros = toBaseCurrency(value as number, options.currencyRate);
      if (euros !== undefined) params.push([name, String(euros)]);
    } else {
      params.push([name, encodeScalar(value as string | number | boolean)]);
    }
  }
  if (options.abRankingAlgo !== undefined && options.abRankingAlgo !== '') {
    params.push([AB_RANKING_ALGO_PARAM, options.abRankingAlgo]);
  }
  return params;
};

export interface ApiFiltersResult {
  readonly filters: SearchFilters;
  /** One message per malformed parameter ("numberOfPeople: expected an integer"): answer 400 when not empty. */
  readonly errors: readonly string[];
}

const SAILING_TYPE_OF_WITH_CAPTAIN: Readonly<Record<string, SailingType>> = {
  '1': 'With captain',
  '0': 'Without captain',
};

/**
 * The server's side of toApiParams. Malformed syntax (a number that is not a number, a date not YYYY-MM-DD,
 * a boolean not 1/0) is reported; values out of bounds, unknown enumerations and the other cases of spec section 5
 * are dropped by the same normaliser as the search URL. Unknown parameters (_locale, abVariations[...]) are ignored.
 * Lists are accepted as `name[]` (repeated) or as a plain `name`; productTags as a comma list.
 * Prices are read as euros.
 */
export const fromApiParams = (
  entries: ReadonlyArray<readonly [string, string]>,
  currentYear: number,
  today?: IsoDate,
): ApiFiltersResult => {
  const errors: string[] = [];
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (name === WITH_CAPTAIN_PARAM) {
      if (raw.sailingType !== undefined || value === '') continue;
      const sailingType = SAILING_TYPE_OF_WITH_CAPTAIN[value];
      if (sailingType === undefined) errors.push(`${WITH_CAPTAIN_PARAM}: expected 1 or 0`);
      else raw.sailingType = sailingType;
      continue;
    }
    const found = FILTER_FIELD_BY_NAME.get(name);
    if (found === undefined || name === 'sailingType') continue;
    if (isListKind(found.kind)) {
      const items = name === 'productTags' ? value.split(PRODUCT_TAGS_SEPARATOR) : [value];
      const list = raw[name];
      if (Array.isArray(list)) list.push(...items);
      else raw[name] = items;
    } else if (raw[name] === undefined) {
      raw[name] = value; // a repeated scalar keeps its first value
    }
  }
  const decoded = decodeRawFilters(raw as RawFilters, (_name, message) => errors.push(message));
  return { filters: normaliseFilters(decoded, today === undefined ? { currentYear } : { currentYear, today }), errors };
};

export interface FleetDates {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

/** GET /flexibleDates/fleet: the periods as fleetDates[i][startDate] / fleetDates[i][endDate]. */
export const toFleetDatesParams = (periods: readonly FleetDates[]): ApiParams =>
  periods.flatMap((period, index): ApiParams => [
    [`fleetDates[${index}][startDate]`, period.startDate],
    [`fleetDates[${index}][endDate]`, period.endDate],
  ]);

const FLEET_DATE_KEY = /^fleetDates\[(\d{1,2})\]\[(startDate|endDate)\]$/;
/** At most this many periods are read (the desktop shows 7). */
export const FLEET_DATES_MAX = 14;

/** The server's side of toFleetDatesParams: complete, valid, ordered periods (end not before start), else errors. */
export const fromFleetDatesParams = (
  entries: ReadonlyArray<readonly [string, string]>,
): { readonly periods: readonly FleetDates[]; readonly errors: readonly string[] } => {
  const slots: Array<{ startDate?: string; endDate?: string }> = [];
  const errors: string[] = [];
  for (const [key, value] of entries) {
    const match = FLEET_DATE_KEY.exec(key);
    if (match === null) continue;
    const index = Number(match[1]);
    if (index >= FLEET_DATES_MAX) {
      errors.push(`fleetDates: at most ${FLEET_DATES_MAX} periods`);
      continue;
    }
    const slot = (slots[index] ??= {});
    slot[match[2] as 'startDate' | 'endDate'] ??= value;
  }
  const periods: FleetDates[] = [];
  slots.forEach((slot, index) => {
    const { startDate, endDate } = slot;
    if (isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate) periods.push({ startDate, endDate });
    else errors.push(`fleetDates[${index}]: expected startDate and endDate as YYYY-MM-DD, end not before start`);
  });
  return { periods, errors };
};
