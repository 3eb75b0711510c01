import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { Lead, LeadTeam } from '../../contract/owners';
import type { Authenticator } from '../auth/authenticator';
import type { LoadFailureStatus } from '../account/signed-in';
import { formatDays, routeHref } from '../account/booking-card';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { ownerErrorKey } from './owner-failures';
import { OWNERS_TOKENS } from './owners-tokens';
import { loadOwnerTab } from './owner-tab-load';
import type { OwnersGateway } from './ports';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

/** Which leads are listed: those still open (the default), those marked lost, or every one. */
export type LeadsFilter = 'open' | 'lost' | 'all';

export interface LeadView {
  readonly hash: string;
  readonly tenantName: string;
  readonly boatName: string;
  readonly image: string | null;
  /** The fleet's owner, shown when the user serves more than one fleet; else null. */
  readonly fleetOwnerName: string | null;
  readonly lastMessage: string | null;
  readonly lastAt: string | null;
  readonly dates: string | null;
  readonly status: Lead['status'];
  readonly awaitingAnswer: boolean;
  /** The member answering it (a user id), or null. */
  readonly assigneeId: number | null;
  readonly assigneeOptions: ReadonlyArray<{ readonly userId: number; readonly firstName: string; readonly role: 'owner' | 'teammate' }>;
  readonly chatHref: string;
  readonly busy: boolean;
}

const dayAndTime = (iso: string, language: string): string =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * The fleet's leads (a tab of the listings page): enquiries that are not yet bookings, newest activity first, each
 * given to the owner or a teammate and marked lost or open again. A change shows at once and comes back if the server
 * refuses it.
 */
@injectable()
export class LeadsPresenter {
  status: 'loading' | 'ready' | LoadFailureStatus = 'loading';
  errorKey: string | null = null;
  actionErrorKey: string | null = null;
  leads: readonly Lead[] = [];
  teams: readonly LeadTeam[] = [];
  filter: LeadsFilter = 'open';
  busy: ReadonlySet<string> = new Set();

  constructor(
    @inject(OWNERS_TOKENS.OwnersGateway) private readonly gateway: OwnersGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      actionErrorKey: observable,
      leads: observableRef,
      teams: observableRef,
      filter: observable,
      busy: observableRef,
      rows: computed,
      awaitingCount: computed,
      load: action,
      filterChanged: action,
      assigneeChanged: action,
      statusChanged: action,
    });
  }

  get rows(): LeadView[] {
    const manyFleets = this.teams.length > 1;
    const language = this.settings.language;
    return this.leads
      .filter((lead) => this.filter === 'all' || lead.status === this.filter)
      .map((lead) => ({
        hash: lead.conversationHash,
        tenantName: lead.tenant.firstName,
        boatName: lead.boat.name,
        image: lead.boat.image,
        fleetOwnerName: manyFleets ? lead.owner.firstName : null,
        lastMessage: lead.lastMessage?.text ?? null,
        lastAt: lead.lastMessage ? dayAndTime(lead.lastMessage.at, language) : null,
        dates: lead.dates ? formatDays(lead.dates.startDate, lead.dates.endDate, language) : null,
        status: lead.status,
        awaitingAnswer: lead.awaitingAnswer,
        assigneeId: lead.assignedTo?.userId ?? null,
        assigneeOptions: this.teams.find((team) => team.ownerId === lead.owner.id)?.members ?? [],
        chatHref: routeHref({ screen: 'chatConversation', hash: lead.conversationHash, ish: lead.ish }, this.settings),
        busy: this.busy.has(lead.conversationHash),
      }));
  }

  /** Open leads whose tenant waits for an answer. */
  get awaitingCount(): number {
    return this.leads.filter((lead) => lead.status === 'open' && lead.awaitingAnswer).length;
  }

  load(): Promise<void> {
    return loadOwnerTab(this, this.authenticator, () => this.gateway.leads(), (list) => {
      this.leads = list.leads;
      this.teams = list.teams;
    });
  }

  filterChanged(filter: LeadsFilter): void {
    this.filter = filter;
  }

  /** Gives the lead to a member of its team (null: to nobody). */
  async assigneeChanged(hash: string, userId: number | null): Promise<void> {
    const lead = this.leads.find((l) => l.conversationHash === hash);
    if (!lead || this.busy.has(hash)) return;
    const member = userId === null ? undefined : this.teams.find((team) => team.ownerId === lead.owner.id)?.members.find((m) => m.userId === userId);
    if (userId !== null && !member) return;
    await this.change(hash, { ...lead, assignedTo: member ? { userId: member.userId, firstName: member.firstName } : null }, () => this.gateway.assignLead(hash, userId));
  }

  /** Marks the lead lost, or open again (won comes with a booking). */
  async statusChanged(hash: string, status: 'open' | 'lost'): Promise<void> {
    const lead = this.leads.find((l) => l.conversationHash === hash);
    if (!lead || this.busy.has(hash) || lead.status === 'won' || lead.status === status) return;
    await this.change(hash, { ...lead, status }, () => this.gateway.setLeadStatus(hash, status));
  }

  /** Shows the change at once; the server's answer replaces it, or the previous lead comes back. */
  private async change(hash: string, optimistic: Lead, call: () => ReturnType<OwnersGateway['assignLead']>): Promise<void> {
    const previous = this.leads;
    this.actionErrorKey = null;
    this.busy = new Set([...this.busy, hash]);
    this.leads = previous.map((l) => (l.conversationHash === hash ? optimistic : l));
    const answer = await call();
    runInAction(() => {
      this.busy = new Set([...this.busy].filter((h) => h !== hash));
      if (isLeft(answer)) {
        this.leads = this.leads.map((l) => (l.conversationHash === hash ? (previous.find((p) => p.conversationHash === hash) ?? l) : l));
        this.actionErrorKey = ownerErrorKey(answer.left);
        return;
      }
      this.leads = this.leads.map((l) => (l.conversationHash === hash ? answer.right : l));
    });
  }
}
