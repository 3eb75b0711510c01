import type { Either } from 'fp-ts/lib/Either';
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
