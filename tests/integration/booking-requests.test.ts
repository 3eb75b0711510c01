import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { BookingDetail, RequestAnswerResult } from '../../src/contract/bookings';
import { TEST_CARDS, type BookingStatus, type PaymentStart } from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import { createSession } from '../../server/auth/sessions';
import { OutboxEmailSender } from '../../server/auth/email-sender';
import { EMAIL_TEXTS, fill } from '../../server/emails/email-texts';
import { runRequestExpiry } from '../../server/jobs/request-expiry';
import { LocalPaymentGateway } from '../../server/payments/local-payment-gateway';
import { PaymentProviderError, type PaymentGateway } from '../../server/payments/payment-gateway';
import { OutboxPushSender } from '../../server/push/outbox-push-sender';
import { ApiClient, signedInClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * Booking requests (issue [6]): the held payment, the owner's answer (accept captures, decline releases), the expiry
 * of unanswered requests refunded exactly once, the owners' notifications and the demo data, through the real server
 * and the local provider (Stripe's side with a fake SDK client and signed webhooks).
 */
let t: TestServer;
const db = () => t.server.database.db;
let tenant: ApiClient;
let stranger: ApiClient;
let staff: ApiClient;
let tenantId: number;

const DATES = { startDate: '2026-09-14', endDate: '2026-09-16' };
const TENANT_EMAIL = 'tenant@demo.seaway.test';
const reference = (id: number) => `SW-${String(id).padStart(6, '0')}`;
const userIdOf = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const signedIn = (userId: number): Promise<ApiClient> => signedInClient(t, userId);

/** Boats without instant booking, free around the test dates, not the tenant's; each handed to one test. */
let freeRequestBoats: Array<{ id: number; ownerId: number }> = [];
const takeBoat = () => {
  const boat = freeRequestBoats.shift();
  if (!boat) throw new Error('no free request boat left in the demo data');
  return boat;
};

beforeAll(async () => {
  t = await startTestServer();
  tenantId = await userIdOf(TENANT_EMAIL);
  tenant = await signedIn(tenantId);
  const strangerId = (
    await db()
      .insertInto('users')
      .values({ email: 'stranger.requests@example.test', first_name: 'Sam', last_name: 'Stranger', roles: ['tenant'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  stranger = await signedIn(strangerId);
  staff = await signedIn(await userIdOf('staff@demo.seaway.test'));
  const { rows } = await sql<{ id: number; owner_id: number }>`
    select b.id, b.owner_id from boats b
    where not b.instant_booking and b.status = 'published' and b.owner_id <> ${tenantId}::int and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= '2026-09-30'::date and u.end_date >= '2026-09-01'::date)
    order by b.id limit 40`.execute(db());
  freeRequestBoats = rows.map((r) => ({ id: r.id, ownerId: r.owner_id }));
});
afterAll(async () => {
  await t?.close();
});

const statusOf = async (id: number): Promise<BookingStatus> => (await db().selectFrom('booking_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const checkoutPaymentOf = (id: number) => db().selectFrom('payments').selectAll().where('booking_request_id', '=', id).where('kind', '=', 'checkout').where('status', '=', 'succeeded').executeTakeFirstOrThrow();
const eventsOf = async (id: number, type: string) => db().selectFrom('booking_events').selectAll().where('booking_request_id', '=', id).where('type', '=', type).execute();
const heldDaysOf = (id: number) => db().selectFrom('boat_unavailabilities').select('id').where('booking_request_id', '=', id).execute();
const emailsAbout = async (id: number) => (await db().selectFrom('email_outbox').select(['recipient', 'subject', 'text']).execute()).filter((e) => e.text.includes(reference(id)) || e.subject.includes(reference(id)));
const subjectsIn = (pick: (texts: (typeof EMAIL_TEXTS)['en']) => string, id: number) => new Set(Object.values(EMAIL_TEXTS).map((texts) => fill(pick(texts), { reference: reference(id) })));
const systemMessagesOf = (id: number) =>
  db()
    .selectFrom('conversation_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select('m.body')
    .where('c.booking_request_id', '=', id)
    .where('m.author_id', 'is', null)
    .orderBy('m.id')
    .execute();
const ownerEmailOf = async (ownerId: number) => (await db().selectFrom('users').select('email').where('id', '=', ownerId).executeTakeFirstOrThrow()).email;

const accept = (id: number, client: ApiClient) => client.post<RequestAnswerResult & ApiErrorBody>(`/api/v6/bookings/${id}/accept`);
const decline = (id: number, client: ApiClient, body?: unknown) => client.post<RequestAnswerResult & ApiErrorBody>(`/api/v6/bookings/${id}/decline`, body);
const detailOf = (id: number, client: ApiClient) => client.get<BookingDetail & ApiErrorBody>(`/api/v6/bookings/${id}`);

/** A request paid by the tenant with 4242 (optionally a down payment): awaiting the owner, the money held. */
const payRequest = async (options: { downPayment?: boolean } = {}) => {
  const boat = takeBoat();
  const created = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, DATES);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const hash = created.body.hash;
  if (options.downPayment) expect((await tenant.put(`/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: true })).status).toBe(200);
  const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${hash}/payment`);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const paid = await tenant.post<{ status: string }>('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
  expect(paid.body.status).toBe('succeeded');
  const { id } = await db().selectFrom('booking_requests').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
  expect(await statusOf(id)).toBe('awaitingOwner');
  return { id, hash, boat, amount: start.body.amount, owner: await signedIn(boat.ownerId) };
};

describe('the demo data', () => {
  it('the demo owner has requests from the demo tenant waiting for an answer (held, days held), and boats with and without instant booking and a skipper', async () => {
    const ownerId = await userIdOf('owner@demo.seaway.test');
    const { rows } = await sql<{ id: number; instant_booking: boolean; user_id: number; response_before: Date; is_direct: boolean }>`
      select b.id, bo.instant_booking, b.user_id, b.response_before, b.is_direct from booking_requests b join boats bo on bo.id = b.boat_id
      where bo.owner_id = ${ownerId}::int and b.status = 'awaitingOwner' order by b.id`.execute(db());
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows.slice(0, 2)) {
      expect(row).toMatchObject({ instant_booking: false, is_direct: false, user_id: tenantId });
      expect(new Date(row.response_before).getTime()).toBeGreaterThan(TEST_NOW.getTime());
      expect(await checkoutPaymentOf(row.id)).toMatchObject({ capture_method: 'manual', captured_at: null, released_at: null, refund_needed: false });
      expect(await heldDaysOf(row.id)).toHaveLength(1);
      expect(await systemMessagesOf(row.id)).toHaveLength(1);
    }
    const owner = await signedIn(ownerId);
    const detail = await detailOf(rows[0]!.id, owner);
    expect(detail.status).toBe(200);
    expect(detail.body.request).toEqual({ state: 'awaiting', canAnswer: true, answeredAt: null, declineReason: null });
    const waiting = await detailOf(rows[0]!.id, tenant);
    expect(waiting.body.request).toMatchObject({ state: 'awaiting', canAnswer: false });
    expect(waiting.body.responseBefore).toBe(new Date(rows[0]!.response_before).toISOString());

    const fleet = await sql<{ instant: boolean; skipper: boolean }>`
      select b.instant_booking as instant, exists (select 1 from product_extras e where e.boat_id = b.id and e.kind = 'rentalType') as skipper
      from boats b where b.owner_id = ${ownerId}::int`.execute(db());
    const kinds = new Set(fleet.rows.map((r) => `${r.instant}/${r.skipper}`));
    expect([...kinds].some((k) => k.startsWith('true'))).toBe(true);
    expect([...kinds].some((k) => k.startsWith('false'))).toBe(true);
    expect([...kinds].some((k) => k.endsWith('true'))).toBe(true);
    expect([...kinds].some((k) => k.endsWith('false'))).toBe(true);
  });
});

describe('the held payment', () => {
  it('a request’s checkout payment is only authorised: held on the card, the booking holding its days; an instant booking is taken at once', async () => {
    const request = await payRequest({ downPayment: true });
    const payment = await checkoutPaymentOf(request.id);
    expect(payment).toMatchObject({ capture_method: 'manual', captured_at: null, released_at: null, amount: request.amount });
    expect(await heldDaysOf(request.id)).toHaveLength(1);
    // The down payment only is held.
    const price = await db().selectFrom('booking_requests').select('price_snapshot').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(request.amount).toBe((price.price_snapshot as { downPaymentAmount: number }).downPaymentAmount);
    const { rows } = await sql<{ id: number }>`select id from boats where instant_booking and status = 'published' and owner_id <> ${tenantId}::int and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = boats.id and u.start_date <= '2026-09-30'::date and u.end_date >= '2026-09-01'::date) order by id limit 1`.execute(db());
    const created = await tenant.post<{ hash: string }>(`/api/v6/products/${rows[0]!.id}/booking-request`, DATES);
    const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${created.body.hash}/payment`);
    await tenant.post('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
    const instant = await db().selectFrom('booking_requests').select('id').where('hash', '=', created.body.hash).executeTakeFirstOrThrow();
    expect(await checkoutPaymentOf(instant.id)).toMatchObject({ capture_method: 'automatic', captured_at: expect.any(Date) });
  });
});

describe('POST /bookings/{id}/accept', () => {
  it('only the owner answers: 401 for a visitor, 403 for the tenant, 404 for anyone else; nothing changes', async () => {
    const request = await payRequest();
    expect((await t.client.post(`/api/v6/bookings/${request.id}/accept`)).status).toBe(401);
    const asTenant = await accept(request.id, tenant);
    expect(asTenant.status).toBe(403);
    expect(asTenant.body.error).toBe('forbidden');
    expect((await decline(request.id, tenant)).status).toBe(403);
    expect((await accept(request.id, stranger)).status).toBe(404);
    expect((await decline(request.id, stranger)).status).toBe(404);
    expect((await accept(999_999_999, request.owner)).status).toBe(404);
    expect((await request.owner.post('/api/v6/bookings/abc/accept')).status).toBe(404);
    expect((await request.owner.request('POST', `/api/v6/bookings/${request.id}/accept`, { xsrf: false })).status).toBe(403);
    expect(await statusOf(request.id)).toBe('awaitingOwner');
    expect((await checkoutPaymentOf(request.id)).captured_at).toBeNull();
  });

  it('the owner accepts in time: confirmed, the held payment captured once (parallel answers too), both parties told', async () => {
    const request = await payRequest({ downPayment: true });
    const before = await detailOf(request.id, request.owner);
    expect(before.body.request).toEqual({ state: 'awaiting', canAnswer: true, answeredAt: null, declineReason: null });
    expect(before.body.actions.payBalance).toBe(false);

    const answers = await Promise.all([accept(request.id, request.owner), accept(request.id, request.owner)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(isRight(RequestAnswerResult.decode(ok.body))).toBe(true);
    expect(ok.body).toEqual({ status: 'confirmed', refunded: 0 });
    expect(answers.find((a) => a.status === 409)?.body.error).toBe('booking_not_awaiting_owner');
    expect((await accept(request.id, request.owner)).body.error).toBe('booking_not_awaiting_owner');
    expect((await decline(request.id, request.owner)).body.error).toBe('booking_not_awaiting_owner');

    expect(await statusOf(request.id)).toBe('confirmed');
    expect(await checkoutPaymentOf(request.id)).toMatchObject({ captured_at: TEST_NOW, released_at: null });
    expect(await eventsOf(request.id, 'paymentCaptured')).toHaveLength(1);
    expect(await eventsOf(request.id, 'ownerAccepted')).toHaveLength(1);
    expect(await heldDaysOf(request.id)).toHaveLength(1);
    expect((await systemMessagesOf(request.id)).map((m) => m.body)).toEqual([expect.stringContaining('New booking request'), expect.stringContaining('accepted the booking request')]);

    const tenantView = await detailOf(request.id, tenant);
    expect(isRight(BookingDetail.decode(tenantView.body)), JSON.stringify(tenantView.body)).toBe(true);
    expect(tenantView.body).toMatchObject({ status: 'confirmed', request: { state: 'accepted', canAnswer: false, answeredAt: TEST_NOW.toISOString(), declineReason: null } });
    // Accepted: the balance can be paid now.
    expect(tenantView.body.actions.payBalance).toBe(true);

    const told = (await emailsAbout(request.id)).filter((e) => subjectsIn((x) => x.requestAnswer.acceptedSubject, request.id).has(e.subject));
    expect(told.map((e) => e.recipient).sort()).toEqual([await ownerEmailOf(request.boat.ownerId), TENANT_EMAIL].sort());
    expect(told.find((e) => e.recipient === TENANT_EMAIL)?.text).toContain('your booking is confirmed');
  });

  it('staff answer for the owner', async () => {
    const request = await payRequest();
    const r = await accept(request.id, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('confirmed');
  });

  it('after the deadline: 409 response_deadline_passed for both answers, nothing captured (and the job then expires it)', async () => {
    const request = await payRequest();
    await db().updateTable('booking_requests').set({ response_before: new Date(TEST_NOW.getTime() - 60_000) }).where('id', '=', request.id).execute();
    const late = await accept(request.id, request.owner);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('response_deadline_passed');
    const lateDecline = await decline(request.id, request.owner, { reason: 'Too late anyway' });
    expect(lateDecline.status).toBe(409);
    expect(lateDecline.body.error).toBe('response_deadline_passed');
    expect((await checkoutPaymentOf(request.id)).captured_at).toBeNull();
    expect((await detailOf(request.id, request.owner)).body.request?.canAnswer).toBe(false);
    // The job (or the server's own cron, meanwhile) expires it; answering is still refused as too late.
    await runRequestExpiry(jobDeps(new LocalPaymentGateway(db())));
    expect(['refunded', 'expired']).toContain(await statusOf(request.id));
    expect((await accept(request.id, request.owner)).body.error).toBe('response_deadline_passed');
  });
});

describe('POST /bookings/{id}/decline', () => {
  it('checks the reason (at most 1000 characters): 400 with the field and its message key; nothing changes', async () => {
    const request = await payRequest();
    const long = await decline(request.id, request.owner, { reason: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: 'decline_invalid', details: ['reason: account:request.errors.reasonTooLong'] });
    expect((await decline(request.id, request.owner, { reason: 12 })).status).toBe(400);
    expect((await request.owner.request('POST', `/api/v6/bookings/${request.id}/decline`, { rawBody: '{oops', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect(await statusOf(request.id)).toBe('awaitingOwner');
  });

  it('the owner declines: the hold released (nothing refunded at the provider), the days free, the tenant sees declined and refunded with the reason', async () => {
    const request = await payRequest();
    const r = await decline(request.id, request.owner, { reason: '  The boat is in the yard for repairs that week.  ' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ status: 'refunded', refunded: request.amount });

    expect(await statusOf(request.id)).toBe('refunded');
    expect(await checkoutPaymentOf(request.id)).toMatchObject({ captured_at: null, released_at: TEST_NOW });
    const refunds = await db().selectFrom('refunds').selectAll().where('booking_request_id', '=', request.id).execute();
    expect(refunds).toEqual([expect.objectContaining({ amount: request.amount, reason: 'declined', status: 'succeeded', provider_refund_id: null, idempotency_key: expect.stringMatching(/^booking:\d+:declined:\d+$/) })]);
    expect(await eventsOf(request.id, 'paymentReleased')).toHaveLength(1);
    expect(await heldDaysOf(request.id)).toHaveLength(0);
    expect((await systemMessagesOf(request.id)).at(-1)?.body).toContain('The boat is in the yard');

    const seen = await detailOf(request.id, tenant);
    expect(seen.body).toMatchObject({
      status: 'refunded',
      refunded: request.amount,
      amountPaid: 0,
      request: { state: 'declined', canAnswer: false, answeredAt: TEST_NOW.toISOString(), declineReason: 'The boat is in the yard for repairs that week.' },
    });
    expect(seen.body.actions.cancel).toBe(false);
    const told = (await emailsAbout(request.id)).filter((e) => subjectsIn((x) => x.requestAnswer.declinedSubject, request.id).has(e.subject));
    expect(told.map((e) => e.recipient).sort()).toEqual([await ownerEmailOf(request.boat.ownerId), TENANT_EMAIL].sort());
    const toTenant = told.find((e) => e.recipient === TENANT_EMAIL)?.text ?? '';
    expect(toTenant).toContain('“The boat is in the yard for repairs that week.”');
    expect(toTenant).toContain('held on your card is released');

    expect((await decline(request.id, request.owner)).body.error).toBe('booking_not_awaiting_owner');
    expect((await db().selectFrom('refunds').select('id').where('booking_request_id', '=', request.id).execute())).toHaveLength(1);
    // The days are free for someone else.
    expect((await stranger.post(`/api/v6/products/${request.boat.id}/booking-request`, DATES)).status).toBe(200);
  });

  it('without a body or reason: declined all the same', async () => {
    const request = await payRequest();
    const r = await request.owner.post<RequestAnswerResult>(`/api/v6/bookings/${request.id}/decline`);
    expect(r.status).toBe(200);
    expect((await detailOf(request.id, tenant)).body.request).toMatchObject({ state: 'declined', declineReason: null });
  });
});

/** The job's ports, with the test clock; the email and push outboxes of the test database. */
const jobDeps = (gateway: PaymentGateway, now: Date = TEST_NOW) => ({
  db: db(),
  now: () => now,
  gateway,
  email: new OutboxEmailSender(db(), () => now),
  publicUrl: 'http://localhost:8080',
  push: new OutboxPushSender(db(), () => now),
  log: () => undefined,
});

/** The local provider, counting what each intent was asked. */
const countingGateway = () => {
  const local = new LocalPaymentGateway(db());
  const calls: Array<{ method: string; intentId: string }> = [];
  const gateway: PaymentGateway = {
    provider: 'local',
    createIntent: (request) => local.createIntent(request),
    cancelIntent: async (intentId) => {
      calls.push({ method: 'cancelIntent', intentId });
      return local.cancelIntent(intentId);
    },
    captureIntent: async (intentId) => {
      calls.push({ method: 'captureIntent', intentId });
      return local.captureIntent(intentId);
    },
    refund: async (request) => {
      calls.push({ method: 'refund', intentId: request.intentId });
      return local.refund(request);
    },
  };
  return { gateway, calls };
};

describe('the request expiry job', () => {
  it('expires unanswered requests past responseBefore and gives the money back exactly once, however often it runs (also in parallel)', async () => {
    const first = await payRequest();
    const second = await payRequest({ downPayment: true });
    const fresh = await payRequest();
    const past = new Date(TEST_NOW.getTime() - 60_000);
    await db().updateTable('booking_requests').set({ response_before: past }).where('id', 'in', [first.id, second.id]).execute();
    // One of them had its held payment captured already (a provider failure at an answer, say): refunded, not released.
    await db().updateTable('payments').set({ captured_at: past }).where('booking_request_id', '=', second.id).where('kind', '=', 'checkout').execute();

    const { gateway, calls } = countingGateway();
    await runRequestExpiry(jobDeps(gateway));
    await runRequestExpiry(jobDeps(gateway));
    await Promise.all([runRequestExpiry(jobDeps(gateway)), runRequestExpiry(jobDeps(gateway))]);

    for (const request of [first, second]) {
      expect(await statusOf(request.id)).toBe('refunded');
      const refunds = await db().selectFrom('refunds').selectAll().where('booking_request_id', '=', request.id).execute();
      expect(refunds).toEqual([expect.objectContaining({ amount: request.amount, reason: 'expired', status: 'succeeded', idempotency_key: expect.stringMatching(/:expired:/) })]);
      expect(await eventsOf(request.id, 'responseDeadlinePassed')).toHaveLength(1);
      expect(await eventsOf(request.id, 'refunded')).toHaveLength(1);
      expect(await heldDaysOf(request.id)).toHaveLength(0);
      const intentId = (await checkoutPaymentOf(request.id)).intent_id;
      // The server's own cron may have run it first: then this gateway was never asked; never twice.
      expect(calls.filter((c) => c.intentId === intentId).length).toBeLessThanOrEqual(1);
      const told = (await emailsAbout(request.id)).filter((e) => subjectsIn((x) => x.requestAnswer.expiredSubject, request.id).has(e.subject));
      expect(told.map((e) => e.recipient).sort()).toEqual([await ownerEmailOf(request.boat.ownerId), TENANT_EMAIL].sort());
      const seen = await detailOf(request.id, tenant);
      expect(seen.body).toMatchObject({ status: 'refunded', refunded: request.amount, request: { state: 'expired', canAnswer: false, answeredAt: null } });
    }
    expect(await checkoutPaymentOf(first.id)).toMatchObject({ released_at: expect.any(Date), captured_at: null });
    expect(await eventsOf(first.id, 'paymentReleased')).toHaveLength(1);
    const secondRefund = await db().selectFrom('refunds').select('provider_refund_id').where('booking_request_id', '=', second.id).executeTakeFirstOrThrow();
    expect(secondRefund.provider_refund_id).toMatch(/^re_local_/);
    expect(await statusOf(fresh.id)).toBe('awaitingOwner');
    expect((await accept(first.id, first.owner)).body.error).toBe('response_deadline_passed');
  });

  it('retries the capture of an accepted request whose capture failed, once', async () => {
    const request = await payRequest();
    const unreachable = countingGateway().gateway;
    const failing: PaymentGateway = {
      ...unreachable,
      captureIntent: async () => {
        throw new PaymentProviderError('The provider cannot be reached');
      },
    };
    // The answer happened 10 minutes ago and its capture failed (the row says so: confirmed, not captured).
    await db().updateTable('booking_requests').set({ status: 'confirmed', request_outcome: 'accepted', answered_at: new Date(TEST_NOW.getTime() - 600_000) }).where('id', '=', request.id).execute();
    expect((await runRequestExpiry(jobDeps(failing))).captured).toBe(0);
    expect((await checkoutPaymentOf(request.id)).captured_at).toBeNull();
    const { gateway, calls } = countingGateway();
    await runRequestExpiry(jobDeps(gateway));
    await runRequestExpiry(jobDeps(gateway));
    expect((await checkoutPaymentOf(request.id)).captured_at).not.toBeNull();
    expect(await eventsOf(request.id, 'paymentCaptured')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'captureIntent').length).toBeLessThanOrEqual(1);
  });
});

describe('owner notifications', () => {
  it('a new request, a message and a cancellation reach the owner’s registered device (push outbox), only with their consent', async () => {
    const boat = takeBoat();
    const owner = await signedIn(boat.ownerId);
    await db().deleteFrom('push_outbox').execute();
    // The owner's app registered its FCM token, and push notifications were accepted.
    expect((await owner.post('/api/v6/account/device', { deviceToken: `device-${boat.ownerId}`, deviceType: 'android', deviceVersion: '14', fcmToken: `fcm-${boat.ownerId}` })).status).toBe(200);
    expect((await owner.put('/api/v6/account/device/push-notif-permission', { isAccepted: true })).status).toBe(200);

    const created = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, DATES);
    const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${created.body.hash}/payment`);
    await tenant.post('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
    const { id } = await db().selectFrom('booking_requests').select('id').where('hash', '=', created.body.hash).executeTakeFirstOrThrow();
    const pushes = () => db().selectFrom('push_outbox').selectAll().where('user_id', '=', boat.ownerId).orderBy('id').execute();
    const afterRequest = await pushes();
    expect(afterRequest).toHaveLength(1);
    expect(afterRequest[0]).toMatchObject({ token: `fcm-${boat.ownerId}`, data: { type: 'bookingRequest', bookingId: String(id), url: `/booking/${id}/detail`, objectType: 'booking', objectId: String(id), userId: String(boat.ownerId) } });
    expect((afterRequest[0]?.data as Record<string, string>).notificationId).toMatch(/^[0-9a-f-]{36}$/);

    const conversation = await db().selectFrom('conversations').select('hash').where('booking_request_id', '=', id).executeTakeFirstOrThrow();
    expect((await tenant.post(`/api/v6/account/conversations/${conversation.hash}/messages`, { text: 'We arrive around 10 am.' })).status).toBeLessThan(300);
    const afterMessage = await pushes();
    expect(afterMessage).toHaveLength(2);
    expect(afterMessage[1]?.body).toContain('We arrive around 10 am.');
    expect(afterMessage[1]?.data).toMatchObject({ type: 'message', url: expect.stringContaining(`/account/chat/${conversation.hash}/`) });
    // The owner writing back does not notify the owner.
    await owner.post(`/api/v6/account/conversations/${conversation.hash}/messages`, { text: 'See you then.' });
    expect(await pushes()).toHaveLength(2);

    expect((await tenant.post(`/api/v6/bookings/${id}/cancel`)).status).toBe(200);
    const afterCancel = await pushes();
    expect(afterCancel).toHaveLength(3);
    expect(afterCancel[2]?.data).toMatchObject({ type: 'cancellation', bookingId: String(id) });
    // Cancelled before any answer: the hold is released, nothing taken.
    expect(await checkoutPaymentOf(id)).toMatchObject({ captured_at: null, released_at: TEST_NOW });
    expect(await statusOf(id)).toBe('refunded');

    // Without consent, nothing is sent.
    await owner.put('/api/v6/account/device/push-notif-permission', { isAccepted: false });
    await tenant.post(`/api/v6/account/conversations/${conversation.hash}/messages`, { text: 'Thanks anyway.' });
    expect(await pushes()).toHaveLength(3);
  });
});

describe('Stripe (configured, offline): a request is held, captured on accept', () => {
  const SECRET = 'whsec_test_seaway_requests_0123456789';
  let s: TestServer;
  const sdb = () => s.server.database.db;
  const fixture = readFileSync(new URL('../../server/payments/fixtures/payment_intent.amount_capturable_updated.json', import.meta.url), 'utf8');

  beforeAll(async () => {
    s = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_seaway_offline', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_seaway_offline' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('payment_intent.amount_capturable_updated makes the request await the owner with the money held', async () => {
    const client = new ApiClient(s.url);
    client.token = await createSession(sdb(), tenantId, TEST_NOW);
    const boat = takeBoat();
    const created = await client.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, DATES);
    const booking = await sdb().selectFrom('booking_requests').select('id').where('hash', '=', created.body.hash).executeTakeFirstOrThrow();
    const intentId = 'pi_3SeawayHeld0001';
    // As POST /checkout/{hash}/payment records a request's intent with Stripe (capture_method manual).
    await sdb()
      .insertInto('payments')
      .values({ booking_request_id: booking.id, provider: 'stripe', intent_id: intentId, client_secret: `${intentId}_secret_test`, amount: 84_000, attempt: 1, status: 'requires_payment_method', idempotency_key: `${created.body.hash}:1:84000`, capture_method: 'manual' })
      .execute();
    const payload = fixture.replaceAll('pi_3QxT4mLkdIwHu7ix0Vq2sR8d', intentId).replaceAll('REPLACED_BY_THE_TEST', created.body.hash);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(TEST_NOW.getTime() / 1000) });
    const post = () => fetch(`${s.url}/api/v6/payments/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect((await sdb().selectFrom('booking_requests').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('awaitingOwner');
    expect(await sdb().selectFrom('payments').select(['status', 'captured_at', 'capture_method']).where('intent_id', '=', intentId).executeTakeFirstOrThrow()).toEqual({
      status: 'succeeded',
      captured_at: null,
      capture_method: 'manual',
    });
    expect(await sdb().selectFrom('booking_events').select('id').where('booking_request_id', '=', booking.id).where('type', '=', 'paymentSucceeded').execute()).toHaveLength(1);
  });
});
