import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { TeamInvitation } from '../../contract/owners';
import { formatDay } from '../account/booking-card';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { ownerErrorKey } from './owner-failures';
import { OWNERS_TOKENS } from './owners-tokens';
import type { OwnersGateway } from './ports';

export interface InvitationView {
  readonly id: number;
  readonly ownerName: string;
  readonly status: TeamInvitation['status'];
  readonly date: string;
}

/**
 * The invitations of the signed-in user (shown on their account page): an owner's invitation to share the fleet's
 * inbox, to accept or decline, and the teams they are in, to leave. Shows nothing while there are none.
 */
@injectable()
export class InvitationsPresenter {
  status: 'loading' | 'ready' | 'error' = 'loading';
  invitations: readonly TeamInvitation[] = [];
  answering: number | null = null;
  notice: { readonly key: string; readonly ok: boolean; readonly values?: Readonly<Record<string, string>> } | null = null;

  constructor(
    @inject(OWNERS_TOKENS.OwnersGateway) private readonly gateway: OwnersGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
  ) {
    makeObservable(this, {
      status: observable,
      invitations: observableRef,
      answering: observable,
      notice: observableRef,
      pending: computed,
      teams: computed,
      isEmpty: computed,
      load: action,
      accepted: action,
      declined: action,
    });
  }

  private view(invitation: TeamInvitation): InvitationView {
    return {
      id: invitation.id,
      ownerName: `${invitation.owner.firstName} ${invitation.owner.lastName}`.trim(),
      status: invitation.status,
      date: formatDay(invitation.acceptedAt ?? invitation.invitedAt, this.settings.language),
    };
  }

  get pending(): InvitationView[] {
    return this.invitations.filter((i) => i.status === 'pending').map((i) => this.view(i));
  }

  get teams(): InvitationView[] {
    return this.invitations.filter((i) => i.status === 'accepted').map((i) => this.view(i));
  }

  /** Nothing to show (no invitation, no team, no message). */
  get isEmpty(): boolean {
    return this.status !== 'error' && this.invitations.length === 0 && this.notice === null;
  }

  /** A part of another page: a failed load is shown quietly, never a sign-in prompt. */
  async load(): Promise<void> {
    this.status = 'loading';
    const list = await this.gateway.invitations();
    runInAction(() => {
      if (isLeft(list)) {
        this.status = 'error';
        return;
      }
      this.invitations = list.right.invitations;
      this.status = 'ready';
    });
  }

  async accepted(id: number): Promise<void> {
    if (this.answering !== null) return;
    this.answering = id;
    this.notice = null;
    const answer = await this.gateway.acceptInvitation(id);
    runInAction(() => {
      this.answering = null;
      if (isLeft(answer)) {
        this.notice = { key: ownerErrorKey(answer.left), ok: false };
        return;
      }
      this.invitations = this.invitations.map((i) => (i.id === id ? answer.right : i));
      this.notice = { key: 'owners:invitations.acceptedNotice', ok: true, values: { owner: answer.right.owner.firstName } };
    });
  }

  /** Declines a pending invitation, or leaves a team. */
  async declined(id: number): Promise<void> {
    if (this.answering !== null) return;
    const invitation = this.invitations.find((i) => i.id === id);
    if (!invitation) return;
    this.answering = id;
    this.notice = null;
    const answer = await this.gateway.declineInvitation(id);
    runInAction(() => {
      this.answering = null;
      if (isLeft(answer)) {
        this.notice = { key: ownerErrorKey(answer.left), ok: false };
        return;
      }
      this.invitations = this.invitations.filter((i) => i.id !== id);
      this.notice = {
        key: invitation.status === 'accepted' ? 'owners:invitations.leftNotice' : 'owners:invitations.declinedNotice',
        ok: true,
        values: { owner: invitation.owner.firstName },
      };
    });
  }
}
