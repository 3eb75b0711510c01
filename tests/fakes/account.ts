import { isLeft, left, right, type Either } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
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
  type BookingSummary,
  type ModificationBody,
  type ReviewBody,
  type PostBookingInsurance,
  type PostBookingSelectionBody,
} from '../../src/contract/bookings';
import { PaymentStart } from '../../src/contract/checkout';
import {
  ConversationCreated,
  ConversationList,
  ConversationMessage,
  ConversationThread,
  MESSAGE_MAX_LENGTH,
  Offer,
  OfferAccepted,
  OfferList,
  UnreadCount,
  type ConversationSummary,
  type OfferBody,
} from '../../src/contract/conversations';
import type { ProductSummary } from '../../src/contract/search';
import type { AfterBookingGateway, ConversationGateway } from '../../src/application/account/ports';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { checkoutPrice } from './checkout';
import { FakeNavigator } from './foundation';
import { FakeAuthenticator, productSummary } from './search';
import { Scripted } from './scripted';

/** The server's refusal, as the HTTP client reports it: status, error code and message in the body. */
export const refusal = (status: number, error: string, path = '/test', extra: Record<string, unknown> = {}): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body: { error, message: `Refused: ${error}.`, ...extra },
  headers: {},
});

export const networkFailure = (path = '/test'): ApiFailure => ({ kind: 'network', path, message: 'Failed to fetch' });

// ---- fixtures (each decodes with its contract codec: the fake gateways answer through `decoded`) -----------------

export const BOOKING_ID = 4711;

export const bookingSummary = (overrides: Partial<BookingSummary> = {}): BookingSummary => ({
  id: BOOKING_ID,
  reference: 'SW-004711',
  status: 'confirmed',
  startDate: '2025-08-10',
  endDate: '2025-08-13',
  numberOfPeople: 4,
  product: { kind: 'boat', id: 101, name: 'Bavaria Cruiser 46', image: '/media/boats/101/1.svg', url: '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101' },
  harbour: 'Vieux-Port',
  amountPaid: 30_000,
  amountDue: 0,
  balancePaymentDate: null,
  myRole: 'tenant',
  actions: { payBalance: false, addInsurance: true, message: true, modify: true, cancel: true, review: false },
  conversation: { hash: 'c0ffee12', ish: `booking-${BOOKING_ID}` },
  ...overrides,
});

export const bookingDetail = (overrides: Partial<BookingDetail> = {}): BookingDetail => ({
  ...bookingSummary(),
  isDirect: false,
  otherParty: { firstName: 'Marie', role: 'owner' },
  review: null,
  price: checkoutPrice(),
  payments: [{ kind: 'checkout', amount: 30_000, at: '2025-06-01T10:00:00Z' }],
  insurances: [{ name: 'damageWaiver', title: 'Damage waiver' }],
  cancellationPolicy: { name: 'Moderate', refundPercentage: 50, refundDaysBefore: 14, balancePaymentDays: 30 },
  refundIfCancelledToday: 15_000,
  cancelledAt: null,
  refunded: 0,
  responseBefore: null,
  modification: null,
  tenantEmail: 'ann@example.com',
  request: null,
  ...overrides,
});

/** The answer's deadline of the fixtures' requests. */
export const RESPONSE_BEFORE = '2025-06-03T10:00:00.000Z';

/**
 * A booking request waiting for the owner's answer (the money held): as its owner sees it (may answer), or as its
 * tenant does.
 */
export const awaitingRequest = (role: 'tenant' | 'owner', overrides: Partial<BookingDetail> = {}): BookingDetail =>
  bookingDetail({
    status: 'awaitingOwner',
    myRole: role,
    otherParty: role === 'owner' ? { firstName: 'Ann', role: 'tenant' } : { firstName: 'Marie', role: 'owner' },
    actions: { payBalance: false, addInsurance: false, message: true, modify: false, cancel: role === 'tenant', review: false },
    refundIfCancelledToday: 30_000,
    responseBefore: RESPONSE_BEFORE,
    request: { state: 'awaiting', canAnswer: role === 'owner', answeredAt: null, declineReason: null },
    ...overrides,
  });

