import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeAuthenticator, FakeClock, fakeSettings, httpFailure } from '../../../tests/fakes/search';
import { networkFailure, refusal } from '../../../tests/fakes/account';
import { FakeListingCalendarGateway, LISTING_ID, bookingRange, calendarRange, importedRange } from '../../../tests/fakes/listing-calendar';
import type { CalendarRange } from '../../contract/listing-calendar';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { LanguageCode } from '../../domain/i18n/languages';
import { IMPORT_FILE_MAX_BYTES, ListingCalendarPresenter } from './listing-calendar-presenter';

const build = (options: { ranges?: CalendarRange[]; language?: LanguageCode; auth?: AuthenticationOutcome } = {}) => {
  const gateway = new FakeListingCalendarGateway(options.ranges);
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const presenter = new ListingCalendarPresenter(gateway, fakeSettings({ language: options.language ?? 'en' }), authenticator, new FakeClock());
  return { presenter, gateway, authenticator };
};
const opened = async (options: Parameters<typeof build>[0] = {}) => {
  const built = build(options);
  await built.presenter.opened(LISTING_ID);
  return built;
};
const dayOf = (presenter: ListingCalendarPresenter, date: string) => {
  for (const month of presenter.months) for (const week of month.weeks) for (const day of week) if (day?.date === date) return day;
  throw new Error(`${date} is not shown`);
};
const stateOf = (presenter: ListingCalendarPresenter, date: string) => dayOf(presenter, date).state;
/** Tap (touch or keyboard): press and release on the same day. */
const tap = (presenter: ListingCalendarPresenter, date: string) => {
  presenter.dayPointerDown(date);
  presenter.dayPointerUp(date);
};

