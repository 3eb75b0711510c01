import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import Stripe from 'stripe';
import { sql } from 'kysely';
import { BookingSuccess, LocalPaymentResult, PaymentStart, TEST_CARDS, type BookingStatus } from '../../src/contract/checkout';
import { createSession } from '../../server/auth/sessions';
import { createEmailSender } from '../../server/auth/create-email-sender';
import { loadConfig } from '../../server/config';
import { loadCheckoutPrice } from '../../server/checkout/checkout-price';
import { expireCheckoutSessions } from '../../server/jobs/checkout-expiry';
import { JOB_SCHEMA, QUEUES } from '../../server/jobs/job-queue';
import { currentPaymentAttempt } from '../../server/payments/attempts';
import { finalisePayment } from '../../server/payments/finalise-payment';
import { LocalPaymentGateway } from '../../server/payments/local-payment-gateway';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

let t: TestServer;
let tenant: ApiClient;
let other: ApiClient;
let tenantId: number;
const db = () => t.server.database.db;

/** Boats handed out one per test, free on the test dates, not the tenant's, in two groups by instant booking. */
const freeBoats: { direct: number[]; request: number[] } = { direct: [], request: [] };
const DATES = { startDate: '2026-09-07', endDate: '2026-09-10' };

const newUser = async (email: string): Promise<number> =>
  (
    await db()
      .insertInto('users')
      .values({ email, first_name: 'Paula', last_name: 'Other', roles: ['tenant'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await startTestServer();
  tenantId = (await db().selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow()).id;
  tenant = new ApiClient(t.url);
  tenant.token = await createSession(db(), tenantId, TEST_NOW);
  other = new ApiClient(t.url);
  other.token = await createSession(db(), await newUser('paula.other@example.test'), TEST_NOW);
  const { rows } = await sql<{ id: number; instant_booking: boolean }>`
    select b.id, b.instant_booking from boats b
    where b.owner_id <> ${tenantId}::int and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = b.id
        and u.start_date <= ${DATES.endDate}::date and u.end_date >= ${DATES.startDate}::date)
    order by b.id limit 60`.execute(db());
  for (const r of rows) (r.instant_booking ? freeBoats.direct : freeBoats.request).push(r.id);
});
afterAll(async () => {
  await t?.close();
});

const takeBoat = (kind: 'direct' | 'request' = 'request'): number => {
  const id = freeBoats[kind].shift();
  if (id === undefined) throw new Error(`no free ${kind} boat left in the demo data`);
  return id;
};

/** A checkout session of the tenant for a free boat: its hash and booking id. */
const newSession = async (kind: 'direct' | 'request' = 'request', client = tenant): Promise<{ hash: string; id: number; boatId: number }> => {
  const boatId = takeBoat(kind);
  const r = await client.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, DATES);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const row = await db().selectFrom('booking_requests').select(['id']).where('hash', '=', r.body.hash).executeTakeFirstOrThrow();
  return { hash: r.body.hash, id: row.id, boatId };
};

const startPayment = (hash: string, client = tenant) => client.post<PaymentStart & { error?: string }>(`/api/v6/checkout/${hash}/payment`);
const card = (clientSecret: string, cardNumber: string, overrides: Record<string, string> = {}) => ({ clientSecret, cardNumber, expiry: '12/30', cvc: '123', ...overrides });
const confirm = (body: unknown, client = tenant) => client.post<LocalPaymentResult & { error?: string }>('/api/v6/payments/local/confirm', body);
const authenticate = (clientSecret: string, approve: boolean, client = tenant) =>
  client.post<LocalPaymentResult & { error?: string }>('/api/v6/payments/local/authenticate', { clientSecret, approve });
const statusOf = async (id: number): Promise<BookingStatus> =>
  (await db().selectFrom('booking_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const paymentsOf = (id: number) => db().selectFrom('payments').selectAll().where('booking_request_id', '=', id).orderBy('attempt').execute();
const reference = (id: number) => `SW-${String(id).padStart(6, '0')}`;
const emailsAbout = async (id: number) =>
  (await db().selectFrom('email_outbox').select(['recipient', 'subject', 'text']).execute()).filter((e) => e.text.includes(reference(id)));
const ownerMessages = (id: number) =>
  db()
    .selectFrom('conversation_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.body', 'm.author_id', 'c.tenant_id', 'c.owner_id'])
    .where('c.booking_request_id', '=', id)
    .execute();
const unavailabilitiesOf = (id: number) => db().selectFrom('boat_unavailabilities').selectAll().where('booking_request_id', '=', id).execute();

describe('POST /checkout/{hash}/payment', () => {
  it('needs the session’s tenant: 401 for a visitor, 404 for another user or an unknown hash', async () => {
    const { hash } = await newSession();
    expect((await t.client.post(`/api/v6/checkout/${hash}/payment`)).status).toBe(401);
    expect((await startPayment(hash, other)).status).toBe(404);
    expect((await startPayment('unknownHashUnknownHashUnknown00')).status).toBe(404);
    expect((await startPayment('bad!')).status).toBe(404);
  });

  it('charges the amount computed on the server and answers the same attempt while the price is unchanged', async () => {
    const { hash, id } = await newSession();
    expect((await tenant.get<{ clientSecret: string | null }>(`/api/v6/checkout/${hash}`)).body.clientSecret).toBeNull();
    const first = await startPayment(hash);
    expect(first.status).toBe(200);
    expect(isRight(PaymentStart.decode(first.body))).toBe(true);
    expect((await tenant.get<{ clientSecret: string | null }>(`/api/v6/checkout/${hash}`)).body.clientSecret).toBe(first.body.clientSecret);
    const price = await loadCheckoutPrice(db(), hash);
    expect(first.body).toEqual({ provider: 'local', clientSecret: expect.stringMatching(/^pi_local_[0-9a-f]{24}_secret_/), amount: price?.checkoutPaymentAmount, currency: 'EUR' });
    const [again, parallel] = await Promise.all([startPayment(hash), startPayment(hash)]);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(parallel.body.clientSecret).toBe(first.body.clientSecret);
    const rows = await paymentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'local', amount: price?.checkoutPaymentAmount, status: 'requires_payment_method', attempt: 1, kind: 'checkout' });
    expect(rows[0]?.idempotency_key).toBe(`${hash}:1:${price?.checkoutPaymentAmount}`);
    expect(await currentPaymentAttempt(db(), id)).toMatchObject({ clientSecret: first.body.clientSecret, attempt: 1, isNewAttempt: false });
  });

  it('replaces the attempt when the price changed: the old client secret answers 409', async () => {
    const { hash, id } = await newSession();
    const first = await startPayment(hash);
    // The tenant picks a down payment (September is far enough ahead): less to pay now.
    expect((await tenant.put(`/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: true })).status).toBe(200);
    const price = await loadCheckoutPrice(db(), hash);
    expect(price?.checkoutPaymentAmount).not.toBe(first.body.amount);
    const second = await startPayment(hash);
    expect(second.status).toBe(200);
    expect(second.body.amount).toBe(price?.checkoutPaymentAmount);
    expect(second.body.clientSecret).not.toBe(first.body.clientSecret);
    const rows = await paymentsOf(id);
    expect(rows.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'canceled'],
      [2, 'requires_payment_method'],
    ]);
    const stale = await confirm(card(first.body.clientSecret, TEST_CARDS.succeeds));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('payment_attempt_replaced');
    expect(await statusOf(id)).toBe('requested');
    expect((await currentPaymentAttempt(db(), id))?.isNewAttempt).toBe(true);
    expect((await confirm(card(second.body.clientSecret, TEST_CARDS.succeeds))).body.status).toBe('succeeded');
  });
});

describe('POST /payments/local/confirm', () => {
  it('pays with 4242: request → awaitingOwner, the dates are taken, the owner is told, both get an email', async () => {
    const { hash, id, boatId } = await newSession('request');
    const start = await startPayment(hash);
    const r = await confirm(card(start.body.clientSecret, '4242 4242 4242 4242'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'succeeded' });
    expect(isRight(LocalPaymentResult.decode(r.body))).toBe(true);
    expect(await statusOf(id)).toBe('awaitingOwner');

    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: 'succeeded', refund_needed: false, amount: start.body.amount });
    const events = await db().selectFrom('booking_events').select(['type', 'from_status', 'to_status']).where('booking_request_id', '=', id).orderBy('id').execute();
    expect(events.map((e) => e.type)).toEqual(['paymentAttemptStarted', 'paymentSucceeded']);
    expect(events[1]).toMatchObject({ from_status: 'requested', to_status: 'awaitingOwner' });

    expect(await unavailabilitiesOf(id)).toHaveLength(1);
    const detail = await t.client.get<{ quote: { available: boolean } }>(`/api/v6/products/${boatId}?startDate=${DATES.startDate}&endDate=${DATES.endDate}`);
    expect(detail.body.quote.available).toBe(false);
    const taken = await other.post<{ error: string }>(`/api/v6/products/${boatId}/booking-request`, { startDate: DATES.endDate, endDate: '2026-09-12' });
    expect(taken.status).toBe(409);

    const owner = await db().selectFrom('boats').innerJoin('users', 'users.id', 'boats.owner_id').select(['users.id', 'users.email']).where('boats.id', '=', boatId).executeTakeFirstOrThrow();
    const messages = await ownerMessages(id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ author_id: null, tenant_id: tenantId, owner_id: owner.id });
    expect(messages[0]?.body).toMatch(/^New booking request for .+ from Tessa: 2026-09-07 to 2026-09-10/);

    const emails = await emailsAbout(id);
    expect(emails.map((e) => e.recipient).sort()).toEqual([owner.email, 'tenant@demo.seaway.test'].sort());
    const toTenant = emails.find((e) => e.recipient === 'tenant@demo.seaway.test');
    expect(toTenant?.subject).toBe(`Your booking request ${reference(id)}`);
    expect(toTenant?.text).toContain('Dates: September 7, 2026 – September 10, 2026');
    expect(toTenant?.text).toMatch(/Paid now: €[\d,.]+/);
    const outbox = await t.client.get<string>('/dev/sms-outbox');
    expect(outbox.body).toContain(reference(id));

    const success = await tenant.get<BookingSuccess>(`/api/v6/checkout/${hash}/success`);
    expect(success.status).toBe(200);
    expect(isRight(BookingSuccess.decode(success.body))).toBe(true);
    expect(success.body).toMatchObject({ bookingId: id, reference: reference(id), status: 'awaitingOwner', amountPaid: start.body.amount });
    // The session no longer offers a payment.
    const session = await tenant.get<{ status: string; clientSecret: string | null }>(`/api/v6/checkout/${hash}`);
    expect(session.body).toMatchObject({ status: 'awaitingOwner', clientSecret: null });
    const again = await startPayment(hash);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_paid');
  });

  it('an instant booking becomes paid', async () => {
    const { hash, id } = await newSession('direct');
    const start = await startPayment(hash);
    expect((await confirm(card(start.body.clientSecret, TEST_CARDS.succeeds))).body.status).toBe('succeeded');
    expect(await statusOf(id)).toBe('paid');
    expect((await ownerMessages(id))[0]?.body).toMatch(/^New booking for /);
    expect((await emailsAbout(id)).find((e) => e.recipient === 'tenant@demo.seaway.test')?.subject).toBe(`Your booking ${reference(id)} is confirmed`);
  });

  it('charges once: parallel confirmations, a repeat and a webhook-style finalise', async () => {
    const { hash, id } = await newSession();
    const { clientSecret } = (await startPayment(hash)).body;
    const answers = await Promise.all([confirm(card(clientSecret, TEST_CARDS.succeeds)), confirm(card(clientSecret, '5555 5555 5555 4444'))]);
    expect(answers.map((a) => a.body.status)).toEqual(['succeeded', 'succeeded']);
    expect((await confirm(card(clientSecret, TEST_CARDS.succeeds))).body.status).toBe('succeeded');
    const intent = (await paymentsOf(id))[0]!.intent_id;
    const deps = { db: db(), now: () => TEST_NOW, email: createEmailSender(loadConfig({ NODE_ENV: 'test' }), db(), () => TEST_NOW), gateway: new LocalPaymentGateway(db()), publicUrl: t.url };
    expect(await finalisePayment(deps, intent)).toEqual({ kind: 'already_succeeded', bookingRequestId: id });
    const rows = await paymentsOf(id);
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(await unavailabilitiesOf(id)).toHaveLength(1);
    expect(await ownerMessages(id)).toHaveLength(1);
    expect(await emailsAbout(id)).toHaveLength(2);
    const events = await db().selectFrom('booking_events').select('type').where('booking_request_id', '=', id).where('type', '=', 'paymentSucceeded').execute();
    expect(events).toHaveLength(1);
  });

  it('two unpaid sessions on the same days: the first payment takes them, the second is cancelled for a refund', async () => {
    const first = await newSession();
    const second = await other.post<{ hash: string }>(`/api/v6/products/${first.boatId}/booking-request`, DATES);
    expect(second.status).toBe(200);
    const secondId = (await db().selectFrom('booking_requests').select('id').where('hash', '=', second.body.hash).executeTakeFirstOrThrow()).id;
    const [a, b] = await Promise.all([startPayment(first.hash), startPayment(second.body.hash, other)]);
    expect((await confirm(card(a.body.clientSecret, TEST_CARDS.succeeds))).body.status).toBe('succeeded');
    // Stripe-like: the card went through, the session then shows the booking cancelled (and the payment is refunded).
    expect((await confirm(card(b.body.clientSecret, TEST_CARDS.succeeds), other)).body.status).toBe('succeeded');
    expect(await statusOf(first.id)).toBe('awaitingOwner');
    expect(await statusOf(secondId)).toBe('cancelled');
    expect(await paymentsOf(secondId)).toMatchObject([{ status: 'succeeded', refund_needed: true }]);
    expect(await unavailabilitiesOf(secondId)).toHaveLength(0);
    expect(await ownerMessages(secondId)).toHaveLength(0);
    const event = await db().selectFrom('booking_events').selectAll().where('booking_request_id', '=', secondId).where('type', '=', 'paymentRefundNeeded').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ from_status: 'requested', to_status: 'cancelled', data: expect.objectContaining({ reason: 'dates_taken' }) });
    expect((await other.get<{ status: string }>(`/api/v6/checkout/${second.body.hash}/success`)).status).toBe(404);
  });

  it('a declined card keeps the session open and allows a retry on the same attempt', async () => {
    const { hash, id } = await newSession();
    const { clientSecret } = (await startPayment(hash)).body;
    const declined = await confirm(card(clientSecret, '4000 0000 0000 0002'));
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ status: 'declined', message: 'Your card was declined.' });
    expect(await statusOf(id)).toBe('requested');
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'declined', last_error: 'Your card was declined.' });
    expect(await unavailabilitiesOf(id)).toHaveLength(0);
    const resumed = await startPayment(hash);
    expect(resumed.body.clientSecret).toBe(clientSecret);
    expect(await currentPaymentAttempt(db(), id)).toMatchObject({ status: 'declined', isNewAttempt: true, lastError: 'Your card was declined.' });
    expect((await confirm(card(clientSecret, TEST_CARDS.succeeds))).body.status).toBe('succeeded');
    expect(await statusOf(id)).toBe('awaitingOwner');
  });

  it('3-D Secure: requires_action, then a failed authentication declines and an approved one succeeds', async () => {
    const { hash, id } = await newSession();
    const { clientSecret } = (await startPayment(hash)).body;
    expect((await authenticate(clientSecret, true)).body.error).toBe('authentication_not_required');
    expect((await confirm(card(clientSecret, TEST_CARDS.requiresAuthentication))).body).toEqual({ status: 'requires_action' });
    expect((await paymentsOf(id))[0]?.status).toBe('requires_action');
    const failed = await authenticate(clientSecret, false);
    expect(failed.body).toEqual({ status: 'declined', message: 'The card authentication failed.' });
    expect(await statusOf(id)).toBe('requested');
    expect((await confirm(card(clientSecret, '4000 0027 6000 3184'))).body.status).toBe('requires_action');
    expect((await authenticate(clientSecret, true, other)).status).toBe(404);
    expect((await authenticate(clientSecret, true)).body).toEqual({ status: 'succeeded' });
    expect(await statusOf(id)).toBe('awaitingOwner');
    expect((await authenticate(clientSecret, true)).body).toEqual({ status: 'succeeded' });
  });

  it('checks the card (400 with a message) and the caller (401, 404 for someone else’s payment)', async () => {
    const { hash, id } = await newSession();
    const { clientSecret } = (await startPayment(hash)).body;
    const cases: Array<[Record<string, string>, string]> = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ cardNumber: '4242-4242-4242-4242' }, 'Your card number is invalid.'],
      [{ expiry: '13/30' }, "Your card's expiration date is invalid."],
      [{ expiry: '05/26' }, 'Your card has expired.'],
      [{ cvc: '12' }, "Your card's security code is invalid."],
    ];
    for (const [overrides, message] of cases) {
      const r = await confirm(card(clientSecret, TEST_CARDS.succeeds, overrides));
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect(r.body).toMatchObject({ error: 'card_invalid', message });
    }
    expect((await confirm({ clientSecret })).status).toBe(400);
    expect((await tenant.request('POST', '/api/v6/payments/local/confirm', { rawBody: '{oops' })).status).toBe(400);
    expect((await t.client.post('/api/v6/payments/local/confirm', card(clientSecret, TEST_CARDS.succeeds))).status).toBe(401);
    const stolen = await confirm(card(clientSecret, TEST_CARDS.succeeds), other);
    expect(stolen.status).toBe(404);
    expect((await confirm(card('pi_local_000_secret_unknown', TEST_CARDS.succeeds))).status).toBe(404);
    expect((await tenant.request('POST', '/api/v6/payments/local/confirm', { body: card(clientSecret, TEST_CARDS.succeeds), xsrf: false })).status).toBe(403);
    expect(await statusOf(id)).toBe('requested');
    expect((await paymentsOf(id))[0]?.status).toBe('requires_payment_method');
  });
});

describe('checkout expiry job', () => {
  it('is scheduled every minute with pg-boss in the same database', async () => {
    const { rows } = await sql<{ name: string; cron: string }>`select name, cron from ${sql.table(`${JOB_SCHEMA}.schedule`)}`.execute(db());
    expect(rows).toContainEqual({ name: QUEUES.checkoutExpire, cron: '* * * * *' });
  });

  it('expires the sessions past expires_at, cancels their attempts, and they can no longer be paid', async () => {
    const { hash, id } = await newSession();
    const fresh = await newSession();
    const { clientSecret } = (await startPayment(hash)).body;
    const session = await db().selectFrom('booking_requests').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    const later = new Date(new Date(session.expires_at).getTime() + 1000);
    // The API refuses an expired session even before the job ran (the server's clock is TEST_NOW: move the row).
    await db().updateTable('booking_requests').set({ expires_at: new Date(TEST_NOW.getTime() - 1000) }).where('id', '=', fresh.id).execute();
    const refused = await startPayment(fresh.hash);
    expect(refused.status).toBe(410);
    expect(refused.body.error).toBe('checkout_expired');

    const expired = await expireCheckoutSessions({ db: db(), now: () => later, gateway: new LocalPaymentGateway(db()) });
    // The every-minute job may have expired the second one already.
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('expired');
    expect(await statusOf(fresh.id)).toBe('expired');
    expect((await paymentsOf(id))[0]?.status).toBe('canceled');
    const event = await db().selectFrom('booking_events').selectAll().where('booking_request_id', '=', id).where('type', '=', 'sessionExpired').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ from_status: 'requested', to_status: 'expired' });
    const late = await confirm(card(clientSecret, TEST_CARDS.succeeds));
    expect(late.status).toBe(410);
    expect((await startPayment(hash)).status).toBe(410);
    // A second run finds nothing more for these.
    await expireCheckoutSessions({ db: db(), now: () => later, gateway: new LocalPaymentGateway(db()) });
    expect(await db().selectFrom('booking_events').select('id').where('booking_request_id', '=', id).where('type', '=', 'sessionExpired').execute()).toHaveLength(1);
  });
});

describe('Stripe webhook (Stripe configured, offline)', () => {
  const SECRET = 'whsec_test_seaway_integration_0123456789';
  let s: TestServer;
  let stripeTenant: ApiClient;
  const fixture = readFileSync(new URL('../../server/payments/fixtures/payment_intent.succeeded.json', import.meta.url), 'utf8');
  const failedFixture = readFileSync(new URL('../../server/payments/fixtures/payment_intent.payment_failed.json', import.meta.url), 'utf8');
  const sdb = () => s.server.database.db;

  beforeAll(async () => {
    s = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_seaway_offline', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_seaway_offline' } });
    stripeTenant = new ApiClient(s.url);
    stripeTenant.token = await createSession(sdb(), tenantId, TEST_NOW);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A session with an open Stripe attempt, as POST /checkout/{hash}/payment would record it. */
  const stripeAttempt = async (intentId: string) => {
    const boatId = takeBoat();
    const r = await stripeTenant.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, DATES);
    const booking = await sdb().selectFrom('booking_requests').select(['id']).where('hash', '=', r.body.hash).executeTakeFirstOrThrow();
    await sdb()
      .insertInto('payments')
      .values({
        booking_request_id: booking.id,
        provider: 'stripe',
        intent_id: intentId,
        client_secret: `${intentId}_secret_test`,
        amount: 84_000,
        attempt: 1,
        status: 'requires_payment_method',
        idempotency_key: `${r.body.hash}:1:84000`,
      })
      .execute();
    return { id: booking.id, hash: r.body.hash };
  };

  const post = (payload: string, signature: string | null) =>
    fetch(`${s.url}/api/v6/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
      body: payload,
    });
  const signed = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(TEST_NOW.getTime() / 1000) });
  const eventFor = (template: string, intentId: string, hash: string) => template.replaceAll('pi_3QxT4mLkdIwHu7ix0Vq2sR8d', intentId).replaceAll('REPLACED_BY_THE_TEST', hash);

  it('finalises payment_intent.succeeded once, however often it is delivered (no anti-forgery token needed)', async () => {
    const intentId = 'pi_3SeawayTest0001';
    const { id, hash } = await stripeAttempt(intentId);
    const payload = eventFor(fixture, intentId, hash);
    const answers = await Promise.all([post(payload, signed(payload)), post(payload, signed(payload))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await (await post(payload, signed(payload))).json()).toEqual({ received: true });
    const status = (await sdb().selectFrom('booking_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(['awaitingOwner', 'paid']).toContain(status);
    expect(await sdb().selectFrom('payments').select('status').where('booking_request_id', '=', id).execute()).toEqual([{ status: 'succeeded' }]);
    expect(await sdb().selectFrom('boat_unavailabilities').select('id').where('booking_request_id', '=', id).execute()).toHaveLength(1);
    expect(await sdb().selectFrom('booking_events').select('id').where('booking_request_id', '=', id).where('type', '=', 'paymentSucceeded').execute()).toHaveLength(1);
  });

  it('marks payment_intent.payment_failed declined and ignores other events', async () => {
    const intentId = 'pi_3SeawayTest0002';
    const { id, hash } = await stripeAttempt(intentId);
    const payload = eventFor(failedFixture, intentId, hash);
    expect((await post(payload, signed(payload))).status).toBe(200);
    expect(await sdb().selectFrom('payments').select(['status', 'last_error']).where('booking_request_id', '=', id).execute()).toEqual([
      { status: 'declined', last_error: 'Your card was declined.' },
    ]);
    const other = JSON.stringify({ ...JSON.parse(payload), type: 'charge.refunded' });
    expect((await post(other, signed(other))).status).toBe(200);
    const unknown = eventFor(fixture, 'pi_3SeawayUnknown', hash);
    expect((await post(unknown, signed(unknown))).status).toBe(200);
    expect((await sdb().selectFrom('booking_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('requested');
  });

  it('refuses a bad signature with 400, and the local provider is not served', async () => {
    const payload = eventFor(fixture, 'pi_3SeawayTest0003', 'x');
    expect((await post(payload, null)).status).toBe(400);
    expect((await post(payload, 't=1,v1=00')).status).toBe(400);
    expect((await post(payload.replace('84000', '1'), signed(payload))).status).toBe(400);
    const local = new ApiClient(s.url);
    local.token = stripeTenant.token;
    expect((await local.post('/api/v6/payments/local/confirm', card('pi_x_secret_y', TEST_CARDS.succeeds))).status).toBe(404);
  });
});

describe('without Stripe', () => {
  it('the webhook path does not exist', async () => {
    const r = await fetch(`${t.url}/api/v6/payments/stripe/webhook`, { method: 'POST', body: '{}' });
    expect(r.status).toBe(404);
  });
});
