import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import type {
  BookingSuccess,
  CheckoutActivity,
  CheckoutInsurances,
  CheckoutSession,
  CheckoutTracking,
  DownPayment,
  OptionalExtrasResponse,
  PaymentStart,
  PriceDetails,
  RentalTypeResponse,
} from '../../contract/checkout';
import { fakeFetch, httpClient, queryOf } from '../../../tests/fakes/search';
import { HttpCheckoutGateway } from './http-checkout-gateway';

// Answers shaped as the server sends them (server/routes/checkout.ts, server/routes/payments.ts).
const session: CheckoutSession = {
  hash: 'h1',
  status: 'requested',
  bookingId: null,
  isActivity: false,
  isEligibleDownPayment: true,
  urlBackButton: '/en/boat-rental/101',
  captainType: 'Without captain',
  clientSecret: null,
  countryCode: 'FR',
  promoCode: null,
  createdAt: '2025-06-01T10:00:00Z',
  expiresAt: '2025-06-02T10:00:00Z',
  isDirect: true,
  isNewAttemptAtPayment: false,
  tenantEmail: 'ann@example.com',
  cancellationPolicy: { name: 'Flexible', refundPercentage: 100, refundDaysBefore: 2, balancePaymentDays: 30 },
  responseBefore: null,
  languageCode: 'en',
  booking: { startAt: '2025-07-05', endAt: '2025-07-08', numberOfPeople: 4 },
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
  owner: { name: 'Paul', image: null, isSuperOwner: true, isPro: false },
  localization: { address: 'Quai du Port', city: 'Marseille', harbor: 'Vieux-Port' },
};

const activity: CheckoutActivity = {
  id: 7,
  title: 'Sunset sail',
  description: 'Two hours at sea',
  coverUrl: '/media/activities/7.svg',
  durationHours: 2,
  localization: { address: 'Quai du Port', city: 'Marseille' },
  slot: { date: '2025-07-05', timeOfDay: 'evening' },
  numberOfPeople: 2,
};

const price: PriceDetails = {
  currency: 'EUR',
  lines: [{ kind: 'rental', label: '', amount: 75_000, payAt: 'online', quantity: 3 }],
  extras: 0,
  fees: 5_000,
  rentalGross: 75_000,
  promoCodeAmount: 0,
  insurances: 0,
  total: 80_000,
  online: 80_000,
  harborAmount: 0,
  discountAmount: 0,
  discountPercentage: 0,
  balancePaymentAmount: 0,
  checkoutPaymentAmount: 80_000,
  downPaymentAmount: 0,
  activityPrice: 0,
  activityFuelPrice: 0,
  activitySkipperPrice: 0,
  activityIsAllInclusive: false,
  activityIsSkipperPaidAtHarbor: false,
};

const offer = (selected = false) => ({ available: true, selected, price: 2_500, title: 'Cover', description: 'What it covers' });
const insurances: CheckoutInsurances = { cabWeather: offer(), damageWaiver: offer(true), assistanceInsurance: offer(), multiriskInsurance: offer() };

const rentalType: RentalTypeResponse = {
  rentalType: {
    polymorphExtraId: 'skipper-101',
    name: 'Skipper',
    crewNumber: 1,
    isIncluded: false,
    isMandatory: false,
    licenceRequired: false,
    price: 20_000,
    priceByDay: true,
    priceType: 'perDay',
    localizedPrice: '€200.00',
    isPayInHarbour: false,
    wantedQuantity: 0,
  },
};

const extras: OptionalExtrasResponse = {
  extras: [
    {
      polymorphExtraId: 'extra-9',
      productExtraId: 9,
      name: 'Paddle board',
      description: 'One board',
      priceType: 'perBooking',
      price: 3_000,
      isIncluded: false,
      isMandatory: false,
      isPayInHarbour: true,
      quantity: 0,
    },
  ],
};

const tracking: CheckoutTracking = {
  productId: 101,
  productName: 'Bavaria Cruiser 46',
  category: 'Sailboat',
  currency: 'EUR',
  price: 80_000,
  transactionId: null,
  optionalExtras: [],
  insurances: [{ id: 'damageWaiver', price: 2_500, benefit: 'Cover', extra: false }],
};

const success: BookingSuccess = {
  bookingId: 55,
  reference: 'SW-000055',
  status: 'paid',
  isDirect: true,
  isActivity: false,
  productName: 'Bavaria Cruiser 46',
  startAt: '2025-07-05',
  endAt: '2025-07-08',
  amountPaid: 80_000,
  balancePaymentAmount: 0,
  balancePaymentDate: null,
  harborAmount: 0,
  responseBefore: null,
  tenantEmail: 'ann@example.com',
  urlBookingDetails: '/en/bookings/55',
  urlConversation: '/en/conversations/55',
};

const downPayment: DownPayment = { isEligible: true, isSelected: false, percentage: 30, balancePaymentDate: '2025-06-05' };
const paymentStart: PaymentStart = { provider: 'local', clientSecret: 'pi_1_secret_2', amount: 80_000, currency: 'EUR' };

