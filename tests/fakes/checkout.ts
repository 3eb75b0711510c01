import { isLeft, left, right, type Either } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import {
  BookingSuccess,
  CheckoutActivity,
  CheckoutInsurances,
  CheckoutSession,
  CheckoutTracking,
  DownPayment,
  ExtraSelectedBody,
  type InsurancesSelectedBody,
  OptionalExtrasResponse,
  PaymentStart,
  PriceDetails,
  PromoCodeResponse,
  RentalTypeResponse,
  TEST_CARDS,
  type OptionalExtra,
  type RentalTypeExtra,
} from '../../src/contract/checkout';
import type { CardDetails, CardPaymentResult, CheckoutGateway, PaymentProvider, PaymentScriptState } from '../../src/application/checkout/ports';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { INSURANCE_NAMES, type Cart, type PromoCodeRule } from '../../src/domain/checkout/cart';
import { computePrice, DOWN_PAYMENT_PERCENTAGE, SERVICE_FEE_PERCENTAGE } from '../../src/domain/checkout/pricing';

type Result<A> = Promise<Either<ApiFailure, A>>;

export const CHECKOUT_HASH = 'abc123';

/** An HTTP failure of a checkout call, as the HTTP client reports it. */
export const checkoutHttpFailure = (status: number, body: unknown = { error: 'e' }, path = `/checkout/${CHECKOUT_HASH}`): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body,
  headers: {},
});

export const checkoutNetworkFailure = (path = `/checkout/${CHECKOUT_HASH}`): ApiFailure => ({ kind: 'network', path, message: 'Failed to fetch' });

/** The server's own refusals carry an error code and a message (server/routes/checkout.ts). */
const refused = (status: number, error: string, path: string): Either<ApiFailure, never> =>
  left(checkoutHttpFailure(status, { error, message: `Refused: ${error}.` }, path));

// ---- fixtures (every one decodes with its contract codec: see `decoded`) ---------------------------------------

/** A three-day boat rental waiting for its payment, eligible for a down payment. */
export const checkoutSession = (overrides: Partial<CheckoutSession> = {}): CheckoutSession => ({
  hash: CHECKOUT_HASH,
  status: 'requested',
  bookingId: 4711,
  isActivity: false,
  isEligibleDownPayment: true,
  urlBackButton: '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101',
  captainType: 'With or without captain',
  clientSecret: null,
  countryCode: 'FR',
  promoCode: null,
  createdAt: '2025-06-15T10:00:00Z',
  expiresAt: '2025-06-15T11:00:00Z',
  isDirect: false,
  isNewAttemptAtPayment: false,
  tenantEmail: 'ann@example.com',
  cancellationPolicy: { name: 'Moderate', refundPercentage: 50, refundDaysBefore: 14, balancePaymentDays: 30 },
  responseBefore: '2025-06-17T10:00:00Z',
  languageCode: 'en',
  booking: { startAt: '2025-08-10', endAt: '2025-08-13', numberOfPeople: 4 },
  product: {
    id: 101,
    name: 'Bavaria Cruiser 46',
    type: 'Sailboat',
    image: '/media/boats/101/1.svg',
    rating: 4.6,
    ratingsNumber: 12,
    buildYear: 2018,
    deposit: 150_000,
    model: 'Cruiser 46',
    builder: 'Bavaria',
    capacity: 10,
  },
  owner: { name: 'Marie', image: null, isSuperOwner: true, isPro: false },
  localization: { address: 'Quai du Port', city: 'Marseille', harbor: 'Vieux-Port' },
  ...overrides,
});

export const checkoutActivity = (overrides: Partial<CheckoutActivity> = {}): CheckoutActivity => ({
  id: 501,
  title: 'Sunset cruise in Marseille',
  description: 'Watch the sun go down over the calanques.',
  coverUrl: '/media/activities/501.svg',
  durationHours: 2.5,
  localization: { address: 'Quai du Port', city: 'Marseille' },
  slot: { date: '2025-08-10', timeOfDay: 'evening' },
  numberOfPeople: 4,
  ...overrides,
});

const offer = (available: boolean, selected: boolean, price: number, title: string) => ({
  available,
  selected,
  price,
  title,
  description: `${title}: what it covers.`,
});

