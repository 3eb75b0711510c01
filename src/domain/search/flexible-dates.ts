import { addDays, daysBetween, isIsoDate, toDayNumber, type IsoDate } from './iso-date';
import type { SearchFilters } from './search-filters';

/** Spec section 9: flexible dates only for stays under 17 days; weekly steps from 6 days. */
export const FLEXIBLE_DATES_MAX_RANGE_DAYS = 17;
export const FLEXIBLE_DATES_WEEKLY_FROM_DAYS = 6;
export const FLEXIBLE_DATES_COUNT: Readonly<Record<Device, number>> = { mobile: 3, desktop: 7 };

export type Device = 'mobile' | 'desktop';

/** One proposed period; delta is its shift in days from the chosen period (0 for the chosen one). */
export interface FlexibleDateOption {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly delta: number;
}

/** A proposed period with the fleet the server found for it (GET /flexibleDates/fleet). */
export interface FlexibleDatePeriod extends FlexibleDateOption {
  readonly fleetCount: number;
  readonly fleetPrice: number | null;
}

type DateFilters = Pick<SearchFilters, 'startDate' | 'endDate' | 'halfDayPeriod'>;

/**
 * The range is counted as endDate − startDate in days (a same-day rental is 0, Saturday to Saturday is 7);
 * a missing end date equals the start date.
 */
export const rangeInDays = (filters: DateFilters): number | undefined => {
  const { startDate, endDate } = filters;
  if (!isIsoDate(startDate)) return undefined;
  return isIsoDate(endDate) ? daysBetween(startDate, endDate) : 0;
};

/** Spec section 4: a start date, no half-day period and a range under 17 days. */
export const shouldShowFlexibleDates = (filters: DateFilters): boolean => {
  const range = rangeInDays(filters);
  return range !== undefined && range >= 0 && range < FLEXIBLE_DATES_MAX_RANGE_DAYS && filters.halfDayPeriod === undefined;
};

/** Fetched only in A/B variation B, and only when shown (which implies no half-day period). */
export const shouldFetchFlexibleDates = (filters: DateFilters, abVariation: string | undefined): boolean =>
  abVariation === 'B' && shouldShowFlexibleDates(filters);

/**
 * 3 periods on mobile, 7 on desktop, of the chosen length, centred on the chosen period and shifted by 1 day,
 * or by 7 days when the range is 6 days or more. No period starts before `today`: the window then slides later
 * (keeping its count and step) instead of showing fewer options. Empty when flexible dates are not shown.
 */
export const flexibleDatePeriods = (
  filters: DateFilters,
  device: Device,
  today: IsoDate,
): readonly FlexibleDateOption[] => {
  const range = rangeInDays(filters);
  const startDate = filters.startDate;
  if (range === undefined || startDate === undefined || !shouldShowFlexibleDates(filters)) return [];
  const step = range >= FLEXIBLE_DATES_WEEKLY_FROM_DAYS ? 7 : 1;
  const count = FLEXIBLE_DATES_COUNT[device];
  const half = Math.floor(count / 2);
  // The first step index whose start is not before today.
  const earliest = Math.ceil((toDayNumber(today) - toDayNumber(startDate)) / step);
  const first = Math.max(-half, earliest);
  const options: FlexibleDateOption[] = [];
  for (let index = first; index < first + count; index += 1) {
    const delta = index * step || 0; // never -0
    const start = addDays(startDate, delta);
    options.push({ startDate: start, endDate: addDays(start, range), delta });
  }
  return options;
};
