/**
 * Ports of the search feature not in the shared TOKENS. The debounce scheduler (schedule/cancel) is not the
 * authentication feature's Scheduler (delay), so it has its own identifier.
 */
export const SEARCH_TOKENS = {
  Scheduler: Symbol.for('search.DebounceScheduler'),
  Viewport: Symbol.for('search.Viewport'),
  PresenterFactory: Symbol.for('search.PresenterFactory'),
} as const;