const BASE = '/api/v6';

describe('HttpCheckoutGateway', () => {
  it('reads every part of the session with GET on its path, decoded with the contract', async () => {
    const { fetch, requests } = fakeFetch({
      [`GET ${BASE}/checkout/h1`]: { body: session },
      [`GET ${BASE}/checkout/h1/activity`]: { body: activity },
      [`GET ${BASE}/checkout/h1/price`]: { body: price },
      [`GET ${BASE}/ps/h1/insurances`]: { body: insurances },
      [`GET ${BASE}/checkout/h1/extra/rental-type`]: { body: rentalType },
      [`GET ${BASE}/checkout/h1/extras`]: { body: extras },
      [`GET ${BASE}/checkout/h1/tracking`]: { body: tracking },
      [`GET ${BASE}/checkout/h1/tracking/55`]: { body: { ...tracking, transactionId: 'SW-000055' } },
      [`GET ${BASE}/checkout/h1/success`]: { body: success },
      [`GET ${BASE}/checkout/h1/down-payment`]: { body: downPayment },
    });
    const gateway = new HttpCheckoutGateway(httpClient(fetch));
    expect(await gateway.session('h1')).toEqual({ _tag: 'Right', right: session });
    expect(await gateway.activity('h1')).toEqual({ _tag: 'Right', right: activity });
    expect(await gateway.price('h1')).toEqual({ _tag: 'Right', right: price });
    expect(await gateway.insurances('h1')).toEqual({ _tag: 'Right', right: insurances });
    expect(await gateway.rentalType('h1')).toEqual({ _tag: 'Right', right: rentalType });
    expect(await gateway.extras('h1')).toEqual({ _tag: 'Right', right: extras });
    expect(await gateway.tracking('h1')).toEqual({ _tag: 'Right', right: tracking });
    expect(await gateway.purchaseTracking('h1', 55)).toEqual({ _tag: 'Right', right: { ...tracking, transactionId: 'SW-000055' } });
    expect(await gateway.success('h1')).toEqual({ _tag: 'Right', right: success });
    expect(await gateway.downPayment('h1')).toEqual({ _tag: 'Right', right: downPayment });
    expect(requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      `GET ${BASE}/checkout/h1`,
      `GET ${BASE}/checkout/h1/activity`,
      `GET ${BASE}/checkout/h1/price`,
      `GET ${BASE}/ps/h1/insurances`,
      `GET ${BASE}/checkout/h1/extra/rental-type`,
      `GET ${BASE}/checkout/h1/extras`,
      `GET ${BASE}/checkout/h1/tracking`,
      `GET ${BASE}/checkout/h1/tracking/55`,
      `GET ${BASE}/checkout/h1/success`,
      `GET ${BASE}/checkout/h1/down-payment`,
    ]);
    // Every request carries the language (spec section 7) and GETs send no body.
    for (const request of requests) {
      expect(queryOf(request.url)).toEqual([['_locale', 'fr']]);
      expect(request.body).toBeUndefined();
    }
  });

  it('sends each change with PUT and its body, with the anti-forgery header', async () => {
    const { fetch, requests } = fakeFetch({
      [`PUT ${BASE}/ps/h1/insurances/selected`]: { body: insurances },
      [`PUT ${BASE}/checkout/h1/promo-code`]: { body: { promoCode: 'SUMMER' } },
      [`PUT ${BASE}/checkout/h1/down-payment/selected`]: { body: { ...downPayment, isSelected: true } },
      [`PUT ${BASE}/checkout/h1/extra/selected`]: { body: { polymorphExtraId: 'skipper-101', isSelected: true } },
    });
    const gateway = new HttpCheckoutGateway(httpClient(fetch));
    const selection = { cabWeather: false, assistanceInsurance: true, multiriskInsurance: false, damageWaiver: true };
    expect(await gateway.selectInsurances('h1', selection)).toEqual({ _tag: 'Right', right: insurances });
    expect(await gateway.applyPromoCode('h1', 'SUMMER')).toEqual({ _tag: 'Right', right: { promoCode: 'SUMMER' } });
    expect(await gateway.selectDownPayment('h1', true)).toEqual({ _tag: 'Right', right: { ...downPayment, isSelected: true } });
    expect(await gateway.selectExtra('h1', { polymorphExtraId: 'skipper-101', isSelected: true })).toEqual({
      _tag: 'Right',
      right: { polymorphExtraId: 'skipper-101', isSelected: true },
    });
    expect(requests.map(({ method, url, body }) => ({ method, path: url.split('?')[0], body }))).toEqual([
      { method: 'PUT', path: `${BASE}/ps/h1/insurances/selected`, body: selection },
      { method: 'PUT', path: `${BASE}/checkout/h1/promo-code`, body: { promoCode: 'SUMMER' } },
      { method: 'PUT', path: `${BASE}/checkout/h1/down-payment/selected`, body: { isSelected: true } },
      { method: 'PUT', path: `${BASE}/checkout/h1/extra/selected`, body: { polymorphExtraId: 'skipper-101', isSelected: true } },
    ]);
    for (const request of requests) expect(request.headers['X-XSRF-TOKEN']).toBe('tok');
  });

  it('sends only the contract fields of a body, never extra properties', async () => {
    const { fetch, requests } = fakeFetch({
      [`PUT ${BASE}/ps/h1/insurances/selected`]: { body: insurances },
      [`PUT ${BASE}/checkout/h1/extra/selected`]: { body: { polymorphExtraId: 'extra-9', isSelected: false } },
    });
    const gateway = new HttpCheckoutGateway(httpClient(fetch));
    const selection = { cabWeather: true, assistanceInsurance: false, multiriskInsurance: true, damageWaiver: false, touched: true };
    await gateway.selectInsurances('h1', selection);
    const extra = { polymorphExtraId: 'extra-9', isSelected: false, price: 3_000 };
    await gateway.selectExtra('h1', extra);
    expect(requests[0]!.body).toEqual({ cabWeather: true, assistanceInsurance: false, multiriskInsurance: true, damageWaiver: false });
    expect(requests[1]!.body).toEqual({ polymorphExtraId: 'extra-9', isSelected: false });
  });

  it('starts the card payment with POST and no body', async () => {
    const { fetch, requests } = fakeFetch({ [`POST ${BASE}/checkout/h1/payment`]: { body: paymentStart } });
    const result = await new HttpCheckoutGateway(httpClient(fetch)).startPayment('h1');
    expect(result).toEqual({ _tag: 'Right', right: paymentStart });
    expect(requests[0]).toMatchObject({ method: 'POST', body: undefined, url: `${BASE}/checkout/h1/payment?_locale=fr` });
  });

  it('escapes the hash (and nothing else) in the path', async () => {
    const { fetch, requests } = fakeFetch({});
    const gateway = new HttpCheckoutGateway(httpClient(fetch));
    await gateway.session('a/b?c#d');
    await gateway.insurances('../x');
    await gateway.selectDownPayment('a b', false);
    expect(requests.map((r) => r.url.split('?')[0])).toEqual([
      `${BASE}/checkout/a%2Fb%3Fc%23d`,
      `${BASE}/ps/..%2Fx/insurances`,
      `${BASE}/checkout/a%20b/down-payment/selected`,
    ]);
  });

  it('a malformed answer is a decode failure, not a crash', async () => {
    const { fetch } = fakeFetch({
      [`GET ${BASE}/checkout/h1`]: { body: { ...session, status: 'sunk' } },
      [`GET ${BASE}/checkout/h1/price`]: { body: { ...price, total: '800.00' } },
      [`GET ${BASE}/checkout/h1/extra/rental-type`]: { body: { rentalType: { ...rentalType.rentalType, wantedQuantity: 2 } } },
      [`POST ${BASE}/checkout/h1/payment`]: { body: { ...paymentStart, currency: 'USD' } },
      [`GET ${BASE}/checkout/h1/extras`]: { body: 'not json' },
    });
    const gateway = new HttpCheckoutGateway(httpClient(fetch));
    for (const result of [
      await gateway.session('h1'),
      await gateway.price('h1'),
      await gateway.rentalType('h1'),
      await gateway.startPayment('h1'),
      await gateway.extras('h1'),
    ]) {
      expect(isLeft(result) && result.left.kind).toBe('decode');
    }
    const session_ = await gateway.session('h1');
    expect(isLeft(session_) && session_.left).toMatchObject({ kind: 'decode', path: '/checkout/h1' });
  });

  it('an HTTP error is an http failure with its status and body', async () => {
    const conflict = { error: 'already_paid', message: 'This booking is already paid.' };
    const { fetch } = fakeFetch({
      [`POST ${BASE}/checkout/h1/payment`]: { status: 409, body: conflict },
      [`PUT ${BASE}/checkout/h1/promo-code`]: { status: 400, body: { error: 'promo_code_unknown' } },
    });
    const gateway = new HttpCheckoutGateway(httpClient(fetch));
    expect(await gateway.startPayment('h1')).toMatchObject({
      _tag: 'Left',
      left: { kind: 'http', status: 409, body: conflict, path: '/checkout/h1/payment' },
    });
    expect(await gateway.applyPromoCode('h1', 'NOPE')).toMatchObject({ _tag: 'Left', left: { kind: 'http', status: 400, body: { error: 'promo_code_unknown' } } });
    expect(await gateway.success('h1')).toMatchObject({ _tag: 'Left', left: { kind: 'http', status: 404 } });
  });

  it('a network error is a network failure', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const result = await new HttpCheckoutGateway(httpClient(fetch)).price('h1');
    expect(isRight(result)).toBe(false);
    expect(result).toEqual({ _tag: 'Left', left: { kind: 'network', path: '/checkout/h1/price', message: 'Failed to fetch' } });
  });
});
