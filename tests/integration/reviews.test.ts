import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../src/contract/bookings';
import { createSession } from '../../server/auth/sessions';
import { OutboxEmailSender } from '../../server/auth/email-sender';
import { sendReviewRequests } from '../../server/bookings/reviews';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/** Reviews of issue [5]: the tenant of a trip that took place, once; the owner answers once; the rating moves. */
let t: TestServer;
const db = () => t.server.database.db;
let tenant: ApiClient;
let owner: ApiClient;
let stranger: ApiClient;
let tenantId: number;

const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A past trip of the demo tenant on one of the demo owner's boats (paid through checkout, ended before TEST_NOW). */
const pastTrip = async (boatId: number, end = '2026-05-28'): Promise<number> => {
  const { id } = await db()
    .insertInto('booking_requests')
    .values({ hash: `review-${boatId}-${end}`, user_id: tenantId, boat_id: boatId, start_date: '2026-05-25', end_date: end, total_price: 50_000, status: 'confirmed', expires_at: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('payments')
    .values({ booking_request_id: id, provider: 'local', intent_id: `pi_review_${id}`, client_secret: `pi_review_${id}_secret`, amount: 50_000, kind: 'checkout', attempt: 1, status: 'succeeded', idempotency_key: `review:${id}` })
    .execute();
  return id;
};

let boats: number[] = [];

beforeAll(async () => {
  t = await startTestServer();
  tenantId = await userId('tenant@demo.seaway.test');
  const ownerId = await userId('owner@demo.seaway.test');
  tenant = new ApiClient(t.url);
  tenant.token = await createSession(db(), tenantId, TEST_NOW);
  owner = new ApiClient(t.url);
  owner.token = await createSession(db(), ownerId, TEST_NOW);
  stranger = new ApiClient(t.url);
  stranger.token = await createSession(db(), await userId('staff@demo.seaway.test'), TEST_NOW);
  boats = (await db().selectFrom('boats').select('id').where('owner_id', '=', ownerId).orderBy('id').limit(4).execute()).map((b) => b.id);
});
afterAll(async () => {
  await t?.close();
});

describe('reviews', () => {
  it('the tenant reviews once, the product’s rating moves, the owner answers once; nobody else can', async () => {
    const boatId = boats[0]!;
    const bookingId = await pastTrip(boatId);
    const before = await db().selectFrom('boats').select(['reviews_count', 'reviews_avg']).where('id', '=', boatId).executeTakeFirstOrThrow();
    const detail = await tenant.get<BookingDetail>(`/api/v6/bookings/${bookingId}`);
    expect(detail.body.actions.review).toBe(true);

    expect((await tenant.post(`/api/v6/bookings/${bookingId}/review`, { rating: 6, comment: '' })).status).toBe(400);
    expect((await stranger.post(`/api/v6/bookings/${bookingId}/review`, { rating: 5, comment: 'x' })).status).toBe(404);
    expect((await owner.post(`/api/v6/bookings/${bookingId}/review`, { rating: 5, comment: 'x' })).status).toBe(404);
    expect((await new ApiClient(t.url).post(`/api/v6/bookings/${bookingId}/review`, { rating: 5, comment: 'x' })).status).toBe(401);

    const written = await tenant.post(`/api/v6/bookings/${bookingId}/review`, { rating: 5, comment: '  Lovely <b>boat</b>  ' });
    expect(written.status).toBe(201);
    expect((await tenant.post(`/api/v6/bookings/${bookingId}/review`, { rating: 1, comment: 'again' })).status).toBe(409);
    const after = await db().selectFrom('boats').select(['reviews_count', 'reviews_avg']).where('id', '=', boatId).executeTakeFirstOrThrow();
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.reviews_avg).toBeCloseTo((before.reviews_avg * before.reviews_count + 5) / (before.reviews_count + 1), 2);

    expect((await tenant.post(`/api/v6/bookings/${bookingId}/review/answer`, { text: 'me?' })).status).toBe(404);
    expect((await owner.post(`/api/v6/bookings/${bookingId}/review/answer`, { text: 'Thank you!' })).status).toBe(204);
    expect((await owner.post(`/api/v6/bookings/${bookingId}/review/answer`, { text: 'Twice' })).status).toBe(409);
    const shown = await owner.get<BookingDetail>(`/api/v6/bookings/${bookingId}`);
    expect(shown.body.review).toMatchObject({ rating: 5, comment: 'Lovely <b>boat</b>', ownerAnswer: 'Thank you!' });
    expect((await tenant.get<BookingDetail>(`/api/v6/bookings/${bookingId}`)).body.actions.review).toBe(false);
  });

  it('a trip not over yet cannot be reviewed; "later" hides the request for a few days', async () => {
    const upcoming = await pastTrip(boats[1]!, '2026-06-05');
    expect((await tenant.post(`/api/v6/bookings/${upcoming}/review`, { rating: 4, comment: '' })).status).toBe(409);
    const past = await pastTrip(boats[2]!);
    expect((await tenant.post(`/api/v6/bookings/${past}/review/snooze`)).status).toBe(204);
    expect((await tenant.get<BookingDetail>(`/api/v6/bookings/${past}`)).body.actions.review).toBe(false);
    expect((await stranger.post(`/api/v6/bookings/${past}/review/snooze`)).status).toBe(404);
  });

  it('asks by email once after the trip', async () => {
    const bookingId = await pastTrip(boats[3]!);
    const deps = { db: db(), now: () => TEST_NOW, email: new OutboxEmailSender(db(), () => TEST_NOW), publicUrl: 'http://localhost:8080' };
    expect(await sendReviewRequests(deps)).toBeGreaterThanOrEqual(1);
    const reference = `SW-${String(bookingId).padStart(6, '0')}`;
    const mails = await db().selectFrom('email_outbox').select('subject').execute();
    expect(mails.filter((m) => m.subject.includes(reference))).toHaveLength(1);
    await sendReviewRequests(deps);
    expect((await db().selectFrom('email_outbox').select('subject').execute()).filter((m) => m.subject.includes(reference))).toHaveLength(1);
  });
});
