import { left, right } from 'fp-ts/lib/Either';
import {
  DamageClaimList,
  FlagAnswer,
  StaffConversation,
  StaffDamageClaim,
  StaffMessageDetail,
  type DamageClaimStatus,
  type DamageClaimSummary,
  type DamageDecisionBody,
  type MessageEditBody,
  type StaffMessage,
  type StaffUser,
} from '../../src/contract/backoffice-messages';
import type { AuditEntry } from '../../src/contract/backoffice';
import { MESSAGE_MAX_LENGTH } from '../../src/contract/conversations';
import type { BackOfficeMessagesGateway } from '../../src/application/backoffice/backoffice-messages-port';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { decideClaim } from '../../src/domain/backoffice/damage-decision';
import { editedTextProblem, flagAfter, normaliseReason, reasonProblem, visibilityAfter } from '../../src/domain/backoffice/moderation';
import { Scripted } from './scripted';

/** The server's refusal, as the HTTP client reports it. */
export const staffRefusal = (status: number, error: string, details?: string[], path = '/test'): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body: { error, message: `Refused: ${error}.`, ...(details && { details }) },
  headers: {},
});

// ---- fixtures (each decodes with its contract codec: the fake answers through `decoded`) ---------------------------

export const NOW = '2025-06-15T10:00:00.000Z';
export const STAFF = { id: 3, email: 'staff@demo.seaway.test' };

export const staffUser = (overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: 1,
  firstName: 'Tessa',
  lastName: 'Marin',
  email: 'tenant@demo.seaway.test',
  deleted: false,
  flagged: false,
  flagReason: null,
  flaggedAt: null,
  ...overrides,
});

export const TENANT = staffUser();
export const OWNER = staffUser({ id: 2, firstName: 'Olivier', lastName: 'Navarre', email: 'owner@demo.seaway.test' });

export const staffMessage = (overrides: Partial<StaffMessage> = {}): StaffMessage => ({
  id: 11,
  conversationId: 7,
  text: 'Hello, where do we meet?',
  at: '2025-06-14T08:30:00.000Z',
  author: { kind: 'tenant', userId: TENANT.id, firstName: 'Tessa' },
  hiddenAt: null,
  editedAt: null,
  ...overrides,
});

export const staffConversation = (overrides: Partial<StaffConversation> = {}): StaffConversation => ({
  id: 7,
  hash: 'conv0001conv0001',
  createdAt: '2025-06-14T08:00:00.000Z',
  subject: { kind: 'booking', bookingId: 42, reference: 'SW-000042', boat: { id: 108, name: 'Lagoon 42' }, activity: null, startDate: '2025-07-01', endDate: '2025-07-03' },
  tenant: TENANT,
  owner: OWNER,
  messages: [
    staffMessage({ id: 10, text: 'New booking for Lagoon 42 from Tessa.', author: { kind: 'system', userId: null, firstName: null } }),
    staffMessage(),
    staffMessage({ id: 12, text: 'At the fuel pontoon. Call me on +33 6 98 76 54 32.', author: { kind: 'owner', userId: OWNER.id, firstName: 'Olivier' } }),
  ],
  audit: [],
  ...overrides,
});

export const damageContract = (direction: 'in' | 'out', overrides: Partial<StaffDamageClaim['checkOut']> = {}): StaffDamageClaim['checkOut'] => ({
  id: direction === 'in' ? 51 : 52,
  direction,
  status: 'signed',
  signedAt: direction === 'in' ? '2025-07-01T09:40:00.000Z' : '2025-07-03T18:15:00.000Z',
  contentHash: (direction === 'in' ? 'a' : 'b').repeat(64),
  data: {
    fullName: 'Tessa Marin',
    licenceNumber: 'FR-2019-0457',
    fuelPercent: direction === 'in' ? 100 : 50,
    engineHours: direction === 'in' ? 412.5 : 431,
    equipment: [
      { id: 13, state: 'present' },
      { id: 29, state: direction === 'in' ? 'present' : 'damaged' },
      { id: 9999, state: 'present' },
    ],
    damages:
      direction === 'in'
        ? [{ id: 'in-1', zone: 'hull', note: 'Scratch on the port side.', photoIds: [501] }]
        : [{ id: 'out-1', zone: 'deck', note: 'Bow cleat cracked.', photoIds: [502, 503] }],
    depositMethod: 'card',
    claimAmount: direction === 'in' ? 0 : 35_000,
  },
  photos:
    direction === 'in'
      ? [{ id: 501, url: '/api/v6/econtract/photos/501?exp=1&sig=a' }]
      : [
          { id: 502, url: '/api/v6/econtract/photos/502?exp=1&sig=b' },
          { id: 503, url: '/api/v6/econtract/photos/503?exp=1&sig=c' },
          { id: 504, url: '/api/v6/econtract/photos/504?exp=1&sig=d' },
        ],
  ...overrides,
});

