import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';

/** The native app's push-notification tracking and deep links (spec section 7 "Device and tracking"). */
export const nativeAppRoutes = (_deps: ServerDeps) => new Hono<AppEnv>();
