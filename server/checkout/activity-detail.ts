import type { ActivityDetail, TimeOfDay } from '../../src/contract/checkout';
import type { SearchContext } from '../search/search-context';

const TIMES: readonly TimeOfDay[] = ['morning', 'afternoon', 'evening'];

/** GET /activities/{id}: the activity page (what booking it needs), or undefined for an unknown activity. */
export const loadActivityDetail = async (context: SearchContext, id: number): Promise<ActivityDetail | undefined> => {
  const row = await context.db
    .selectFrom('activities as a')
    .innerJoin('users as o', 'o.id', 'a.owner_id')
    .select([
      'a.id', 'a.title', 'a.description', 'a.experience', 'a.activity_type', 'a.cover_url', 'a.price', 'a.duration_hours',
      'a.capacity', 'a.times_of_day', 'a.skipper_languages', 'a.place_id', 'a.slug', 'a.latitude', 'a.longitude',
      'a.reviews_count', 'a.reviews_avg', 'a.instant_booking', 'a.is_all_inclusive', 'a.cancellation_policy',
      'o.first_name', 'o.is_pro', 'o.is_super_owner',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { directory, language } = context;
  const localization = directory.localizationOf(row.place_id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    experience: row.experience,
    activityType: row.activity_type,
    coverUrl: row.cover_url,
    price: row.price,
    durationHours: row.duration_hours,
    capacity: row.capacity,
    // In the day's order, unknown values dropped.
    timesOfDay: TIMES.filter((t) => row.times_of_day.includes(t)),
    skipperLanguages: row.skipper_languages,
    localizationName: localization ? directory.name(localization, language) : '',
    placeSlug: localization?.slug ?? '',
    slug: row.slug,
    latitude: row.latitude,
    longitude: row.longitude,
    reviews: { number: row.reviews_count, average: row.reviews_avg },
    instantBooking: row.instant_booking,
    isAllInclusive: row.is_all_inclusive,
    cancellationPolicy: row.cancellation_policy,
    owner: { firstName: row.first_name, isPro: row.is_pro, isSuperOwner: row.is_super_owner },
  };
};
