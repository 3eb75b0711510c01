import {
  BackOfficeBooking,
  BACKOFFICE_BOOKINGS_PATHS as PATHS,
  BackOfficeSearchResult,
  RefundQueue,
  RefundQueueItem,
  type StaffCancelBody,
  type StaffDatesBody,
  type StaffRefundBody,
} from '../../contract/backoffice-bookings';
import type { BackOfficeBookingsGateway } from '../../application/backoffice/back-office-bookings-port';
import type { RefundQueueQuery } from '../../domain/backoffice/refund-queue';
import type { HttpClient } from '../http/http-client';

/** The back office's bookings calls over /api/v6/backoffice (failures as ApiFailure, never thrown). */
export class HttpBackOfficeBookingsGateway implements BackOfficeBookingsGateway {
  constructor(private readonly http: HttpClient) {}

  search(query: string) {
    return this.http.get(PATHS.search, BackOfficeSearchResult, { q: query });
  }

  refundQueue(query: RefundQueueQuery) {
    return this.http.get(PATHS.refunds, RefundQueue, { ...(query.status && { status: query.status }), ...(query.page > 1 && { page: query.page }) });
  }

  retryRefund(refundId: number) {
    return this.http.send('POST', PATHS.retryRefund(refundId), RefundQueueItem);
  }

  booking(bookingId: number) {
    return this.http.get(PATHS.booking(bookingId), BackOfficeBooking);
  }

  refundBooking(bookingId: number, body: StaffRefundBody) {
    return this.http.send('POST', PATHS.refundBooking(bookingId), BackOfficeBooking, { amount: body.amount, reason: body.reason });
  }

  cancelBooking(bookingId: number, body: StaffCancelBody) {
    return this.http.send('POST', PATHS.cancelBooking(bookingId), BackOfficeBooking, { reason: body.reason, refundAmount: body.refundAmount });
  }

  changeDates(bookingId: number, body: StaffDatesBody) {
    return this.http.send('POST', PATHS.changeDates(bookingId), BackOfficeBooking, { startDate: body.startDate, endDate: body.endDate, reason: body.reason });
  }
}
