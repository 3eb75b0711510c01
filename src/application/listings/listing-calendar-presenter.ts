import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { CalendarImportResult, ListingCalendar } from '../../contract/listing-calendar';
import {
  CALENDAR_MAX_DAYS_AHEAD,
  addMonths,
  entriesAfterChange,
  firstDayOfWeekFor,
  monthEnd,
  monthStart,
  orderedRange,
  ownerCalendarMonth,
  rangeContains,
  validateCalendarChange,
  weekdayOf,
  type CalendarEntry,
  type DateRange,
  type OwnerDayState,
} from '../../domain/listing/calendar';
import { addDays, isoDateFromEpochMs, type IsoDate } from '../../domain/search/iso-date';
import { formatDays, routeHref } from '../account/booking-card';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus, type SignInAborted } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import type { Clock } from '../shared/clock';
import { TOKENS } from '../tokens';
import { LISTING_CALENDAR_TOKENS, type CalendarWindow, type ListingCalendarGateway } from './listing-calendar-gateway';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

export type ListingCalendarStatus = 'idle' | 'loading' | 'ready' | LoadFailureStatus;

/** Months shown side by side (they wrap one under the other on a narrow screen). */
export const CALENDAR_MONTHS_SHOWN = 2;
/** How far back an owner looks (past bookings), in months. */
const MONTHS_BACK = 12;
/** The largest calendar file read in the browser (the server takes 1 MB of JSON, the text escaped in it). */
export const IMPORT_FILE_MAX_BYTES = 1_000_000;

/** What the presenter needs of a chosen file (a browser File has it). */
export interface CalendarFile {
  readonly size: number;
  text(): Promise<string>;
}
const NS = 'listing-calendar';

/** A message for the owner: a key of the listing-calendar namespace (or common's), its values, and its tone. */
export interface CalendarNotice {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly ok: boolean;
}

export interface CalendarDayView {
  readonly date: IsoDate;
  readonly day: number;
  readonly state: OwnerDayState;
  /** listing-calendar:state.{state} */
  readonly stateKey: string;
  /** The full date in the page's language ("Wednesday, July 1, 2026"). */
  readonly label: string;
  readonly selected: boolean;
  /** The one day reached by Tab (roving focus); arrows move it. */
  readonly focusable: boolean;
  /** Past days cannot be selected. */
  readonly disabled: boolean;
  readonly today: boolean;
  readonly tenantFirstName: string | null;
  readonly note: string | null;
}

export interface CalendarMonthView {
  readonly key: string;
  readonly title: string;
  /** Rows of seven cells, the week starting on the page language's first day; null before the 1st and after the last. */
  readonly weeks: ReadonlyArray<ReadonlyArray<CalendarDayView | null>>;
}

export interface CalendarBookingView {
  readonly id: number;
  readonly tenantFirstName: string;
  readonly dates: string;
  /** listing-calendar:bookingStatus.{status} */
  readonly statusKey: string;
  /** booking/{id}/detail */
  readonly href: string;
}

type Selection = { readonly anchor: IsoDate; readonly focus: IsoDate; readonly awaitingEnd: boolean } | null;
type Drag = { readonly start: IsoDate; readonly moved: boolean } | null;

/** Errors the server names (the `error` of a 400/422), each with its own message. */
const IMPORT_ERRORS = new Set(['ical_url_invalid', 'ical_address_refused', 'ical_unreachable', 'ical_timeout', 'ical_too_large', 'ical_http_error', 'ical_not_calendar', 'ical_too_many_events']);

const importErrorKey = (failure: ApiFailure | SignInAborted): string => {
  const code = errorCodeOf(failure);
  if (code && IMPORT_ERRORS.has(code)) return `${NS}:errors.${code}`;
  return failure.kind === 'signInAborted' ? 'common:errors.signInRequired' : failureMessageKey(failure);
};

