import { CardPayment, type CardField, type CardFields, type CardPaymentProgress } from './card-payment';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft, type Either } from 'fp-ts/lib/Either';
import type {
  CheckoutActivity,
  CheckoutSession,
  CheckoutTracking,
  DownPayment,
  OptionalExtra,
  PriceDetails,
  RentalTypeExtra,
} from '../../contract/checkout';
import { PROMO_CODE_ERRORS, type CheckoutInsurances } from '../../contract/checkout';
import { INSURANCE_NAMES, type InsuranceName } from '../../domain/checkout/cart';
import { downPaymentChoiceActs } from '../../domain/checkout/down-payment';
import {
  chooseNoInsurance,
  insuranceSelectionBody,
  insuranceSelectionChanged,
  insuranceStateFrom,
  pickInsurance,
  allAvailableInsurancesTouched,
  type InsuranceState,
} from '../../domain/checkout/insurance-selection';
import { beginChange, changeFailed, changeSucceeded, optimisticState, type OptimisticState } from '../../domain/checkout/optimistic-change';
import { convertPriceBreakdown } from '../../domain/checkout/pricing';
import { normalisePromoCode } from '../../domain/checkout/promo-code';
import { isRentalTypeSelectable, selectRentalType, unselectRentalType } from '../../domain/checkout/rental-type';
import { formatMoney } from '../../domain/currency/money';
import { formatEuroCents } from './format-money';
import { formatRoute, type Route } from '../../domain/routing/route';
import type { Analytics } from '../analytics/analytics';
import type { Authenticator } from '../auth/authenticator';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, serverMessage, type ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { CHECKOUT_TOKENS } from './checkout-tokens';
import type { CheckoutGateway, PaymentProvider, PaymentScriptState } from './ports';

export type PaymentSessionStatus = 'loading' | 'ready' | 'notFound' | 'signInRequired' | 'error';
/** Spec section 9: the checkout's initial step is 1 (choices); 2 is the card. */
export type CheckoutStep = 1 | 2;
export type PaymentProgress = CardPaymentProgress;

export interface PriceLineView {
  readonly key: string;
  /** A message key for the kind; `label` is the extra's or insurance's own name when there is one. */
  readonly kindKey: string;
  readonly label: string;
  readonly amount: string;
  readonly payAt: 'online' | 'harbour';
  readonly quantity: number;
}

export interface PriceView {
  readonly lines: readonly PriceLineView[];
  readonly total: string;
  readonly online: string;
  readonly harbour: string | null;
  readonly payNow: string;
  readonly balance: string | null;
  readonly hasDiscount: boolean;
}

export { cardProblems, type CardField, type CardFields } from './card-payment';

/** A refused promo code's message key (the server's error code, spec section 8: shown, state kept). */
export const promoCodeErrorKey = (failure: ApiFailure): string => {
  if (failure.kind === 'http' && typeof failure.body === 'object' && failure.body !== null) {
    const error = (failure.body as { error?: unknown }).error;
    if (typeof error === 'string' && (PROMO_CODE_ERRORS as readonly string[]).includes(error)) return `checkout:promoCode.errors.${error}`;
  }
  return changeErrorKey(failure);
};

/** A failed change's message key: the session closed (409), expired (410), or the generic failure. */
export const changeErrorKey = (failure: ApiFailure): string => {
  if (failure.kind === 'http' && failure.status === 409) return 'checkout:errors.notChangeable';
  if (failure.kind === 'http' && failure.status === 410) return 'checkout:errors.expired';
  if (failure.kind === 'http' && failure.status < 500 && failure.status !== 401) return 'checkout:errors.changeRefused';
  if (failure.kind === 'network') return 'common:errors.network';
  return 'checkout:errors.changeFailed';
};

const insuranceOffers = (offers: CheckoutInsurances) =>
  Object.fromEntries(INSURANCE_NAMES.map((n) => [n, { available: offers[n].available, selected: offers[n].selected }])) as Record<
    InsuranceName,
    { available: boolean; selected: boolean }
  >;

/**
 * The payment session page ps/{hash} (spec section 4 "Checkout"): init loads the session, price, insurances, rental
 * type, optional extras and tracking, and starts the card payment setup. Every change sets priceRefreshing, is sent
 * only when the value differs, and refetches the price; a failure restores the previous state exactly and ends the
 * refreshing — except a promo code, whose failure keeps what was typed and shows the error.
 */
