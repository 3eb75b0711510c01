import { compareIsoDates, daysBetween, isIsoDate, type IsoDate } from '../../src/domain/search/iso-date';

/** A rental is at most a year long (a longer range is a typing mistake, not a booking). */
export const MAX_RENTAL_DAYS = 365;

export type DateRangeResult =
  | { readonly ok: true; readonly range: { readonly startDate: IsoDate; readonly endDate: IsoDate } | undefined }
  | { readonly ok: false; readonly error: string };

/**
 * Dates of a quote or a booking request: both YYYY-MM-DD, an empty or missing end equals the start (spec section 5),
 * the end not before the start, the start not before today, at most a year. Unlike search filters (where bad dates
 * are dropped), a quote or booking for wrong dates is refused: the caller answers 400.
 * With `required` false, no start date at all means no range.
 */
export const readDateRange = (
  startDate: string | undefined,
  endDate: string | undefined,
  today: IsoDate,
  required: boolean,
): DateRangeResult => {
  if (startDate === undefined || startDate === '') {
    if (endDate !== undefined && endDate !== '') return { ok: false, error: 'startDate: required with endDate' };
    return required ? { ok: false, error: 'startDate: required' } : { ok: true, range: undefined };
  }
  if (!isIsoDate(startDate)) return { ok: false, error: 'startDate: expected a date as YYYY-MM-DD' };
  const end = endDate === undefined || endDate === '' ? startDate : endDate;
  if (!isIsoDate(end)) return { ok: false, error: 'endDate: expected a date as YYYY-MM-DD' };
  if (compareIsoDates(end, startDate) < 0) return { ok: false, error: 'endDate: must not be before startDate' };
  if (compareIsoDates(startDate, today) < 0) return { ok: false, error: 'startDate: must not be in the past' };
  if (daysBetween(startDate, end) + 1 > MAX_RENTAL_DAYS) return { ok: false, error: `endDate: at most ${MAX_RENTAL_DAYS} days` };
  return { ok: true, range: { startDate, endDate: end } };
};
