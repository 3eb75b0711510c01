import { sql, type Kysely } from 'kysely';
import type { SavedSearch } from '../../src/contract/saved-searches';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_QUERY_MAX_LENGTH,
  canonicalSavedSearchQuery,
  savedSearchFilters,
  savedSearchLabel,
  type SavedSearchKind,
} from '../../src/domain/search/saved-search';
import type { Database } from '../db/schema';
import type { Today } from '../search/search-request';

/** The user's saved searches, newest first. */
export const listSavedSearches = async (db: Kysely<Database>, userId: number): Promise<SavedSearch[]> => {
  const rows = await db
    .selectFrom('saved_searches')
    .select(['id', 'kind', 'query', 'label', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SAVED_SEARCHES_MAX)
    .execute();
  return rows.map(toSavedSearch);
};

const toSavedSearch = (row: { id: number; kind: string; query: string; label: string; created_at: Date }): SavedSearch => ({
  id: row.id,
  kind: row.kind === 'activity' ? 'activity' : 'boat',
  query: row.query,
  label: row.label,
  createdAt: new Date(row.created_at).toISOString(),
});

export type SaveResult =
  | { readonly kind: 'created' | 'existing'; readonly savedSearch: SavedSearch }
  | { readonly kind: 'empty' }
  | { readonly kind: 'limit' };

/**
 * Saves a search: the query is canonicalised by the search page's own codec (unknown parameters, bad values, past
 * dates and the page dropped). The same search saved again is the saved one; a new one beyond the cap is refused.
 * One transaction, the user's row locked, so two saves at once can neither pass the cap nor duplicate.
 */
export const saveSearch = async (
  db: Kysely<Database>,
  request: { readonly userId: number; readonly query: string; readonly kind: SavedSearchKind; readonly today: Today },
): Promise<SaveResult> => {
  const query = canonicalSavedSearchQuery(request.query, request.today);
  if (query === '' || query.length > SAVED_SEARCH_QUERY_MAX_LENGTH) return { kind: 'empty' };
  const label = savedSearchLabel(savedSearchFilters(query, request.today));
  return db.transaction().execute(async (trx): Promise<SaveResult> => {
    await sql`select id from users where id = ${request.userId} for update`.execute(trx);
    const existing = await trx
      .selectFrom('saved_searches')
      .select(['id', 'kind', 'query', 'label', 'created_at'])
      .where('user_id', '=', request.userId)
      .where('kind', '=', request.kind)
      .where('query', '=', query)
      .executeTakeFirst();
    if (existing) return { kind: 'existing', savedSearch: toSavedSearch(existing) };
    const { count } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', request.userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SAVED_SEARCHES_MAX) return { kind: 'limit' };
    const row = await trx
      .insertInto('saved_searches')
      .values({ user_id: request.userId, kind: request.kind, query, label })
      .returning(['id', 'kind', 'query', 'label', 'created_at'])
      .executeTakeFirstOrThrow();
    return { kind: 'created', savedSearch: toSavedSearch(row) };
  });
};

/** Deletes one of the user's saved searches (privacy by query: another user's id is simply not found). */
export const deleteSavedSearch = async (db: Kysely<Database>, userId: number, id: number): Promise<boolean> => {
  const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
