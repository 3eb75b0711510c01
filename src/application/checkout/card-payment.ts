import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isLeft, type Either } from 'fp-ts/lib/Either';
import type { PaymentStart } from '../../contract/checkout';
import type { ApiFailure } from '../shared/api-failure';
import type { CardDetails, CardPaymentResult, PaymentProvider, PaymentScriptState } from './ports';

export type CardPaymentProgress = 'idle' | 'starting' | 'confirming' | 'authenticating' | 'succeeded';

export interface CardFields {
  readonly number: string;
  /** MM/YY. */
  readonly expiry: string;
  readonly cvc: string;
}

export type CardField = keyof CardFields;

/** Message keys of the card fields' problems (our own fields only; Stripe validates its element). */
export const cardProblems = (card: CardFields): Partial<Record<CardField, string>> => {
  const problems: Partial<Record<CardField, string>> = {};
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) problems.number = 'checkout:card.errors.number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[2]) > 99 || Number(expiry[1]) > 12) problems.expiry = 'checkout:card.errors.expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'checkout:card.errors.cvc';
  return problems;
};

export interface CardPaymentHooks {
  /** Starts (or resumes) the server's payment of the amount due now; the server computes the amount. */
  readonly start: () => Promise<Either<ApiFailure, PaymentStart>>;
  /** The server confirmed the payment (it alone decides): usually navigates to the success page. */
  readonly succeeded: () => void;
  /** Starting failed: answers the message key to show, or null when it handled the failure (navigated away). */
  readonly startFailed: (failure: ApiFailure) => string | null;
}

/**
 * The card form of any payment (checkout, balance, insurance after booking): the card fields, the provider's script,
 * a payment that cannot be started twice, the local provider's 3-D Secure step, and the outcome's message.
 */
export class CardPayment {
  card: CardFields = { number: '', expiry: '', cvc: '' };
  cardTouched = false;
  progress: CardPaymentProgress = 'idle';
  errorKey: string | null = null;
  message: string | null = null;
  clientSecret: string | null = null;
  /** The payment waiting for a 3-D Secure answer (local provider's dialog). */
  threeDSecure: { readonly clientSecret: string } | null = null;
  scriptState: PaymentScriptState;

  constructor(
    readonly provider: PaymentProvider,
    private readonly hooks: CardPaymentHooks,
  ) {
    this.scriptState = provider.scriptState;
    makeObservable<CardPayment, 'answered'>(this, {
      card: observableRef,
      cardTouched: observable,
      progress: observable,
      errorKey: observable,
      message: observable,
      clientSecret: observable,
      threeDSecure: observableRef,
      scriptState: observable,
      isPaying: computed,
      problems: computed,
      cardFieldChanged: action,
      pay: action,
      answered: action,
      prepare: action,
    });
  }

  get isPaying(): boolean {
    return this.progress !== 'idle';
  }

  get problems(): Partial<Record<CardField, string>> {
    return this.provider.usesOwnCardFields ? cardProblems(this.card) : {};
  }

  cardFieldChanged(field: CardField, value: string): void {
    this.card = { ...this.card, [field]: value };
    this.errorKey = null;
    this.message = null;
  }

  /** Loads the provider's script once; Stripe's element also needs the attempt's client secret before the card is typed. */
  async prepare(): Promise<void> {
    await this.loadScript();
    if (this.provider.usesOwnCardFields || this.clientSecret) return;
    const started = await this.hooks.start();
    runInAction(() => {
      if (isLeft(started)) this.errorKey = this.hooks.startFailed(started.left);
      else this.clientSecret = started.right.clientSecret;
    });
  }

  async loadScript(): Promise<void> {
    if (this.scriptState === 'loading' || this.scriptState === 'loaded') return;
    runInAction(() => (this.scriptState = 'loading'));
    const state = await this.provider.load();
    runInAction(() => (this.scriptState = state));
  }

  /** Pay: cannot be pressed twice; the amount is the server's. */
  async pay(): Promise<void> {
    if (this.isPaying) return;
    this.cardTouched = true;
    this.errorKey = null;
    this.message = null;
    if (Object.keys(this.problems).length > 0) return;
    if (this.scriptState === 'error') {
      this.errorKey = 'checkout:payment.scriptError';
      return;
    }
    this.progress = 'starting';
    const started = await this.hooks.start();
    if (isLeft(started)) {
      runInAction(() => {
        this.progress = 'idle';
        this.errorKey = this.hooks.startFailed(started.left);
      });
      return;
    }
    const clientSecret = started.right.clientSecret;
    runInAction(() => {
      this.clientSecret = clientSecret;
      this.progress = 'confirming';
    });
    const card: CardDetails | null = this.provider.usesOwnCardFields ? { ...this.card } : null;
    this.answered(clientSecret, await this.provider.confirm(clientSecret, card));
  }

  /** The local provider's 3-D Secure dialog: approve or fail the authentication. */
  async threeDSecureAnswered(approve: boolean): Promise<void> {
    const pending = this.threeDSecure;
    if (!pending || this.progress !== 'authenticating') return;
    runInAction(() => {
      this.threeDSecure = null;
      this.progress = 'confirming';
    });
    this.answered(pending.clientSecret, await this.provider.authenticate(pending.clientSecret, approve));
  }

  private answered(clientSecret: string, result: CardPaymentResult): void {
    switch (result.status) {
      case 'succeeded':
        this.progress = 'succeeded';
        this.hooks.succeeded();
        return;
      case 'requires_action':
        this.progress = 'authenticating';
        this.threeDSecure = { clientSecret };
        return;
      case 'declined':
        this.progress = 'idle';
        this.errorKey = 'checkout:payment.declined';
        this.message = result.message;
        return;
      case 'failed':
        this.progress = 'idle';
        this.errorKey = 'checkout:payment.failed';
        this.message = result.message;
        return;
    }
  }
}