/** A balance of 650 € still due on a 941.40 € booking (the down payment was paid at checkout). */
export const balancePayment = (overrides: Partial<BalancePayment> = {}): BalancePayment => ({
  booking: { id: BOOKING_ID, activityId: null, startAt: '2025-08-10', endAt: '2025-08-13', reference: 'SW-004711', status: 'confirmed' },
  activity: null,
  product: { kind: 'boat', id: 101, name: 'Bavaria Cruiser 46', image: '/media/boats/101/1.svg', url: '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101' },
  harbour: 'Vieux-Port',
  clientSecret: null,
  downPayment: { downPaymentDate: '2025-06-01', balancePaymentDate: '2025-07-11' },
  insurances: [{ name: 'damageWaiver', title: 'Damage waiver' }],
  priceDetails: { ...checkoutPrice(), balancePaymentAmount: 65_000, checkoutPaymentAmount: 29_140, downPaymentAmount: 29_140 },
  amountDue: 65_000,
  isPaid: false,
  tenantEmail: 'ann@example.com',
  isNewAttemptAtPayment: false,
  lastError: null,
  ...overrides,
});

export const balancePaymentSuccess = (overrides: Partial<BalancePaymentSuccess> = {}): BalancePaymentSuccess => ({
  bookingId: BOOKING_ID,
  bankTransferInfo: null,
  urlBookingDetails: `/booking/${BOOKING_ID}/detail`,
  urlConversation: `/account/chat/c0ffee12/booking-${BOOKING_ID}`,
  amountPaid: 65_000,
  reference: 'SW-004711',
  ...overrides,
});

export const CART_ID = 31;

export const postBookingInit = (overrides: Partial<PostBookingInit> = {}): PostBookingInit => ({
  bookingId: BOOKING_ID,
  reference: 'SW-004711',
  productName: 'Bavaria Cruiser 46',
  startAt: '2025-08-10',
  endAt: '2025-08-13',
  captainType: null,
  cartId: CART_ID,
  isEligible: true,
  notEligibleReason: null,
  paymentIntentId: null,
  clientSecret: null,
  paymentUrl: `/post-booking/${BOOKING_ID}/purchase/${CART_ID}`,
  countryCode: 'FR',
  languageCode: 'en',
  ...overrides,
});

export const postBookingInsurance = (overrides: Partial<PostBookingInsurance> = {}): PostBookingInsurance => ({
  name: 'cabWeather',
  selected: false,
  alreadyBought: false,
  price: 3_000,
  title: 'Bad weather',
  description: 'Bad weather: what it covers.',
  ...overrides,
});

/** Bad weather and assistance offered (nothing chosen yet); the damage waiver was bought with the booking. */
export const postBookingInsurances = (): PostBookingInsurance[] => [
  postBookingInsurance(),
  postBookingInsurance({ name: 'damageWaiver', alreadyBought: true, price: 4_500, title: 'Damage waiver', description: 'Damage waiver: what it covers.' }),
  postBookingInsurance({ name: 'assistance', price: 2_500, title: 'Assistance', description: 'Assistance: what it covers.' }),
];

/** The cart the server computes from the chosen insurances (those not bought already). */
export const postBookingCart = (insurances: readonly PostBookingInsurance[] = [], overrides: Partial<PostBookingCart> = {}): PostBookingCart => {
  const items = insurances.filter((i) => i.selected && !i.alreadyBought).map((i) => ({ name: i.name, title: i.title, amount: i.price }));
  return { cartId: CART_ID, status: 'open', items, totalAmount: items.reduce((sum, i) => sum + i.amount, 0), ...overrides };
};

export const CONVERSATION_HASH = 'c0ffee12';
export const CONVERSATION_ISH = 'boat-101';

