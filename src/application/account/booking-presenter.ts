import { formatDeadline } from '../listings/owner-listings-presenter-format';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { BookingDetail, ModificationRequested } from '../../contract/bookings';
import type { Route } from '../../domain/routing/route';
import { reviewProblems } from '../../domain/booking/after-booking';
import { declineReasonProblem, DECLINE_REASON_MAX_LENGTH } from '../../domain/booking/request-answer';
import type { ApiFailure } from '../shared/api-failure';
import type { Authenticator } from '../auth/authenticator';
import { formatEuroCents } from '../checkout/format-money';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, serverMessage } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { ACCOUNT_TOKENS } from './account-tokens';
import { CardPayment } from '../checkout/card-payment';
import type { PriceLineView } from '../checkout/payment-session-presenter';
import { CHECKOUT_TOKENS } from '../checkout/checkout-tokens';
import type { PaymentProvider } from '../checkout/ports';
import { formatDay, routeHref, toBookingCard, type BookingCard } from './booking-card';
import type { AfterBookingGateway } from './ports';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from './signed-in';

export type BookingPageStatus = 'loading' | 'ready' | LoadFailureStatus;

/** A booking request on its page: waiting for the owner's answer until the deadline, then its outcome. */
export interface RequestView {
  readonly state: 'awaiting' | 'accepted' | 'declined' | 'expired' | 'closed';
  /** account:request.{…}: what the caller is told, for their role; null when there is nothing to say (closed). */
  readonly messageKey: string | null;
  /** The answer's deadline, in UTC like the emails. */
  readonly deadline: string | null;
  readonly answeredAt: string | null;
  readonly declineReason: string | null;
  /** The owner may accept or decline now. */
  readonly canAnswer: boolean;
  /** What the tenant paid (held until the answer), formatted. */
  readonly amount: string;
}

const OUTCOME_KEYS: Record<Exclude<RequestView['state'], 'closed'>, { readonly tenant: string; readonly owner: string }> = {
  awaiting: { tenant: 'account:request.tenantAwaiting', owner: 'account:request.ownerAwaiting' },
  accepted: { tenant: 'account:request.accepted', owner: 'account:request.ownerAccepted' },
  declined: { tenant: 'account:request.declined', owner: 'account:request.ownerDeclined' },
  expired: { tenant: 'account:request.expired', owner: 'account:request.ownerExpired' },
};

/** The server's refusals of an answer, as the page explains them. */
const requestFailureKey = (failure: ApiFailure): string => {
  switch (errorCodeOf(failure)) {
    case 'response_deadline_passed':
      return 'account:request.errors.deadlinePassed';
    case 'booking_not_awaiting_owner':
      return 'account:request.errors.alreadyAnswered';
    case 'decline_invalid':
      return 'account:request.errors.reasonTooLong';
    default:
      return failureMessageKey(failure);
  }
};

const isConflict = (failure: ApiFailure): boolean => failure.kind === 'http' && failure.status === 409;

/** An instant in the page's language, in UTC (the deadline is the same for both parties wherever they are). */
const formatInstant = formatDeadline;

export interface BookingDetailView {
  readonly card: BookingCard;
  readonly otherParty: string;
  readonly otherRole: 'tenant' | 'owner';
  readonly lines: readonly PriceLineView[];
  readonly total: string;
  readonly online: string;
  readonly harbourAmount: string | null;
  readonly payments: ReadonlyArray<{ readonly kind: string; readonly amount: string; readonly date: string }>;
  readonly insurances: readonly string[];
  readonly policyName: string;
  readonly refundPercentage: number;
  readonly refundDaysBefore: number;
  readonly refundIfCancelledToday: string | null;
  readonly refunded: string | null;
  readonly modification: { readonly dates: string; readonly people: number; readonly difference: string; readonly status: string } | null;
  /** booking/{id}/modify: where the tenant pays an accepted change's difference. */
  readonly modifyHref: string;
  /** Null for an instant booking. */
  readonly request: RequestView | null;
}

/**
 * The booking pages booking/{id}/detail and booking/{id}/modify, for the tenant and the owner: the booking, its money
 * and documents, cancellation (asked to confirm, with what it pays back today) and the change request.
 */
