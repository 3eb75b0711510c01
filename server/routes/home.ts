import { Hono } from 'hono';
import type { HomeResponse } from '../../src/contract/home';
import type { AppEnv, ServerDeps } from '../http/env';
import { cachedHome } from '../search/home';
import { searchContext } from '../search/search-context';
import { todayOf } from '../search/search-request';

/** GET /home?_locale=xx (issue [10]): the home page's data in the request's language, the same for every visitor. */
export const homeRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>().get('/home', async (c) => {
    const context = await searchContext(c, deps, false);
    return c.json<HomeResponse>(await cachedHome(context, todayOf(deps).currentYear));
  });
