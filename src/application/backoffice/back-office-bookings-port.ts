import type { Either } from 'fp-ts/lib/Either';
import type {
  BackOfficeBooking,
  BackOfficeSearchResult,
  RefundQueue,
  RefundQueueItem,
  StaffCancelBody,
  StaffDatesBody,
  StaffRefundBody,
} from '../../contract/backoffice-bookings';
import type { RefundQueueQuery } from '../../domain/backoffice/refund-queue';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** The back office's bookings (issue [7]): search, the automatic refunds' queue, a booking's history and staff actions. */
export interface BackOfficeBookingsGateway {
  search(query: string): Call<BackOfficeSearchResult>;
  refundQueue(query: RefundQueueQuery): Call<RefundQueue>;
  retryRefund(refundId: number): Call<RefundQueueItem>;
  booking(bookingId: number): Call<BackOfficeBooking>;
  refundBooking(bookingId: number, body: StaffRefundBody): Call<BackOfficeBooking>;
  cancelBooking(bookingId: number, body: StaffCancelBody): Call<BackOfficeBooking>;
  changeDates(bookingId: number, body: StaffDatesBody): Call<BackOfficeBooking>;
}

/** Inversify identifiers of the back office's bookings ports (bound in the composition root). */
export const BACKOFFICE_BOOKINGS_TOKENS = {
  BackOfficeBookingsGateway: Symbol.for('BackOfficeBookingsGateway'),
} as const;