@injectable()
export class PaymentSessionPresenter {
  status: PaymentSessionStatus = 'loading';
  errorKey: string | null = null;
  hash = '';
  session: CheckoutSession | null = null;
  activity: CheckoutActivity | null = null;
  price: PriceDetails | null = null;
  insuranceTexts: CheckoutInsurances | null = null;
  insurances: OptimisticState<InsuranceState> | null = null;
  rentalType: OptimisticState<RentalTypeExtra | null> = optimisticState(null);
  extras: OptimisticState<readonly OptionalExtra[]> = optimisticState([]);
  downPayment: OptimisticState<DownPayment | null> = optimisticState(null);
  promoCode: OptimisticState<string> = optimisticState('');
  tracking: CheckoutTracking | null = null;
  /** Changes in flight; the price is being recomputed while above 0. */
  pendingChanges = 0;
  /** The last change's failure, shown near the summary (promo code failures show by the field). */
  changeErrorKey: string | null = null;
  step: CheckoutStep = 1;
  /** The card form, shared with the balance and post-booking payments (card-payment.ts). */
  readonly cardPayment: CardPayment;

  constructor(
    @inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway,
    @inject(CHECKOUT_TOKENS.PaymentProvider) readonly provider: PaymentProvider,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
  ) {
    this.cardPayment = new CardPayment(provider, {
      start: () => this.gateway.startPayment(this.hash),
      succeeded: () => this.navigator.navigate(this.route('bookingSuccess')),
      startFailed: (failure) => this.paymentFailedToStart(failure),
    });
    makeObservable<PaymentSessionPresenter, 'refreshPrice'>(this, {
      status: observable,
      errorKey: observable,
      hash: observable,
      session: observableRef,
      activity: observableRef,
      price: observableRef,
      insuranceTexts: observableRef,
      insurances: observableRef,
      rentalType: observableRef,
      extras: observableRef,
      downPayment: observableRef,
      promoCode: observableRef,
      tracking: observableRef,
      pendingChanges: observable,
      changeErrorKey: observable,
      step: observable,
      priceRefreshing: computed,
      priceView: computed,
      isPaying: computed,
      canChange: computed,
      allInsurancesTouched: computed,
      canSelectRentalType: computed,
      init: action,
      routeEntered: action,
      retryClicked: action,
      insurancePicked: action,
      noInsuranceChosen: action,
      extraToggled: action,
      rentalTypeSelected: action,
      rentalTypeUnselected: action,
      promoCodeTyped: action,
      promoCodeSubmitted: action,
      promoCodeRemoved: action,
      downPaymentChosen: action,
      continueToPaymentClicked: action,
      backToOptionsClicked: action,
      payClicked: action,
      refreshPrice: action,
    });
  }

  get priceRefreshing(): boolean {
    return this.pendingChanges > 0;
  }

  get isPaying(): boolean {
    return this.cardPayment.isPaying;
  }

  // The card form's state, read through the shared CardPayment.
  get card(): CardFields {
    return this.cardPayment.card;
  }
  get cardTouched(): boolean {
    return this.cardPayment.cardTouched;
  }
  get payment(): PaymentProgress {
    return this.cardPayment.progress;
  }
  get paymentErrorKey(): string | null {
    return this.cardPayment.errorKey;
  }
  get paymentMessage(): string | null {
    return this.cardPayment.message;
  }
  /** The payment waiting for a 3-D Secure answer (local provider's dialog). */
  get threeDSecure(): { readonly clientSecret: string } | null {
    return this.cardPayment.threeDSecure;
  }
  /** The current attempt's client secret (Stripe mounts its element with it). */
  get clientSecret(): string | null {
    return this.cardPayment.clientSecret;
  }
  /** Spec section 4 "Native app": the card payment script loader (error: a message and a retry, our decision). */
  get scriptState(): PaymentScriptState {
    return this.cardPayment.scriptState;
  }

  /** Choices change one at a time, never while paying (the amount being charged must stay the one shown). */
  get canChange(): boolean {
    return this.status === 'ready' && !this.priceRefreshing && !this.isPaying;
  }

  get allInsurancesTouched(): boolean {
    return this.insurances ? allAvailableInsurancesTouched(this.insurances.value) : false;
  }

