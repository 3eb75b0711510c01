/**
 * Calendar dates as 'YYYY-MM-DD' strings (proleptic Gregorian, years 0000..9999).
 * Arithmetic runs on integer day numbers (days since 1970-01-01), never on a Date or a time zone,
 * so "today" is always a value handed in by the caller.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

/** True for a real calendar date written exactly as YYYY-MM-DD. */
export const isIsoDate = (value: unknown): value is IsoDate => {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/** The date, or undefined when it is not a valid YYYY-MM-DD. */
export const parseIsoDate = (value: unknown): IsoDate | undefined => (isIsoDate(value) ? value : undefined);

// Howard Hinnant's days_from_civil / civil_from_days.
const daysFromCivil = (y0: number, m: number, d: number): number => {
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
};

/** Days since 1970-01-01 of a valid date (the caller guarantees validity). */
export const toDayNumber = (date: IsoDate): number =>
  daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The date of a day number (inverse of toDayNumber). */
export const fromDayNumber = (dayNumber: number): IsoDate => {
  const z = Math.trunc(dayNumber) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
};

export const addDays = (date: IsoDate, days: number): IsoDate => fromDayNumber(toDayNumber(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => toDayNumber(to) - toDayNumber(from);

/** Valid dates compare as plain strings (fixed-width fields). */
export const compareIsoDates = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0);

/** The UTC calendar date of an instant in epoch milliseconds (for a Clock adapter to build "today"). */
export const isoDateFromEpochMs = (epochMs: number): IsoDate => fromDayNumber(Math.floor(epochMs / MS_PER_DAY));
