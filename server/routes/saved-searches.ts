import { Hono } from 'hono';
import { SavedSearchBody, type SavedSearch, type SavedSearchList } from '../../src/contract/saved-searches';
import { SAVED_SEARCHES_MAX, SAVED_SEARCH_INPUT_MAX_LENGTH } from '../../src/domain/search/saved-search';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '../account/saved-searches';
import { authorize } from '../auth/authorize';
import type { AppEnv, ServerDeps } from '../http/env';
import { idParam } from '../http/id-param';
import { apiError, badRequest, validateBody } from '../http/validate';
import { todayOf } from '../search/search-request';

/**
 * The signed-in user's saved searches ("Save this search" on the search page, listed in the account): the search
 * page's canonical query string, once per search, at most SAVED_SEARCHES_MAX per user.
 */
export const savedSearchRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>()
    .get('/account/saved-searches', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      return c.json<SavedSearchList>({ savedSearches: await listSavedSearches(deps.db, auth.user.id) });
    })
    .post('/account/saved-searches', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, SavedSearchBody);
      if (!body.ok) return body.response;
      if (body.value.query.length > SAVED_SEARCH_INPUT_MAX_LENGTH) return badRequest(c, [`query: expected at most ${SAVED_SEARCH_INPUT_MAX_LENGTH} characters`]);
      const saved = await saveSearch(deps.db, { userId: auth.user.id, query: body.value.query, kind: body.value.kind ?? 'boat', today: todayOf(deps) });
      switch (saved.kind) {
        case 'empty':
          return badRequest(c, ['query: expected at least one search parameter'], 'saved_search_empty');
        case 'limit':
          return apiError(c, 409, 'saved_searches_limit', { message: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches: delete one first.` });
        case 'existing':
          return c.json<SavedSearch>(saved.savedSearch, 200);
        case 'created':
          return c.json<SavedSearch>(saved.savedSearch, 201);
      }
    })
    .delete('/account/saved-searches/:id', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await deleteSavedSearch(deps.db, auth.user.id, idParam(c)))) return apiError(c, 404, 'not_found', { message: 'No such saved search.' });
      return c.body(null, 204);
    });