describe('ListingCalendarPresenter: the months', () => {
  it('loads this month and the next for the listing, each day with its state', async () => {
    const { presenter, gateway } = build();
    const loading = presenter.opened(LISTING_ID);
    expect(presenter.status).toBe('loading');
    await loading;
    expect(gateway.calls).toEqual([{ method: 'calendar', args: [LISTING_ID, { from: '2025-06-01', to: '2025-07-31' }] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.months.map((m) => m.title)).toEqual(['June 2025', 'July 2025']);
    expect(stateOf(presenter, '2025-06-14')).toBe('past');
    expect(stateOf(presenter, '2025-06-15')).toBe('free');
    expect(stateOf(presenter, '2025-06-21')).toBe('blocked');
    expect(stateOf(presenter, '2025-07-02')).toBe('booked');
    expect(stateOf(presenter, '2025-07-10')).toBe('imported');
    expect(dayOf(presenter, '2025-07-02')).toMatchObject({ tenantFirstName: 'Tessa', stateKey: 'listing-calendar:state.booked', label: 'Wednesday, July 2, 2025' });
    expect(dayOf(presenter, '2025-07-10').note).toBe('Reserved');
    expect(dayOf(presenter, '2025-06-14').disabled).toBe(true);
    expect(dayOf(presenter, '2025-06-15')).toMatchObject({ today: true, focusable: true });
  });

  it('starts weeks on Monday, on Sunday in en-US, with weekday and month names in the page’s language', async () => {
    const { presenter } = await opened({ language: 'fr' });
    expect(presenter.weekdays.map((d) => d.short)).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
    expect(presenter.months[0]?.title).toBe('juin 2025');
    // June 1st 2025 was a Sunday: six blanks before it when weeks start on Monday.
    expect(presenter.months[0]?.weeks[0]?.filter((d) => d === null)).toHaveLength(6);
    const us = await opened({ language: 'en-US' });
    expect(us.presenter.weekdays[0]?.long).toBe('Sunday');
    expect(us.presenter.months[0]?.weeks[0]?.[0]?.date).toBe('2025-06-01');
    expect(us.presenter.months.every((m) => m.weeks.every((w) => w.length === 7))).toBe(true);
  });

  it('browses months (loading each window), up to a year back and the last changeable day ahead', async () => {
    const { presenter, gateway } = await opened();
    await presenter.nextMonthClicked();
    expect(gateway.calls.at(-1)?.args[1]).toEqual({ from: '2025-07-01', to: '2025-08-31' });
    expect(presenter.months.map((m) => m.key)).toEqual(['2025-07', '2025-08']);
    for (let i = 0; i < 20; i++) await presenter.nextMonthClicked();
    expect(presenter.canGoForward).toBe(false);
    expect(presenter.months.at(-1)?.key).toBe('2026-06');
    for (let i = 0; i < 40; i++) await presenter.previousMonthClicked();
    expect(presenter.canGoBack).toBe(false);
    expect(presenter.months[0]?.key).toBe('2024-06');
  });

  it('lists the bookings shown, each linking to its page', async () => {
    const { presenter } = await opened();
    expect(presenter.bookings).toEqual([
      { id: 4711, tenantFirstName: 'Tessa', dates: 'Jul 1, 2025 – Jul 4, 2025', statusKey: 'listing-calendar:bookingStatus.confirmed', href: '/booking/4711/detail' },
    ]);
  });

  it('a stranger’s listing is not found; a 401 signs in and loads again; aborted → signInRequired', async () => {
    const stranger = build();
    stranger.gateway.server.foreign.add(LISTING_ID);
    await stranger.presenter.opened(LISTING_ID);
    expect(stranger.presenter.status).toBe('notFound');

    const signed = build({ auth: { kind: 'success', authToken: 'tok' } });
    signed.gateway.failNext('calendar', httpFailure(401));
    await signed.presenter.opened(LISTING_ID);
    expect(signed.authenticator.triggers).toEqual(['menu']);
    expect(signed.presenter.status).toBe('ready');

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failNext('calendar', httpFailure(401));
    await aborted.presenter.opened(LISTING_ID);
    expect(aborted.presenter.status).toBe('signInRequired');

    const down = build();
    down.gateway.failNext('calendar', networkFailure());
    await down.presenter.opened(LISTING_ID);
    expect(down.presenter.status).toBe('error');
    expect(down.presenter.errorKey).toBe('common:errors.network');
  });

  it('keeps only the latest window’s answer when months change quickly', async () => {
    const { presenter, gateway } = await opened();
    const release = gateway.hold('calendar');
    const slow = presenter.nextMonthClicked();
    expect(presenter.refreshing).toBe(true);
    await presenter.nextMonthClicked();
    release();
    await slow;
    expect(presenter.calendar?.from).toBe('2025-08-01');
    expect(presenter.refreshing).toBe(false);
  });
});

describe('ListingCalendarPresenter: selecting days', () => {
  it('a drag selects from the pressed day to the released one, backwards too', async () => {
    const { presenter } = await opened();
    presenter.dayPointerDown('2025-06-28');
    presenter.dayPointerEnter('2025-06-27', true);
    presenter.dayPointerEnter('2025-06-24', true);
    presenter.dayPointerUp('2025-06-24');
    expect(presenter.selectedRange).toEqual({ startDate: '2025-06-24', endDate: '2025-06-28' });
    expect(dayOf(presenter, '2025-06-26').selected).toBe(true);
    expect(dayOf(presenter, '2025-06-29').selected).toBe(false);
    expect(presenter.selectionText).toBe('Jun 24, 2025 – Jun 28, 2025');
  });

  it('a tap selects a day and waits for the last; the second tap ends the range; a third starts again', async () => {
    const { presenter } = await opened();
    tap(presenter, '2025-06-20');
    expect(presenter.selectedRange).toEqual({ startDate: '2025-06-20', endDate: '2025-06-20' });
    tap(presenter, '2025-06-25');
    expect(presenter.selectedRange).toEqual({ startDate: '2025-06-20', endDate: '2025-06-25' });
    tap(presenter, '2025-06-18');
    expect(presenter.selectedRange).toEqual({ startDate: '2025-06-18', endDate: '2025-06-18' });
  });

  it('past days cannot be selected; a drag released outside ends without changing the range; a scroll cancels', async () => {
    const { presenter } = await opened();
    tap(presenter, '2025-06-10');
    expect(presenter.selectedRange).toBeNull();
    presenter.dayPointerDown('2025-06-20');
    presenter.dayPointerEnter('2025-06-22', true);
    presenter.dayPointerEnter('2025-06-25', false);
    presenter.dayPointerEnter('2025-06-26', true);
    expect(presenter.selectedRange).toEqual({ startDate: '2025-06-20', endDate: '2025-06-22' });
    presenter.dayPointerDown('2025-06-28');
    presenter.pointerCancelled();
    presenter.dayPointerUp('2025-06-28');
    expect(presenter.drag).toBeNull();
  });

  it('the keyboard moves the focus by days, weeks and months (following into the next months), Enter/Space select, Escape clears', async () => {
    const { presenter, gateway } = await opened();
    expect(presenter.keyPressed('ArrowRight')).toBe(true);
    expect(presenter.focusedDate).toBe('2025-06-16');
    presenter.keyPressed('ArrowDown');
    expect(presenter.focusedDate).toBe('2025-06-23');
    presenter.dayActivated(presenter.focusedDate);
    presenter.keyPressed('ArrowRight');
    presenter.keyPressed('ArrowRight');
    // A range waiting for its last day follows the focus.
    expect(presenter.selectedRange).toEqual({ startDate: '2025-06-23', endDate: '2025-06-25' });
    presenter.dayActivated(presenter.focusedDate);
    expect(presenter.selection?.awaitingEnd).toBe(false);
    presenter.keyPressed('Home');
    expect(presenter.focusedDate).toBe('2025-06-23');
    presenter.keyPressed('End');
    expect(presenter.focusedDate).toBe('2025-06-29');
    presenter.keyPressed('PageDown');
    expect(presenter.focusedDate).toBe('2025-07-29');
    presenter.keyPressed('PageDown');
    expect(presenter.focusedDate).toBe('2025-08-29');
    expect(gateway.calls.at(-1)?.args[1]).toEqual({ from: '2025-07-01', to: '2025-08-31' });
    expect(dayOf(presenter, '2025-08-29').focusable).toBe(true);
    expect(presenter.keyPressed('Escape')).toBe(true);
    expect(presenter.selectedRange).toBeNull();
    expect(presenter.keyPressed('a')).toBe(false);
  });
});

describe('ListingCalendarPresenter: blocking and freeing', () => {
  it('blocks the selection at once, then shows the server’s calendar and a message', async () => {
    const { presenter, gateway } = await opened();
    tap(presenter, '2025-06-24');
    tap(presenter, '2025-06-26');
    const release = gateway.hold('change');
    const blocking = presenter.changeRequested(true);
    // Shown before the server answers, and no second change meanwhile.
    expect(stateOf(presenter, '2025-06-25')).toBe('blocked');
    expect(presenter.changing).toBe(true);
    await presenter.changeRequested(false);
    expect(gateway.callsOf('change')).toHaveLength(1);
    release();
    await blocking;
    expect(gateway.callsOf('change')[0]?.args).toEqual([LISTING_ID, { startDate: '2025-06-24', endDate: '2025-06-26', blocked: true }, { from: '2025-06-01', to: '2025-07-31' }]);
    expect(presenter.changing).toBe(false);
    expect(presenter.selectedRange).toBeNull();
    expect(presenter.notice).toEqual({ key: 'listing-calendar:notices.blocked', values: { dates: 'Jun 24, 2025 – Jun 26, 2025' }, ok: true });
    expect(presenter.entries.filter((e) => e.source === 'owner').map((e) => [e.startDate, e.endDate])).toEqual([
      ['2025-06-20', '2025-06-22'],
      ['2025-06-24', '2025-06-26'],
    ]);
  });

  it('frees days but never a booking’s or an imported day, and says which stayed taken', async () => {
    const { presenter } = await opened();
    presenter.dayPointerDown('2025-06-20');
    presenter.dayPointerEnter('2025-07-02', true);
    presenter.dayPointerUp('2025-07-02');
    await presenter.changeRequested(false);
    expect(stateOf(presenter, '2025-06-21')).toBe('free');
    expect(stateOf(presenter, '2025-07-01')).toBe('booked');
    expect(presenter.notice).toEqual({
      key: 'listing-calendar:notices.freedExceptTaken',
      values: { dates: 'Jun 20, 2025 – Jul 2, 2025', taken: 'Jul 1, 2025 – Jul 2, 2025' },
      ok: true,
    });
  });

  it('rolls back exactly and keeps the selection when the server refuses, with its field message when it names one', async () => {
    const { presenter, gateway } = await opened({ ranges: [calendarRange(), bookingRange(9, '2025-07-01', '2025-07-02')] });
    const before = presenter.entries;
    tap(presenter, '2025-06-20');
    tap(presenter, '2025-06-21');
    gateway.failNext('change', networkFailure());
    await presenter.changeRequested(false);
    expect(presenter.entries).toBe(before);
    expect(stateOf(presenter, '2025-06-20')).toBe('blocked');
    expect(presenter.selectedRange).toEqual({ startDate: '2025-06-20', endDate: '2025-06-21' });
    expect(presenter.notice).toEqual({ key: 'common:errors.network', ok: false });

    gateway.failNext('change', refusal(400, 'calendar_invalid', '/x', { details: ['startDate: listing-calendar.errors.past'] }));
    await presenter.changeRequested(true);
    expect(presenter.entries).toBe(before);
    expect(presenter.notice).toEqual({ key: 'listing-calendar:errors.past', ok: false });
  });

  it('asks to select days first, and checks the range before sending it', async () => {
    const { presenter, gateway } = await opened();
    await presenter.changeRequested(true);
    expect(presenter.notice).toEqual({ key: 'listing-calendar:notices.selectFirst', ok: false });
    for (let i = 0; i < 12; i++) await presenter.nextMonthClicked();
    tap(presenter, '2026-06-10');
    tap(presenter, '2026-06-25');
    await presenter.changeRequested(true);
    expect(presenter.notice).toEqual({ key: 'listing-calendar:errors.tooFarAhead', ok: false });
    expect(gateway.callsOf('change')).toEqual([]);
  });
});

describe('ListingCalendarPresenter: export and import', () => {
  it('shows the export URL on demand, reports the copy, and resets it after confirmation', async () => {
    const { presenter, gateway } = await opened();
    expect(presenter.exportUrl).toBeNull();
    await presenter.exportRequested();
    expect(presenter.exportUrl).toBe('https://seaway.example/api/v6/calendars/token-1.ics');
    presenter.copyFinished(true);
    expect(presenter.exportNotice).toEqual({ key: 'listing-calendar:export.copied', ok: true });
    presenter.resetExportClicked();
    expect(presenter.confirmingReset).toBe(true);
    presenter.resetExportCancelled();
    expect(gateway.callsOf('resetExport')).toEqual([]);
    presenter.resetExportClicked();
    await presenter.resetExportConfirmed();
    expect(presenter.exportUrl).toBe('https://seaway.example/api/v6/calendars/token-2.ics');
    expect(presenter.confirmingReset).toBe(false);
    expect(presenter.exportNotice).toEqual({ key: 'listing-calendar:export.resetDone', ok: true });
    gateway.failNext('resetExport', networkFailure());
    presenter.resetExportClicked();
    await presenter.resetExportConfirmed();
    expect(presenter.exportUrl).toBe('https://seaway.example/api/v6/calendars/token-2.ics');
    expect(presenter.exportNotice?.ok).toBe(false);
  });

  it('imports by URL (then shows the imported days and the saved URL), keeping the typed URL when it fails', async () => {
    const { presenter, gateway } = await opened();
    presenter.importUrlChanged(' https://other.example/cal.ics ');
    gateway.failNext('importUrl', refusal(422, 'ical_not_calendar'));
    await presenter.importUrlSubmitted();
    expect(presenter.importNotice).toEqual({ key: 'listing-calendar:errors.ical_not_calendar', ok: false });
    expect(presenter.importUrlText).toBe(' https://other.example/cal.ics ');

    gateway.server.nextImport = { imported: 2, conflicts: [{ startDate: '2025-07-02', endDate: '2025-07-03' }], ranges: [importedRange('2025-06-28', '2025-06-29'), importedRange('2025-07-02', '2025-07-03')] };
    await presenter.importUrlSubmitted();
    expect(gateway.callsOf('importUrl').at(-1)?.args).toEqual([LISTING_ID, 'https://other.example/cal.ics']);
    expect(presenter.importNotice).toEqual({ key: 'listing-calendar:import.done', values: { count: 2 }, ok: true });
    expect(presenter.importConflicts).toEqual(['Jul 2, 2025 – Jul 3, 2025']);
    expect(stateOf(presenter, '2025-06-28')).toBe('imported');
    // The previous imported days were replaced.
    expect(stateOf(presenter, '2025-07-10')).toBe('free');
    expect(presenter.importInfo?.url).toBe('https://other.example/cal.ics');

    await presenter.stopImportClicked();
    expect(presenter.importInfo).toBeNull();
    expect(stateOf(presenter, '2025-06-28')).toBe('free');
    expect(presenter.importNotice).toEqual({ key: 'listing-calendar:import.stopped', ok: true });
  });

  it('imports a file’s text once, refusing an empty URL and a file too big without reading it', async () => {
    const { presenter, gateway } = await opened();
    await presenter.importUrlSubmitted();
    expect(presenter.importNotice?.key).toBe('listing-calendar:errors.ical_url_invalid');
    const file = (text: string, size = text.length) => ({ size, text: async () => text });
    let read = false;
    await presenter.importFileChosen({ size: IMPORT_FILE_MAX_BYTES + 1, text: async () => ((read = true), '') });
    expect(read).toBe(false);
    expect(presenter.importNotice?.key).toBe('listing-calendar:errors.ical_too_large');
    await presenter.importFileChosen({ size: 10, text: () => Promise.reject(new Error('gone')) });
    expect(presenter.importNotice?.key).toBe('listing-calendar:errors.fileUnreadable');
    expect(gateway.callsOf('importText')).toEqual([]);
    await presenter.importFileChosen(file('BEGIN:VCALENDAR\r\nEND:VCALENDAR'));
    expect(gateway.callsOf('importText')[0]?.args).toEqual([LISTING_ID, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR']);
    expect(presenter.importNotice?.key).toBe('listing-calendar:import.done');
    expect(presenter.importInfo).toBeNull();
    gateway.failNext('importText', httpFailure(500));
    await presenter.importFileChosen(file('BEGIN:VCALENDAR'));
    expect(presenter.importNotice).toEqual({ key: 'common:errors.server', ok: false });
  });
});
