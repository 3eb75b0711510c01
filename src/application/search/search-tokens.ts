/** Ports of the search feature not in the shared TOKENS (Symbol.for: one identity if they move there later). */
export const SEARCH_TOKENS = {
  Scheduler: Symbol.for('Scheduler'),
  Viewport: Symbol.for('Viewport'),
} as const;
