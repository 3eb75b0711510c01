import { EXPERIENCES_SEGMENT, RENTAL_SEGMENT, type LanguageCode } from '../../src/domain/i18n/languages';
import type { Route } from '../../src/domain/routing/route';
import type { BoatType } from '../../src/domain/search/search-filters';
import { slugify } from '../db/seed/fold';
import { boatTypeSlug } from '../search/landing-path';
import type { Place } from '../search/place-directory';

/** A page of the sitemaps: its route in each language (the SEO words follow the language), and when it last changed. */
export interface SitemapPage {
  readonly routeIn: (language: LanguageCode) => Route;
  /** YYYY-MM-DD, when known. */
  readonly lastmod?: string;
}

/** What the landings need of the place directory (server/search/place-directory.ts). */
export interface PlaceHierarchy {
  localizationOf(placeId: number): Place | undefined;
  parent(place: Place): Place | undefined;
}

/** The facts of the catalogue the landings are chosen from. */
export interface LandingFacts {
  /** Each (place, boat type) that has at least one published boat; the place is the boat's harbour. */
  readonly boatPlaces: readonly { readonly placeId: number; readonly type: BoatType }[];
  /** The places (harbours) of the activities. */
  readonly activityPlaceIds: readonly number[];
}

const landing = (segmentsIn: (language: LanguageCode) => string[]): SitemapPage => ({
  routeIn: (language) => ({ screen: 'genericLanding', segments: segmentsIn(language) }),
});

const bySlug = (a: Place, b: Place) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** A place and the places above it (its city's region). */
const withAncestors = (place: Place, hierarchy: PlaceHierarchy): Place[] => {
  const out: Place[] = [];
  for (let p: Place | undefined = place; p !== undefined && !out.includes(p); p = hierarchy.parent(p)) out.push(p);
  return out;
};

/**
 * The landing pages that have something to show (server/routes/landing.ts resolves them): the rental landing, one per
 * boat type with published boats, one per place where boats are (the city a boat is shown in, or its harbour without
 * a city, and the region above), one per such city or harbour and boat type; the experiences landing and one per
 * place with activities. Harbours inside a city have no landing of their own here: the city's covers their boats
 * (the same page twice would compete with itself). The paths are the site's own links (server/search/landing.ts).
 */
export const landingPages = (facts: LandingFacts, hierarchy: PlaceHierarchy): SitemapPage[] => {
  const types = new Set<BoatType>();
  const rentalPlaces = new Map<number, Place>();
  const placeTypes = new Map<string, { place: Place; type: BoatType }>();
  for (const { placeId, type } of facts.boatPlaces) {
    const shown = hierarchy.localizationOf(placeId);
    types.add(type);
    if (shown === undefined) continue;
    for (const place of withAncestors(shown, hierarchy)) rentalPlaces.set(place.id, place);
    placeTypes.set(`${shown.slug}\u0000${type}`, { place: shown, type });
  }
  const activityPlaces = new Map<number, Place>();
  for (const placeId of facts.activityPlaceIds) {
    const shown = hierarchy.localizationOf(placeId);
    if (shown !== undefined) activityPlaces.set(shown.id, shown);
  }

  const pages: SitemapPage[] = [];
  if (facts.boatPlaces.length > 0) pages.push(landing((l) => [RENTAL_SEGMENT[l]]));
  for (const type of [...types].sort()) pages.push(landing((l) => [RENTAL_SEGMENT[l], boatTypeSlug(type)]));
  for (const place of [...rentalPlaces.values()].sort(bySlug)) pages.push(landing((l) => [RENTAL_SEGMENT[l], place.slug]));
  const pairs = [...placeTypes.values()].sort((a, b) => bySlug(a.place, b.place) || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  for (const { place, type } of pairs) pages.push(landing((l) => [RENTAL_SEGMENT[l], place.slug, boatTypeSlug(type)]));
  if (facts.activityPlaceIds.length > 0) pages.push(landing((l) => [EXPERIENCES_SEGMENT[l]]));
  for (const place of [...activityPlaces.values()].sort(bySlug)) pages.push(landing((l) => [`${EXPERIENCES_SEGMENT[l]}-${place.slug}`]));
  return pages;
};

/** Stand-ins of a missing place or activity slug, as the web app's links use (src/application/activity/activity-route.ts). */
const ANY_PLACE_SLUG = 'anywhere';
const ANY_ACTIVITY_SLUG = 'activity';

/** An activity's page: /{experiences word}/{place slug}/{activity slug}-{id}, the slug's own -{id} not repeated. */
export const activityPage = (activity: { id: number; slug: string; placeSlug: string | undefined }): SitemapPage => {
  const suffix = `-${activity.id}`;
  const slug = activity.slug.endsWith(suffix) ? activity.slug.slice(0, -suffix.length) : activity.slug;
  return {
    routeIn: () => ({
      screen: 'activity',
      id: String(activity.id),
      placeSlug: activity.placeSlug || ANY_PLACE_SLUG,
      activitySlug: slug || ANY_ACTIVITY_SLUG,
    }),
  };
};

/** The pages every language has whatever the catalogue: home, the boat search and the activity search. */
export const fixedPages = (): SitemapPage[] => [
  { routeIn: () => ({ screen: 'home' }) },
  { routeIn: () => ({ screen: 'search', kind: 'boat' }) },
  { routeIn: () => ({ screen: 'search', kind: 'activity' }) },
];

/** A boat's product page, as the API's productUrl gives it (server/listings/listings.ts): the SEO prefix follows the language. */
export const productPage = (
  boat: { slug: string; type: string; placeId: number; updatedAt: Date },
  hierarchy: Pick<PlaceHierarchy, 'localizationOf'>,
): SitemapPage => {
  const localization = hierarchy.localizationOf(boat.placeId)?.slug ?? '';
  return {
    routeIn: (language) => ({ screen: 'product', seoPrefix: RENTAL_SEGMENT[language], localization, boatType: slugify(boat.type), boatName: boat.slug }),
    lastmod: boat.updatedAt.toISOString().slice(0, 10),
  };
};
