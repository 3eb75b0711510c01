import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { API_BASE_PATH } from '../../src/contract/common';
import { BACKOFFICE_PREFIX } from '../../src/contract/backoffice';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * Who may reach which API route (issue [7]; spec section 6), generated from the server's own route table: a route
 * added without a decision here fails this test, so none can be forgotten.
 * - staff: everything under /backoffice — a visitor gets 401, a tenant and an owner 403;
 * - public: anyone (search, product pages, sign-in, checkout by its secret hash, webhooks, beacons…);
 * - signedIn: everything else — a visitor gets 401; which object a user may touch is checked per object (404 or
 *   403), probed below with real objects.
 * Allowed roles must never get 401/403, and nobody may get a 5xx from an empty or absurd request.
 */
const PUBLIC = new Set([
  'GET /health',
  'GET /configuration',
  'GET /currencies',
  'GET /currencies/:code',
  'POST /auth/email/exists',
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/resend-validation-code',
  'GET /legacy/password-reset',
  'POST /auth/password-reset',
  'GET /products',
  'GET /products/count',
  'GET /activities',
  'GET /seo_specific_section',
  'GET /flexibleDates/fleet',
  'GET /autocomplete/places',
  'POST /autocomplete/places',
  'GET /products/:id',
  'GET /products/:id/suggestions',
  'GET /landing',
  'GET /home',
  'GET /activities/:id',
  'POST /payments/stripe/webhook',
  'GET /calendars/:file',
  'POST /metrics/didomi',
  // The native app's beacons: a push opened before sign-in, a deep link opened (a beacon cannot send a token).
  'POST /track-opened-di-push-notification',
  'POST /metrics/deeplink',
  'POST /deeplink/referer/add',
]);

/** Owners' tools (professional fleets): a tenant, or staff without an owner account, get 403. */
const OWNER = new Set([
  'GET /account/sales-settings',
  'PUT /account/sales-settings',
  'GET /account/teammates',
  'POST /account/teammates',
  'DELETE /account/teammates/:id',
  'GET /account/leads',
  'GET /account/leads/count',
  'PUT /account/leads/:hash/assign',
  'PUT /account/leads/:hash/status',
]);

/** Reached by a signed, expiring URL (an <img> cannot send the token): without a valid signature, 404 for everyone. */
const SIGNED_URL = new Set(['GET /econtract/photos/:photoId']);

/** Development helpers: 404 unless their offline adapter is in use (never in production with real providers). */
const DEV = new Set(['GET /dev/sms-outbox', 'GET /dev/email-outbox', 'POST /dev/identity-provider/token']);

type Role = 'visitor' | 'tenant' | 'owner' | 'staff';
const ROLES: readonly Role[] = ['visitor', 'tenant', 'owner', 'staff'];
type Policy = 'public' | 'dev' | 'signedUrl' | 'signedIn' | 'owner' | 'staff';

const policyOf = (route: string, path: string): Policy =>
  path.startsWith(`${BACKOFFICE_PREFIX}/`)
    ? 'staff'
    : PUBLIC.has(route)
      ? 'public'
      : DEV.has(route)
        ? 'dev'
        : SIGNED_URL.has(route)
          ? 'signedUrl'
          : OWNER.has(route)
            ? 'owner'
            : 'signedIn';

/** The status a role must get, or 'access' (anything but 401/403). */
const expected = (policy: Policy, role: Role): 401 | 403 | 404 | 'access' => {
  switch (policy) {
    case 'public':
    case 'dev':
      return 'access';
    case 'signedUrl':
      return 404;
    case 'signedIn':
      return role === 'visitor' ? 401 : 'access';
    case 'owner':
      return role === 'visitor' ? 401 : role === 'owner' ? 'access' : 403;
    case 'staff':
      return role === 'visitor' ? 401 : role === 'staff' ? 'access' : 403;
  }
};

/** A plausible value for each path parameter (right format, unknown object). */
const SAMPLE: Readonly<Record<string, string>> = {
  code: 'EUR',
  hash: '0123456789abcdef0123456789abcdef',
  file: '0123456789abcdef0123456789abcdef.ics',
  direction: 'in',
};
const concrete = (path: string): string =>
  path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_m, name: string) => SAMPLE[name] ?? '999999').replace(/\*$/, 'x');

let t: TestServer;
let userIds: Record<Exclude<Role, 'visitor'>, number>;
let routes: { method: string; path: string; key: string; policy: Policy }[];

