import { action, makeObservable, observable, runInAction } from 'mobx';
import { isLeft } from 'fp-ts/lib/Either';
import type { Scheduler } from '../search/scheduler';
import { WatchedRefresh } from '../shared/watched-refresh';
import type { ConversationGateway } from './ports';

/** The header refreshes its unread count this often while a signed-in page is open. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The unread messages badge of the header: counted on the server (GET /account/conversations/unread-count), refreshed
 * while watched; a failed refresh keeps the last count.
 */
export class UnreadMessages {
  count = 0;
  private readonly refreshing: WatchedRefresh;

  constructor(
    private readonly gateway: Pick<ConversationGateway, 'unreadCount'>,
    scheduler: Scheduler,
  ) {
    makeObservable(this, { count: observable, refresh: action });
    this.refreshing = new WatchedRefresh(scheduler, UNREAD_REFRESH_MS, () => this.refresh());
  }

  async refresh(): Promise<void> {
    const answer = await this.gateway.unreadCount();
    if (!isLeft(answer)) runInAction(() => (this.count = answer.right.unreadTotal));
  }

  /** Starts refreshing (now, then every UNREAD_REFRESH_MS) until the returned function is called. */
  watch(): () => void {
    return this.refreshing.watch();
  }
}
