import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PaymentStart } from '../../src/contract/checkout';
import { balancePaymentDate } from '../../src/domain/checkout/pricing';
import { addDays } from '../../src/domain/search/iso-date';
import { balanceGraceEnd, cancellationRefund } from '../../src/domain/booking/after-booking';
import { createSession } from '../../server/auth/sessions';
import { OutboxEmailSender } from '../../server/auth/email-sender';
import { cancellationPolicyOf } from '../../server/checkout/cancellation-policies';
import { runBalanceReminders } from '../../server/jobs/balance-reminders';
import { LocalPaymentGateway } from '../../server/payments/local-payment-gateway';
import { EMAIL_TEXTS, fill } from '../../server/emails/email-texts';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/** The balance rule of docs/decisions.md: one reminder before the date, cancellation under the policy after the grace days. */
let t: TestServer;
const db = () => t.server.database.db;
let tenant: ApiClient;
const DATES = { startDate: '2026-08-17', endDate: '2026-08-19' };

beforeAll(async () => {
  t = await startTestServer();
  const tenantId = (await db().selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow()).id;
  tenant = new ApiClient(t.url);
  tenant.token = await createSession(db(), tenantId, TEST_NOW);
});
afterAll(async () => {
  await t?.close();
});

/** A booking of an instant-booking boat paid with a down payment (its balance due later). */
const bookWithDownPayment = async (): Promise<{ id: number; policy: string }> => {
  const { rows } = await sql<{ id: number; cancellation_policy: string }>`
    select b.id, b.cancellation_policy from boats b where b.instant_booking and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= ${DATES.endDate}::date and u.end_date >= ${DATES.startDate}::date)
    order by b.id desc limit 1`.execute(db());
  const boat = rows[0]!;
  const created = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, DATES);
  const hash = created.body.hash;
  expect((await tenant.put<{ isSelected: boolean }>(`/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: true })).body.isSelected).toBe(true);
  const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${hash}/payment`);
  const paid = await tenant.post<{ status: string }>('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' });
  expect(paid.body.status).toBe('succeeded');
  const row = await db().selectFrom('booking_requests').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
  return { id: row.id, policy: boat.cancellation_policy };
};

describe('balance reminders job', () => {
  it('reminds once before the date, then cancels the unpaid booking under its policy after the grace days', async () => {
    const { id, policy } = await bookWithDownPayment();
    const balanceDate = balancePaymentDate(DATES.startDate, cancellationPolicyOf(policy).balancePaymentDays);
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    const email = new OutboxEmailSender(db(), () => TEST_NOW);
    const deps = (day: string) => ({ db: db(), now: () => at(day), gateway: new LocalPaymentGateway(db()), email, publicUrl: 'http://localhost:8080' });
    const reference = `SW-${String(id).padStart(6, '0')}`;
    const mails = async () => (await db().selectFrom('email_outbox').select(['subject', 'recipient']).execute()).filter((m) => m.subject.includes(reference));

    // The demo tenant writes in English.
    const reminders = async () => (await mails()).filter((m) => m.subject.startsWith('Balance'));
    await runBalanceReminders(deps(addDays(balanceDate, -5)));
    expect(await reminders()).toHaveLength(0);
    await runBalanceReminders(deps(addDays(balanceDate, -2)));
    await runBalanceReminders(deps(addDays(balanceDate, -1)));
    expect(await reminders()).toHaveLength(1);

    const paidBefore = (await db().selectFrom('payments').select('amount').where('booking_request_id', '=', id).where('status', '=', 'succeeded').executeTakeFirstOrThrow()).amount;
    const cancelDay = addDays(balanceGraceEnd(balanceDate, DATES.startDate), 1);
    const done = await runBalanceReminders(deps(cancelDay));
    expect(done.cancelled).toBeGreaterThanOrEqual(1);
    const booking = await db().selectFrom('booking_requests').select(['status', 'cancelled_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(booking.cancelled_by).toBe('system');
    expect(['cancelled', 'refunded']).toContain(booking.status);
    const expected = cancellationRefund({ status: 'paid', startDate: DATES.startDate, today: cancelDay, cancelledBy: 'system', policy: cancellationPolicyOf(policy), paidOnline: paidBefore });
    const refunded = await db().selectFrom('refunds').select('amount').where('booking_request_id', '=', id).execute();
    expect(refunded.reduce((s, r) => s + r.amount, 0)).toBe(expected.ok ? expected.refund : -1);
    const cancelledSubjects = new Set(Object.values(EMAIL_TEXTS).map((t) => fill(t.cancelled.subject, { reference })));
    expect((await mails()).filter((m) => cancelledSubjects.has(m.subject))).toHaveLength(2);
  });
});
