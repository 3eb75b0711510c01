import { left, right, type Either } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import {
  CalendarChangeResult,
  CalendarExport,
  CalendarImportResult,
  ListingCalendar,
  type CalendarChangeBody,
  type CalendarRange,
} from '../../src/contract/listing-calendar';
import type { CalendarWindow, ListingCalendarGateway } from '../../src/application/listings/listing-calendar-gateway';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { applyCalendarChange, normaliseRanges, rangesOverlap, takenWithin } from '../../src/domain/listing/calendar';
import { Scripted } from './scripted';

type Result<A> = Promise<Either<ApiFailure, A>>;
export type ListingCalendarMethod = keyof ListingCalendarGateway;

export const LISTING_ID = 8;
/** The fakes' today (the fake clock's date). */
export const CALENDAR_TODAY = '2025-06-15';

export const calendarRange = (overrides: Partial<CalendarRange> = {}): CalendarRange => ({
  startDate: '2025-06-20',
  endDate: '2025-06-22',
  source: 'owner',
  booking: null,
  note: null,
  ...overrides,
});

export const bookingRange = (id: number, startDate: string, endDate: string, tenantFirstName = 'Tessa'): CalendarRange =>
  calendarRange({ startDate, endDate, source: 'booking', booking: { id, tenantFirstName, status: 'confirmed' } });

export const importedRange = (startDate: string, endDate: string, note = 'Reserved'): CalendarRange => calendarRange({ startDate, endDate, source: 'ical', note });

/**
 * A listing's calendar kept in memory like the server does (the domain's rules): owner ranges merged, bookings and
 * imported ranges never changed by a block or a free. Records calls; a method can fail next or hold its answer.
 */
export class FakeListingCalendarGateway extends Scripted<ListingCalendarMethod> implements ListingCalendarGateway {
  readonly server: {
    ranges: CalendarRange[];
    today: string;
    exportToken: number;
    importUrl: string | null;
    importedAt: string | null;
    /** Listings that are not the caller's: 404. */
    foreign: Set<number>;
    /** What the next import reads (URL or text). */
    nextImport: { imported: number; conflicts: Array<{ startDate: string; endDate: string }>; ranges: CalendarRange[] };
  };

  constructor(ranges: readonly CalendarRange[] = [calendarRange(), bookingRange(4711, '2025-07-01', '2025-07-04'), importedRange('2025-07-10', '2025-07-11')]) {
    super();
    this.server = {
      ranges: [...ranges],
      today: CALENDAR_TODAY,
      exportToken: 1,
      importUrl: null,
      importedAt: null,
      foreign: new Set(),
      nextImport: { imported: 1, conflicts: [], ranges: [importedRange('2025-08-01', '2025-08-03')] },
    };
  }

  /** Every method's first argument is the listing: another owner's (`server.foreign`) answers 404 like an unknown one. */
  protected override answer<A, O>(method: ListingCalendarMethod, args: readonly unknown[], codec: t.Type<A, O>, produce: () => Either<ApiFailure, A>): Result<A> {
    const listingId = args[0] as number;
    return super.answer(method, args, codec, () =>
      this.server.foreign.has(listingId)
        ? left({ kind: 'http', path: `/account/listings/${listingId}/calendar`, status: 404, body: { error: 'listing_not_found' }, headers: {} })
        : produce(),
    );
  }

  private calendarOf(listingId: number, window: CalendarWindow): ListingCalendar {
    return {
      listingId,
      from: window.from,
      to: window.to,
      today: this.server.today,
      ranges: this.server.ranges
        .filter((r) => rangesOverlap(r, { startDate: window.from, endDate: window.to }))
        .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0)),
      import: { url: this.server.importUrl, importedAt: this.server.importedAt },
    };
  }

  calendar(listingId: number, window: CalendarWindow) {
    return this.answer('calendar', [listingId, window], ListingCalendar, () => right(this.calendarOf(listingId, window)));
  }

  change(listingId: number, body: CalendarChangeBody, window: CalendarWindow) {
    return this.answer('change', [listingId, body, window], CalendarChangeResult, () => {
      const owner = this.server.ranges.filter((r) => r.source === 'owner');
      const others = this.server.ranges.filter((r) => r.source !== 'owner');
      const next = applyCalendarChange(normaliseRanges(owner), body).map((r) => calendarRange(r));
      this.server.ranges = [...others, ...next];
      return right({ calendar: this.calendarOf(listingId, window), stillTaken: body.blocked ? [] : takenWithin(others, body) });
    });
  }

  exportUrl(listingId: number) {
    return this.answer('exportUrl', [listingId], CalendarExport, () => right({ url: `https://seaway.example/api/v6/calendars/token-${this.server.exportToken}.ics` }));
  }

  resetExport(listingId: number) {
    return this.answer('resetExport', [listingId], CalendarExport, () => {
      this.server.exportToken++;
      return right({ url: `https://seaway.example/api/v6/calendars/token-${this.server.exportToken}.ics` });
    });
  }

  private imported(url: string | null): CalendarImportResult {
    const { nextImport } = this.server;
    this.server.ranges = [...this.server.ranges.filter((r) => r.source !== 'ical'), ...nextImport.ranges];
    this.server.importedAt = '2025-06-15T10:00:00.000Z';
    if (url !== null) this.server.importUrl = url;
    return { imported: nextImport.imported, skipped: 0, conflicts: nextImport.conflicts, importedAt: this.server.importedAt, url: this.server.importUrl };
  }

  importUrl(listingId: number, url: string) {
    return this.answer('importUrl', [listingId, url], CalendarImportResult, () => right(this.imported(url)));
  }

  importText(listingId: number, ics: string) {
    return this.answer('importText', [listingId, ics], CalendarImportResult, () => right(this.imported(null)));
  }

  stopImport(listingId: number) {
    return this.answer('stopImport', [listingId], t.null, () => {
      this.server.ranges = this.server.ranges.filter((r) => r.source !== 'ical');
      this.server.importUrl = null;
      this.server.importedAt = null;
      return right(null);
    });
  }
}
