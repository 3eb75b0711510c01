import {
  BookingSuccess,
  CheckoutActivity,
  CheckoutInsurances,
  CheckoutSession,
  CheckoutTracking,
  DownPayment,
  ExtraSelectedBody,
  type InsurancesSelectedBody,
  OptionalExtrasResponse,
  PaymentStart,
  PriceDetails,
  PromoCodeResponse,
  RentalTypeResponse,
} from '../../contract/checkout';
import type { CheckoutGateway } from '../../application/checkout/ports';
import type { HttpClient } from '../http/http-client';

/** /checkout/{hash}… (and /ps/{hash}… for insurances), the hash escaped once here. */
const checkout = (hash: string, rest = '') => `/checkout/${encodeURIComponent(hash)}${rest}`;
const insurances = (hash: string, rest = '') => `/ps/${encodeURIComponent(hash)}/insurances${rest}`;

/**
 * The checkout calls of spec section 7 over /api/v6, every answer decoded with the shared contract. Expected
 * failures (network, HTTP status, malformed answer) come back as an ApiFailure, never thrown.
 */
export class HttpCheckoutGateway implements CheckoutGateway {
  constructor(private readonly http: HttpClient) {}

  session(hash: string) {
    return this.http.get(checkout(hash), CheckoutSession);
  }

  activity(hash: string) {
    return this.http.get(checkout(hash, '/activity'), CheckoutActivity);
  }

  price(hash: string) {
    return this.http.get(checkout(hash, '/price'), PriceDetails);
  }

  insurances(hash: string) {
    return this.http.get(insurances(hash), CheckoutInsurances);
  }

  rentalType(hash: string) {
    return this.http.get(checkout(hash, '/extra/rental-type'), RentalTypeResponse);
  }

  extras(hash: string) {
    return this.http.get(checkout(hash, '/extras'), OptionalExtrasResponse);
  }

  tracking(hash: string) {
    return this.http.get(checkout(hash, '/tracking'), CheckoutTracking);
  }

  purchaseTracking(hash: string, bookingId: number) {
    return this.http.get(checkout(hash, `/tracking/${encodeURIComponent(String(bookingId))}`), CheckoutTracking);
  }

  success(hash: string) {
    return this.http.get(checkout(hash, '/success'), BookingSuccess);
  }

  downPayment(hash: string) {
    return this.http.get(checkout(hash, '/down-payment'), DownPayment);
  }

  selectInsurances(hash: string, body: InsurancesSelectedBody) {
    const { cabWeather, assistanceInsurance, multiriskInsurance, damageWaiver } = body;
    return this.http.send('PUT', insurances(hash, '/selected'), CheckoutInsurances, { cabWeather, assistanceInsurance, multiriskInsurance, damageWaiver });
  }

  applyPromoCode(hash: string, promoCode: string) {
    return this.http.send('PUT', checkout(hash, '/promo-code'), PromoCodeResponse, { promoCode });
  }

  selectDownPayment(hash: string, isSelected: boolean) {
    return this.http.send('PUT', checkout(hash, '/down-payment/selected'), DownPayment, { isSelected });
  }

  selectExtra(hash: string, body: ExtraSelectedBody) {
    const { polymorphExtraId, isSelected } = body;
    return this.http.send('PUT', checkout(hash, '/extra/selected'), ExtraSelectedBody, { polymorphExtraId, isSelected });
  }

  startPayment(hash: string) {
    return this.http.send('POST', checkout(hash, '/payment'), PaymentStart);
  }
}
