import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import {
  AccountMeResponse,
  AuthenticationResponse,
  EmailOutboxResponse,
  SmsOutboxResponse,
  ThirdPartyDuplicateAccountError,
  type AuthenticationResponse as AuthResponse,
} from '../../src/contract/auth';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { TWO_FACTOR_HEADER } from '../../src/domain/auth/funnel';
import { setDemoPasswords } from '../../server/auth/demo-accounts';
import { checkLimit, recordHit } from '../../server/auth/rate-limit';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

let t: TestServer;
const db = () => t.server.database.db;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const fresh = () => new ApiClient(t.url);

let counter = 0;
/** A new email and French mobile number per registration, so tests do not share pending codes. */
const newPerson = () => {
  counter++;
  const digits = String(10_000_000 + counter * 7919).slice(-8);
  return { email: `sailor${counter}.${Date.now()}@example.com`, national: `06${digits}`, e164: `+336${digits}` };
};

const registration = (person: { email: string; national: string }, over: Record<string, unknown> = {}) => ({
  email: person.email,
  firstName: 'Anne',
  lastName: 'Bonny',
  phoneGroup: { country: 'FR', number: person.national },
  password: 'Jolly-Roger-1720',
  currencyCode: 'EUR',
  ...over,
});

interface ErrorBody {
  error: string;
  message?: string;
  details?: string[];
  retryAfterSeconds?: number;
  context?: string;
  email?: string;
}

