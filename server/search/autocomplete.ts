import { sql, type Kysely } from 'kysely';
import type { AutocompleteResponse, PlaceDetailsResponse } from '../../src/contract/search';
import type { LanguageCode } from '../../src/domain/i18n/languages';
import type { Database } from '../db/schema';
import { foldSearchText } from '../db/seed/fold';
import type { PlaceDirectory } from './place-directory';

export const AUTOCOMPLETE_LIMIT = 8;
export const AUTOCOMPLETE_INPUT_MAX = 100;

/**
 * GET /autocomplete/places: cities, harbours and regions whose folded names contain the folded input anywhere;
 * those where a name (or word) starts with it come first, then by popularity, cities before regions before
 * harbours. An empty input lists the most popular places.
 */
export const autocompletePlaces = async (
  db: Kysely<Database>,
  directory: PlaceDirectory,
  input: string,
  language: LanguageCode,
): Promise<AutocompleteResponse> => {
  const folded = foldSearchText(input);
  const { rows } = await sql<{ id: number }>`
    select id from places
    where ${folded === '' ? sql`true` : sql`strpos(search_text, ${folded}) > 0`}
    order by
      ${folded === '' ? sql`` : sql`(case when strpos(search_text, ${folded}) = 1 or strpos(search_text, ${` ${folded}`}) > 0 then 0 else 1 end),`}
      popularity desc,
      (case kind when 'city' then 0 when 'region' then 1 else 2 end),
      id
    limit ${AUTOCOMPLETE_LIMIT}::int`.execute(db);
  return {
    places: rows.flatMap((r) => {
      const place = directory.get(r.id);
      return place ? [directory.summary(place, language)] : [];
    }),
  };
};

/** POST /autocomplete/places: a chosen place (by slug) with its harbours; undefined when unknown. */
export const placeDetails = (directory: PlaceDirectory, slug: string, language: LanguageCode): PlaceDetailsResponse | undefined => {
  const place = directory.bySlugOf(slug);
  if (!place) return undefined;
  return { place: directory.summary(place, language), harbors: directory.harboursOf(place).map((h) => directory.summary(h, language)) };
};
