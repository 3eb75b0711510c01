import { Hono, type Context } from 'hono';
import type { ProposalBooked, TenantProposal } from '../../src/contract/proposals';
import { authorize } from '../auth/authorize';
import { bookProposalItem, tenantProposal } from '../backoffice/proposals';
import type { AppEnv, ServerDeps } from '../http/env';
import { idParam } from '../http/id-param';
import { apiError } from '../http/validate';
import { placeDirectory } from '../search/place-directory';
import { todayOf } from '../search/search-request';

const proposalNotFound = (c: Context) => apiError(c, 404, 'proposal_not_found', { message: 'No such proposal.' });

const REFUSALS: Readonly<Record<string, string>> = {
  proposal_withdrawn: 'This proposal was withdrawn: ask our team for a new one.',
  proposal_booked: 'A boat of this proposal has already been booked.',
  proposal_not_sent: 'This proposal has not been sent.',
  dates_not_available: 'This boat is no longer available on these dates.',
};

/**
 * The tenant's side of a staff proposal (issue [7]): the link's page reads it, and booking one of its boats opens a
 * checkout session at the proposal's price. Signed in (a visitor gets 401); the hash is the secret, so any signed-in
 * user holding the link may book (the booking records who did).
 */
export const proposalRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>()
    .get('/proposals/:hash', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const proposal = await tenantProposal({ db: deps.db, directory: await placeDirectory(deps.db), today: todayOf(deps).today }, c.req.param('hash'), c.get('locale'));
      return proposal ? c.json<TenantProposal>(proposal) : proposalNotFound(c);
    })
    .post('/proposals/:hash/items/:itemId/book', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const result = await bookProposalItem({ db: deps.db, now: deps.now() }, auth.user.id, c.req.param('hash'), idParam(c, 'itemId'));
      switch (result.kind) {
        case 'booked':
          return c.json<ProposalBooked>({ paymentSessionHash: result.paymentSessionHash });
        case 'not_found':
          return proposalNotFound(c);
        case 'refused':
          return apiError(c, 409, result.code, { message: REFUSALS[result.code] ?? 'Not possible now.' });
      }
    });
