import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ModificationAnswer, ModificationRequested } from '../../src/contract/bookings';
import type { PaymentStart } from '../../src/contract/checkout';
import { createSession } from '../../server/auth/sessions';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/** Change requests of issue [5]: asked by the tenant, answered by the owner, the difference paid or refunded once. */
let t: TestServer;
const db = () => t.server.database.db;
let tenant: ApiClient;
let owner: ApiClient;
let stranger: ApiClient;
let ownerId: number;

const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const session = async (id: number) => {
  const client = new ApiClient(t.url);
  client.token = await createSession(db(), id, TEST_NOW);
  return client;
};

beforeAll(async () => {
  t = await startTestServer();
  ownerId = await userId('owner@demo.seaway.test');
  tenant = await session(await userId('tenant@demo.seaway.test'));
  owner = await session(ownerId);
  stranger = await session(await userId('staff@demo.seaway.test'));
});
afterAll(async () => {
  await t?.close();
});

const boats: number[] = [];
/** A booking of one of the owner's instant-booking boats, paid in full. */
const paidBooking = async (startDate: string, endDate: string): Promise<{ id: number; boatId: number }> => {
  if (boats.length === 0) {
    const { rows } = await sql<{ id: number }>`select id from boats where owner_id = ${ownerId}::int and instant_booking and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = boats.id and u.start_date <= '2026-10-31'::date and u.end_date >= '2026-09-01'::date) order by id`.execute(db());
    boats.push(...rows.map((r) => r.id));
  }
  const boatId = boats.shift()!;
  const created = await tenant.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, { startDate, endDate });
  expect(created.status).toBe(200);
  const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${created.body.hash}/payment`);
  const paid = await tenant.post<{ status: string }>('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' });
  expect(paid.body.status).toBe('succeeded');
  const row = await db().selectFrom('booking_requests').select('id').where('hash', '=', created.body.hash).executeTakeFirstOrThrow();
  return { id: row.id, boatId };
};

const datesOf = async (id: number) => {
  const { rows } = await sql<{ start: string; end: string }>`select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as "end" from booking_requests where id = ${id}::int`.execute(db());
  const booked = await sql<{ start: string; end: string }>`select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as "end" from boat_unavailabilities where booking_request_id = ${id}::int`.execute(db());
  return { booking: rows[0], booked: booked.rows[0] };
};

describe('change requests', () => {
  it('a longer stay: declined leaves the booking; accepted, the tenant pays the difference once and the days move', async () => {
    const { id } = await paidBooking('2026-09-07', '2026-09-09');
    const asked = await tenant.post<ModificationRequested>(`/api/v6/bookings/${id}/modification`, { startDate: '2026-09-07', endDate: '2026-09-10', numberOfPeople: 2 });
    expect(asked.status).toBe(201);
    expect(asked.body.priceDifference).toBeGreaterThan(0);
    expect((await tenant.post(`/api/v6/bookings/${id}/modification/accept`)).status).toBe(403);
    expect((await stranger.post(`/api/v6/bookings/${id}/modification/accept`)).status).toBe(404);
    const declined = await owner.post<ModificationAnswer>(`/api/v6/bookings/${id}/modification/decline`);
    expect(declined.body.status).toBe('declined');
    expect((await owner.post(`/api/v6/bookings/${id}/modification/accept`)).status).toBe(409);
    expect((await datesOf(id)).booking).toEqual({ start: '2026-09-07', end: '2026-09-09' });

    await tenant.post(`/api/v6/bookings/${id}/modification`, { startDate: '2026-09-07', endDate: '2026-09-10', numberOfPeople: 2 });
    const accepted = await owner.post<ModificationAnswer>(`/api/v6/bookings/${id}/modification/accept`);
    expect(accepted.body).toMatchObject({ status: 'accepted', refunded: 0 });
    expect(accepted.body.amountToPay).toBeGreaterThan(0);
    expect((await stranger.post(`/api/v6/bookings/${id}/modification/payment`)).status).toBe(404);
    const start = await tenant.post<PaymentStart>(`/api/v6/bookings/${id}/modification/payment`);
    expect(start.body.amount).toBe(accepted.body.amountToPay);
    const confirm = { clientSecret: start.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
    const results = await Promise.all([tenant.post('/api/v6/payments/local/confirm', confirm), tenant.post('/api/v6/payments/local/confirm', confirm)]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const paid = await db().selectFrom('payments').select('amount').where('booking_request_id', '=', id).where('kind', '=', 'modification').where('status', '=', 'succeeded').where('refund_needed', '=', false).execute();
    expect(paid).toEqual([{ amount: accepted.body.amountToPay }]);
    expect(await datesOf(id)).toEqual({ booking: { start: '2026-09-07', end: '2026-09-10' }, booked: { start: '2026-09-07', end: '2026-09-10' } });
    expect((await tenant.post(`/api/v6/bookings/${id}/modification/payment`)).status).toBe(409);
  });

  it('a shorter stay: accepted, applied at once and the difference refunded through the provider', async () => {
    const { id } = await paidBooking('2026-10-05', '2026-10-08');
    const asked = await tenant.post<ModificationRequested>(`/api/v6/bookings/${id}/modification`, { startDate: '2026-10-05', endDate: '2026-10-06', numberOfPeople: 2 });
    expect(asked.body.priceDifference).toBeLessThan(0);
    const accepted = await owner.post<ModificationAnswer>(`/api/v6/bookings/${id}/modification/accept`);
    expect(accepted.body.status).toBe('applied');
    expect(accepted.body.refunded).toBe(-asked.body.priceDifference);
    const refunds = await db().selectFrom('refunds').select(['amount', 'status', 'reason']).where('booking_request_id', '=', id).execute();
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(accepted.body.refunded);
    expect(refunds.every((r) => r.status === 'succeeded' && r.reason === 'modification')).toBe(true);
    expect((await datesOf(id)).booked).toEqual({ start: '2026-10-05', end: '2026-10-06' });
  });
});
