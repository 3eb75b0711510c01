import * as t from 'io-ts';
import { BookingStatus } from './checkout';

/**
 * The listing's availability calendar (issue [6]), for its owner or staff: the taken days of a window, blocking and
 * freeing days, the secret iCalendar export URL and the import of another site's calendar. Dates are YYYY-MM-DD
 * (both ends included), instants ISO 8601.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const CalendarDateRange = t.type({ startDate: t.string, endDate: t.string });
export type CalendarDateRange = t.TypeOf<typeof CalendarDateRange>;

/** booking: a booking's days; owner: blocked by hand; ical: imported from another site's calendar. */
export const CalendarSource = t.keyof({ booking: null, owner: null, ical: null });

export const CalendarRange = t.type({
  startDate: t.string,
  endDate: t.string,
  source: CalendarSource,
  /** A booking's days: the booking (its page is booking/{id}/detail) and the tenant's first name. */
  booking: Nullable(t.type({ id: t.number, tenantFirstName: t.string, status: BookingStatus })),
  /** An imported event's summary, for the owner only. */
  note: Nullable(t.string),
});
export type CalendarRange = t.TypeOf<typeof CalendarRange>;

/** GET /account/listings/{id}/calendar?from&to (at most 400 days; default: this month and the next two). */
export const ListingCalendar = t.type({
  listingId: t.number,
  from: t.string,
  to: t.string,
  /** The server's today: days before it are past. */
  today: t.string,
  /** Every taken range overlapping the window, sorted by start. */
  ranges: t.array(CalendarRange),
  /** The other site's calendar imported every hour, if any, and when it was last imported. */
  import: t.type({ url: Nullable(t.string), importedAt: Nullable(t.string) }),
});
export type ListingCalendar = t.TypeOf<typeof ListingCalendar>;

/** PUT /account/listings/{id}/calendar (with the window shown as ?from&to): blocks or frees the owner's days. */
export const CalendarChangeBody = t.type({ startDate: t.string, endDate: t.string, blocked: t.boolean });
export type CalendarChangeBody = t.TypeOf<typeof CalendarChangeBody>;

export const CalendarChangeResult = t.type({
  calendar: ListingCalendar,
  /** Days of a free still taken by a booking or an imported calendar (never freed here). */
  stillTaken: t.array(CalendarDateRange),
});
export type CalendarChangeResult = t.TypeOf<typeof CalendarChangeResult>;

/** GET …/calendar/export and POST …/calendar/export/reset: the secret .ics URL other sites import. */
export const CalendarExport = t.type({ url: t.string });
export type CalendarExport = t.TypeOf<typeof CalendarExport>;

/** PUT …/calendar/import: the other site's calendar URL (https), saved and imported at once. */
export const CalendarImportUrlBody = t.type({ url: t.string });
export type CalendarImportUrlBody = t.TypeOf<typeof CalendarImportUrlBody>;

/** POST …/calendar/import: a calendar's text (pasted, or a file read in the browser), imported once. */
export const CalendarImportTextBody = t.type({ ics: t.string });
export type CalendarImportTextBody = t.TypeOf<typeof CalendarImportTextBody>;

export const CalendarImportResult = t.type({
  /** Events kept (busy days from today on). */
  imported: t.number,
  /** Events without a readable date. */
  skipped: t.number,
  /** Imported days that fall on a booking's days (kept: the owner sorts it out with the other site). */
  conflicts: t.array(CalendarDateRange),
  importedAt: t.string,
  /** The saved URL (null after a one-off import of text without a saved URL). */
  url: Nullable(t.string),
});
export type CalendarImportResult = t.TypeOf<typeof CalendarImportResult>;

/** The machine-readable reasons an import is refused (the `error` of the 400/422/502 answer). */
export const CALENDAR_IMPORT_ERRORS = [
  'ical_url_invalid',
  'ical_address_refused',
  'ical_unreachable',
  'ical_timeout',
  'ical_too_large',
  'ical_http_error',
  'ical_not_calendar',
  'ical_too_many_events',
] as const;
export type CalendarImportError = (typeof CALENDAR_IMPORT_ERRORS)[number];
