import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CalendarImportError, CalendarImportResult, CalendarRange, ListingCalendar } from '../../src/contract/listing-calendar';
import type { BookingStatus } from '../../src/domain/booking/booking-lifecycle';
import {
  applyCalendarChange,
  conflictsOf,
  importableRanges,
  normaliseRanges,
  takenWithin,
  type CalendarChange,
  type DateRange,
} from '../../src/domain/listing/calendar';
import { blockEventUid, bookingEventUid, formatICalendar, parseICalendar, type BusyEvent } from '../../src/domain/listing/icalendar';
import { addDays, type IsoDate } from '../../src/domain/search/iso-date';
import type { SessionUser } from '../auth/sessions';
import { HOLDING_STATUSES } from '../checkout/holding-statuses';
import type { Database } from '../db/schema';
import { clearSearchAggregates } from '../search/boat-search';
import type { ListingAudit } from './staff-audit';

/**
 * The listing's availability calendar on the server (issue [6]). Taken days live in boat_unavailabilities, which
 * search, the product page and booking already read: a block hides the boat from a search of those dates and refuses
 * their booking at once. A booking's days are the rows with a booking_request_id (and, for safety, a booking holding
 * dates without its row yet); the owner changes only the rows of source 'owner'; an import replaces all the rows of
 * source 'ical'. Each change runs in one transaction with the boat's row locked, so changes of one boat never interleave.
 */

type Db = Kysely<Database>;

export interface CalendarListing {
  readonly id: number;
  readonly ownerId: number;
  readonly title: string;
  readonly icalToken: string | null;
  readonly icalImportUrl: string | null;
  readonly icalImportedAt: Date | null;
}

/** The listing, for its owner or staff; anyone else finds nothing (privacy by query: a 404 like an unknown id). */
export const findCalendarListing = async (db: Db, listingId: number, user: SessionUser): Promise<CalendarListing | undefined> => {
  // Beyond PostgreSQL's integer, no listing (the query would fail).
  if (!Number.isSafeInteger(listingId) || listingId <= 0 || listingId > 2_147_483_647) return undefined;
  let query = db
    .selectFrom('boats')
    .select(['id', 'owner_id', 'title', 'ical_token', 'ical_import_url', 'ical_imported_at'])
    .where('id', '=', listingId);
  if (!user.roles.includes('staff')) query = query.where('owner_id', '=', user.id);
  const row = await query.executeTakeFirst();
  return row
    ? { id: row.id, ownerId: row.owner_id, title: row.title, icalToken: row.ical_token, icalImportUrl: row.ical_import_url, icalImportedAt: row.ical_imported_at }
    : undefined;
};

interface EntryRow {
  id: number | null;
  start_date: string;
  end_date: string;
  source: 'booking' | 'owner' | 'ical';
  booking_id: number | null;
  status: BookingStatus | null;
  first_name: string | null;
  note: string | null;
}

/** Every taken range of the boat overlapping the window, bookings with their tenant's first name, sorted by start. */
const loadEntries = async (db: Db, boatId: number, window: DateRange): Promise<EntryRow[]> => {
  const { rows } = await sql<EntryRow>`
    select u.id, to_char(u.start_date, 'YYYY-MM-DD') as start_date, to_char(u.end_date, 'YYYY-MM-DD') as end_date,
      case when u.booking_request_id is not null then 'booking' else u.source end as source,
      u.booking_request_id as booking_id, r.status, t.first_name, u.note
    from boat_unavailabilities u
    left join booking_requests r on r.id = u.booking_request_id
    left join users t on t.id = r.user_id
    where u.boat_id = ${boatId}::int and u.start_date <= ${window.endDate}::date and u.end_date >= ${window.startDate}::date
    union all
    select null, to_char(r.start_date, 'YYYY-MM-DD'), to_char(r.end_date, 'YYYY-MM-DD'), 'booking', r.id, r.status, t.first_name, null
    from booking_requests r join users t on t.id = r.user_id
    where r.boat_id = ${boatId}::int and r.status in (${sql.join([...HOLDING_STATUSES])})
      and r.start_date <= ${window.endDate}::date and r.end_date >= ${window.startDate}::date
      and not exists (select 1 from boat_unavailabilities u where u.booking_request_id = r.id)
    order by 2, 4, 1`.execute(db);
  return rows;
};

const toRange = (row: EntryRow): CalendarRange => ({
  startDate: row.start_date,
  endDate: row.end_date,
  source: row.source,
  booking: row.source === 'booking' && row.booking_id !== null && row.status !== null ? { id: row.booking_id, tenantFirstName: row.first_name ?? '', status: row.status } : null,
  note: row.source === 'ical' ? row.note : null,
});