  get canSelectRentalType(): boolean {
    const rt = this.rentalType.value;
    return rt !== null && isRentalTypeSelectable(rt);
  }

  get cardProblems(): Partial<Record<CardField, string>> {
    return this.cardPayment.problems;
  }

  /** Money formatted in the tenant's currency (converted in one place, sums kept exact). */
  formatAmount(amountMinor: number): string {
    const currency = this.settings.currency;
    return formatMoney({ amountMinor, currency: currency.code }, this.settings.language, currency);
  }

  /** An amount of EUR cents (a deposit, an extra's unit price) in the tenant's currency. */
  formatEuroCents(amountEurCents: number): string {
    return formatEuroCents(amountEurCents, this.settings);
  }

  get priceView(): PriceView | null {
    if (!this.price) return null;
    const { currency: _eur, ...breakdown } = this.price;
    const converted = convertPriceBreakdown(breakdown, this.settings.currency);
    const withDown = converted.downPaymentAmount > 0 || converted.balancePaymentAmount > 0;
    return {
      lines: converted.lines.map((line, index) => ({
        key: `${line.kind}-${index}`,
        kindKey: `checkout:price.lines.${line.kind}`,
        // Insurances are named as on their cards (the server's texts in the page's language).
        label: line.kind === 'insurance' ? (this.insuranceTexts?.[line.label as InsuranceName]?.title ?? '') : line.label,
        amount: this.formatAmount(line.amount),
        payAt: line.payAt,
        quantity: line.quantity,
      })),
      total: this.formatAmount(converted.total),
      online: this.formatAmount(converted.online),
      harbour: converted.harborAmount > 0 ? this.formatAmount(converted.harborAmount) : null,
      payNow: this.formatAmount(converted.checkoutPaymentAmount),
      balance: withDown ? this.formatAmount(converted.balancePaymentAmount) : null,
      hasDiscount: converted.discountAmount > 0,
    };
  }

  /** The page ps/{hash} was entered. */
  routeEntered(route: Route): Promise<void> {
    return this.init(route.screen === 'paymentSession' ? route.hash : '');
  }

  retryClicked(): Promise<void> {
    return this.init(this.hash);
  }

  /** Loads everything the page shows; a visitor signs in first (the session belongs to its tenant). */
  async init(hash: string): Promise<void> {
    this.hash = hash;
    this.status = 'loading';
    void this.cardPayment.loadScript();
    const session = await this.gateway.session(hash);
    if (isLeft(session)) {
      const failure = session.left;
      if (failure.kind === 'http' && failure.status === 401) {
        const outcome = await this.authenticator.authenticate('book');
        if (outcome.kind === 'success') return this.init(hash);
        runInAction(() => (this.status = 'signInRequired'));
        return;
      }
      runInAction(() => {
        this.status = failure.kind === 'http' && failure.status === 404 ? 'notFound' : 'error';
        this.errorKey = failureMessageKey(failure);
      });
      return;
    }
    if (session.right.status !== 'requested') {
      // Already paid (another tab, a retry after success): the booking's page, not a second payment.
      if (['awaitingOwner', 'paid', 'confirmed'].includes(session.right.status)) {
        this.navigator.navigate(this.route('bookingSuccess'), { replace: true });
        return;
      }
      // Expired, declined, cancelled or refunded: nothing left to pay here.
      runInAction(() => {
        this.status = 'error';
        this.errorKey = session.right.status === 'expired' ? 'checkout:errors.expired' : 'checkout:errors.notChangeable';
      });
      return;
    }
    const [price, insurances, rentalType, extras, downPayment, tracking, activity] = await Promise.all([
      this.gateway.price(hash),
      this.gateway.insurances(hash),
      this.gateway.rentalType(hash),
      this.gateway.extras(hash),
      this.gateway.downPayment(hash),
      this.gateway.tracking(hash),
      session.right.isActivity ? this.gateway.activity(hash) : Promise.resolve(null),
    ]);
    runInAction(() => {
      const failed = [price, insurances, rentalType, extras, downPayment, activity].find((r): r is Either<ApiFailure, never> & { _tag: 'Left' } =>
        r !== null && isLeft(r),
      );
      if (failed) {
        // Spec section 8: a checkout load failure stores the backend error.
        this.status = 'error';
        this.errorKey = serverMessage(failed.left) ? 'checkout:errors.loadWithMessage' : failureMessageKey(failed.left);
        this.changeErrorKey = serverMessage(failed.left) ?? null;
        return;
      }
      if (isLeft(price) || isLeft(insurances) || isLeft(rentalType) || isLeft(extras) || isLeft(downPayment)) return;
      this.session = session.right;
      this.price = price.right;
      this.insuranceTexts = insurances.right;
      this.insurances = optimisticState(insuranceStateFrom(insuranceOffers(insurances.right)));
      this.rentalType = optimisticState(rentalType.right.rentalType);
      this.extras = optimisticState(extras.right.extras);
      this.downPayment = optimisticState(downPayment.right);
      this.promoCode = optimisticState(session.right.promoCode ?? '');
      this.activity = activity && !isLeft(activity) ? activity.right : null;
      this.tracking = isLeft(tracking) ? null : tracking.right;
      this.cardPayment.clientSecret = session.right.clientSecret;
      this.step = 1;
      this.status = 'ready';
    });
    if (this.tracking) this.analytics.push({ event: 'begin_checkout', step: 1, checkout: this.tracking });
  }

