import { action, makeObservable, observable } from 'mobx';
import type { StripeElementLocale } from '@stripe/stripe-js';
import type { CardDetails, CardPaymentResult, PaymentProvider, PaymentScriptState } from '../../application/checkout/ports';

/** Spec section 8: the error text of a payment client created with no publishable key. */
export const NO_KEY_MESSAGE = 'No key defined!';

/** Fallback texts (the view shows its own translated message before them). */
export const STRIPE_MESSAGES = {
  unavailable: 'Stripe.js is not available.',
  notMounted: 'The card form is not ready.',
  replaced: 'The payment changed: check the card form and pay again.',
  declined: 'Your card was declined.',
  failed: 'The payment could not be completed.',
  authenticationNotUsed: 'Not used with Stripe: Stripe handles 3-D Secure in its own frame.',
} as const;

// ---- the parts of Stripe.js we use (the real `Stripe` object is assignable to these; tests pass a fake) ----------

export interface StripePaymentElement {
  mount(domElement: HTMLElement | string): void;
  destroy(): void;
}

export interface StripeElementsGroup {
  create(type: 'payment'): StripePaymentElement;
}

export interface StripeErrorLike {
  /** card_error, validation_error, invalid_request_error, api_connection_error, … */
  readonly type: string;
  readonly message?: string;
  readonly code?: string;
}

export type StripeConfirmResult =
  | { readonly paymentIntent: { readonly status: string }; readonly error?: undefined }
  | { readonly paymentIntent?: undefined; readonly error: StripeErrorLike };

export interface StripeClient {
  elements(options: { clientSecret: string; locale: StripeElementLocale }): StripeElementsGroup;
  confirmPayment(options: { elements: StripeElementsGroup; redirect: 'if_required' }): Promise<StripeConfirmResult>;
}

/** window.Stripe, the constructor Stripe.js defines once its script has run. */
export type StripeConstructor = (publishableKey: string, options?: { locale?: StripeElementLocale }) => StripeClient;

/** Loads Stripe.js (once) and creates the client: @stripe/stripe-js/pure's loadStripe by default. */
export type StripeLoader = (publishableKey: string, options: { locale: StripeElementLocale }) => Promise<StripeClient | null>;

export interface StripeHost {
  readonly Stripe?: StripeConstructor;
}

export interface StripePaymentProviderOptions {
  readonly publishableKey: string | undefined;
  /** The current language code of the page (en, en-US, fr, …). */
  readonly locale: () => string;
  /** Tests inject a fake; by default the pure loader is imported on first use, so it is not in the first bundle. */
  readonly loadStripe?: StripeLoader;
  /** Where an already loaded Stripe.js is found (window by default). */
  readonly window?: StripeHost;
}

/** The pure entry point injects no script on import: Stripe.js is fetched only when load() first runs. */
const defaultLoader: StripeLoader = async (publishableKey, options) => (await import('@stripe/stripe-js/pure')).loadStripe(publishableKey, options);

const defaultHost = (): StripeHost => (typeof window === 'undefined' ? {} : (window as StripeHost));

/** The locales Stripe.js accepts (StripeElementLocale). */
const STRIPE_LOCALES: ReadonlySet<string> = new Set<StripeElementLocale>([
  'ar', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-AU', 'en-CA', 'en-NZ', 'en-GB', 'es', 'es-ES', 'es-419', 'et', 'fi', 'fil',
  'fr', 'fr-CA', 'fr-FR', 'he', 'hu', 'hr', 'id', 'it', 'it-IT', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'no',
  'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
]);

const isStripeLocale = (code: string): code is StripeElementLocale => STRIPE_LOCALES.has(code);

/**
 * Spec section 9: the card payment provider's locale en-US becomes en. Other codes pass through when Stripe accepts
 * them (en-GB stays en-GB), else their language (pt-PT → pt), else Stripe detects the browser's (auto).
 */
