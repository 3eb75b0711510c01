import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../search/iso-date';
import { escapeText, foldLine, formatICalendar, parseICalendar, unescapeText, unfoldLines, type BusyEvent } from './icalendar';

const BASE = toDayNumber('2026-06-01');
const arbEvent: fc.Arbitrary<BusyEvent> = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000_000 }),
    kind: fc.constantFrom('booking', 'block'),
    start: fc.integer({ min: -400, max: 800 }),
    length: fc.integer({ min: 0, max: 400 }),
    summary: fc.constantFrom('Booked', 'Blocked', 'Réservé, bloqué; «ok»\\', 'Забронировано'),
  })
  .map(({ id, kind, start, length, summary }) => ({
    uid: `${kind}-${id}@seaway`,
    startDate: fromDayNumber(BASE + start),
    endDate: fromDayNumber(BASE + start + length),
    summary,
  }));

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

describe('iCalendar properties', () => {
  it('format then parse gives back the events’ ranges, uids and summaries', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 40 }), fc.string({ maxLength: 120, unit: 'binary' }), (events, name) => {
        const parsed = parseICalendar(formatICalendar({ name, events, stampedAt: new Date(Date.UTC(2026, 5, 1, 9)) }));
        expect(parsed).toEqual({ ok: true, skipped: 0, events: events.map((e) => ({ uid: e.uid, startDate: e.startDate, endDate: e.endDate, summary: e.summary })) });
      }),
    );
  });

  it('folding never splits a UTF-8 sequence, keeps lines within 75 octets, and unfolds back', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme' }), (text) => {
        const line = `SUMMARY:${text.replace(/[\r\n]/g, '')}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) {
          const bytes = new TextEncoder().encode(physical);
          expect(bytes.length).toBeLessThanOrEqual(75);
          // A physical line alone is valid UTF-8: no sequence was cut.
          expect(() => fatalUtf8.decode(bytes)).not.toThrow();
        }
        expect(unfoldLines(folded)).toEqual([line]);
      }),
    );
  });

  it('unescaping what was escaped gives the text back (newlines as LF)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        expect(unescapeText(escapeText(text))).toBe(text.replace(/\r\n|\r/g, '\n'));
        expect(escapeText(text)).not.toMatch(/[\r\n]/);
      }),
    );
  });

  it('parsing anything never throws: it answers events or a clear error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.boolean(), (text, asCalendar) => {
        const result = parseICalendar(asCalendar ? `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n${text}\r\nEND:VEVENT\r\nEND:VCALENDAR` : text);
        if (result.ok) for (const e of result.events) expect(e.startDate <= e.endDate).toBe(true);
        else expect(['not_icalendar', 'too_many_events']).toContain(result.error);
      }),
    );
  });
});
