import { addDays, daysInMonth, isIsoDate, toDayNumber, fromDayNumber, type IsoDate } from '../search/iso-date';

/**
 * The listing's availability calendar as its owner sees and changes it (issue [6]). Days are taken by a booking
 * (its dates), by the owner (blocked by hand) or by an import of another site's iCalendar feed; the owner blocks and
 * frees only their own days: a booking's and an imported day are never changed here. Ranges include both days.
 */

export interface DateRange {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

/** Where a taken range comes from (boat_unavailabilities.source). */
export type CalendarSource = 'booking' | 'owner' | 'ical';

export interface CalendarBooking {
  readonly id: number;
  readonly tenantFirstName: string;
  readonly status: string;
}

/** One taken range of the listing's calendar. */
export interface CalendarEntry extends DateRange {
  readonly source: CalendarSource;
  /** Set for a booking's days. */
  readonly booking: CalendarBooking | null;
  /** An imported event's summary (for the owner only; never exported). */
  readonly note: string | null;
}

/** What the owner sees on a day: taken by a booking, by another site's calendar, by themselves, or free. */
export type OwnerDayState = 'free' | 'blocked' | 'imported' | 'booked' | 'past';

export interface OwnerCalendarDay {
  readonly date: IsoDate;
  readonly day: number;
  readonly state: OwnerDayState;
  /** The booking holding the day (kept on past days too, so the owner can still open it). */
  readonly booking: CalendarBooking | null;
  readonly note: string | null;
}

export interface OwnerCalendarMonth {
  /** YYYY-MM */
  readonly key: string;
  readonly year: number;
  readonly month: number;
  /** Empty cells before the 1st, in a week starting on the given first day. */
  readonly leadingBlanks: number;
  readonly days: readonly OwnerCalendarDay[];
}

/** 0 = Sunday … 6 = Saturday, as JavaScript counts (1970-01-01, day number 0, was a Thursday). */
export const weekdayOf = (date: IsoDate): number => (((toDayNumber(date) + 4) % 7) + 7) % 7;

export type FirstDayOfWeek = 0 | 1;

/** Monday everywhere except in the United States' English (Sunday), as the spec's languages expect. */
export const firstDayOfWeekFor = (language: string): FirstDayOfWeek => (language === 'en-US' ? 0 : 1);

const pad = (n: number): string => String(n).padStart(2, '0');

/** The first day of the month of a date. */
export const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** The first day of the month `count` months after the month of `date` (negative: before). */
export const addMonths = (date: IsoDate, count: number): IsoDate => {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad((index % 12) + 1)}-01`;
};

/** The last day of the month of a date. */
export const monthEnd = (date: IsoDate): IsoDate => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 7)}-${pad(daysInMonth(year, month))}`;
};

// ---- ranges -------------------------------------------------------------------------------------------------------

/** The range from a to b whichever comes first (a selection dragged backwards). */
export const orderedRange = (a: IsoDate, b: IsoDate): DateRange => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a });

export const rangeLength = (range: DateRange): number => toDayNumber(range.endDate) - toDayNumber(range.startDate) + 1;

export const rangesOverlap = (a: DateRange, b: DateRange): boolean => a.startDate <= b.endDate && b.startDate <= a.endDate;

export const rangeContains = (range: DateRange, date: IsoDate): boolean => range.startDate <= date && date <= range.endDate;

/** Sorted, disjoint and never adjacent: overlapping or touching ranges become one. */
export const normaliseRanges = (ranges: readonly DateRange[]): DateRange[] => {
  const sorted = [...ranges].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const out: DateRange[] = [];
  for (const range of sorted) {
    const last = out[out.length - 1];
    if (last && toDayNumber(range.startDate) <= toDayNumber(last.endDate) + 1) {
      if (range.endDate > last.endDate) out[out.length - 1] = { startDate: last.startDate, endDate: range.endDate };
    } else {
      out.push({ startDate: range.startDate, endDate: range.endDate });
    }
  }
  return out;
};

/** The owner's ranges with `range` blocked too. */
export const blockRange = (owner: readonly DateRange[], range: DateRange): DateRange[] => normaliseRanges([...owner, range]);

