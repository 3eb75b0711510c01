import type { Scheduler } from '../search/scheduler';

/**
 * A refresh that runs now and then every `everyMs` while anyone watches (one timer however many watch), until the
 * last watcher stops. `started` runs when a first watcher comes, before the first refresh. The header's badges use it.
 */
export class WatchedRefresh {
  private watchers = 0;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly everyMs: number,
    private readonly refresh: () => Promise<void>,
    private readonly started: () => void = () => undefined,
  ) {}

  /** Starts refreshing (if nobody watched yet) until the returned function is called. */
  watch(): () => void {
    this.watchers++;
    if (this.watchers === 1) {
      this.started();
      this.tick();
    }
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
    }, this.everyMs);
  }
}