export const conversationMessage = (overrides: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id: 1,
  text: 'Hello, is the boat free in August?',
  at: '2025-06-14T09:00:00Z',
  author: 'me',
  ...overrides,
});

export const offer = (overrides: Partial<Offer> = {}): Offer => ({
  hash: 'of1234',
  conversationHash: CONVERSATION_HASH,
  conversationIsh: CONVERSATION_ISH,
  product: { id: 101, name: 'Bavaria Cruiser 46', image: '/media/boats/101/1.svg' },
  startDate: '2025-08-10',
  endDate: '2025-08-13',
  price: 80_000,
  status: 'pending',
  expiresAt: '2025-06-17T10:00:00Z',
  createdAt: '2025-06-15T10:00:00Z',
  myRole: 'tenant',
  paymentSessionHash: null,
  ...overrides,
});

/** A tenant's conversation about a boat (no booking yet): two messages. */
export const conversationThread = (overrides: Partial<ConversationThread> = {}): ConversationThread => ({
  hash: CONVERSATION_HASH,
  ish: CONVERSATION_ISH,
  subject: {
    kind: 'boat',
    productId: 101,
    productName: 'Bavaria Cruiser 46',
    image: '/media/boats/101/1.svg',
    bookingId: null,
    reference: null,
    startDate: '2025-08-10',
    endDate: '2025-08-13',
  },
  otherParty: { firstName: 'Marie', avatarUrl: null, role: 'owner' },
  myRole: 'tenant',
  messages: [conversationMessage(), conversationMessage({ id: 2, text: 'Yes, it is.', at: '2025-06-14T09:30:00Z', author: 'other' })],
  offers: [],
  ...overrides,
});

/** The owner's side of a conversation about their boat. */
export const ownerThread = (overrides: Partial<ConversationThread> = {}): ConversationThread =>
  conversationThread({
    otherParty: { firstName: 'Ann', avatarUrl: null, role: 'tenant' },
    myRole: 'owner',
    messages: [conversationMessage({ author: 'other' }), conversationMessage({ id: 2, text: 'Yes, it is.', at: '2025-06-14T09:30:00Z', author: 'me' })],
    ...overrides,
  });

const refused = (status: number, error: string, path: string, extra: Record<string, unknown> = {}): Either<ApiFailure, never> =>
  left(refusal(status, error, path, extra));

// ---- the after-booking gateway -----------------------------------------------------------------------------------

export type AfterBookingMethod = keyof AfterBookingGateway;

/**
 * The account's bookings, a booking, its balance and the insurance bought later, in memory. Answers are decoded with
 * the contract's codecs; the server's own rules that the presenters rely on are kept (a booking not cancellable is
 * refused, a paid balance answers already_paid, a cart follows the chosen insurances).
 */
export class FakeAfterBookingGateway extends Scripted<AfterBookingMethod> implements AfterBookingGateway {
  readonly server: {
    bookings: AccountBookings;
    favourites: ProductSummary[];
    /** By booking id; anything else answers 404 (also another user's booking). */
    details: Map<string, BookingDetail>;
    balances: Map<string, BalancePayment>;
    balanceSuccess: BalancePaymentSuccess;
    postBookingInit: PostBookingInit;
    postBookingInsurances: PostBookingInsurance[];
    cartStatus: PostBookingCart['status'];
    /** What a change request costs (EUR cents). */
    modificationPriceDifference: number;
  };
  private paymentAttempts = 0;

  constructor() {
    super();
    this.server = {
      bookings: { upcoming: [bookingSummary()], past: [] },
      favourites: [101, 102, 103].map((id) => productSummary({ id, isFavorite: true })),
      details: new Map([[String(BOOKING_ID), bookingDetail()]]),
      balances: new Map([[String(BOOKING_ID), balancePayment()]]),
      balanceSuccess: balancePaymentSuccess(),
      postBookingInit: postBookingInit(),
      postBookingInsurances: postBookingInsurances(),
      cartStatus: 'open',
      modificationPriceDifference: 12_000,
    };
  }

