import type { IsoDate } from '../../domain/search';
import { sameSpaces } from '../../domain/i18n/intl-text';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

// Calendar dates carry no time zone: they are formatted as UTC midnights so no offset moves the day.
const asDate = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);

const dayFormat = (language: string, withYear: boolean) =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', ...(withYear && { year: 'numeric' }), timeZone: 'UTC' });

/** "12 Jul" or "12 – 19 Jul" in the language (the year only when asked). */
export const formatDateRange = (start: IsoDate, end: IsoDate | undefined, language: string, withYear = false): string => {
  const format = dayFormat(language, withYear);
  if (end === undefined || end === start) return sameSpaces(format.format(asDate(start)));
  return sameSpaces(format.formatRange(asDate(start), asDate(end)));
};