  insurancePicked(name: InsuranceName, selected: boolean): void {
    const current = this.insurances;
    if (!current || !this.canChange) return;
    const next = pickInsurance(current.value, name, selected);
    this.sendInsurances(current, next);
  }

  noInsuranceChosen(): void {
    const current = this.insurances;
    if (!current || !this.canChange) return;
    this.sendInsurances(current, chooseNoInsurance(current.value));
  }

  private sendInsurances(current: OptimisticState<InsuranceState>, next: InsuranceState): void {
    if (!insuranceSelectionChanged(current.value, next)) {
      // Nothing to send: only the touched flags moved.
      this.insurances = { ...current, value: next };
      return;
    }
    void this.change(
      () => this.insurances!,
      (s) => (this.insurances = s),
      next,
      () => this.gateway.selectInsurances(this.hash, insuranceSelectionBody(next)),
    );
  }

  extraToggled(polymorphExtraId: string, selected: boolean): void {
    if (!this.canChange) return;
    const extra = this.extras.value.find((e) => e.polymorphExtraId === polymorphExtraId);
    if (!extra || extra.isMandatory || extra.quantity > 0 === selected) return;
    const next = this.extras.value.map((e) => (e.polymorphExtraId === polymorphExtraId ? { ...e, quantity: selected ? 1 : 0 } : e));
    void this.change(
      () => this.extras,
      (s) => (this.extras = s),
      next,
      () => this.gateway.selectExtra(this.hash, { polymorphExtraId, isSelected: selected }),
    );
  }

  rentalTypeSelected(): void {
    const rt = this.rentalType.value;
    if (!rt || !isRentalTypeSelectable(rt) || !this.canChange) return;
    this.sendRentalType(rt, selectRentalType(rt), true);
  }

  rentalTypeUnselected(): void {
    const rt = this.rentalType.value;
    if (!rt || !this.canChange) return;
    const next = unselectRentalType(rt);
    if (next === rt) return;
    this.sendRentalType(rt, next, false);
  }

  private sendRentalType(rt: RentalTypeExtra, next: RentalTypeExtra, isSelected: boolean): void {
    void this.change(
      () => this.rentalType,
      (s) => (this.rentalType = s),
      next,
      () => this.gateway.selectExtra(this.hash, { polymorphExtraId: rt.polymorphExtraId, isSelected }),
    );
  }

  downPaymentChosen(isSelected: boolean): void {
    const current = this.downPayment.value;
    if (!current || !this.canChange || !downPaymentChoiceActs(current.isSelected, isSelected, current.isEligible)) return;
    void this.change(
      () => this.downPayment,
      (s) => (this.downPayment = s),
      { ...current, isSelected },
      () => this.gateway.selectDownPayment(this.hash, isSelected),
      (answer) => (this.downPayment = { ...this.downPayment, value: answer as DownPayment }),
    );
  }

  promoCodeTyped(text: string): void {
    this.promoCode = { ...this.promoCode, value: text, error: null };
  }

