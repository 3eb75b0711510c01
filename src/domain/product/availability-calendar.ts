import { daysInMonth, toDayNumber, type IsoDate } from '../search/iso-date';

export type CalendarDayStatus = 'past' | 'booked' | 'free';

export interface CalendarDay {
  readonly date: IsoDate;
  readonly day: number;
  readonly status: CalendarDayStatus;
}

export interface CalendarMonth {
  /** YYYY-MM */
  readonly key: string;
  readonly year: number;
  readonly month: number;
  /** Empty cells before the 1st in a week starting on Monday. */
  readonly leadingBlanks: number;
  readonly days: readonly CalendarDay[];
}

export interface BookedRange {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Monday = 0 … Sunday = 6 (1970-01-01, day number 0, was a Thursday). */
export const mondayFirstWeekday = (date: IsoDate): number => (((toDayNumber(date) + 3) % 7) + 7) % 7;

/**
 * The product page's availability: `months` calendar months from today's, each day past, booked (inside a booked
 * range, both days included) or free.
 */
export const availabilityCalendar = (ranges: readonly BookedRange[], today: IsoDate, months: number): CalendarMonth[] => {
  const booked = ranges.map((r) => [toDayNumber(r.startDate), toDayNumber(r.endDate)] as const);
  const todayNumber = toDayNumber(today);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const result: CalendarMonth[] = [];
  for (let i = 0; i < months; i++) {
    const first = `${year}-${pad(month)}-01`;
    const days: CalendarDay[] = [];
    for (let day = 1; day <= daysInMonth(year, month); day++) {
      const date = `${year}-${pad(month)}-${pad(day)}`;
      const n = toDayNumber(date);
      const status: CalendarDayStatus = n < todayNumber ? 'past' : booked.some(([s, e]) => n >= s && n <= e) ? 'booked' : 'free';
      days.push({ date, day, status });
    }
    result.push({ key: `${year}-${pad(month)}`, year, month, leadingBlanks: mondayFirstWeekday(first), days });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return result;
};