  /** The cart as GET /post-booking/cart/{cartId} answers it now. */
  currentCart(): PostBookingCart {
    return postBookingCart(this.server.postBookingInsurances, { cartId: this.server.postBookingInit.cartId, status: this.server.cartStatus });
  }

  private nextSecret(prefix: string): string {
    this.paymentAttempts++;
    return `${prefix}_${this.paymentAttempts}_secret_test`;
  }

  bookings() {
    return this.answer('bookings', [], AccountBookings, () => right(this.server.bookings));
  }

  favourites() {
    return this.answer('favourites', [], AccountFavourites, () => right({ favourites: this.server.favourites }));
  }

  booking(bookingId: string) {
    return this.answer('booking', [bookingId], BookingDetail, () => {
      const detail = this.server.details.get(bookingId);
      return detail ? right(detail) : refused(404, 'booking_not_found', `/bookings/${bookingId}`);
    });
  }

  cancel(bookingId: string) {
    return this.answer('cancel', [bookingId], CancellationResult, () => {
      const detail = this.server.details.get(bookingId);
      if (!detail) return refused(404, 'booking_not_found', `/bookings/${bookingId}/cancel`);
      if (!detail.actions.cancel) return refused(409, 'booking_not_cancellable', `/bookings/${bookingId}/cancel`);
      const refunded = detail.refundIfCancelledToday ?? 0;
      this.server.details.set(bookingId, {
        ...detail,
        status: 'cancelled',
        refunded: detail.refunded + refunded,
        refundIfCancelledToday: null,
        cancelledAt: '2025-06-15T10:00:00Z',
        actions: { ...detail.actions, cancel: false, modify: false, payBalance: false, addInsurance: false },
        payments: [...detail.payments, { kind: 'refund', amount: -refunded, at: '2025-06-15T10:00:00Z' }],
      });
      return right({ status: 'cancelled' as const, refunded });
    });
  }

  requestModification(bookingId: string, body: ModificationBody) {
    return this.answer('requestModification', [bookingId, body], ModificationRequested, () => {
      const detail = this.server.details.get(bookingId);
      if (!detail) return refused(404, 'booking_not_found', `/bookings/${bookingId}/modification`);
      if (body.endDate < body.startDate) return refused(400, 'modification_invalid', `/bookings/${bookingId}/modification`);
      const priceDifference = this.server.modificationPriceDifference;
      this.server.details.set(bookingId, { ...detail, modification: { ...body, priceDifference, status: 'pending' } });
      return right({ status: 'pending' as const, priceDifference, newTotal: detail.price.total + priceDifference });
    });
  }

  answerModification(bookingId: string, accept: boolean) {
    return this.answer('answerModification', [bookingId, accept], ModificationAnswer, () => {
      const detail = this.server.details.get(bookingId);
      if (!detail?.modification || detail.modification.status !== 'pending') return refused(409, 'modification_not_pending', `/bookings/${bookingId}/modification`);
      const difference = detail.modification.priceDifference;
      const status = !accept ? 'declined' : difference > 0 ? 'accepted' : 'applied';
      this.server.details.set(bookingId, { ...detail, modification: status === 'accepted' ? { ...detail.modification, status } : null });
      return right({ status, amountToPay: status === 'accepted' ? difference : 0, refunded: status === 'applied' ? Math.max(0, -difference) : 0 } as const);
    });
  }

  /** The server's rules: only the owner answers (403 for the tenant), once (409), a reason of at most 1000 characters. */
  private answerable(bookingId: string, path: string): Either<ApiFailure, BookingDetail> {
    const detail = this.server.details.get(bookingId);
    if (!detail) return refused(404, 'booking_not_found', path);
    if (detail.myRole !== 'owner') return refused(403, 'forbidden', path);
    if (detail.request?.state !== 'awaiting') return refused(409, 'booking_not_awaiting_owner', path);
    if (!detail.request.canAnswer) return refused(409, 'response_deadline_passed', path);
    return right(detail);
  }

