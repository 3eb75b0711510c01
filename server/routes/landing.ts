import { Hono } from 'hono';
import type { LandingResponse } from '../../src/contract/search';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError } from '../http/validate';
import { buildLanding } from '../search/landing';
import { parseLandingPath } from '../search/landing-path';
import { searchContext } from '../search/search-context';
import { todayOf } from '../search/search-request';

/** _page: a positive integer, else 1 (spec section 5's page rule). */
const pageOf = (value: string | undefined): number => {
  const page = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
};

/** GET /landing?customization=a/b&_page=n (spec section 7): 404 for an unknown landing. */
export const landingRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>().get('/landing', async (c) => {
    const context = await searchContext(c, deps);
    const target = parseLandingPath(c.req.query('customization') ?? '', (slug) => context.directory.bySlugOf(slug) !== undefined);
    if (!target) return apiError(c, 404, 'landing_not_found', { message: 'No such landing page.' });
    const landing = await buildLanding(context, target, pageOf(c.req.query('_page')), todayOf(deps).currentYear);
    return c.json<LandingResponse>(landing);
  });
