import {
  AccountBookings,
  AccountFavourites,
  BalancePayment,
  BalancePaymentSuccess,
  BookingDetail,
  CancellationResult,
  ModificationAnswer,
  ModificationRequested,
  PostBookingCart,
  PostBookingInit,
  PostBookingInsurances,
  RequestAnswerResult,
  type ModificationBody,
  type PostBookingSelectionBody,
  type ReviewBody,
} from '../../contract/bookings';
import * as t from 'io-ts';
import { PaymentStart } from '../../contract/checkout';
import type { AfterBookingGateway } from '../../application/account/ports';
import type { HttpClient } from '../http/http-client';

const seg = (value: string) => encodeURIComponent(value);

/** The after-booking calls over /api/v6, every answer decoded with the shared contract (failures as ApiFailure). */
export class HttpAfterBookingGateway implements AfterBookingGateway {
  constructor(private readonly http: HttpClient) {}

  bookings() {
    return this.http.get('/account/bookings', AccountBookings);
  }

  favourites() {
    return this.http.get('/account/favourites', AccountFavourites);
  }

  booking(bookingId: string) {
    return this.http.get(`/bookings/${seg(bookingId)}`, BookingDetail);
  }

  cancel(bookingId: string) {
    return this.http.send('POST', `/bookings/${seg(bookingId)}/cancel`, CancellationResult);
  }

  requestModification(bookingId: string, body: ModificationBody) {
    const { startDate, endDate, numberOfPeople } = body;
    return this.http.send('POST', `/bookings/${seg(bookingId)}/modification`, ModificationRequested, { startDate, endDate, numberOfPeople });
  }

  answerModification(bookingId: string, accept: boolean) {
    return this.http.send('POST', `/bookings/${seg(bookingId)}/modification/${accept ? 'accept' : 'decline'}`, ModificationAnswer);
  }

  acceptRequest(bookingId: string) {
    return this.http.send('POST', `/bookings/${seg(bookingId)}/accept`, RequestAnswerResult);
  }

  declineRequest(bookingId: string, reason: string) {
    const trimmed = reason.trim();
    return this.http.send('POST', `/bookings/${seg(bookingId)}/decline`, RequestAnswerResult, trimmed === '' ? {} : { reason: trimmed });
  }

  startModificationPayment(bookingId: string) {
    return this.http.send('POST', `/bookings/${seg(bookingId)}/modification/payment`, PaymentStart);
  }

  review(bookingId: string, body: ReviewBody) {
    return this.http.send('POST', `/bookings/${seg(bookingId)}/review`, t.null, { rating: body.rating, comment: body.comment });
  }

  snoozeReview(bookingId: string) {
    return this.http.send('POST', `/bookings/${seg(bookingId)}/review/snooze`, t.null);
  }

  answerReview(bookingId: string, text: string) {
    return this.http.send('POST', `/bookings/${seg(bookingId)}/review/answer`, t.null, { text });
  }

  balancePayment(bookingId: string) {
    return this.http.get(`/balance-payment/${seg(bookingId)}`, BalancePayment);
  }

  startBalancePayment(bookingId: string) {
    return this.http.send('POST', `/balance-payment/${seg(bookingId)}/payment`, PaymentStart);
  }

  balancePaymentSuccess(bookingId: string) {
    return this.http.get(`/balance-payment/${seg(bookingId)}/success`, BalancePaymentSuccess);
  }

  postBookingInit(bookingId: string) {
    return this.http.get(`/post-booking/${seg(bookingId)}/init`, PostBookingInit);
  }

  postBookingPurchaseInit(bookingId: string, cartId: string) {
    return this.http.get(`/post-booking/${seg(bookingId)}/purchase/${seg(cartId)}/init`, PostBookingInit);
  }

  postBookingCart(cartId: string) {
    return this.http.get(`/post-booking/cart/${seg(cartId)}`, PostBookingCart);
  }

  postBookingInsurances(bookingId: string, cartId: string) {
    return this.http.get(`/post-booking/${seg(bookingId)}/cart/${seg(cartId)}/insurances`, PostBookingInsurances);
  }

  selectPostBookingInsurances(cartId: string, body: PostBookingSelectionBody) {
    return this.http.send('PUT', `/post-booking/${seg(cartId)}/insurances/selected`, PostBookingInsurances, {
      items: body.items.map(({ name, selected }) => ({ name, selected })),
    });
  }

  startPostBookingPayment(bookingId: string, cartId: string) {
    return this.http.send('POST', `/post-booking/${seg(bookingId)}/purchase/${seg(cartId)}/payment`, PaymentStart);
  }
}
