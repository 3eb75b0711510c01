import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import type { Type } from 'io-ts';
import { sql } from 'kysely';
import {
  AccountBookings,
  AccountFavourites,
  BalancePayment,
  BalancePaymentSuccess,
  BookingDetail,
  CancellationResult,
  ModificationRequested,
  PostBookingCart,
  PostBookingInit,
  PostBookingInsurances,
  type BookingSummary,
} from '../../src/contract/bookings';
import { PaymentStart, TEST_CARDS, type BookingStatus, type LocalPaymentResult } from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import { cancellationRefund } from '../../src/domain/booking/after-booking';
import { balancePaymentDate } from '../../src/domain/checkout/pricing';
import type { PaymentKind } from '../../server/db/schema';
import { CANCELLATION_POLICIES, type CancellationPolicyName } from '../../server/checkout/cancellation-policies';
import { loadCheckoutPrice } from '../../server/checkout/checkout-price';
import { signedInClient, startTestServer, type ApiClient, type TestServer } from './harness';
import { TEST_NOW } from './settings';
import { EMAIL_TEXTS, fill } from '../../server/emails/email-texts';

/**
 * After the booking (issue [5]): the account's bookings and favourites, a booking's page, the balance payment,
 * insurance bought after booking, cancellation and change requests, through the real server and the local provider.
 */

let t: TestServer;
let tenant: ApiClient;
let third: ApiClient;
let another: ApiClient;
let tenantId: number;
const db = () => t.server.database.db;

const TODAY = TEST_NOW.toISOString().slice(0, 10);
/** Far enough ahead for a down payment under every policy (Strict: the balance is due 14 days before). */
const DATES = { startDate: '2026-09-07', endDate: '2026-09-10' };
const TENANT_EMAIL = 'tenant@demo.seaway.test';

type InsuranceOffered = 'cabWeather' | 'damageWaiver' | 'assistanceInsurance' | 'multiriskInsurance';
interface CandidateBoat {
  readonly id: number;
  readonly ownerId: number;
  readonly instant: boolean;
  readonly policy: CancellationPolicyName;
  readonly offers: readonly InsuranceOffered[];
}

/** Boats free around the test dates and not the tenant's; each handed to one test only. */
let candidates: CandidateBoat[] = [];
const takeBoat = (wanted: (boat: CandidateBoat) => boolean): CandidateBoat => {
  const boat = candidates.find(wanted);
  if (!boat) throw new Error('no matching free boat left in the demo data');
  candidates = candidates.filter((b) => b.id !== boat.id);
  return boat;
};
const requestBoat = (b: CandidateBoat) => !b.instant;

