import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { claimSummary, damageClaim, staffConversation, staffMessage, TENANT } from '../../../tests/fakes/backoffice-messages';
import { fakeFetch, httpClient } from '../../../tests/fakes/search';
import { HttpBackOfficeMessagesGateway } from './http-backoffice-messages-gateway';
import { lazyBackOfficeMessagesGateway } from './lazy-backoffice-messages-gateway';

const { id, hash, createdAt, subject, tenant, owner } = staffConversation();
const detail = { message: staffMessage(), conversation: { id, hash, createdAt, subject, tenant, owner }, originalText: staffMessage().text, audit: [] };

describe('HttpBackOfficeMessagesGateway', () => {
  it('calls the back office’s paths with their bodies and decodes the answers', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/backoffice/conversations/7': { body: staffConversation() },
      'GET /api/v6/backoffice/messages/11': { body: detail },
      'PUT /api/v6/backoffice/messages/11': { body: detail },
      'POST /api/v6/backoffice/messages/11/hide': { body: detail },
      'POST /api/v6/backoffice/messages/11/unhide': { body: detail },
      'POST /api/v6/backoffice/users/1/flag': { body: { user: { ...TENANT, flagged: true, flagReason: 'x', flaggedAt: '2025-06-15T10:00:00.000Z' }, audit: [] } },
      'DELETE /api/v6/backoffice/users/1/flag': { body: { user: TENANT, audit: [] } },
      'GET /api/v6/backoffice/damage-claims': { body: { claims: [claimSummary()] } },
      'GET /api/v6/backoffice/damage-claims/5': { body: damageClaim() },
      'POST /api/v6/backoffice/damage-claims/5/decision': { body: damageClaim({ status: 'decided' }) },
    });
    const gateway = new HttpBackOfficeMessagesGateway(httpClient(fetch));
    expect((await gateway.conversation(7))._tag).toBe('Right');
    expect((await gateway.message(11))._tag).toBe('Right');
    expect((await gateway.editMessage(11, { body: 'New text', reason: 'Why' }))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { body: 'New text', reason: 'Why' }, headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'tok' }) as unknown });
    expect((await gateway.hideMessage(11, 'Insult'))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { reason: 'Insult' } });
    expect((await gateway.unhideMessage(11, 'Mistake'))._tag).toBe('Right');
    expect((await gateway.flagUser(1, 'Spam'))._tag).toBe('Right');
    expect((await gateway.unflagUser(1, 'Talked'))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', body: { reason: 'Talked' } });
    expect((await gateway.damageClaims('open'))._tag).toBe('Right');
    expect(requests.at(-1)?.url).toContain('status=open');
    expect((await gateway.damageClaim(5))._tag).toBe('Right');
    expect((await gateway.decideDamageClaim(5, { amount: 100, note: 'Checked' }))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { amount: 100, note: 'Checked' } });
  });

  it('a malformed answer is a decode failure, a refusal an http failure (never thrown)', async () => {
    const { fetch } = fakeFetch({
      'GET /api/v6/backoffice/damage-claims/5': { body: { ...damageClaim(), checkOut: { id: 'x' } } },
      'GET /api/v6/backoffice/conversations/7': { status: 403, body: { error: 'forbidden' } },
    });
    const gateway = new HttpBackOfficeMessagesGateway(httpClient(fetch));
    const claim = await gateway.damageClaim(5);
    expect(isLeft(claim) && claim.left.kind).toBe('decode');
    const conversation = await gateway.conversation(7);
    expect(isLeft(conversation) && conversation.left.kind === 'http' && conversation.left.status).toBe(403);
  });

  it('the lazy gateway loads the HTTP one on first call; a failed load is a network failure, tried again', async () => {
    let loads = 0;
    const { fetch } = fakeFetch({ 'GET /api/v6/backoffice/damage-claims': { body: { claims: [] } } });
    const lazy = lazyBackOfficeMessagesGateway(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return new HttpBackOfficeMessagesGateway(httpClient(fetch));
    });
    const first = await lazy.damageClaims('open');
    expect(isLeft(first) && first.left.kind).toBe('network');
    expect(await lazy.damageClaims('open')).toEqual({ _tag: 'Right', right: { claims: [] } });
    expect(loads).toBe(2);
  });
});
