import { SLEEPING_AREA_KINDS, type ItineraryDay, type SleepingArea } from '../listing/listing';

/**
 * How a listing's sleeping areas and suggested itineraries read on the product page (issue [6]). The listing's own
 * rules (src/domain/listing) validate what is saved and pick a text's language; these only shape what is shown.
 */

/** One line per kind (the same kind given twice is added up), in the listing's order of kinds; empty kinds left out. */
export const sleepingByKind = (areas: readonly SleepingArea[]): SleepingArea[] =>
  SLEEPING_AREA_KINDS.map((kind) =>
    areas.filter((a) => a.kind === kind).reduce<SleepingArea>((sum, a) => ({ kind, cabins: sum.cabins + a.cabins, berths: sum.berths + a.berths }), { kind, cabins: 0, berths: 0 }),
  ).filter((line) => line.cabins > 0 || line.berths > 0);

export const sleepingTotals = (areas: readonly SleepingArea[]): { readonly cabins: number; readonly berths: number } =>
  areas.reduce((sum, a) => ({ cabins: sum.cabins + a.cabins, berths: sum.berths + a.berths }), { cabins: 0, berths: 0 });

/** The days of an itinerary in their order (day numbers as written; ties keep the written order). */
export const daysInOrder = <D extends ItineraryDay>(days: readonly D[]): D[] =>
  days.map((day, index) => ({ day, index })).sort((a, b) => a.day.day - b.day.day || a.index - b.index).map(({ day }) => day);