beforeAll(async () => {
  t = await startTestServer();
  const db = t.server.database.db;
  const idOf = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  userIds = { tenant: await idOf('tenant@demo.seaway.test'), owner: await idOf('owner@demo.seaway.test'), staff: await idOf('staff@demo.seaway.test') };
  const app = createApp({ db, databaseKind: t.server.database.kind, config: loadConfig({ NODE_ENV: 'test' }), now: () => TEST_NOW });
  const seen = new Set<string>();
  routes = [];
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith(`${API_BASE_PATH}/`)) continue;
    const path = r.path.slice(API_BASE_PATH.length);
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: r.method, path, key: key.replace(/\{[^}]*\}/g, ''), policy: policyOf(key.replace(/\{[^}]*\}/g, ''), path) });
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** A client of that role with a session of its own (a route like logout must not sign the next request out). */
const clientOf = async (role: Role): Promise<ApiClient> => {
  const client = new ApiClient(t.url);
  if (role !== 'visitor') client.token = await createSession(t.server.database.db, userIds[role], TEST_NOW);
  return client;
};

const call = async (role: Role, method: string, path: string) => {
  const client = await clientOf(role);
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  return (await client.request(method, `${API_BASE_PATH}${concrete(path)}`, body === undefined ? {} : { body })).status;
};

describe('every API route × visitor, tenant, owner, staff', () => {
  it('reads the route table (the back office and the account are in it)', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.policy === 'staff').length).toBeGreaterThan(0);
    expect(routes.some((r) => r.key === 'GET /account/me')).toBe(true);
  });

  it('lets each role reach only what it should', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const role of ROLES) {
        const status = await call(role, route.method, route.path);
        const want = expected(route.policy, role);
        if (status >= 500) wrong.push(`${route.key} as ${role}: ${status}`);
        else if (want === 'access' ? status === 401 || status === 403 : status !== want) wrong.push(`${route.key} as ${role}: ${status}, expected ${want} (${route.policy})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});

describe('who may touch which object', () => {
  const status = async (role: Role | number, method: string, path: string) => {
    const client = typeof role === 'number' ? new ApiClient(t.url) : await clientOf(role);
    if (typeof role === 'number') client.token = await createSession(t.server.database.db, role, TEST_NOW);
    return (await client.request(method, `${API_BASE_PATH}${path}`, method === 'GET' ? {} : { body: {} })).status;
  };

  it("a listing: its owner and staff read it; a tenant or a stranger gets 404", async () => {
    const db = t.server.database.db;
    const boat = await db.selectFrom('boats').select('id').where('owner_id', '=', userIds.owner).orderBy('id').executeTakeFirstOrThrow();
    expect(await status('owner', 'GET', `/account/listings/${boat.id}`)).toBe(200);
    expect(await status('staff', 'GET', `/account/listings/${boat.id}`)).toBe(200);
    expect(await status('tenant', 'GET', `/account/listings/${boat.id}`)).toBe(404);
    expect(await status('tenant', 'PUT', `/account/listings/${boat.id}/status`)).toBe(404);
  });

  it("a booking request: tenant and owner read it, a stranger gets 404, the tenant cannot answer it", async () => {
    const db = t.server.database.db;
    const request = await db
      .selectFrom('booking_requests')
      .innerJoin('boats', 'boats.id', 'booking_requests.boat_id')
      .select('booking_requests.id')
      .where('booking_requests.user_id', '=', userIds.tenant)
      .where('boats.owner_id', '=', userIds.owner)
      .where('booking_requests.status', '=', 'awaitingOwner')
      .executeTakeFirstOrThrow();
    const stranger = await db.selectFrom('users').select('id').where('id', 'not in', Object.values(userIds)).where(sql<boolean>`not ('staff' = any(roles))`).executeTakeFirstOrThrow();
    expect(await status('tenant', 'GET', `/bookings/${request.id}`)).toBe(200);
    expect(await status('owner', 'GET', `/bookings/${request.id}`)).toBe(200);
    expect(await status(stranger.id, 'GET', `/bookings/${request.id}`)).toBe(404);
    expect(await status('tenant', 'POST', `/bookings/${request.id}/accept`)).toBe(403);
    expect(await status(stranger.id, 'POST', `/bookings/${request.id}/accept`)).toBe(404);
  });
});
