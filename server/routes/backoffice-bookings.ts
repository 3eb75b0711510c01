import { Hono, type Context } from 'hono';
import {
  StaffCancelBody,
  StaffDatesBody,
  StaffRefundBody,
  type BackOfficeBooking,
  type BackOfficeSearchResult,
  type RefundQueue,
  type RefundQueueItem,
} from '../../src/contract/backoffice-bookings';
import type { ApiErrorBody } from '../../src/contract/common';
import { parseBackOfficeQuery, SEARCH_QUERY_MAX_LENGTH } from '../../src/domain/backoffice/back-office-search';
import { parseRefundQueueQuery } from '../../src/domain/backoffice/refund-queue';
import type { StaffActor } from '../backoffice/audit';
import { cancelByStaff, changeDatesByStaff, refundByStaff, type StaffActionResult, type StaffBookingDeps } from '../backoffice/booking-actions';
import { loadBackOfficeBooking } from '../backoffice/booking-history';
import { listRefundQueue, retryRefund } from '../backoffice/refund-queue';
import { searchBackOffice } from '../backoffice/search';
import type { StaffEnv } from '../backoffice/staff-env';
import type { ServerDeps } from '../http/env';
import { idParam, NO_ID } from '../http/id-param';
import { apiError, badRequest, validateBody } from '../http/validate';
import { createPaymentAdapters, type PaymentAdapters } from './payments';

const bookingNotFound = (c: Context) => apiError(c, 404, 'booking_not_found', { message: 'No such booking.' });
const refundNotFound = (c: Context) => apiError(c, 404, 'refund_not_found', { message: 'No such refund.' });

const actorOf = (c: Context<StaffEnv>): StaffActor => {
  const staff = c.get('staff');
  return { id: staff.id, email: staff.email };
};

/**
 * The back office's bookings (issue [7]): search, the automatic refunds' queue and its retry, a booking's history and
 * the staff actions on it. Mounted under /backoffice behind the one staff check (routes/backoffice.ts); see
 * src/contract/backoffice-bookings.ts for the bodies and answers.
 */
export const backOfficeBookingRoutes = (deps: ServerDeps, overrides: Partial<PaymentAdapters> = {}) => {
  const adapters = createPaymentAdapters(deps, overrides);
  const actionDeps: StaffBookingDeps = { db: deps.db, now: deps.now, gateway: adapters.gateway, email: adapters.email, publicUrl: deps.config.publicUrl, push: adapters.push };
  const today = () => deps.now().toISOString().slice(0, 10);

  /** A staff action's answer: the booking's updated history, or why it was refused. */
  const answered = async (c: Context<StaffEnv>, id: number, result: StaffActionResult) => {
    switch (result.kind) {
      case 'not_found':
        return bookingNotFound(c);
      case 'invalid':
        return c.json<ApiErrorBody>({ error: 'staff_action_invalid', message: 'Please check the highlighted fields.', details: result.details }, 400);
      case 'conflict':
        return c.json<ApiErrorBody>({ error: result.error, message: result.message, ...(result.details && { details: result.details }) }, 409);
      case 'done': {
        const booking = await loadBackOfficeBooking(deps.db, id, today());
        return booking ? c.json<BackOfficeBooking>(booking) : bookingNotFound(c);
      }
    }
  };

  return new Hono<StaffEnv>()
    .get('/search', async (c) => {
      const query = parseBackOfficeQuery(c.req.query('q') ?? '');
      if (!query) return badRequest(c, [`q: between 1 and ${SEARCH_QUERY_MAX_LENGTH} characters`], 'search_query_invalid');
      return c.json<BackOfficeSearchResult>(await searchBackOffice(deps.db, query));
    })
    .get('/refunds', async (c) => {
      const query = parseRefundQueueQuery({ status: c.req.query('status'), page: c.req.query('page') });
      if (!query.ok) return badRequest(c, [query.field === 'status' ? 'status: expected pending, succeeded or failed' : 'page: expected 1 to 1000'], 'refund_queue_invalid');
      return c.json<RefundQueue>(await listRefundQueue(deps.db, query.value));
    })
    .post('/refunds/:id/retry', async (c) => {
      const id = idParam(c);
      if (id === NO_ID) return refundNotFound(c);
      const result = await retryRefund(actionDeps, actorOf(c), id);
      switch (result.kind) {
        case 'not_found':
          return refundNotFound(c);
        case 'not_retryable':
          return apiError(c, 409, 'refund_not_failed', { message: `Only a failed refund can be tried again (this one is ${result.status}).` });
        case 'retried':
          return c.json<RefundQueueItem>(result.item);
      }
    })
    .get('/bookings/:id', async (c) => {
      const id = idParam(c);
      const booking = id === NO_ID ? undefined : await loadBackOfficeBooking(deps.db, id, today());
      return booking ? c.json<BackOfficeBooking>(booking) : bookingNotFound(c);
    })
    .post('/bookings/:id/refund', async (c) => {
      const id = idParam(c);
      if (id === NO_ID) return bookingNotFound(c);
      const body = await validateBody(c, StaffRefundBody);
      if (!body.ok) return body.response;
      return answered(c, id, await refundByStaff(actionDeps, actorOf(c), id, body.value));
    })
    .post('/bookings/:id/cancel', async (c) => {
      const id = idParam(c);
      if (id === NO_ID) return bookingNotFound(c);
      const body = await validateBody(c, StaffCancelBody);
      if (!body.ok) return body.response;
      return answered(c, id, await cancelByStaff(actionDeps, actorOf(c), id, body.value));
    })
    .post('/bookings/:id/dates', async (c) => {
      const id = idParam(c);
      if (id === NO_ID) return bookingNotFound(c);
      const body = await validateBody(c, StaffDatesBody);
      if (!body.ok) return body.response;
      return answered(c, id, await changeDatesByStaff(actionDeps, actorOf(c), id, body.value));
    });
};
