import { Hono, type Context } from 'hono';
import type { ApiErrorBody } from '../../src/contract/common';
import {
  DamageDecisionBody,
  MessageEditBody,
  StaffReasonBody,
  type DamageClaimList,
  type FlagAnswer,
  type StaffConversation,
  type StaffDamageClaim,
  type StaffMessageDetail,
} from '../../src/contract/backoffice-messages';
import { reasonProblem, type FlagAction, type VisibilityAction } from '../../src/domain/backoffice/moderation';
import { createEmailSender } from '../auth/create-email-sender';
import { serverSecret } from '../auth/server-secret';
import type { StaffActor } from '../backoffice/audit';
import { loadStaffConversation } from '../backoffice/conversations';
import { decideStaffDamageClaim, loadStaffDamageClaim, type DamageDeps } from '../backoffice/damage';
import { changeMessageVisibility, editMessage, loadStaffMessage, type MessageChangeResult } from '../backoffice/messages';
import type { StaffEnv } from '../backoffice/staff-env';
import { changeUserFlag } from '../backoffice/users';
import { listDamageClaims } from '../econtract/damage-claims';
import type { ServerDeps } from '../http/env';
import { idParam, NO_ID } from '../http/id-param';
import { apiError, badRequest, validateBody } from '../http/validate';

const notFound = (c: Context, what: 'conversation' | 'message' | 'user' | 'damage_claim') =>
  apiError(c, 404, `${what}_not_found`, { message: `No such ${what.replace('_', ' ')}.` });

const invalid = (c: Context, error: string, details: string[]) =>
  c.json<ApiErrorBody>({ error, message: 'Please check the highlighted fields.', details }, 400);

/** Who acts, for the audit log. */
const actorOf = (c: Context<StaffEnv>): StaffActor => {
  const staff = c.get('staff');
  return { id: staff.id, email: staff.email };
};

/** The `reason` of a body, checked (required, at most 1,000 characters): the reason, or the 400 to answer. */
const reasonOf = async (c: Context<StaffEnv>): Promise<{ ok: true; reason: string } | { ok: false; response: Response }> => {
  const body = await validateBody(c, StaffReasonBody);
  if (!body.ok) return body;
  const problem = reasonProblem(body.value.reason);
  if (problem) return { ok: false, response: invalid(c, 'reason_invalid', [`reason: ${problem}`]) };
  return { ok: true, reason: body.value.reason };
};

const messageChanged = (c: Context, result: MessageChangeResult) => {
  switch (result.kind) {
    case 'changed':
      return c.json<StaffMessageDetail>(result.detail);
    case 'not_found':
      return notFound(c, 'message');
    case 'invalid':
      return invalid(c, 'message_invalid', result.details);
    case 'conflict':
      return result.reason === 'alreadyHidden'
        ? apiError(c, 409, 'message_already_hidden', { message: 'This message is already hidden.' })
        : apiError(c, 409, 'message_not_hidden', { message: 'This message is not hidden.' });
  }
};

/**
 * The back office's conversations, messages, flagged users and damage claims (issue [7]; src/contract/backoffice-messages.ts).
 * Mounted under /api/v6/backoffice by routes/backoffice.ts, which requires the staff role for every path here.
 */
export const backOfficeMessageRoutes = (deps: ServerDeps) => {
  const damageDeps: DamageDeps = {
    db: deps.db,
    now: deps.now,
    secret: () => serverSecret(deps.db, deps.config.identitySecret),
    email: createEmailSender(deps.config, deps.db, deps.now),
    publicUrl: deps.config.publicUrl,
  };

  const visibility = (action: VisibilityAction) => async (c: Context<StaffEnv>) => {
    const id = idParam(c);
    if (id === NO_ID) return notFound(c, 'message');
    const reason = await reasonOf(c);
    if (!reason.ok) return reason.response;
    return messageChanged(c, await changeMessageVisibility(deps.db, actorOf(c), { messageId: id, action, reason: reason.reason, now: deps.now() }));
  };

  const flag = (action: FlagAction) => async (c: Context<StaffEnv>) => {
    const id = idParam(c);
    if (id === NO_ID) return notFound(c, 'user');
    const reason = await reasonOf(c);
    if (!reason.ok) return reason.response;
    const result = await changeUserFlag(deps.db, actorOf(c), { userId: id, action, reason: reason.reason, now: deps.now() });
    switch (result.kind) {
      case 'changed':
        return c.json<FlagAnswer>({ user: result.user, audit: result.audit });
      case 'not_found':
        return notFound(c, 'user');
      case 'conflict':
        return result.reason === 'alreadyFlagged'
          ? apiError(c, 409, 'user_already_flagged', { message: 'This user is already flagged.' })
          : apiError(c, 409, 'user_not_flagged', { message: 'This user is not flagged.' });
    }
  };

  return new Hono<StaffEnv>()
    .get('/conversations/:id', async (c) => {
      const id = idParam(c);
      const conversation = id === NO_ID ? undefined : await loadStaffConversation(deps.db, id);
      return conversation ? c.json<StaffConversation>(conversation) : notFound(c, 'conversation');
    })
    .get('/messages/:id', async (c) => {
      const id = idParam(c);
      const message = id === NO_ID ? undefined : await loadStaffMessage(deps.db, id);
      return message ? c.json<StaffMessageDetail>(message) : notFound(c, 'message');
    })
    .put('/messages/:id', async (c) => {
      const id = idParam(c);
      if (id === NO_ID) return notFound(c, 'message');
      const body = await validateBody(c, MessageEditBody);
      if (!body.ok) return body.response;
      return messageChanged(c, await editMessage(deps.db, actorOf(c), { messageId: id, body: body.value.body, reason: body.value.reason, now: deps.now() }));
    })
    .post('/messages/:id/hide', visibility('hide'))
    .post('/messages/:id/unhide', visibility('unhide'))
    .post('/users/:id/flag', flag('flag'))
    .delete('/users/:id/flag', flag('unflag'))
    .get('/damage-claims', async (c) => {
      const status = c.req.query('status');
      if (status !== undefined && status !== 'open' && status !== 'decided') return badRequest(c, ['status: expected open or decided']);
      return c.json<DamageClaimList>({ claims: await listDamageClaims(deps.db, { ...(status && { status }), limit: 200 }) });
    })
    .get('/damage-claims/:id', async (c) => {
      const id = idParam(c);
      const claim = id === NO_ID ? undefined : await loadStaffDamageClaim(damageDeps, id);
      return claim ? c.json<StaffDamageClaim>(claim) : notFound(c, 'damage_claim');
    })
    .post('/damage-claims/:id/decision', async (c) => {
      const id = idParam(c);
      if (id === NO_ID) return notFound(c, 'damage_claim');
      const body = await validateBody(c, DamageDecisionBody);
      if (!body.ok) return body.response;
      const result = await decideStaffDamageClaim(damageDeps, actorOf(c), { claimId: id, amount: body.value.amount, note: body.value.note });
      switch (result.kind) {
        case 'decided':
          return c.json<StaffDamageClaim>(result.claim);
        case 'not_found':
          return notFound(c, 'damage_claim');
        case 'invalid':
          return invalid(c, 'decision_invalid', result.details);
        case 'already_decided':
          return apiError(c, 409, 'damage_claim_decided', { message: 'This claim has already been decided.' });
      }
    });
};
