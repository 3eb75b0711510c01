import type { Route } from '../../domain/routing/route';

/** What an activity's link needs: the summary's and the detail's id and slugs. */
export interface ActivityPathSource {
  readonly id: number;
  readonly placeSlug: string;
  readonly slug: string;
}

/** Stands in for a missing place slug, so the path keeps its three segments. */
export const ANY_PLACE_SLUG = 'anywhere';
/** Stands in for a missing activity slug. */
export const ANY_ACTIVITY_SLUG = 'activity';

/**
 * The activity page of an activity: /{experiences word}/{placeSlug}/{activitySlug}-{id}. The server's slug already
 * ends in -{id} (seeded as "{type} {city} {id}"): that suffix is the route's id, not repeated in its slug.
 */
export const activityRouteOf = (activity: ActivityPathSource): Route => {
  const suffix = `-${activity.id}`;
  const slug = activity.slug.endsWith(suffix) ? activity.slug.slice(0, -suffix.length) : activity.slug;
  return {
    screen: 'activity',
    id: String(activity.id),
    placeSlug: activity.placeSlug === '' ? ANY_PLACE_SLUG : activity.placeSlug,
    activitySlug: slug === '' ? ANY_ACTIVITY_SLUG : slug,
  };
};

/** The activity id of a route: a positive safe integer, else undefined (the page is then not found). */
export const activityIdOf = (route: Route): number | undefined => {
  if (route.screen !== 'activity' || !/^\d{1,15}$/.test(route.id)) return undefined;
  const id = Number(route.id);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
};
