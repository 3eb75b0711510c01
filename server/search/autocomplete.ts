import type { AutocompleteResponse, PlaceDetailsResponse } from '../../src/contract/search';
import type { LanguageCode } from '../../src/domain/i18n/languages';
import { foldSearchText } from '../db/seed/fold';
import type { PlaceDirectory } from './place-directory';

export const AUTOCOMPLETE_LIMIT = 8;
export const AUTOCOMPLETE_INPUT_MAX = 100;

/**
 * GET /autocomplete/places: cities, harbours and regions whose folded names contain the folded input anywhere;
 * those where a name (or word) starts with it come first, then by popularity, cities before regions before
 * harbours. An empty input lists the most popular places. Answered from the place directory in memory (a few
 * hundred places, read at most every 5 minutes): no query per keystroke.
 */
export const autocompletePlaces = (directory: PlaceDirectory, input: string, language: LanguageCode): AutocompleteResponse => ({
  places: directory.matching(foldSearchText(input), AUTOCOMPLETE_LIMIT).map((place) => directory.summary(place, language)),
});

/** POST /autocomplete/places: a chosen place (by slug) with its harbours; undefined when unknown. */
export const placeDetails = (directory: PlaceDirectory, slug: string, language: LanguageCode): PlaceDetailsResponse | undefined => {
  const place = directory.bySlugOf(slug);
  if (!place) return undefined;
  return { place: directory.summary(place, language), harbors: directory.harboursOf(place).map((h) => directory.summary(h, language)) };
};
