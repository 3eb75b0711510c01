import { left, type Either } from 'fp-ts/lib/Either';
import type { CalendarChangeBody, CalendarChangeResult, CalendarExport, CalendarImportResult, ListingCalendar } from '../../contract/listing-calendar';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** The days shown: the first and last day, both included. */
export interface CalendarWindow {
  readonly from: string;
  readonly to: string;
}

/**
 * A listing's availability calendar (issue [6]), for its owner or staff (anyone else: 404 like an unknown listing):
 * the taken days of a window, blocking and freeing, the secret .ics export URL, and imports of another site's calendar.
 */
export interface ListingCalendarGateway {
  /** GET /account/listings/{id}/calendar?from&to. */
  calendar(listingId: number, window: CalendarWindow): Call<ListingCalendar>;
  /** PUT …/calendar?from&to: answers the window's calendar after the change and what a free left taken. */
  change(listingId: number, body: CalendarChangeBody, window: CalendarWindow): Call<CalendarChangeResult>;
  /** GET …/calendar/export: the secret URL (created on first use). */
  exportUrl(listingId: number): Call<CalendarExport>;
  /** POST …/calendar/export/reset: a new URL, the old one stops working. */
  resetExport(listingId: number): Call<CalendarExport>;
  /** PUT …/calendar/import: saves the other site's URL and imports it now. */
  importUrl(listingId: number, url: string): Call<CalendarImportResult>;
  /** POST …/calendar/import: imports a calendar's text once. */
  importText(listingId: number, ics: string): Call<CalendarImportResult>;
  /** DELETE …/calendar/import: forgets the URL and the imported days. */
  stopImport(listingId: number): Call<null>;
}

/** Inversify identifiers of the calendar's ports (bound in the composition root). */
export const LISTING_CALENDAR_TOKENS = {
  ListingCalendarGateway: Symbol.for('ListingCalendarGateway'),
} as const;

/**
 * A gateway whose implementation (and the contract's codecs) loads on its first call, so no other screen carries it.
 * A failed load is a network failure, tried again on the next call.
 */
export const deferredListingCalendarGateway = (load: () => Promise<ListingCalendarGateway>): ListingCalendarGateway => {
  let loading: Promise<ListingCalendarGateway> | undefined;
  const call = async <A>(name: string, run: (gateway: ListingCalendarGateway) => Call<A>): Call<A> => {
    let gateway: ListingCalendarGateway;
    try {
      loading ??= load();
      gateway = await loading;
    } catch (error) {
      loading = undefined;
      return left({ kind: 'network', path: name, message: error instanceof Error ? error.message : String(error) });
    }
    return run(gateway);
  };
  return {
    calendar: (id, window) => call('calendar', (g) => g.calendar(id, window)),
    change: (id, body, window) => call('change', (g) => g.change(id, body, window)),
    exportUrl: (id) => call('exportUrl', (g) => g.exportUrl(id)),
    resetExport: (id) => call('resetExport', (g) => g.resetExport(id)),
    importUrl: (id, url) => call('importUrl', (g) => g.importUrl(id, url)),
    importText: (id, ics) => call('importText', (g) => g.importText(id, ics)),
    stopImport: (id) => call('stopImport', (g) => g.stopImport(id)),
  };
};