/** GET …/calendar: the window's taken ranges and the import's settings. */
export const loadListingCalendar = async (db: Db, listing: CalendarListing, window: DateRange, today: IsoDate): Promise<ListingCalendar> => ({
  listingId: listing.id,
  from: window.startDate,
  to: window.endDate,
  today,
  ranges: (await loadEntries(db, listing.id, window)).map(toRange),
  import: { url: listing.icalImportUrl, importedAt: listing.icalImportedAt ? new Date(listing.icalImportedAt).toISOString() : null },
});

const lockBoat = (trx: Db, boatId: number) => trx.selectFrom('boats').select('id').where('id', '=', boatId).forUpdate().execute();

const sameRange = (a: DateRange, b: DateRange) => a.startDate === b.startDate && a.endDate === b.endDate;

/**
 * PUT …/calendar: blocks or frees the owner's days over a validated range (the domain's applyCalendarChange over all
 * the owner's rows of the boat: touching blocks merge, a free splits a block). Bookings and imported days are never
 * changed: blocking over them leaves them as they are, and what a free leaves taken is answered.
 */
export const changeListingCalendar = async (db: Db, boatId: number, change: CalendarChange, audit?: ListingAudit): Promise<{ stillTaken: DateRange[] }> => {
  const stillTaken = await db.transaction().execute(async (trx) => {
    await lockBoat(trx, boatId);
    const { rows } = await sql<{ id: number; start_date: string; end_date: string }>`
      select id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
      from boat_unavailabilities where boat_id = ${boatId}::int and source = 'owner' and booking_request_id is null
      order by start_date, id`.execute(trx);
    const current = rows.map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date }));
    const next = applyCalendarChange(current, change);
    // Unchanged rows stay (their ids, hence their exported UIDs, too); the others are replaced.
    const kept = new Set<number>();
    const toInsert: DateRange[] = [];
    for (const range of next) {
      const same = current.find((r) => !kept.has(r.id) && sameRange(r, range));
      if (same) kept.add(same.id);
      else toInsert.push(range);
    }
    const gone = current.filter((r) => !kept.has(r.id)).map((r) => r.id);
    if (gone.length > 0) await trx.deleteFrom('boat_unavailabilities').where('id', 'in', gone).execute();
    if (toInsert.length > 0) {
      await trx
        .insertInto('boat_unavailabilities')
        .values(toInsert.map((r) => ({ boat_id: boatId, start_date: r.startDate, end_date: r.endDate, source: 'owner' as const })))
        .execute();
    }
    // Staff changing someone else's calendar (issue [7]): the owner's blocked days before and after.
    const blocks = (ranges: readonly DateRange[]) => ranges.map((r) => ({ startDate: r.startDate, endDate: r.endDate }));
    await audit?.(trx, { before: { blocked: blocks(current) }, after: { blocked: blocks(next) } });
    if (change.blocked) return [];
    const others = (await loadEntries(trx, boatId, change)).filter((e) => e.source !== 'owner');
    return takenWithin(others.map((e) => ({ startDate: e.start_date, endDate: e.end_date })), change);
  });
  clearSearchAggregates(db);
  return { stillTaken };
};

// ---- export ---------------------------------------------------------------------------------------------------------

/** 32 random bytes, URL-safe (43 characters): the secret of the calendar's public URL. */
const newIcalToken = (): string => randomBytes(32).toString('base64url');

