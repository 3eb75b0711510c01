import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import type { Type } from 'io-ts';
import { sql } from 'kysely';
import {
  BackOfficeBooking,
  BackOfficeSearchResult,
  BACKOFFICE_BOOKINGS_PATHS as PATHS,
  RefundQueue,
  RefundQueueItem,
} from '../../src/contract/backoffice-bookings';
import { TEST_CARDS, type LocalPaymentResult, type PaymentStart } from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import { DEMO_REFUND_ERROR } from '../../server/db/seed/demo-refunds';
import { EMAIL_TEXTS, fill } from '../../server/emails/email-texts';
import { signedInClient, startTestServer, type ApiClient, type TestServer } from './harness';

/**
 * The back office's bookings (issue [7]) through the real server and the local payment provider: the search box, the
 * queue of automatic refunds and its retry (exactly once, even clicked twice at the same time), a booking's history and
 * the staff actions (refund a chosen amount, cancel, change the dates) with their emails and audit entries; the audit
 * log refuses any rewrite at the database level; only staff reach any of it.
 */

let t: TestServer;
let staff: ApiClient;
let tenant: ApiClient;
let owner: ApiClient;
let staffId: number;
let tenantId: number;
const db = () => t.server.database.db;
const api = (path: string) => `/api/v6${path}`;
const TENANT_EMAIL = 'tenant@demo.seaway.test';
const reference = (id: number) => `SW-${String(id).padStart(6, '0')}`;
const decodes = <A>(codec: Type<A, unknown>, value: unknown): boolean => isRight(codec.decode(value));
const userIdOf = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

interface Boat {
  readonly id: number;
  readonly ownerId: number;
  readonly title: string;
}
/** Instant-booking boats free all September, not the tenant's: each handed to one test. */
let candidates: Boat[] = [];
const takeBoat = (): Boat => {
  const boat = candidates.shift();
  if (!boat) throw new Error('no free instant boat left in the demo data');
  return boat;
};

beforeAll(async () => {
  t = await startTestServer();
  staffId = await userIdOf('staff@demo.seaway.test');
  tenantId = await userIdOf(TENANT_EMAIL);
  staff = await signedInClient(t, staffId);
  tenant = await signedInClient(t, tenantId);
  owner = await signedInClient(t, await userIdOf('owner@demo.seaway.test'));
  const { rows } = await sql<Boat>`
    select b.id, b.owner_id as "ownerId", b.title from boats b
    where b.owner_id <> ${tenantId}::int and b.instant_booking and b.status = 'published' and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= '2026-09-30'::date and u.end_date >= '2026-09-01'::date)
    order by b.id limit 40`.execute(db());
  candidates = rows;
});
afterAll(async () => {
  await t?.close();
});

