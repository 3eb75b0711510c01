import type { Either } from 'fp-ts/lib/Either';
import type {
  AccountBookings,
  AccountFavourites,
  BalancePayment,
  BalancePaymentSuccess,
  BookingDetail,
  CancellationResult,
  ModificationAnswer,
  ModificationBody,
  ModificationRequested,
  PostBookingCart,
  PostBookingInit,
  PostBookingInsurances,
  PostBookingSelectionBody,
  RequestAnswerResult,
  ReviewBody,
} from '../../contract/bookings';
import type { PaymentStart } from '../../contract/checkout';
import type {
  ConversationCreated,
  ConversationList,
  ConversationMessage,
  ConversationThread,
  Offer,
  OfferAccepted,
  OfferBody,
  OfferList,
  UnreadCount,
} from '../../contract/conversations';
import type { PasswordChangeBody, PhoneChangeBody, Profile, ProfileUpdateBody, AccountDeletionBody } from '../../contract/profile';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** After the booking (issue [5]): the account's lists, a booking, its balance and insurance bought later. */
export interface AfterBookingGateway {
  bookings(): Call<AccountBookings>;
  favourites(): Call<AccountFavourites>;
  booking(bookingId: string): Call<BookingDetail>;
  cancel(bookingId: string): Call<CancellationResult>;
  requestModification(bookingId: string, body: ModificationBody): Call<ModificationRequested>;
  answerModification(bookingId: string, accept: boolean): Call<ModificationAnswer>;
  /** The owner accepts a booking request (the held payment is captured). */
  acceptRequest(bookingId: string): Call<RequestAnswerResult>;
  /** The owner declines a booking request, with an optional message to the tenant ('' for none). */
  declineRequest(bookingId: string, reason: string): Call<RequestAnswerResult>;
  startModificationPayment(bookingId: string): Call<PaymentStart>;
  review(bookingId: string, body: ReviewBody): Call<null>;
  snoozeReview(bookingId: string): Call<null>;
  answerReview(bookingId: string, text: string): Call<null>;
  balancePayment(bookingId: string): Call<BalancePayment>;
  startBalancePayment(bookingId: string): Call<PaymentStart>;
  balancePaymentSuccess(bookingId: string): Call<BalancePaymentSuccess>;
  postBookingInit(bookingId: string): Call<PostBookingInit>;
  postBookingPurchaseInit(bookingId: string, cartId: string): Call<PostBookingInit>;
  postBookingCart(cartId: string): Call<PostBookingCart>;
  postBookingInsurances(bookingId: string, cartId: string): Call<PostBookingInsurances>;
  selectPostBookingInsurances(cartId: string, body: PostBookingSelectionBody): Call<PostBookingInsurances>;
  startPostBookingPayment(bookingId: string, cartId: string): Call<PaymentStart>;
}

/** Conversations between tenants and owners, and the owners' offers. */
export interface ConversationGateway {
  conversations(): Call<ConversationList>;
  unreadCount(): Call<UnreadCount>;
  thread(hash: string, after?: number): Call<ConversationThread>;
  send(hash: string, text: string): Call<ConversationMessage>;
  contactOwner(productId: number, text: string): Call<ConversationCreated>;
  makeOffer(hash: string, body: OfferBody): Call<Offer>;
  offers(): Call<OfferList>;
  offer(hash: string): Call<Offer>;
  acceptOffer(hash: string): Call<OfferAccepted>;
  declineOffer(hash: string): Call<Offer>;
}

/** The signed-in user's profile, password, data export and account deletion. */
export interface ProfileGateway {
  profile(): Call<Profile>;
  update(body: ProfileUpdateBody): Call<Profile>;
  /** Without a code: an SMS code goes to the new number (answers null); with it: the number changes. */
  changePhone(body: PhoneChangeBody): Call<Profile | null>;
  changePassword(body: PasswordChangeBody): Call<null>;
  /** Everything kept about the user, as JSON text (to download). */
  exportData(): Call<unknown>;
  deleteAccount(body: AccountDeletionBody): Call<null>;
}
