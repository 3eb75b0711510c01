import { sql, type RawBuilder } from 'kysely';
import type { ActivitiesResponse, ActivitySummary } from '../../src/contract/search';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import { areaConditions, BEST_RATING_MIN, ownerConditions, priceConditions, whereAll } from './boat-conditions';
import type { SearchContext } from './search-context';
import { PAGE_SIZE, pageWindow } from './page-window';
import type { PlaceDirectory } from './place-directory';
import { toIsoInstant } from './product-summaries';
import { resolveSearchArea, type SearchArea } from './search-area';

/**
 * Filters of activities (spec section 3) over `activities a`: the area, numberOfPeople (capacity at least that),
 * price per person, experiences and activity types (any of), times of the day and skipper languages (has any),
 * instant booking, flexible cancellation, best rating, owner filters. Boat-only filters do not apply; activities have
 * no booking calendar, so dates select nothing.
 */
export const activityConditions = (filters: SearchFilters, area: SearchArea): RawBuilder<unknown>[] => {
  const out: RawBuilder<unknown>[] = [...areaConditions('a', area)];
  if (filters.numberOfPeople !== undefined) out.push(sql`a.capacity >= ${filters.numberOfPeople}::int`);
  out.push(...priceConditions(filters, sql`a.price`));
  if (filters.experiences) out.push(sql`a.experience = any(${[...filters.experiences]}::text[])`);
  if (filters.activityTypes) out.push(sql`a.activity_type = any(${[...filters.activityTypes]}::text[])`);
  if (filters.timesOfTheDay) out.push(sql`a.times_of_day && ${[...filters.timesOfTheDay]}::text[]`);
  if (filters.skipperLanguages) out.push(sql`a.skipper_languages && ${[...filters.skipperLanguages]}::text[]`);
  if (filters.instantBooking) out.push(sql`a.instant_booking`);
  if (filters.cancellationPolicy) out.push(sql`a.cancellation_policy = ${filters.cancellationPolicy}`);
  if (filters.bestRating) out.push(sql`a.reviews_avg >= ${BEST_RATING_MIN}::float8`);
  out.push(...ownerConditions('a', filters));
  return out;
};

/** Default and score: score DESC; price ASC unless DESC asked; reviewsAvg DESC unless ASC; activities have no discount. */
const activityOrderBy = (filters: SearchFilters): RawBuilder<unknown> => {
  const sort = filters.sort ?? 'default';
  if (sort === 'price') return sql`a.price ${sql.raw(filters.sortOrder === 'DESC' ? 'desc' : 'asc')}, a.id asc`;
  if (sort === 'reviewsAvg') return sql`a.reviews_avg ${sql.raw(filters.sortOrder === 'ASC' ? 'asc' : 'desc')}, a.id asc`;
  if (sort === 'score') return sql`a.score ${sql.raw(filters.sortOrder === 'ASC' ? 'asc' : 'desc')}, a.id asc`;
  return sql`a.score desc, a.id asc`;
};

interface ActivityRow {
  id: number;
  title: string;
  slug: string;
  experience: string;
  activity_type: string;
  cover_url: string;
  price: number;
  duration_hours: number;
  capacity: number;
  times_of_day: string[];
  skipper_languages: string[];
  place_id: number;
  latitude: number;
  longitude: number;
  reviews_count: number;
  reviews_avg: number;
  instant_booking: boolean;
  created_at: string;
}

const toActivitySummary = (row: ActivityRow, directory: PlaceDirectory, language: string): ActivitySummary => {
  const localization = directory.localizationOf(row.place_id);
  return {
    id: row.id,
    title: row.title,
    experience: row.experience,
    activityType: row.activity_type,
    coverUrl: row.cover_url,
    price: row.price,
    durationHours: row.duration_hours,
    capacity: row.capacity,
    timesOfDay: row.times_of_day,
    skipperLanguages: row.skipper_languages,
    localizationName: localization ? directory.name(localization, language) : '',
    latitude: row.latitude,
    longitude: row.longitude,
    reviews: { number: row.reviews_count, average: row.reviews_avg },
    instantBooking: row.instant_booking,
    createdAt: toIsoInstant(row.created_at),
    placeSlug: localization?.slug ?? '',
    slug: row.slug,
  };
};

/** GET /activities: count and page (18 per page, never beyond the lazy limit) in one statement. */
export const searchActivities = async (context: SearchContext, filters: SearchFilters): Promise<ActivitiesResponse> => {
  const { db, directory, language } = context;
  const area = resolveSearchArea(filters, directory, language);
  const { offset, limit } = pageWindow(filters.page, Number.MAX_SAFE_INTEGER);
  const { rows } = await sql<{ count: number; page: ActivityRow[] | null }>`
    with f as materialized (select a.* from activities a where ${whereAll(activityConditions(filters, area))})
    select (select count(*)::int from f) as count,
      ${limit > 0
        ? sql`(select json_agg(p) from (select a.id, a.title, a.slug, a.experience, a.activity_type, a.cover_url, a.price, a.duration_hours,
            a.capacity, a.times_of_day, a.skipper_languages, a.place_id, a.latitude, a.longitude, a.reviews_count, a.reviews_avg,
            a.instant_booking, a.created_at from f a order by ${activityOrderBy(filters)} limit ${limit}::int offset ${offset}::int) p)`
        : sql`null::json`} as page`.execute(db);
  const row = rows[0]!;
  const window = pageWindow(filters.page, row.count);
  return {
    activities: (row.page ?? []).map((r) => toActivitySummary(r, directory, language)),
    count: row.count,
    maxResultsPerPage: PAGE_SIZE,
    pagination: { currentPage: filters.page, maxResultsPerPage: PAGE_SIZE, resultsCount: row.count, totalPage: window.totalPage },
    localization: area.place ? directory.summary(area.place, language) : null,
  };
};
