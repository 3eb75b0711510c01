import { sql, type RawBuilder } from 'kysely';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { BoatType, Experience, SailingType, SearchFilters } from '../../src/domain/search/search-filters';
import { boundingBox } from './geo';
import { eurosToCents } from './pricing';
import type { SearchArea } from './search-area';

type Fragment = RawBuilder<unknown>;

/** Price per day after discount in EUR cents, rounded half up: the SQL twin of effectivePricePerDay. */
export const effectivePriceSql = (alias: string): RawBuilder<number> =>
  sql<number>`((${sql.ref(`${alias}.price_per_day`)}::bigint * (100 - ${sql.ref(`${alias}.discount_percentage`)}) + 50) / 100)::int`;

/** Great-circle distance (km) from a row's latitude/longitude to a point: plain math functions only (no extension). */
export const haversineSql = (alias: string, latitude: number, longitude: number): RawBuilder<number> => {
  const lat = sql.ref(`${alias}.latitude`);
  const lng = sql.ref(`${alias}.longitude`);
  return sql<number>`(12742 * asin(least(1, sqrt(power(sin(radians(${lat} - ${latitude}::float8) / 2), 2) + cos(radians(${latitude}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${longitude}::float8) / 2), 2)))))`;
};

/** The area of a search: a bounding box on (latitude, longitude) first (index range scan), then the exact distance. */
export const areaConditions = (alias: string, area: SearchArea): Fragment[] => {
  if (area.kind === 'everywhere') return [];
  if (area.kind === 'nowhere') return [sql`false`];
  if (area.kind === 'box') {
    const { south, west, north, east } = area.bounds;
    const lat = sql.ref(`${alias}.latitude`);
    const lng = sql.ref(`${alias}.longitude`);
    const inLongitude =
      west <= east
        ? sql`${lng} between ${west}::float8 and ${east}::float8`
        : sql`(${lng} >= ${west}::float8 or ${lng} <= ${east}::float8)`;
    return [sql`${lat} between ${south}::float8 and ${north}::float8`, inLongitude];
  }
  const { centre, radiusKm } = area;
  const box = boundingBox(centre, radiusKm);
  const lat = sql.ref(`${alias}.latitude`);
  const lng = sql.ref(`${alias}.longitude`);
  const out: Fragment[] = [sql`${lat} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8`];
  if (box.longitudeRanges !== null) {
    const ranges = box.longitudeRanges.map(([west, east]) => sql`${lng} between ${west}::float8 and ${east}::float8`);
    out.push(ranges.length === 1 ? ranges[0]! : sql`(${sql.join(ranges, sql` or `)})`);
  }
  out.push(sql`${haversineSql(alias, centre.latitude, centre.longitude)} <= ${radiusKm}::float8`);
  return out;
};

/** Spec: "best rating" is an average of at least 4.5 out of 5 (docs/decisions.md). */
export const BEST_RATING_MIN = 4.5;

/** withCaptain=1 keeps boats that can come with a skipper; withCaptain=0 those that can be rented without one. */
export const SAILING_TYPES_MATCHING: Readonly<Record<SailingType, readonly string[]>> = {
  'With captain': ['With captain', 'With or without captain'],
  'Without captain': ['Without captain', 'With or without captain'],
  'With or without captain': ['With captain', 'With or without captain', 'Without captain'],
};

/**
 * Experiences are an activity field; for boats each one maps to what the catalogue holds (docs/decisions.md).
 * A boat matches an experience when it has one of the types, one of the product tags or one of the equipments.
 */
export interface BoatExperienceRule {
  readonly types?: readonly BoatType[];
  readonly productTags?: readonly string[];
  readonly equipments?: readonly number[];
}
export const BOAT_EXPERIENCES: Readonly<Record<Experience, BoatExperienceRule>> = {
  // Jet skis, or boats carrying water skis, a wakeboard, a towable tube or an inflatable banana.
  waterSport: { types: ['Jet Ski'], equipments: [22, 23, 24, 74] },
  // Small fun boats for a day out.
  funBoat: { types: ['RIB', 'Jet Ski', 'Without license'] },
  // Unusual ways to be on the water.
  atypicalBoat: { types: ['Houseboat', 'Gulet'] },
  fishingBoat: { productTags: ['fishing'] },
  partyBoat: { productTags: ['party'] },
};

/** A listing typed plain 'Yacht' is found when both yacht types are asked (that is, when the filter said Yacht). */
export const typesMatching = (types: readonly BoatType[]): BoatType[] =>
  types.includes('Motor Yacht') && types.includes('Sail Yacht') && !types.includes('Yacht') ? [...types, 'Yacht'] : [...types];