  acceptRequest(bookingId: string) {
    const path = `/bookings/${bookingId}/accept`;
    return this.answer('acceptRequest', [bookingId], RequestAnswerResult, () => {
      const found = this.answerable(bookingId, path);
      if (isLeft(found)) return found;
      this.server.details.set(bookingId, {
        ...found.right,
        status: 'confirmed',
        request: { state: 'accepted', canAnswer: false, answeredAt: '2025-06-02T09:00:00.000Z', declineReason: null },
      });
      return right({ status: 'confirmed' as const, refunded: 0 });
    });
  }

  declineRequest(bookingId: string, reason: string) {
    const path = `/bookings/${bookingId}/decline`;
    return this.answer('declineRequest', [bookingId, reason], RequestAnswerResult, () => {
      const found = this.answerable(bookingId, path);
      if (isLeft(found)) return found;
      if ([...reason.trim()].length > 1000) return refused(400, 'decline_invalid', path, { details: ['reason: account:request.errors.reasonTooLong'] });
      const detail = found.right;
      const refunded = detail.amountPaid;
      this.server.details.set(bookingId, {
        ...detail,
        status: 'refunded',
        amountPaid: 0,
        refunded: detail.refunded + refunded,
        refundIfCancelledToday: null,
        actions: { ...detail.actions, cancel: false, message: true },
        payments: [...detail.payments, { kind: 'refund', amount: -refunded, at: '2025-06-02T09:00:00.000Z' }],
        request: { state: 'declined', canAnswer: false, answeredAt: '2025-06-02T09:00:00.000Z', declineReason: reason.trim() === '' ? null : reason.trim() },
      });
      return right({ status: 'refunded' as const, refunded });
    });
  }

  startModificationPayment(bookingId: string) {
    return this.answer('startModificationPayment', [bookingId], PaymentStart, () => {
      const detail = this.server.details.get(bookingId);
      if (detail?.modification?.status !== 'accepted') return refused(409, 'modification_not_payable', `/bookings/${bookingId}/modification/payment`);
      return right({ provider: 'local' as const, clientSecret: `pi_modification_${bookingId}_secret`, amount: detail.modification.priceDifference, currency: 'EUR' as const });
    });
  }

  review(bookingId: string, body: ReviewBody) {
    return this.answer('review', [bookingId, body], t.null, () => {
      const detail = this.server.details.get(bookingId);
      if (!detail) return refused(404, 'booking_not_found', `/bookings/${bookingId}/review`);
      if (!detail.actions.review) return refused(409, 'review_not_possible', `/bookings/${bookingId}/review`);
      this.server.details.set(bookingId, {
        ...detail,
        review: { rating: body.rating, comment: body.comment, createdAt: '2025-06-15T10:00:00Z', ownerAnswer: null },
        actions: { ...detail.actions, review: false },
      });
      return right(null);
    });
  }

  snoozeReview(bookingId: string) {
    return this.answer('snoozeReview', [bookingId], t.null, () => {
      const detail = this.server.details.get(bookingId);
      if (!detail) return refused(404, 'booking_not_found', `/bookings/${bookingId}/review/snooze`);
      this.server.details.set(bookingId, { ...detail, actions: { ...detail.actions, review: false } });
      return right(null);
    });
  }

  answerReview(bookingId: string, text: string) {
    return this.answer('answerReview', [bookingId, text], t.null, () => {
      const detail = this.server.details.get(bookingId);
      if (!detail?.review) return refused(404, 'booking_not_found', `/bookings/${bookingId}/review/answer`);
      if (detail.review.ownerAnswer !== null) return refused(409, 'already_answered', `/bookings/${bookingId}/review/answer`);
      this.server.details.set(bookingId, { ...detail, review: { ...detail.review, ownerAnswer: text } });
      return right(null);
    });
  }