/** Four insurances: no weather cover for this boat; damage waiver already chosen; multirisk and assistance offered. */
export const checkoutInsurances = (overrides: Partial<CheckoutInsurances> = {}): CheckoutInsurances => ({
  cabWeather: offer(false, false, 3_000, 'Bad weather'),
  damageWaiver: offer(true, true, 4_500, 'Damage waiver'),
  assistanceInsurance: offer(true, false, 2_500, 'Assistance'),
  multiriskInsurance: offer(true, false, 6_000, 'Multirisk'),
  ...overrides,
});

/** The skipper: optional, priced per day, not chosen yet. */
export const skipperRentalType = (overrides: Partial<RentalTypeExtra> = {}): RentalTypeExtra => ({
  polymorphExtraId: 'rental-type-7',
  name: 'Skipper',
  crewNumber: 1,
  isIncluded: false,
  isMandatory: false,
  licenceRequired: true,
  price: 18_000,
  priceByDay: true,
  priceType: 'perDay',
  localizedPrice: '€180.00',
  isPayInHarbour: false,
  wantedQuantity: 0,
  ...overrides,
});

/** Two optional extras: a paddle board (not chosen) and snorkelling kits per person (chosen). */
export const optionalExtras = (): OptionalExtra[] => [
  {
    polymorphExtraId: 'extra-11',
    productExtraId: 11,
    name: 'Paddle board',
    description: 'One inflatable board.',
    priceType: 'perBooking',
    price: 3_000,
    isIncluded: false,
    isMandatory: false,
    isPayInHarbour: false,
    quantity: 0,
  },
  {
    polymorphExtraId: 'extra-12',
    productExtraId: 12,
    name: 'Snorkelling kit',
    description: 'Mask, snorkel and fins.',
    priceType: 'perPerson',
    price: 500,
    isIncluded: false,
    isMandatory: false,
    isPayInHarbour: false,
    quantity: 1,
  },
];

export const eligibleDownPayment = (overrides: Partial<DownPayment> = {}): DownPayment => ({
  isEligible: true,
  isSelected: false,
  percentage: DOWN_PAYMENT_PERCENTAGE,
  balancePaymentDate: '2025-07-11',
  ...overrides,
});

export const checkoutTracking = (overrides: Partial<CheckoutTracking> = {}): CheckoutTracking => ({
  productId: 101,
  productName: 'Bavaria Cruiser 46',
  category: 'Sailboat',
  currency: 'EUR',
  price: 90_000,
  transactionId: null,
  optionalExtras: optionalExtras().map(({ polymorphExtraId, productExtraId, isIncluded, priceType, price, quantity, isPayInHarbour }) => ({
    polymorphExtraId,
    productExtraId,
    isIncluded,
    priceType,
    price,
    quantity,
    commissionAmount: Math.round((price * SERVICE_FEE_PERCENTAGE) / 100),
    isPayInHarbour,
  })),
  insurances: [{ id: 'damageWaiver', price: 4_500, benefit: 'Damage waiver', extra: true }],
  ...overrides,
});

export const bookingSuccess = (overrides: Partial<BookingSuccess> = {}): BookingSuccess => ({
  bookingId: 4711,
  reference: 'SW-4711',
  status: 'awaitingOwner',
  isDirect: false,
  isActivity: false,
  productName: 'Bavaria Cruiser 46',
  startAt: '2025-08-10',
  endAt: '2025-08-13',
  amountPaid: 30_000,
  balancePaymentAmount: 70_000,
  balancePaymentDate: '2025-07-11',
  harborAmount: 0,
  responseBefore: '2025-06-17T10:00:00Z',
  tenantEmail: 'ann@example.com',
  urlBookingDetails: '/booking/4711/detail',
  urlConversation: '/account/chat/list',
  ...overrides,
});

/** GET /price of the default session: 3 days at 300 € less 10 %, snorkelling kits for 4, the damage waiver, 8 % fees. */
export const checkoutPrice = (): PriceDetails => new FakeCheckoutGateway().currentPrice();

