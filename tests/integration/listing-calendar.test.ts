import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { sql } from 'kysely';
import { CalendarChangeResult, CalendarExport, CalendarImportResult, ListingCalendar, type CalendarRange } from '../../src/contract/listing-calendar';
import { TEST_CARDS, type PaymentStart } from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import type { ProductsResponse } from '../../src/contract/search';
import { parseICalendar } from '../../src/domain/listing/icalendar';
import { addDays } from '../../src/domain/search/iso-date';
import { runCalendarImports } from '../../server/jobs/calendar-import';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpListingCalendarGateway } from '../../src/adapters/listings/http-listing-calendar-gateway';
import { ApiClient, signedInClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * The listing's availability calendar (issue [6]) through the real server: the demo owner blocks and frees days
 * (search and booking follow at once), sees bookings, exports the calendar as a secret .ics URL and imports another
 * site's calendar by URL (from a local HTTP server) or by pasted text; only the owner and staff may do any of it.
 */

let t: TestServer;
let owner: ApiClient;
let staff: ApiClient;
let stranger: ApiClient;
let tenant: ApiClient;
let visitor: ApiClient;
let ownerId: number;
/** Demo owner's boats, each used by one part of the tests. */
let boats: number[] = [];
let feedServer: Server;
let feedUrl: string;
/** What the local "other site" serves at /feed.ics. */
let feedBody = '';
const db = () => t.server.database.db;
const TODAY = TEST_NOW.toISOString().slice(0, 10);
const TENANT_FIRST_NAME = 'Tessa';

const signedIn = (userId: number): Promise<ApiClient> => signedInClient(t, userId);
const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const decodes = (codec: { decode: (u: unknown) => unknown }, value: unknown) => isRight(codec.decode(value) as never);

/** A window of `days` free days of the boat (no taken day, no booking holding dates) from about a month ahead. */
const freeWindow = async (boatId: number, days: number): Promise<{ startDate: string; endDate: string }> => {
  for (let offset = 30; offset < 330; offset += 3) {
    const startDate = addDays(TODAY, offset);
    const endDate = addDays(startDate, days - 1);
    const { rows } = await sql<{ taken: boolean }>`
      select exists (select 1 from boat_unavailabilities u where u.boat_id = ${boatId}::int and u.start_date <= ${endDate}::date and u.end_date >= ${startDate}::date)
        or exists (select 1 from booking_requests r where r.boat_id = ${boatId}::int and r.start_date <= ${endDate}::date and r.end_date >= ${startDate}::date) as taken`.execute(db());
    if (!rows[0]?.taken) return { startDate, endDate };
  }
  throw new Error(`no free window for boat ${boatId}`);
};

const calendarPath = (boatId: number, suffix = '') => `/api/v6/account/listings/${boatId}/calendar${suffix}`;
const readCalendar = async (boatId: number, from: string, to: string, client = owner): Promise<ListingCalendar> => {
  const r = await client.get<ListingCalendar>(`${calendarPath(boatId)}?from=${from}&to=${to}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(decodes(ListingCalendar, r.body), JSON.stringify(r.body)).toBe(true);
  return r.body;
};
const change = (boatId: number, body: { startDate: string; endDate: string; blocked: boolean }, client = owner, window?: { from: string; to: string }) =>
  client.request<CalendarChangeResult & ApiErrorBody>('PUT', `${calendarPath(boatId)}${window ? `?from=${window.from}&to=${window.to}` : ''}`, { body });
const searchOwnerBoats = async (dates: { startDate: string; endDate: string }): Promise<ProductsResponse> => {
  const r = await visitor.get<ProductsResponse>(`/api/v6/products?ownerId=${ownerId}&startDate=${dates.startDate}&endDate=${dates.endDate}`);
  expect(r.status).toBe(200);
  return r.body;
};
/** A visitor's search of the demo owner's boats for the dates: the count and every boat listed, all pages read. */
const searchFor = async (dates: { startDate: string; endDate: string }): Promise<{ count: number; ids: number[] }> => {
  const ids: number[] = [];
  const first = await searchOwnerBoats(dates);
  ids.push(...first.products.map((p) => p.id));
  for (let p = 2; p <= first.pagination.totalPage; p++) {
    const r = await visitor.get<ProductsResponse>(`/api/v6/products?ownerId=${ownerId}&startDate=${dates.startDate}&endDate=${dates.endDate}&page=${p}`);
    ids.push(...r.body.products.map((x) => x.id));
  }
  return { count: first.count, ids };
};

/** The tenant books and pays the boat for the dates (instant: paid; on request: awaiting the owner, dates held). */
const bookAndPay = async (boatId: number, dates: { startDate: string; endDate: string }): Promise<number> => {
  const requested = await tenant.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, dates);
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${requested.body.hash}/payment`);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const paid = await tenant.post<{ status: string }>('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
  expect(paid.body).toEqual({ status: 'succeeded' });
  return (await db().selectFrom('booking_requests').select('id').where('hash', '=', requested.body.hash).executeTakeFirstOrThrow()).id;
};

const vcalendar = (...events: Array<{ uid: string; start: string; endExclusive?: string; summary?: string }>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other site//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTART;VALUE=DATE:${e.start.replace(/-/g, '')}`,
      ...(e.endExclusive ? [`DTEND;VALUE=DATE:${e.endExclusive.replace(/-/g, '')}`] : []),
      `SUMMARY:${e.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

beforeAll(async () => {
  t = await startTestServer();
  ownerId = await userId('owner@demo.seaway.test');
  owner = await signedIn(ownerId);
  staff = await signedIn(await userId('staff@demo.seaway.test'));
  tenant = await signedIn(await userId('tenant@demo.seaway.test'));
  const strangerId = (
    await db()
      .insertInto('users')
      .values({ email: 'calendar.stranger@example.test', first_name: 'Sam', last_name: 'Other', roles: ['tenant', 'owner'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  stranger = await signedIn(strangerId);
  visitor = new ApiClient(t.url);
  boats = (await db().selectFrom('boats').select('id').where('owner_id', '=', ownerId).where('status', '=', 'published').where('minimum_days', '=', 1).orderBy('id').limit(6).execute()).map((b) => b.id);
  expect(boats.length).toBeGreaterThanOrEqual(5);
  feedServer = createServer((request, response) => {
    if (request.url === '/feed.ics') response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(feedBody);
    else response.writeHead(404).end('Not found');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.ics`;
});
afterAll(async () => {
  feedServer?.closeAllConnections();
  await new Promise((resolve) => feedServer?.close(resolve));
  await t?.close();
});

describe('blocking and freeing days', () => {
  it('a block hides the boat from a search of those dates and refuses their booking at once; freeing lists it again', async () => {
    const boatId = boats[0]!;
    const dates = await freeWindow(boatId, 4);
    // The search is cached first, so a stale count would show.
    const before = await searchFor(dates);
    expect(before.ids).toContain(boatId);

    const blocked = await change(boatId, { ...dates, blocked: true }, owner, { from: dates.startDate, to: dates.endDate });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(decodes(CalendarChangeResult, blocked.body)).toBe(true);
    expect(blocked.body.stillTaken).toEqual([]);
    expect(blocked.body.calendar.ranges).toEqual([{ ...dates, source: 'owner', booking: null, note: null }]);

    const during = await searchFor(dates);
    expect(during.ids).not.toContain(boatId);
    expect(during.count).toBe(before.count - 1);
    const refused = await tenant.post<ApiErrorBody>(`/api/v6/products/${boatId}/booking-request`, dates);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('not_available');
    const product = await visitor.get<{ unavailabilities: Array<{ startDate: string; endDate: string }> }>(`/api/v6/products/${boatId}`);
    expect(product.body.unavailabilities).toContainEqual(dates);

    const freed = await change(boatId, { ...dates, blocked: false });
    expect(freed.status).toBe(200);
    expect(freed.body.stillTaken).toEqual([]);
    const after = await searchFor(dates);
    expect(after.ids).toContain(boatId);
    expect(after.count).toBe(before.count);
  });

  it('merges touching blocks, splits a block freed in its middle, and answers the window asked for', async () => {
    const boatId = boats[1]!;
    const { startDate } = await freeWindow(boatId, 10);
    const day = (n: number) => addDays(startDate, n);
    const window = { from: day(0), to: day(9) };
    await change(boatId, { startDate: day(0), endDate: day(2), blocked: true });
    const merged = await change(boatId, { startDate: day(3), endDate: day(5), blocked: true }, owner, window);
    expect(merged.body.calendar.ranges.filter((r) => r.source === 'owner')).toEqual([{ startDate: day(0), endDate: day(5), source: 'owner', booking: null, note: null }]);
    const split = await change(boatId, { startDate: day(2), endDate: day(3), blocked: false }, owner, window);
    expect(split.body.calendar.ranges.filter((r) => r.source === 'owner').map((r) => [r.startDate, r.endDate])).toEqual([
      [day(0), day(1)],
      [day(4), day(5)],
    ]);
    expect(split.body.calendar).toMatchObject({ listingId: boatId, from: window.from, to: window.to, today: TODAY });
    await change(boatId, { startDate: day(0), endDate: day(9), blocked: false });
    expect((await readCalendar(boatId, window.from, window.to)).ranges.filter((r) => r.source === 'owner')).toEqual([]);
  });

  it('refuses bad dates with 400 and the fields’ message keys', async () => {
    const boatId = boats[1]!;
    const past = await change(boatId, { startDate: addDays(TODAY, -1), endDate: TODAY, blocked: true });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual(['startDate: listing-calendar.errors.past']);
    const reversed = await change(boatId, { startDate: addDays(TODAY, 5), endDate: addDays(TODAY, 4), blocked: true });
    expect(reversed.body.details).toEqual(['endDate: listing-calendar.errors.endBeforeStart']);
    const far = await change(boatId, { startDate: addDays(TODAY, 300), endDate: addDays(TODAY, 400), blocked: true });
    expect(far.body.details).toEqual(['endDate: listing-calendar.errors.tooFarAhead']);
    const junk = await owner.request<ApiErrorBody>('PUT', calendarPath(boatId), { body: { startDate: 'soon', endDate: 5, blocked: 'yes' } });
    expect(junk.status).toBe(400);
    const window = await owner.get<ApiErrorBody>(`${calendarPath(boatId)}?from=${TODAY}&to=${addDays(TODAY, 400)}`);
    expect(window.status).toBe(400);
    expect(window.body.details).toEqual(['to: listing-calendar.errors.windowTooLong']);
    expect((await owner.get(`${calendarPath(boatId)}?from=2026-02-30&to=2026-03-01`)).status).toBe(400);
  });
});

describe('bookings on the calendar, and the export', () => {
  it('shows a booking with its tenant’s first name; blocking over it leaves it; freeing answers what stays taken', async () => {
    const boatId = boats[2]!;
    const dates = await freeWindow(boatId, 3);
    const bookingId = await bookAndPay(boatId, dates);
    const around = { from: addDays(dates.startDate, -2), to: addDays(dates.endDate, 2) };
    const calendar = await readCalendar(boatId, around.from, around.to);
    const booked = calendar.ranges.find((r) => r.source === 'booking');
    expect(booked).toMatchObject({ ...dates, booking: { id: bookingId, tenantFirstName: TENANT_FIRST_NAME } });
    expect(['paid', 'awaitingOwner']).toContain(booked?.booking?.status);

    const blocked = await change(boatId, { startDate: around.from, endDate: around.to, blocked: true }, owner, around);
    expect(blocked.status).toBe(200);
    expect(blocked.body.calendar.ranges.filter((r) => r.source === 'booking')).toEqual([booked]);
    const freed = await change(boatId, { startDate: around.from, endDate: around.to, blocked: false }, owner, around);
    expect(freed.body.stillTaken).toEqual([dates]);
    expect(freed.body.calendar.ranges.map((r) => r.source)).toEqual(['booking']);
    // The booking still holds its days.
    expect((await tenant.post(`/api/v6/products/${boatId}/booking-request`, dates)).status).toBe(409);
  });

  it('exports bookings and blocks as a secret .ics URL without tenant names; a reset kills the old URL', async () => {
    const boatId = boats[2]!;
    const block = await freeWindow(boatId, 2);
    await change(boatId, { ...block, blocked: true });
    const exported = await owner.get<CalendarExport>(calendarPath(boatId, '/export'));
    expect(exported.status).toBe(200);
    expect(decodes(CalendarExport, exported.body)).toBe(true);
    const url = new URL(exported.body.url);
    expect(url.pathname).toMatch(/^\/api\/v6\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same URL until reset.
    expect((await owner.get<CalendarExport>(calendarPath(boatId, '/export'))).body.url).toBe(exported.body.url);

    const feed = await fetch(`${t.url}${url.pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('\r\n');
    expect(text).not.toContain(TENANT_FIRST_NAME);
    expect(text).not.toMatch(/Marin/);
    const parsed = parseICalendar(text);
    expect(parsed.ok).toBe(true);
    const events = parsed.ok ? parsed.events : [];
    const bookingRow = await db().selectFrom('boat_unavailabilities').select(['booking_request_id']).where('boat_id', '=', boatId).where('booking_request_id', 'is not', null).executeTakeFirstOrThrow();
    expect(events).toContainEqual(expect.objectContaining({ uid: `booking-${bookingRow.booking_request_id}@seaway`, summary: 'Booked' }));
    expect(events).toContainEqual(expect.objectContaining({ ...block, summary: 'Blocked', uid: expect.stringMatching(/^block-\d+@seaway$/) }));
    expect(events.every((e) => e.summary === 'Booked' || e.summary === 'Blocked')).toBe(true);

    const reset = await owner.post<CalendarExport>(calendarPath(boatId, '/export/reset'));
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(exported.body.url);
    expect((await fetch(`${t.url}${url.pathname}`)).status).toBe(404);
    expect((await fetch(`${t.url}${new URL(reset.body.url).pathname}`)).status).toBe(200);
  });

  it('an unknown token is not found', async () => {
    for (const file of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', 'nope.ics', 'x', '..%2F..%2Fetc.ics']) {
      expect((await visitor.get(`/api/v6/calendars/${file}`)).status, file).toBe(404);
    }
  });
});

describe('importing another site’s calendar', () => {
  it('imports from a saved URL, re-imports (replacing what was imported), and the hourly job does it again', async () => {
    const boatId = boats[3]!;
    const window = await freeWindow(boatId, 20);
    const day = (n: number) => addDays(window.startDate, n);
    const range = { from: day(0), to: day(19) };
    feedBody = vcalendar({ uid: 'a@other', start: day(0), endExclusive: day(3), summary: 'Guest: Jane Doe' }, { uid: 'b@other', start: day(10) });
    const first = await owner.put<CalendarImportResult & ApiErrorBody>(calendarPath(boatId, '/import'), { url: feedUrl });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(decodes(CalendarImportResult, first.body)).toBe(true);
    expect(first.body).toMatchObject({ imported: 2, skipped: 0, conflicts: [], url: feedUrl });
    let calendar = await readCalendar(boatId, range.from, range.to);
    expect(calendar.import.url).toBe(feedUrl);
    expect(calendar.ranges.filter((r) => r.source === 'ical').map((r): Partial<CalendarRange> => ({ startDate: r.startDate, endDate: r.endDate, note: r.note }))).toEqual([
      { startDate: day(0), endDate: day(2), note: 'Guest: Jane Doe' },
      { startDate: day(10), endDate: day(10), note: 'Reserved' },
    ]);
    // Imported days are taken like any other: search and booking see them.
    expect((await searchFor({ startDate: day(1), endDate: day(1) })).ids).not.toContain(boatId);
    expect((await tenant.post(`/api/v6/products/${boatId}/booking-request`, { startDate: day(10), endDate: day(11) })).status).toBe(409);
    // Freeing never frees an imported day.
    const freed = await change(boatId, { startDate: day(0), endDate: day(1), blocked: false });
    expect(freed.body.stillTaken).toEqual([{ startDate: day(0), endDate: day(1) }]);

    // The other site freed the first stay and took another: a re-import replaces everything imported before.
    feedBody = vcalendar({ uid: 'b@other', start: day(10) }, { uid: 'c@other', start: day(15), endExclusive: day(17) });
    const again = await owner.put<CalendarImportResult>(calendarPath(boatId, '/import'), { url: feedUrl });
    expect(again.body.imported).toBe(2);
    calendar = await readCalendar(boatId, range.from, range.to);
    expect(calendar.ranges.filter((r) => r.source === 'ical').map((r) => [r.startDate, r.endDate])).toEqual([
      [day(10), day(10)],
      [day(15), day(16)],
    ]);
    expect((await searchFor({ startDate: day(1), endDate: day(1) })).ids).toContain(boatId);

    // The hourly job re-imports saved URLs (an hour later), and keeps the last days when the other site fails.
    feedBody = vcalendar({ uid: 'd@other', start: day(5) });
    const later = new Date(TEST_NOW.getTime() + 3_600_000);
    const run = await runCalendarImports({ db: db(), now: () => later, fetch: { allowPrivateAddresses: true } });
    expect(run.imported).toBeGreaterThanOrEqual(1);
    calendar = await readCalendar(boatId, range.from, range.to);
    expect(calendar.ranges.filter((r) => r.source === 'ical').map((r) => r.startDate)).toEqual([day(5)]);
    expect(calendar.import.importedAt).toBe(later.toISOString());
    feedBody = '<html>Maintenance</html>';
    const failing = await runCalendarImports({ db: db(), now: () => new Date(later.getTime() + 3_600_000), fetch: { allowPrivateAddresses: true } });
    expect(failing.failed).toBeGreaterThanOrEqual(1);
    expect((await readCalendar(boatId, range.from, range.to)).ranges.filter((r) => r.source === 'ical').map((r) => r.startDate)).toEqual([day(5)]);

    // Stopping the import removes the URL and the imported days.
    expect((await owner.delete(calendarPath(boatId, '/import'))).status).toBe(204);
    calendar = await readCalendar(boatId, range.from, range.to);
    expect(calendar.import).toEqual({ url: null, importedAt: null });
    expect(calendar.ranges.filter((r) => r.source === 'ical')).toEqual([]);
  });

  it('imports pasted text once, reports days that fall on a booking, and refuses garbage without changing anything', async () => {
    const boatId = boats[4]!;
    const dates = await freeWindow(boatId, 6);
    const day = (n: number) => addDays(dates.startDate, n);
    const bookingId = await bookAndPay(boatId, { startDate: day(2), endDate: day(3) });
    expect(bookingId).toBeGreaterThan(0);
    const pasted = await owner.post<CalendarImportResult>(calendarPath(boatId, '/import'), {
      ics: vcalendar({ uid: 'x@else', start: day(0), endExclusive: day(3) }, { uid: 'old@else', start: addDays(TODAY, -20), endExclusive: addDays(TODAY, -10) }),
    });
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(200);
    // The past stay is not kept; the day on the booking is kept and reported.
    expect(pasted.body).toMatchObject({ imported: 1, skipped: 0, conflicts: [{ startDate: day(2), endDate: day(2) }], url: null });
    const calendar = await readCalendar(boatId, day(0), day(5));
    expect(calendar.ranges.map((r) => [r.source, r.startDate, r.endDate])).toEqual([
      ['ical', day(0), day(2)],
      ['booking', day(2), day(3)],
    ]);

    for (const ics of ['<html>not a calendar</html>', '']) {
      const refused = await owner.post<ApiErrorBody>(calendarPath(boatId, '/import'), { ics });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe('ical_not_calendar');
    }
    expect((await readCalendar(boatId, day(0), day(5))).ranges).toEqual(calendar.ranges);
  });

  it('refuses URLs that are not https or point inside our network, and calendars that cannot be fetched', async () => {
    const boatId = boats[3]!;
    const put = (url: string) => owner.put<ApiErrorBody>(calendarPath(boatId, '/import'), { url });
    expect((await put('ftp://example.com/cal.ics')).body).toMatchObject({ error: 'ical_url_invalid', details: ['url: listing-calendar.errors.ical_url_invalid'] });
    expect((await put('http://calendar.example.com/cal.ics')).status).toBe(400);
    expect((await put('not a url')).status).toBe(400);
    const missing = await put(feedUrl.replace('/feed.ics', '/missing.ics'));
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe('ical_http_error');
    feedBody = 'garbage';
    const garbage = await put(feedUrl);
    expect(garbage.status).toBe(422);
    expect(garbage.body.error).toBe('ical_not_calendar');
    // Nothing saved by a failed import.
    expect((await db().selectFrom('boats').select('ical_import_url').where('id', '=', boatId).executeTakeFirstOrThrow()).ical_import_url).toBeNull();
  });
});

describe('who may see and change a calendar', () => {
  const routes = (boatId: number, dates: { startDate: string; endDate: string }) =>
    [
      ['GET', calendarPath(boatId), undefined],
      ['PUT', calendarPath(boatId), { ...dates, blocked: true }],
      ['GET', calendarPath(boatId, '/export'), undefined],
      ['POST', calendarPath(boatId, '/export/reset'), undefined],
      ['PUT', calendarPath(boatId, '/import'), { url: 'https://calendar.example.com/a.ics' }],
      ['POST', calendarPath(boatId, '/import'), { ics: vcalendar() }],
      ['DELETE', calendarPath(boatId, '/import'), undefined],
    ] as const;

  it('anyone but the owner and staff gets 404 on every route, a visitor 401, and nothing changes', async () => {
    const boatId = boats[5] ?? boats[0]!;
    const dates = await freeWindow(boatId, 2);
    const before = await db().selectFrom('boat_unavailabilities').select(['id', 'source']).where('boat_id', '=', boatId).orderBy('id').execute();
    const token = (await db().selectFrom('boats').select('ical_token').where('id', '=', boatId).executeTakeFirstOrThrow()).ical_token;
    for (const [method, path, body] of routes(boatId, dates)) {
      const asStranger = await stranger.request<ApiErrorBody>(method, path, body === undefined ? {} : { body });
      expect(asStranger.status, `${method} ${path}`).toBe(404);
      expect(asStranger.body.error).toBe('listing_not_found');
      expect((await visitor.request(method, path, body === undefined ? {} : { body })).status, `${method} ${path}`).toBe(401);
      expect((await stranger.request(method, path.replace(`/${boatId}/`, '/99999999/'), body === undefined ? {} : { body })).status).toBe(404);
    }
    expect(await db().selectFrom('boat_unavailabilities').select(['id', 'source']).where('boat_id', '=', boatId).orderBy('id').execute()).toEqual(before);
    expect((await db().selectFrom('boats').select('ical_token').where('id', '=', boatId).executeTakeFirstOrThrow()).ical_token).toBe(token);
  });

  it('staff may read and change any listing’s calendar', async () => {
    const boatId = boats[5] ?? boats[0]!;
    const dates = await freeWindow(boatId, 2);
    const blocked = await change(boatId, { ...dates, blocked: true }, staff, { from: dates.startDate, to: dates.endDate });
    expect(blocked.status).toBe(200);
    expect(blocked.body.calendar.ranges).toEqual([{ ...dates, source: 'owner', booking: null, note: null }]);
    expect((await readCalendar(boatId, dates.startDate, dates.endDate, staff)).ranges).toHaveLength(1);
    expect((await staff.get<CalendarExport>(calendarPath(boatId, '/export'))).status).toBe(200);
    expect((await change(boatId, { ...dates, blocked: false }, staff)).status).toBe(200);
  });
});

describe('HttpListingCalendarGateway against the server', () => {
  /** The web app's client: the session token, and the anti-forgery cookie echoed in its header. */
  const gatewayFor = (client: ApiClient, fetchFn: typeof fetch = fetch) => {
    const xsrf = 'calendar-adapter-xsrf-token';
    const withCookie: typeof fetch = (input, init) =>
      fetchFn(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf } });
    return new HttpListingCalendarGateway(new HttpClient({ baseUrl: `${t.url}/api/v6`, fetch: withCookie, locale: () => 'fr', token: () => client.token }));
  };

  it('reads, blocks, frees, exports and imports through the contract’s codecs', async () => {
    const boatId = boats[1]!;
    const gateway = gatewayFor(owner);
    const dates = await freeWindow(boatId, 2);
    const window = { from: dates.startDate, to: dates.endDate };
    const read = await gateway.calendar(boatId, window);
    expect(isRight(read) && read.right).toMatchObject({ listingId: boatId, from: window.from, to: window.to });
    const blocked = await gateway.change(boatId, { ...dates, blocked: true }, window);
    expect(isRight(blocked) && blocked.right.calendar.ranges).toEqual([{ ...dates, source: 'owner', booking: null, note: null }]);
    const freed = await gateway.change(boatId, { ...dates, blocked: false }, window);
    expect(isRight(freed) && freed.right.calendar.ranges).toEqual([]);
    const exported = await gateway.exportUrl(boatId);
    expect(isRight(exported) && exported.right.url).toMatch(/\.ics$/);
    const reset = await gateway.resetExport(boatId);
    expect(isRight(reset) && isRight(exported) && reset.right.url !== exported.right.url).toBe(true);
    const imported = await gateway.importText(boatId, vcalendar({ uid: 'adapter@else', start: dates.startDate }));
    expect(isRight(imported) && imported.right.imported).toBe(1);
    feedBody = vcalendar();
    const byUrl = await gateway.importUrl(boatId, feedUrl);
    expect(isRight(byUrl) && byUrl.right).toMatchObject({ imported: 0, url: feedUrl });
    expect(isRight(await gateway.stopImport(boatId))).toBe(true);
  });

  it('answers tagged failures: 404 for a stranger, 400 with details, a decode error for a malformed answer', async () => {
    const boatId = boats[1]!;
    const window = { from: TODAY, to: addDays(TODAY, 30) };
    const foreign = await gatewayFor(stranger).calendar(boatId, window);
    expect(isLeft(foreign) && foreign.left).toMatchObject({ kind: 'http', status: 404 });
    const past = await gatewayFor(owner).change(boatId, { startDate: addDays(TODAY, -3), endDate: TODAY, blocked: true }, window);
    expect(isLeft(past) && past.left).toMatchObject({ kind: 'http', status: 400, body: { details: ['startDate: listing-calendar.errors.past'] } });
    const malformed: typeof fetch = async () => new Response(JSON.stringify({ listingId: 'eight', ranges: 3 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const decoded = await gatewayFor(owner, malformed).calendar(boatId, window);
    expect(isLeft(decoded) && decoded.left.kind).toBe('decode');
  });
});
