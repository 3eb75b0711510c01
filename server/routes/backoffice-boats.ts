import { Hono } from 'hono';
import type { ServerDeps } from '../http/env';
import type { StaffEnv } from '../backoffice/staff-env';

export const backOfficeBoatRoutes = (_deps: ServerDeps) => new Hono<StaffEnv>();
