import { FILTER_FIELDS, FILTER_FIELD_INDEX, decodeFieldValues, encodeScalar, isListKind, isOmitted } from './filter-fields';
import type { RawFieldValues } from './filter-fields';
import { normaliseFilters, type FilterContext } from './normalise-filters';
import type { SearchFilterName, SearchFilters } from './search-filters';

/**
 * The one codec of the search page's query string (spec section 5).
 *
 * Convention: one key per filter, named as the filter (`numberOfPeople=4`); booleans as `1` (false is omitted);
 * lists as ONE key with values separated by `;` (`types=Sailboat;Motor+Yacht`, `equipments=13;29`), like boat
 * types in the spec; spaces as `+`; defaults (page 1, sort default, empty lists) omitted; keys in spec order.
 * A repeated key keeps its first value; unknown keys are ignored.
 */
export type SearchQueryInput =
  | string
  | { readonly getAll: (name: string) => string[] } // URLSearchParams
  | { readonly [key: string]: string | readonly string[] | undefined };

export type SearchQueryContext = FilterContext;

const PLUS = /\+/g;
const SPACE_ESCAPE = /%20/g;
const LIST_SEPARATOR = ';';

const decodeComponent = (text: string): string | undefined => {
  const hasPlus = text.indexOf('+') !== -1;
  if (text.indexOf('%') === -1) return hasPlus ? text.replace(PLUS, ' ') : text;
  try {
    return decodeURIComponent(hasPlus ? text.replace(PLUS, ' ') : text);
  } catch {
    return undefined; // malformed escape: the pair is dropped
  }
};

/** Keeps the first value of a known key; lists are split on ';'. */
const setRaw = (values: RawFieldValues, name: string, value: string): void => {
  const index = FILTER_FIELD_INDEX.get(name);
  if (index === undefined || values[index] !== undefined) return;
  values[index] = isListKind(FILTER_FIELDS[index]!.kind) ? value.split(LIST_SEPARATOR) : value;
};

const rawFromString = (query: string): RawFieldValues => {
  const values: RawFieldValues = new Array(FILTER_FIELDS.length);
  let position = query.charCodeAt(0) === 63 /* ? */ ? 1 : 0;
  while (position < query.length) {
    let end = query.indexOf('&', position);
    if (end === -1) end = query.length;
    if (end > position) {
      const equals = query.indexOf('=', position);
      const hasValue = equals !== -1 && equals < end;
      const name = decodeComponent(query.slice(position, hasValue ? equals : end));
      const value = hasValue ? decodeComponent(query.slice(equals + 1, end)) : '';
      if (name !== undefined && value !== undefined) setRaw(values, name, value);
    }
    position = end + 1;
  }
  return values;
};

const rawFromRecord = (query: Exclude<SearchQueryInput, string>): RawFieldValues => {
  const values: RawFieldValues = new Array(FILTER_FIELDS.length);
  const getAll = (query as { getAll?: unknown }).getAll;
  for (const { name } of FILTER_FIELDS) {
    const value: unknown =
      typeof getAll === 'function'
        ? (getAll.call(query, name) as unknown[])[0]
        : (query as Readonly<Record<string, unknown>>)[name];
    const first = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof first === 'string') setRaw(values, name, first);
  }
  return values;
};

/** Query string (with or without '?') or already-decoded parameters to normalised filters. Never throws. */
export const parseSearchQuery = (query: SearchQueryInput, context: SearchQueryContext): SearchFilters => {
  const values = typeof query === 'string' ? rawFromString(query) : rawFromRecord(query);
  return normaliseFilters(decodeFieldValues(values), context);
};

const encodeComponent = (text: string): string | undefined => {
  try {
    return encodeURIComponent(text).replace(SPACE_ESCAPE, '+');
  } catch {
    return undefined; // a lone surrogate cannot be encoded: such a value is never normalised
  }
};

/** Normalised filters to a query string without '?'; '' when every filter is at its default. Never throws. */
export const formatSearchQuery = (filters: SearchFilters): string => {
  const parts: string[] = [];
  for (const { name } of FILTER_FIELDS) {
    const value = filters[name as SearchFilterName];
    if (isOmitted(name, value)) continue;
    let text: string | undefined;
    if (Array.isArray(value)) {
      const items = (value as readonly (string | number)[]).map((item) => encodeComponent(String(item)));
      text = items.includes(undefined) ? undefined : items.join(LIST_SEPARATOR);
    } else {
      text = encodeComponent(encodeScalar(value as string | number | boolean));
    }
    if (text !== undefined) parts.push(`${name}=${text}`);
  }
  return parts.join('&');
};
