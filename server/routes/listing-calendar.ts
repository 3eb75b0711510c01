import { Hono, type Context } from 'hono';
import {
  CalendarChangeBody,
  CalendarImportTextBody,
  CalendarImportUrlBody,
  type CalendarChangeResult,
  type CalendarExport,
  type CalendarImportError,
  type CalendarImportResult,
  type ListingCalendar,
} from '../../src/contract/listing-calendar';
import type { ApiErrorBody } from '../../src/contract/common';
import { addMonths, monthEnd, validateCalendarChange, validateCalendarWindow, type CalendarProblem, type DateRange } from '../../src/domain/listing/calendar';
import { authorize } from '../auth/authorize';
import type { AppEnv, ServerDeps } from '../http/env';
import { idParam } from '../http/id-param';
import { apiError, validateBody } from '../http/validate';
import {
  changeListingCalendar,
  ensureIcalToken,
  exportCalendarFeed,
  findCalendarListing,
  icalUrlOf,
  importCalendarText,
  loadListingCalendar,
  removeCalendarImport,
  resetIcalToken,
  type CalendarListing,
} from '../listings/calendar';
import { calendarUrlOf, fetchCalendar, type CalendarFetchOptions } from '../listings/calendar-fetch';
import { todayOf } from '../search/search-request';
import type { SessionUser } from '../auth/sessions';
import { listingAudit } from '../listings/staff-audit';

const NAMESPACE = 'listing-calendar';
const listingNotFound = (c: Context) => apiError(c, 404, 'listing_not_found', { message: 'No such listing.' });
const invalid = (c: Context, problems: readonly CalendarProblem[]) =>
  c.json<ApiErrorBody>({ error: 'calendar_invalid', message: 'Please check the dates.', details: problems.map((p) => `${p.field}: ${NAMESPACE}.${p.key}`) }, 400);

const IMPORT_MESSAGES: Readonly<Record<CalendarImportError, string>> = {
  ical_url_invalid: 'Give the https address of the other calendar.',
  ical_address_refused: 'This address cannot be reached from our servers.',
  ical_unreachable: 'The other calendar could not be reached.',
  ical_timeout: 'The other calendar took too long to answer.',
  ical_too_large: 'The other calendar is larger than 1 MB.',
  ical_http_error: 'The other site refused to send its calendar.',
  ical_not_calendar: 'This is not an iCalendar (.ics) calendar.',
  ical_too_many_events: 'The other calendar has more than 5,000 events.',
};
/** A refused address is the owner's input (400); a failed fetch or an unreadable calendar is 422 (nothing changed). */
const importRefused = (c: Context, error: CalendarImportError) => {
  const status = error === 'ical_url_invalid' || error === 'ical_address_refused' ? 400 : 422;
  return c.json<ApiErrorBody>({ error, message: IMPORT_MESSAGES[error], details: [`${status === 400 ? 'url' : 'ics'}: ${NAMESPACE}.errors.${error}`] }, status);
};

/** ?from&to, by default this month and the next two. */
const windowOf = (c: Context, today: string): { ok: true; window: DateRange } | { ok: false; response: Response } => {
  const from = c.req.query('from') ?? `${today.slice(0, 7)}-01`;
  const to = c.req.query('to') ?? monthEnd(addMonths(today, 2));
  const problems = validateCalendarWindow({ from, to });
  return problems.length > 0 ? { ok: false, response: invalid(c, problems) } : { ok: true, window: { startDate: from, endDate: to } };
};

/**
 * The listing's availability calendar (issue [6]): read the taken days, block or free the owner's days, the secret
 * .ics export URL (and its public feed), and the import of another site's calendar by URL (saved, then imported every
 * hour by jobs/calendar-import.ts) or by text. Only the listing's owner or staff: anyone else gets 404 as for an
 * unknown listing, a visitor 401.
 */
