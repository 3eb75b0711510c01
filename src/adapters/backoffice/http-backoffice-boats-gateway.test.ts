import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { boatOption, boatReview, proposal, PROPOSAL_HASH, tenantProposal } from '../../../tests/fakes/backoffice-boats';
import { fakeFetch, httpClient, queryOf } from '../../../tests/fakes/search';
import { HttpProposalGateway } from '../account/http-proposal-gateway';
import { lazyProposalGateway } from '../account/lazy-proposal-gateway';
import { HttpBackOfficeBoatsGateway } from './http-backoffice-boats-gateway';
import { lazyBackOfficeBoatsGateway } from './lazy-backoffice-boats-gateway';

const BODY = { tenantEmail: 'tina@example.test', startDate: '2025-07-05', endDate: '2025-07-11', people: 4, language: 'fr', message: '', items: [{ boatId: 108 }] };

describe('HttpBackOfficeBoatsGateway', () => {
  it('calls the back office’s listing and proposal paths with their bodies and decodes the answers', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /api/v6/backoffice/boats/808': { body: boatReview() },
      'PUT /api/v6/backoffice/boats/808/status': { body: boatReview() },
      'GET /api/v6/backoffice/proposals': { body: { proposals: [] } },
      'GET /api/v6/backoffice/proposals/41': { body: proposal() },
      'POST /api/v6/backoffice/proposals': { status: 201, body: proposal() },
      'PUT /api/v6/backoffice/proposals/41': { body: proposal() },
      'POST /api/v6/backoffice/proposals/41/send': { body: proposal({ status: 'sent' }) },
      'POST /api/v6/backoffice/proposals/41/withdraw': { body: proposal({ status: 'withdrawn' }) },
      'GET /api/v6/backoffice/proposals/boats': { body: { boats: [boatOption()] } },
    });
    const gateway = new HttpBackOfficeBoatsGateway(httpClient(fetch));
    expect((await gateway.boatReview(808))._tag).toBe('Right');
    expect((await gateway.changeBoatStatus(808, { status: 'rejected', reason: 'Pictures' }))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'rejected', reason: 'Pictures' }, headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'tok' }) as unknown });
    expect(await gateway.proposals('sent')).toEqual({ _tag: 'Right', right: { proposals: [] } });
    expect(queryOf(requests.at(-1)!.url)).toContainEqual(['status', 'sent']);
    expect((await gateway.proposal(41))._tag).toBe('Right');
    expect((await gateway.createProposal({ ...BODY, extra: 'dropped' } as typeof BODY))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { ...BODY, items: [{ boatId: 108, price: null }] } });
    expect((await gateway.updateProposal(41, BODY))._tag).toBe('Right');
    expect((await gateway.sendProposal(41))._tag).toBe('Right');
    expect((await gateway.withdrawProposal(41, 'Booked elsewhere'))._tag).toBe('Right');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { reason: 'Booked elsewhere' } });
    expect((await gateway.proposalBoats('lagoon 42'))._tag).toBe('Right');
    expect(queryOf(requests.at(-1)!.url)).toContainEqual(['q', 'lagoon 42']);
  });

  it('a malformed answer is a decode failure, a refusal an http failure (never thrown); the lazy gateway forwards', async () => {
    const { fetch } = fakeFetch({
      'GET /api/v6/backoffice/boats/808': { body: { listing: { id: 808 } } },
      'GET /api/v6/backoffice/proposals/41': { status: 403, body: { error: 'forbidden' } },
    });
    const gateway = lazyBackOfficeBoatsGateway(async () => new HttpBackOfficeBoatsGateway(httpClient(fetch)));
    const review = await gateway.boatReview(808);
    expect(isLeft(review) && review.left.kind).toBe('decode');
    const one = await gateway.proposal(41);
    expect(isLeft(one) && one.left.kind === 'http' && one.left.status).toBe(403);
  });
});

describe('HttpProposalGateway', () => {
  it('reads a proposal by its hash and books one of its boats', async () => {
    const { fetch, requests } = fakeFetch({
      [`GET /api/v6/proposals/${PROPOSAL_HASH}`]: { body: tenantProposal() },
      [`POST /api/v6/proposals/${PROPOSAL_HASH}/items/1/book`]: { body: { paymentSessionHash: 'abc' } },
      [`POST /api/v6/proposals/${PROPOSAL_HASH}/items/2/book`]: { status: 409, body: { error: 'dates_not_available' } },
    });
    const gateway = lazyProposalGateway(async () => new HttpProposalGateway(httpClient(fetch)));
    expect((await gateway.proposal(PROPOSAL_HASH))._tag).toBe('Right');
    expect(await gateway.book(PROPOSAL_HASH, 1)).toEqual({ _tag: 'Right', right: { paymentSessionHash: 'abc' } });
    expect(requests.at(-1)).toMatchObject({ method: 'POST' });
    const refused = await gateway.book(PROPOSAL_HASH, 2);
    expect(isLeft(refused) && refused.left.kind === 'http' && refused.left.status).toBe(409);
  });
});
