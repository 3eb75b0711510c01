import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { invitation, lead, team, teammate } from '../../../tests/fakes/owners';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';
import { HttpOwnersGateway } from './http-owners-gateway';
import { lazyOwnersGateway } from './lazy-owners-gateway';

const SETTINGS = { deposit: 150_000, cancellationPolicy: 'Strict', instantBooking: true, responseTimeHours: 6 };

describe('HttpOwnersGateway', () => {
  it('calls the owners’ paths with their bodies and decodes the answers', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/account/is-owner': { body: { isOwner: true, isTeammate: false } },
      'PUT /api/v6/account/sales-settings': { body: SETTINGS },
      'POST /api/v6/account/teammates': { status: 201, body: teammate({ status: 'pending', firstName: null, acceptedAt: null }) },
      // (a 204 in the browser reads as an empty body: the fake's Response cannot carry one with 204)
      'DELETE /api/v6/account/teammates/3': { body: '' },
      'POST /api/v6/account/teammates/invitations/7/accept': { body: invitation({ status: 'accepted', acceptedAt: '2025-06-15T10:00:00.000Z' }) },
      'GET /api/v6/account/leads': { body: { leads: [lead()], teams: [team()] } },
      'GET /api/v6/account/leads/count': { body: { count: 2 } },
      'PUT /api/v6/account/leads/lead0001/assign': { body: lead({ assignedTo: { userId: 41, firstName: 'Nina' } }) },
      'PUT /api/v6/account/leads/lead0001/status': { body: lead({ status: 'lost' }) },
    });
    const gateway = new HttpOwnersGateway(httpClient(fetch));
    expect(await gateway.ownerStatus()).toEqual({ _tag: 'Right', right: { isOwner: true, isTeammate: false } });
    expect(await gateway.saveSalesSettings(SETTINGS)).toEqual({ _tag: 'Right', right: SETTINGS });
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: SETTINGS, headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'tok' }) as unknown });
    expect((await gateway.invite('paul@example.test'))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { email: 'paul@example.test' } });
    expect(await gateway.removeTeammate(3)).toEqual({ _tag: 'Right', right: null });
    expect((await gateway.acceptInvitation(7))._tag).toBe('Right');
    expect((await gateway.leads())._tag).toBe('Right');
    expect(await gateway.leadsCount()).toEqual({ _tag: 'Right', right: { count: 2 } });
    expect((await gateway.assignLead('lead0001', 41))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { userId: 41 } });
    expect((await gateway.setLeadStatus('lead0001', 'lost'))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'lost' } });
  });

  it('a malformed answer is a decode failure, a refusal an http failure (never thrown)', async () => {
    const { fetch } = fakeFetch({
      'GET /api/v6/account/leads': { body: { leads: [{ conversationHash: 'x' }], teams: [] } },
      'GET /api/v6/account/sales-settings': { status: 403, body: { error: 'owners_only' } },
    });
    const gateway = new HttpOwnersGateway(httpClient(fetch));
    const leads = await gateway.leads();
    expect(isLeft(leads) && leads.left.kind).toBe('decode');
    const settings = await gateway.salesSettings();
    expect(isLeft(settings) && settings.left.kind === 'http' && settings.left.status).toBe(403);
  });

  it('the lazy gateway loads the HTTP one on first call; a failed load is a network failure, tried again', async () => {
    let loads = 0;
    const { fetch } = fakeFetch({ 'GET /api/v6/account/leads/count': { body: { count: 1 } } });
    const lazy = lazyOwnersGateway(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return new HttpOwnersGateway(httpClient(fetch));
    });
    const first = await lazy.leadsCount();
    expect(isLeft(first) && first.left.kind).toBe('network');
    expect(await lazy.leadsCount()).toEqual({ _tag: 'Right', right: { count: 1 } });
    await lazy.leadsCount();
    expect(loads).toBe(2);
  });
});
