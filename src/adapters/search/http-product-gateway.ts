import { map, type Either } from 'fp-ts/lib/Either';
import { BookingRequestResponse, ProductDetail, ProductSuggestionsResponse, type ProductSummary } from '../../contract/search';
import type { ProductGateway, StayDates } from '../../application/product/product-gateway';
import type { ApiFailure } from '../../application/shared/api-failure';
import type { HttpClient } from '../http/http-client';

/** GET /products/{id} (with a quote for dates), GET /products/{id}/suggestions, POST /products/{id}/booking-request. */
export class HttpProductGateway implements ProductGateway {
  constructor(private readonly http: HttpClient) {}

  product(id: number, dates?: StayDates) {
    return this.http.get(`/products/${id}`, ProductDetail, dates === undefined ? undefined : { startDate: dates.startDate, endDate: dates.endDate });
  }

  async suggestions(id: number): Promise<Either<ApiFailure, readonly ProductSummary[]>> {
    return map((response: { products: ProductSummary[] }) => response.products)(
      await this.http.get(`/products/${id}/suggestions`, ProductSuggestionsResponse),
    );
  }

  requestBooking(id: number, dates: StayDates, numberOfPeople?: number) {
    const body = { startDate: dates.startDate, endDate: dates.endDate, ...(numberOfPeople !== undefined && { numberOfPeople }) };
    return this.http.send('POST', `/products/${id}/booking-request`, BookingRequestResponse, body);
  }
}