  promoCodeSubmitted(): void {
    if (!this.canChange) return;
    const code = normalisePromoCode(this.promoCode.value);
    if (code === '') {
      this.promoCode = { ...this.promoCode, error: 'checkout:promoCode.errors.required' };
      return;
    }
    if (code === (this.session?.promoCode ?? null)) return;
    this.sendPromoCode(code);
  }

  promoCodeRemoved(): void {
    if (!this.canChange || !this.session?.promoCode) return;
    this.sendPromoCode('');
  }

  private sendPromoCode(code: string): void {
    void this.change(
      () => this.promoCode,
      (s) => (this.promoCode = s),
      code,
      () => this.gateway.applyPromoCode(this.hash, code),
      (answer) => {
        const applied = (answer as { promoCode: string | null }).promoCode;
        if (this.session) this.session = { ...this.session, promoCode: applied };
        this.promoCode = { ...this.promoCode, value: applied ?? '' };
      },
      // Spec section 4: a promo code failure does not roll back (what was typed stays, with the error).
      { rollback: false, errorKey: promoCodeErrorKey },
    );
  }

  /**
   * One optimistic change: apply at once, send, refetch the price. A failure restores the previous state exactly (or
   * keeps it, for a promo code) and ends the refreshing.
   */
  private async change<S, A>(
    get: () => OptimisticState<S>,
    set: (state: OptimisticState<S>) => void,
    next: S,
    send: () => Promise<Either<ApiFailure, A>>,
    onAnswer?: (answer: A) => void,
    options: { rollback: boolean; errorKey: (failure: ApiFailure) => string } = { rollback: true, errorKey: changeErrorKey },
  ): Promise<void> {
    runInAction(() => {
      set(beginChange(get(), next));
      this.changeErrorKey = null;
      this.pendingChanges++;
    });
    const answer = await send();
    if (isLeft(answer)) {
      runInAction(() => {
        set(changeFailed(get(), options.errorKey(answer.left), { rollback: options.rollback }));
        if (options.rollback) this.changeErrorKey = options.errorKey(answer.left);
        this.pendingChanges--;
      });
      return;
    }
    runInAction(() => {
      set(changeSucceeded(get()));
      onAnswer?.(answer.right);
    });
    await this.refreshPrice();
  }

  /** Spec section 8: a price failure only ends the refreshing (the last price stays). */
  private async refreshPrice(): Promise<void> {
    const price = await this.gateway.price(this.hash);
    runInAction(() => {
      if (!isLeft(price)) this.price = price.right;
      this.pendingChanges = Math.max(0, this.pendingChanges - 1);
    });
  }

  async continueToPaymentClicked(): Promise<void> {
    if (this.priceRefreshing || this.status !== 'ready') return;
    this.step = 2;
    this.cardPayment.errorKey = null;
    if (this.tracking) this.analytics.push({ event: 'add_payment_info', step: 2, checkout: this.tracking });
    // Stripe's element needs the attempt's client secret before the card can be typed.
    if (!this.provider.usesOwnCardFields) await this.cardPayment.prepare();
  }

  backToOptionsClicked(): void {
    if (this.isPaying) return;
    this.step = 1;
  }

  cardFieldChanged(field: CardField, value: string): void {
    this.cardPayment.cardFieldChanged(field, value);
  }

  retryPaymentScriptClicked(): void {
    void this.cardPayment.loadScript();
  }

  /** Pay: cannot be pressed twice; the amount is the server's, for the current price. */
  async payClicked(): Promise<void> {
    if (this.isPaying || this.priceRefreshing || this.status !== 'ready') return;
    await this.cardPayment.pay();
  }

  /** The local provider's 3-D Secure dialog: approve or fail the authentication. */
  threeDSecureAnswered(approve: boolean): Promise<void> {
    return this.cardPayment.threeDSecureAnswered(approve);
  }

  /** Already paid (another tab, a retry after success): the success page, not a second payment. */
  private paymentFailedToStart(failure: ApiFailure): string | null {
    if (failure.kind === 'http' && failure.status === 409 && (failure.body as { error?: unknown } | null)?.error === 'already_paid') {
      this.navigator.navigate(this.route('bookingSuccess'), { replace: true });
      return null;
    }
    return changeErrorKey(failure);
  }

  private route(screen: 'bookingSuccess'): string {
    return formatRoute({ screen, hash: this.hash }, this.settings.language, this.settings.defaultLanguage);
  }
}