export const damageClaim = (overrides: Partial<StaffDamageClaim> = {}): StaffDamageClaim => ({
  id: 5,
  status: 'open',
  amount: 35_000,
  deposit: 150_000,
  ceiling: 35_000,
  createdAt: '2025-07-03T18:15:00.000Z',
  decision: null,
  booking: { id: 42, reference: 'SW-000042', startDate: '2025-07-01', endDate: '2025-07-03', status: 'paid' },
  boat: { id: 108, name: 'Lagoon 42' },
  tenant: TENANT,
  owner: OWNER,
  conversationId: 7,
  checkIn: damageContract('in'),
  checkOut: damageContract('out'),
  audit: [],
  ...overrides,
});

export const claimSummary = (overrides: Partial<DamageClaimSummary> = {}): DamageClaimSummary => ({
  id: 5,
  bookingId: 42,
  reference: 'SW-000042',
  boat: { id: 108, name: 'Lagoon 42' },
  tenant: { id: 1, name: 'Tessa Marin' },
  owner: { id: 2, name: 'Olivier Navarre' },
  amount: 35_000,
  deposit: 150_000,
  status: 'open',
  createdAt: '2025-07-03T18:15:00.000Z',
  decidedAmount: null,
  decidedAt: null,
  ...overrides,
});

// ---- the gateway -------------------------------------------------------------------------------------------------

export type BackOfficeMessagesMethod = keyof BackOfficeMessagesGateway;

const details = (problems: Readonly<Record<string, string | undefined>>): string[] =>
  Object.entries(problems).flatMap(([field, key]) => (key ? [`${field}: ${key}`] : []));

/**
 * A conversation, its messages, its two users and a damage claim in memory, keeping the server's rules the presenters
 * rely on (the domain's checks, conflicts, the audit entries). A method can be told to fail once (queued) or to
 * hold its answer until released.
 */
export class FakeBackOfficeMessagesGateway extends Scripted<BackOfficeMessagesMethod> implements BackOfficeMessagesGateway {
  readonly server: { conversation: StaffConversation; claim: StaffDamageClaim; claims: DamageClaimSummary[] };
  private nextAuditId = 1;

  constructor(initial: Partial<FakeBackOfficeMessagesGateway['server']> = {}) {
    super();
    this.server = { conversation: staffConversation(), claim: damageClaim(), claims: [claimSummary({ id: 6, createdAt: '2025-07-05T10:00:00.000Z' }), claimSummary()], ...initial };
  }

  private audit(action: string, objectType: AuditEntry['objectType'], objectId: number, before: unknown, after: unknown, note: string): AuditEntry {
    const entry: AuditEntry = { id: this.nextAuditId++, at: NOW, actor: STAFF, action, objectType, objectId, before, after, note: normaliseReason(note) };
    this.server.conversation = { ...this.server.conversation, audit: [...this.server.conversation.audit, entry] };
    return entry;
  }

  private detailOf(messageId: number): StaffMessageDetail | undefined {
    const { messages, audit, ...header } = this.server.conversation;
    const message = messages.find((m) => m.id === messageId);
    if (!message) return undefined;
    const trail = audit.filter((e) => e.objectType === 'message' && e.objectId === messageId);
    const firstEdit = trail.find((e) => e.action === 'message.edit')?.before as { text?: string } | undefined;
    return { message, conversation: header, originalText: firstEdit?.text ?? message.text, audit: trail };
  }

  private replaceMessage(messageId: number, change: Partial<StaffMessage>): void {
    this.server.conversation = { ...this.server.conversation, messages: this.server.conversation.messages.map((m) => (m.id === messageId ? { ...m, ...change } : m)) };
  }

  conversation(conversationId: number) {
    return this.answer('conversation', [conversationId], StaffConversation, () =>
      conversationId === this.server.conversation.id ? right(this.server.conversation) : left(staffRefusal(404, 'conversation_not_found')),
    );
  }

  message(messageId: number) {
    return this.answer('message', [messageId], StaffMessageDetail, () => {
      const detail = this.detailOf(messageId);
      return detail ? right(detail) : left(staffRefusal(404, 'message_not_found'));
    });
  }

  editMessage(messageId: number, body: MessageEditBody) {
    return this.answer('editMessage', [messageId, body], StaffMessageDetail, () => {
      const current = this.detailOf(messageId)?.message;
      if (!current) return left(staffRefusal(404, 'message_not_found'));
      const problems = details({ body: editedTextProblem(body.body, current.text, MESSAGE_MAX_LENGTH), reason: reasonProblem(body.reason) });
      if (problems.length > 0) return left(staffRefusal(400, 'message_invalid', problems));
      this.audit('message.edit', 'message', messageId, { text: current.text, editedAt: current.editedAt }, { text: body.body, editedAt: NOW }, body.reason);
      this.replaceMessage(messageId, { text: body.body, editedAt: NOW });
      return right(this.detailOf(messageId)!);
    });
  }

