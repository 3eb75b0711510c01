import { Hono } from 'hono';
import type { ServerDeps } from '../http/env';
import type { StaffEnv } from '../backoffice/staff-env';

export const backOfficeBookingRoutes = (_deps: ServerDeps) => new Hono<StaffEnv>();
