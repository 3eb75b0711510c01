import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Profile } from '../../src/contract/profile';
import { createSession } from '../../server/auth/sessions';
import { hashPassword } from '../../server/auth/password';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/** The profile of issue [5]: details, phone by SMS code, password, export and deletion, each for the caller only. */
let t: TestServer;
const db = () => t.server.database.db;
const PASSWORD = 'Old-password-1';

const newUser = async (email: string, password: string | null = PASSWORD): Promise<{ id: number; client: ApiClient }> => {
  const { id } = await db()
    .insertInto('users')
    .values({ email, first_name: 'Pia', last_name: 'Profile', roles: ['tenant'], phone_country: 'FR', phone_number: '+33612000001', password_hash: password ? await hashPassword(password) : null, avatar_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = new ApiClient(t.url);
  client.token = await createSession(db(), id, TEST_NOW);
  return { id, client };
};

const lastCodeSentTo = async (phone: string): Promise<string> => {
  const row = await db().selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.text)?.[0] ?? '';
};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('GET and PUT /account/profile', () => {
  it('answers the caller’s own profile, 401 for a visitor', async () => {
    const { client } = await newUser('pia.read@example.test');
    const profile = await client.get<Profile>('/api/v6/account/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: 'pia.read@example.test', firstName: 'Pia', phone: { country: 'FR', e164: '+33612000001' }, hasPassword: true });
    expect((await new ApiClient(t.url).get('/api/v6/account/profile')).status).toBe(401);
  });

  it('saves names, language and currency; refuses bad ones and changes nothing', async () => {
    const { id, client } = await newUser('pia.update@example.test');
    const bad = await client.put<{ details: string[] }>('/api/v6/account/profile', { firstName: 'P', lastName: 'Profile', language: 'xx', currency: 'ZZZ' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(' ')).toMatch(/language/);
    expect(bad.body.details.join(' ')).toMatch(/currency/);
    const saved = await client.put<Profile>('/api/v6/account/profile', { firstName: ' Paula ', lastName: 'Martín', language: 'es', currency: 'USD' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Paula', lastName: 'Martín', language: 'es', currency: 'USD' });
    const row = await db().selectFrom('users').select(['language', 'currency_code']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ language: 'es', currency_code: 'USD' });
  });
});

describe('PUT /account/profile/phone', () => {
  it('changes the number only with the SMS code sent to it', async () => {
    const { client } = await newUser('pia.phone@example.test');
    expect((await client.put('/api/v6/account/profile/phone', { phoneCountry: 'FR', phoneNumber: '12' })).status).toBe(400);
    const sent = await client.put('/api/v6/account/profile/phone', { phoneCountry: 'FR', phoneNumber: '0698765400' });
    expect(sent.status).toBe(202);
    const code = await lastCodeSentTo('+33698765400');
    const wrong = await client.put('/api/v6/account/profile/phone', { phoneCountry: 'FR', phoneNumber: '0698765400', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await client.get<Profile>('/api/v6/account/profile')).body.phone?.e164).toBe('+33612000001');
    const right = await client.put<Profile>('/api/v6/account/profile/phone', { phoneCountry: 'FR', phoneNumber: '0698765400', code });
    expect(right.status).toBe(200);
    expect(right.body.phone).toEqual({ country: 'FR', e164: '+33698765400' });
  });
});

describe('PUT /account/password', () => {
  it('needs the current password, then signs the other sessions out', async () => {
    const { id, client } = await newUser('pia.password@example.test');
    const other = new ApiClient(t.url);
    other.token = await createSession(db(), id, TEST_NOW);
    expect((await client.put('/api/v6/account/password', { currentPassword: 'wrong', newPassword: 'New-password-2' })).status).toBe(400);
    expect((await client.put('/api/v6/account/password', { currentPassword: PASSWORD, newPassword: 'short' })).status).toBe(400);
    expect((await client.put('/api/v6/account/password', { currentPassword: PASSWORD, newPassword: 'New-password-2' })).status).toBe(204);
    expect((await client.get('/api/v6/account/profile')).status).toBe(200);
    expect((await other.get('/api/v6/account/profile')).status).toBe(401);
    const login = await new ApiClient(t.url).post('/api/v6/auth/login', { email: 'pia.password@example.test', password: 'New-password-2' });
    expect(login.status).toBe(200);
  });
});

describe('GET /account/export and POST /account/delete', () => {
  it('exports the caller’s data as a JSON download', async () => {
    const { client } = await newUser('pia.export@example.test');
    const exported = await client.get<{ profile: Profile; bookings: unknown[] }>('/api/v6/account/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.body.profile.email).toBe('pia.export@example.test');
    expect(Array.isArray(exported.body.bookings)).toBe(true);
  });

  it('deletes only with the password, never while a booking holds dates; erases the person, keeps the bookings', async () => {
    const { id, client } = await newUser('pia.delete@example.test');
    const boat = await db().selectFrom('boats').select('id').where('owner_id', '<>', id).orderBy('id').executeTakeFirstOrThrow();
    await db().insertInto('favorites').values({ user_id: id, product_id: boat.id, created_at: TEST_NOW }).execute();
    const { id: bookingId } = await db()
      .insertInto('booking_requests')
      .values({ hash: `delete-test-${id}`, user_id: id, boat_id: boat.id, start_date: '2026-08-01', end_date: '2026-08-03', total_price: 1000, status: 'paid', expires_at: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await client.post('/api/v6/account/delete', { password: 'wrong' })).status).toBe(400);
    expect((await client.post('/api/v6/account/delete', { password: PASSWORD })).status).toBe(409);
    await db().updateTable('booking_requests').set({ status: 'cancelled' }).where('id', '=', bookingId).execute();
    expect((await client.post('/api/v6/account/delete', { password: PASSWORD })).status).toBe(204);

    expect((await client.get('/api/v6/account/profile')).status).toBe(401);
    const user = await db().selectFrom('users').select(['email', 'first_name', 'phone_number', 'password_hash', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.email).not.toContain('pia');
    expect(user).toMatchObject({ first_name: 'Deleted', phone_number: null, password_hash: null });
    expect(user.deleted_at).not.toBeNull();
    expect(await db().selectFrom('favorites').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    expect((await db().selectFrom('booking_requests').select('id').where('id', '=', bookingId).execute()).length).toBe(1);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from sessions where user_id = ${id}::int and revoked_at is null`.execute(db());
    expect(rows[0]?.n).toBe(0);
  });

  it('an account without a password confirms with its email', async () => {
    const { client } = await newUser('pia.provider@example.test', null);
    expect((await client.post('/api/v6/account/delete', { email: 'someone@example.test' })).status).toBe(400);
    expect((await client.post('/api/v6/account/delete', { email: 'Pia.Provider@example.test' })).status).toBe(204);
  });
});
