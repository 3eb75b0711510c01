/** Waiting, as a port, so presenters can be tested without real timers. */
export interface Scheduler {
  delay(ms: number): Promise<void>;
}

