import type { Either } from 'fp-ts/lib/Either';
import type { ProductDetail, ProductSummary } from '../../contract/search';
import type { IsoDate } from '../../domain/search';
import type { ApiFailure } from '../shared/api-failure';

export interface StayDates {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

/** The product page's calls: the product (with a quote for dates), similar products, and a booking request. */
export interface ProductGateway {
  product(id: number, dates?: StayDates): Promise<Either<ApiFailure, ProductDetail>>;
  suggestions(id: number): Promise<Either<ApiFailure, readonly ProductSummary[]>>;
  /** Starts checkout for the dates (and the number of people, when given); answers the payment-session hash (route ps/{hash}). */
  requestBooking(id: number, dates: StayDates, numberOfPeople?: number): Promise<Either<ApiFailure, { readonly hash: string }>>;
}
