import type { CardDetails, CardPaymentResult, PaymentProvider, PaymentScriptState } from '../../application/checkout/ports';

/**
 * The card payment provider whose adapter loads with the checkout (not with the first screen). Which one it is
 * (Stripe with a publishable key, else local) is known from the configuration before it loads.
 */
export class DeferredPaymentProvider implements PaymentProvider {
  readonly usesOwnCardFields: boolean;
  private provider: Promise<PaymentProvider> | undefined;
  private loaded: PaymentProvider | undefined;

  constructor(
    readonly kind: 'local' | 'stripe',
    private readonly loader: () => Promise<PaymentProvider>,
  ) {
    this.usesOwnCardFields = kind === 'local';
  }

  get scriptState(): PaymentScriptState {
    return this.loaded?.scriptState ?? 'notLoaded';
  }

  private async get(): Promise<PaymentProvider> {
    try {
      this.provider ??= this.loader();
      this.loaded = await this.provider;
      return this.loaded;
    } catch (error) {
      this.provider = undefined;
      throw error;
    }
  }

  async load(): Promise<PaymentScriptState> {
    try {
      return await (await this.get()).load();
    } catch {
      return 'error';
    }
  }

  async mountCardForm(element: unknown, clientSecret: string): Promise<void> {
    await (await this.get()).mountCardForm(element, clientSecret);
  }

  async confirm(clientSecret: string, card: CardDetails | null): Promise<CardPaymentResult> {
    try {
      return await (await this.get()).confirm(clientSecret, card);
    } catch (error) {
      return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }

  async authenticate(clientSecret: string, approve: boolean): Promise<CardPaymentResult> {
    try {
      return await (await this.get()).authenticate(clientSecret, approve);
    } catch (error) {
      return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }
}
