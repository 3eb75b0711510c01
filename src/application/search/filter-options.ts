/**
 * Values offered by the activity filters. The spec leaves activityTypes and timesOfTheDay as free tokens; these are
 * the catalogue's values (the demo data and the server use the same words). Skipper languages are ISO 639-1 codes.
 */
export const ACTIVITY_TYPE_OPTIONS = [
  'sunsetCruise', 'fishingTrip', 'jetSkiTour', 'snorkeling', 'boatParty', 'wakeboarding', 'islandHopping',
] as const;

export const TIMES_OF_THE_DAY_OPTIONS = ['morning', 'afternoon', 'evening'] as const;

export const SKIPPER_LANGUAGE_OPTIONS = ['de', 'en', 'es', 'fr', 'el', 'it', 'nl', 'pl', 'pt', 'ru', 'sv'] as const;

/** Search radius offered around the place, in kilometres (the distance filter). */
export const DISTANCE_OPTIONS_KM = [5, 10, 25, 50, 100] as const;
