import { Hono } from 'hono';
import { BACKOFFICE_PREFIX } from '../../src/contract/backoffice';
import { authorize } from '../auth/authorize';
import type { StaffEnv } from '../backoffice/staff-env';
import type { AppEnv, ServerDeps } from '../http/env';
import { backOfficeBookingRoutes } from './backoffice-bookings';
import { backOfficeMessageRoutes } from './backoffice-messages';
import { backOfficeBoatRoutes } from './backoffice-boats';

/**
 * Every back-office call, under /api/v6/backoffice. The staff role is checked here once, before any handler runs
 * (a visitor gets 401, a tenant or an owner 403), so a new back-office route cannot forget it; the handlers read the
 * staff member from `c.get('staff')` for the audit log.
 */
export const backOfficeRoutes = (deps: ServerDeps) => {
  const staffOnly = new Hono<StaffEnv>();
  staffOnly.use('*', async (c, next) => {
    const auth = await authorize(c, deps, { role: 'staff' });
    if (!auth.ok) return auth.response;
    c.set('staff', auth.user);
    await next();
  });
  staffOnly.route('/', backOfficeBookingRoutes(deps));
  staffOnly.route('/', backOfficeMessageRoutes(deps));
  staffOnly.route('/', backOfficeBoatRoutes(deps));
  return new Hono<AppEnv>().route(BACKOFFICE_PREFIX, staffOnly);
};
