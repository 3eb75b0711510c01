import { describe, expect, it } from 'vitest';
import { ICAL_MAX_EVENTS, blockEventUid, bookingEventUid, escapeText, foldLine, formatICalendar, parseICalendar, unescapeText, unfoldLines } from './icalendar';

const STAMP = new Date('2026-06-01T09:05:07Z');
const wrap = (...body: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...body, 'END:VCALENDAR'].join('\r\n');
const vevent = (...props: string[]) => ['BEGIN:VEVENT', ...props, 'END:VEVENT'].join('\r\n');

describe('formatICalendar', () => {
  it('writes all-day events with an exclusive end, CRLF line ends and a stamp', () => {
    const text = formatICalendar({
      name: 'Boat 8',
      stampedAt: STAMP,
      events: [
        { uid: bookingEventUid(12), startDate: '2026-07-01', endDate: '2026-07-04', summary: 'Booked' },
        { uid: blockEventUid(3), startDate: '2026-12-31', endDate: '2026-12-31', summary: 'Blocked' },
      ],
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Seaway//Listing calendar//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Boat 8',
        'BEGIN:VEVENT',
        'UID:booking-12@seaway',
        'DTSTAMP:20260601T090507Z',
        'DTSTART;VALUE=DATE:20260701',
        'DTEND;VALUE=DATE:20260705',
        'SUMMARY:Booked',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:block-3@seaway',
        'DTSTAMP:20260601T090507Z',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'SUMMARY:Blocked',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(unescapeText('a\\,b\\;c\\\\d\\ne\\Nf')).toBe('a,b;c\\d\ne\nf');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(2);
    expect(lines.every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    expect(lines[1]?.startsWith(' ')).toBe(true);
    expect(unfoldLines(folded)).toEqual([`SUMMARY:${'é'.repeat(60)}`]);
    const name = formatICalendar({ name: 'Bateau, quai; «Ouest»\\', stampedAt: STAMP, events: [] }).split('\r\n')[5];
    expect(name).toBe('X-WR-CALNAME:Bateau\\, quai\\; «Ouest»\\\\');
  });
});

describe('parseICalendar', () => {
  it('reads all-day events: the exclusive DTEND becomes our inclusive end; no DTEND is one day', () => {
    const result = parseICalendar(
      wrap(
        vevent('UID:abc@other', 'DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260705', 'SUMMARY:Reserved'),
        vevent('UID:one', 'DTSTART;VALUE=DATE:20260710'),
        vevent('DTSTART:20260720', 'DTEND:20260720'),
      ),
    );
    expect(result).toEqual({
      ok: true,
      skipped: 0,
      events: [
        { uid: 'abc@other', startDate: '2026-07-01', endDate: '2026-07-04', summary: 'Reserved' },
        { uid: 'one', startDate: '2026-07-10', endDate: '2026-07-10', summary: null },
        { uid: null, startDate: '2026-07-20', endDate: '2026-07-20', summary: null },
      ],
    });
  });

  it('takes the date part of date-times (Z, TZID or floating); an end at midnight frees its day, a later one keeps it', () => {
    const result = parseICalendar(
      wrap(
        vevent('DTSTART:20260701T140000Z', 'DTEND:20260705T000000Z'),
        vevent('DTSTART;TZID=Europe/Paris:20260801T150000', 'DTEND;TZID="Europe/Paris":20260803T100000'),
        vevent('DTSTART:20260901T100000', 'DTEND:20260901T180000'),
        vevent('DTSTART:20261001T100000', 'DURATION:P2DT2H'),
        vevent('DTSTART;VALUE=DATE:20261101', 'DURATION:P1W'),
      ),
    );
    expect(result.ok && result.events.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2026-07-01', '2026-07-04'],
      ['2026-08-01', '2026-08-03'],
      ['2026-09-01', '2026-09-01'],
      ['2026-10-01', '2026-10-03'],
      ['2026-11-01', '2026-11-07'],
    ]);
  });

  it('unfolds lines, accepts LF line ends and lower case, and unescapes text', () => {
    const text = ['begin:vcalendar', 'BEGIN:VEVENT', 'UID:long-', '\tuid@x', 'DTSTART;VALUE=DATE:2026', ' 0701', 'SUMMARY:Guest\\, party\\; one\\nline', 'END:VEVENT', 'END:VCALENDAR'].join('\n');
    expect(parseICalendar(text)).toEqual({ ok: true, skipped: 0, events: [{ uid: 'long-uid@x', startDate: '2026-07-01', endDate: '2026-07-01', summary: 'Guest, party; one line' }] });
  });

  it('ignores cancelled and transparent events and the properties of alarms', () => {
    const result = parseICalendar(
      wrap(
        vevent('DTSTART;VALUE=DATE:20260701', 'STATUS:CANCELLED'),
        vevent('DTSTART;VALUE=DATE:20260702', 'TRANSP:TRANSPARENT'),
        ['BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20260703', 'BEGIN:VALARM', 'TRIGGER:-PT15M', 'DTSTART:20260601T000000Z', 'END:VALARM', 'END:VEVENT'].join('\r\n'),
      ),
    );
    expect(result.ok && result.events.map((e) => e.startDate)).toEqual(['2026-07-03']);
  });

  it('skips events without a readable start and ends never before starts', () => {
    const result = parseICalendar(wrap(vevent('DTSTART:tomorrow'), vevent('SUMMARY:x'), vevent('DTSTART;VALUE=DATE:20260710', 'DTEND;VALUE=DATE:20260701'), vevent('DTSTART:20260231')));
    expect(result).toEqual({ ok: true, skipped: 3, events: [{ uid: null, startDate: '2026-07-10', endDate: '2026-07-10', summary: null }] });
  });

  it('refuses what is not a calendar, and feeds of more than 5,000 events', () => {
    expect(parseICalendar('<html><body>Not found</body></html>')).toEqual({ ok: false, error: 'not_icalendar' });
    expect(parseICalendar('')).toEqual({ ok: false, error: 'not_icalendar' });
    expect(parseICalendar(wrap())).toEqual({ ok: true, events: [], skipped: 0 });
    const many = wrap(...Array.from({ length: ICAL_MAX_EVENTS + 1 }, () => vevent('DTSTART;VALUE=DATE:20260701')));
    expect(parseICalendar(many)).toEqual({ ok: false, error: 'too_many_events' });
    const enough = wrap(...Array.from({ length: ICAL_MAX_EVENTS }, () => vevent('DTSTART;VALUE=DATE:20260701')));
    expect(parseICalendar(enough).ok).toBe(true);
  });

  it('reads a typical export of another marketplace', () => {
    const airbnb = [
      'BEGIN:VCALENDAR',
      'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
      'CALSCALE:GREGORIAN',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTEND;VALUE=DATE:20260718',
      'DTSTART;VALUE=DATE:20260712',
      'UID:1418fb94e984-a6e5aa6b8e2f1d8b57f3cbc8f4e1f3c6@airbnb.com',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMXXXX\\nPhone Number (Last 4 Digits): 1234',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseICalendar(airbnb)).toEqual({
      ok: true,
      skipped: 0,
      events: [{ uid: '1418fb94e984-a6e5aa6b8e2f1d8b57f3cbc8f4e1f3c6@airbnb.com', startDate: '2026-07-12', endDate: '2026-07-17', summary: 'Reserved' }],
    });
  });
});