/** The first field message of a 400's details ("startDate: listing-calendar.errors.past"), as a key. */
const detailKeyOf = (failure: ApiFailure): string | undefined => {
  if (failure.kind !== 'http' || typeof failure.body !== 'object' || failure.body === null) return undefined;
  const details = (failure.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return undefined;
  for (const detail of details) {
    const match = typeof detail === 'string' ? /^\w+: listing-calendar\.(errors\.\w+)$/.exec(detail) : null;
    if (match) return `${NS}:${match[1]}`;
  }
  return undefined;
};

const toEntry = (range: ListingCalendar['ranges'][number]): CalendarEntry => ({
  startDate: range.startDate,
  endDate: range.endDate,
  source: range.source,
  booking: range.booking,
  note: range.note,
});

/**
 * The availability calendar of one listing for its owner (issue [6]), mounted in the listing editor as
 * `<ListingCalendar listingId={id} />`. Months are browsed; a range is selected by pressing a day and dragging to
 * another (mouse or pen), by tapping a first and a last day (touch), or with the arrow keys and Enter/Space; then
 * "Block these days" or "Free these days" applies at once on screen and is rolled back, with a message, when the
 * server refuses. Bookings are shown (and listed with a link to their page) but never changed; imported days are shown
 * apart. The secret export URL is shown on demand with a copy button and a reset; another site's calendar is imported
 * by URL (then every hour) or from a file.
 */
@injectable()
export class ListingCalendarPresenter {
  listingId: number | null = null;
  status: ListingCalendarStatus = 'idle';
  errorKey: string | null = null;
  /** The first day of the first month shown. */
  firstMonth: IsoDate;
  calendar: ListingCalendar | null = null;
  /** Another window is loading (the months shown may not have their days yet). */
  refreshing = false;
  entries: readonly CalendarEntry[] = [];
  selection: Selection = null;
  drag: Drag = null;
  focusedDate: IsoDate;
  /** A block or a free on its way to the server. */
  changing = false;
  notice: CalendarNotice | null = null;
  exportUrl: string | null = null;
  exportBusy = false;
  confirmingReset = false;
  exportNotice: CalendarNotice | null = null;
  importUrlText = '';
  importBusy = false;
  importNotice: CalendarNotice | null = null;
  /** Imported days that fall on bookings, from the last import (formatted). */
  importConflicts: readonly string[] = [];
  private loadSequence = 0;

  constructor(
    @inject(LISTING_CALENDAR_TOKENS.ListingCalendarGateway) private readonly gateway: ListingCalendarGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    const today = isoDateFromEpochMs(clock.now().getTime());
    this.firstMonth = monthStart(today);
    this.focusedDate = today;
    makeObservable<ListingCalendarPresenter, 'load'>(this, {
      listingId: observable,
      status: observable,
      errorKey: observable,
      firstMonth: observable,
      calendar: observableRef,
      refreshing: observable,
      entries: observableRef,
      selection: observableRef,
      drag: observableRef,
      focusedDate: observable,
      changing: observable,
      notice: observableRef,
      exportUrl: observable,
      exportBusy: observable,
      confirmingReset: observable,
      exportNotice: observableRef,
      importUrlText: observable,
      importBusy: observable,
      importNotice: observableRef,
      importConflicts: observableRef,
      today: computed,
      window: computed,
      months: computed,
      weekdays: computed,
      selectedRange: computed,
      selectionText: computed,
      bookings: computed,
      canGoBack: computed,
      canGoForward: computed,
      importInfo: computed,
      opened: action,
      load: action,
      previousMonthClicked: action,
      nextMonthClicked: action,
      dayPointerDown: action,
      dayPointerEnter: action,
      dayPointerUp: action,
      pointerCancelled: action,
      dayActivated: action,
      keyPressed: action,
      selectionCleared: action,
      changeRequested: action,
      exportRequested: action,
      copyFinished: action,
      resetExportClicked: action,
      resetExportCancelled: action,
      resetExportConfirmed: action,
      importUrlChanged: action,
      importUrlSubmitted: action,
      importFileChosen: action,
      stopImportClicked: action,
    });
  }

  // ---- reading ----------------------------------------------------------------------------------------------------

  /** The server's today once loaded (past days are its past), else the device's. */
  get today(): IsoDate {
    return this.calendar?.today ?? isoDateFromEpochMs(this.clock.now().getTime());
  }

  get window(): CalendarWindow {
    return { from: this.firstMonth, to: monthEnd(addMonths(this.firstMonth, CALENDAR_MONTHS_SHOWN - 1)) };
  }

  get canGoBack(): boolean {
    return this.firstMonth > addMonths(this.today, -MONTHS_BACK);
  }

  get canGoForward(): boolean {
    // The last month shown reaches the last day that can be changed.
    return monthEnd(addMonths(this.firstMonth, CALENDAR_MONTHS_SHOWN - 1)) < addDays(this.today, CALENDAR_MAX_DAYS_AHEAD);
  }

  get selectedRange(): DateRange | null {
    return this.selection ? orderedRange(this.selection.anchor, this.selection.focus) : null;
  }

  /** The selection in words ("Jul 1, 2026 – Jul 4, 2026"), or null. */
  get selectionText(): string | null {
    const range = this.selectedRange;
    return range ? formatDays(range.startDate, range.endDate, this.settings.language) : null;
  }

  /** Short and long weekday names in the page's language, from its first day of the week. */
  get weekdays(): ReadonlyArray<{ readonly short: string; readonly long: string }> {
    const { language } = this.settings;
    const short = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const long = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const first = firstDayOfWeekFor(language);
    // 2024-01-07 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => {
      const date = new Date(Date.UTC(2024, 0, 7 + first + i));
      return { short: short.format(date), long: long.format(date) };
    });
  }

  get months(): readonly CalendarMonthView[] {
    const { language } = this.settings;
    const title = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const label = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const first = firstDayOfWeekFor(language);
    const range = this.selectedRange;
    const today = this.today;
    const focused = this.focusTarget;
    return Array.from({ length: CALENDAR_MONTHS_SHOWN }, (_, i) => {
      const month = ownerCalendarMonth(addMonths(this.firstMonth, i).slice(0, 7), this.entries, today, first);
      const days = month.days.map(
        (d): CalendarDayView => ({
          date: d.date,
          day: d.day,
          state: d.state,
          stateKey: `${NS}:state.${d.state}`,
          label: label.format(new Date(`${d.date}T00:00:00Z`)),
          selected: range !== null && rangeContains(range, d.date),
          focusable: d.date === focused,
          disabled: d.date < today,
          today: d.date === today,
          tenantFirstName: d.booking?.tenantFirstName ?? null,
          note: d.note,
        }),
      );
      const cells: Array<CalendarDayView | null> = [...Array.from({ length: month.leadingBlanks }, () => null), ...days];
      while (cells.length % 7 !== 0) cells.push(null);
      const weeks: Array<Array<CalendarDayView | null>> = [];
      for (let w = 0; w < cells.length; w += 7) weeks.push(cells.slice(w, w + 7));
      return { key: month.key, title: title.format(new Date(`${month.key}-01T00:00:00Z`)), weeks };
    });
  }

  /** The bookings of the months shown, each linking to its page. */
  get bookings(): readonly CalendarBookingView[] {
    const seen = new Set<number>();
    const out: CalendarBookingView[] = [];
    for (const entry of this.entries) {
      const booking = entry.booking;
      if (entry.source !== 'booking' || !booking || seen.has(booking.id)) continue;
      seen.add(booking.id);
      out.push({
        id: booking.id,
        tenantFirstName: booking.tenantFirstName,
        dates: formatDays(entry.startDate, entry.endDate, this.settings.language),
        statusKey: `${NS}:bookingStatus.${booking.status}`,
        href: routeHref({ screen: 'bookingDetail', bookingId: String(booking.id) }, this.settings),
      });
    }
    return out;
  }

  /** The other site's calendar imported every hour, if any. */
  get importInfo(): { readonly url: string; readonly importedAt: string | null } | null {
    const info = this.calendar?.import;
    if (!info?.url) return null;
    const at = info.importedAt
      ? dateTimeFormat(this.settings.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(info.importedAt))
      : null;
    return { url: info.url, importedAt: at };
  }

  /** The day Tab reaches: the focused one when shown, else the first selectable day shown. */
  private get focusTarget(): IsoDate {
    const { from, to } = this.window;
    if (this.focusedDate >= from && this.focusedDate <= to) return this.focusedDate;
    return this.today > from && this.today <= to ? this.today : from;
  }

  // ---- loading ----------------------------------------------------------------------------------------------------

  /** The view was mounted (or its listing changed). */
  async opened(listingId: number): Promise<void> {
    if (this.listingId !== listingId) {
      this.listingId = listingId;
      this.calendar = null;
      this.entries = [];
      this.selection = null;
      this.exportUrl = null;
      this.notice = null;
    }
    await this.load();
  }

  private async load(): Promise<void> {
    const listingId = this.listingId;
    if (listingId === null) return;
    const sequence = ++this.loadSequence;
    const window = this.window;
    if (!this.calendar) this.status = 'loading';
    else this.refreshing = true;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.calendar(listingId, window));
    runInAction(() => {
      // A later navigation's answer wins.
      if (sequence !== this.loadSequence) return;
      this.refreshing = false;
      if (isLeft(answer)) {
        this.status = loadFailureStatus(answer.left);
        this.errorKey = answer.left.kind === 'signInAborted' ? null : failureMessageKey(answer.left);
        return;
      }
      this.shown(answer.right);
      this.status = 'ready';
      this.errorKey = null;
    });
  }

  private shown(calendar: ListingCalendar): void {
    this.calendar = calendar;
    this.entries = calendar.ranges.map(toEntry);
  }

  private moveMonths(count: number): Promise<void> {
    this.firstMonth = addMonths(this.firstMonth, count);
    return this.load();
  }

  previousMonthClicked(): Promise<void> {
    return this.canGoBack ? this.moveMonths(-1) : Promise.resolve();
  }

  nextMonthClicked(): Promise<void> {
    return this.canGoForward ? this.moveMonths(1) : Promise.resolve();
  }

  // ---- selecting --------------------------------------------------------------------------------------------------

  private selectable(date: IsoDate): boolean {
    return date >= this.today;
  }

  /**
   * A day was pressed (mouse, pen or finger): a drag may start there. A touch screen keeps the pointer on the pressed
   * day, so a finger selects by tapping the first day then the last (see dayPointerUp).
   */
  dayPointerDown(date: IsoDate): void {
    if (!this.selectable(date)) return;
    this.focusedDate = date;
    this.drag = { start: date, moved: false };
    if (!this.selection?.awaitingEnd) this.selection = { anchor: date, focus: date, awaitingEnd: false };
  }

  /** The pointer moved over another day: with the button still pressed the range follows it. */
  dayPointerEnter(date: IsoDate, pressed: boolean): void {
    const drag = this.drag;
    if (!drag) return;
    // Released outside the calendar: the drag is over.
    if (!pressed) {
      this.drag = null;
      return;
    }
    if (!this.selectable(date) || date === drag.start) return;
    this.drag = { ...drag, moved: true };
    this.selection = { anchor: drag.start, focus: date, awaitingEnd: false };
    this.focusedDate = date;
  }

  /** Released: after a drag the range stays; without moving it was a tap (first day, then last day). */
  dayPointerUp(date: IsoDate): void {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    if (!drag.moved) this.tapped(drag.start);
    else if (this.selectable(date) && date !== drag.start) this.selection = { anchor: drag.start, focus: date, awaitingEnd: false };
  }

  /** The browser took the pointer (a scroll on a touch screen): no selection change. */
  pointerCancelled(): void {
    this.drag = null;
  }

  /** Enter or Space on a day (a keyboard's tap). */
  dayActivated(date: IsoDate): void {
    this.focusedDate = date;
    this.tapped(date);
  }

  /** A first tap selects that day and waits for the last one; the second tap ends the range; a third starts again. */
  private tapped(date: IsoDate): void {
    if (!this.selectable(date)) return;
    const selection = this.selection;
    this.notice = null;
    this.selection = selection?.awaitingEnd ? { anchor: selection.anchor, focus: date, awaitingEnd: false } : { anchor: date, focus: date, awaitingEnd: true };
  }

  selectionCleared(): void {
    this.selection = null;
    this.drag = null;
  }

  /**
   * Arrow keys move by a day or a week, Home/End to the week's ends, Page Up/Down by a month (the months shown follow);
   * Escape clears the selection. Answers whether the key was used (the view then prevents its default).
   */
  keyPressed(key: string): boolean {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const from = this.focusTarget;
    let next: IsoDate | undefined;
    if (key in steps) next = addDays(from, steps[key]!);
    else if (key === 'Home') next = addDays(from, -((weekdayOf(from) - firstDayOfWeekFor(this.settings.language) + 7) % 7));
    else if (key === 'End') next = addDays(from, 6 - ((weekdayOf(from) - firstDayOfWeekFor(this.settings.language) + 7) % 7));
    else if (key === 'PageUp' || key === 'PageDown') {
      const month = addMonths(from, key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(from.slice(8, 10)), Number(monthEnd(month).slice(8, 10)));
      next = `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
    } else if (key === 'Escape') {
      this.selectionCleared();
      return true;
    } else return false;
    const earliest = addMonths(this.today, -MONTHS_BACK);
    const latest = monthEnd(addDays(this.today, CALENDAR_MAX_DAYS_AHEAD));
    if (next < earliest || next > latest) return true;
    this.focusedDate = next;
    // A selection waiting for its last day follows the focus, as a drag would.
    if (this.selection?.awaitingEnd && this.selectable(next)) this.selection = { ...this.selection, focus: next };
    const { from: shownFrom, to: shownTo } = this.window;
    if (next < shownFrom) void this.moveMonths(-1);
    else if (next > shownTo) void this.moveMonths(1);
    return true;
  }

  // ---- blocking and freeing ---------------------------------------------------------------------------------------

  /** "Block these days" (blocked) or "Free these days": shown at once, rolled back if the server refuses. */
  async changeRequested(blocked: boolean): Promise<void> {
    const listingId = this.listingId;
    const range = this.selectedRange;
    if (listingId === null || this.changing) return;
    if (!range) {
      this.notice = { key: `${NS}:notices.selectFirst`, ok: false };
      return;
    }
    const problem = validateCalendarChange(range, this.today)[0];
    if (problem) {
      this.notice = { key: `${NS}:${problem.key}`, ok: false };
      return;
    }
    const before = this.entries;
    const change = { ...range, blocked };
    const window = this.window;
    this.entries = entriesAfterChange(before, change);
    this.changing = true;
    this.notice = null;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.change(listingId, change, window));
    runInAction(() => {
      this.changing = false;
      if (isLeft(answer)) {
        // Rolled back; the selection stays so the owner can try again.
        this.entries = before;
        const failure = answer.left;
        this.notice = { key: failure.kind === 'signInAborted' ? 'common:errors.signInRequired' : (detailKeyOf(failure) ?? failureMessageKey(failure)), ok: false };
        return;
      }
      const { calendar, stillTaken } = answer.right;
      if (window.from === this.window.from && window.to === this.window.to) this.shown(calendar);
      else void this.load();
      this.selection = null;
      const dates = formatDays(range.startDate, range.endDate, this.settings.language);
      this.notice =
        stillTaken.length > 0
          ? { key: `${NS}:notices.freedExceptTaken`, values: { dates, taken: stillTaken.map((r) => formatDays(r.startDate, r.endDate, this.settings.language)).join(', ') }, ok: true }
          : { key: `${NS}:notices.${blocked ? 'blocked' : 'freed'}`, values: { dates }, ok: true };
    });
  }

  // ---- export -----------------------------------------------------------------------------------------------------

  /** Shows the secret URL (created by the server on first use). */
  async exportRequested(): Promise<void> {
    if (this.listingId === null || this.exportBusy) return;
    const listingId = this.listingId;
    this.exportBusy = true;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.exportUrl(listingId));
    runInAction(() => {
      this.exportBusy = false;
      if (isLeft(answer)) {
        this.exportNotice = { key: answer.left.kind === 'signInAborted' ? 'common:errors.signInRequired' : failureMessageKey(answer.left), ok: false };
        return;
      }
      this.exportUrl = answer.right.url;
      this.exportNotice = null;
    });
  }

  /** The view copied the URL to the clipboard (or could not: the URL stays selectable). */
  copyFinished(ok: boolean): void {
    this.exportNotice = { key: `${NS}:export.${ok ? 'copied' : 'copyFailed'}`, ok };
  }

  resetExportClicked(): void {
    this.confirmingReset = true;
  }

  resetExportCancelled(): void {
    this.confirmingReset = false;
  }

  /** A new URL: the sites using the old one must be given the new one. */
  async resetExportConfirmed(): Promise<void> {
    if (this.listingId === null || this.exportBusy) return;
    const listingId = this.listingId;
    this.exportBusy = true;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.resetExport(listingId));
    runInAction(() => {
      this.exportBusy = false;
      this.confirmingReset = false;
      if (isLeft(answer)) {
        this.exportNotice = { key: answer.left.kind === 'signInAborted' ? 'common:errors.signInRequired' : failureMessageKey(answer.left), ok: false };
        return;
      }
      this.exportUrl = answer.right.url;
      this.exportNotice = { key: `${NS}:export.resetDone`, ok: true };
    });
  }

  // ---- import -----------------------------------------------------------------------------------------------------

  importUrlChanged(text: string): void {
    this.importUrlText = text;
  }

  /** Saves the other site's URL and imports it now (the typed URL stays when it fails). */
  async importUrlSubmitted(): Promise<void> {
    const url = this.importUrlText.trim();
    if (url === '') {
      this.importNotice = { key: `${NS}:errors.ical_url_invalid`, ok: false };
      return;
    }
    await this.importing((listingId) => this.gateway.importUrl(listingId, url));
  }

  /** A calendar file chosen in the browser (a File has this shape), imported once; too big ones are not even read. */
  async importFileChosen(file: CalendarFile): Promise<void> {
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      this.importNotice = { key: `${NS}:errors.ical_too_large`, ok: false };
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      runInAction(() => (this.importNotice = { key: `${NS}:errors.fileUnreadable`, ok: false }));
      return;
    }
    await this.importing((listingId) => this.gateway.importText(listingId, text));
  }

  /** Forgets the saved URL and the imported days. */
  async stopImportClicked(): Promise<void> {
    const listingId = this.listingId;
    if (listingId === null || this.importBusy) return;
    this.importBusy = true;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.stopImport(listingId));
    runInAction(() => {
      this.importBusy = false;
      this.importConflicts = [];
      this.importNotice = isLeft(answer) ? { key: importErrorKey(answer.left), ok: false } : { key: `${NS}:import.stopped`, ok: true };
    });
    if (!isLeft(answer)) await this.load();
  }

  private async importing(call: (listingId: number) => ReturnType<ListingCalendarGateway['importText']>): Promise<void> {
    const listingId = this.listingId;
    if (listingId === null || this.importBusy) return;
    this.importBusy = true;
    this.importNotice = null;
    const answer = await callSignedIn(this.authenticator, 'menu', () => call(listingId));
    runInAction(() => {
      this.importBusy = false;
      if (isLeft(answer)) {
        this.importNotice = { key: importErrorKey(answer.left), ok: false };
        return;
      }
      this.importDone(answer.right);
    });
    if (!isLeft(answer)) await this.load();
  }

  private importDone(result: CalendarImportResult): void {
    this.importNotice = { key: `${NS}:import.done`, values: { count: result.imported }, ok: true };
    this.importConflicts = result.conflicts.map((r) => formatDays(r.startDate, r.endDate, this.settings.language));
    if (result.url) this.importUrlText = result.url;
  }
}