@injectable()
export class BookingPresenter {
  bookingId = '';
  status: BookingPageStatus = 'loading';
  errorKey: string | null = null;
  booking: BookingDetail | null = null;
  confirmingCancel = false;
  cancelling = false;
  actionErrorKey: string | null = null;
  actionMessage: string | null = null;
  /** The refund of the cancellation just made (formatted), shown once. */
  cancelledRefund: string | null = null;
  modificationForm = { startDate: '', endDate: '', numberOfPeople: 1 };
  modificationSending = false;
  modificationSent: ModificationRequested | null = null;
  reviewForm = { rating: 0, comment: '' };
  answerText = '';
  reviewSending = false;
  reviewErrorKey: string | null = null;

  /** The tenant pays the difference of a change the owner accepted. */
  readonly differencePayment: CardPayment;
  answeringModification = false;

  /** The owner's answer to a booking request: sending, the decline's confirmation and optional reason, the outcome. */
  answeringRequest = false;
  confirmingDecline = false;
  declineReason = '';
  requestErrorKey: string | null = null;
  requestMessage: string | null = null;
  /** Shown once after the owner's answer: account:request.acceptedNotice or declinedNotice (with the amount returned). */
  requestNotice: { readonly key: string; readonly amount: string } | null = null;
  readonly declineReasonMax = DECLINE_REASON_MAX_LENGTH;

