import type { Either } from 'fp-ts/lib/Either';
import type { SavedSearch, SavedSearchList } from '../../contract/saved-searches';
import type { SavedSearchKind } from '../../domain/search/saved-search';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** The signed-in user's saved searches ("Save this search" on the search page, listed in the account). */
export interface SavedSearchGateway {
  /** Newest first. */
  list(): Call<SavedSearchList>;
  /** The server keeps the query canonical; the same search saved again answers the saved one. */
  save(query: string, kind: SavedSearchKind): Call<SavedSearch>;
  remove(id: number): Call<null>;
}

export const SAVED_SEARCH_TOKENS = {
  SavedSearchGateway: Symbol.for('SavedSearchGateway'),
} as const;
