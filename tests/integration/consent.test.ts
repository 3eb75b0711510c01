import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/contract/common';
import type { ConsentEventRecorded } from '../../src/contract/consent';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpConsentGateway } from '../../src/adapters/analytics/http-consent-gateway';
import { ApiClient, signedInClient, startTestServer, type TestServer } from './harness';

/** The consent banner's answers (spec section 7: POST /api/v6/metrics/didomi {event, consent}). */

let t: TestServer;
const db = () => t.server.database.db;
const VISITOR = '3f2c7a10-5b7e-4c1a-9d2e-8a6b4c3d2e1f';
const PATH = '/api/v6/metrics/didomi';

const rows = () => db().selectFrom('consent_events').selectAll().orderBy('id').execute();

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('POST /metrics/didomi', () => {
  it('records a visitor’s answer with the visitor id cookie and no user', async () => {
    const client = new ApiClient(t.url);
    const before = (await rows()).length;
    const r = await client.request<ConsentEventRecorded>('POST', PATH, {
      body: { event: 'consent.given', consent: { analytics: true, marketing: false }, version: 1 },
      headers: { Cookie: `visitor_id=${VISITOR}` },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ recorded: true });
    const added = (await rows()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ event: 'consent.given', consent: { analytics: true, marketing: false, version: 1 }, visitor_id: VISITOR, user_id: null });
  });

  it('records the signed-in user with a change of mind; unknown purposes are dropped', async () => {
    const tenantId = (await db().selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow()).id;
    const tenant = await signedInClient(t, tenantId);
    const before = (await rows()).length;
    const r = await tenant.request('POST', PATH, {
      body: { event: 'consent.changed', consent: { analytics: false, marketing: true, profiling: true } },
      headers: { Cookie: `visitor_id=${VISITOR}` },
    });
    expect(r.status).toBe(201);
    const [row] = (await rows()).slice(before);
    expect(row).toMatchObject({ event: 'consent.changed', consent: { analytics: false, marketing: true }, visitor_id: VISITOR, user_id: tenantId });
    expect(Object.keys(row?.consent as object).sort()).toEqual(['analytics', 'marketing']);
  });

  it('a missing or malformed visitor cookie is stored as no visitor', async () => {
    const client = new ApiClient(t.url);
    const before = (await rows()).length;
    expect((await client.post(PATH, { event: 'consent.given', consent: { analytics: false, marketing: false } })).status).toBe(201);
    const odd = await client.request('POST', PATH, {
      body: { event: 'consent.given', consent: { analytics: false, marketing: false } },
      headers: { Cookie: `visitor_id=${'x'.repeat(36)}` },
    });
    expect(odd.status).toBe(201);
    expect((await rows()).slice(before).map((row) => row.visitor_id)).toEqual([null, null]);
  });

  it.each([
    ['an unknown event', { event: 'consent.guessed', consent: { analytics: true, marketing: true } }, 'event'],
    ['no consent', { event: 'consent.given' }, 'consent'],
    ['a purpose that is not a boolean', { event: 'consent.given', consent: { analytics: 'yes', marketing: true } }, 'consent.analytics'],
    ['a missing purpose', { event: 'consent.given', consent: { analytics: true } }, 'consent.marketing'],
    ['a version that is not a positive integer', { event: 'consent.given', consent: { analytics: true, marketing: true }, version: 0 }, 'version'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, field) => {
    const client = new ApiClient(t.url);
    const before = (await rows()).length;
    const r = await client.post<ApiErrorBody>(PATH, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('bad_request');
    expect(r.body.details?.some((d) => d.startsWith(`${field}:`)), JSON.stringify(r.body.details)).toBe(true);
    expect((await rows()).length).toBe(before);
  });

  it('refuses bad JSON with 400 and a request without the anti-forgery header with 403', async () => {
    const client = new ApiClient(t.url);
    expect((await client.request('POST', PATH, { rawBody: '{"event":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await client.post(PATH, { event: 'consent.given', consent: { analytics: true, marketing: true } }, { xsrf: false })).status).toBe(403);
  });

  it('the app’s own gateway records an answer through the real route (anti-forgery header included)', async () => {
    const client = new ApiClient(t.url);
    await client.get('/api/v6/health');
    const cookies = `XSRF-TOKEN=${client.cookie('XSRF-TOKEN') ?? ''}; visitor_id=${VISITOR}`;
    const http = new HttpClient({
      baseUrl: '/api/v6',
      locale: () => 'fr',
      cookies: () => cookies,
      // The browser sends the cookies itself; here the test does.
      fetch: (input, init) => fetch(`${t.url}${String(input)}`, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: cookies } }),
    });
    const before = (await rows()).length;
    const result = await new HttpConsentGateway(http).record({ event: 'consent.given', consent: { analytics: true, marketing: true }, version: 1 });
    expect(result).toEqual({ _tag: 'Right', right: { recorded: true } });
    expect((await rows()).slice(before)).toMatchObject([{ event: 'consent.given', visitor_id: VISITOR, consent: { analytics: true, marketing: true, version: 1 } }]);
  });

  it('is only a POST', async () => {
    expect((await new ApiClient(t.url).get(PATH)).status).toBe(404);
  });
});
