import { isLeft, type Either } from 'fp-ts/lib/Either';
import { LocalPaymentResult, type LocalAuthenticateBody, type LocalConfirmBody } from '../../contract/checkout';
import type { CardDetails, CardPaymentResult, PaymentProvider, PaymentScriptState } from '../../application/checkout/ports';
import { serverMessage, type ApiFailure } from '../../application/shared/api-failure';
import type { HttpClient } from '../http/http-client';

export const LOCAL_PAYMENT_PATHS = { confirm: '/payments/local/confirm', authenticate: '/payments/local/authenticate' } as const;

/** Fallback texts when the server gives none (the view shows its own translated message before them). */
export const LOCAL_PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  failed: 'The payment could not be completed.',
  noCard: 'No card details were given.',
  unexpectedAnswer: 'The payment service gave an unexpected answer.',
} as const;

/**
 * The offline card provider that behaves like Stripe's test mode (guide section 6): the tenant types the card into
 * our own fields, the server checks it and the test card numbers decide the outcome. There is no script to load.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  readonly usesOwnCardFields = true;
  readonly scriptState: PaymentScriptState = 'loaded';

  constructor(private readonly http: HttpClient) {}

  async load(): Promise<PaymentScriptState> {
    return 'loaded';
  }

  async mountCardForm(_element: unknown, _clientSecret: string): Promise<void> {
    // Our own fields: nothing to mount.
  }

  async confirm(clientSecret: string, card: CardDetails | null): Promise<CardPaymentResult> {
    if (card === null) return { status: 'failed', message: LOCAL_PAYMENT_MESSAGES.noCard };
    const body: LocalConfirmBody = {
      clientSecret,
      cardNumber: card.number.replace(/\s+/g, ''),
      expiry: card.expiry.trim(),
      cvc: card.cvc.trim(),
    };
    return toCardPaymentResult(await this.http.send('POST', LOCAL_PAYMENT_PATHS.confirm, LocalPaymentResult, body));
  }

  async authenticate(clientSecret: string, approve: boolean): Promise<CardPaymentResult> {
    const body: LocalAuthenticateBody = { clientSecret, approve };
    return toCardPaymentResult(await this.http.send('POST', LOCAL_PAYMENT_PATHS.authenticate, LocalPaymentResult, body));
  }
}

/** The server's answer as the port's result; an invalid card (400 card_invalid) is declined, any other failure failed. */
export const toCardPaymentResult = (answer: Either<ApiFailure, LocalPaymentResult>): CardPaymentResult => {
  if (isLeft(answer)) return failureResult(answer.left);
  const result = answer.right;
  switch (result.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'requires_action':
      return { status: 'requires_action' };
    case 'declined':
      return { status: 'declined', message: result.message || LOCAL_PAYMENT_MESSAGES.declined };
  }
};

const failureResult = (failure: ApiFailure): CardPaymentResult => {
  if (failure.kind === 'http' && failure.status === 400 && errorCode(failure.body) === 'card_invalid') {
    return { status: 'declined', message: serverMessage(failure) || LOCAL_PAYMENT_MESSAGES.declined };
  }
  switch (failure.kind) {
    case 'http':
      return { status: 'failed', message: serverMessage(failure) || LOCAL_PAYMENT_MESSAGES.failed };
    case 'network':
      return { status: 'failed', message: failure.message || LOCAL_PAYMENT_MESSAGES.failed };
    case 'decode':
      return { status: 'failed', message: LOCAL_PAYMENT_MESSAGES.unexpectedAnswer };
  }
};

const errorCode = (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined);