  constructor(
    @inject(ACCOUNT_TOKENS.AfterBookingGateway) private readonly gateway: AfterBookingGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(CHECKOUT_TOKENS.PaymentProvider) provider: PaymentProvider,
  ) {
    this.differencePayment = new CardPayment(provider, {
      start: () => this.gateway.startModificationPayment(this.bookingId),
      succeeded: () => void this.load(),
      startFailed: (failure) => failureMessageKey(failure),
    });
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      booking: observableRef,
      confirmingCancel: observable,
      cancelling: observable,
      actionErrorKey: observable,
      actionMessage: observable,
      cancelledRefund: observable,
      modificationForm: observableRef,
      modificationSending: observable,
      modificationSent: observableRef,
      reviewForm: observableRef,
      answeringModification: observable,
      modificationAnswered: action,
      answeringRequest: observable,
      confirmingDecline: observable,
      declineReason: observable,
      requestErrorKey: observable,
      requestMessage: observable,
      requestNotice: observableRef,
      requestAccepted: action,
      declineClicked: action,
      declineDismissed: action,
      declineReasonChanged: action,
      declineConfirmed: action,
      declineReasonLength: computed,
      answerText: observable,
      reviewSending: observable,
      reviewErrorKey: observable,
      reviewChanged: action,
      reviewSubmitted: action,
      reviewSnoozed: action,
      answerChanged: action,
      answerSubmitted: action,
      view: computed,
      routeEntered: action,
      cancelClicked: action,
      cancelDismissed: action,
      cancelConfirmed: action,
      modificationChanged: action,
      modificationSubmitted: action,
    });
  }

  private money(cents: number): string {
    return formatEuroCents(cents, this.settings);
  }

  get view(): BookingDetailView | null {
    const b = this.booking;
    if (!b) return null;
    const language = this.settings.language;
    return {
      card: toBookingCard(b, this.settings),
      modifyHref: routeHref({ screen: 'bookingModify', bookingId: String(b.id) }, this.settings),
      otherParty: b.otherParty.firstName,
      otherRole: b.otherParty.role,
      lines: b.price.lines.map((line, i) => ({
        key: `${line.kind}-${i}`,
        kindKey: `checkout:price.lines.${line.kind}`,
        label: line.label,
        quantity: line.quantity,
        amount: this.money(line.amount),
        payAt: line.payAt,
      })),
      total: this.money(b.price.total),
      online: this.money(b.price.online),
      harbourAmount: b.price.harborAmount > 0 ? this.money(b.price.harborAmount) : null,
      payments: b.payments.map((p) => ({ kind: p.kind, amount: this.money(p.amount), date: formatDay(p.at, language) })),
      insurances: b.insurances.map((i) => i.title),
      policyName: b.cancellationPolicy.name,
      refundPercentage: b.cancellationPolicy.refundPercentage,
      refundDaysBefore: b.cancellationPolicy.refundDaysBefore,
      refundIfCancelledToday: b.refundIfCancelledToday === null ? null : this.money(b.refundIfCancelledToday),
      refunded: b.refunded > 0 ? this.money(b.refunded) : null,
      modification: b.modification
        ? {
            dates: `${formatDay(b.modification.startDate, language)} – ${formatDay(b.modification.endDate, language)}`,
            people: b.modification.numberOfPeople,
            difference: this.money(b.modification.priceDifference),
            status: b.modification.status,
          }
        : null,
      request: b.request
        ? {
            state: b.request.state,
            messageKey: b.request.state === 'closed' ? null : OUTCOME_KEYS[b.request.state][b.myRole],
            deadline: b.responseBefore ? formatInstant(b.responseBefore, language) : null,
            answeredAt: b.request.answeredAt ? formatInstant(b.request.answeredAt, language) : null,
            declineReason: b.request.declineReason,
            canAnswer: b.request.canAnswer,
            amount: this.money(b.amountPaid + b.refunded),
          }
        : null,
    };
  }

  routeEntered(route: Route): Promise<void> {
    this.bookingId = route.screen === 'bookingDetail' || route.screen === 'bookingModify' ? route.bookingId : '';
    return this.load();
  }

  async load(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    const booking = await callSignedIn(this.authenticator, 'menu', () => this.gateway.booking(this.bookingId));
    runInAction(() => {
      if (isLeft(booking)) {
        this.status = loadFailureStatus(booking.left);
        this.errorKey = booking.left.kind === 'signInAborted' ? null : failureMessageKey(booking.left);
        return;
      }
      this.booking = booking.right;
      if (booking.right.myRole === 'tenant' && booking.right.modification?.status === 'accepted') void this.differencePayment.loadScript();
      this.modificationForm = { startDate: booking.right.startDate, endDate: booking.right.endDate, numberOfPeople: booking.right.numberOfPeople };
      this.status = 'ready';
    });
  }

  cancelClicked(): void {
    if (!this.booking?.actions.cancel) return;
    this.actionErrorKey = null;
    this.confirmingCancel = true;
  }

  cancelDismissed(): void {
    if (!this.cancelling) this.confirmingCancel = false;
  }

  /** Cancels once (the button is disabled meanwhile); the booking is read again from the server afterwards. */
  async cancelConfirmed(): Promise<void> {
    if (this.cancelling) return;
    this.cancelling = true;
    const result = await this.gateway.cancel(this.bookingId);
    runInAction(() => {
      this.cancelling = false;
      this.confirmingCancel = false;
      if (isLeft(result)) {
        this.actionErrorKey = failureMessageKey(result.left);
        this.actionMessage = serverMessage(result.left) ?? null;
        return;
      }
      this.cancelledRefund = this.money(result.right.refunded);
    });
    if (!isLeft(result)) await this.load();
  }

  modificationChanged(field: 'startDate' | 'endDate' | 'numberOfPeople', value: string): void {
    this.modificationForm = { ...this.modificationForm, [field]: field === 'numberOfPeople' ? Math.max(1, Math.floor(Number(value) || 1)) : value };
    this.actionErrorKey = null;
    this.actionMessage = null;
  }

  async modificationSubmitted(): Promise<void> {
    if (this.modificationSending) return;
    // A retry of the same form must not keep the previous refusal on screen.
    this.actionErrorKey = null;
    this.actionMessage = null;
    const { startDate, endDate } = this.modificationForm;
    if (!startDate || !endDate || endDate < startDate) {
      this.actionErrorKey = 'account:modify.errors.dates';
      return;
    }
    this.modificationSending = true;
    const result = await this.gateway.requestModification(this.bookingId, this.modificationForm);
    runInAction(() => {
      this.modificationSending = false;
      if (isLeft(result)) {
        this.actionErrorKey = failureMessageKey(result.left);
        this.actionMessage = serverMessage(result.left) ?? null;
        return;
      }
      this.modificationSent = result.right;
    });
    if (!isLeft(result)) await this.load();
  }

  reviewChanged(field: 'rating' | 'comment', value: string | number): void {
    this.reviewForm = { ...this.reviewForm, [field]: field === 'rating' ? Number(value) : String(value) };
    this.reviewErrorKey = null;
  }

  /** The tenant's stars and words about the trip, once; the booking is read again to show the review. */
  async reviewSubmitted(): Promise<void> {
    if (this.reviewSending) return;
    if (reviewProblems(this.reviewForm).length > 0) {
      this.reviewErrorKey = 'account:review.errors.form';
      return;
    }
    await this.reviewCall(() => this.gateway.review(this.bookingId, this.reviewForm));
  }

  /** "Later": the request comes back in a few days. */
  async reviewSnoozed(): Promise<void> {
    if (this.reviewSending) return;
    await this.reviewCall(() => this.gateway.snoozeReview(this.bookingId));
  }

  answerChanged(text: string): void {
    this.answerText = text;
    this.reviewErrorKey = null;
  }

  /** The owner's one answer to the review. */
  async answerSubmitted(): Promise<void> {
    if (this.reviewSending || this.answerText.trim() === '') return;
    await this.reviewCall(() => this.gateway.answerReview(this.bookingId, this.answerText));
  }

  private async reviewCall(call: () => ReturnType<AfterBookingGateway['review']>): Promise<void> {
    this.reviewSending = true;
    const answer = await call();
    runInAction(() => {
      this.reviewSending = false;
      if (isLeft(answer)) this.reviewErrorKey = failureMessageKey(answer.left);
    });
    if (!isLeft(answer)) await this.load();
  }

  /** The owner accepts or declines the tenant's change request ([6] gives the owner's own screens). */
  async modificationAnswered(accept: boolean): Promise<void> {
    if (this.answeringModification) return;
    this.answeringModification = true;
    this.actionErrorKey = null;
    const answer = await this.gateway.answerModification(this.bookingId, accept);
    runInAction(() => {
      this.answeringModification = false;
      if (isLeft(answer)) {
        this.actionErrorKey = failureMessageKey(answer.left);
        this.actionMessage = serverMessage(answer.left) ?? null;
      }
    });
    if (!isLeft(answer)) await this.load();
  }

  /** The owner accepts the request: confirmed, the held payment captured. Once (the buttons wait meanwhile). */
  async requestAccepted(): Promise<void> {
    if (this.answeringRequest || !this.booking?.request?.canAnswer) return;
    this.answeringRequest = true;
    this.requestErrorKey = null;
    this.requestMessage = null;
    const answer = await this.gateway.acceptRequest(this.bookingId);
    runInAction(() => {
      this.answeringRequest = false;
      if (isLeft(answer)) this.answerFailed(answer.left);
      else this.requestNotice = { key: 'account:request.acceptedNotice', amount: '' };
    });
    // A 409 means the request moved meanwhile (answered, expired): the page shows what it is now.
    if (!isLeft(answer) || isConflict(answer.left)) await this.load();
  }

  declineClicked(): void {
    if (!this.booking?.request?.canAnswer) return;
    this.requestErrorKey = null;
    this.requestMessage = null;
    this.confirmingDecline = true;
  }

  /** Closing the dialog keeps what was typed (opening it again shows it). */
  declineDismissed(): void {
    if (!this.answeringRequest) this.confirmingDecline = false;
  }

  declineReasonChanged(text: string): void {
    this.declineReason = text;
    if (this.requestErrorKey === 'account:request.errors.reasonTooLong') this.requestErrorKey = null;
  }

  /** Characters of the reason as it will be sent (trimmed), for the counter. */
  get declineReasonLength(): number {
    return [...this.declineReason.trim()].length;
  }

  /** Declines once, with the optional reason; a refusal keeps the dialog and the text. */
  async declineConfirmed(): Promise<void> {
    if (this.answeringRequest) return;
    this.requestErrorKey = null;
    this.requestMessage = null;
    if (declineReasonProblem(this.declineReason)) {
      this.requestErrorKey = 'account:request.errors.reasonTooLong';
      return;
    }
    this.answeringRequest = true;
    const answer = await this.gateway.declineRequest(this.bookingId, this.declineReason);
    runInAction(() => {
      this.answeringRequest = false;
      if (isLeft(answer)) {
        this.answerFailed(answer.left);
        // Answered or expired meanwhile: the dialog closes on the page as it is now. Any other failure keeps the
        // dialog and the text for another try.
        if (isConflict(answer.left)) this.confirmingDecline = false;
        return;
      }
      this.confirmingDecline = false;
      this.declineReason = '';
      this.requestNotice = { key: 'account:request.declinedNotice', amount: this.money(answer.right.refunded) };
    });
    if (!isLeft(answer) || isConflict(answer.left)) await this.load();
  }

  private answerFailed(failure: ApiFailure): void {
    this.requestErrorKey = requestFailureKey(failure);
    this.requestMessage = requestFailureKey(failure) === failureMessageKey(failure) ? (serverMessage(failure) ?? null) : null;
  }

  get modificationDifference(): string | null {
    return this.modificationSent ? this.money(this.modificationSent.priceDifference) : null;
  }
}
