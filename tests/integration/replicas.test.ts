import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { TEST_CARDS } from '../../src/contract/checkout';
import type { SmsOutboxResponse } from '../../src/contract/auth';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { JOB_SCHEMA, QUEUES } from '../../server/jobs/job-queue';
import { ApiClient, cloneDatabase } from './harness';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Stateless replicas (issue [9]): two server processes on one PostgreSQL database, as behind a load balancer. A
 * tenant registers, signs in, books and pays with every request going to the other process than the one before;
 * rate limits count across both; every job runs once although both processes work the queues. PostgreSQL only: the
 * embedded database belongs to one process (the run against PostgreSQL in .ci/run is where this proves itself).
 */
const databaseUrl = process.env.DATABASE_URL;

let clone: Awaited<ReturnType<typeof cloneDatabase>> | undefined;
let database: DatabaseHandle | undefined;
let replicas: ServerProcess[] = [];
const db = () => database!.db;

// The processes run on the real clock (the seeded calendar is about June 2026): these dates lie beyond it.
const DATES = { startDate: '2027-05-10', endDate: '2027-05-13' };

describe.skipIf(!databaseUrl)('two API processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    clone = await cloneDatabase(databaseUrl!);
    database = await openDatabase({ databaseUrl: clone.url, dataDir: '' });
    // Loopback is the "proxy" here: the tests name their client address in X-Forwarded-For, as nginx would.
    const env = { DATABASE_URL: clone.url, TRUSTED_PROXIES: '127.0.0.1', DATA_DIR: undefined };
    replicas = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all(replicas.map((r) => r.stop()));
    expect(codes).toEqual(replicas.map(() => 0));
    await database?.close();
    await clone?.drop();
  }, 60_000);

  /** One browser whose requests the "load balancer" sends to each process in turn. */
  const alternating = (address: string) => {
    const browser = new ApiClient(replicas[0]!.url);
    let next = 0;
    const sent: string[] = [];
    const via = () => {
      const replica = replicas[next++ % replicas.length]!;
      const client = browser.on(replica.url);
      sent.push(replica.url);
      return client;
    };
    const headers = { 'X-Forwarded-For': address };
    return {
      sent,
      get: <T>(path: string) => via().request<T>('GET', path, { headers }),
      post: <T>(path: string, body?: unknown) => via().request<T>('POST', path, { headers, ...(body !== undefined ? { body } : {}) }),
      token: (token: string) => (browser.token = token),
    };
  };

  it('registers, signs in, books and pays with each request on the other process', async () => {
    const tenant = alternating('198.51.100.10');
    const suffix = Date.now() % 100_000_000;
    const national = `06${String(suffix).padStart(8, '0')}`;
    const e164 = `+33${national.slice(1)}`;
    const email = `replica.${suffix}@example.com`;
    const registration = { email, firstName: 'Grace', lastName: "O'Malley", phoneGroup: { country: 'FR', number: national }, password: 'Clew-Bay-1593', currencyCode: 'EUR' };

    // Register: the code sent by one process is checked by the other.
    expect((await tenant.post('/api/v6/auth/register', registration)).status).toBe(401);
    const outbox = await tenant.get<SmsOutboxResponse>(`/api/v6/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
    const code = outbox.body.messages[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    const registered = await tenant.post<{ authToken: string }>('/api/v6/auth/register', { ...registration, validationCode: code });
    expect(registered.status).toBe(200);

    // Sign in again with the password, and the session works on both processes.
    const signedIn = await tenant.post<{ authToken: string }>('/api/v6/auth/login', { email, password: registration.password });
    expect(signedIn.status).toBe(200);
    tenant.token(signedIn.body.authToken);
    const me = await Promise.all([tenant.get<{ email: string }>('/api/v6/account/me'), tenant.get<{ email: string }>('/api/v6/account/me')]);
    expect(me.map((r) => r.status)).toEqual([200, 200]);

    // An instant-booking boat free on the dates.
    const { rows } = await sql<{ id: number }>`
      select b.id from boats b
      where b.instant_booking and not exists (
        select 1 from boat_unavailabilities u where u.boat_id = b.id
          and u.start_date <= ${DATES.endDate}::date and u.end_date >= ${DATES.startDate}::date)
      order by b.id limit 1`.execute(db());
    const boatId = rows[0]!.id;
    const query = `startDate=${DATES.startDate}&endDate=${DATES.endDate}`;
    // Both processes look at the boat (and warm whatever they cache) before the booking.
    for (let i = 0; i < 2; i++) expect((await tenant.get<{ quote: { available: boolean } }>(`/api/v6/products/${boatId}?${query}`)).body.quote.available).toBe(true);

    const booked = await tenant.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, DATES);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const hash = booked.body.hash;
    expect((await tenant.get(`/api/v6/checkout/${hash}`)).status).toBe(200);
    const payment = await tenant.post<{ clientSecret: string; amount: number }>(`/api/v6/checkout/${hash}/payment`);
    expect(payment.status).toBe(200);
    // The attempt started on one process is the one the other answers.
    expect((await tenant.get<{ clientSecret: string }>(`/api/v6/checkout/${hash}`)).body.clientSecret).toBe(payment.body.clientSecret);
    const paid = await tenant.post<{ status: string }>('/api/v6/payments/local/confirm', { clientSecret: payment.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
    expect(paid.body).toEqual({ status: 'succeeded' });
    const success = await tenant.get<{ status: string; amountPaid: number }>(`/api/v6/checkout/${hash}/success`);
    expect(success.body).toMatchObject({ status: 'paid', amountPaid: payment.body.amount });

    // Neither process offers the dates any more: no cache answers from before the booking.
    for (let i = 0; i < 2; i++) expect((await tenant.get<{ quote: { available: boolean } }>(`/api/v6/products/${boatId}?${query}`)).body.quote.available).toBe(false);
    expect(new Set(tenant.sent).size).toBe(2);
  }, 60_000);

  it('counts a rate limit across both processes, per client address behind the proxy', async () => {
    const prying = alternating('203.0.113.50');
    // emailExistsAddress: 30 per 5 minutes per address (server/auth/rate-limit.ts), shared through the database.
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await prying.post('/api/v6/auth/email/exists', { email: 'tenant@demo.seaway.test' })).status);
    expect(answers).toEqual(answers.map(() => 200));
    const refused = await Promise.all([prying.post<{ retryAfterSeconds?: number }>('/api/v6/auth/email/exists', { email: 'tenant@demo.seaway.test' }), prying.post('/api/v6/auth/email/exists', { email: 'tenant@demo.seaway.test' })]);
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    // Another client behind the same proxy is not punished for it.
    expect((await alternating('203.0.113.51').post('/api/v6/auth/email/exists', { email: 'tenant@demo.seaway.test' })).status).toBe(200);
  }, 60_000);

  it('runs each job once although both processes work the queues', async () => {
    const runsOf = (id: string) => replicas.reduce((n, r) => n + r.output().split('\n').filter((line) => line.includes(`Job ${QUEUES.checkoutExpire} ${id} `)).length, 0);
    // Jobs sent as the minute's schedule would send them: each must be picked by exactly one process.
    const boss = new PgBoss({ connectionString: clone!.url, schema: JOB_SCHEMA, max: 1, supervise: false, schedule: false, migrate: false });
    await boss.start();
    const ids: string[] = [];
    try {
      for (let i = 0; i < 12; i++) ids.push((await boss.send(QUEUES.checkoutExpire, {}))!);
    } finally {
      await boss.stop({ graceful: false });
    }
    const deadline = Date.now() + 45_000;
    while (ids.some((id) => runsOf(id) === 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ids.map(runsOf)).toEqual(ids.map(() => 1));
    const { rows: states } = await sql<{ state: string }>`select state from ${sql.table(`${JOB_SCHEMA}.job`)} where id = any(${ids}::uuid[])`.execute(db());
    expect(states.map((s) => s.state)).toEqual(ids.map(() => 'completed'));

    // The every-minute schedule (pg-boss checks it every 30 s, whichever process gets there first): one job per
    // minute however many processes keep it, each run once.
    const scheduledJobs = async () =>
      (
        await sql<{ id: string; minute: Date; state: string }>`
          select id::text, date_trunc('minute', created_on) as minute, state from ${sql.table(`${JOB_SCHEMA}.job`)}
          where name = ${QUEUES.checkoutExpire} and singleton_key = ${QUEUES.checkoutExpire}`.execute(db())
      ).rows;
    const until = Date.now() + 75_000;
    while (!(await scheduledJobs()).some((job) => job.state === 'completed' && runsOf(job.id) === 1) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const scheduled = await scheduledJobs();
    expect(scheduled.filter((job) => job.state === 'completed').length).toBeGreaterThan(0);
    expect(new Set(scheduled.map((job) => job.minute.toISOString())).size).toBe(scheduled.length);
    for (const job of scheduled) expect(runsOf(job.id)).toBe(job.state === 'completed' ? 1 : 0);
  }, 150_000);
});
