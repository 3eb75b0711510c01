import { Hono, type Context } from 'hono';
import * as t from 'io-ts';
import { BoatStatusBody, type BoatReview } from '../../src/contract/backoffice-boats';
import type { ApiErrorBody } from '../../src/contract/common';
import { ProposalBody, type Proposal, type ProposalBoatList, type ProposalList } from '../../src/contract/proposals';
import { reasonProblem } from '../../src/domain/backoffice/listing-review';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../../src/domain/backoffice/proposals';
import { createEmailSender } from '../auth/create-email-sender';
import type { StaffEnv } from '../backoffice/staff-env';
import { boatReview, changeBoatStatus } from '../backoffice/boats';
import {
  createProposal,
  listProposals,
  loadProposal,
  proposalBoatOptions,
  sendProposal,
  updateProposal,
  withdrawProposal,
  type ProposalChange,
  type ProposalDeps,
} from '../backoffice/proposals';
import type { ServerDeps } from '../http/env';
import { idParam } from '../http/id-param';
import { apiError, badRequest, validateBody } from '../http/validate';
import { placeDirectory } from '../search/place-directory';
import { todayOf } from '../search/search-request';

const boatNotFound = (c: Context) => apiError(c, 404, 'listing_not_found', { message: 'No such listing.' });
const proposalNotFound = (c: Context) => apiError(c, 404, 'proposal_not_found', { message: 'No such proposal.' });

const REFUSALS: Readonly<Record<string, string>> = {
  status_unchanged: 'The listing already has this status.',
  listing_not_published: 'Only a published listing can be paused.',
  listing_draft: 'A draft has not been submitted yet: there is nothing to reject.',
  proposal_withdrawn: 'This proposal was withdrawn.',
  proposal_booked: 'This proposal was booked: it no longer changes.',
  proposal_not_sent: 'This proposal has not been sent.',
};

/** Withdrawing takes an optional note (the reason kept in the audit trail). */
const WithdrawBody = t.partial({ reason: t.string });

/**
 * The back office's listings and proposals (issue [7]), under /api/v6/backoffice (the staff role checked once for all
 * by routes/backoffice.ts): review a listing and publish, pause or reject it; prepare, edit, send and withdraw
 * proposals. See src/contract/backoffice-boats.ts and src/contract/proposals.ts.
 */
export const backOfficeBoatRoutes = (deps: ServerDeps) => {
  const email = createEmailSender(deps.config, deps.db, deps.now);
  const proposalDeps = async (): Promise<ProposalDeps> => ({
    db: deps.db,
    directory: await placeDirectory(deps.db),
    now: deps.now(),
    today: todayOf(deps).today,
    publicUrl: deps.config.publicUrl,
    email,
  });
  const proposalAnswer = async (c: Context<StaffEnv>, change: ProposalChange, created = false) => {
    switch (change.kind) {
      case 'done':
        return c.json<Proposal>((await loadProposal(await proposalDeps(), change.id))!, created ? 201 : 200);
      case 'not_found':
        return proposalNotFound(c);
      case 'invalid':
        return c.json<ApiErrorBody>({ error: 'proposal_invalid', message: 'Please check the highlighted fields.', details: [...change.problems] }, 400);
      case 'boats_not_available':
        return c.json<ApiErrorBody>(
          { error: 'boats_not_available', message: 'Some boats cannot be proposed for these dates.', details: [...change.problems] },
          409,
        );
      case 'refused':
        return apiError(c, 409, change.code, { message: REFUSALS[change.code] ?? 'Not possible now.' });
    }
  };

  return new Hono<StaffEnv>()
    .get('/boats/:id', async (c) => {
      const { currentYear } = todayOf(deps);
      const review = await boatReview(deps.db, idParam(c), { directory: await placeDirectory(deps.db), language: c.get('locale'), currentYear, now: deps.now() });
      return review ? c.json<BoatReview>(review) : boatNotFound(c);
    })
    .put('/boats/:id/status', async (c) => {
      const id = idParam(c);
      const body = await validateBody(c, BoatStatusBody);
      if (!body.ok) return body.response;
      const problem = reasonProblem(body.value.status, body.value.reason);
      if (problem) return badRequest(c, [`reason: ${problem}`], 'reason_invalid');
      const { currentYear } = todayOf(deps);
      const directory = await placeDirectory(deps.db);
      const result = await changeBoatStatus({ db: deps.db, email, publicUrl: deps.config.publicUrl, directory, now: deps.now(), currentYear }, c.get('staff'), id, body.value);
      switch (result.kind) {
        case 'not_found':
          return boatNotFound(c);
        case 'refused':
          return apiError(c, 409, result.code, { message: REFUSALS[result.code] ?? 'Not possible now.' });
        case 'incomplete':
          return c.json({ error: 'listing_incomplete', message: 'Complete every step before publishing.', missingSteps: result.missingSteps }, 422);
        case 'changed':
          return c.json<BoatReview>((await boatReview(deps.db, id, { directory, language: c.get('locale'), currentYear, now: deps.now() }))!);
      }
    })
    .get('/proposals', async (c) => {
      const status = c.req.query('status');
      if (status !== undefined && status !== '' && !(PROPOSAL_STATUSES as readonly string[]).includes(status)) return badRequest(c, ['status: expected one of draft, sent, booked, withdrawn']);
      return c.json<ProposalList>({ proposals: await listProposals(deps.db, status ? (status as ProposalStatus) : undefined) });
    })
    .get('/proposals/boats', async (c) => {
      const q = c.req.query('q') ?? '';
      if (q.trim().length < 1 || q.length > 100) return badRequest(c, ['q: 1 to 100 characters']);
      return c.json<ProposalBoatList>({ boats: await proposalBoatOptions(deps.db, await placeDirectory(deps.db), q, c.get('locale')) });
    })
    .post('/proposals', async (c) => {
      const body = await validateBody(c, ProposalBody);
      if (!body.ok) return body.response;
      return proposalAnswer(c, await createProposal(await proposalDeps(), c.get('staff'), body.value), true);
    })
    .get('/proposals/:id', async (c) => {
      const proposal = await loadProposal(await proposalDeps(), idParam(c));
      return proposal ? c.json<Proposal>(proposal) : proposalNotFound(c);
    })
    .put('/proposals/:id', async (c) => {
      const body = await validateBody(c, ProposalBody);
      if (!body.ok) return body.response;
      return proposalAnswer(c, await updateProposal(await proposalDeps(), c.get('staff'), idParam(c), body.value));
    })
    .post('/proposals/:id/send', async (c) => proposalAnswer(c, await sendProposal(await proposalDeps(), c.get('staff'), idParam(c))))
    .post('/proposals/:id/withdraw', async (c) => {
      const body = await validateBody(c, WithdrawBody);
      if (!body.ok) return body.response;
      const reason = body.value.reason ?? '';
      if (reason.length > 1000) return badRequest(c, ['reason: backoffice-boats:errors.reasonTooLong']);
      return proposalAnswer(c, await withdrawProposal(await proposalDeps(), c.get('staff'), idParam(c), reason));
    });
};