  balancePayment(bookingId: string) {
    return this.answer('balancePayment', [bookingId], BalancePayment, () => {
      const balance = this.server.balances.get(bookingId);
      return balance ? right(balance) : refused(404, 'booking_not_found', `/balance-payment/${bookingId}`);
    });
  }

  startBalancePayment(bookingId: string) {
    return this.answer('startBalancePayment', [bookingId], PaymentStart, () => {
      const balance = this.server.balances.get(bookingId);
      if (!balance) return refused(404, 'booking_not_found', `/balance-payment/${bookingId}/payment`);
      if (balance.isPaid) return refused(409, 'already_paid', `/balance-payment/${bookingId}/payment`);
      if (balance.amountDue <= 0) return refused(409, 'nothing_to_pay', `/balance-payment/${bookingId}/payment`);
      return right({ provider: 'local' as const, clientSecret: this.nextSecret('bal'), amount: balance.amountDue, currency: 'EUR' as const });
    });
  }

  balancePaymentSuccess(bookingId: string) {
    return this.answer('balancePaymentSuccess', [bookingId], BalancePaymentSuccess, () =>
      this.server.balances.get(bookingId)?.isPaid ? right({ ...this.server.balanceSuccess, bookingId: Number(bookingId) }) : refused(404, 'booking_not_found', `/balance-payment/${bookingId}/success`),
    );
  }

  postBookingInit(bookingId: string) {
    return this.answer('postBookingInit', [bookingId], PostBookingInit, () =>
      String(this.server.postBookingInit.bookingId) === bookingId ? right(this.server.postBookingInit) : refused(404, 'booking_not_found', `/post-booking/${bookingId}/init`),
    );
  }

  postBookingPurchaseInit(bookingId: string, cartId: string) {
    return this.answer('postBookingPurchaseInit', [bookingId, cartId], PostBookingInit, () => {
      if (String(this.server.postBookingInit.bookingId) !== bookingId || String(this.server.postBookingInit.cartId) !== cartId) {
        return refused(404, 'cart_not_found', `/post-booking/${bookingId}/purchase/${cartId}/init`);
      }
      return right(this.server.postBookingInit);
    });
  }

  postBookingCart(cartId: string) {
    return this.answer('postBookingCart', [cartId], PostBookingCart, () =>
      String(this.server.postBookingInit.cartId) === cartId ? right(this.currentCart()) : refused(404, 'cart_not_found', `/post-booking/cart/${cartId}`),
    );
  }

  postBookingInsurances(bookingId: string, cartId: string) {
    return this.answer('postBookingInsurances', [bookingId, cartId], PostBookingInsurances, () => right({ insurances: this.server.postBookingInsurances }));
  }

  selectPostBookingInsurances(cartId: string, body: PostBookingSelectionBody) {
    return this.answer('selectPostBookingInsurances', [cartId, body], PostBookingInsurances, () => {
      const path = `/post-booking/${cartId}/insurances/selected`;
      if (this.server.cartStatus !== 'open') return refused(409, 'cart_closed', path);
      for (const item of body.items) {
        const insurance = this.server.postBookingInsurances.find((i) => i.name === item.name);
        if (!insurance || insurance.alreadyBought) return refused(409, 'insurance_not_available', path);
      }
      this.server.postBookingInsurances = this.server.postBookingInsurances.map((i) => {
        const item = body.items.find((it) => it.name === i.name);
        return item ? { ...i, selected: item.selected } : i;
      });
      return right({ insurances: this.server.postBookingInsurances });
    });
  }

  startPostBookingPayment(bookingId: string, cartId: string) {
    return this.answer('startPostBookingPayment', [bookingId, cartId], PaymentStart, () => {
      const cart = this.currentCart();
      const path = `/post-booking/${bookingId}/purchase/${cartId}/payment`;
      if (cart.status !== 'open') return refused(409, 'cart_closed', path, { redirectUrl: `/booking/${bookingId}/detail` });
      if (cart.totalAmount <= 0) return refused(409, 'cart_empty', path, { redirectUrl: `/post-booking/${bookingId}` });
      return right({ provider: 'local' as const, clientSecret: this.nextSecret('pb'), amount: cart.totalAmount, currency: 'EUR' as const });
    });
  }
}