/** Promo codes the fake server knows. */
export const PROMO_CODES: Readonly<Record<string, PromoCodeRule>> = {
  WELCOME10: { kind: 'percentage', code: 'WELCOME10', percentage: 10 },
  SUMMER50: { kind: 'amount', code: 'SUMMER50', amount: 5_000, minimumAmount: 50_000 },
};

/** A fixture as the HTTP adapter would hand it over: decoded with the contract's codec (a bad fixture throws). */
export const decoded = <A, O>(codec: t.Type<A, O>, value: A): A => {
  const result = codec.decode(codec.encode(value));
  if (isLeft(result)) throw new Error(`fixture does not decode as ${codec.name}`);
  return result.right;
};

// ---- the gateway -----------------------------------------------------------------------------------------------

export type CheckoutMethod = keyof CheckoutGateway;

export interface CheckoutCall {
  readonly method: CheckoutMethod;
  readonly hash: string;
  readonly body?: unknown;
}

/**
 * A checkout server in memory: it keeps the session's choices, answers with the contract's shapes (decoded with its
 * codecs) and prices the cart with the domain's computePrice, so a change the server accepted shows in the next
 * price. Every call is recorded; a method can be told to fail once, or to hold its answer until released.
 */
export class FakeCheckoutGateway implements CheckoutGateway {
  readonly calls: CheckoutCall[] = [];
  /** The server's side of the session; tests may change it between calls. */
  readonly server: {
    session: CheckoutSession;
    activity: CheckoutActivity;
    insurances: CheckoutInsurances;
    rentalType: RentalTypeExtra | null;
    extras: OptionalExtra[];
    downPayment: DownPayment;
    tracking: CheckoutTracking;
    purchaseTracking: CheckoutTracking;
    /** The answer of GET /success once paid (404 while the session is requested). */
    success: BookingSuccess;
    /** The boat's price of each day, before its 10 % discount. */
    dailyPrices: number[];
  };
  private readonly failures = new Map<CheckoutMethod, ApiFailure[]>();
  private readonly holds = new Map<CheckoutMethod, Promise<void>[]>();
  private paymentAttempts = 0;

  constructor(session: Partial<CheckoutSession> = {}) {
    this.server = {
      session: checkoutSession(session),
      activity: checkoutActivity(),
      insurances: checkoutInsurances(),
      rentalType: skipperRentalType(),
      extras: optionalExtras(),
      downPayment: eligibleDownPayment(),
      tracking: checkoutTracking(),
      purchaseTracking: checkoutTracking({ transactionId: 'SW-4711' }),
      success: bookingSuccess(),
      dailyPrices: [30_000, 30_000, 30_000],
    };
  }

  /** The next call of `method` answers `failure` (queued: call twice to fail twice). */
  failOnce(method: CheckoutMethod, failure: ApiFailure): this {
    this.failures.set(method, [...(this.failures.get(method) ?? []), failure]);
    return this;
  }

  /** Forgets the failures not used yet. */
  clearFailures(): void {
    this.failures.clear();
  }

