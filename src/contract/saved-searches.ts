import * as t from 'io-ts';

/** The kinds a saved search can be of (the search page's kinds, domain/search/saved-search.ts). */
export const SavedSearchKindCodec = t.keyof({ boat: null, activity: null }, 'SavedSearchKind');

/**
 * One saved search of the signed-in user: the search page's canonical query string (no '?', no page), its kind, the
 * label stored with it (the place's name, '' without one) and when it was saved (ISO timestamp).
 */
export const SavedSearch = t.type({
  id: t.number,
  query: t.string,
  kind: SavedSearchKindCodec,
  label: t.string,
  createdAt: t.string,
});
export type SavedSearch = t.TypeOf<typeof SavedSearch>;

/** GET /account/saved-searches: newest first. */
export const SavedSearchList = t.type({ savedSearches: t.array(SavedSearch) });
export type SavedSearchList = t.TypeOf<typeof SavedSearchList>;

/**
 * POST /account/saved-searches: the search page's query string (with or without '?'); the server keeps only the known
 * search parameters, canonical. Kind defaults to boat. Saving the same search again answers the saved one (200),
 * a new one is 201.
 */
export const SavedSearchBody = t.intersection([t.type({ query: t.string }), t.partial({ kind: SavedSearchKindCodec })]);
export type SavedSearchBody = t.TypeOf<typeof SavedSearchBody>;