// ---- the conversation gateway ------------------------------------------------------------------------------------

export type ConversationMethod = keyof ConversationGateway;

/**
 * Conversations and offers in memory, as the caller sees them. Messages get increasing ids; `thread(hash, after)`
 * answers only the messages after that id (polling); `otherPartyWrites` plays the other side.
 */
export class FakeConversationGateway extends Scripted<ConversationMethod> implements ConversationGateway {
  readonly server: {
    threads: Map<string, ConversationThread>;
    unreadTotal: number;
    /** Boats of the caller: contacting their owner is refused (own_product). */
    ownProducts: Set<number>;
  };
  private nextMessageId = 100;

  constructor(threads: readonly ConversationThread[] = [conversationThread()]) {
    super();
    this.server = { threads: new Map(threads.map((th) => [th.hash, th])), unreadTotal: 3, ownProducts: new Set() };
  }

  /** A message of the other party arrives (the id the server gives it is answered). */
  otherPartyWrites(hash: string, text: string): number {
    return this.addMessage(hash, text, 'other').id;
  }

  private addMessage(hash: string, text: string, author: ConversationMessage['author']): ConversationMessage {
    const thread = this.server.threads.get(hash);
    if (!thread) throw new Error(`no thread ${hash}`);
    const message: ConversationMessage = { id: this.nextMessageId++, text, at: '2025-06-15T10:00:00Z', author };
    this.server.threads.set(hash, { ...thread, messages: [...thread.messages, message] });
    return message;
  }

  private allOffers(): Offer[] {
    return [...this.server.threads.values()].flatMap((th) => th.offers);
  }

  private replaceOffer(hash: string, change: (o: Offer) => Offer): Offer | undefined {
    for (const thread of this.server.threads.values()) {
      const found = thread.offers.find((o) => o.hash === hash);
      if (found) {
        const changed = change(found);
        this.server.threads.set(thread.hash, { ...thread, offers: thread.offers.map((o) => (o.hash === hash ? changed : o)) });
        return changed;
      }
    }
    return undefined;
  }

  conversations() {
    return this.answer('conversations', [], ConversationList, () => {
      const conversations = [...this.server.threads.values()].map((th): ConversationSummary => {
        const last = th.messages.at(-1);
        return {
          hash: th.hash,
          ish: th.ish,
          subject: th.subject,
          otherParty: th.otherParty,
          myRole: th.myRole,
          lastMessage: last ? { text: last.text, at: last.at, fromMe: last.author === 'me' } : null,
          unreadCount: th.messages.filter((m) => m.author === 'other').length,
        };
      });
      return right({ conversations, unreadTotal: this.server.unreadTotal });
    });
  }

  unreadCount() {
    return this.answer('unreadCount', [], UnreadCount, () => right({ unreadTotal: this.server.unreadTotal }));
  }

  thread(hash: string, after?: number) {
    return this.answer('thread', after === undefined ? [hash] : [hash, after], ConversationThread, () => {
      const thread = this.server.threads.get(hash);
      if (!thread) return refused(404, 'conversation_not_found', `/account/conversations/${hash}`);
      return right(after === undefined ? thread : { ...thread, messages: thread.messages.filter((m) => m.id > after) });
    });
  }

  send(hash: string, text: string) {
    return this.answer('send', [hash, text], ConversationMessage, () => {
      if (!this.server.threads.has(hash)) return refused(404, 'conversation_not_found', `/account/conversations/${hash}/messages`);
      const length = [...text.trim()].length;
      if (length === 0 || length > MESSAGE_MAX_LENGTH) return refused(400, 'message_invalid', `/account/conversations/${hash}/messages`);
      return right(this.addMessage(hash, text, 'me'));
    });
  }

