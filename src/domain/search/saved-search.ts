import type { IsoDate } from './iso-date';
import type { SearchFilters } from './search-filters';
import { formatSearchQuery, parseSearchQuery, type SearchQueryContext, type SearchQueryInput } from './search-url';

/**
 * A saved search ("Save this search", kept in the account): the search page's own query string, canonical, so that
 * saving the same search twice finds the same text. It goes through the one search URL codec (search-url.ts): only
 * known parameters survive, each normalised, in spec order; the page is not part of a search (page 1 is omitted).
 */

/** What a saved search searches: the kinds of the search page (route.ts SearchKind). */
export const SAVED_SEARCH_KINDS = ['boat', 'activity'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** At most this many saved searches per user. */
export const SAVED_SEARCHES_MAX = 50;
/** The longest query text accepted as input. */
export const SAVED_SEARCH_INPUT_MAX_LENGTH = 4000;
/** The longest canonical query stored (an address typed raw grows when percent-encoded). */
export const SAVED_SEARCH_QUERY_MAX_LENGTH = 8000;

export const isSavedSearchKind = (value: unknown): value is SavedSearchKind => value === 'boat' || value === 'activity';

/** Filters to the stored query: the canonical query string (no '?'), without the page. '' when nothing is searched. */
export const savedSearchQueryOf = (filters: SearchFilters): string => formatSearchQuery({ ...filters, page: 1 });

/** Any query string (or parameters) to the stored query: parsed by the search codec, then formatted without the page. */
export const canonicalSavedSearchQuery = (query: SearchQueryInput, context: SearchQueryContext): string =>
  savedSearchQueryOf(parseSearchQuery(query, context));

/** A stored query back to the filters it searches (page 1). */
export const savedSearchFilters = (query: string, context: SearchQueryContext): SearchFilters => parseSearchQuery(query, context);

/** What a saved search's label is made of: the place, the dates and the people; each absent when not searched. */
export interface SavedSearchSummary {
  readonly place?: string;
  readonly startDate?: IsoDate;
  readonly endDate?: IsoDate;
  readonly people?: number;
}

export const savedSearchSummary = (filters: SearchFilters): SavedSearchSummary => ({
  ...(filters.address !== undefined && { place: filters.address }),
  ...(filters.startDate !== undefined && { startDate: filters.startDate }),
  ...(filters.endDate !== undefined && { endDate: filters.endDate }),
  ...(filters.numberOfPeople !== undefined && { people: filters.numberOfPeople }),
});

/**
 * The label stored with a saved search, in no language: the place's name (the query's `address`), '' for a search
 * without one (a map area, filters only). Dates and people are formatted from the query in the reader's language.
 */
export const savedSearchLabel = (filters: SearchFilters): string => filters.address ?? '';