/** The owner's ranges with `range` freed: a range around it is split in two. */
export const freeRange = (owner: readonly DateRange[], range: DateRange): DateRange[] => {
  const out: DateRange[] = [];
  for (const r of normaliseRanges(owner)) {
    if (!rangesOverlap(r, range)) {
      out.push(r);
      continue;
    }
    if (r.startDate < range.startDate) out.push({ startDate: r.startDate, endDate: addDays(range.startDate, -1) });
    if (r.endDate > range.endDate) out.push({ startDate: addDays(range.endDate, 1), endDate: r.endDate });
  }
  return out;
};

export interface CalendarChange extends DateRange {
  readonly blocked: boolean;
}

/** The owner's own ranges after a block or a free (bookings and imported days are not theirs to change). */
export const applyCalendarChange = (owner: readonly DateRange[], change: CalendarChange): DateRange[] =>
  change.blocked ? blockRange(owner, change) : freeRange(owner, change);

/** The days of `range` still covered by `taken` (clipped to the range, merged): what a free leaves taken. */
export const takenWithin = (taken: readonly DateRange[], range: DateRange): DateRange[] =>
  normaliseRanges(
    taken
      .filter((t) => rangesOverlap(t, range))
      .map((t) => ({ startDate: t.startDate > range.startDate ? t.startDate : range.startDate, endDate: t.endDate < range.endDate ? t.endDate : range.endDate })),
  );

/** Every day of a range (the caller bounds its length). */
export const daysOf = (range: DateRange): IsoDate[] => {
  const first = toDayNumber(range.startDate);
  const last = toDayNumber(range.endDate);
  const out: IsoDate[] = [];
  for (let n = first; n <= last; n++) out.push(fromDayNumber(n));
  return out;
};

// ---- validation -----------------------------------------------------------------------------------------------------

/** How far ahead an owner changes the calendar (days after today) and how long one change may be (days). */
export const CALENDAR_MAX_DAYS_AHEAD = 366;
export const CALENDAR_MAX_CHANGE_DAYS = 365;
/** The longest window of days read at once (a year and a bit of margin for month grids). */
export const CALENDAR_MAX_WINDOW_DAYS = 400;

/** A refused field with its message key in the listing-calendar namespace. */
export interface CalendarProblem {
  readonly field: 'startDate' | 'endDate' | 'from' | 'to';
  readonly key: string;
}

/**
 * A block or a free: real dates, start before or on the end, not in the past, at most CALENDAR_MAX_DAYS_AHEAD days
 * ahead and at most CALENDAR_MAX_CHANGE_DAYS days long. No problem: the change is valid.
 */
export const validateCalendarChange = (range: { readonly startDate: unknown; readonly endDate: unknown }, today: IsoDate): CalendarProblem[] => {
  const problems: CalendarProblem[] = [];
  if (!isIsoDate(range.startDate)) problems.push({ field: 'startDate', key: 'errors.dateInvalid' });
  if (!isIsoDate(range.endDate)) problems.push({ field: 'endDate', key: 'errors.dateInvalid' });
  if (problems.length > 0 || !isIsoDate(range.startDate) || !isIsoDate(range.endDate)) return problems;
  const { startDate, endDate } = range;
  if (endDate < startDate) return [{ field: 'endDate', key: 'errors.endBeforeStart' }];
  if (startDate < today) problems.push({ field: 'startDate', key: 'errors.past' });
  if (toDayNumber(endDate) - toDayNumber(today) > CALENDAR_MAX_DAYS_AHEAD) problems.push({ field: 'endDate', key: 'errors.tooFarAhead' });
  if (rangeLength({ startDate, endDate }) > CALENDAR_MAX_CHANGE_DAYS) problems.push({ field: 'endDate', key: 'errors.tooLong' });
  return problems;
};

