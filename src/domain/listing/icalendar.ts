import { addDays, isIsoDate, type IsoDate } from '../search/iso-date';

/**
 * iCalendar (RFC 5545) for a listing's busy days: the feed other sites import (format) and another site's feed we
 * import (parse). Days only: an event covers whole days, our ranges include both ends while iCalendar's DTEND is
 * exclusive. Pure: the stamp of the feed is an argument.
 */

/** One busy range of our calendar as an event. */
export interface BusyEvent {
  /** Stable across exports: `booking-{id}@seaway` or `block-{id}@seaway`. */
  readonly uid: string;
  readonly startDate: IsoDate;
  /** Included. */
  readonly endDate: IsoDate;
  readonly summary: string;
}

export interface ICalendarFeed {
  readonly name: string;
  readonly events: readonly BusyEvent[];
  /** DTSTAMP of every event: when the feed was made. */
  readonly stampedAt: Date;
}

/** The most events an import reads; a bigger feed is refused rather than half imported. */
export const ICAL_MAX_EVENTS = 5000;
/** Longest UID and summary kept from an imported event (the database's columns). */
export const ICAL_UID_MAX = 255;
export const ICAL_SUMMARY_MAX = 200;
/** RFC 5545 section 3.1: content lines are folded so no line is longer than 75 octets (CRLF excluded). */
const FOLD_OCTETS = 75;
const CRLF = '\r\n';

export const bookingEventUid = (bookingId: number): string => `booking-${bookingId}@seaway`;
export const blockEventUid = (rowId: number): string => `block-${rowId}@seaway`;

// ---- format -------------------------------------------------------------------------------------------------------

/** TEXT values (RFC 5545 section 3.3.11): backslash, semicolon, comma and newlines escaped. */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\n|\r/g, '\\n');

export const unescapeText = (text: string): string =>
  text.replace(/\\([\\;,nN])|\\/g, (_, escaped: string | undefined) => (escaped === undefined ? '' : escaped === 'n' || escaped === 'N' ? '\n' : escaped));

const utf8Octets = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * A content line folded at 75 octets: continuation lines start with one space (counted in their 75). Cuts fall
 * between code points, so a UTF-8 sequence (or a UTF-16 surrogate pair) is never split.
 */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > FOLD_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const dateValue = (date: IsoDate): string => date.replace(/-/g, '');
const stampValue = (at: Date): string =>
  `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;

/** The VCALENDAR of busy days: CRLF line ends, folded lines, all-day events with an exclusive DTEND. */
export const formatICalendar = (feed: ICalendarFeed): string => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Seaway//Listing calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(feed.name)}`];
  const stamp = stampValue(feed.stampedAt);
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(event.endDate, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
};

// ---- parse --------------------------------------------------------------------------------------------------------

/** An event read from another site's feed, as busy days. */
export interface ImportedEvent {
  readonly uid: string | null;
  readonly startDate: IsoDate;
  /** Included. */
  readonly endDate: IsoDate;
  readonly summary: string | null;
}

export type ICalendarParseError = 'not_icalendar' | 'too_many_events';

export type ICalendarParseResult =
  | { readonly ok: true; readonly events: readonly ImportedEvent[]; /** Events without a readable start. */ readonly skipped: number }
  | { readonly ok: false; readonly error: ICalendarParseError };

interface ContentLine {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  readonly value: string;
}

/** RFC 5545 section 3.1: a line break followed by one space or tab continues the line. */
export const unfoldLines = (text: string): string[] => {
  const lines: string[] = [];
  for (const raw of text.split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += raw.slice(1);
    else lines.push(raw);
  }
  return lines;
};

/** NAME;PARAM=value;PARAM="quoted:value":VALUE, or null when the line has no name or no colon. */
const parseContentLine = (line: string): ContentLine | null => {
  const nameMatch = /^[A-Za-z0-9-]+/.exec(line);
  if (!nameMatch) return null;
  const name = nameMatch[0].toUpperCase();
  const params: Record<string, string> = {};
  let i = name.length;
  while (line[i] === ';') {
    const eq = line.indexOf('=', i);
    if (eq < 0) return null;
    const key = line.slice(i + 1, eq).toUpperCase();
    i = eq + 1;
    let value = '';
    // Several comma-separated values, each possibly quoted: kept as written, quotes removed.
    for (;;) {
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        if (close < 0) return null;
        value += line.slice(i + 1, close);
        i = close + 1;
      } else {
        const match = /^[^;:,]*/.exec(line.slice(i));
        value += match?.[0] ?? '';
        i += match?.[0].length ?? 0;
      }
      if (line[i] !== ',') break;
      value += ',';
      i++;
    }
    params[key] = value;
  }
  if (line[i] !== ':') return null;
  return { name, params, value: line.slice(i + 1) };
};

/** A DATE or DATE-TIME value (UTC with Z, floating, or local to a TZID): its date part and seconds into that day. */
interface MomentValue {
  readonly date: IsoDate;
  /** null for a DATE value. */
  readonly secondsOfDay: number | null;
}

