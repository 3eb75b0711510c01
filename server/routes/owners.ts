import { Hono, type Context } from 'hono';
import type { ApiErrorBody } from '../../src/contract/common';
import {
  LeadAssignBody,
  LeadStatusBody,
  SalesSettingsBody,
  TeammateInviteBody,
  type Lead,
  type LeadList,
  type LeadsCount,
  type OwnerStatus,
  type SalesSettings,
  type TeamInvitation,
  type TeamInvitationList,
  type Teammate,
  type TeammateList,
} from '../../src/contract/owners';
import { problemDetails } from '../../src/domain/owners/sales-settings';
import { MAX_TEAMMATES } from '../../src/domain/owners/teammates';
import { authorize } from '../auth/authorize';
import { createEmailSender } from '../auth/create-email-sender';
import type { SessionUser } from '../auth/sessions';
import { isConversationHash } from '../conversations/conversation-rules';
import type { AppEnv, ServerDeps } from '../http/env';
import { idParam, NO_ID } from '../http/id-param';
import { apiError, badRequest, validateBody } from '../http/validate';
import { isOwnerAccount, isTeammateAccount } from '../owners/fleet-members';
import { assignLead, leadsCount, listLeads, setLeadStatus, type LeadChangeResult } from '../owners/leads';
import { salesDefaultsOf, saveSalesSettings } from '../owners/sales-settings';
import { acceptInvitation, declineInvitation, inviteTeammate, listInvitations, listTeammates, removeTeammate, type TeamDeps } from '../owners/teammates';

const ownersOnly = (c: Context) => apiError(c, 403, 'owners_only', { message: 'This is for owners of boats.' });
const leadNotFound = (c: Context) => apiError(c, 404, 'lead_not_found', { message: 'No such lead.' });
const teammateNotFound = (c: Context) => apiError(c, 404, 'teammate_not_found', { message: 'No such teammate.' });
const invitationNotFound = (c: Context) => apiError(c, 404, 'invitation_not_found', { message: 'No such invitation.' });

const hashParam = (c: Context): string | undefined => {
  const hash = c.req.param('hash');
  return isConversationHash(hash) ? hash : undefined;
};

const leadChanged = (c: Context, result: LeadChangeResult) => {
  switch (result.kind) {
    case 'changed':
      return c.json<Lead>(result.lead);
    case 'not_found':
      return leadNotFound(c);
    case 'invalid':
      return badRequest(c, [result.detail], 'lead_invalid');
    case 'conflict':
      return apiError(c, 409, 'lead_won', { message: 'This lead became a booking.', details: [result.key] });
  }
};

/**
 * Professional owners (issue [6]): sales settings, teammates sharing the fleet's inbox, and leads. Paths under
 * /account (docs/decisions.md); see src/contract/owners.ts.
 */
