import { compareIsoDates, type IsoDate } from '../search/iso-date';

/** Days that cannot be rented: a booking's or a block's days, both ends included (the product API's unavailabilities). */
export interface BlockedRange {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

/** What a range picker holds: nothing, a start waiting for its end, or a whole range (end on or after start). */
export interface RangeSelection {
  readonly start?: IsoDate;
  readonly end?: IsoDate;
}

export type RangeRefusal = 'unavailableDay' | 'crossesUnavailable' | 'beforeMinimum';

/** A click's outcome: the new selection (complete when it has an end), or the selection kept with the reason. */
export type RangeClickOutcome =
  | { readonly kind: 'selected'; readonly selection: RangeSelection; readonly complete: boolean }
  | { readonly kind: 'refused'; readonly selection: RangeSelection; readonly reason: RangeRefusal };

/** True when the day is one of the blocked days. */
export const isDayUnavailable = (day: IsoDate, blocked: readonly BlockedRange[]): boolean =>
  blocked.some((range) => range.startDate <= day && day <= range.endDate);

/** True when a rental from start to end (both days included) would take a blocked day. */
export const rangeCrossesUnavailable = (start: IsoDate, end: IsoDate, blocked: readonly BlockedRange[]): boolean => {
  const [from, to] = compareIsoDates(start, end) <= 0 ? [start, end] : [end, start];
  return blocked.some((range) => range.startDate <= to && range.endDate >= from);
};

/**
 * One click on a day: the first click (or a click after a whole range) starts a range, the second ends it; a click
 * before the start starts again from there. A day before `min` (today), a blocked day, or an end whose range would
 * take a blocked day is refused and the selection stays as it was.
 */
export const rangeAfterClick = (
  selection: RangeSelection,
  day: IsoDate,
  blocked: readonly BlockedRange[] = [],
  min?: IsoDate,
): RangeClickOutcome => {
  if (min !== undefined && day < min) return { kind: 'refused', selection, reason: 'beforeMinimum' };
  if (isDayUnavailable(day, blocked)) return { kind: 'refused', selection, reason: 'unavailableDay' };
  const { start, end } = selection;
  if (start === undefined || end !== undefined || day < start) return { kind: 'selected', selection: { start: day }, complete: false };
  if (rangeCrossesUnavailable(start, day, blocked)) return { kind: 'refused', selection, reason: 'crossesUnavailable' };
  return { kind: 'selected', selection: { start, end: day }, complete: true };
};

/** The clicks from an empty selection, one after the other (each refused click keeps the selection). */
export const rangeAfterClicks = (days: readonly IsoDate[], blocked: readonly BlockedRange[] = [], min?: IsoDate): RangeSelection =>
  days.reduce<RangeSelection>((selection, day) => rangeAfterClick(selection, day, blocked, min).selection, {});