/** A booking paid in full by the demo tenant (card 4242) on an instant boat: status paid, money taken. */
const paidBooking = async (dates = { startDate: '2026-09-07', endDate: '2026-09-10' }): Promise<{ id: number; boat: Boat; charged: number }> => {
  const boat = takeBoat();
  const created = await tenant.post<{ hash: string }>(api(`/products/${boat.id}/booking-request`), dates);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const start = await tenant.post<PaymentStart>(api(`/checkout/${created.body.hash}/payment`));
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const paid = await tenant.post<LocalPaymentResult>(api('/payments/local/confirm'), { clientSecret: start.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
  expect(paid.body).toEqual({ status: 'succeeded' });
  const { id, status } = await db().selectFrom('booking_requests').select(['id', 'status']).where('hash', '=', created.body.hash).executeTakeFirstOrThrow();
  expect(status).toBe('paid');
  return { id, boat, charged: start.body.amount };
};

const detailOf = async (id: number): Promise<BackOfficeBooking> => {
  const r = await staff.get<BackOfficeBooking>(api(PATHS.booking(id)));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(decodes(BackOfficeBooking, r.body), JSON.stringify(r.body)).toBe(true);
  return r.body;
};
const auditRows = (objectType: string, objectId: number) =>
  db().selectFrom('audit_log').selectAll().where('object_type', '=', objectType as 'booking').where('object_id', '=', objectId).orderBy('id').execute();
const emailsAbout = async (id: number) => (await db().selectFrom('email_outbox').select(['recipient', 'subject', 'text']).execute()).filter((e) => e.text.includes(reference(id)) || e.subject.includes(reference(id)));
const subjects = (pick: (texts: (typeof EMAIL_TEXTS)['en']) => string, id: number) => new Set(Object.values(EMAIL_TEXTS).map((texts) => fill(pick(texts), { reference: reference(id) })));
const eventsOf = (id: number, type: string) => db().selectFrom('booking_events').selectAll().where('booking_request_id', '=', id).where('type', '=', type).execute();

describe('access', () => {
  it('every route of the bookings back office answers 401 to a visitor and 403 to a tenant or an owner', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', PATHS.search + '?q=tenant'],
      ['GET', PATHS.refunds],
      ['POST', PATHS.retryRefund(1)],
      ['GET', PATHS.booking(1)],
      ['POST', PATHS.refundBooking(1), { amount: 100, reason: 'x' }],
      ['POST', PATHS.cancelBooking(1), { refundAmount: 0, reason: 'x' }],
      ['POST', PATHS.changeDates(1), { startDate: '2026-09-01', endDate: '2026-09-02', reason: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      const options = body === undefined ? {} : { body };
      expect((await t.client.request(method, api(path), options)).status, `${method} ${path} visitor`).toBe(401);
      expect((await tenant.request(method, api(path), options)).status, `${method} ${path} tenant`).toBe(403);
      expect((await owner.request(method, api(path), options)).status, `${method} ${path} owner`).toBe(403);
    }
  });
});

describe('search', () => {
  it('finds a booking by id or reference, users by email (with their bookings) and boats by name', async () => {
    const refund = await db().selectFrom('refunds').select('booking_request_id').where('last_error', '=', DEMO_REFUND_ERROR).executeTakeFirstOrThrow();
    const bookingId = refund.booking_request_id;
    for (const q of [String(bookingId), reference(bookingId), `#${bookingId}`]) {
      const r = await staff.get<BackOfficeSearchResult>(api(`${PATHS.search}?q=${encodeURIComponent(q)}`));
      expect(r.status).toBe(200);
      expect(decodes(BackOfficeSearchResult, r.body), JSON.stringify(r.body)).toBe(true);
      expect(r.body.bookings).toEqual([expect.objectContaining({ id: bookingId, reference: reference(bookingId), status: 'expired', tenantEmail: TENANT_EMAIL })]);
    }

    const users = await staff.get<BackOfficeSearchResult>(api(`${PATHS.search}?q=${encodeURIComponent(' TENANT@Demo ')}`));
    expect(users.body.query).toBe('TENANT@Demo');
    const found = users.body.users.find((u) => u.email === TENANT_EMAIL);
    expect(found).toMatchObject({ id: tenantId, firstName: 'Tessa', flagged: false });
    expect(found?.bookings.map((b) => b.id)).toContain(bookingId);
    expect(found?.bookings.every((b) => b.role === 'tenant')).toBe(true);
    const ownerHit = (await staff.get<BackOfficeSearchResult>(api(`${PATHS.search}?q=owner@demo.seaway`))).body.users.find((u) => u.email === 'owner@demo.seaway.test');
    expect(ownerHit?.bookings.some((b) => b.id === bookingId && b.role === 'owner')).toBe(true);

    const boat = await db().selectFrom('boats').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const word = boat.title.slice(0, Math.min(6, boat.title.length)).toLowerCase();
    const boats = await staff.get<BackOfficeSearchResult>(api(`${PATHS.search}?q=${encodeURIComponent(word)}`));
    expect(boats.body.boats.length).toBeGreaterThan(0);
    expect(boats.body.boats.length).toBeLessThanOrEqual(20);
    expect(boats.body.boats.every((b) => b.name.toLowerCase().includes(word))).toBe(true);
  });

  it('takes wildcards literally and refuses an empty or over-long query', async () => {
    const wild = await staff.get<BackOfficeSearchResult>(api(`${PATHS.search}?q=${encodeURIComponent('%_%')}`));
    expect(wild.status).toBe(200);
    expect(wild.body).toEqual({ query: '%_%', bookings: [], users: [], boats: [] });
    for (const q of ['', '%20%20', 'a'.repeat(101)]) {
      const r = await staff.get<ApiErrorBody>(api(`${PATHS.search}?q=${q}`));
      expect(r.status, q).toBe(400);
      expect(r.body.error).toBe('search_query_invalid');
    }
    expect((await staff.get(api(PATHS.search))).status).toBe(400);
  });
});

describe('the queue of automatic refunds', () => {
  it('lists failed refunds first, then the newest, with their booking, tenant, product and attempts; filters by status', async () => {
    const r = await staff.get<RefundQueue>(api(PATHS.refunds));
    expect(r.status).toBe(200);
    expect(decodes(RefundQueue, r.body), JSON.stringify(r.body)).toBe(true);
    expect(r.body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(r.body.counts.succeeded).toBeGreaterThanOrEqual(1);
    const first = r.body.items[0];
    expect(first).toMatchObject({ status: 'failed', reason: 'expired', attempts: 1, lastError: DEMO_REFUND_ERROR, retryable: true, currency: 'EUR', tenant: { email: TENANT_EMAIL } });
    const statuses = r.body.items.map((i) => i.status);
    expect(statuses.lastIndexOf('failed')).toBeLessThan(statuses.findIndex((s) => s !== 'failed') === -1 ? Infinity : statuses.findIndex((s) => s !== 'failed'));
    const others = r.body.items.filter((i) => i.status !== 'failed').map((i) => i.createdAt);
    expect(others).toEqual([...others].sort().reverse());

    const succeeded = await staff.get<RefundQueue>(api(`${PATHS.refunds}?status=succeeded`));
    expect(succeeded.body.items.length).toBeGreaterThan(0);
    expect(succeeded.body.items.every((i) => i.status === 'succeeded' && !i.retryable)).toBe(true);
    expect(succeeded.body).toMatchObject({ status: 'succeeded', page: 1, pageSize: 20, total: succeeded.body.counts.succeeded });
    for (const bad of ['status=FAILED', 'page=0', 'page=abc', 'page=1001']) expect((await staff.get(api(`${PATHS.refunds}?${bad}`))).status, bad).toBe(400);
  });

  it('retries a failed refund exactly once when clicked twice at the same time, with its audit entry', async () => {
    const seeded = await db().selectFrom('refunds').selectAll().where('last_error', '=', DEMO_REFUND_ERROR).where('status', '=', 'failed').executeTakeFirstOrThrow();
    const [a, b] = await Promise.all([staff.post<RefundQueueItem & ApiErrorBody>(api(PATHS.retryRefund(seeded.id))), staff.post<RefundQueueItem & ApiErrorBody>(api(PATHS.retryRefund(seeded.id)))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const answer = a.status === 200 ? a.body : b.body;
    expect(decodes(RefundQueueItem, answer)).toBe(true);
    expect(answer).toMatchObject({ id: seeded.id, status: 'succeeded', attempts: 2, lastError: null, retryable: false });
    expect((a.status === 409 ? a.body : b.body).error).toBe('refund_not_failed');

    // The attempt had a key of its own, kept in the row.
    const row = await db().selectFrom('refunds').select(['idempotency_key', 'attempts']).where('id', '=', seeded.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ idempotency_key: `${seeded.idempotency_key}:retry:2`, attempts: 2 });
    // The held payment was released through the provider; everything came back, so the booking is refunded.
    const payment = await db().selectFrom('payments').select(['released_at']).where('id', '=', seeded.payment_id).executeTakeFirstOrThrow();
    expect(payment.released_at).not.toBeNull();
    const detail = await detailOf(seeded.booking_request_id);
    expect(detail.status).toBe('refunded');
    expect(detail.totals).toMatchObject({ refundable: 0, refundFailed: 0 });
    expect(await eventsOf(seeded.booking_request_id, 'refundRetried')).toHaveLength(1);
    const audit = await auditRows('refund', seeded.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: staffId,
      actor_email: 'staff@demo.seaway.test',
      action: 'refund.retry',
      before: { status: 'failed', attempts: 1, lastError: DEMO_REFUND_ERROR },
      after: { status: 'succeeded', attempts: 2, lastError: null },
    });
    expect(detail.audit.map((e) => e.action)).toContain('refund.retry');

    // Done: nothing to retry any more; an unknown refund is 404.
    expect((await staff.post<ApiErrorBody>(api(PATHS.retryRefund(seeded.id)))).status).toBe(409);
    expect((await staff.post(api(PATHS.retryRefund(999_999)))).status).toBe(404);
    expect((await staff.post(api('/backoffice/refunds/abc/retry'))).status).toBe(404);
  });
});

describe('a booking’s history and the staff actions', () => {
  it('shows a paid booking’s history: events, payments, conversation, parties, money and actions', async () => {
    const booking = await paidBooking();
    const detail = await detailOf(booking.id);
    expect(detail).toMatchObject({
      id: booking.id,
      reference: reference(booking.id),
      status: 'paid',
      startDate: '2026-09-07',
      endDate: '2026-09-10',
      currency: 'EUR',
      product: { kind: 'boat', id: booking.boat.id, name: booking.boat.title },
      tenant: { id: tenantId, email: TENANT_EMAIL, flagged: false },
      owner: { id: booking.boat.ownerId },
      totals: { paidOnline: booking.charged, refunded: 0, refundPending: 0, refundFailed: 0, refundable: booking.charged },
      actions: { refund: true, cancel: true, changeDates: true },
      audit: [],
    });
    expect(detail.events.map((e) => e.type)).toContain('paymentSucceeded');
    expect(detail.payments).toEqual([expect.objectContaining({ kind: 'checkout', amount: booking.charged, status: 'succeeded', provider: 'local' })]);
    expect(detail.conversation?.messageCount).toBeGreaterThanOrEqual(1);
    expect((await staff.get(api(PATHS.booking(999_999)))).status).toBe(404);
    expect((await staff.get(api('/backoffice/bookings/0'))).status).toBe(404);
  });

  it('refunds a chosen amount through the provider, tells the tenant, and refuses more than is refundable', async () => {
    const booking = await paidBooking();
    const refund = await staff.post<BackOfficeBooking>(api(PATHS.refundBooking(booking.id)), { amount: 1_000, reason: '  Skipper arrived late  ' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(decodes(BackOfficeBooking, refund.body)).toBe(true);
    expect(refund.body.refunds).toEqual([expect.objectContaining({ amount: 1_000, reason: 'staff', status: 'succeeded', attempts: 1 })]);
    expect(refund.body.totals).toMatchObject({ refunded: 1_000, refundable: booking.charged - 1_000 });
    expect(refund.body.status).toBe('paid');
    const entry = refund.body.audit.at(-1);
    expect(entry).toMatchObject({
      action: 'booking.refund',
      objectType: 'booking',
      objectId: booking.id,
      actor: { id: staffId, email: 'staff@demo.seaway.test' },
      note: 'Skipper arrived late',
      before: { refundable: booking.charged, refunded: 0 },
      after: { refundable: booking.charged - 1_000 },
    });
    expect(await eventsOf(booking.id, 'staffRefund')).toHaveLength(1);
    const mail = (await emailsAbout(booking.id)).filter((e) => subjects((x) => x.staffBooking.refundSubject, booking.id).has(e.subject));
    expect(mail.map((e) => e.recipient)).toEqual([TENANT_EMAIL]);

    const tooMuch = await staff.post<ApiErrorBody>(api(PATHS.refundBooking(booking.id)), { amount: booking.charged, reason: 'All of it' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ error: 'amount_above_refundable', details: ['amount: backoffice:errors.amountAboveRefundable'] });
    for (const body of [{ amount: 0, reason: 'x' }, { amount: 1.5, reason: 'x' }, { amount: 100, reason: '   ' }, { amount: '100', reason: 'x' }]) {
      expect((await staff.post(api(PATHS.refundBooking(booking.id)), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await staff.post(api(PATHS.refundBooking(999_999)), { amount: 100, reason: 'x' })).status).toBe(404);
    // Refused actions leave no trace.
    expect(await auditRows('booking', booking.id)).toHaveLength(1);
  });

  it('keeps a refund the provider refuses as failed, retries it until the provider accepts', async () => {
    const booking = await paidBooking();
    const payment = await db().selectFrom('payments').select(['id', 'intent_id']).where('booking_request_id', '=', booking.id).where('status', '=', 'succeeded').executeTakeFirstOrThrow();
    // A payment whose intent the local provider never issued: its refund fails ("No such payment_intent").
    await db().updateTable('payments').set({ intent_id: 'pi_elsewhere_0001' }).where('id', '=', payment.id).execute();
    const refused = await staff.post<BackOfficeBooking>(api(PATHS.refundBooking(booking.id)), { amount: 500, reason: 'Goodwill' });
    expect(refused.status).toBe(200);
    const failed = refused.body.refunds[0];
    expect(failed).toMatchObject({ status: 'failed', retryable: true, attempts: 1, lastError: expect.stringContaining('No such payment_intent') });
    // Reserved for its retry: another action cannot refund it a second time.
    expect(refused.body.totals).toMatchObject({ refunded: 0, refundFailed: 500, refundable: booking.charged - 500 });
    // No email promises money that did not move.
    expect((await emailsAbout(booking.id)).filter((e) => subjects((x) => x.staffBooking.refundSubject, booking.id).has(e.subject))).toHaveLength(0);

    const again = await staff.post<RefundQueueItem>(api(PATHS.retryRefund(failed!.id)));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'failed', attempts: 2, retryable: true, lastError: expect.stringContaining('pi_elsewhere_0001') });

    await db().updateTable('payments').set({ intent_id: payment.intent_id }).where('id', '=', payment.id).execute();
    const done = await staff.post<RefundQueueItem>(api(PATHS.retryRefund(failed!.id)));
    expect(done.body).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null });
    const audit = await auditRows('refund', failed!.id);
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual(['failed', 'succeeded']);
    expect((await detailOf(booking.id)).totals).toMatchObject({ refunded: 500, refundFailed: 0, refundable: booking.charged - 500 });
  });

  it('cancels whatever the policy says, frees the dates, refunds the chosen amount and tells both parties', async () => {
    const booking = await paidBooking({ startDate: '2026-09-14', endDate: '2026-09-16' });
    expect(await db().selectFrom('boat_unavailabilities').select('id').where('booking_request_id', '=', booking.id).execute()).toHaveLength(1);
    const over = await staff.post<ApiErrorBody>(api(PATHS.cancelBooking(booking.id)), { reason: 'Boat damaged', refundAmount: booking.charged + 1 });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('amount_above_refundable');

    const partial = booking.charged - 2_000;
    const cancelled = await staff.post<BackOfficeBooking>(api(PATHS.cancelBooking(booking.id)), { reason: 'Boat damaged by the previous tenant', refundAmount: partial });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'system', totals: { refunded: partial, refundable: 2_000 }, actions: { cancel: false, changeDates: false, refund: true } });
    expect(cancelled.body.refunds).toEqual([expect.objectContaining({ reason: 'staffCancel', status: 'succeeded', amount: partial })]);
    expect(await db().selectFrom('boat_unavailabilities').select('id').where('booking_request_id', '=', booking.id).execute()).toHaveLength(0);
    expect(cancelled.body.audit.at(-1)).toMatchObject({
      action: 'booking.cancel',
      note: 'Boat damaged by the previous tenant',
      before: { status: 'paid', refundable: booking.charged },
      after: { status: 'cancelled', refund: partial, refundable: 2_000 },
    });
    expect(cancelled.body.events.filter((e) => e.type === 'cancelled')).toEqual([expect.objectContaining({ from: 'paid', to: 'cancelled', data: expect.objectContaining({ by: 'staff', staffId }) })]);
    const mails = (await emailsAbout(booking.id)).filter((e) => subjects((x) => x.cancelled.subject, booking.id).has(e.subject));
    const ownerEmail = (await db().selectFrom('users').select('email').where('id', '=', booking.boat.ownerId).executeTakeFirstOrThrow()).email;
    expect(mails.map((e) => e.recipient).sort()).toEqual([TENANT_EMAIL, ownerEmail].sort());
    const tenantMail = mails.find((e) => e.recipient === TENANT_EMAIL);
    expect(tenantMail?.text).toContain(EMAIL_TEXTS.en.staffBooking.byStaff);

    // The rest can still be refunded; a second cancellation is refused.
    const second = await staff.post<ApiErrorBody>(api(PATHS.cancelBooking(booking.id)), { reason: 'Again', refundAmount: 0 });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('booking_not_cancellable');
    const rest = await staff.post<BackOfficeBooking>(api(PATHS.refundBooking(booking.id)), { amount: 2_000, reason: 'Everything back after all' });
    expect(rest.body).toMatchObject({ status: 'refunded', totals: { refundable: 0, refunded: booking.charged } });
  });

  it('moves a booking to free days (its own days may overlap), refuses taken or past days, and tells both parties', async () => {
    const booking = await paidBooking({ startDate: '2026-09-21', endDate: '2026-09-23' });
    await db().insertInto('boat_unavailabilities').values({ boat_id: booking.boat.id, start_date: '2026-09-27', end_date: '2026-09-28', source: 'owner' }).execute();
    const taken = await staff.post<ApiErrorBody>(api(PATHS.changeDates(booking.id)), { startDate: '2026-09-26', endDate: '2026-09-27', reason: 'Tenant asked' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('dates_unavailable');
    const past = await staff.post<ApiErrorBody>(api(PATHS.changeDates(booking.id)), { startDate: '2026-05-30', endDate: '2026-06-02', reason: 'Tenant asked' });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual(['startDate: backoffice:errors.datePast']);
    const same = await staff.post<ApiErrorBody>(api(PATHS.changeDates(booking.id)), { startDate: '2026-09-21', endDate: '2026-09-23', reason: 'Tenant asked' });
    expect(same.status).toBe(400);
    expect((await staff.post(api(PATHS.changeDates(booking.id)), { startDate: '2026-09-22', endDate: '2026-09-24', reason: '' })).status).toBe(400);

    const moved = await staff.post<BackOfficeBooking>(api(PATHS.changeDates(booking.id)), { startDate: '2026-09-22', endDate: '2026-09-25', reason: 'Weather: one day later, one more day' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ startDate: '2026-09-22', endDate: '2026-09-25', status: 'paid', totals: { paidOnline: booking.charged, refunded: 0 } });
    const held = await sql<{ start: string; end: string }>`select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as "end" from boat_unavailabilities where booking_request_id = ${booking.id}::int`.execute(db());
    expect(held.rows).toEqual([{ start: '2026-09-22', end: '2026-09-25' }]);
    expect(moved.body.audit.at(-1)).toMatchObject({
      action: 'booking.changeDates',
      before: { startDate: '2026-09-21', endDate: '2026-09-23' },
      after: { startDate: '2026-09-22', endDate: '2026-09-25' },
      note: 'Weather: one day later, one more day',
    });
    const mails = (await emailsAbout(booking.id)).filter((e) => subjects((x) => x.staffBooking.datesSubject, booking.id).has(e.subject));
    expect(mails).toHaveLength(2);
    expect(mails.find((e) => e.recipient === TENANT_EMAIL)?.text).toContain('2026');
    // The tenant's own page shows the new dates.
    const own = await tenant.get<{ startDate: string; endDate: string }>(api(`/bookings/${booking.id}`));
    expect(own.body).toMatchObject({ startDate: '2026-09-22', endDate: '2026-09-25' });
  });

  it('moves neither a cancelled booking nor an unknown one', async () => {
    const booking = await paidBooking({ startDate: '2026-09-01', endDate: '2026-09-02' });
    await staff.post(api(PATHS.cancelBooking(booking.id)), { reason: 'Cancelled first', refundAmount: 0 });
    const refused = await staff.post<ApiErrorBody>(api(PATHS.changeDates(booking.id)), { startDate: '2026-09-03', endDate: '2026-09-04', reason: 'Later' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('booking_not_changeable');
    expect((await staff.post(api(PATHS.changeDates(999_999)), { startDate: '2026-09-03', endDate: '2026-09-04', reason: 'Later' })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself: update, delete and truncate are refused', async () => {
    const before = await db().selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
    await expect(sql`update audit_log set note = 'rewritten'`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db())).rejects.toThrow(/append-only/);
    const after = await db().selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
