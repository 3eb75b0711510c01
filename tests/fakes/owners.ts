import { left, right } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import {
  Lead,
  LeadList,
  LeadsCount,
  OwnerStatus,
  SalesSettings,
  TeamInvitation,
  TeamInvitationList,
  Teammate,
  TeammateList,
  type LeadTeam,
  type SalesSettingsBody,
} from '../../src/contract/owners';
import type { OwnersGateway } from '../../src/application/owners/ports';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { problemDetails, salesSettingsProblems } from '../../src/domain/owners/sales-settings';
import { MAX_TEAMMATES, normalizeTeammateEmail } from '../../src/domain/owners/teammates';
import { assignmentProblem } from '../../src/domain/owners/leads';
import { Scripted } from './scripted';

/** The server's refusal, as the HTTP client reports it: status, error code, message and details in the body. */
export const ownersRefusal = (status: number, error: string, details?: string[], path = '/test'): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body: { error, message: `Refused: ${error}.`, ...(details && { details }) },
  headers: {},
});

// ---- fixtures (each decodes with its contract codec: the fake answers through `decoded`) ---------------------------

export const OWNER_ID = 8;
export const NINA_ID = 41;

export const teammate = (overrides: Partial<Teammate> = {}): Teammate => ({
  id: 1,
  email: 'nina@example.test',
  firstName: 'Nina',
  status: 'accepted',
  invitedAt: '2025-06-01T09:00:00.000Z',
  acceptedAt: '2025-06-02T09:00:00.000Z',
  ...overrides,
});

export const invitation = (overrides: Partial<TeamInvitation> = {}): TeamInvitation => ({
  id: 7,
  owner: { firstName: 'Olivier', lastName: 'Navarre' },
  status: 'pending',
  invitedAt: '2025-06-01T09:00:00.000Z',
  acceptedAt: null,
  ...overrides,
});

export const lead = (overrides: Partial<Lead> = {}): Lead => ({
  conversationHash: 'lead0001',
  ish: 'boat-108',
  tenant: { firstName: 'Tessa' },
  boat: { id: 108, name: 'Lagoon 42', image: '/media/boats/108/1.svg' },
  owner: { id: OWNER_ID, firstName: 'Olivier' },
  lastMessage: { text: 'Hello, can we bring a dog?', at: '2025-06-14T08:30:00.000Z', fromTenant: true },
  dates: { startDate: '2025-08-10', endDate: '2025-08-13' },
  assignedTo: null,
  status: 'open',
  awaitingAnswer: true,
  createdAt: '2025-06-14T08:30:00.000Z',
  ...overrides,
});

export const team = (overrides: Partial<LeadTeam> = {}): LeadTeam => ({
  ownerId: OWNER_ID,
  members: [
    { userId: OWNER_ID, firstName: 'Olivier', role: 'owner' },
    { userId: NINA_ID, firstName: 'Nina', role: 'teammate' },
  ],
  ...overrides,
});

// ---- the gateway -------------------------------------------------------------------------------------------------

export type OwnersMethod = keyof OwnersGateway;

/**
 * Sales settings, teammates, invitations and leads in memory, keeping the server's rules the presenters rely on (the
 * domain's validation, the team's size, who a lead can be given to). A method can be told to fail once (queued) or
 * to hold its answer until released.
 */
export class FakeOwnersGateway extends Scripted<OwnersMethod> implements OwnersGateway {
  readonly server: {
    status: OwnerStatus;
    settings: SalesSettings;
    teammates: Teammate[];
    invitations: TeamInvitation[];
    leads: Lead[];
    teams: LeadTeam[];
    count: number;
  };
  private nextId = 100;

  constructor(initial: Partial<FakeOwnersGateway['server']> = {}) {
    super();
    this.server = {
      status: { isOwner: true, isTeammate: false },
      settings: { deposit: 150_000, cancellationPolicy: 'Strict', instantBooking: true, responseTimeHours: 6 },
      teammates: [teammate()],
      invitations: [invitation()],
      leads: [lead(), lead({ conversationHash: 'lead0002', ish: 'boat-208', assignedTo: { userId: NINA_ID, firstName: 'Nina' }, awaitingAnswer: false, status: 'lost' })],
      teams: [team()],
      count: 2,
      ...initial,
    };
  }

  ownerStatus() {
    return this.answer('ownerStatus', [], OwnerStatus, () => right(this.server.status));
  }

  salesSettings() {
    return this.answer('salesSettings', [], SalesSettings, () => right(this.server.settings));
  }

