import { sql } from 'kysely';
import type { HomeCategory, HomeDestination, HomeResponse, TrustFigures } from '../../src/contract/home';
import { RENTAL_SEGMENT, type LanguageCode } from '../../src/domain/i18n/languages';
import { normaliseFilters } from '../../src/domain/search/normalise-filters';
import { searchActivities } from './activity-search';
import { effectivePriceSql } from './boat-conditions';
import { loadProductSummaries } from './product-summaries';
import type { SearchContext } from './search-context';

/** Harbours shown as popular destinations. */
export const HOME_DESTINATIONS = 8;
/** Top-rated boats shown. */
export const HOME_TOP_RATED = 8;
/** Activities shown. */
export const HOME_ACTIVITIES = 4;
/** A boat needs at least this many reviews to count as top rated (one 5-star review says little). */
export const TOP_RATED_MIN_REVIEWS = 5;
/** The home's answer holds no availability: it may be this old (per process). */
export const HOME_TTL_MS = 60_000;

/** The harbours with the most published boats, each with a picture of its best-ranked boat that has one. */
const destinationsOf = async ({ db, directory, language }: SearchContext): Promise<HomeDestination[]> => {
  const { rows } = await sql<{ place_id: number; boats: number; picture: string | null }>`
    with counts as (
      select b.place_id, count(*)::int as boats from boats b
      where b.status = 'published' and b.place_id is not null
      group by b.place_id order by boats desc, b.place_id limit ${HOME_DESTINATIONS * 2}::int)
    select c.place_id, c.boats,
      (select p.url from boats b join boat_pictures p on p.boat_id = b.id
        where b.place_id = c.place_id and b.status = 'published'
        order by b.score desc, b.id, p.position limit 1) as picture
    from counts c order by c.boats desc, c.place_id`.execute(db);
  return rows
    .flatMap((row) => {
      const place = directory.get(row.place_id);
      return place === undefined
        ? []
        : [{ placeId: place.id, slug: place.slug, name: directory.name(place, language), path: `${RENTAL_SEGMENT[language]}/${place.slug}`, boats: row.boats, picture: row.picture }];
    })
    .slice(0, HOME_DESTINATIONS);
};

/** Boat types with published boats, the most common first, with their lowest price per day (discount applied). */
const categoriesOf = async ({ db }: SearchContext): Promise<HomeCategory[]> => {
  const { rows } = await sql<{ type: string; count: number; lowest: number }>`
    select b.type, count(*)::int as count, min(${effectivePriceSql('b')})::int as lowest
    from boats b where b.status = 'published'
    group by b.type order by count desc, b.type`.execute(db);
  return rows.map((row) => ({ type: row.type, count: row.count, lowestPricePerDay: row.lowest }));
};

/** The best-rated published boats among those with enough reviews; summaries without a user (no favourites). */
const topRatedOf = async (context: SearchContext) => {
  const { db, directory, language } = context;
  const { rows } = await sql<{ id: number }>`
    select b.id from boats b
    where b.status = 'published' and b.reviews_count >= ${TOP_RATED_MIN_REVIEWS}::int
    order by b.reviews_avg desc, b.reviews_count desc, b.id limit ${HOME_TOP_RATED}::int`.execute(db);
  return loadProductSummaries(db, rows.map((r) => r.id), null, { directory, language });
};

/** Published boats, the owners of boats or activities, reviews and their average rating (two decimals). */
const trustOf = async ({ db }: SearchContext): Promise<TrustFigures> => {
  const { rows } = await sql<{ boats: number; owners: number; reviews: number; average: number | null }>`
    select (select count(*)::int from boats where status = 'published') as boats,
      (select count(*)::int from (select owner_id from boats where status = 'published' union select owner_id from activities) o) as owners,
      (select count(*)::int from reviews) as reviews,
      (select round(avg(rating)::numeric, 2)::float8 from reviews) as average`.execute(db);
  const row = rows[0]!;
  return { boats: row.boats, owners: row.owners, reviews: row.reviews, averageRating: row.average };
};

/** GET /home: the home page's destinations, boat categories, top-rated boats, activities and trust figures. */
export const buildHome = async (context: SearchContext, currentYear: number): Promise<HomeResponse> => {
  const anonymous: SearchContext = { ...context, userId: null };
  const [destinations, categories, topRated, activities, trust] = await Promise.all([
    destinationsOf(anonymous),
    categoriesOf(anonymous),
    topRatedOf(anonymous),
    searchActivities(anonymous, normaliseFilters({ page: 1 }, { currentYear })),
    trustOf(anonymous),
  ]);
  return { destinations, categories, topRated, activities: activities.activities.slice(0, HOME_ACTIVITIES), trust };
};

interface Cached {
  readonly at: number;
  readonly answer: Promise<HomeResponse>;
}

/** Per database (tests run several servers in one process), per language. */
const caches = new WeakMap<object, Map<LanguageCode, Cached>>();

/**
 * The home's answer, computed at most once per HOME_TTL_MS per language in this process (`nowMs`: wall time).
 * Requests arriving while it is computed share the computation; a failure is not kept.
 */
export const cachedHome = (context: SearchContext, currentYear: number, nowMs: number = Date.now()): Promise<HomeResponse> => {
  let cache = caches.get(context.db);
  if (!cache) {
    cache = new Map();
    caches.set(context.db, cache);
  }
  const entry = cache.get(context.language);
  if (entry && nowMs >= entry.at && nowMs - entry.at < HOME_TTL_MS) return entry.answer;
  const answer = buildHome(context, currentYear);
  const fresh = { at: nowMs, answer };
  cache.set(context.language, fresh);
  answer.catch(() => {
    if (cache.get(context.language) === fresh) cache.delete(context.language);
  });
  return answer;
};
