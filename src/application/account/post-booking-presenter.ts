import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { PostBookingCart, PostBookingInit, PostBookingInsurance, PostBookingInsuranceName } from '../../contract/bookings';
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
import { formatDays, routeHref } from './booking-card';
import type { AfterBookingGateway } from './ports';
import { callSignedIn, errorCodeOf, loadFailureStatus, redirectUrlOf, type LoadFailureStatus, type SignInAborted } from './signed-in';

export type PostBookingStatus = 'loading' | 'ready' | 'purchased' | LoadFailureStatus;

/**
 * Insurance bought after booking (spec sections 3 and 4 "Post-booking"): post-booking/{bookingId} chooses, the purchase
 * page post-booking/{bookingId}/purchase/{cartId} pays. Init loads the booking details, then the cart's insurances;
 * a change sets loading, is sent, and refreshes the cart on success or reverts on failure. Spec section 8: an init or
 * purchase-init failure stores the error and a redirectUrl in its body navigates there; a cart failure stores the
 * error and clears loading.
 */
@injectable()
export class PostBookingPresenter {
  bookingId = '';
  cartId = '';
  page: 'choice' | 'purchase' = 'choice';
  status: PostBookingStatus = 'loading';
  errorKey: string | null = null;
  init: PostBookingInit | null = null;
  insurances: readonly PostBookingInsurance[] = [];
  cart: PostBookingCart | null = null;
  loading = false;
  readonly card: CardPayment;

  constructor(
    @inject(ACCOUNT_TOKENS.AfterBookingGateway) private readonly gateway: AfterBookingGateway,
    @inject(CHECKOUT_TOKENS.PaymentProvider) provider: PaymentProvider,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    this.card = new CardPayment(provider, {
      start: () => this.gateway.startPostBookingPayment(this.bookingId, this.cartId),
      succeeded: () => runInAction(() => (this.status = 'purchased')),
      // The card form shows its own message: the page's alert is for the choice and the cart.
      startFailed: (failure) => this.failureKey(failure),
    });
    makeObservable<PostBookingPresenter, 'failed'>(this, {
      page: observable,
      status: observable,
      errorKey: observable,
      init: observableRef,
      insurances: observableRef,
      cart: observableRef,
      loading: observable,
      view: computed,
      routeEntered: action,
      insuranceToggled: action,
      continueClicked: action,
      failed: action,
    });
  }

  get view() {
    const init = this.init;
    if (!init) return null;
    const money = (cents: number) => formatEuroCents(cents, this.settings);
    return {
      reference: init.reference,
      productName: init.productName,
      dates: formatDays(init.startAt, init.endAt, this.settings.language),
      insurances: this.insurances.map((i) => ({ ...i, priceText: money(i.price) })),
      items: (this.cart?.items ?? []).map((item) => ({ ...item, amountText: money(item.amount) })),
      total: money(this.cart?.totalAmount ?? 0),
      canContinue: (this.cart?.totalAmount ?? 0) > 0 && !this.loading,
      bookingHref: routeHref({ screen: 'bookingDetail', bookingId: String(init.bookingId) }, this.settings),
      choiceHref: routeHref({ screen: 'postBooking', bookingId: String(init.bookingId) }, this.settings),
    };
  }

  routeEntered(route: Route): Promise<void> {
    if (route.screen === 'postBookingPurchase') {
      this.page = 'purchase';
      this.bookingId = route.bookingId;
      this.cartId = route.cartId;
    } else {
      this.page = 'choice';
      this.bookingId = route.screen === 'postBooking' ? route.bookingId : '';
    }
    return this.load();
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.errorKey = null;
    });
    const init = await callSignedIn(this.authenticator, 'menu', () =>
      this.page === 'purchase' ? this.gateway.postBookingPurchaseInit(this.bookingId, this.cartId) : this.gateway.postBookingInit(this.bookingId),
    );
    if (isLeft(init)) {
      this.initFailed(init.left);
      return;
    }
    runInAction(() => {
      this.init = init.right;
      this.cartId = String(init.right.cartId);
    });
    const [insurances, cart] = await Promise.all([this.gateway.postBookingInsurances(this.bookingId, this.cartId), this.gateway.postBookingCart(this.cartId)]);
    runInAction(() => {
      if (isLeft(insurances)) this.failed(insurances.left);
      else this.insurances = insurances.right.insurances;
      if (isLeft(cart)) this.failed(cart.left);
      else this.cart = cart.right;
      this.status = 'ready';
    });
    if (this.page === 'purchase') await this.card.prepare();
  }

  private initFailed(failure: ApiFailure | SignInAborted): void {
    const redirect = redirectUrlOf(failure);
    if (redirect) {
      this.navigator.navigate(redirect, { replace: true });
      return;
    }
    runInAction(() => {
      this.status = loadFailureStatus(failure);
      this.errorKey = failure.kind === 'signInAborted' ? null : failureMessageKey(failure);
    });
  }

  /** Spec section 4: loading, send, refresh the cart on success, revert on failure. One change at a time. */
  async insuranceToggled(name: PostBookingInsuranceName): Promise<void> {
    const current = this.insurances.find((i) => i.name === name);
    if (this.loading || !current || current.alreadyBought) return;
    const before = this.insurances;
    const selected = !current.selected;
    this.loading = true;
    this.errorKey = null;
    this.insurances = before.map((i) => (i.name === name ? { ...i, selected } : i));
    const answer = await this.gateway.selectPostBookingInsurances(this.cartId, { items: [{ name, selected }] });
    if (isLeft(answer)) {
      runInAction(() => {
        this.insurances = before;
        this.loading = false;
        this.failed(answer.left);
      });
      return;
    }
    runInAction(() => (this.insurances = answer.right.insurances));
    const cart = await this.gateway.postBookingCart(this.cartId);
    runInAction(() => {
      if (isLeft(cart)) this.failed(cart.left);
      else this.cart = cart.right;
      this.loading = false;
    });
  }

  continueClicked(): void {
    if (!this.init || !this.view?.canContinue) return;
    this.navigator.navigate(this.init.paymentUrl);
  }

  /** Stores the error; a redirectUrl (the booking can no longer take insurance) navigates there. */
  private failed(failure: ApiFailure): void {
    const key = this.failureKey(failure);
    if (key !== null) this.errorKey = key;
  }

  /** The message key of a failure, or null when a redirectUrl (the booking can no longer take insurance) navigated. */
  private failureKey(failure: ApiFailure): string | null {
    const redirect = redirectUrlOf(failure);
    if (redirect) {
      this.navigator.navigate(redirect, { replace: true });
      return null;
    }
    const code = errorCodeOf(failure);
    return code === 'insurance_not_available' || code === 'cart_closed' || code === 'cart_empty' ? `account:postBooking.errors.${code}` : failureMessageKey(failure);
  }
}
