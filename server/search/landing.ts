import { sql } from 'kysely';
import type { LandingResponse } from '../../src/contract/search';
import { EXPERIENCES_SEGMENT, RENTAL_SEGMENT, type LanguageCode } from '../../src/domain/i18n/languages';
import { normaliseFilters } from '../../src/domain/search/normalise-filters';
import { formatSearchQuery } from '../../src/domain/search/search-url';
import type { BoatType, SearchFilters } from '../../src/domain/search/search-filters';
import { searchActivities } from './activity-search';
import { areaConditions, whereAll } from './boat-conditions';
import { countBoatsIn, topBoatIds } from './boat-search';
import type { SearchContext } from './search-context';
import { pageWindow } from './page-window';
import { haversineKm } from './geo';
import { boatTypeSlug, type LandingTarget } from './landing-path';
import { landingTexts } from './landing-texts';
import type { Place } from './place-directory';
import { loadProductSummaries } from './product-summaries';
import { resolveSearchArea } from './search-area';

/** About this many links to other searches. */
export const LANDING_LINKS = 6;
/** Other cities linked from a place's landing lie within this distance (km). */
const NEARBY_KM = 200;

/** The search filters of a landing: its place (name in the language and position) and boat type. */
export const landingFilters = (
  context: SearchContext,
  place: Place | undefined,
  type: BoatType | undefined,
  page: number,
  currentYear: number,
): SearchFilters =>
  normaliseFilters(
    {
      page,
      ...(place ? { address: context.directory.name(place, context.language), latitude: place.latitude, longitude: place.longitude } : {}),
      ...(type ? { types: [type] } : {}),
    },
    { currentYear },
  );

const rentalPath = (language: LanguageCode, place: Place | undefined, type: BoatType | undefined): string =>
  [RENTAL_SEGMENT[language], place?.slug, type && boatTypeSlug(type)].filter((s) => s !== undefined).join('/');

/**
 * GET /landing: the landing's title and introduction in the request's language, its search as a query string, the
 * page of products (boats) or activities, their count, and links to nearby places and popular boat types.
 */
export const buildLanding = async (
  context: SearchContext,
  target: LandingTarget,
  page: number,
  currentYear: number,
): Promise<LandingResponse> => {
  const { db, directory, language } = context;
  const texts = landingTexts(language);
  const place = target.placeSlug !== undefined ? directory.bySlugOf(target.placeSlug) : undefined;
  const type = target.kind === 'activity' ? undefined : target.type;
  const filters = landingFilters(context, place, type, page, currentYear);
  const named = place ? { name: directory.name(place, language), kind: place.kind } : null;
  const placeSummary = place ? directory.summary(place, language) : null;

  // Other cities: nearest first around a place, else the most popular.
  const cities = directory.places
    .filter((p) => p.kind === 'city' && p.id !== place?.id && p.id !== place?.parentId)
    .map((p) => ({ p, km: place ? haversineKm(place, p) : 0 }))
    .filter(({ km }) => km <= NEARBY_KM)
    .sort((a, b) => a.km - b.km || b.p.popularity - a.p.popularity || a.p.id - b.p.id)
    .map(({ p }) => p);

  if (target.kind === 'activity') {
    const result = await searchActivities(context, filters);
    return {
      kind: 'activity',
      title: texts.experiencesTitle(named),
      introduction: texts.experiencesIntro,
      place: placeSummary,
      searchQuery: formatSearchQuery(filters),
      page,
      products: [],
      activities: result.activities,
      count: result.count,
      links: cities.slice(0, LANDING_LINKS).map((city) => ({
        label: texts.experiencesTitle({ name: directory.name(city, language), kind: city.kind }),
        path: `${EXPERIENCES_SEGMENT[language]}-${city.slug}`,
        query: formatSearchQuery(landingFilters(context, city, undefined, 1, currentYear)),
      })),
    };
  }

  const area = resolveSearchArea(filters, directory, language);
  const window = pageWindow(page, Number.MAX_SAFE_INTEGER);
  const [count, ids] = await Promise.all([
    countBoatsIn(db, filters, area),
    window.limit > 0 ? topBoatIds(db, filters, area, 'default', window.limit, window.offset) : Promise.resolve([]),
  ]);
  const products = await loadProductSummaries(db, ids, context.userId, { directory, language });

  // Popular boat types where the landing looks (other than its own type).
  const { rows: popularTypes } = await sql<{ type: BoatType }>`
    select b.type from boats b where b.status = 'published' and ${whereAll(areaConditions('b', area))}
    group by b.type order by count(*) desc, b.type limit 4`.execute(db);
  const typeLinks = popularTypes
    .filter((r) => r.type !== type)
    .slice(0, 3)
    .map((r) => ({
      label: texts.typeTitle(r.type, named),
      path: [boatTypeSlug(r.type), place?.slug].filter((s) => s !== undefined).join('/'),
      query: formatSearchQuery(landingFilters(context, place, r.type, 1, currentYear)),
    }));
  const placeLinks = cities.slice(0, LANDING_LINKS - typeLinks.length).map((city) => ({
    label: type ? texts.typeTitle(type, { name: directory.name(city, language), kind: city.kind }) : texts.rentalTitle({ name: directory.name(city, language), kind: city.kind }),
    path: rentalPath(language, city, type),
    query: formatSearchQuery(landingFilters(context, city, type, 1, currentYear)),
  }));

  return {
    kind: target.kind,
    title: type ? texts.typeTitle(type, named) : texts.rentalTitle(named),
    introduction: texts.rentalIntro,
    place: placeSummary,
    searchQuery: formatSearchQuery(filters),
    page,
    products,
    activities: [],
    count,
    links: [...placeLinks, ...typeLinks],
  };
};