  /** The next call of `method` waits until the returned function is called (then answers as usual). */
  hold(method: CheckoutMethod): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.holds.set(method, [...(this.holds.get(method) ?? []), gate]);
    return release;
  }

  callsOf(method: CheckoutMethod): CheckoutCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** What GET /price answers now. */
  currentPrice(): PriceDetails {
    const cart: Cart = {
      rental: { kind: 'boat', dailyPrices: this.server.dailyPrices, discountPercentage: 10 },
      numberOfPeople: this.server.session.booking.numberOfPeople,
      extras: this.server.extras.map((e) => ({ ...e, selected: e.quantity > 0 })),
      rentalType: this.server.rentalType,
      insurances: INSURANCE_NAMES.map((name) => ({ name, ...this.server.insurances[name] })),
      promoCode: this.server.session.promoCode ? (PROMO_CODES[this.server.session.promoCode] ?? null) : null,
      serviceFeePercentage: SERVICE_FEE_PERCENTAGE,
      downPaymentPercentage: this.server.downPayment.percentage,
      downPaymentSelected: this.server.downPayment.isSelected,
    };
    return { currency: 'EUR', ...computePrice(cart) };
  }

  private async answer<A, O>(call: CheckoutCall, codec: t.Type<A, O>, produce: () => Either<ApiFailure, A>): Result<A> {
    this.calls.push(call);
    const gate = this.holds.get(call.method)?.shift();
    if (gate) await gate;
    const failure = this.failures.get(call.method)?.shift();
    if (failure) return left(failure);
    const answer = produce();
    return isLeft(answer) ? answer : right(decoded(codec, answer.right));
  }

  session(hash: string) {
    return this.answer({ method: 'session', hash }, CheckoutSession, () => right(this.server.session));
  }

  activity(hash: string) {
    return this.answer({ method: 'activity', hash }, CheckoutActivity, () =>
      this.server.session.isActivity ? right(this.server.activity) : refused(404, 'not_an_activity', `/checkout/${hash}/activity`),
    );
  }

  price(hash: string) {
    return this.answer({ method: 'price', hash }, PriceDetails, () => right(this.currentPrice()));
  }

  insurances(hash: string) {
    return this.answer({ method: 'insurances', hash }, CheckoutInsurances, () => right(this.server.insurances));
  }

  rentalType(hash: string) {
    return this.answer({ method: 'rentalType', hash }, RentalTypeResponse, () => right({ rentalType: this.server.rentalType }));
  }

  extras(hash: string) {
    return this.answer({ method: 'extras', hash }, OptionalExtrasResponse, () => right({ extras: this.server.extras }));
  }

  tracking(hash: string) {
    return this.answer({ method: 'tracking', hash }, CheckoutTracking, () => right({ ...this.server.tracking, price: this.currentPrice().total }));
  }

  purchaseTracking(hash: string, bookingId: number) {
    return this.answer({ method: 'purchaseTracking', hash, body: { bookingId } }, CheckoutTracking, () => right(this.server.purchaseTracking));
  }

  success(hash: string) {
    return this.answer({ method: 'success', hash }, BookingSuccess, () =>
      this.server.session.status === 'requested' ? refused(404, 'booking_not_found', `/checkout/${hash}/success`) : right(this.server.success),
    );
  }

  downPayment(hash: string) {
    return this.answer({ method: 'downPayment', hash }, DownPayment, () => right(this.server.downPayment));
  }

  selectInsurances(hash: string, body: InsurancesSelectedBody) {
    return this.answer({ method: 'selectInsurances', hash, body }, CheckoutInsurances, () => {
      // The server refuses multirisk and assistance together (contract).
      if (body.multiriskInsurance && body.assistanceInsurance) return refused(400, 'exclusive_insurances', `/ps/${hash}/insurances/selected`);
      if (INSURANCE_NAMES.some((name) => body[name] && !this.server.insurances[name].available)) {
        return refused(400, 'insurance_unavailable', `/ps/${hash}/insurances/selected`);
      }
      for (const name of INSURANCE_NAMES) this.server.insurances = { ...this.server.insurances, [name]: { ...this.server.insurances[name], selected: body[name] } };
      return right(this.server.insurances);
    });
  }

  applyPromoCode(hash: string, promoCode: string) {
    return this.answer({ method: 'applyPromoCode', hash, body: { promoCode } }, PromoCodeResponse, () => {
      if (promoCode !== '' && !PROMO_CODES[promoCode]) return refused(422, 'promo_code_unknown', `/checkout/${hash}/promo-code`);
      this.server.session = { ...this.server.session, promoCode: promoCode === '' ? null : promoCode };
      return right({ promoCode: this.server.session.promoCode });
    });
  }

  selectDownPayment(hash: string, isSelected: boolean) {
    return this.answer({ method: 'selectDownPayment', hash, body: { isSelected } }, DownPayment, () => {
      if (isSelected && !this.server.downPayment.isEligible) return refused(400, 'down_payment_not_eligible', `/checkout/${hash}/down-payment/selected`);
      this.server.downPayment = { ...this.server.downPayment, isSelected };
      return right(this.server.downPayment);
    });
  }

  selectExtra(hash: string, body: { polymorphExtraId: string; isSelected: boolean }) {
    return this.answer({ method: 'selectExtra', hash, body }, ExtraSelectedBody, () => {
      const quantity = body.isSelected ? 1 : 0;
      if (this.server.rentalType?.polymorphExtraId === body.polymorphExtraId) {
        this.server.rentalType = { ...this.server.rentalType, wantedQuantity: quantity };
      } else if (this.server.extras.some((e) => e.polymorphExtraId === body.polymorphExtraId)) {
        this.server.extras = this.server.extras.map((e) => (e.polymorphExtraId === body.polymorphExtraId ? { ...e, quantity } : e));
      } else {
        return refused(404, 'extra_not_found', `/checkout/${hash}/extra/selected`);
      }
      return right(body);
    });
  }

  startPayment(hash: string) {
    return this.answer({ method: 'startPayment', hash }, PaymentStart, () => {
      if (this.server.session.status !== 'requested') return refused(409, 'already_paid', `/checkout/${hash}/payment`);
      this.paymentAttempts++;
      return right({ provider: 'local', clientSecret: `pi_${this.paymentAttempts}_secret_test`, amount: this.currentPrice().checkoutPaymentAmount, currency: 'EUR' });
    });
  }
}

