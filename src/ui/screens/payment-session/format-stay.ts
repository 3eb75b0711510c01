import { dateTimeFormat } from '../../../domain/i18n/intl-formats';
/** A stay's dates for display ("12 June 2027 – 15 June 2027"); one day shows once. Dates are YYYY-MM-DD or ISO. */
export const formatStay = (start: string, end: string, language: string): string => {
  const format = (iso: string) =>
    dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso.slice(0, 10)));
  const a = format(start);
  const b = format(end);
  return a === b ? a : `${a} – ${b}`;
};
