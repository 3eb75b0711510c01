import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createSession } from '../../server/auth/sessions';
import { HOUSEKEEPING_RETENTION_DAYS, runHousekeeping } from '../../server/jobs/housekeeping';
import { JOB_SCHEMA, QUEUES } from '../../server/jobs/job-queue';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

let t: TestServer;
const db = () => t.server.database.db;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * DAY);

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('housekeeping job (session expiry)', () => {
  it('is scheduled hourly with pg-boss', async () => {
    const { rows } = await sql<{ name: string; cron: string }>`select name, cron from ${sql.table(`${JOB_SCHEMA}.schedule`)}`.execute(db());
    expect(rows).toContainEqual({ name: QUEUES.housekeeping, cron: '41 * * * *' });
  });

  it('deletes what ended more than a week ago and keeps everything else usable', async () => {
    const tenant = await db().selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow();
    const live = await createSession(db(), tenant.id, TEST_NOW);
    const old = await createSession(db(), tenant.id, daysAgo(400));
    const recentlyExpired = await createSession(db(), tenant.id, daysAgo(40));
    const revoked = await db()
      .insertInto('sessions')
      .values({ user_id: tenant.id, token_hash: `revoked-${Date.now()}`, created_at: daysAgo(20), expires_at: new Date(TEST_NOW.getTime() + 10 * DAY), revoked_at: daysAgo(HOUSEKEEPING_RETENTION_DAYS + 1) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('password_reset_tokens')
      .values([
        { user_id: tenant.id, token_hash: `old-${Date.now()}`, created_at: daysAgo(30), expires_at: daysAgo(29), used_at: null },
        { user_id: tenant.id, token_hash: `fresh-${Date.now()}`, created_at: TEST_NOW, expires_at: new Date(TEST_NOW.getTime() + 3_600_000), used_at: null },
      ])
      .execute();
    const sessionsBefore = await db().selectFrom('sessions').select(['id', 'expires_at', 'revoked_at']).execute();

    const deleted = await runHousekeeping({ db: db(), now: () => TEST_NOW });
    const cutoff = daysAgo(HOUSEKEEPING_RETENTION_DAYS).getTime();
    const expectedGone = sessionsBefore.filter((s) => s.expires_at.getTime() < cutoff || (s.revoked_at !== null && s.revoked_at.getTime() < cutoff));
    expect(deleted.sessions).toBe(expectedGone.length);
    expect(deleted.sessions).toBeGreaterThanOrEqual(2);
    expect(deleted.passwordResetTokens).toBeGreaterThanOrEqual(1);
    const remaining = new Set((await db().selectFrom('sessions').select('id').execute()).map((r) => r.id));
    expect(remaining.has(revoked.id)).toBe(false);
    expect(remaining.size).toBe(sessionsBefore.length - expectedGone.length);

    // The live session still signs in; the old ones were already refused and still are.
    const me = (token: string) => Object.assign(new ApiClient(t.url), { token }).get('/api/v6/account/me');
    expect((await me(live)).status).toBe(200);
    expect((await me(old)).status).toBe(401);
    expect((await me(recentlyExpired)).status).toBe(401);
    // A second run finds nothing more: a retried job is harmless.
    expect(await runHousekeeping({ db: db(), now: () => TEST_NOW })).toEqual({ sessions: 0, passwordResetTokens: 0, pendingRegistrations: 0, searchBoatChanges: 0 });
  });
});