const newUser = async (email: string): Promise<number> =>
  (
    await db()
      .insertInto('users')
      .values({ email, first_name: 'Paula', last_name: 'Other', roles: ['tenant'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const signedIn = (userId: number): Promise<ApiClient> => signedInClient(t, userId);

beforeAll(async () => {
  t = await startTestServer();
  tenantId = (await db().selectFrom('users').select('id').where('email', '=', TENANT_EMAIL).executeTakeFirstOrThrow()).id;
  tenant = await signedIn(tenantId);
  third = await signedIn(await newUser('third.party@example.test'));
  another = await signedIn(await newUser('another.tenant@example.test'));
  const { rows } = await sql<{ id: number; owner_id: number; instant_booking: boolean; cancellation_policy: CancellationPolicyName; offers: InsuranceOffered[] }>`
    select b.id, b.owner_id, b.instant_booking, b.cancellation_policy,
      coalesce((select array_agg(o.name order by o.name) from insurance_offers o where o.boat_id = b.id), '{}') as offers
    from boats b
    where b.owner_id <> ${tenantId}::int and b.deposit > 0 and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= '2026-09-20'::date and u.end_date >= '2026-09-01'::date)
    order by b.id limit 400`.execute(db());
  candidates = rows.map((r) => ({ id: r.id, ownerId: r.owner_id, instant: r.instant_booking, policy: r.cancellation_policy, offers: r.offers }));
});
afterAll(async () => {
  await t?.close();
});

const decodes = <A>(codec: Type<A, unknown>, value: unknown): boolean => isRight(codec.decode(value));
const reference = (id: number) => `SW-${String(id).padStart(6, '0')}`;
const card = (clientSecret: string) => ({ clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
const confirm = (clientSecret: string, client = tenant) => client.post<LocalPaymentResult & { error?: string }>('/api/v6/payments/local/confirm', card(clientSecret));
const statusOf = async (id: number): Promise<BookingStatus> =>
  (await db().selectFrom('booking_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const setStatus = (id: number, status: BookingStatus) => db().updateTable('booking_requests').set({ status }).where('id', '=', id).execute();
const succeededPayments = (id: number, kind: PaymentKind) =>
  db().selectFrom('payments').selectAll().where('booking_request_id', '=', id).where('kind', '=', kind).where('status', '=', 'succeeded').execute();
/** The cancellation email's subject in every language (each party is written to in their own). */
const cancelledSubjects = (id: number): Set<string> => new Set(Object.values(EMAIL_TEXTS).map((t) => fill(t.cancelled.subject, { reference: reference(id) })));
const emailsAbout = async (id: number) =>
  (await db().selectFrom('email_outbox').select(['recipient', 'subject', 'text']).execute()).filter((e) => e.text.includes(reference(id)));
const ownerEmailOf = async (ownerId: number) => (await db().selectFrom('users').select('email').where('id', '=', ownerId).executeTakeFirstOrThrow()).email;

interface PaidBooking {
  readonly id: number;
  readonly hash: string;
  readonly boat: CandidateBoat;
  /** EUR cents charged at checkout. */
  readonly charged: number;
}

/** An unpaid checkout session of the tenant for the boat. */
const openSession = async (boat: CandidateBoat, client = tenant): Promise<{ id: number; hash: string }> => {
  const r = await client.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, DATES);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const row = await db().selectFrom('booking_requests').select('id').where('hash', '=', r.body.hash).executeTakeFirstOrThrow();
  return { id: row.id, hash: r.body.hash };
};

/**
 * A booking paid by the tenant with 4242 (no insurance chosen): instant boats become paid, the others awaitingOwner.
 * With `downPayment`, only the down payment is charged and the balance stays due.
 */
const payBooking = async (
  kind: 'instant' | 'request',
  options: { readonly downPayment?: boolean; readonly boat?: (b: CandidateBoat) => boolean } = {},
): Promise<PaidBooking> => {
  const boat = takeBoat((b) => (kind === 'instant' ? b.instant : !b.instant) && (options.boat?.(b) ?? true));
  const { id, hash } = await openSession(boat);
  if (options.downPayment) {
    const chosen = await tenant.put(`/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: true });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  }
  const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${hash}/payment`);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect((await confirm(start.body.clientSecret)).body).toEqual({ status: 'succeeded' });
  expect(await statusOf(id)).toBe(kind === 'instant' ? 'paid' : 'awaitingOwner');
  return { id, hash, boat, charged: start.body.amount };
};

const detailOf = (id: number, client = tenant) => client.get<BookingDetail & ApiErrorBody>(`/api/v6/bookings/${id}`);
const accountBookings = async (client: ApiClient): Promise<AccountBookings> => {
  const r = await client.get<AccountBookings>('/api/v6/account/bookings');
  expect(r.status).toBe(200);
  expect(decodes(AccountBookings, r.body), JSON.stringify(r.body)).toBe(true);
  return r.body;
};
const allOf = (list: AccountBookings): BookingSummary[] => [...list.upcoming, ...list.past];

describe('GET /account/bookings', () => {
  it('lists a paid booking for its tenant and its owner, never an unpaid session nor for anyone else', async () => {
    const booking = await payBooking('request', { downPayment: true });
    const unpaid = await openSession(takeBoat(requestBoat));
    const price = await loadCheckoutPrice(db(), booking.hash);
    expect(price?.balancePaymentAmount).toBeGreaterThan(0);
    expect(booking.charged).toBe(price?.downPaymentAmount);

    const awaiting = (await accountBookings(tenant)).upcoming.find((b) => b.id === booking.id);
    expect(awaiting).toMatchObject({ status: 'awaitingOwner', myRole: 'tenant', reference: reference(booking.id), startDate: DATES.startDate, endDate: DATES.endDate });
    // The owner has not accepted yet: the balance cannot be paid.
    expect(awaiting?.actions.payBalance).toBe(false);

    await setStatus(booking.id, 'confirmed');
    const list = await accountBookings(tenant);
    const mine = list.upcoming.find((b) => b.id === booking.id);
    expect(mine).toMatchObject({
      status: 'confirmed',
      myRole: 'tenant',
      amountPaid: booking.charged,
      amountDue: price?.balancePaymentAmount,
      balancePaymentDate: balancePaymentDate(DATES.startDate, CANCELLATION_POLICIES[booking.boat.policy].balancePaymentDays),
      product: { kind: 'boat', id: booking.boat.id },
    });
    expect(mine?.actions).toMatchObject({ payBalance: true, cancel: true, modify: true });
    expect(mine?.conversation).toEqual({ hash: expect.any(String), ish: `booking-${booking.id}` });
    expect(list.past.some((b) => b.id === booking.id)).toBe(false);
    expect(allOf(list).some((b) => b.id === unpaid.id)).toBe(false);

    const owner = await signedIn(booking.boat.ownerId);
    const theirs = (await accountBookings(owner)).upcoming.find((b) => b.id === booking.id);
    expect(theirs).toMatchObject({ myRole: 'owner', status: 'confirmed', amountDue: price?.balancePaymentAmount });
    expect(theirs?.actions).toMatchObject({ payBalance: false, modify: false, addInsurance: false });

    const others = allOf(await accountBookings(third)).map((b) => b.id);
    expect(others).not.toContain(booking.id);
    expect(others).not.toContain(unpaid.id);
    expect((await t.client.get('/api/v6/account/bookings')).status).toBe(401);
  });
});

describe('GET /bookings/{id}', () => {
  it('answers the tenant and the owner, 404 for anyone else, 401 for a visitor', async () => {
    const booking = await payBooking('instant');
    const policy = CANCELLATION_POLICIES[booking.boat.policy];

    const r = await detailOf(booking.id);
    expect(r.status).toBe(200);
    expect(decodes(BookingDetail, r.body), JSON.stringify(r.body)).toBe(true);
    const price = await loadCheckoutPrice(db(), booking.hash);
    expect(r.body.price).toMatchObject({ online: price?.online, checkoutPaymentAmount: booking.charged, balancePaymentAmount: 0 });
    expect(r.body.payments).toEqual([{ kind: 'checkout', amount: booking.charged, at: expect.any(String) }]);
    expect(r.body.cancellationPolicy).toEqual(policy);
    const refund = cancellationRefund({ status: 'paid', startDate: DATES.startDate, today: TODAY, cancelledBy: 'tenant', policy, paidOnline: booking.charged });
    expect(refund.ok).toBe(true);
    expect(r.body.refundIfCancelledToday).toBe(refund.ok ? refund.refund : null);
    expect(r.body).toMatchObject({ id: booking.id, status: 'paid', myRole: 'tenant', amountPaid: booking.charged, amountDue: 0, balancePaymentDate: null, refunded: 0, cancelledAt: null, modification: null, tenantEmail: TENANT_EMAIL });
    expect(r.body.otherParty.role).toBe('owner');
    expect(r.body.insurances).toEqual([]);

    const owner = await detailOf(booking.id, await signedIn(booking.boat.ownerId));
    expect(owner.status).toBe(200);
    expect(decodes(BookingDetail, owner.body)).toBe(true);
    expect(owner.body).toMatchObject({ myRole: 'owner', otherParty: { role: 'tenant', firstName: 'Tessa' }, payments: r.body.payments });
    // The owner cancelling pays everything back.
    expect(owner.body.refundIfCancelledToday).toBe(booking.charged);

    expect((await detailOf(booking.id, third)).status).toBe(404);
    expect((await t.client.get(`/api/v6/bookings/${booking.id}`)).status).toBe(401);
    expect((await tenant.get('/api/v6/bookings/abc')).status).toBe(404);
    expect((await tenant.get('/api/v6/bookings/99999999')).status).toBe(404);
  });
});

describe('balance payment', () => {
  const balanceView = (id: number, client = tenant) => client.get<BalancePayment & ApiErrorBody>(`/api/v6/balance-payment/${id}`);
  const startBalance = (id: number, client = tenant) => client.post<PaymentStart & ApiErrorBody>(`/api/v6/balance-payment/${id}/payment`);

  it('is paid once by the tenant: view, start, confirm, success; repeats neither charge nor start again', async () => {
    const booking = await payBooking('instant', { downPayment: true });
    const price = await loadCheckoutPrice(db(), booking.hash);
    const due = price?.balancePaymentAmount ?? 0;
    expect(due).toBeGreaterThan(0);
    const owner = await signedIn(booking.boat.ownerId);

    const view = await balanceView(booking.id);
    expect(view.status).toBe(200);
    expect(decodes(BalancePayment, view.body), JSON.stringify(view.body)).toBe(true);
    expect(view.body).toMatchObject({
      booking: { id: booking.id, reference: reference(booking.id), status: 'paid', startAt: DATES.startDate, endAt: DATES.endDate },
      amountDue: due,
      isPaid: false,
      clientSecret: null,
      tenantEmail: TENANT_EMAIL,
      downPayment: { downPaymentDate: TODAY, balancePaymentDate: balancePaymentDate(DATES.startDate, CANCELLATION_POLICIES[booking.boat.policy].balancePaymentDays) },
    });
    expect(view.body.priceDetails).toMatchObject({ balancePaymentAmount: due, downPaymentAmount: booking.charged });
    const summary = (await accountBookings(tenant)).upcoming.find((b) => b.id === booking.id);
    expect(summary).toMatchObject({ status: 'paid', amountPaid: booking.charged, amountDue: due, actions: { payBalance: true } });
    expect((await balanceView(booking.id, owner)).status).toBe(404);
    expect((await balanceView(booking.id, third)).status).toBe(404);
    expect((await t.client.get(`/api/v6/balance-payment/${booking.id}`)).status).toBe(401);
    expect((await tenant.get(`/api/v6/balance-payment/${booking.id}/success`)).status).toBe(404);
    expect((await startBalance(booking.id, owner)).status).toBe(404);
    expect((await startBalance(booking.id, third)).status).toBe(404);
    expect((await t.client.post(`/api/v6/balance-payment/${booking.id}/payment`)).status).toBe(401);

    const start = await startBalance(booking.id);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(decodes(PaymentStart, start.body)).toBe(true);
    expect(start.body).toMatchObject({ amount: due, currency: 'EUR' });
    expect((await startBalance(booking.id)).body.clientSecret).toBe(start.body.clientSecret);
    expect((await balanceView(booking.id)).body.clientSecret).toBe(start.body.clientSecret);
    // Someone else's card cannot pay it.
    expect((await confirm(start.body.clientSecret, third)).status).toBe(404);

    expect((await confirm(start.body.clientSecret)).body).toEqual({ status: 'succeeded' });
    const detail = await detailOf(booking.id);
    expect(detail.body).toMatchObject({ amountDue: 0, amountPaid: booking.charged + due, balancePaymentDate: null });
    expect(detail.body.actions.payBalance).toBe(false);
    expect(detail.body.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['checkout', booking.charged],
      ['balance', due],
    ]);
    const paidView = await balanceView(booking.id);
    expect(paidView.body).toMatchObject({ amountDue: 0, isPaid: true, clientSecret: null });

    const success = await tenant.get<BalancePaymentSuccess>(`/api/v6/balance-payment/${booking.id}/success`);
    expect(success.status).toBe(200);
    expect(decodes(BalancePaymentSuccess, success.body)).toBe(true);
    expect(success.body).toMatchObject({ bookingId: booking.id, amountPaid: due, reference: reference(booking.id), bankTransferInfo: null });
    expect(success.body.urlBookingDetails).toContain(`/booking/${booking.id}/detail`);
    expect((await owner.get(`/api/v6/balance-payment/${booking.id}/success`)).status).toBe(404);

    const again = await startBalance(booking.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_paid');
    expect((await confirm(start.body.clientSecret)).body).toEqual({ status: 'succeeded' });
    expect(await succeededPayments(booking.id, 'balance')).toHaveLength(1);
    expect((await emailsAbout(booking.id)).filter((e) => e.subject === `Payment received for booking ${reference(booking.id)}`)).toHaveLength(1);
  });

  it('parallel confirmations charge the balance once', async () => {
    const booking = await payBooking('request', { downPayment: true });
    await setStatus(booking.id, 'confirmed');
    const start = await startBalance(booking.id);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const answers = await Promise.all([confirm(start.body.clientSecret), confirm(start.body.clientSecret), confirm(start.body.clientSecret)]);
    expect(answers.map((a) => a.body.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const rows = await db().selectFrom('payments').selectAll().where('booking_request_id', '=', booking.id).where('kind', '=', 'balance').execute();
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(rows.filter((r) => r.refund_needed)).toHaveLength(0);
    expect((await detailOf(booking.id)).body.amountDue).toBe(0);
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it('a booking paid in full has nothing to pay (409 nothing_to_pay)', async () => {
    const booking = await payBooking('instant');
    const r = await startBalance(booking.id);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('nothing_to_pay');
    const view = await balanceView(booking.id);
    expect(view.body).toMatchObject({ amountDue: 0, isPaid: false });
    expect(view.body.downPayment.balancePaymentDate).toBeNull();
  });

  it('a request the owner has not accepted yet cannot pay its balance (409 balance_not_payable)', async () => {
    const booking = await payBooking('request', { downPayment: true });
    const r = await startBalance(booking.id);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('balance_not_payable');
    expect(await db().selectFrom('payments').select('id').where('booking_request_id', '=', booking.id).where('kind', '=', 'balance').execute()).toHaveLength(0);
  });
});

describe('insurance bought after booking', () => {
  const init = (bookingId: number, client = tenant) => client.get<PostBookingInit & ApiErrorBody>(`/api/v6/post-booking/${bookingId}/init`);
  const insurances = (bookingId: number, cartId: number, client = tenant) =>
    client.get<PostBookingInsurances & ApiErrorBody>(`/api/v6/post-booking/${bookingId}/cart/${cartId}/insurances`);
  const cart = (cartId: number, client = tenant) => client.get<PostBookingCart & ApiErrorBody>(`/api/v6/post-booking/cart/${cartId}`);
  const select = (cartId: number, items: Array<{ name: string; selected: boolean }>, client = tenant) =>
    client.put<PostBookingInsurances & ApiErrorBody>(`/api/v6/post-booking/${cartId}/insurances/selected`, { items });
  const purchaseInit = (bookingId: number, cartId: number, client = tenant) =>
    client.get<PostBookingInit & ApiErrorBody>(`/api/v6/post-booking/${bookingId}/purchase/${cartId}/init`);
  const startPurchase = (bookingId: number, cartId: number, client = tenant) =>
    client.post<PaymentStart & ApiErrorBody>(`/api/v6/post-booking/${bookingId}/purchase/${cartId}/payment`);
  /** Offers weather cover and the damage waiver, not assistance (so one insurance is never available). */
  const coverBoat = (b: CandidateBoat) => b.offers.includes('cabWeather') && b.offers.includes('damageWaiver') && !b.offers.includes('assistanceInsurance');

  it('buys an offered insurance once: cart, selection, purchase, payment; a new cart no longer offers it', async () => {
    const booking = await payBooking('instant', { boat: coverBoat });
    const first = await init(booking.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(decodes(PostBookingInit, first.body), JSON.stringify(first.body)).toBe(true);
    expect(first.body).toMatchObject({ bookingId: booking.id, reference: reference(booking.id), isEligible: true, notEligibleReason: null, clientSecret: null });
    const cartId = first.body.cartId;
    expect((await init(booking.id)).body.cartId).toBe(cartId);
    expect((await detailOf(booking.id)).body.actions.addInsurance).toBe(true);

    const offered = await insurances(booking.id, cartId);
    expect(offered.status).toBe(200);
    expect(decodes(PostBookingInsurances, offered.body)).toBe(true);
    expect(offered.body.insurances.map((i) => i.name).sort()).toEqual(['cabWeather', 'damageWaiver']);
    expect(offered.body.insurances.every((i) => !i.selected && !i.alreadyBought && i.price > 0)).toBe(true);
    const weather = offered.body.insurances.find((i) => i.name === 'cabWeather');

    const chosen = await select(cartId, [{ name: 'cabWeather', selected: true }]);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.insurances.find((i) => i.name === 'cabWeather')?.selected).toBe(true);
    const withItem = await cart(cartId);
    expect(withItem.status).toBe(200);
    expect(decodes(PostBookingCart, withItem.body)).toBe(true);
    expect(withItem.body).toMatchObject({ cartId, status: 'open', items: [{ name: 'cabWeather', amount: weather?.price }], totalAmount: weather?.price });
    expect(withItem.body.totalAmount).toBeGreaterThan(0);

    const refused = await select(cartId, [{ name: 'damageWaiver', selected: true }, { name: 'assistance', selected: true }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('insurance_not_available');
    expect((await cart(cartId)).body).toEqual(withItem.body);

    const purchase = await purchaseInit(booking.id, cartId);
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(200);
    expect(purchase.body).toMatchObject({ cartId, isEligible: true, paymentUrl: expect.stringContaining(`/post-booking/${booking.id}/purchase/${cartId}`) });
    const start = await startPurchase(booking.id, cartId);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.body.amount).toBe(weather?.price);
    expect((await startPurchase(booking.id, cartId)).body.clientSecret).toBe(start.body.clientSecret);
    expect((await purchaseInit(booking.id, cartId)).body.clientSecret).toBe(start.body.clientSecret);
    expect((await confirm(start.body.clientSecret)).body).toEqual({ status: 'succeeded' });
    expect((await confirm(start.body.clientSecret)).body).toEqual({ status: 'succeeded' });

    const detail = await detailOf(booking.id);
    expect(detail.body.insurances.map((i) => i.name)).toEqual(['cabWeather']);
    expect(detail.body.payments.map((p) => p.kind)).toEqual(['checkout', 'postBooking']);
    expect(detail.body.amountPaid).toBe(booking.charged + (weather?.price ?? 0));
    const paid = await cart(cartId);
    expect(paid.body).toMatchObject({ status: 'paid', items: [{ name: 'cabWeather', amount: weather?.price }] });
    const rows = await db().selectFrom('payments').selectAll().where('post_booking_cart_id', '=', cartId).where('status', '=', 'succeeded').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'postBooking', refund_needed: false, amount: weather?.price });
    // A paid cart cannot be paid again.
    expect((await startPurchase(booking.id, cartId)).status).toBe(409);
    expect((await purchaseInit(booking.id, cartId)).status).toBe(409);
    expect((await select(cartId, [{ name: 'damageWaiver', selected: true }])).status).toBe(409);

    const next = await init(booking.id);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.cartId).not.toBe(cartId);
    const left = await insurances(booking.id, next.body.cartId);
    expect(left.body.insurances.find((i) => i.name === 'cabWeather')).toMatchObject({ alreadyBought: true, selected: false });
    const twice = await select(next.body.cartId, [{ name: 'cabWeather', selected: true }]);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('insurance_not_available');

    // Buying the last one leaves nothing to add: init then sends back to the booking's page.
    expect((await select(next.body.cartId, [{ name: 'damageWaiver', selected: true }])).status).toBe(200);
    const last = await startPurchase(booking.id, next.body.cartId);
    expect((await confirm(last.body.clientSecret)).body).toEqual({ status: 'succeeded' });
    const nothingLeft = await init(booking.id);
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.redirectUrl).toContain(`/booking/${booking.id}/detail`);
    expect((await detailOf(booking.id)).body.insurances.map((i) => i.name).sort()).toEqual(['cabWeather', 'damageWaiver']);
  });

  it('is the tenant’s only: 404 for anyone else, 401 for a visitor, and nothing changes', async () => {
    const booking = await payBooking('instant', { boat: coverBoat });
    const cartId = (await init(booking.id)).body.cartId;
    const owner = await signedIn(booking.boat.ownerId);
    for (const client of [third, owner]) {
      expect((await init(booking.id, client)).status).toBe(404);
      expect((await cart(cartId, client)).status).toBe(404);
      expect((await insurances(booking.id, cartId, client)).status).toBe(404);
      expect((await select(cartId, [{ name: 'cabWeather', selected: true }], client)).status).toBe(404);
      expect((await purchaseInit(booking.id, cartId, client)).status).toBe(404);
      expect((await startPurchase(booking.id, cartId, client)).status).toBe(404);
    }
    expect((await t.client.get(`/api/v6/post-booking/${booking.id}/init`)).status).toBe(401);
    expect((await t.client.get(`/api/v6/post-booking/cart/${cartId}`)).status).toBe(401);
    expect((await t.client.put(`/api/v6/post-booking/${cartId}/insurances/selected`, { items: [{ name: 'cabWeather', selected: true }] })).status).toBe(401);
    expect((await t.client.post(`/api/v6/post-booking/${booking.id}/purchase/${cartId}/payment`)).status).toBe(401);
    expect((await cart(cartId)).body).toMatchObject({ status: 'open', items: [], totalAmount: 0 });
    // The cart of one booking is not reachable through another booking of the same tenant.
    const mine = await payBooking('instant', { boat: coverBoat });
    expect((await insurances(mine.id, cartId)).status).toBe(404);
    expect((await purchaseInit(mine.id, cartId)).status).toBe(404);
    expect((await startPurchase(mine.id, cartId)).status).toBe(404);
    expect(await db().selectFrom('payments').select('id').where('post_booking_cart_id', '=', cartId).execute()).toHaveLength(0);
  });

  it('a booking starting today or earlier is no longer eligible: 409 with the booking’s page', async () => {
    const booking = await payBooking('instant', { boat: (b) => b.offers.includes('cabWeather') });
    const cartId = (await init(booking.id)).body.cartId;
    await db().updateTable('booking_requests').set({ start_date: TODAY }).where('id', '=', booking.id).execute();
    const r = await init(booking.id);
    expect(r.status).toBe(409);
    expect(r.body.redirectUrl).toContain(`/booking/${booking.id}/detail`);
    const chosen = await select(cartId, [{ name: 'cabWeather', selected: true }]);
    expect(chosen.status).toBe(409);
    expect(chosen.body.redirectUrl).toContain(`/booking/${booking.id}/detail`);
    expect((await detailOf(booking.id)).body.actions.addInsurance).toBe(false);
    await db().updateTable('booking_requests').set({ start_date: '2026-05-30', end_date: '2026-05-31' }).where('id', '=', booking.id).execute();
    const past = await init(booking.id);
    expect(past.status).toBe(409);
    expect(past.body.redirectUrl).toContain(`/booking/${booking.id}/detail`);
  });
});

describe('POST /bookings/{id}/cancel', () => {
  const cancel = (id: number, client = tenant) => client.post<CancellationResult & ApiErrorBody>(`/api/v6/bookings/${id}/cancel`);

  it.each(['Flexible', 'Moderate', 'Strict'] as const)('the tenant cancels a %s booking far ahead: refund by the policy, dates free, both told', async (name) => {
    const booking = await payBooking('instant', { boat: (b) => b.policy === name });
    const policy = CANCELLATION_POLICIES[name];
    const expected = cancellationRefund({ status: 'paid', startDate: DATES.startDate, today: TODAY, cancelledBy: 'tenant', policy, paidOnline: booking.charged });
    if (!expected.ok) throw new Error('the booking should be cancellable');
    expect(expected.refund).toBeGreaterThan(0);
    expect((await detailOf(booking.id)).body.refundIfCancelledToday).toBe(expected.refund);

    expect((await cancel(booking.id, third)).status).toBe(404);
    expect((await t.client.post(`/api/v6/bookings/${booking.id}/cancel`)).status).toBe(401);
    const r = await cancel(booking.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(decodes(CancellationResult, r.body)).toBe(true);
    const status: BookingStatus = expected.refund === booking.charged ? 'refunded' : 'cancelled';
    expect(r.body).toEqual({ status, refunded: expected.refund });
    expect(await statusOf(booking.id)).toBe(status);

    const refunds = await db().selectFrom('refunds').selectAll().where('booking_request_id', '=', booking.id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'succeeded', amount: expected.refund, reason: 'cancellation', provider_refund_id: expect.stringMatching(/^re_local_/) });
    const detail = await detailOf(booking.id);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ status, refunded: expected.refund, amountPaid: booking.charged - expected.refund, refundIfCancelledToday: null, cancelledAt: TEST_NOW.toISOString() });
    expect(detail.body.actions).toMatchObject({ cancel: false, payBalance: false, modify: false, addInsurance: false });
    expect(detail.body.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['checkout', booking.charged],
      ['refund', -expected.refund],
    ]);

    expect(await db().selectFrom('boat_unavailabilities').select('id').where('booking_request_id', '=', booking.id).execute()).toHaveLength(0);
    const rebooked = await another.post(`/api/v6/products/${booking.boat.id}/booking-request`, DATES);
    expect(rebooked.status, JSON.stringify(rebooked.body)).toBe(200);

    const emails = await emailsAbout(booking.id);
    const cancelled = emails.filter((e) => cancelledSubjects(booking.id).has(e.subject));
    expect(cancelled.map((e) => e.recipient).sort()).toEqual([await ownerEmailOf(booking.boat.ownerId), TENANT_EMAIL].sort());

    const again = await cancel(booking.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('booking_not_cancellable');
    expect(await db().selectFrom('refunds').select('id').where('booking_request_id', '=', booking.id).execute()).toHaveLength(1);
  });

  it('a booking cancelled before its balance was paid owes nothing more', async () => {
    const booking = await payBooking('instant', { downPayment: true, boat: (b) => b.policy === 'Moderate' });
    const policy = CANCELLATION_POLICIES.Moderate;
    const expected = cancellationRefund({ status: 'paid', startDate: DATES.startDate, today: TODAY, cancelledBy: 'tenant', policy, paidOnline: booking.charged });
    const r = await cancel(booking.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ status: 'cancelled', refunded: expected.ok ? expected.refund : -1 });

    const summary = allOf(await accountBookings(tenant)).find((b) => b.id === booking.id);
    expect(summary).toMatchObject({ status: 'cancelled', amountPaid: booking.charged - r.body.refunded, amountDue: 0, balancePaymentDate: null });
    expect(summary?.actions.payBalance).toBe(false);
    const view = await tenant.get<BalancePayment>(`/api/v6/balance-payment/${booking.id}`);
    expect(view.body).toMatchObject({ amountDue: 0, isPaid: false, clientSecret: null });
    const pay = await tenant.post<ApiErrorBody>(`/api/v6/balance-payment/${booking.id}/payment`);
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe('balance_not_payable');
    expect((await tenant.get(`/api/v6/balance-payment/${booking.id}/success`)).status).toBe(404);
  });

  it('the owner cancelling pays everything back, the balance paid included: refunded', async () => {
    const booking = await payBooking('instant', { downPayment: true, boat: (b) => b.policy !== 'Flexible' });
    const balance = await tenant.post<PaymentStart>(`/api/v6/balance-payment/${booking.id}/payment`);
    expect((await confirm(balance.body.clientSecret)).body.status).toBe('succeeded');
    const paid = booking.charged + balance.body.amount;

    const owner = await signedIn(booking.boat.ownerId);
    const r = await cancel(booking.id, owner);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ status: 'refunded', refunded: paid });
    const refunds = await db().selectFrom('refunds').selectAll().where('booking_request_id', '=', booking.id).orderBy('id').execute();
    expect(refunds.map((x) => x.status)).toEqual(['succeeded', 'succeeded']);
    expect(refunds.reduce((sum, x) => sum + x.amount, 0)).toBe(paid);
    expect((await detailOf(booking.id)).body).toMatchObject({ status: 'refunded', refunded: paid, amountPaid: 0 });
    // Each party in their own language: the demo tenant's is English; the owner's names the owner too.
    const told = (await emailsAbout(booking.id)).filter((e) => cancelledSubjects(booking.id).has(e.subject));
    expect(told).toHaveLength(2);
    expect(told.find((e) => e.recipient === TENANT_EMAIL)?.text).toContain('(the owner)');
    expect((await cancel(booking.id)).status).toBe(409);
  });
});

describe('POST /bookings/{id}/modification', () => {
  const modify = (id: number, body: unknown, client = tenant) => client.post<ModificationRequested & ApiErrorBody>(`/api/v6/bookings/${id}/modification`, body);

  it('records one pending change with its price difference', async () => {
    const booking = await payBooking('instant');
    const price = await loadCheckoutPrice(db(), booking.hash);
    const change = { startDate: '2026-09-08', endDate: '2026-09-12', numberOfPeople: 2 };

    expect((await modify(booking.id, change, third)).status).toBe(404);
    expect((await modify(booking.id, change, await signedIn(booking.boat.ownerId))).status).toBe(404);
    expect((await t.client.post(`/api/v6/bookings/${booking.id}/modification`, change)).status).toBe(401);
    for (const bad of [
      { ...change, startDate: '2026-9-8' },
      { ...change, endDate: '2026-09-01' },
      { ...change, startDate: TODAY },
      { ...change, numberOfPeople: 0 },
      { startDate: change.startDate, endDate: change.endDate },
    ]) {
      expect((await modify(booking.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }

    const r = await modify(booking.id, change);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(decodes(ModificationRequested, r.body)).toBe(true);
    // Five days instead of four: it costs more.
    expect(r.body.priceDifference).toBeGreaterThan(0);
    expect(r.body.priceDifference).toBe(r.body.newTotal - (price?.online ?? 0));
    const detail = await detailOf(booking.id);
    expect(detail.body.modification).toEqual({ ...change, priceDifference: r.body.priceDifference, status: 'pending' });
    expect(detail.body.actions.modify).toBe(false);

    const second = await modify(booking.id, { ...change, endDate: '2026-09-11' });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('modification_pending');
    expect(await db().selectFrom('booking_modifications').select('id').where('booking_request_id', '=', booking.id).execute()).toHaveLength(1);
  });
});

describe('POST /bookings/{id}/modification after buying insurance', () => {
  it('does not charge again for the insurance already bought', async () => {
    const booking = await payBooking('instant', { boat: (b) => b.offers.includes('cabWeather') });
    const cartId = (await tenant.get<PostBookingInit>(`/api/v6/post-booking/${booking.id}/init`)).body.cartId;
    expect((await tenant.put(`/api/v6/post-booking/${cartId}/insurances/selected`, { items: [{ name: 'cabWeather', selected: true }] })).status).toBe(200);
    const start = await tenant.post<PaymentStart>(`/api/v6/post-booking/${booking.id}/purchase/${cartId}/payment`);
    expect((await confirm(start.body.clientSecret)).body).toEqual({ status: 'succeeded' });
    expect((await detailOf(booking.id)).body.insurances.map((i) => i.name)).toEqual(['cabWeather']);

    // The same dates and people: nothing to pay or refund.
    const r = await tenant.post<ModificationRequested>(`/api/v6/bookings/${booking.id}/modification`, { ...DATES, numberOfPeople: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.priceDifference).toBe(0);
  });
});

describe('GET /account/favourites', () => {
  it('lists the boats the user saved (only theirs); 401 for a visitor', async () => {
    const first = takeBoat(() => true);
    const second = takeBoat(() => true);
    expect((await another.get<AccountFavourites>('/api/v6/account/favourites')).body).toEqual({ favourites: [] });
    expect((await another.post(`/api/v6/products/${first.id}/favorite`)).status).toBeLessThan(300);
    expect((await another.post(`/api/v6/products/${second.id}/favorite`)).status).toBeLessThan(300);
    const r = await another.get<AccountFavourites>('/api/v6/account/favourites');
    expect(r.status).toBe(200);
    expect(decodes(AccountFavourites, r.body), JSON.stringify(r.body)).toBe(true);
    expect(r.body.favourites.map((f) => f.id).sort()).toEqual([first.id, second.id].sort());
    expect(r.body.favourites.every((f) => f.isFavorite)).toBe(true);
    expect((await third.get<AccountFavourites>('/api/v6/account/favourites')).body.favourites).toEqual([]);
    expect((await t.client.get('/api/v6/account/favourites')).status).toBe(401);
  });
});
