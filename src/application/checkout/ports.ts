import type { Either } from 'fp-ts/lib/Either';
import type {
  BookingSuccess,
  CheckoutActivity,
  CheckoutInsurances,
  CheckoutSession,
  CheckoutTracking,
  DownPayment,
  ExtraSelectedBody,
  InsurancesSelectedBody,
  OptionalExtrasResponse,
  PaymentStart,
  PriceDetails,
  PromoCodeResponse,
  RentalTypeResponse,
} from '../../contract/checkout';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** The checkout calls of spec section 7 ("Checkout") and the start of a card payment. */
export interface CheckoutGateway {
  session(hash: string): Call<CheckoutSession>;
  activity(hash: string): Call<CheckoutActivity>;
  price(hash: string): Call<PriceDetails>;
  insurances(hash: string): Call<CheckoutInsurances>;
  rentalType(hash: string): Call<RentalTypeResponse>;
  extras(hash: string): Call<OptionalExtrasResponse>;
  tracking(hash: string): Call<CheckoutTracking>;
  purchaseTracking(hash: string, bookingId: number): Call<CheckoutTracking>;
  success(hash: string): Call<BookingSuccess>;
  downPayment(hash: string): Call<DownPayment>;
  selectInsurances(hash: string, body: InsurancesSelectedBody): Call<CheckoutInsurances>;
  applyPromoCode(hash: string, promoCode: string): Call<PromoCodeResponse>;
  selectDownPayment(hash: string, isSelected: boolean): Call<DownPayment>;
  selectExtra(hash: string, body: ExtraSelectedBody): Call<ExtraSelectedBody>;
  /** POST /checkout/{hash}/payment: the card payment of the amount due now (the server computes it). */
  startPayment(hash: string): Call<PaymentStart>;
}

/** Spec section 4 "Native app": the card payment script loader's states. */
export type PaymentScriptState = 'notLoaded' | 'loading' | 'loaded' | 'error';

export interface CardDetails {
  readonly number: string;
  /** MM/YY. */
  readonly expiry: string;
  readonly cvc: string;
}

export type CardPaymentResult =
  | { readonly status: 'succeeded' }
  /** A 3-D Secure step is waiting (the local provider's own dialog answers it with authenticate()). */
  | { readonly status: 'requires_action' }
  | { readonly status: 'declined'; readonly message: string }
  /** Not the card's fault (network, provider): the tenant may try again. */
  | { readonly status: 'failed'; readonly message: string };

/**
 * Card payment (guide section 6): Stripe when a publishable key is configured, else the local provider that behaves
 * like Stripe's test mode. The server alone decides that a payment succeeded; this only drives the card form.
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /** True when the tenant types the card into our own fields (local); Stripe mounts its own element. */
  readonly usesOwnCardFields: boolean;
  readonly scriptState: PaymentScriptState;
  /** Loads the provider's script once (never again when present); resolves with the final state. */
  load(): Promise<PaymentScriptState>;
  /** Mounts the provider's card element into a DOM element (Stripe); a no-op for our own fields. */
  mountCardForm(element: unknown, clientSecret: string): Promise<void>;
  confirm(clientSecret: string, card: CardDetails | null): Promise<CardPaymentResult>;
  /** Finishes a 3-D Secure step (local provider). */
  authenticate(clientSecret: string, approve: boolean): Promise<CardPaymentResult>;
}
