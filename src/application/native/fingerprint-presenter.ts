import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { CheckoutSession, PriceDetails } from '../../contract/checkout';
import type { Route } from '../../domain/routing/route';
import { callSignedIn, loadFailureStatus, type LoadFailureStatus } from '../account/signed-in';
import { formatDays, routeHref } from '../account/booking-card';
import type { Authenticator } from '../auth/authenticator';
import { CardPayment } from '../checkout/card-payment';
import { CHECKOUT_TOKENS } from '../checkout/checkout-tokens';
import { formatEuroCents } from '../checkout/format-money';
import type { CheckoutGateway, PaymentProvider } from '../checkout/ports';
import type { Translator } from '../i18n/translator';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import type { BiometricResult, NativeAppBridge } from './native-bridge';

/**
 * loading → ready (the summary) → confirming (the system's biometric prompt) → confirmed (the card form) → the success
 * page; `paid`: the success page itself.
 */
export type FingerprintStatus = 'loading' | 'ready' | 'confirming' | 'confirmed' | 'paid' | LoadFailureStatus;

/** A checkout session's hash as the checkout's URLs carry it. */
const HASH = /^[A-Za-z0-9_-]{1,128}$/;

/** Statuses of a session already paid: its booking's page, never a second payment. */
const PAID = new Set<CheckoutSession['status']>(['awaitingOwner', 'paid', 'confirmed']);

/**
 * `ps/fingerprint?session={hash}` and `ps/fingerprint/success?session={hash}` (spec section 2, issue [7]): in the app,
 * the tenant confirms the payment of a checkout session with the phone's biometrics before the card is charged.
 * The page shows what is paid (the amount due now, the server's), asks the app's biometric confirmation at once, then
 * offers the same card payment as the checkout; the payment's success leads to the success page. A cancelled prompt
 * goes back to the checkout; without biometrics (or in a browser) the normal checkout takes over.
 */
@injectable()
export class FingerprintPresenter {
  status: FingerprintStatus = 'loading';
  errorKey: string | null = null;
  hash = '';
  session: CheckoutSession | null = null;
  price: PriceDetails | null = null;
  biometric: BiometricResult | null = null;
  readonly card: CardPayment;

  constructor(
    @inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway,
    @inject(CHECKOUT_TOKENS.PaymentProvider) provider: PaymentProvider,
    @inject(TOKENS.NativeBridge) private readonly bridge: NativeAppBridge,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Translator) private readonly translator: Translator,
  ) {
    this.card = new CardPayment(provider, {
      start: () => this.gateway.startPayment(this.hash),
      succeeded: () => this.navigator.navigate(this.successHref),
      startFailed: (failure) => this.paymentFailedToStart(failure),
    });
    makeObservable<FingerprintPresenter, 'loaded'>(this, {
      status: observable,
      errorKey: observable,
      hash: observable,
      session: observableRef,
      price: observableRef,
      biometric: observable,
      view: computed,
      routeEntered: action,
      confirmClicked: action,
      loaded: action,
    });
  }

  get view() {
    const session = this.session;
    const price = this.price;
    if (!session || !price) return null;
    return {
      productName: session.product?.name ?? '',
      dates: formatDays(session.booking.startAt, session.booking.endAt, this.settings.language),
      amountDue: formatEuroCents(price.checkoutPaymentAmount, this.settings),
      checkoutHref: this.checkoutHref,
    };
  }

  get checkoutHref(): string {
    return routeHref({ screen: 'paymentSession', hash: this.hash }, this.settings);
  }

  get bookingHref(): string {
    return routeHref({ screen: 'bookingSuccess', hash: this.hash }, this.settings);
  }

  get successHref(): string {
    return `${routeHref({ screen: 'fingerprintSuccess' }, this.settings)}?session=${encodeURIComponent(this.hash)}`;
  }

  async routeEntered(route: Route, search: string): Promise<void> {
    const hash = new URLSearchParams(search).get('session') ?? '';
    this.hash = HASH.test(hash) ? hash : '';
    if (this.hash === '') {
      this.status = 'notFound';
      return;
    }
    if (route.screen === 'fingerprintSuccess') {
      this.status = 'paid';
      return;
    }
    // Without the app there is no fingerprint: the normal checkout.
    if (!this.bridge.isWebview) {
      this.navigator.navigate(this.checkoutHref, { replace: true });
      return;
    }
    this.status = 'loading';
    const session = await callSignedIn(this.authenticator, 'book', () => this.gateway.session(this.hash));
    if (isLeft(session)) return this.failed(session.left);
    if (PAID.has(session.right.status)) {
      this.navigator.navigate(this.bookingHref, { replace: true });
      return;
    }
    if (session.right.status !== 'requested') {
      runInAction(() => {
        this.status = 'error';
        this.errorKey = session.right.status === 'expired' ? 'checkout:errors.expired' : 'checkout:errors.notChangeable';
      });
      return;
    }
    const price = await this.gateway.price(this.hash);
    if (isLeft(price)) return this.failed(price.left);
    this.loaded(session.right, price.right);
    await this.confirmClicked();
  }

  /** Asks the app's biometric confirmation (at once when the page is ready; again from its button). */
  async confirmClicked(): Promise<void> {
    const view = this.view;
    // One prompt at a time.
    if (!view || this.status !== 'ready') return;
    this.status = 'confirming';
    let result: BiometricResult;
    try {
      result = await this.bridge.confirmBiometric(this.translator.translate('native:fingerprint.reason', { amount: view.amountDue, product: view.productName }));
    } catch {
      // No answer (an old app, a timeout): as without biometrics.
      result = 'unavailable';
    }
    runInAction(() => (this.biometric = result));
    if (result === 'confirmed') {
      runInAction(() => (this.status = 'confirmed'));
      await this.card.prepare();
      return;
    }
    // Cancelled: back to the checkout, as it was; unavailable: the checkout's own card payment.
    this.navigator.navigate(this.checkoutHref, { replace: true });
  }

  private loaded(session: CheckoutSession, price: PriceDetails): void {
    this.session = session;
    this.price = price;
    this.status = 'ready';
  }

  private failed(failure: ApiFailure | { kind: 'signInAborted' }): void {
    runInAction(() => {
      this.status = loadFailureStatus(failure);
      this.errorKey = failure.kind === 'signInAborted' ? null : failureMessageKey(failure);
    });
  }

  private paymentFailedToStart(failure: ApiFailure): string | null {
    if (failure.kind === 'http' && failure.status === 409 && (failure.body as { error?: unknown } | null)?.error === 'already_paid') {
      this.navigator.navigate(this.bookingHref, { replace: true });
      return null;
    }
    if (failure.kind === 'http' && failure.status === 410) return 'checkout:errors.expired';
    if (failure.kind === 'http' && failure.status === 409) return 'checkout:errors.notChangeable';
    if (failure.kind === 'network') return 'common:errors.network';
    return 'checkout:errors.changeFailed';
  }
}