const parseMoment = (value: string): MomentValue | null => {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:T(\d{2}):?(\d{2}):?(\d{2})(?:\.\d+)?Z?)?$/i.exec(value.trim());
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  if (!isIsoDate(date)) return null;
  if (match[4] === undefined) return { date, secondsOfDay: null };
  const seconds = Number(match[4]) * 3600 + Number(match[5]) * 60 + Number(match[6]);
  // 23:59:60 (a leap second) is still that day.
  return seconds <= 86_400 ? { date, secondsOfDay: seconds } : null;
};

/** DURATION (RFC 5545 section 3.3.6) in seconds, or null; negative durations count as none. */
const parseDuration = (value: string): number | null => {
  const match = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(value.trim());
  if (!match) return null;
  const [, sign, weeks, days, hours, minutes, seconds] = match;
  const total = Number(weeks ?? 0) * 604_800 + Number(days ?? 0) * 86_400 + Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
  return sign === '-' ? 0 : total;
};

/**
 * The last busy day of an event. DTEND is exclusive: an all-day end, or a time end at midnight, frees that day; a
 * time end later in the day keeps that day busy (the boat is not back before then). Never before the start.
 */
const lastDay = (start: MomentValue, end: MomentValue | null, durationSeconds: number | null): IsoDate => {
  let last: IsoDate = start.date;
  if (end) {
    last = end.secondsOfDay === null || end.secondsOfDay === 0 ? addDays(end.date, -1) : end.date;
  } else if (durationSeconds !== null) {
    const from = start.secondsOfDay ?? 0;
    const until = from + durationSeconds;
    const dayOffset = Math.floor(until / 86_400) - (until % 86_400 === 0 && until > from ? 1 : 0);
    last = addDays(start.date, Math.max(0, Math.min(dayOffset, 3660)));
  }
  return last < start.date ? start.date : last;
};

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f]+/g;
const cleanText = (value: string, max: number): string | null => {
  const text = unescapeText(value).replace(CONTROLS, ' ').trim();
  return text === '' ? null : Array.from(text).slice(0, max).join('');
};

/**
 * Reads another site's feed tolerantly: folded lines, any line ends, DATE and DATE-TIME values (the date part, in
 * UTC for Z values and in the event's own time zone for TZID ones), DTEND or DURATION or neither (one day). Cancelled
 * and transparent (free) events are ignored, as are properties of nested components (alarms). Anything that is not a
 * VCALENDAR is refused, and so is a feed of more than ICAL_MAX_EVENTS events.
 */
export const parseICalendar = (text: string): ICalendarParseResult => {
  const lines = unfoldLines(text.replace(/^\uFEFF/, ''));
  const events: ImportedEvent[] = [];
  let sawCalendar = false;
  let skipped = 0;
  let count = 0;
  const stack: string[] = [];
  let event: Map<string, ContentLine> | null = null;
  for (const raw of lines) {
    if (raw.trim() === '') continue;
    const line = parseContentLine(raw);
    if (!line) continue;
    if (line.name === 'BEGIN') {
      const component = line.value.trim().toUpperCase();
      if (component === 'VCALENDAR') sawCalendar = true;
      stack.push(component);
      if (component === 'VEVENT' && stack.length >= 2) event = new Map();
      continue;
    }
    if (line.name === 'END') {
      const component = line.value.trim().toUpperCase();
      const open = stack.lastIndexOf(component);
      if (open >= 0) stack.length = open;
      if (component === 'VEVENT' && event) {
        count++;
        if (count > ICAL_MAX_EVENTS) return { ok: false, error: 'too_many_events' };
        const read = readEvent(event);
        if (read === 'skipped') skipped++;
        else if (read) events.push(read);
        event = null;
      }
      continue;
    }
    // Only the event's own properties, never those of an alarm inside it.
    if (event && stack[stack.length - 1] === 'VEVENT' && !event.has(line.name)) event.set(line.name, line);
  }
  if (!sawCalendar) return { ok: false, error: 'not_icalendar' };
  return { ok: true, events, skipped };
};

const readEvent = (props: ReadonlyMap<string, ContentLine>): ImportedEvent | 'skipped' | null => {
  const status = props.get('STATUS')?.value.trim().toUpperCase();
  const transparency = props.get('TRANSP')?.value.trim().toUpperCase();
  if (status === 'CANCELLED' || transparency === 'TRANSPARENT') return null;
  const startLine = props.get('DTSTART');
  const start = startLine ? parseMoment(startLine.value) : null;
  if (!start) return 'skipped';
  const endLine = props.get('DTEND');
  const end = endLine ? parseMoment(endLine.value) : null;
  const durationLine = props.get('DURATION');
  const duration = !end && durationLine ? parseDuration(durationLine.value) : null;
  const uid = props.get('UID');
  const summary = props.get('SUMMARY');
  return {
    uid: uid ? cleanText(uid.value, ICAL_UID_MAX) : null,
    startDate: start.date,
    endDate: lastDay(start, end, duration),
    summary: summary ? cleanText(summary.value, ICAL_SUMMARY_MAX) : null,
  };
};
