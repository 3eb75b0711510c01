import { Hono, type Context } from 'hono';
import type { TypeOf } from 'io-ts';
import { ActivityBookingRequestBody, type ActivityDetail } from '../../src/contract/checkout';
import { IntegerString } from '../../src/contract/common';
import type { BookingRequestResponse } from '../../src/contract/search';
import { authorize } from '../auth/authorize';
import { createActivityBookingRequest } from '../checkout/activity-booking-requests';
import { loadActivityDetail } from '../checkout/activity-detail';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, badRequest, validateBody, validateValue, type Validated } from '../http/validate';
import { searchContext } from '../search/search-context';
import { todayOf } from '../search/search-request';

const activityId = (c: Context<AppEnv>): Validated<number> => {
  const id = validateValue(c, IntegerString, c.req.param('id'));
  return id.ok ? { ok: true, value: Number(id.value) } : id;
};

const notFound = (c: Context<AppEnv>) => apiError(c, 404, 'activity_not_found', { message: 'No such activity.' });

/** The activity page and the start of an activity's booking (its checkout session). */
export const activityRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>()
    .get('/activities/:id', async (c) => {
      const id = activityId(c);
      if (!id.ok) return id.response;
      const detail = await loadActivityDetail(await searchContext(c, deps, false), id.value);
      return detail ? c.json<ActivityDetail>(detail) : notFound(c);
    })
    .post('/activities/:id/booking-request', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const id = activityId(c);
      if (!id.ok) return id.response;
      const body = await validateBody(c, ActivityBookingRequestBody);
      if (!body.ok) return body.response;
      const result = await createActivityBookingRequest(deps.db, {
        userId: auth.user.id,
        activityId: id.value,
        ...body.value,
        today: todayOf(deps).today,
        now: deps.now(),
      });
      switch (result.kind) {
        case 'unknown_activity':
          return notFound(c);
        case 'invalid':
          return badRequest(c, result.details);
        case 'not_available':
          return apiError(c, 409, 'not_available', { message: `Only ${result.placesLeft} places are left at this time.` });
        case 'created':
          return c.json<TypeOf<typeof BookingRequestResponse>>({ hash: result.hash });
      }
    });
