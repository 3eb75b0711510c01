import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { Teammate } from '../../contract/owners';
import { MAX_TEAMMATES, normalizeTeammateEmail, teammateEmailProblem } from '../../domain/owners/teammates';
import type { Authenticator } from '../auth/authenticator';
import type { LoadFailureStatus } from '../account/signed-in';
import { formatDay } from '../account/booking-card';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { detailsOf, ownerErrorKey } from './owner-failures';
import { OWNERS_TOKENS } from './owners-tokens';
import { loadOwnerTab } from './owner-tab-load';
import type { OwnersGateway } from './ports';

export interface TeammateView {
  readonly id: number;
  readonly email: string;
  /** Once accepted; else null (the view shows the address alone). */
  readonly firstName: string | null;
  readonly status: Teammate['status'];
  /** owners:team.status.{status} */
  readonly statusKey: string;
  readonly since: string;
}

/**
 * The owner's team (a tab of the listings page): teammates share the fleet's inbox and leads. The owner invites by
 * email (an email goes to them) and removes a teammate; a removal shows at once and comes back if it fails.
 */
@injectable()
export class TeamPresenter {
  status: 'loading' | 'ready' | LoadFailureStatus = 'loading';
  errorKey: string | null = null;
  teammates: readonly Teammate[] = [];
  max = MAX_TEAMMATES;
  email = '';
  emailProblem: string | null = null;
  notice: { readonly key: string; readonly ok: boolean; readonly values?: Readonly<Record<string, string>> } | null = null;
  inviting = false;
  removing: number | null = null;

  constructor(
    @inject(OWNERS_TOKENS.OwnersGateway) private readonly gateway: OwnersGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      teammates: observableRef,
      max: observable,
      email: observable,
      emailProblem: observable,
      notice: observableRef,
      inviting: observable,
      removing: observable,
      rows: computed,
      canInvite: computed,
      load: action,
      emailChanged: action,
      inviteSubmitted: action,
      removeClicked: action,
    });
  }

  get rows(): TeammateView[] {
    return this.teammates.map((m) => ({
      id: m.id,
      email: m.email,
      firstName: m.firstName,
      status: m.status,
      statusKey: `owners:team.status.${m.status}`,
      since: formatDay(m.acceptedAt ?? m.invitedAt, this.settings.language),
    }));
  }

  /** Room for one more (pending invitations count), and no invitation on its way. */
  get canInvite(): boolean {
    return this.status === 'ready' && !this.inviting && this.teammates.length < this.max;
  }

  load(): Promise<void> {
    return loadOwnerTab(this, this.authenticator, () => this.gateway.teammates(), (list) => {
      this.teammates = list.teammates;
      this.max = list.max;
    });
  }

  emailChanged(value: string): void {
    this.email = value;
    this.emailProblem = null;
    this.notice = null;
  }

  /** Invites the typed address; what was typed stays when the invitation fails. */
  async inviteSubmitted(): Promise<void> {
    if (!this.canInvite) return;
    // The owner's own address is refused by the server (the session does not carry it here).
    const problem = teammateEmailProblem(this.email, '');
    if (problem) {
      this.emailProblem = problem;
      return;
    }
    this.inviting = true;
    const email = normalizeTeammateEmail(this.email);
    const invited = await this.gateway.invite(email);
    runInAction(() => {
      this.inviting = false;
      if (isLeft(invited)) {
        const fieldProblem = detailsOf(invited.left).email;
        if (fieldProblem) this.emailProblem = fieldProblem;
        else this.notice = { key: ownerErrorKey(invited.left), ok: false };
        return;
      }
      this.teammates = [...this.teammates, invited.right];
      this.email = '';
      this.notice = { key: 'owners:team.invited', ok: true, values: { email: invited.right.email } };
    });
  }

  /** Removes a teammate (or withdraws an invitation) at once; puts it back if the server refuses. */
  async removeClicked(id: number): Promise<void> {
    if (this.removing !== null) return;
    const before = this.teammates;
    const removed = before.find((m) => m.id === id);
    if (!removed) return;
    this.removing = id;
    this.notice = null;
    this.teammates = before.filter((m) => m.id !== id);
    const answer = await this.gateway.removeTeammate(id);
    runInAction(() => {
      this.removing = null;
      if (isLeft(answer)) {
        this.teammates = before;
        this.notice = { key: ownerErrorKey(answer.left), ok: false };
        return;
      }
      this.notice = { key: 'owners:team.removed', ok: true, values: { email: removed.email } };
    });
  }
}
