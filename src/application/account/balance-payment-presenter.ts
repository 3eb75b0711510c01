import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { BalancePayment, BalancePaymentSuccess } from '../../contract/bookings';
import type { Route } from '../../domain/routing/route';
import type { Authenticator } from '../auth/authenticator';
import { CardPayment } from '../checkout/card-payment';
import { CHECKOUT_TOKENS } from '../checkout/checkout-tokens';
import { formatEuroCents } from '../checkout/format-money';
import type { PaymentProvider } from '../checkout/ports';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { ACCOUNT_TOKENS } from './account-tokens';
import { formatDay, formatDays, routeHref } from './booking-card';
import type { AfterBookingGateway } from './ports';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from './signed-in';

export type BalancePageStatus = 'loading' | 'ready' | LoadFailureStatus;

/**
 * The balance payment balance-payment/{id} and its success page (spec section 4 "Post-booking and balance payment"):
 * init loads the payment data; the card pays the balance the server computes, through the same PaymentProvider as the
 * checkout; the success data is loaded separately. Spec section 8: a load failure stores the backend error.
 */
@injectable()
export class BalancePaymentPresenter {
  bookingId = '';
  page: 'payment' | 'success' = 'payment';
  status: BalancePageStatus = 'loading';
  errorKey: string | null = null;
  data: BalancePayment | null = null;
  success: BalancePaymentSuccess | null = null;
  readonly card: CardPayment;

  constructor(
    @inject(ACCOUNT_TOKENS.AfterBookingGateway) private readonly gateway: AfterBookingGateway,
    @inject(CHECKOUT_TOKENS.PaymentProvider) provider: PaymentProvider,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    this.card = new CardPayment(provider, {
      start: () => this.gateway.startBalancePayment(this.bookingId),
      succeeded: () => this.navigator.navigate(routeHref({ screen: 'balancePaymentSuccess', id: this.bookingId }, this.settings)),
      startFailed: (failure) => this.startFailed(failure),
    });
    makeObservable(this, {
      page: observable,
      status: observable,
      errorKey: observable,
      data: observableRef,
      success: observableRef,
      view: computed,
      routeEntered: action,
    });
  }

  get view() {
    const d = this.data;
    if (!d) return null;
    const money = (cents: number) => formatEuroCents(cents, this.settings);
    const language = this.settings.language;
    return {
      reference: d.booking.reference,
      productName: d.product.name,
      image: d.product.image,
      dates: formatDays(d.booking.startAt, d.booking.endAt, language),
      harbour: d.harbour,
      total: money(d.priceDetails.total),
      paidAlready: money(d.priceDetails.online - d.amountDue),
      due: money(d.amountDue),
      dueDate: d.downPayment.balancePaymentDate ? formatDay(d.downPayment.balancePaymentDate, language) : null,
      harbourAmount: d.priceDetails.harborAmount > 0 ? money(d.priceDetails.harborAmount) : null,
      insurances: d.insurances.map((i) => i.title),
      isPaid: d.isPaid,
      lastError: d.lastError,
      bookingHref: routeHref({ screen: 'bookingDetail', bookingId: String(d.booking.id) }, this.settings),
    };
  }

  routeEntered(route: Route): Promise<void> {
    this.bookingId = route.screen === 'balancePayment' || route.screen === 'balancePaymentSuccess' ? route.id : '';
    this.page = route.screen === 'balancePaymentSuccess' ? 'success' : 'payment';
    return this.page === 'success' ? this.loadSuccess() : this.load();
  }

  async load(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    const data = await callSignedIn(this.authenticator, 'menu', () => this.gateway.balancePayment(this.bookingId));
    if (isLeft(data)) {
      runInAction(() => {
        this.status = loadFailureStatus(data.left);
        this.errorKey = data.left.kind === 'signInAborted' ? null : failureMessageKey(data.left);
      });
      return;
    }
    runInAction(() => {
      this.data = data.right;
      this.status = 'ready';
    });
    if (data.right.amountDue > 0) await this.card.prepare();
  }

  async loadSuccess(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    const success = await callSignedIn(this.authenticator, 'menu', () => this.gateway.balancePaymentSuccess(this.bookingId));
    runInAction(() => {
      if (isLeft(success)) {
        this.status = loadFailureStatus(success.left);
        this.errorKey = success.left.kind === 'signInAborted' ? null : failureMessageKey(success.left);
        return;
      }
      this.success = success.right;
      this.status = 'ready';
    });
  }

  get successView() {
    const s = this.success;
    return s ? { reference: s.reference, amountPaid: formatEuroCents(s.amountPaid, this.settings), bookingHref: s.urlBookingDetails, conversationHref: s.urlConversation } : null;
  }

  private startFailed(failure: ApiFailure): string | null {
    if (errorCodeOf(failure) === 'already_paid') {
      this.navigator.navigate(routeHref({ screen: 'balancePaymentSuccess', id: this.bookingId }, this.settings), { replace: true });
      return null;
    }
    const code = errorCodeOf(failure);
    return code === 'balance_not_payable' || code === 'nothing_to_pay' ? `account:balance.errors.${code}` : failureMessageKey(failure);
  }
}