export const ownerRoutes = (deps: ServerDeps) => {
  const teamDeps: TeamDeps = { db: deps.db, now: deps.now, email: createEmailSender(deps.config, deps.db, deps.now), publicUrl: deps.config.publicUrl };
  const isOwner = (user: SessionUser) => isOwnerAccount(deps.db, user);
  /** Owners and the teammates of one read leads; anyone else is told this is for owners (403). */
  const actsForAFleet = async (user: SessionUser) => (await isOwner(user)) || (await isTeammateAccount(deps.db, user.id));

  return new Hono<AppEnv>()
    .get('/account/is-owner', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const [isOwnerNow, isTeammate] = await Promise.all([isOwner(auth.user), isTeammateAccount(deps.db, auth.user.id)]);
      return c.json<OwnerStatus>({ isOwner: isOwnerNow, isTeammate });
    })
    .get('/account/sales-settings', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await isOwner(auth.user))) return ownersOnly(c);
      return c.json<SalesSettings>(await salesDefaultsOf(deps.db, auth.user.id));
    })
    .put('/account/sales-settings', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await isOwner(auth.user))) return ownersOnly(c);
      const body = await validateBody(c, SalesSettingsBody);
      if (!body.ok) return body.response;
      const saved = await saveSalesSettings(deps.db, auth.user.id, body.value, deps.now());
      if (!saved.ok) {
        return c.json<ApiErrorBody>({ error: 'sales_settings_invalid', message: 'Please check the highlighted fields.', details: problemDetails(saved.problems) }, 400);
      }
      return c.json<SalesSettings>(saved.settings);
    })
    .get('/account/teammates', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await isOwner(auth.user))) return ownersOnly(c);
      return c.json<TeammateList>({ teammates: await listTeammates(deps.db, auth.user.id), max: MAX_TEAMMATES });
    })
    .post('/account/teammates', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await isOwner(auth.user))) return ownersOnly(c);
      const body = await validateBody(c, TeammateInviteBody);
      if (!body.ok) return body.response;
      const result = await inviteTeammate(teamDeps, auth.user, body.value.email);
      switch (result.kind) {
        case 'invited':
          return c.json<Teammate>(result.teammate, 201);
        case 'invalid':
          return c.json<ApiErrorBody>({ error: 'teammate_invalid', message: 'Please check the email address.', details: [`email: ${result.key}`] }, 400);
        case 'already_invited':
          return apiError(c, 409, 'already_invited', { message: 'This address is already in your team.' });
        case 'too_many':
          return apiError(c, 409, 'too_many_teammates', { message: `A team has at most ${MAX_TEAMMATES} teammates.` });
      }
    })
    // Before /account/teammates/:id (another method, but kept together with its own kind).
    .get('/account/teammates/invitations', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      return c.json<TeamInvitationList>({ invitations: await listInvitations(deps.db, auth.user) });
    })
    .post('/account/teammates/invitations/:id/accept', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const id = idParam(c);
      const accepted = id === NO_ID ? undefined : await acceptInvitation(deps.db, auth.user, id, deps.now());
      return accepted ? c.json<TeamInvitation>(accepted) : invitationNotFound(c);
    })
    .post('/account/teammates/invitations/:id/decline', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const id = idParam(c);
      const declined = id !== NO_ID && (await declineInvitation(deps.db, auth.user, id, deps.now()));
      return declined ? c.body(null, 204) : invitationNotFound(c);
    })
    .delete('/account/teammates/:id', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await isOwner(auth.user))) return ownersOnly(c);
      const id = idParam(c);
      const removed = id !== NO_ID && (await removeTeammate(deps.db, auth.user.id, id, deps.now()));
      return removed ? c.body(null, 204) : teammateNotFound(c);
    })
    .get('/account/leads', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const owner = await isOwner(auth.user);
      if (!owner && !(await isTeammateAccount(deps.db, auth.user.id))) return ownersOnly(c);
      return c.json<LeadList>(await listLeads(deps.db, auth.user.id, owner));
    })
    // Before any /account/leads/:hash route.
    .get('/account/leads/count', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await actsForAFleet(auth.user))) return ownersOnly(c);
      return c.json<LeadsCount>({ count: await leadsCount(deps.db, auth.user.id) });
    })
    .put('/account/leads/:hash/assign', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await actsForAFleet(auth.user))) return ownersOnly(c);
      const hash = hashParam(c);
      if (!hash) return leadNotFound(c);
      const body = await validateBody(c, LeadAssignBody);
      if (!body.ok) return body.response;
      return leadChanged(c, await assignLead(deps.db, auth.user.id, hash, body.value.userId));
    })
    .put('/account/leads/:hash/status', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      if (!(await actsForAFleet(auth.user))) return ownersOnly(c);
      const hash = hashParam(c);
      if (!hash) return leadNotFound(c);
      const body = await validateBody(c, LeadStatusBody);
      if (!body.ok) return body.response;
      return leadChanged(c, await setLeadStatus(deps.db, auth.user.id, hash, body.value.status));
    });
};
