import type { ModificationBody, PostBookingSelectionBody, ReviewBody } from '../../contract/bookings';
import type { OfferBody } from '../../contract/conversations';
import type { AccountDeletionBody, PasswordChangeBody, PhoneChangeBody, ProfileUpdateBody } from '../../contract/profile';
import type { AfterBookingGateway, ConversationGateway, ProfileGateway } from '../../application/account/ports';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * The after-booking gateway, loaded (with its codecs) on its first call so the first screen does not carry it.
 * Bind it as `new LazyAfterBookingGateway(async () => new (await import('./http-after-booking-gateway')).HttpAfterBookingGateway(http))`.
 */
export class LazyAfterBookingGateway extends LazyGateway<AfterBookingGateway> implements AfterBookingGateway {
  bookings = () => this.call('bookings', (g) => g.bookings());
  favourites = () => this.call('favourites', (g) => g.favourites());
  booking = (id: string) => this.call('booking', (g) => g.booking(id));
  cancel = (id: string) => this.call('cancel', (g) => g.cancel(id));
  requestModification = (id: string, body: ModificationBody) => this.call('requestModification', (g) => g.requestModification(id, body));
  answerModification = (id: string, accept: boolean) => this.call('answerModification', (g) => g.answerModification(id, accept));
  acceptRequest = (id: string) => this.call('acceptRequest', (g) => g.acceptRequest(id));
  declineRequest = (id: string, reason: string) => this.call('declineRequest', (g) => g.declineRequest(id, reason));
  startModificationPayment = (id: string) => this.call('startModificationPayment', (g) => g.startModificationPayment(id));
  review = (id: string, body: ReviewBody) => this.call('review', (g) => g.review(id, body));
  snoozeReview = (id: string) => this.call('snoozeReview', (g) => g.snoozeReview(id));
  answerReview = (id: string, text: string) => this.call('answerReview', (g) => g.answerReview(id, text));
  balancePayment = (id: string) => this.call('balancePayment', (g) => g.balancePayment(id));
  startBalancePayment = (id: string) => this.call('startBalancePayment', (g) => g.startBalancePayment(id));
  balancePaymentSuccess = (id: string) => this.call('balancePaymentSuccess', (g) => g.balancePaymentSuccess(id));
  postBookingInit = (id: string) => this.call('postBookingInit', (g) => g.postBookingInit(id));
  postBookingPurchaseInit = (id: string, cartId: string) => this.call('postBookingPurchaseInit', (g) => g.postBookingPurchaseInit(id, cartId));
  postBookingCart = (cartId: string) => this.call('postBookingCart', (g) => g.postBookingCart(cartId));
  postBookingInsurances = (id: string, cartId: string) => this.call('postBookingInsurances', (g) => g.postBookingInsurances(id, cartId));
  selectPostBookingInsurances = (cartId: string, body: PostBookingSelectionBody) =>
    this.call('selectPostBookingInsurances', (g) => g.selectPostBookingInsurances(cartId, body));
  startPostBookingPayment = (id: string, cartId: string) => this.call('startPostBookingPayment', (g) => g.startPostBookingPayment(id, cartId));
}

/** The conversations gateway, loaded on its first call (the header's unread badge makes that call soon after sign-in). */
export class LazyConversationGateway extends LazyGateway<ConversationGateway> implements ConversationGateway {
  conversations = () => this.call('conversations', (g) => g.conversations());
  unreadCount = () => this.call('unreadCount', (g) => g.unreadCount());
  thread = (hash: string, after?: number) => this.call('thread', (g) => g.thread(hash, after));
  send = (hash: string, text: string) => this.call('send', (g) => g.send(hash, text));
  contactOwner = (productId: number, text: string) => this.call('contactOwner', (g) => g.contactOwner(productId, text));
  makeOffer = (hash: string, body: OfferBody) => this.call('makeOffer', (g) => g.makeOffer(hash, body));
  offers = () => this.call('offers', (g) => g.offers());
  offer = (hash: string) => this.call('offer', (g) => g.offer(hash));
  acceptOffer = (hash: string) => this.call('acceptOffer', (g) => g.acceptOffer(hash));
  declineOffer = (hash: string) => this.call('declineOffer', (g) => g.declineOffer(hash));
}

/** The profile gateway, loaded on its first call (the profile page's). */
export class LazyProfileGateway extends LazyGateway<ProfileGateway> implements ProfileGateway {
  profile = () => this.call('profile', (g) => g.profile());
  update = (body: ProfileUpdateBody) => this.call('update', (g) => g.update(body));
  changePhone = (body: PhoneChangeBody) => this.call('changePhone', (g) => g.changePhone(body));
  changePassword = (body: PasswordChangeBody) => this.call('changePassword', (g) => g.changePassword(body));
  exportData = () => this.call('exportData', (g) => g.exportData());
  deleteAccount = (body: AccountDeletionBody) => this.call('deleteAccount', (g) => g.deleteAccount(body));
}
