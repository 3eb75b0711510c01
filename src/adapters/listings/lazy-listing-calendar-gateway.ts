import type { CalendarChangeBody } from '../../contract/listing-calendar';
import type { CalendarWindow, ListingCalendarGateway } from '../../application/listings/listing-calendar-gateway';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * A listing's calendar gateway, loaded (with the calendar contract's codecs) on its first call, so no other screen
 * carries it. Bind it as
 * `new LazyListingCalendarGateway(async () => new (await import('./http-listing-calendar-gateway')).HttpListingCalendarGateway(http))`.
 */
export class LazyListingCalendarGateway extends LazyGateway<ListingCalendarGateway> implements ListingCalendarGateway {
  calendar = (id: number, window: CalendarWindow) => this.call('calendar', (g) => g.calendar(id, window));
  change = (id: number, body: CalendarChangeBody, window: CalendarWindow) => this.call('change', (g) => g.change(id, body, window));
  exportUrl = (id: number) => this.call('exportUrl', (g) => g.exportUrl(id));
  resetExport = (id: number) => this.call('resetExport', (g) => g.resetExport(id));
  importUrl = (id: number, url: string) => this.call('importUrl', (g) => g.importUrl(id, url));
  importText = (id: number, ics: string) => this.call('importText', (g) => g.importText(id, ics));
  stopImport = (id: number) => this.call('stopImport', (g) => g.stopImport(id));
}
