import { action, makeObservable, observable, runInAction } from 'mobx';
import { isLeft } from 'fp-ts/lib/Either';
import { UNREAD_REFRESH_MS } from '../account/unread-messages';
import type { Scheduler } from '../search/scheduler';
import { WatchedRefresh } from '../shared/watched-refresh';
import type { OwnersGateway } from './ports';

/**
 * The leads badge of the header's account menu (issue [6]): asked once per signed-in visit whether the user owns
 * boats or shares an owner's inbox (GET /account/is-owner); only then counted (GET /account/leads/count), on the same
 * rhythm as the unread messages. A failed refresh keeps the last count; a tenant never asks for it.
 */
export class LeadsCount {
  count = 0;
  /** Known once asked: an owner or a teammate (null: not asked yet, or the question failed). */
  actsForAFleet: boolean | null = null;
  private readonly refreshing: WatchedRefresh;

  constructor(
    private readonly gateway: Pick<OwnersGateway, 'ownerStatus' | 'leadsCount'>,
    scheduler: Scheduler,
  ) {
    makeObservable(this, { count: observable, actsForAFleet: observable, refresh: action });
    this.refreshing = new WatchedRefresh(scheduler, UNREAD_REFRESH_MS, () => this.refresh(), () =>
      runInAction(() => {
        this.actsForAFleet = null;
        this.count = 0;
      }),
    );
  }

  async refresh(): Promise<void> {
    if (this.actsForAFleet === null) {
      const status = await this.gateway.ownerStatus();
      if (isLeft(status)) return;
      runInAction(() => (this.actsForAFleet = status.right.isOwner || status.right.isTeammate));
    }
    if (!this.actsForAFleet) return;
    const answer = await this.gateway.leadsCount();
    if (!isLeft(answer)) runInAction(() => (this.count = answer.right.count));
  }

  /** Starts refreshing (now, then every UNREAD_REFRESH_MS) until the returned function is called; a new watch asks again who the user is. */
  watch(): () => void {
    return this.refreshing.watch();
  }
}