  saveSalesSettings(body: SalesSettingsBody) {
    return this.answer('saveSalesSettings', [body], SalesSettings, () => {
      const problems = salesSettingsProblems(body);
      if (Object.keys(problems).length > 0) return left(ownersRefusal(400, 'sales_settings_invalid', problemDetails(problems)));
      this.server.settings = { ...body, cancellationPolicy: body.cancellationPolicy as SalesSettings['cancellationPolicy'] };
      return right(this.server.settings);
    });
  }

  teammates() {
    return this.answer('teammates', [], TeammateList, () => right({ teammates: this.server.teammates, max: MAX_TEAMMATES }));
  }

  invite(email: string) {
    return this.answer('invite', [email], Teammate, () => {
      const normalized = normalizeTeammateEmail(email);
      if (normalized === 'owner@demo.seaway.test') return left(ownersRefusal(400, 'teammate_invalid', ['email: owners:errors.ownEmail']));
      if (this.server.teammates.some((m) => m.email === normalized)) return left(ownersRefusal(409, 'already_invited'));
      if (this.server.teammates.length >= MAX_TEAMMATES) return left(ownersRefusal(409, 'too_many_teammates'));
      const invited = teammate({ id: this.nextId++, email: normalized, firstName: null, status: 'pending', acceptedAt: null });
      this.server.teammates = [...this.server.teammates, invited];
      return right(invited);
    });
  }

  removeTeammate(id: number) {
    return this.answer('removeTeammate', [id], t.null, () => {
      if (!this.server.teammates.some((m) => m.id === id)) return left(ownersRefusal(404, 'teammate_not_found'));
      this.server.teammates = this.server.teammates.filter((m) => m.id !== id);
      return right(null);
    });
  }

  invitations() {
    return this.answer('invitations', [], TeamInvitationList, () => right({ invitations: this.server.invitations }));
  }

  acceptInvitation(id: number) {
    return this.answer('acceptInvitation', [id], TeamInvitation, () => {
      const found = this.server.invitations.find((i) => i.id === id);
      if (!found) return left(ownersRefusal(404, 'invitation_not_found'));
      const accepted: TeamInvitation = { ...found, status: 'accepted', acceptedAt: '2025-06-15T10:00:00.000Z' };
      this.server.invitations = this.server.invitations.map((i) => (i.id === id ? accepted : i));
      return right(accepted);
    });
  }

  declineInvitation(id: number) {
    return this.answer('declineInvitation', [id], t.null, () => {
      if (!this.server.invitations.some((i) => i.id === id)) return left(ownersRefusal(404, 'invitation_not_found'));
      this.server.invitations = this.server.invitations.filter((i) => i.id !== id);
      return right(null);
    });
  }

  leads() {
    return this.answer('leads', [], LeadList, () => right({ leads: this.server.leads, teams: this.server.teams }));
  }

  leadsCount() {
    return this.answer('leadsCount', [], LeadsCount, () => right({ count: this.server.count }));
  }

  assignLead(conversationHash: string, userId: number | null) {
    return this.answer('assignLead', [conversationHash, userId], Lead, () => {
      const found = this.server.leads.find((l) => l.conversationHash === conversationHash);
      if (!found) return left(ownersRefusal(404, 'lead_not_found'));
      const fleet = this.server.teams.find((one) => one.ownerId === found.owner.id);
      const problem = assignmentProblem(userId, { ownerId: found.owner.id, teammateIds: fleet?.members.filter((m) => m.role === 'teammate').map((m) => m.userId) ?? [] });
      if (problem) return left(ownersRefusal(400, 'lead_invalid', [`userId: ${problem}`]));
      const member = fleet?.members.find((m) => m.userId === userId);
      return right(this.replaceLead(conversationHash, { assignedTo: member ? { userId: member.userId, firstName: member.firstName } : null }));
    });
  }

  setLeadStatus(conversationHash: string, status: 'open' | 'lost') {
    return this.answer('setLeadStatus', [conversationHash, status], Lead, () => {
      const found = this.server.leads.find((l) => l.conversationHash === conversationHash);
      if (!found) return left(ownersRefusal(404, 'lead_not_found'));
      if (found.status === 'won') return left(ownersRefusal(409, 'lead_won'));
      return right(this.replaceLead(conversationHash, { status }));
    });
  }

  private replaceLead(hash: string, change: Partial<Lead>): Lead {
    let changed: Lead | undefined;
    this.server.leads = this.server.leads.map((l) => (l.conversationHash === hash ? (changed = { ...l, ...change }) : l));
    if (!changed) throw new Error(`no lead ${hash}`);
    return changed;
  }
}