/** The public .ics URL of a token. */
export const icalUrlOf = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/+$/, '')}/api/v6/calendars/${token}.ics`;

/** The listing's export token, created on first use (two concurrent first calls agree on one). */
export const ensureIcalToken = async (db: Db, boatId: number): Promise<string> => {
  await db.updateTable('boats').set({ ical_token: newIcalToken() }).where('id', '=', boatId).where('ical_token', 'is', null).execute();
  const row = await db.selectFrom('boats').select('ical_token').where('id', '=', boatId).executeTakeFirstOrThrow();
  if (!row.ical_token) throw new Error('The calendar token just written cannot be read back');
  return row.ical_token;
};

/** A new export token: the old URL stops working at once. */
export const resetIcalToken = async (db: Db, boatId: number): Promise<string> => {
  const token = newIcalToken();
  await db.updateTable('boats').set({ ical_token: token }).where('id', '=', boatId).execute();
  return token;
};

/** Days exported: the last month (other sites keep recent history) to two years ahead. */
const EXPORT_PAST_DAYS = 31;
const EXPORT_FUTURE_DAYS = 730;
/** Tokens as created by newIcalToken (older or hand-made ones of another length are still looked up). */
const TOKEN_FILE = /^([A-Za-z0-9_-]{16,64})\.ics$/;

/**
 * GET /calendars/{token}.ics: the busy days (bookings holding dates, owner blocks, imported days) as iCalendar, or
 * undefined for an unknown token. Never a tenant's name: events read "Booked" or "Blocked".
 */
export const exportCalendarFeed = async (db: Db, file: string, now: Date): Promise<string | undefined> => {
  const token = TOKEN_FILE.exec(file)?.[1];
  if (!token) return undefined;
  const boat = await db.selectFrom('boats').select(['id', 'title']).where('ical_token', '=', token).executeTakeFirst();
  if (!boat) return undefined;
  const today = now.toISOString().slice(0, 10);
  const entries = await loadEntries(db, boat.id, { startDate: addDays(today, -EXPORT_PAST_DAYS), endDate: addDays(today, EXPORT_FUTURE_DAYS) });
  const events: BusyEvent[] = [];
  const seenBookings = new Set<number>();
  for (const entry of entries) {
    if (entry.source === 'booking' && entry.booking_id !== null) {
      if (seenBookings.has(entry.booking_id)) continue;
      seenBookings.add(entry.booking_id);
      events.push({ uid: bookingEventUid(entry.booking_id), startDate: entry.start_date, endDate: entry.end_date, summary: 'Booked' });
    } else if (entry.id !== null) {
      events.push({ uid: blockEventUid(entry.id), startDate: entry.start_date, endDate: entry.end_date, summary: entry.source === 'booking' ? 'Booked' : 'Blocked' });
    }
  }
  return formatICalendar({ name: `Seaway — ${boat.title}`, events, stampedAt: now });
};

// ---- import ---------------------------------------------------------------------------------------------------------

export type CalendarImportOutcome = { readonly ok: true; readonly result: CalendarImportResult } | { readonly ok: false; readonly error: CalendarImportError };

const INSERT_BATCH = 500;

/**
 * Imports another site's calendar text: all the boat's imported rows are replaced by its events (from today on, up
 * to two years ahead) in one transaction, so a re-import drops what the other site freed. Imported days on a
 * booking's days are kept too (the other site says the boat is taken; the owner sorts it out) and answered as
 * conflicts. `url` (when given) becomes the saved URL re-imported every hour. Garbage changes nothing.
 */
export const importCalendarText = async (
  db: Db,
  boatId: number,
  text: string,
  options: { readonly now: Date; readonly url?: string; readonly audit?: ListingAudit | undefined },
): Promise<CalendarImportOutcome> => {
  const parsed = parseICalendar(text);
  if (!parsed.ok) return { ok: false, error: parsed.error === 'too_many_events' ? 'ical_too_many_events' : 'ical_not_calendar' };
  const today = options.now.toISOString().slice(0, 10);
  const events = importableRanges(parsed.events, today);
  const result = await db.transaction().execute(async (trx) => {
    await lockBoat(trx, boatId);
    const previous = options.audit ? await trx.selectFrom('boats').select('ical_import_url').where('id', '=', boatId).executeTakeFirst() : undefined;
    await trx.deleteFrom('boat_unavailabilities').where('boat_id', '=', boatId).where('source', '=', 'ical').where('booking_request_id', 'is', null).execute();
    for (let i = 0; i < events.length; i += INSERT_BATCH) {
      await trx
        .insertInto('boat_unavailabilities')
        .values(
          events.slice(i, i + INSERT_BATCH).map((e) => ({ boat_id: boatId, start_date: e.startDate, end_date: e.endDate, source: 'ical' as const, ical_uid: e.uid, note: e.summary })),
        )
        .execute();
    }
    const updated = await trx
      .updateTable('boats')
      .set({ ical_imported_at: options.now, ...(options.url !== undefined && { ical_import_url: options.url }) })
      .where('id', '=', boatId)
      .returning('ical_import_url')
      .executeTakeFirstOrThrow();
    await options.audit?.(trx, { before: { importUrl: previous?.ical_import_url ?? null }, after: { importUrl: updated.ical_import_url, importedDays: events.length } });
    const span = events.length === 0 ? null : normaliseRanges(events);
    const bookings = span
      ? (await loadEntries(trx, boatId, { startDate: span[0]!.startDate, endDate: span[span.length - 1]!.endDate }))
          .filter((e) => e.source === 'booking')
          .map((e) => ({ startDate: e.start_date, endDate: e.end_date }))
      : [];
    return {
      imported: events.length,
      skipped: parsed.skipped,
      conflicts: conflictsOf(events, bookings),
      importedAt: options.now.toISOString(),
      url: updated.ical_import_url,
    } satisfies CalendarImportResult;
  });
  clearSearchAggregates(db);
  return { ok: true, result };
};

/** Stops importing: the saved URL and the imported days go. */
export const removeCalendarImport = async (db: Db, boatId: number, audit?: ListingAudit): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await lockBoat(trx, boatId);
    const previous = await trx.selectFrom('boats').select('ical_import_url').where('id', '=', boatId).executeTakeFirst();
    await audit?.(trx, { before: { importUrl: previous?.ical_import_url ?? null }, after: { importUrl: null } });
    await trx.deleteFrom('boat_unavailabilities').where('boat_id', '=', boatId).where('source', '=', 'ical').where('booking_request_id', 'is', null).execute();
    await trx.updateTable('boats').set({ ical_import_url: null, ical_imported_at: null }).where('id', '=', boatId).execute();
  });
  clearSearchAggregates(db);
};