export const listingCalendarRoutes = (deps: ServerDeps, options: { readonly fetch?: Partial<CalendarFetchOptions> } = {}) => {
  // Tests fetch from a local server; everywhere else only public https addresses are fetched.
  const fetchOptions: CalendarFetchOptions = { allowPrivateAddresses: deps.config.environment === 'test', ...options.fetch };

  /** The signed-in caller's listing, or the answer to give (401, 404). */
  const listingOf = async (c: Context<AppEnv>): Promise<{ ok: true; listing: CalendarListing; user: SessionUser } | { ok: false; response: Response }> => {
    const auth = await authorize(c, deps);
    if (!auth.ok) return auth;
    const listing = await findCalendarListing(deps.db, idParam(c), auth.user);
    return listing ? { ok: true, listing, user: auth.user } : { ok: false, response: listingNotFound(c) };
  };
  /** Staff changing someone else's calendar write an audit entry (issue [7]); nothing for its owner. */
  const auditOf = (found: { listing: CalendarListing; user: SessionUser }, action: string) => listingAudit(found.user, found.listing, action);

  return new Hono<AppEnv>()
    .get('/account/listings/:id/calendar', async (c) => {
      const found = await listingOf(c);
      if (!found.ok) return found.response;
      const window = windowOf(c, todayOf(deps).today);
      if (!window.ok) return window.response;
      return c.json<ListingCalendar>(await loadListingCalendar(deps.db, found.listing, window.window, todayOf(deps).today));
    })
    .put('/account/listings/:id/calendar', async (c) => {
      const found = await listingOf(c);
      if (!found.ok) return found.response;
      const { today } = todayOf(deps);
      const window = windowOf(c, today);
      if (!window.ok) return window.response;
      const body = await validateBody(c, CalendarChangeBody);
      if (!body.ok) return body.response;
      const problems = validateCalendarChange(body.value, today);
      if (problems.length > 0) return invalid(c, problems);
      const { stillTaken } = await changeListingCalendar(deps.db, found.listing.id, body.value, auditOf(found, 'boat.calendar.change'));
      return c.json<CalendarChangeResult>({ calendar: await loadListingCalendar(deps.db, found.listing, window.window, today), stillTaken });
    })
    .get('/account/listings/:id/calendar/export', async (c) => {
      const found = await listingOf(c);
      if (!found.ok) return found.response;
      const token = found.listing.icalToken ?? (await ensureIcalToken(deps.db, found.listing.id));
      return c.json<CalendarExport>({ url: icalUrlOf(deps.config.publicUrl, token) });
    })
    .post('/account/listings/:id/calendar/export/reset', async (c) => {
      const found = await listingOf(c);
      if (!found.ok) return found.response;
      const audit = auditOf(found, 'boat.calendar.exportReset');
      const token = audit
        ? await deps.db.transaction().execute(async (trx) => {
            const fresh = await resetIcalToken(trx, found.listing.id);
            await audit(trx, { before: null, after: { exportUrlReset: true } });
            return fresh;
          })
        : await resetIcalToken(deps.db, found.listing.id);
      return c.json<CalendarExport>({ url: icalUrlOf(deps.config.publicUrl, token) });
    })
    .put('/account/listings/:id/calendar/import', async (c) => {
      const found = await listingOf(c);
      if (!found.ok) return found.response;
      const body = await validateBody(c, CalendarImportUrlBody);
      if (!body.ok) return body.response;
      const url = calendarUrlOf(body.value.url, fetchOptions.allowPrivateAddresses);
      if (!url) return importRefused(c, 'ical_url_invalid');
      // Imported at once: the URL is saved only when its calendar could be read, so a typo is seen now, not in an hour.
      const fetched = await fetchCalendar(url.toString(), fetchOptions);
      if (!fetched.ok) return importRefused(c, fetched.error);
      const imported = await importCalendarText(deps.db, found.listing.id, fetched.text, { now: deps.now(), url: url.toString(), audit: auditOf(found, 'boat.calendar.import') });
      return imported.ok ? c.json<CalendarImportResult>(imported.result) : importRefused(c, imported.error);
    })
    .post('/account/listings/:id/calendar/import', async (c) => {
      const found = await listingOf(c);
      if (!found.ok) return found.response;
      const body = await validateBody(c, CalendarImportTextBody);
      if (!body.ok) return body.response;
      const imported = await importCalendarText(deps.db, found.listing.id, body.value.ics, { now: deps.now(), audit: auditOf(found, 'boat.calendar.import') });
      return imported.ok ? c.json<CalendarImportResult>(imported.result) : importRefused(c, imported.error);
    })
    .delete('/account/listings/:id/calendar/import', async (c) => {
      const found = await listingOf(c);
      if (!found.ok) return found.response;
      await removeCalendarImport(deps.db, found.listing.id, auditOf(found, 'boat.calendar.importRemoved'));
      return c.body(null, 204);
    })
    .get('/calendars/:file', async (c) => {
      // Public: the token in the URL is the only credential (other sites fetch it without a session).
      const feed = await exportCalendarFeed(deps.db, c.req.param('file'), deps.now());
      if (feed === undefined) return apiError(c, 404, 'calendar_not_found', { message: 'No such calendar.' });
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', 'inline; filename="seaway-calendar.ics"');
      c.header('X-Robots-Tag', 'noindex');
      return c.body(feed);
    });
};
