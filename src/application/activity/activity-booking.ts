import type { TimeOfDay } from '../../contract/checkout';
import { addDays, isIsoDate, type IsoDate } from '../../domain/search';

/** A message key for views to translate, with its interpolation values. */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** An activity can be booked from today up to this many days ahead. */
export const BOOKING_HORIZON_DAYS = 365;
export const MIN_PEOPLE = 1;
/** The slots of a day, in the order they are offered. */
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['morning', 'afternoon', 'evening'];

/** The last bookable date. */
export const lastBookableDate = (today: IsoDate): IsoDate => addDays(today, BOOKING_HORIZON_DAYS);

/** The chosen date's problem: required, a real YYYY-MM-DD, not before today, at most a year ahead. */
export const dateProblem = (date: string, today: IsoDate): Message | null => {
  if (date === '') return { key: 'activity:validation.dateRequired' };
  if (!isIsoDate(date)) return { key: 'activity:validation.dateInvalid' };
  if (date < today) return { key: 'activity:validation.dateInPast' };
  if (date > lastBookableDate(today)) return { key: 'activity:validation.dateTooFar', values: { days: BOOKING_HORIZON_DAYS } };
  return null;
};

/** The slots an activity offers, in the day's order; unknown values are dropped. */
export const offeredTimes = (timesOfDay: readonly string[]): readonly TimeOfDay[] => TIMES_OF_DAY.filter((time) => timesOfDay.includes(time));

/** The chosen slot's problem: one of the offered slots is required. */
export const timeOfDayProblem = (time: TimeOfDay | null, offered: readonly TimeOfDay[]): Message | null => {
  if (time === null) return { key: 'activity:validation.timeOfDayRequired' };
  return offered.includes(time) ? null : { key: 'activity:validation.timeOfDayUnavailable' };
};

/** At least one person is always allowed, even when the capacity is missing. */
export const maxPeople = (capacity: number): number => (Number.isFinite(capacity) ? Math.max(MIN_PEOPLE, Math.floor(capacity)) : MIN_PEOPLE);

/** The number of people's problem: a whole number from 1 to the capacity. */
export const peopleProblem = (people: number, capacity: number): Message | null =>
  Number.isInteger(people) && people >= MIN_PEOPLE && people <= maxPeople(capacity)
    ? null
    : { key: 'activity:validation.people', values: { max: maxPeople(capacity) } };

/** Into 1..capacity (a search's number of people larger than the activity's capacity becomes the capacity). */
export const clampPeople = (people: number, capacity: number): number =>
  Number.isFinite(people) ? Math.min(maxPeople(capacity), Math.max(MIN_PEOPLE, Math.round(people))) : MIN_PEOPLE;

/** The price for the people, in EUR cents (the server computes what is charged; this is the page's estimate). */
export const priceForPeople = (pricePerPersonCents: number, people: number): number => pricePerPersonCents * people;
