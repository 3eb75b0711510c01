import type { Either } from 'fp-ts/lib/Either';
import type { ActivityBookingRequestBody, ActivityDetail } from '../../contract/checkout';
import type { ApiFailure } from '../shared/api-failure';

/** The activity page's calls: the activity, and a booking request for a date, a time slot and a number of people. */
export interface ActivityGateway {
  activity(id: number): Promise<Either<ApiFailure, ActivityDetail>>;
  /** Starts checkout; answers the payment-session hash (route ps/{hash}). 401 visitor, 400 invalid, 404, 409 taken. */
  requestBooking(id: number, request: ActivityBookingRequestBody): Promise<Either<ApiFailure, { readonly hash: string }>>;
}
