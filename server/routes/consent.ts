import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';

/** The consent banner's choices (spec section 7: POST /metrics/didomi). */
export const consentRoutes = (_deps: ServerDeps) => new Hono<AppEnv>();
