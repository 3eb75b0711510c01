import { action, makeObservable, observable, runInAction } from 'mobx';
import { isLeft } from 'fp-ts/lib/Either';
import type { Scheduler } from '../search/scheduler';
import type { ConversationGateway } from './ports';

/** The header refreshes its unread count this often while a signed-in page is open. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The unread messages badge of the header: counted on the server (GET /account/conversations/unread-count), refreshed
 * while watched; a failed refresh keeps the last count.
 */
export class UnreadMessages {
  count = 0;
  private watchers = 0;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly gateway: Pick<ConversationGateway, 'unreadCount'>,
    private readonly scheduler: Scheduler,
  ) {
    makeObservable(this, { count: observable, refresh: action });
  }

  async refresh(): Promise<void> {
    const answer = await this.gateway.unreadCount();
    if (!isLeft(answer)) runInAction(() => (this.count = answer.right.unreadTotal));
  }

  /** Starts refreshing (now, then every UNREAD_REFRESH_MS) until the returned function is called. */
  watch(): () => void {
    this.watchers++;
    if (this.watchers === 1) this.tick();
    return () => {
      this.watchers = Math.max(0, this.watchers - 1);
      if (this.watchers === 0) {
        this.cancel?.();
        this.cancel = null;
      }
    };
  }

  private tick(): void {
    void this.refresh();
    this.cancel = this.scheduler.schedule(() => {
      if (this.watchers > 0) this.tick();
    }, UNREAD_REFRESH_MS);
  }
}
