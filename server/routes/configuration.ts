import { Hono } from 'hono';
import type { AppConfiguration } from '../../src/contract/configuration';
import { buildConfiguration } from '../configuration';
import type { AppEnv, ServerDeps } from '../http/env';

/**
 * GET /configuration: what index.html carries, for a page that is not ours embedding the sign-in funnel (issue [12])
 * and for the Vite dev server's index.html. Nothing secret: every page of the site carries the same.
 */
export const configurationRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>().get('/configuration', (c) => c.json<AppConfiguration>(buildConfiguration(c, deps.config, null)));
