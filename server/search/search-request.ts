import type { Context } from 'hono';
import { isoDateFromEpochMs, type IsoDate } from '../../src/domain/search/iso-date';
import { fromApiParams } from '../../src/domain/search/search-api-params';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import type { ServerDeps } from '../http/env';

export interface Today {
  readonly today: IsoDate;
  readonly currentYear: number;
}

/** The server's calendar date (UTC) and year, from its injectable clock. */
export const todayOf = (deps: ServerDeps): Today => {
  const now = deps.now();
  return { today: isoDateFromEpochMs(now.getTime()), currentYear: now.getUTCFullYear() };
};

/** The query string as ordered pairs (repeated keys kept, `+` read as a space). */
export const queryEntries = (c: Context): Array<[string, string]> => [...new URL(c.req.url).searchParams.entries()];

/**
 * The search filters of a request (spec sections 5 and 7), through the domain's one decoder: malformed values are
 * errors (answer 400); out-of-bounds values, unknown enumerations and past dates are dropped; unknown keys ignored.
 */
export const readSearchFilters = (
  entries: ReadonlyArray<readonly [string, string]>,
  today: Today,
): { readonly filters: SearchFilters; readonly errors: readonly string[] } =>
  fromApiParams(entries, today.currentYear, today.today);
