import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { AuditEntry } from '../../contract/backoffice';
import type { Proposal } from '../../contract/proposals';
import { isRefusal, proposalTransition, type ProposalStatus } from '../../domain/backoffice/proposals';
import type { Authenticator } from '../auth/authenticator';
import { routeHref } from '../account/booking-card';
import { callSignedIn } from '../account/signed-in';
import { formatEuros } from '../listings/owner-listings-presenter-format';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { BACKOFFICE_BOATS_TOKENS, type BackOfficeBoatsGateway } from './backoffice-boats-port';
import { boatsErrorKey, idOfPage, staffLoadFailure, type StaffLoadFailure } from './boats-failures';
import { staffDays, staffInstant } from './staff-formats';

export type ProposalAction = 'send' | 'withdraw';

export interface ProposalDetailsView {
  readonly id: number;
  readonly status: ProposalStatus;
  /** backoffice-boats:proposalStatus.{status} */
  readonly statusKey: string;
  readonly tenantEmail: string;
  readonly dates: string;
  readonly people: number;
  readonly language: string;
  readonly message: string;
  readonly link: string;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly items: ReadonlyArray<{
    readonly id: number;
    readonly title: string;
    readonly harbourName: string | null;
    readonly picture: string | null;
    readonly price: string;
    /** The boat's own price for the dates, when the proposal's differs. */
    readonly listPrice: string | null;
    readonly available: boolean;
    readonly boatHref: string;
  }>;
  readonly bookings: ReadonlyArray<{
    readonly bookingId: number;
    readonly boatTitle: string;
    readonly tenantEmail: string;
    /** account:status.{status} */
    readonly statusKey: string;
    readonly total: string;
    readonly createdAt: string;
    readonly href: string;
  }>;
  readonly editHref: string | null;
  readonly audit: readonly AuditEntry[];
}

/**
 * propale/details/{id}: a proposal, its boats as they are now (still available?), the bookings it led to and its
 * audit trail; staff send it (again) or withdraw it, each after a confirmation. A refusal says why and keeps the page.
 */
@injectable()
export class ProposalDetailsPresenter {
  proposalId: number | undefined = undefined;
  status: 'loading' | 'ready' | StaffLoadFailure = 'loading';
  errorKey: string | null = null;
  proposal: Proposal | null = null;
  pending: ProposalAction | null = null;
  withdrawReason = '';
  acting = false;
  actionErrorKey: string | null = null;
  doneKey: string | null = null;

  constructor(
    @inject(BACKOFFICE_BOATS_TOKENS.BackOfficeBoatsGateway) private readonly gateway: BackOfficeBoatsGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      proposalId: observable,
      status: observable,
      errorKey: observable,
      proposal: observableRef,
      pending: observable,
      withdrawReason: observable,
      acting: observable,
      actionErrorKey: observable,
      doneKey: observable,
      view: computed,
      actions: computed,
      pageEntered: action,
      load: action,
      actionChosen: action,
      withdrawReasonChanged: action,
      cancelled: action,
      confirmed: action,
    });
  }

  get view(): ProposalDetailsView | null {
    const p = this.proposal;
    if (!p) return null;
    const language = this.settings.language;
    const href = (page: 'boatDetails' | 'bookingDetails' | 'propaleEdit', id: number) => routeHref({ screen: 'backOffice', page, id: String(id) }, this.settings);
    const titles = new Map(p.items.map((i) => [i.boatId, i.boatTitle]));
    return {
      id: p.id,
      status: p.status,
      statusKey: `backoffice-boats:proposalStatus.${p.status}`,
      tenantEmail: p.tenantEmail,
      dates: staffDays(p.startDate, p.endDate, language),
      people: p.people,
      language: p.language,
      message: p.message,
      link: p.link,
      createdBy: p.createdBy.email,
      createdAt: staffInstant(p.createdAt, language),
      sentAt: p.sentAt === null ? null : staffInstant(p.sentAt, language),
      items: p.items.map((i) => ({
        id: i.id,
        title: i.boatTitle || `#${i.boatId}`,
        harbourName: i.harbourName,
        picture: i.picture,
        price: formatEuros(i.price, language),
        listPrice: i.listPrice === i.price ? null : formatEuros(i.listPrice, language),
        available: i.available,
        boatHref: href('boatDetails', i.boatId),
      })),
      bookings: p.bookings.map((b) => ({
        bookingId: b.bookingId,
        boatTitle: titles.get(b.boatId) ?? `#${b.boatId}`,
        tenantEmail: b.tenantEmail,
        statusKey: `account:status.${b.status}`,
        total: formatEuros(b.total, language),
        createdAt: staffInstant(b.createdAt, language),
        href: href('bookingDetails', b.bookingId),
      })),
      editHref: isRefusal(proposalTransition(p.status, 'edit')) ? null : href('propaleEdit', p.id),
      audit: p.audit,
    };
  }

  /** What the proposal's status allows: send (again) and withdraw, until it is booked or withdrawn. */
  get actions(): ReadonlyArray<{ readonly action: ProposalAction; readonly labelKey: string }> {
    const status = this.proposal?.status;
    if (!status) return [];
    return (['send', 'withdraw'] as const)
      .filter((a) => !isRefusal(proposalTransition(status, a)))
      .map((a) => ({ action: a, labelKey: a === 'send' ? (status === 'sent' ? 'backoffice-boats:proposal.sendAgain' : 'backoffice-boats:proposal.send') : 'backoffice-boats:proposal.withdraw' }));
  }

  pageEntered(id: string | undefined): Promise<void> {
    this.proposalId = idOfPage(id);
    return this.load();
  }

  async load(): Promise<void> {
    const id = this.proposalId;
    if (id === undefined) {
      this.status = 'notFound';
      this.errorKey = 'backoffice-boats:errors.proposalNotFound';
      return;
    }
    this.status = 'loading';
    this.errorKey = null;
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.proposal(id));
    runInAction(() => {
      if (isLeft(loaded)) {
        this.status = staffLoadFailure(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : boatsErrorKey(loaded.left);
        return;
      }
      this.proposal = loaded.right;
      this.status = 'ready';
    });
  }

  actionChosen(chosen: ProposalAction): void {
    if (this.acting) return;
    this.pending = chosen;
    this.actionErrorKey = null;
    this.doneKey = null;
  }

  withdrawReasonChanged(text: string): void {
    this.withdrawReason = text;
  }

  cancelled(): void {
    this.pending = null;
  }

  async confirmed(): Promise<void> {
    const chosen = this.pending;
    const id = this.proposal?.id;
    if (chosen === null || id === undefined || this.acting) return;
    this.acting = true;
    this.actionErrorKey = null;
    const result = await callSignedIn(this.authenticator, 'menu', () => (chosen === 'send' ? this.gateway.sendProposal(id) : this.gateway.withdrawProposal(id, this.withdrawReason)));
    runInAction(() => {
      this.acting = false;
      if (isLeft(result)) {
        this.actionErrorKey = boatsErrorKey(result.left);
        return;
      }
      this.proposal = result.right;
      this.pending = null;
      this.withdrawReason = '';
      this.doneKey = chosen === 'send' ? 'backoffice-boats:proposal.sent' : 'backoffice-boats:proposal.withdrawn';
    });
  }
}
