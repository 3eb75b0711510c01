/**
 * Spec section 4 "Native app" and section 9: returning to the foreground after at least 2 minutes of inactivity
 * reloads the page and clears the push badge; leaving the foreground stores the time.
 */
export const INACTIVITY_RELOAD_MS = 2 * 60 * 1_000;

/** True when the app comes back after the threshold; never without a stored time, nor with one in the future. */
export const reloadOnForeground = (backgroundAtMs: number | undefined, nowMs: number): boolean =>
  backgroundAtMs !== undefined && nowMs - backgroundAtMs >= INACTIVITY_RELOAD_MS;

/**
 * Where the time the app left the foreground is kept (ISO 8601, in the page's local storage). The development
 * host-app simulator (server/dev/native-simulator.ts) moves it back to play "foreground after N minutes".
 */
export const BACKGROUND_AT_STORAGE_KEY = 'seaway.native.backgroundAt';