export const stripeLocale = (code: string): StripeElementLocale => {
  if (code === 'en-US') return 'en';
  if (isStripeLocale(code)) return code;
  const language = code.split('-')[0] ?? '';
  return isStripeLocale(language) ? language : 'auto';
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface MountedForm {
  readonly target: unknown;
  readonly clientSecret: string;
  readonly elements: StripeElementsGroup;
  readonly element: StripePaymentElement;
}

/**
 * Card payment with Stripe (PaymentIntents and the Payment Element). Stripe.js is loaded once, only when the checkout
 * first needs it (never again when window.Stripe is present); concurrent load() calls share one attempt, and a later
 * load() after an error tries again (the view shows the error with a retry). 3-D Secure runs in Stripe's own frame.
 *
 * With no publishable key nothing is loaded: load() ends in 'error' with loadError "No key defined!" (spec section
 * 8) and confirm() fails with that text. Neither throws, since the checkout calls them without awaiting a rejection.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly usesOwnCardFields = false;
  scriptState: PaymentScriptState = 'notLoaded';
  /** Why the last load (or mount) failed, for diagnostics; null otherwise. */
  loadError: string | null = null;

  private readonly publishableKey: string | undefined;
  private readonly locale: () => string;
  private readonly loadStripe: StripeLoader;
  private readonly host: () => StripeHost;
  private stripe: StripeClient | undefined;
  private loading: Promise<PaymentScriptState> | undefined;
  private mounted: MountedForm | undefined;
  private mounting: { readonly target: unknown; readonly clientSecret: string; readonly done: Promise<void> } | undefined;

  constructor(options: StripePaymentProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.locale = options.locale;
    this.loadStripe = options.loadStripe ?? defaultLoader;
    const host = options.window;
    this.host = host ? () => host : defaultHost;
    makeObservable<StripePaymentProvider, 'setState'>(this, {
      scriptState: observable,
      loadError: observable,
      setState: action,
    });
  }

  load(): Promise<PaymentScriptState> {
    if (this.stripe) {
      // Loaded already; a failed mount may have set 'error', which this retry clears.
      this.setState('loaded', null);
      return Promise.resolve('loaded');
    }
    this.loading ??= this.loadOnce().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  async mountCardForm(element: unknown, clientSecret: string): Promise<void> {
    if (this.mounted && this.mounted.target === element && this.mounted.clientSecret === clientSecret) return;
    if (this.mounting && this.mounting.target === element && this.mounting.clientSecret === clientSecret) return this.mounting.done;
    const done = this.mount(element, clientSecret);
    this.mounting = { target: element, clientSecret, done };
    try {
      await done;
    } finally {
      if (this.mounting?.done === done) this.mounting = undefined;
    }
  }

  async confirm(clientSecret: string, _card: CardDetails | null): Promise<CardPaymentResult> {
    if ((await this.load()) !== 'loaded' || !this.stripe) return { status: 'failed', message: this.loadError ?? STRIPE_MESSAGES.unavailable };
    await this.mounting?.done;
    const form = this.mounted;
    if (!form) return { status: 'failed', message: STRIPE_MESSAGES.notMounted };
    // A changed price replaced the attempt: the form belongs to the old one. The checkout remounts it with the new
    // client secret; confirming the old attempt would charge the old amount.
    if (form.clientSecret !== clientSecret) return { status: 'failed', message: STRIPE_MESSAGES.replaced };
    let result: StripeConfirmResult;
    try {
      result = await this.stripe.confirmPayment({ elements: form.elements, redirect: 'if_required' });
    } catch (error) {
      return { status: 'failed', message: messageOf(error) || STRIPE_MESSAGES.failed };
    }
    return toCardPaymentResult(result);
  }

  async authenticate(_clientSecret: string, _approve: boolean): Promise<CardPaymentResult> {
    return { status: 'failed', message: STRIPE_MESSAGES.authenticationNotUsed };
  }

  private async loadOnce(): Promise<PaymentScriptState> {
    this.setState('loading', null);
    try {
      const stripe = await this.createClient();
      this.stripe = stripe;
      this.setState('loaded', null);
    } catch (error) {
      this.setState('error', messageOf(error) || STRIPE_MESSAGES.unavailable);
    }
    return this.scriptState;
  }

  /** The Stripe client: from window.Stripe when the script is already there, else loaded by the loader. */
  private async createClient(): Promise<StripeClient> {
    if (!this.publishableKey) throw new Error(NO_KEY_MESSAGE);
    const options = { locale: stripeLocale(this.locale()) };
    const existing = this.host().Stripe;
    if (existing) return existing(this.publishableKey, options);
    const stripe = await this.loadStripe(this.publishableKey, options);
    if (!stripe) throw new Error(STRIPE_MESSAGES.unavailable);
    return stripe;
  }

  private async mount(target: unknown, clientSecret: string): Promise<void> {
    if ((await this.load()) !== 'loaded' || !this.stripe) return;
    if (typeof target !== 'string' && (typeof target !== 'object' || target === null)) {
      throw new TypeError('mountCardForm needs a DOM element');
    }
    this.unmount();
    try {
      // The elements group takes the page's current language (the client keeps the one it was created with).
      const elements = this.stripe.elements({ clientSecret, locale: stripeLocale(this.locale()) });
      const element = elements.create('payment');
      element.mount(target as HTMLElement | string);
      this.mounted = { target, clientSecret, elements, element };
    } catch (error) {
      // Shown like a script failure (a visible message with a retry, which mounts again).
      this.setState('error', messageOf(error) || STRIPE_MESSAGES.unavailable);
    }
  }

  private unmount(): void {
    const previous = this.mounted;
    this.mounted = undefined;
    try {
      previous?.element.destroy();
    } catch {
      // Already gone with its DOM node.
    }
  }

  private setState(state: PaymentScriptState, error: string | null): void {
    this.scriptState = state;
    this.loadError = error;
  }
}

/** Stripe's answer as the port's result: the card's fault is declined, anything else failed. */
export const toCardPaymentResult = (result: StripeConfirmResult): CardPaymentResult => {
  if (result.error) {
    const { type, message } = result.error;
    if (type === 'card_error' || type === 'validation_error') return { status: 'declined', message: message || STRIPE_MESSAGES.declined };
    return { status: 'failed', message: message || STRIPE_MESSAGES.failed };
  }
  switch (result.paymentIntent.status) {
    case 'succeeded':
    case 'processing':
    case 'requires_capture':
      return { status: 'succeeded' };
    case 'requires_payment_method':
      return { status: 'declined', message: STRIPE_MESSAGES.declined };
    default:
      return { status: 'failed', message: `${STRIPE_MESSAGES.failed} (${result.paymentIntent.status})` };
  }
};