const experienceCondition = (rule: BoatExperienceRule): Fragment => {
  const parts: Fragment[] = [];
  if (rule.types) parts.push(sql`b.type = any(${[...rule.types]}::text[])`);
  if (rule.productTags) parts.push(sql`b.product_tags && ${[...rule.productTags]}::text[]`);
  if (rule.equipments) {
    parts.push(sql`exists (select 1 from boat_equipment e where e.boat_id = b.id and e.equipment_id = any(${[...rule.equipments]}::int[]))`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
};

export const availabilityCondition = (startDate: IsoDate, endDate: IsoDate): Fragment =>
  sql`not exists (select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= ${endDate}::date and u.end_date >= ${startDate}::date)`;

export const priceConditions = (filters: Pick<SearchFilters, 'priceFrom' | 'priceTo'>, price: RawBuilder<number>): Fragment[] => {
  const out: Fragment[] = [];
  // bigint: a price filter goes up to 1,000,000,000 euros, beyond an int of cents (the fuzz test found that 500).
  if (filters.priceFrom !== undefined) out.push(sql`${price} >= ${eurosToCents(filters.priceFrom)}::bigint`);
  if (filters.priceTo !== undefined) out.push(sql`${price} <= ${eurosToCents(filters.priceTo)}::bigint`);
  return out;
};

/** priceConditions over a price in cents, in JavaScript. */
export const inPriceRange = (filters: Pick<SearchFilters, 'priceFrom' | 'priceTo'>): ((price: number) => boolean) => {
  const from = filters.priceFrom === undefined ? undefined : eurosToCents(filters.priceFrom);
  const to = filters.priceTo === undefined ? undefined : eurosToCents(filters.priceTo);
  return (price) => (from === undefined || price >= from) && (to === undefined || price <= to);
};

/** Owner filters shared by boats and activities (alias.owner_id). */
export const ownerConditions = (alias: string, filters: SearchFilters): Fragment[] => {
  const out: Fragment[] = [];
  const ownerId = sql.ref(`${alias}.owner_id`);
  if (filters.ownerId !== undefined) out.push(sql`${ownerId} = ${filters.ownerId}::int`);
  const owner: Fragment[] = [];
  if (filters.superOwner) owner.push(sql`o.is_super_owner`);
  if (filters.ownerType === 'professional') owner.push(sql`o.is_pro`);
  if (filters.ownerType === 'private') owner.push(sql`not o.is_pro`);
  if (owner.length > 0) out.push(sql`exists (select 1 from users o where o.id = ${ownerId} and ${sql.join(owner, sql` and `)})`);
  return out;
};

export interface BoatConditionOptions {
  /** Apply priceFrom/priceTo (the histogram's set leaves them out). */
  readonly price: boolean;
  /** Apply startDate/endDate (the flexible-dates fleet replaces them with its periods). */
  readonly dates: boolean;
}

/**
 * Every boat filter of spec section 3 as SQL over `boats b`. durations (no defined values) and halfDayPeriod (every
 * boat can be rented for half a day; it changes the price only) select nothing.
 */
export const boatConditions = (filters: SearchFilters, area: SearchArea, options: BoatConditionOptions): Fragment[] => {
  // Drafts and paused listings are never searched (issue [6]).
  const out: Fragment[] = [sql`b.status = 'published'`, ...areaConditions('b', area)];
  if (filters.numberOfPeople !== undefined) out.push(sql`b.capacity >= ${filters.numberOfPeople}::int`);
  if (filters.numberOfCabins !== undefined) out.push(sql`b.cabins >= ${filters.numberOfCabins}::int`);
  if (filters.numberOfBerths !== undefined) out.push(sql`b.berths >= ${filters.numberOfBerths}::int`);
  if (filters.bestRating) out.push(sql`b.reviews_avg >= ${BEST_RATING_MIN}::float8`);
  if (filters.instantBooking) out.push(sql`b.instant_booking`);
  if (filters.enginePowerFrom !== undefined) out.push(sql`b.engine_power >= ${filters.enginePowerFrom}::int`);
  if (filters.enginePowerTo !== undefined) out.push(sql`b.engine_power <= ${filters.enginePowerTo}::int`);
  if (filters.minBuildYear !== undefined) out.push(sql`b.build_year >= ${filters.minBuildYear}::int`);
  if (filters.maxBuildYear !== undefined) out.push(sql`b.build_year <= ${filters.maxBuildYear}::int`);
  if (filters.lengthFrom !== undefined) out.push(sql`b.length_m >= ${filters.lengthFrom}::float8`);
  if (filters.lengthTo !== undefined) out.push(sql`b.length_m <= ${filters.lengthTo}::float8`);
  if (options.price) out.push(...priceConditions(filters, effectivePriceSql('b')));
  if (filters.types) out.push(sql`b.type = any(${typesMatching(filters.types)}::text[])`);
  if (filters.cancellationPolicy) out.push(sql`b.cancellation_policy = ${filters.cancellationPolicy}`);
  if (options.dates && filters.startDate !== undefined) {
    out.push(availabilityCondition(filters.startDate, filters.endDate ?? filters.startDate));
  }
  if (filters.equipments) {
    const ids = [...filters.equipments];
    out.push(sql`(select count(*) from boat_equipment e where e.boat_id = b.id and e.equipment_id = any(${ids}::int[])) = ${ids.length}::int`);
  }
  if (filters.sailingType) out.push(sql`b.sailing_type = any(${[...SAILING_TYPES_MATCHING[filters.sailingType]]}::text[])`);
  if (filters.productTags) out.push(sql`b.product_tags @> ${[...filters.productTags]}::text[]`);
  if (filters.experiences) {
    out.push(sql`(${sql.join(filters.experiences.map((e) => experienceCondition(BOAT_EXPERIENCES[e])), sql` or `)})`);
  }
  if (filters.hasDiscount) out.push(sql`b.discount_percentage > 0`);
  out.push(...ownerConditions('b', filters));
  return out;
};

export const whereAll = (conditions: readonly Fragment[]): Fragment =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/**
 * Sort of boats (spec section 3) over columns named score, eff (price after discount), discount_percentage,
 * reviews_avg and id. Default: score DESC. Without a sortOrder, price sorts ASC and the others DESC.
 * Ties always break on id ASC so that pages never overlap.
 */
export const boatOrderBy = (filters: Pick<SearchFilters, 'sort' | 'sortOrder'>): Fragment => {
  const sort = filters.sort ?? 'default';
  if (sort === 'default') return sql`score desc, id asc`;
  const column = { score: 'score', price: 'eff', discount: 'discount_percentage', reviewsAvg: 'reviews_avg' }[sort];
  const order = filters.sortOrder ?? (sort === 'price' ? 'ASC' : 'DESC');
  return sql`${sql.ref(column)} ${sql.raw(order === 'ASC' ? 'asc' : 'desc')}, id asc`;
};
