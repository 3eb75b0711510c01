/** Timers as a port, so debounced presenters are tested without waiting. */
export interface Scheduler {
  /** Runs `task` after `delayMs`; the returned function cancels it. */
  schedule(task: () => void, delayMs: number): () => void;
}

/** Spec section 9: user interaction is debounced by 300 ms. */
export const DEBOUNCE_MS = 300;

/** Keeps only the last task of a burst: each call cancels the pending one. */
export class Debouncer {
  private cancel: (() => void) | undefined;
  constructor(
    private readonly scheduler: Scheduler,
    private readonly delayMs: number = DEBOUNCE_MS,
  ) {}

  run(task: () => void): void {
    this.cancel?.();
    this.cancel = this.scheduler.schedule(() => {
      this.cancel = undefined;
      task();
    }, this.delayMs);
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = undefined;
  }
}