/** The window of a calendar read: real dates, from before or on to, at most CALENDAR_MAX_WINDOW_DAYS days. */
export const validateCalendarWindow = (window: { readonly from: unknown; readonly to: unknown }): CalendarProblem[] => {
  const problems: CalendarProblem[] = [];
  if (!isIsoDate(window.from)) problems.push({ field: 'from', key: 'errors.dateInvalid' });
  if (!isIsoDate(window.to)) problems.push({ field: 'to', key: 'errors.dateInvalid' });
  if (problems.length > 0 || !isIsoDate(window.from) || !isIsoDate(window.to)) return problems;
  if (window.to < window.from) return [{ field: 'to', key: 'errors.endBeforeStart' }];
  if (rangeLength({ startDate: window.from, endDate: window.to }) > CALENDAR_MAX_WINDOW_DAYS) return [{ field: 'to', key: 'errors.windowTooLong' }];
  return [];
};

// ---- the month grid -------------------------------------------------------------------------------------------------

/** Which entry wins a day covered by several: a booking first, then another site's, then the owner's own block. */
const PRECEDENCE: Readonly<Record<CalendarSource, number>> = { booking: 3, ical: 2, owner: 1 };
const STATE_OF: Readonly<Record<CalendarSource, OwnerDayState>> = { booking: 'booked', ical: 'imported', owner: 'blocked' };

/**
 * The owner's month grid: every day of the month with its state (past days stay past, with their booking if any),
 * and the blanks before the 1st for a week starting on `firstDayOfWeek`.
 */
export const ownerCalendarMonth = (
  monthKey: string,
  entries: readonly CalendarEntry[],
  today: IsoDate,
  firstDayOfWeek: FirstDayOfWeek,
): OwnerCalendarMonth => {
  const year = Number(monthKey.slice(0, 4));
  const month = Number(monthKey.slice(5, 7));
  const first = `${monthKey}-01`;
  const last = monthEnd(first);
  const relevant = entries.filter((e) => e.startDate <= last && e.endDate >= first);
  const days: OwnerCalendarDay[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const date = `${monthKey}-${pad(day)}`;
    let winner: CalendarEntry | undefined;
    for (const entry of relevant) {
      if (rangeContains(entry, date) && (!winner || PRECEDENCE[entry.source] > PRECEDENCE[winner.source])) winner = entry;
    }
    const state: OwnerDayState = date < today ? 'past' : winner ? STATE_OF[winner.source] : 'free';
    days.push({ date, day, state, booking: winner?.booking ?? null, note: winner?.source === 'ical' ? winner.note : null });
  }
  return { key: monthKey, year, month, leadingBlanks: (weekdayOf(first) - firstDayOfWeek + 7) % 7, days };
};

/** The owner's own ranges among the entries (what a block or a free changes), normalised. */
export const ownerRangesOf = (entries: readonly CalendarEntry[]): DateRange[] =>
  normaliseRanges(entries.filter((e) => e.source === 'owner'));

/**
 * The entries after a change, as the owner's screen shows them until the server answers: the owner's ranges
 * replaced, the bookings and imported entries untouched.
 */
export const entriesAfterChange = (entries: readonly CalendarEntry[], change: CalendarChange): CalendarEntry[] => [
  ...entries.filter((e) => e.source !== 'owner'),
  ...applyCalendarChange(ownerRangesOf(entries), change).map((r): CalendarEntry => ({ ...r, source: 'owner', booking: null, note: null })),
];

// ---- imports --------------------------------------------------------------------------------------------------------

/** How far ahead imported days are kept (days after today): other sites' feeds often run years ahead. */
export const IMPORT_HORIZON_DAYS = 730;

/**
 * The imported events worth keeping: those not over yet, their end cut at the horizon. Their days before today stay
 * (harmless: past days are shown as past).
 */
export const importableRanges = <E extends DateRange>(events: readonly E[], today: IsoDate): E[] => {
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  return events
    .filter((e) => e.endDate >= today && e.startDate <= horizon)
    .map((e) => (e.endDate > horizon ? { ...e, endDate: horizon } : e));
};

/** The days where imported ranges fall on taken ones (a booking's): what the owner must sort out elsewhere. */
export const conflictsOf = (imported: readonly DateRange[], taken: readonly DateRange[]): DateRange[] =>
  normaliseRanges(imported.flatMap((range) => takenWithin(taken, range)));