const smsFor = async (e164: string) => {
  const r = await fresh().get<SmsOutboxResponse>(`/api/v6/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
  expect(r.status).toBe(200);
  expect(isRight(SmsOutboxResponse.decode(r.body))).toBe(true);
  return r.body.messages;
};

const latestCode = async (e164: string): Promise<string> => {
  const [latest] = await smsFor(e164);
  expect(latest?.code).toMatch(/^\d{6}$/);
  return latest?.code ?? '';
};

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

const registerFully = async (client: ApiClient, body: Record<string, unknown>, e164: string): Promise<AuthResponse> => {
  const challenge = await client.post('/api/v6/auth/register', body);
  expect(challenge.status).toBe(401);
  const ok = await client.post<AuthResponse>('/api/v6/auth/register', { ...body, validationCode: await latestCode(e164) });
  expect(ok.status).toBe(200);
  return ok.body;
};

const providerToken = async (body: Record<string, unknown>): Promise<string> => {
  const r = await fresh().post<{ providerToken: string }>('/api/v6/dev/identity-provider/token', body);
  expect(r.status).toBe(200);
  return r.body.providerToken;
};

beforeAll(async () => {
  // PORT only feeds loadConfig (which rejects the harness's '0'); the harness listens on a free port anyway.
  t = await startTestServer({ env: { PORT: '1' } });
  await setDemoPasswords(db());
});
afterAll(async () => {
  await t?.close();
});
// Every request comes from 127.0.0.1 at the same fixed "now": each test starts with no counted hits.
beforeEach(async () => {
  await db().deleteFrom('rate_limit_hits').execute();
});

describe('POST /auth/email/exists', () => {
  it('answers 200 for an account, whatever the case of the address', async () => {
    const r = await t.client.post('/api/v6/auth/email/exists', { email: 'tenant@demo.seaway.test' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ exists: true });
    expect((await t.client.post('/api/v6/auth/email/exists', { email: ' Tenant@Demo.Seaway.TEST ' })).status).toBe(200);
  });

  it('answers 404 account_not_found for an unknown address and 400 for a malformed one', async () => {
    const r = await t.client.post<ErrorBody>('/api/v6/auth/email/exists', { email: 'nobody@example.com' });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('account_not_found');
    const bad = await t.client.post<ErrorBody>('/api/v6/auth/email/exists', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([`email: ${AUTH_MESSAGES.emailInvalid}`]);
    expect((await t.client.post('/api/v6/auth/email/exists', {})).status).toBe(400);
  });
});

describe('POST /auth/login with a password', () => {
  it('signs the demo tenant in with a token and hashed tracking ids', async () => {
    const r = await t.client.post<AuthResponse>('/api/v6/auth/login', { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' });
    expect(r.status).toBe(200);
    expect(isRight(AuthenticationResponse.decode(r.body))).toBe(true);
    expect(r.body.tracking).toEqual({
      userId: expect.stringMatching(/^\d+$/),
      hashedEmail: sha256('tenant@demo.seaway.test'),
      hashedPhone: sha256('+33612345678'),
    });
    const client = fresh();
    client.token = r.body.authToken;
    const me = await client.get<AccountMeResponse>('/api/v6/account/me');
    expect(me.status).toBe(200);
    expect(isRight(AccountMeResponse.decode(me.body))).toBe(true);
    expect(me.body).toMatchObject({ id: Number(r.body.tracking.userId), email: 'tenant@demo.seaway.test', firstName: 'Tessa', roles: ['tenant'], permissions: { pushNotif: false, tracking: false } });
  });

  it('signs the owner and staff demo accounts in', async () => {
    const owner = await t.client.post('/api/v6/auth/login', { email: 'owner@demo.seaway.test', password: 'Owner-2026!' });
    expect(owner.status).toBe(200);
    const staff = await t.client.post('/api/v6/auth/login', { email: 'STAFF@demo.seaway.test', password: 'Staff-2026!' });
    expect(staff.status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await t.client.post<ErrorBody>('/api/v6/auth/login', { email: 'tenant@demo.seaway.test', password: 'tenant-2026!' });
    const unknown = await t.client.post<ErrorBody>('/api/v6/auth/login', { email: 'ghost@example.com', password: 'Tenant-2026!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('invalid_credentials');
    expect(wrong.body.message).toMatch(/incorrect/);
  });

  it('rejects a login without the anti-forgery header with 403', async () => {
    const r = await fresh().post<ErrorBody>('/api/v6/auth/login', { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' }, { xsrf: false });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('xsrf_token_invalid');
  });

  it('answers 400, never 500, to bad input', async () => {
    expect((await t.client.request('POST', '/api/v6/auth/login', { rawBody: '{nope', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await t.client.post('/api/v6/auth/login', { email: 'tenant@demo.seaway.test' })).status).toBe(400);
    expect((await t.client.post('/api/v6/auth/login', { email: 'x', password: '' })).status).toBe(400);
    expect((await t.client.post('/api/v6/auth/login', { providerId: 'MySpace', providerToken: 'x' })).status).toBe(400);
    expect((await t.client.post('/api/v6/auth/login', [1, 2])).status).toBe(400);
  });

  it('locks an account after 10 failures in 15 minutes with 429, even for the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.client.post('/api/v6/auth/login', { email: 'owner@demo.seaway.test', password: `wrong-${i}` })).status).toBe(401);
    }
    const locked = await t.client.post<ErrorBody>('/api/v6/auth/login', { email: 'owner@demo.seaway.test', password: 'Owner-2026!' });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_requests');
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get('Retry-After')).toBe(String(locked.body.retryAfterSeconds));
    // Another account from the same address is not locked by these.
    expect((await t.client.post('/api/v6/auth/login', { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' })).status).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      await t.client.post('/api/v6/auth/login', { email: `stranger${i}@example.com`, password: 'guess' });
    }
    const r = await t.client.post<ErrorBody>('/api/v6/auth/login', { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' });
    expect(r.status).toBe(429);
  });
});

describe('sign-out and /account/me', () => {
  it('keeps a signed-out visitor out of /account/me', async () => {
    const anonymous = await fresh().get<ErrorBody>('/api/v6/account/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('authentication_required');
    const forged = fresh();
    forged.token = 'A'.repeat(43);
    expect((await forged.get('/api/v6/account/me')).status).toBe(401);
  });

  it('revokes the session: /account/me answers 401 afterwards, and a second sign-out still answers 200', async () => {
    const client = fresh();
    const login = await client.post<AuthResponse>('/api/v6/auth/login', { email: 'staff@demo.seaway.test', password: 'Staff-2026!' });
    client.token = login.body.authToken;
    expect((await client.get<AccountMeResponse>('/api/v6/account/me')).body.roles).toEqual(['tenant', 'staff']);
    expect((await client.post('/api/v6/auth/logout')).status).toBe(200);
    expect((await client.get('/api/v6/account/me')).status).toBe(401);
    expect((await client.post('/api/v6/auth/logout')).status).toBe(200);
  });

  it('answers 401 to a sign-out without a token', async () => {
    expect((await fresh().post('/api/v6/auth/logout')).status).toBe(401);
  });
});

describe('POST /auth/register with an email and password', () => {
  it('asks for the SMS code, then creates the tenant: register → outbox → code → token → /account/me', async () => {
    const person = newPerson();
    const client = fresh();
    const first = await client.post<ErrorBody>('/api/v6/auth/register?_locale=fr', registration(person));
    expect(first.status).toBe(401);
    expect(first.headers.get(TWO_FACTOR_HEADER)).toBe('sms');
    expect(first.body.error).toBe('two_factor_required');

    // The outbox is searchable by E.164 or by digits.
    const messages = await smsFor(person.e164.replace('+', ''));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ phone: person.e164, channel: 'sms' });
    const code = await latestCode(person.e164);

    const wrong = await client.post<ErrorBody>('/api/v6/auth/register', registration(person, { validationCode: wrongCodeFor(code) }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get(TWO_FACTOR_HEADER)).toBe('sms');
    expect(wrong.body.error).toBe('validation_code_invalid');

    const ok = await client.post<AuthResponse>('/api/v6/auth/register?_locale=fr', registration(person, { validationCode: code }));
    expect(ok.status).toBe(200);
    expect(isRight(AuthenticationResponse.decode(ok.body))).toBe(true);
    expect(ok.body.tracking.hashedEmail).toBe(sha256(person.email.toLowerCase()));
    expect(ok.body.tracking.hashedPhone).toBe(sha256(person.e164));

    client.token = ok.body.authToken;
    const me = await client.get<AccountMeResponse>('/api/v6/account/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: person.email.toLowerCase(), firstName: 'Anne', lastName: 'Bonny', roles: ['tenant'], language: 'fr', currencyCode: 'EUR', isPro: false });

    // The new account signs in with its password, and the pending code is gone.
    expect((await fresh().post('/api/v6/auth/login', { email: person.email, password: 'Jolly-Roger-1720' })).status).toBe(200);
    expect((await fresh().post('/api/v6/auth/email/exists', { email: person.email })).status).toBe(200);
    expect(await db().selectFrom('pending_registrations').select('id').where('email', '=', person.email.toLowerCase()).executeTakeFirst()).toBeUndefined();
  });

  it('does not send a second SMS when the form is submitted again without a code', async () => {
    const person = newPerson();
    expect((await t.client.post('/api/v6/auth/register', registration(person))).status).toBe(401);
    expect((await t.client.post('/api/v6/auth/register', registration(person))).status).toBe(401);
    expect(await smsFor(person.e164)).toHaveLength(1);
  });

  it('answers 409 email_taken for an address that has an account', async () => {
    const r = await t.client.post<ErrorBody>('/api/v6/auth/register', registration({ email: 'Tenant@demo.seaway.test', national: '0611223344' }));
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('email_taken');
  });

  it('validates with the domain rules (400 with message keys)', async () => {
    const person = newPerson();
    const r = await t.client.post<ErrorBody>(
      '/api/v6/auth/register',
      registration(person, { firstName: '1', lastName: 'B', password: 'short', phoneGroup: { country: 'FR', number: '123' } }),
    );
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual(
      expect.arrayContaining([
        `firstName: ${AUTH_MESSAGES.firstNameInvalid}`,
        `lastName: ${AUTH_MESSAGES.lastNameMinLength}`,
        `phone: ${AUTH_MESSAGES.phoneNumberInvalid}`,
        `password: ${AUTH_MESSAGES.passwordTooShort}`,
      ]),
    );
    const currency = await t.client.post<ErrorBody>('/api/v6/auth/register', registration(person, { currencyCode: 'XXX' }));
    expect(currency.status).toBe(400);
    const code = await t.client.post<ErrorBody>('/api/v6/auth/register', registration(person, { validationCode: '12ab56' }));
    expect(code.status).toBe(400);
    expect(code.body.details).toContain(`validationCode: ${AUTH_MESSAGES.validationCodeInvalid}`);
    expect(await smsFor(person.e164)).toHaveLength(0);
  });

  it('answers validation_code_expired after 10 minutes', async () => {
    const person = newPerson();
    await t.client.post('/api/v6/auth/register', registration(person));
    const code = await latestCode(person.e164);
    // The code was sent 11 minutes before the server's "now".
    const sentAt = new Date(TEST_NOW.getTime() - 11 * 60_000);
    await db()
      .updateTable('pending_registrations')
      .set({ last_sent_at: sentAt, code_expires_at: new Date(sentAt.getTime() + 10 * 60_000) })
      .where('email', '=', person.email.toLowerCase())
      .execute();
    const r = await t.client.post<ErrorBody>('/api/v6/auth/register', registration(person, { validationCode: code }));
    expect(r.status).toBe(401);
    expect(r.headers.get(TWO_FACTOR_HEADER)).toBe('sms');
    expect(r.body.error).toBe('validation_code_expired');
  });

  it('allows 5 attempts per code, then answers 429 too_many_attempts (even for the right code)', async () => {
    const person = newPerson();
    await t.client.post('/api/v6/auth/register', registration(person));
    const code = await latestCode(person.e164);
    for (let i = 0; i < 5; i++) {
      const r = await t.client.post<ErrorBody>('/api/v6/auth/register', registration(person, { validationCode: wrongCodeFor(code) }));
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('validation_code_invalid');
    }
    const blocked = await t.client.post<ErrorBody>('/api/v6/auth/register', registration(person, { validationCode: code }));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('too_many_attempts');
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.headers.get('Retry-After')).toBe(String(blocked.body.retryAfterSeconds));
  });

  it('sends a new code to a changed phone number', async () => {
    const person = newPerson();
    const other = newPerson();
    await t.client.post('/api/v6/auth/register', registration(person));
    const code = await latestCode(person.e164);
    const changed = await t.client.post<ErrorBody>('/api/v6/auth/register', registration(person, { phoneGroup: { country: 'FR', number: other.national }, validationCode: code }));
    expect(changed.status).toBe(401);
    expect(changed.body.error).toBe('two_factor_required');
    expect(await smsFor(other.e164)).toHaveLength(1);
  });
});

describe('POST /auth/resend-validation-code', () => {
  it('does not double the first SMS, then limits resends to one per 30 seconds (429 + Retry-After)', async () => {
    const person = newPerson();
    await t.client.post('/api/v6/auth/register', registration(person));
    const body = { phone: person.national, email: person.email, prefix: 'FR', sender: 'sms' };
    // The funnel's "first SMS" right after the 401: the code already sent counts.
    const first = await t.client.post('/api/v6/auth/resend-validation-code', body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sent: true });
    expect(await smsFor(person.e164)).toHaveLength(1);
    const again = await t.client.post<ErrorBody>('/api/v6/auth/resend-validation-code', { ...body, prefix: '+33' });
    expect(again.status).toBe(429);
    expect(again.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(again.body.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(again.headers.get('Retry-After')).toBe(String(again.body.retryAfterSeconds));
  });

  it('delivers a fresh code by voice call through the outbox, and only that code works', async () => {
    const person = newPerson();
    await t.client.post('/api/v6/auth/register', registration(person));
    const oldCode = await latestCode(person.e164);
    // The first code went out a minute ago, and the funnel already asked for its first SMS.
    await db()
      .updateTable('pending_registrations')
      .set({ last_sent_at: new Date(TEST_NOW.getTime() - 60_000), resend_count: 1 })
      .where('email', '=', person.email.toLowerCase())
      .execute();
    await db().deleteFrom('rate_limit_hits').execute();
    const r = await t.client.post('/api/v6/auth/resend-validation-code', { phone: person.e164, email: person.email, prefix: 'FR', sender: 'call' });
    expect(r.status).toBe(200);
    const messages = await smsFor(person.e164);
    expect(messages).toHaveLength(2);
    expect(messages[0]?.channel).toBe('call');
    const newCode = messages[0]?.code ?? '';
    if (newCode !== oldCode) {
      const stale = await t.client.post<ErrorBody>('/api/v6/auth/register', registration(person, { validationCode: oldCode }));
      expect(stale.body.error).toBe('validation_code_invalid');
    }
    expect((await t.client.post('/api/v6/auth/register', registration(person, { validationCode: newCode }))).status).toBe(200);
  });

  it('answers 404 without a pending registration and 400 for an invalid phone', async () => {
    const person = newPerson();
    const none = await t.client.post<ErrorBody>('/api/v6/auth/resend-validation-code', { phone: person.national, email: person.email, prefix: 'FR', sender: 'sms' });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('registration_not_found');
    const bad = await t.client.post('/api/v6/auth/resend-validation-code', { phone: '12', email: person.email, prefix: 'FR', sender: 'sms' });
    expect(bad.status).toBe(400);
    expect((await t.client.post('/api/v6/auth/resend-validation-code', { phone: person.national, email: person.email, prefix: 'FR', sender: 'fax' })).status).toBe(400);
  });
});

describe('the rate limiter (database-backed windows)', () => {
  it('holds 1 per 30 s and 5 per hour for a phone', async () => {
    const at = (s: number) => new Date(TEST_NOW.getTime() + s * 1000);
    const phone = '+33600000001';
    await recordHit(db(), 'smsPhone', phone, at(0));
    expect(await checkLimit(db(), 'smsPhone', phone, at(10))).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect((await checkLimit(db(), 'smsPhone', phone, at(30))).ok).toBe(true);
    for (const s of [40, 80, 120, 160]) await recordHit(db(), 'smsPhone', phone, at(s));
    // Five in the hour: the next is allowed when the first leaves the window.
    expect(await checkLimit(db(), 'smsPhone', phone, at(200))).toEqual({ ok: false, retryAfterSeconds: 3400 });
    expect((await checkLimit(db(), 'smsPhone', phone, at(3600))).ok).toBe(true);
    expect((await checkLimit(db(), 'smsPhone', '+33600000002', at(10))).ok).toBe(true);
  });
});

describe('third-party sign-in and registration', () => {
  it('token → 403 → register with the code → provider login works → duplicate account 409', async () => {
    const person = newPerson();
    const subject = `google-${person.e164}`;
    const token = await providerToken({ provider: 'Firebase.Google', subject, email: person.email, firstName: 'Mary', lastName: 'Read' });

    const unknown = await t.client.post<ErrorBody>('/api/v6/auth/login', { providerId: 'Firebase.Google', providerToken: token });
    expect(unknown.status).toBe(403);
    expect(unknown.body.error).toBe('third_party_account_not_found');

    const body = {
      currencyCode: 'GBP',
      email: person.email,
      firstName: 'Mary',
      lastName: 'Read',
      phoneGroup: { country: 'FR', number: person.national },
      providerId: 'Firebase.Google',
      providerToken: token,
    };
    const challenge = await t.client.post<ErrorBody>('/api/v6/auth/register', body);
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get(TWO_FACTOR_HEADER)).toBe('sms');
    const registered = await t.client.post<AuthResponse>('/api/v6/auth/register', { ...body, validationCode: await latestCode(person.e164) });
    expect(registered.status).toBe(200);

    const login = await t.client.post<AuthResponse>('/api/v6/auth/login', { providerId: 'Firebase.Google', providerToken: token });
    expect(login.status).toBe(200);
    expect(login.body.tracking.userId).toBe(registered.body.tracking.userId);
    const client = fresh();
    client.token = login.body.authToken;
    expect((await client.get<AccountMeResponse>('/api/v6/account/me')).body).toMatchObject({ email: person.email.toLowerCase(), currencyCode: 'GBP' });
    // A third-party account has no password.
    expect((await fresh().post('/api/v6/auth/login', { email: person.email, password: 'anything-at-all' })).status).toBe(401);

    // The same identity cannot register twice.
    const again = await t.client.post<ErrorBody>('/api/v6/auth/register', body);
    expect(again.status).toBe(409);

    // Another provider identity whose email already has an account: back to login with that email.
    const apple = await providerToken({ provider: 'Firebase.Apple', subject: `apple-${person.e164}`, email: 'tenant@demo.seaway.test', firstName: 'Tessa', lastName: 'Marin' });
    expect((await t.client.post('/api/v6/auth/login', { providerId: 'Firebase.Apple', providerToken: apple })).status).toBe(403);
    const duplicate = await t.client.post<ErrorBody>('/api/v6/auth/register', { ...body, email: 'tenant@demo.seaway.test', providerId: 'Firebase.Apple', providerToken: apple });
    expect(duplicate.status).toBe(409);
    expect(isRight(ThirdPartyDuplicateAccountError.decode(duplicate.body))).toBe(true);
    expect(duplicate.body).toMatchObject({ error: 'conflict', context: 'third-party-duplicate-account', email: 'tenant@demo.seaway.test' });
  });

  it('needs a typed email when the provider cannot read it', async () => {
    const person = newPerson();
    const token = await providerToken({ provider: 'Firebase.Facebook', subject: `fb-${person.e164}`, firstName: 'Jack', lastName: 'Rackham' });
    const body = { currencyCode: 'EUR', email: '', firstName: 'Jack', lastName: 'Rackham', phoneGroup: { country: 'FR', number: person.national }, providerId: 'Firebase.Facebook', providerToken: token };
    const missing = await t.client.post<ErrorBody>('/api/v6/auth/register', body);
    expect(missing.status).toBe(400);
    expect(missing.body.details).toContain(`email: ${AUTH_MESSAGES.thirdPartyNoEmailAccess}`);
    const typed = await t.client.post<ErrorBody>('/api/v6/auth/register', { ...body, email: person.email });
    expect(typed.status).toBe(401);
    expect(typed.body.error).toBe('two_factor_required');
  });

  it('answers 401 for a tampered token, or a token of another provider', async () => {
    const token = await providerToken({ provider: 'CAB', subject: 'cab-1', email: 'cab@example.com', firstName: 'Calico', lastName: 'Jack' });
    const r = await t.client.post<ErrorBody>('/api/v6/auth/login', { providerId: 'Firebase.Google', providerToken: token });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('provider_token_invalid');
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await t.client.post('/api/v6/auth/login', { providerId: 'CAB', providerToken: tampered })).status).toBe(401);
    expect((await t.client.post('/api/v6/auth/login', { providerId: 'CAB', providerToken: 'garbage' })).status).toBe(401);
    expect((await t.client.post('/api/v6/auth/login', { providerId: 'CAB', providerToken: token })).status).toBe(403);
  });
});

describe('password reset', () => {
  const resetRequest = (email: string, lang?: string) =>
    fresh().get<ErrorBody & { ok?: boolean; ErreurMessage?: string }>(
      `/api/v6/legacy/password-reset?Email=${encodeURIComponent(email)}${lang ? `&lang=${lang}` : ''}`,
    );
  const emailsTo = async (to: string) => {
    const r = await fresh().get<EmailOutboxResponse>(`/api/v6/dev/email-outbox?to=${encodeURIComponent(to)}`);
    expect(isRight(EmailOutboxResponse.decode(r.body))).toBe(true);
    return r.body.messages;
  };

  it('answers 400 with ErreurMessage for a malformed email', async () => {
    const r = await resetRequest('nope');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'bad_request', ErreurMessage: expect.any(String) });
  });

  it('answers 200 for an unknown email without sending anything', async () => {
    const r = await resetRequest('nobody-here@example.com');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    expect(await emailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('works end to end through the email outbox, once, and signs every session out', async () => {
    const person = newPerson();
    const client = fresh();
    const account = await registerFully(client, registration(person), person.e164);
    client.token = account.authToken;

    expect((await resetRequest(person.email.toUpperCase(), 'fr')).status).toBe(200);
    const [mail] = await emailsTo(person.email.toLowerCase());
    const link = mail?.link ?? '';
    expect(link).toMatch(/^http:\/\/localhost:\d+\/fr\/account\/password-reset\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop() ?? '';

    const short = await fresh().post<ErrorBody>('/api/v6/auth/password-reset', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual([`password: ${AUTH_MESSAGES.passwordTooShort}`]);
    expect((await fresh().post('/api/v6/auth/password-reset', { token, password: 'New-Password-2026' })).status).toBe(200);

    expect((await client.get('/api/v6/account/me')).status).toBe(401);
    expect((await fresh().post('/api/v6/auth/login', { email: person.email, password: 'Jolly-Roger-1720' })).status).toBe(401);
    expect((await fresh().post('/api/v6/auth/login', { email: person.email, password: 'New-Password-2026' })).status).toBe(200);

    const reused = await fresh().post<ErrorBody>('/api/v6/auth/password-reset', { token, password: 'Another-Password-1' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('reset_token_invalid');
    expect((await fresh().post<ErrorBody>('/api/v6/auth/password-reset', { token: 'x'.repeat(43), password: 'Another-Password-1' })).body.error).toBe('reset_token_invalid');
  });

  it('gives English links without a language segment, and expires links after an hour', async () => {
    expect((await resetRequest('tenant@demo.seaway.test')).status).toBe(200);
    const [mail] = await emailsTo('tenant@demo.seaway.test');
    expect(mail?.link).toMatch(/^http:\/\/localhost:\d+\/account\/password-reset\/[A-Za-z0-9_-]+$/);
    await db().updateTable('password_reset_tokens').set({ expires_at: new Date(TEST_NOW.getTime() - 1) }).where('used_at', 'is', null).execute();
    const token = mail?.link?.split('/').pop() ?? '';
    const r = await fresh().post<ErrorBody>('/api/v6/auth/password-reset', { token, password: 'Whatever-2026' });
    expect(r.body.error).toBe('reset_token_invalid');
  });

  it('limits requests per email (429 with ErreurMessage and Retry-After)', async () => {
    for (let i = 0; i < 3; i++) expect((await resetRequest('owner@demo.seaway.test')).status).toBe(200);
    const r = await resetRequest('owner@demo.seaway.test');
    expect(r.status).toBe(429);
    expect(r.body.ErreurMessage).toBeTruthy();
    expect(r.headers.get('Retry-After')).toBe(String(r.body.retryAfterSeconds));
  });
});

describe('the development outbox page', () => {
  it('lists codes and emails with every value escaped', async () => {
    await db().insertInto('sms_outbox').values({ phone: '+33600000009', text: 'Code 424242 <script>alert(1)</script>', channel: 'sms', created_at: TEST_NOW }).execute();
    const r = await fresh().get<string>('/dev/sms-outbox');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.body).toContain('424242');
    expect(r.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.body).not.toContain('<script>');
  });
});
