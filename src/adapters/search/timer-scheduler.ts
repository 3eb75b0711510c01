import type { Scheduler } from '../../application/search/scheduler';

/** Browser timers. */
export class TimerScheduler implements Scheduler {
  schedule(task: () => void, delayMs: number): () => void {
    const id = setTimeout(task, delayMs);
    return () => clearTimeout(id);
  }
}
