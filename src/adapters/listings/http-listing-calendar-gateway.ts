import * as t from 'io-ts';
import {
  CalendarChangeResult,
  CalendarExport,
  CalendarImportResult,
  ListingCalendar,
  type CalendarChangeBody,
} from '../../contract/listing-calendar';
import type { CalendarWindow, ListingCalendarGateway } from '../../application/listings/listing-calendar-gateway';
import type { HttpClient } from '../http/http-client';

const base = (listingId: number) => `/account/listings/${listingId}/calendar`;

/** The listing calendar's calls over /api/v6 (failures as ApiFailure, never thrown; every answer decoded). */
export class HttpListingCalendarGateway implements ListingCalendarGateway {
  constructor(private readonly http: HttpClient) {}

  calendar(listingId: number, window: CalendarWindow) {
    return this.http.get(base(listingId), ListingCalendar, { from: window.from, to: window.to });
  }

  change(listingId: number, body: CalendarChangeBody, window: CalendarWindow) {
    const { startDate, endDate, blocked } = body;
    return this.http.send('PUT', base(listingId), CalendarChangeResult, { startDate, endDate, blocked }, { from: window.from, to: window.to });
  }

  exportUrl(listingId: number) {
    return this.http.get(`${base(listingId)}/export`, CalendarExport);
  }

  resetExport(listingId: number) {
    return this.http.send('POST', `${base(listingId)}/export/reset`, CalendarExport);
  }

  importUrl(listingId: number, url: string) {
    return this.http.send('PUT', `${base(listingId)}/import`, CalendarImportResult, { url });
  }

  importText(listingId: number, ics: string) {
    return this.http.send('POST', `${base(listingId)}/import`, CalendarImportResult, { ics });
  }

  stopImport(listingId: number) {
    return this.http.send('DELETE', `${base(listingId)}/import`, t.null);
  }
}
