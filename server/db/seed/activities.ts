import { slugify } from './fold';
import { jitterAround } from './geo';
import { productLifecycle } from './lifecycle';
import { ownerPicker, type OwnerRef } from './owners';
import type { HarbourSite } from './places';
import type { Random } from './random';
import { generateReviews, type ReviewRow } from './reviews';

/** Spec section 3: experiences. */
export const EXPERIENCES = ['waterSport', 'funBoat', 'atypicalBoat', 'fishingBoat', 'partyBoat'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/** The activity types of the demo catalogue (activityTypes filter). */
export const ACTIVITY_TYPES = [
  'sunsetCruise', 'fishingTrip', 'jetSkiTour', 'snorkeling', 'boatParty', 'wakeboarding', 'islandHopping',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Times of the day an activity runs (timesOfTheDay filter). */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;

/** Which activity types each experience offers. */
export const EXPERIENCE_ACTIVITY_TYPES: Readonly<Record<Experience, readonly ActivityType[]>> = {
  waterSport: ['jetSkiTour', 'wakeboarding', 'snorkeling'],
  funBoat: ['islandHopping', 'snorkeling', 'sunsetCruise'],
  atypicalBoat: ['sunsetCruise', 'islandHopping'],
  fishingBoat: ['fishingTrip'],
  partyBoat: ['boatParty', 'sunsetCruise'],
};

/** Skipper languages an activity may list: the 11 base product languages. */
const SKIPPER_LANGUAGES = ['de', 'en', 'es', 'fr', 'el', 'it', 'nl', 'pl', 'pt', 'ru', 'sv'] as const;

export interface ActivityRow {
  readonly id: number;
  readonly owner_id: number;
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly experience: Experience;
  readonly activity_type: ActivityType;
  readonly place_id: number;
  readonly latitude: number;
  readonly longitude: number;
  /** EUR cents per person. */
  readonly price: number;
  readonly duration_hours: number;
  readonly capacity: number;
  readonly times_of_day: string[];
  readonly skipper_languages: string[];
  readonly instant_booking: boolean;
  readonly cancellation_policy: 'Flexible' | 'Moderate' | 'Strict';
  readonly reviews_count: number;
  readonly reviews_avg: number;
  readonly score: number;
  readonly cover_url: string;
  readonly created_at: Date;
}

export interface GeneratedActivities {
  readonly activities: ActivityRow[];
  readonly reviews: ReviewRow[];
}

export const activityPictureUrl = (activityId: number): string => `/media/activities/${activityId}.webp`;

interface TypeProfile {
  readonly label: string;
  readonly durations: readonly number[];
  /** EUR per person. */
  readonly price: readonly [number, number];
  readonly capacity: readonly [number, number];
  readonly times: readonly (readonly string[])[];
  readonly pitch: string;
}

const PROFILES: Readonly<Record<ActivityType, TypeProfile>> = {
  sunsetCruise: { label: 'sunset cruise', durations: [2, 2.5, 3], price: [35, 90], capacity: [6, 40], times: [['evening']],
    pitch: 'Watch the sun go down from the water with a drink in hand.' },
  fishingTrip: { label: 'fishing trip', durations: [4, 6, 8], price: [60, 150], capacity: [4, 10], times: [['morning'], ['morning', 'afternoon']],
    pitch: 'Rods, bait and local know-how provided: bring back your catch.' },
  jetSkiTour: { label: 'jet ski tour', durations: [1, 1.5, 2], price: [80, 180], capacity: [2, 10], times: [['morning', 'afternoon'], ['afternoon'], ['morning']],
    pitch: 'Follow your guide along the coast at full throttle.' },
  snorkeling: { label: 'snorkeling trip', durations: [3, 3.5, 4], price: [40, 90], capacity: [6, 20], times: [['morning'], ['morning', 'afternoon'], ['afternoon']],
    pitch: 'Masks and fins on board; swim in the clearest coves of the area.' },
  boatParty: { label: 'boat party', durations: [3, 4, 5], price: [30, 80], capacity: [20, 80], times: [['afternoon', 'evening'], ['evening']],
    pitch: 'DJ, open deck and swimming stops: the party happens at sea.' },
  wakeboarding: { label: 'wakeboard session', durations: [1, 1.5, 2], price: [50, 120], capacity: [2, 6], times: [['morning'], ['morning', 'afternoon']],
    pitch: 'Beginners and riders welcome, with an instructor on board.' },
  islandHopping: { label: 'island hopping day', durations: [6, 7, 8], price: [70, 160], capacity: [8, 30], times: [['morning', 'afternoon']],
    pitch: 'A full day visiting the most beautiful islands and beaches nearby, lunch included.' },
};

const EXPERIENCE_WEIGHTS: readonly (readonly [Experience, number])[] = [
  ['waterSport', 30], ['funBoat', 25], ['partyBoat', 15], ['fishingBoat', 15], ['atypicalBoat', 15],
];

const ADJECTIVES: Readonly<Record<Experience, readonly string[]>> = {
  waterSport: ['Guided', 'Thrilling', 'Private'],
  funBoat: ['Private', 'Shared', 'Family'],
  atypicalBoat: ['Traditional wooden boat', 'Vintage sailing boat', 'Glass-bottom boat'],
  fishingBoat: ['Traditional', 'Deep-sea', 'Family'],
  partyBoat: ['Open-air', 'Private', 'Summer'],
};

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Generates `count` activities with ids from `firstId` and their reviews; the first five cover every experience. */
export const generateActivities = (
  count: number,
  rng: Random,
  context: { readonly harbours: readonly HarbourSite[]; readonly owners: readonly OwnerRef[]; readonly now: Date },
  firstId = 1,
): GeneratedActivities => {
  const out: GeneratedActivities = { activities: [], reviews: [] };
  const pickOwner = ownerPicker(context.owners.filter((o) => o.isPro).length > 0 ? context.owners.filter((o) => o.isPro) : context.owners);
  const sites = context.harbours.map((h) => [h, h.popularity] as const);
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const experience: Experience = i < EXPERIENCES.length ? (EXPERIENCES[i] as Experience) : rng.weighted(EXPERIENCE_WEIGHTS);
    const activityType = rng.pick(EXPERIENCE_ACTIVITY_TYPES[experience]);
    const profile = PROFILES[activityType];
    const site = rng.weighted(sites);
    const owner = pickOwner(rng, site.countryCode);
    const cityName = site.cityNames['en'] ?? '';
    const adjective = rng.pick(ADJECTIVES[experience]);
    const title = `${adjective} ${profile.label} in ${cityName}`;
    const { latitude, longitude } = jitterAround(rng, site.latitude, site.longitude, 2000);
    const local = (SKIPPER_LANGUAGES as readonly string[]).includes(site.localLanguage) ? [site.localLanguage] : [];
    const languages = new Set<string>(local);
    if (rng.chance(0.9) || languages.size === 0) languages.add('en');
    for (const extra of ['de', 'fr', 'it', 'es', 'ru'] as const) if (rng.chance(0.15)) languages.add(extra);
    const life = productLifecycle(rng, context.now);
    const reviews = generateReviews(rng, 'activity', id, life.reviewsCount, rng.next(), life.createdAt, context.now);
    out.reviews.push(...reviews.rows);
    const instantBooking = rng.chance(0.5);
    const score = 40 * (reviews.average / 5) * Math.min(reviews.rows.length, 20) / 20 + (instantBooking ? 10 : 0) +
      (life.isNew ? 8 : 0) + 40 * rng.next();
    out.activities.push({
      id,
      owner_id: owner.id,
      title: capitalise(title),
      slug: slugify(`${profile.label} ${cityName} ${id}`),
      description: `${profile.pitch} Departure from ${cityName}.`,
      experience,
      activity_type: activityType,
      place_id: site.harbourId,
      latitude,
      longitude,
      price: rng.int(profile.price[0], profile.price[1]) * 100,
      duration_hours: rng.pick(profile.durations),
      capacity: rng.int(profile.capacity[0], profile.capacity[1]),
      times_of_day: [...rng.pick(profile.times)],
      skipper_languages: SKIPPER_LANGUAGES.filter((l) => languages.has(l)),
      instant_booking: instantBooking,
      cancellation_policy: rng.weighted([['Flexible', 45], ['Moderate', 35], ['Strict', 20]] as const),
      reviews_count: reviews.rows.length,
      reviews_avg: reviews.average,
      score: Math.round(score * 100) / 100,
      cover_url: activityPictureUrl(id),
      created_at: life.createdAt,
    });
  }
  return out;
};
