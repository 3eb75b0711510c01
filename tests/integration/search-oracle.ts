/**
 * An independent model of the search rules (docs/decisions.md), computed in JavaScript over a snapshot of the
 * seeded catalogue: the integration tests compare the API's answers with it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

export interface BoatFact {
  id: number;
  ownerId: number;
  placeId: number;
  type: string;
  latitude: number;
  longitude: number;
  capacity: number;
  cabins: number;
  berths: number;
  reviewsAvg: number;
  reviewsCount: number;
  instantBooking: boolean;
  enginePower: number;
  buildYear: number;
  lengthM: number;
  pricePerDay: number;
  discount: number;
  /** Price per day after discount, EUR cents, rounded half up. */
  eff: number;
  cancellationPolicy: string;
  sailingType: string;
  productTags: string[];
  score: number;
  isPro: boolean;
  isSuperOwner: boolean;
  equipments: number[];
  booked: Array<[string, string]>;
}

export interface PlaceFact {
  id: number;
  slug: string;
  kind: string;
  parentId: number | null;
  latitude: number;
  longitude: number;
  names: Record<string, string>;
}

export interface ActivityFact {
  id: number;
  ownerId: number;
  latitude: number;
  longitude: number;
  experience: string;
  activityType: string;
  price: number;
  capacity: number;
  timesOfDay: string[];
  skipperLanguages: string[];
  instantBooking: boolean;
  cancellationPolicy: string;
  reviewsAvg: number;
  score: number;
}

export interface Catalogue {
  boats: BoatFact[];
  places: PlaceFact[];
  activities: ActivityFact[];
}

export const loadCatalogue = async (db: Kysely<Database>): Promise<Catalogue> => {
  const boats = await sql<Record<string, unknown>>`
    select b.*, o.is_pro, o.is_super_owner,
      array(select e.equipment_id from boat_equipment e where e.boat_id = b.id) as equipments,
      coalesce((select json_agg(json_build_array(to_char(u.start_date, 'YYYY-MM-DD'), to_char(u.end_date, 'YYYY-MM-DD')))
        from boat_unavailabilities u where u.boat_id = b.id), '[]'::json) as booked
    from boats b join users o on o.id = b.owner_id order by b.id`.execute(db);
  const places = await sql<Record<string, unknown>>`select * from places order by id`.execute(db);
  const activities = await sql<Record<string, unknown>>`select * from activities order by id`.execute(db);
  return {
    boats: boats.rows.map((r) => ({
      id: r.id as number,
      ownerId: r.owner_id as number,
      placeId: r.place_id as number,
      type: r.type as string,
      latitude: r.latitude as number,
      longitude: r.longitude as number,
      capacity: r.capacity as number,
      cabins: r.cabins as number,
      berths: r.berths as number,
      reviewsAvg: r.reviews_avg as number,
      reviewsCount: r.reviews_count as number,
      instantBooking: r.instant_booking as boolean,
      enginePower: r.engine_power as number,
      buildYear: r.build_year as number,
      lengthM: r.length_m as number,
      pricePerDay: r.price_per_day as number,
      discount: r.discount_percentage as number,
      eff: Math.floor(((r.price_per_day as number) * (100 - (r.discount_percentage as number)) + 50) / 100),
      cancellationPolicy: r.cancellation_policy as string,
      sailingType: r.sailing_type as string,
      productTags: r.product_tags as string[],
      score: r.score as number,
      isPro: r.is_pro as boolean,
      isSuperOwner: r.is_super_owner as boolean,
      equipments: r.equipments as number[],
      booked: r.booked as Array<[string, string]>,
    })),
    places: places.rows.map((r) => ({
      id: r.id as number,
      slug: r.slug as string,
      kind: r.kind as string,
      parentId: r.parent_id as number | null,
      latitude: r.latitude as number,
      longitude: r.longitude as number,
      names: (typeof r.names === 'string' ? JSON.parse(r.names) : r.names) as Record<string, string>,
    })),
    activities: activities.rows.map((r) => ({
      id: r.id as number,
      ownerId: r.owner_id as number,
      latitude: r.latitude as number,
      longitude: r.longitude as number,
      experience: r.experience as string,
      activityType: r.activity_type as string,
      price: r.price as number,
      capacity: r.capacity as number,
      timesOfDay: r.times_of_day as string[],
      skipperLanguages: r.skipper_languages as string[],
      instantBooking: r.instant_booking as boolean,
      cancellationPolicy: r.cancellation_policy as string,
      reviewsAvg: r.reviews_avg as number,
      score: r.score as number,
    })),
  };
};

/** Haversine distance (km), written independently of the server's. */
export const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number): number => {
  const toRad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * toRad) / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(((lng2 - lng1) * toRad) / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
};

export const within = (lat: number, lng: number, km: number) => (p: { latitude: number; longitude: number }) =>
  distanceKm(lat, lng, p.latitude, p.longitude) <= km;

/** Free on every day from start to end (both included). */
export const isFree = (boat: BoatFact, start: string, end: string): boolean =>
  boat.booked.every(([s, e]) => e < start || s > end);

/** The harbours of a place (itself, a city's harbours, a region's cities' harbours). */
export const harboursOf = (places: readonly PlaceFact[], id: number): number[] => {
  const place = places.find((p) => p.id === id);
  if (!place) return [];
  if (place.kind === 'harbour') return [id];
  return places.filter((p) => p.parentId === id).flatMap((child) => harboursOf(places, child.id));
};

type Key = (b: BoatFact) => number;
const SORT_KEYS: Record<string, Key> = {
  score: (b) => b.score,
  price: (b) => b.eff,
  discount: (b) => b.discount,
  reviewsAvg: (b) => b.reviewsAvg,
};

/** The API's order: the sort key (price ASC and the others DESC by default), ties by id ascending. */
export const sortBoats = (boats: readonly BoatFact[], sort?: string, order?: 'ASC' | 'DESC'): BoatFact[] => {
  const key = SORT_KEYS[sort ?? 'score'] ?? SORT_KEYS.score!;
  const direction = (order ?? (sort === 'price' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  return [...boats].sort((a, b) => (key(a) - key(b)) * direction || a.id - b.id);
};

/** percentile_cont: linear interpolation between the closest ranks. */
export const percentile = (sorted: readonly number[], p: number): number => {
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  return sorted[lower]! + (position - lower) * (sorted[upper]! - sorted[lower]!);
};
