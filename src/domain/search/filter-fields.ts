import { isIsoDate } from './iso-date';
import type { SearchFilterName, SearchFilters } from './search-filters';
import type { FilterInput } from './normalise-filters';

/**
 * How each filter is written as text, shared by the search-page URL codec and the /api/v6 query codec:
 * the syntax of one value lives here, the bounds in normaliseFilters.
 */
export type FieldKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'enum' | 'list' | 'integerList';

export interface FilterField {
  readonly name: SearchFilterName;
  readonly kind: FieldKind;
}

const field = (name: SearchFilterName, kind: FieldKind): FilterField => ({ name, kind });

/** Every filter in spec order: this order is the stable key order of formatted queries. */
export const FILTER_FIELDS: readonly FilterField[] = [
  field('address', 'text'),
  field('distance', 'integer'),
  field('durations', 'list'),
  field('numberOfPeople', 'integer'),
  field('numberOfCabins', 'integer'),
  field('numberOfBerths', 'integer'),
  field('superOwner', 'boolean'),
  field('bestRating', 'boolean'),
  field('instantBooking', 'boolean'),
  field('enginePowerFrom', 'integer'),
  field('enginePowerTo', 'integer'),
  field('minBuildYear', 'integer'),
  field('maxBuildYear', 'integer'),
  field('latitude', 'decimal'),
  field('longitude', 'decimal'),
  field('bounds', 'text'),
  field('lengthFrom', 'integer'),
  field('lengthTo', 'integer'),
  field('priceFrom', 'integer'),
  field('priceTo', 'integer'),
  field('page', 'integer'),
  field('types', 'list'),
  field('cancellationPolicy', 'enum'),
  field('startDate', 'date'),
  field('endDate', 'date'),
  field('equipments', 'integerList'),
  field('sailingType', 'enum'),
  field('productTags', 'list'),
  field('halfDayPeriod', 'enum'),
  field('experiences', 'list'),
  field('hasDiscount', 'boolean'),
  field('ownerId', 'integer'),
  field('ownerType', 'enum'),
  field('sort', 'enum'),
  field('sortOrder', 'enum'),
  field('activityTypes', 'list'),
  field('timesOfTheDay', 'list'),
  field('skipperLanguages', 'list'),
];

export const FILTER_FIELD_BY_NAME: ReadonlyMap<string, FilterField> = new Map(FILTER_FIELDS.map((f) => [f.name, f]));

export const isListKind = (kind: FieldKind): boolean => kind === 'list' || kind === 'integerList';

const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,20})?$/;

/** Raw text per filter: one string for a scalar, the items for a list. */
export type RawFilters = { [K in SearchFilterName]?: string | readonly string[] };

/** Reports a value whose syntax is wrong (not one that is merely out of bounds or unknown: those are dropped). */
export type SyntaxErrorSink = (name: SearchFilterName, message: string) => void;

const MALFORMED = Symbol('malformed');

const decodeScalar = (kind: FieldKind, text: string): unknown => {
  switch (kind) {
    case 'integer':
      return INTEGER.test(text) ? Number(text) : MALFORMED;
    case 'decimal':
      return DECIMAL.test(text) ? Number(text) : MALFORMED;
    case 'boolean':
      return text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : MALFORMED;
    case 'date':
      return isIsoDate(text) ? text : MALFORMED;
    default:
      return text;
  }
};

const EXPECTED: Readonly<Record<FieldKind, string>> = {
  integer: 'expected an integer',
  decimal: 'expected a decimal number',
  boolean: 'expected 1 or 0',
  date: 'expected a date as YYYY-MM-DD',
  integerList: 'expected integers',
  text: '',
  enum: '',
  list: '',
};

/** Raw text per field, by index in FILTER_FIELDS (the parsers' fast path). */
export type RawFieldValues = Array<string | readonly string[] | undefined>;

export const FILTER_FIELD_INDEX: ReadonlyMap<string, number> = new Map(FILTER_FIELDS.map((f, index) => [f.name, index]));

/** Like decodeRawFilters, from values indexed as FILTER_FIELDS. */
export const decodeFieldValues = (values: RawFieldValues, onError?: SyntaxErrorSink): FilterInput => {
  const out: Record<string, unknown> = {};
  for (let index = 0; index < FILTER_FIELDS.length; index += 1) {
    const value = values[index];
    if (value === undefined) continue;
    const { name, kind } = FILTER_FIELDS[index]!;
    if (isListKind(kind)) {
      const items = typeof value === 'string' ? [value] : value;
      const decoded: unknown[] = [];
      let malformed = false;
      for (const item of items) {
        if (item === '') continue;
        const parsed = kind === 'integerList' ? decodeScalar('integer', item) : item;
        if (parsed === MALFORMED) malformed = true;
        else decoded.push(parsed);
      }
      if (malformed) onError?.(name, `${name}: ${EXPECTED[kind]}`);
      if (decoded.length > 0) out[name] = decoded;
    } else {
      const text = typeof value === 'string' ? value : value[0];
      if (text === undefined || text === '') continue;
      const parsed = decodeScalar(kind, text);
      if (parsed === MALFORMED) onError?.(name, `${name}: ${EXPECTED[kind]}`);
      else out[name] = parsed;
    }
  }
  return out as FilterInput;
};

/**
 * Text to loosely typed filters (then give them to normaliseFilters). Empty text counts as absent.
 * Malformed values are left out and reported to `onError` when given.
 */
export const decodeRawFilters = (raw: RawFilters, onError?: SyntaxErrorSink): FilterInput =>
  decodeFieldValues(
    FILTER_FIELDS.map(({ name }) => raw[name]),
    onError,
  );

/** Text of one scalar value of normalised filters (booleans as 1). */
export const encodeScalar = (value: string | number | boolean): string =>
  typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/** Whether a value is left out of a query: absent, false, an empty list, or a default. */
export const isOmitted = (name: SearchFilterName, value: SearchFilters[SearchFilterName]): boolean =>
  value === undefined ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (name === 'page' && value === 1) ||
  (name === 'sort' && value === 'default');