  private visibility(method: 'hideMessage' | 'unhideMessage', messageId: number, reason: string) {
    return this.answer(method, [messageId, reason], StaffMessageDetail, () => {
      const current = this.detailOf(messageId)?.message;
      if (!current) return left(staffRefusal(404, 'message_not_found'));
      const problem = reasonProblem(reason);
      if (problem) return left(staffRefusal(400, 'reason_invalid', [`reason: ${problem}`]));
      const next = visibilityAfter(current.hiddenAt !== null, method === 'hideMessage' ? 'hide' : 'unhide');
      if (!next.ok) return left(staffRefusal(409, next.reason === 'alreadyHidden' ? 'message_already_hidden' : 'message_not_hidden'));
      this.audit(next.hidden ? 'message.hide' : 'message.unhide', 'message', messageId, { hidden: !next.hidden }, { hidden: next.hidden }, reason);
      this.replaceMessage(messageId, { hiddenAt: next.hidden ? NOW : null });
      return right(this.detailOf(messageId)!);
    });
  }

  hideMessage(messageId: number, reason: string) {
    return this.visibility('hideMessage', messageId, reason);
  }

  unhideMessage(messageId: number, reason: string) {
    return this.visibility('unhideMessage', messageId, reason);
  }

  private flag(method: 'flagUser' | 'unflagUser', userId: number, reason: string) {
    return this.answer(method, [userId, reason], FlagAnswer, () => {
      const { tenant, owner } = this.server.conversation;
      const user = [tenant, owner].find((u) => u.id === userId);
      if (!user) return left(staffRefusal(404, 'user_not_found'));
      const problem = reasonProblem(reason);
      if (problem) return left(staffRefusal(400, 'reason_invalid', [`reason: ${problem}`]));
      const next = flagAfter(user.flagged, method === 'flagUser' ? 'flag' : 'unflag');
      if (!next.ok) return left(staffRefusal(409, next.reason === 'alreadyFlagged' ? 'user_already_flagged' : 'user_not_flagged'));
      const changed: StaffUser = { ...user, flagged: next.flagged, flagReason: next.flagged ? normaliseReason(reason) : null, flaggedAt: next.flagged ? NOW : null };
      this.audit(next.flagged ? 'user.flag' : 'user.unflag', 'user', userId, { flagged: user.flagged }, { flagged: next.flagged }, reason);
      this.server.conversation = { ...this.server.conversation, ...(userId === tenant.id ? { tenant: changed } : { owner: changed }) };
      return right({ user: changed, audit: this.server.conversation.audit.filter((e) => e.objectType === 'user' && e.objectId === userId) });
    });
  }

  flagUser(userId: number, reason: string) {
    return this.flag('flagUser', userId, reason);
  }

  unflagUser(userId: number, reason: string) {
    return this.flag('unflagUser', userId, reason);
  }

  damageClaims(status: DamageClaimStatus) {
    return this.answer('damageClaims', [status], DamageClaimList, () => right({ claims: this.server.claims.filter((c) => c.status === status) }));
  }

  damageClaim(claimId: number) {
    return this.answer('damageClaim', [claimId], StaffDamageClaim, () => (claimId === this.server.claim.id ? right(this.server.claim) : left(staffRefusal(404, 'damage_claim_not_found'))));
  }

  decideDamageClaim(claimId: number, body: DamageDecisionBody) {
    return this.answer('decideDamageClaim', [claimId, body], StaffDamageClaim, () => {
      const claim = this.server.claim;
      if (claimId !== claim.id) return left(staffRefusal(404, 'damage_claim_not_found'));
      const outcome = decideClaim(claim, body);
      if (!outcome.ok) {
        return outcome.reason === 'alreadyDecided' ? left(staffRefusal(409, 'damage_claim_decided')) : left(staffRefusal(400, 'decision_invalid', details(outcome.problems)));
      }
      const entry: AuditEntry = {
        id: this.nextAuditId++,
        at: NOW,
        actor: STAFF,
        action: 'damageClaim.decide',
        objectType: 'damageClaim',
        objectId: claim.id,
        before: { status: 'open', decidedAmount: null },
        after: { status: 'decided', decidedAmount: outcome.decidedAmount, released: outcome.released },
        note: outcome.note,
      };
      this.server.claim = { ...claim, status: 'decided', decision: { amount: outcome.decidedAmount, note: outcome.note, at: NOW, by: STAFF.email }, audit: [...claim.audit, entry] };
      return right(this.server.claim);
    });
  }
}