// ---- the card payment provider ---------------------------------------------------------------------------------

export type PaymentProviderCall =
  | { readonly method: 'load' }
  | { readonly method: 'mountCardForm'; readonly clientSecret: string }
  | { readonly method: 'confirm'; readonly clientSecret: string; readonly card: CardDetails | null }
  | { readonly method: 'authenticate'; readonly clientSecret: string; readonly approve: boolean };

/**
 * The card provider with scripted answers. Unscripted, it behaves like the local provider in Stripe's test mode: the
 * test card numbers decide confirm (succeeds, declined, 3-D Secure), and authenticate succeeds when approved.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly calls: PaymentProviderCall[] = [];
  scriptState: PaymentScriptState = 'notLoaded';
  /** What load() ends in. */
  loadResult: PaymentScriptState = 'loaded';
  /** Answers of confirm(), used in order before the test-card behaviour. */
  readonly confirmResults: CardPaymentResult[] = [];
  /** Answers of authenticate(), used in order before the approve/decline behaviour. */
  readonly authenticateResults: CardPaymentResult[] = [];
  private readonly confirmHolds: Promise<void>[] = [];

  constructor(
    readonly kind: 'local' | 'stripe' = 'local',
    readonly usesOwnCardFields = kind === 'local',
  ) {}

  scriptConfirm(...results: CardPaymentResult[]): this {
    this.confirmResults.push(...results);
    return this;
  }

  scriptAuthenticate(...results: CardPaymentResult[]): this {
    this.authenticateResults.push(...results);
    return this;
  }

  /** The next confirm() waits until the returned function is called. */
  holdConfirm(): () => void {
    let release!: () => void;
    this.confirmHolds.push(new Promise<void>((resolve) => (release = resolve)));
    return release;
  }

  callsOf<M extends PaymentProviderCall['method']>(method: M): Extract<PaymentProviderCall, { method: M }>[] {
    return this.calls.filter((c): c is Extract<PaymentProviderCall, { method: M }> => c.method === method);
  }

  async load(): Promise<PaymentScriptState> {
    this.calls.push({ method: 'load' });
    this.scriptState = this.loadResult;
    return this.scriptState;
  }

  async mountCardForm(_element: unknown, clientSecret: string): Promise<void> {
    this.calls.push({ method: 'mountCardForm', clientSecret });
  }

  async confirm(clientSecret: string, card: CardDetails | null): Promise<CardPaymentResult> {
    this.calls.push({ method: 'confirm', clientSecret, card });
    const gate = this.confirmHolds.shift();
    if (gate) await gate;
    const scripted = this.confirmResults.shift();
    if (scripted) return scripted;
    switch (card?.number.replace(/\s+/g, '')) {
      case TEST_CARDS.succeeds:
        return { status: 'succeeded' };
      case TEST_CARDS.requiresAuthentication:
        return { status: 'requires_action' };
      default:
        return { status: 'declined', message: 'Your card was declined.' };
    }
  }

  async authenticate(clientSecret: string, approve: boolean): Promise<CardPaymentResult> {
    this.calls.push({ method: 'authenticate', clientSecret, approve });
    return this.authenticateResults.shift() ?? (approve ? { status: 'succeeded' } : { status: 'declined', message: 'The authentication failed.' });
  }
}