  contactOwner(productId: number, text: string) {
    return this.answer('contactOwner', [productId, text], ConversationCreated, () => {
      if (this.server.ownProducts.has(productId)) return refused(403, 'own_product', `/products/${productId}/conversation`);
      const hash = `conv${productId}`;
      const ish = `boat-${productId}`;
      if (!this.server.threads.has(hash)) {
        const base = conversationThread();
        this.server.threads.set(hash, { ...base, hash, ish, subject: { ...base.subject, productId }, messages: [], offers: [] });
      }
      this.addMessage(hash, text, 'me');
      return right({ hash, ish });
    });
  }

  makeOffer(hash: string, body: OfferBody) {
    return this.answer('makeOffer', [hash, body], Offer, () => {
      const thread = this.server.threads.get(hash);
      if (!thread) return refused(404, 'conversation_not_found', `/account/conversations/${hash}/offers`);
      if (thread.myRole !== 'owner') return refused(403, 'forbidden', `/account/conversations/${hash}/offers`);
      if (body.endDate < body.startDate || body.price <= 0 || !Number.isInteger(body.price)) return refused(400, 'offer_invalid', `/account/conversations/${hash}/offers`);
      const made = offer({ ...body, hash: `of${this.nextMessageId}`, conversationHash: hash, conversationIsh: thread.ish, myRole: 'owner' });
      this.server.threads.set(hash, { ...thread, offers: [...thread.offers, made] });
      this.addMessage(hash, 'An offer was made.', 'system');
      return right(made);
    });
  }

  offers() {
    return this.answer('offers', [], OfferList, () => right({ offers: this.allOffers() }));
  }

  offer(hash: string) {
    return this.answer('offer', [hash], Offer, () => {
      const found = this.allOffers().find((o) => o.hash === hash);
      return found ? right(found) : refused(404, 'offer_not_found', `/account/offers/${hash}`);
    });
  }

  acceptOffer(hash: string) {
    return this.answer('acceptOffer', [hash], OfferAccepted, () => {
      const found = this.allOffers().find((o) => o.hash === hash);
      if (!found) return refused(404, 'offer_not_found', `/account/offers/${hash}/accept`);
      if (found.status !== 'pending') return refused(409, 'offer_not_pending', `/account/offers/${hash}/accept`);
      const sessionHash = `ps${hash}`;
      this.replaceOffer(hash, (o) => ({ ...o, status: 'accepted', paymentSessionHash: sessionHash }));
      return right({ hash: sessionHash });
    });
  }

  declineOffer(hash: string) {
    return this.answer('declineOffer', [hash], Offer, () => {
      const found = this.allOffers().find((o) => o.hash === hash);
      if (!found) return refused(404, 'offer_not_found', `/account/offers/${hash}/decline`);
      if (found.status !== 'pending') return refused(409, 'offer_not_pending', `/account/offers/${hash}/decline`);
      const declined = this.replaceOffer(hash, (o) => ({ ...o, status: 'declined' }));
      return declined ? right(declined) : refused(404, 'offer_not_found', `/account/offers/${hash}/decline`);
    });
  }
}

// ---- navigation --------------------------------------------------------------------------------------------------

/** FakeNavigator that also keeps each navigation's options (replace or push). */
export class RecordingNavigator extends FakeNavigator {
  readonly navigations: { readonly to: string; readonly replace: boolean }[] = [];
  override navigate(to: string, options?: { replace?: boolean }): void {
    this.navigations.push({ to, replace: options?.replace ?? false });
    super.navigate(to);
  }
}

/** A visitor (no token) whose sign-in funnel ends in `outcome` (FakeAuthenticator derives isSignedIn from it). */
export class VisitorAuthenticator extends FakeAuthenticator {
  override get isSignedIn(): boolean {
    return false;
  }
}
