import { BOAT_MODELS, BOAT_TYPES, isSailType, type BoatModel, type BoatType } from './boat-models';
import { generateUnavailabilities, type UnavailabilityRow } from './calendar';
import { EQUIPMENT, EQUIPMENT_ODDS } from './equipment';
import { slugify } from './fold';
import { jitterAround } from './geo';
import { productLifecycle } from './lifecycle';
import { ownerPicker, type OwnerRef } from './owners';
import type { HarbourSite } from './places';
import type { Random } from './random';
import { generateReviews, type ReviewRow } from './reviews';

type SailingType = 'With captain' | 'With or without captain' | 'Without captain';
type CancellationPolicy = 'Flexible' | 'Moderate' | 'Strict';

/** A row of the boats table with its id fixed in advance. */
export interface BoatRow {
  readonly id: number;
  readonly owner_id: number;
  readonly title: string;
  readonly slug: string;
  readonly type: BoatType;
  readonly builder_name: string;
  readonly model_name: string;
  readonly build_year: number;
  readonly length_m: number;
  readonly engine_power: number;
  readonly cabins: number;
  readonly berths: number;
  readonly capacity: number;
  readonly place_id: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly price_per_day: number;
  readonly discount_percentage: number;
  readonly instant_booking: boolean;
  readonly sailing_type: SailingType;
  readonly cancellation_policy: CancellationPolicy;
  readonly deposit: number;
  readonly description: string;
  readonly product_tags: string[];
  readonly reviews_count: number;
  readonly reviews_avg: number;
  readonly score: number;
  readonly created_at: Date;
}

export interface BoatEquipmentRow { readonly boat_id: number; readonly equipment_id: number }
export interface BoatPictureRow { readonly boat_id: number; readonly position: number; readonly url: string }

export interface GeneratedBoats {
  readonly boats: BoatRow[];
  readonly equipment: BoatEquipmentRow[];
  readonly pictures: BoatPictureRow[];
  readonly reviews: ReviewRow[];
  readonly unavailabilities: UnavailabilityRow[];
}

export interface BoatContext {
  readonly harbours: readonly HarbourSite[];
  readonly owners: readonly OwnerRef[];
  readonly now: Date;
  /** When set, every 100th boat (from the 8th) belongs to this owner. */
  readonly demoOwner?: OwnerRef | undefined;
}

/** Product tags a boat may carry (productTags filter). */
export const PRODUCT_TAGS = [
  'family', 'party', 'fishing', 'luxury', 'ecoFriendly', 'petFriendly', 'beginner', 'diving', 'sunset', 'romantic',
] as const;

/** The drawn picture as WebP (server/media/drawn-raster.ts): a browser decodes it apart from the page, unlike an SVG. */
export const boatPictureUrl = (boatId: number, position: number): string => `/media/boats/${boatId}/${position}.webp`;

/** Listing shares: sailboats and day motorboats dominate, as on real marketplaces. */
const TYPE_WEIGHTS: readonly (readonly [BoatType, number])[] = [
  ['Sailboat', 28], ['Motorboat', 22], ['Catamaran', 12], ['RIB', 9], ['Without license', 8], ['Motor Yacht', 6],
  ['Jet Ski', 5], ['Houseboat', 4], ['Sail Yacht', 2.5], ['Gulet', 2], ['Yacht', 1.5],
];

/** Where each type is listed, by country (default 1). */
const COUNTRY_AFFINITY: Partial<Record<BoatType, Readonly<Record<string, number>>>> = {
  Gulet: { TR: 6, GR: 2, HR: 2, default: 0 },
  Houseboat: { NL: 8, PL: 6, DE: 5, FR: 1, SE: 1, IT: 0.3, default: 0.05 },
  'Jet Ski': { NL: 0.2, SE: 0.2, PL: 0.2, DE: 0.3, US: 2 },
  'Without license': { FR: 2, ES: 2, IT: 1.5, NL: 0.5, SE: 0.5, US: 0.3 },
  Catamaran: { GR: 1.8, HR: 1.5, NL: 0.2, PL: 0.1, DE: 0.3, SE: 0.3 },
  'Motor Yacht': { FR: 1.6, IT: 1.5, ES: 1.4, US: 1.8, PL: 0.3, NL: 0.5, SE: 0.5 },
  Yacht: { FR: 1.6, IT: 1.5, ES: 1.3, US: 1.5, PL: 0.2, NL: 0.3, SE: 0.3 },
};

/** Price level of each country relative to the model's price range. */
const COUNTRY_PRICE: Readonly<Record<string, number>> = {
  FR: 1.1, IT: 1.15, ES: 1.0, HR: 0.9, GR: 0.9, TR: 0.75, PT: 0.85, NL: 0.9, SE: 1.05, PL: 0.7, US: 1.2, DE: 1.0,
};

const SAILING_TYPES: Readonly<Record<BoatType, readonly (readonly [SailingType, number])[]>> = {
  Sailboat: [['Without captain', 55], ['With or without captain', 35], ['With captain', 10]],
  Catamaran: [['Without captain', 35], ['With or without captain', 40], ['With captain', 25]],
  Gulet: [['With captain', 1]],
  'Sail Yacht': [['With captain', 80], ['With or without captain', 20]],
  'Motor Yacht': [['With captain', 75], ['With or without captain', 25]],
  Yacht: [['With captain', 90], ['With or without captain', 10]],
  Motorboat: [['Without captain', 60], ['With or without captain', 30], ['With captain', 10]],
  RIB: [['Without captain', 55], ['With or without captain', 30], ['With captain', 15]],
  Houseboat: [['Without captain', 1]],
  'Jet Ski': [['Without captain', 85], ['With or without captain', 15]],
  'Without license': [['Without captain', 1]],
};

const CANCELLATION: readonly (readonly [CancellationPolicy, number])[] = [['Flexible', 35], ['Moderate', 40], ['Strict', 25]];

/** Deposit range in EUR. */
const DEPOSIT: Readonly<Record<BoatType, readonly [number, number]>> = {
  Sailboat: [1000, 3000], Catamaran: [2500, 5000], Gulet: [0, 2000], 'Sail Yacht': [3000, 8000],
  'Motor Yacht': [5000, 10000], Yacht: [5000, 15000], Motorboat: [800, 3000], RIB: [800, 2500],
  Houseboat: [500, 1500], 'Jet Ski': [500, 1500], 'Without license': [150, 500],
};

const DAY_USE: ReadonlySet<BoatType> = new Set(['Motorboat', 'RIB', 'Jet Ski', 'Without license']);
const BIG: ReadonlySet<BoatType> = new Set(['Gulet', 'Sail Yacht', 'Motor Yacht', 'Yacht']);

const MODELS_BY_TYPE: ReadonlyMap<BoatType, readonly BoatModel[]> = new Map(
  BOAT_TYPES.map((t) => [t, BOAT_MODELS.filter((m) => m.type === t)]),
);

const DISCOUNTS = [5, 10, 10, 15, 15, 20, 20, 25, 30] as const;

const emptyBatch = (): GeneratedBoats => ({ boats: [], equipment: [], pictures: [], reviews: [], unavailabilities: [] });

/**
 * Generates `count` boats with ids from `firstId`, their equipment, pictures, reviews and booking calendar.
 * The first 11 boats take the 11 types in order so every type exists even in a small catalogue.
 */
export const generateBoats = (count: number, rng: Random, context: BoatContext, firstId = 1): GeneratedBoats => {
  // A single batch holds them all.
  const [all] = generateBoatBatches(count, rng, context, firstId, Math.max(1, count));
  return all ?? emptyBatch();
};

/**
 * The same boats as generateBoats, `batchSize` boats at a time (in order, from the same generator), so that a large
 * catalogue can be inserted while the next batch is generated, without holding every row in memory.
 */
export function* generateBoatBatches(
  count: number,
  rng: Random,
  context: BoatContext,
  firstId = 1,
  batchSize = 5_000,
): Generator<GeneratedBoats, void, undefined> {
  let result = emptyBatch();
  const pickOwner = ownerPicker(context.owners);
  const sitesByType = new Map(
    BOAT_TYPES.map((t) => {
      const affinity = COUNTRY_AFFINITY[t];
      const weighted = context.harbours
        .map((h) => [h, h.popularity * (affinity ? (affinity[h.countryCode] ?? affinity['default'] ?? 1) : 1)] as const)
        .filter(([, w]) => w > 0);
      return [t, weighted.length > 0 ? weighted : context.harbours.map((h) => [h, h.popularity] as const)];
    }),
  );
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const type: BoatType = i < BOAT_TYPES.length ? (BOAT_TYPES[i] as BoatType) : rng.weighted(TYPE_WEIGHTS);
    const site = rng.weighted(sitesByType.get(type) ?? []);
    const owner = context.demoOwner && i % 100 === 7 ? context.demoOwner : pickOwner(rng, site.countryCode);
    const boat = generateBoat(rng, id, type, site, owner, context.now, result);
    result.boats.push(boat);
    if (result.boats.length >= batchSize) {
      yield result;
      result = emptyBatch();
    }
  }
  if (result.boats.length > 0) yield result;
}

const generateBoat = (
  rng: Random,
  id: number,
  type: BoatType,
  site: HarbourSite,
  owner: OwnerRef,
  now: Date,
  out: GeneratedBoats,
): BoatRow => {
  const model = rng.pick(MODELS_BY_TYPE.get(type) ?? []);
  const life = productLifecycle(rng, now);
  const nowYear = now.getUTCFullYear();
  // Built no later than listed.
  const topYear = Math.min(nowYear, life.createdAt.getUTCFullYear());
  const lowYear = Math.min(topYear, Math.max(model.since, nowYear - 30));
  const buildYear = topYear - Math.floor((topYear - lowYear + 1) * rng.next() ** 1.3);
  const cabins = rng.int(model.cabins[0], model.cabins[1]);
  const berths = Math.max(rng.int(model.berths[0], model.berths[1]), cabins * 2);
  const capacity = Math.max(rng.int(model.capacity[0], model.capacity[1]), berths);
  const rawPower = rng.int(model.enginePower[0], model.enginePower[1]);
  const enginePower = rawPower > 20 ? Math.round(rawPower / 5) * 5 : rawPower;
  const { latitude, longitude } = jitterAround(rng, site.latitude, site.longitude, 3000);

  const age = nowYear - buildYear;
  const euros =
    rng.int(model.pricePerDay[0], model.pricePerDay[1]) * (COUNTRY_PRICE[site.countryCode] ?? 1) * Math.max(0.6, 1 - 0.012 * age);
  const pricePerDay = Math.max(50, Math.round(euros / 5) * 5) * 100;
  const discount = rng.chance(0.2) ? rng.pick(DISCOUNTS) : 0;
  const instantBooking = rng.chance(owner.isPro ? 0.5 : 0.3);
  const sailingType = rng.weighted(SAILING_TYPES[type]);
  const cancellationPolicy = rng.weighted(CANCELLATION);
  const [depositMin, depositMax] = DEPOSIT[type];
  const deposit = sailingType === 'With captain' && !DAY_USE.has(type)
    ? Math.round(rng.int(0, depositMin) / 50) * 50 * 100
    : Math.round(rng.int(depositMin, depositMax) / 50) * 50 * 100;

  const equipment = EQUIPMENT_ODDS[type].filter(([, p]) => rng.chance(p)).map(([equipmentId]) => equipmentId);
  for (const equipmentId of [...new Set(equipment)].sort((a, b) => a - b)) {
    out.equipment.push({ boat_id: id, equipment_id: equipmentId });
  }
  const pictureCount = rng.chance(0.04) ? 0 : rng.weighted([[1, 1], [2, 1], [3, 2], [4, 3], [5, 3], [6, 4]] as const);
  for (let position = 1; position <= pictureCount; position++) {
    out.pictures.push({ boat_id: id, position, url: boatPictureUrl(id, position) });
  }

  const quality = rng.next();
  const reviews = generateReviews(rng, 'boat', id, life.reviewsCount, quality, life.createdAt, now);
  out.reviews.push(...reviews.rows);
  out.unavailabilities.push(...generateUnavailabilities(rng, id, now, DAY_USE.has(type)));

  const tags = productTags(rng, type, capacity, equipment);
  const cityName = site.cityNames['en'] ?? '';
  const builderModel = `${model.builder} ${model.model}`;
  const headline = cabins > 0 ? `${cabins} ${cabins === 1 ? 'cabin' : 'cabins'}` : `${capacity} people`;
  const score =
    30 * (reviews.average / 5) * Math.min(reviews.rows.length, 20) / 20 +
    (instantBooking ? 10 : 0) +
    (owner.isSuperOwner ? 10 : 0) +
    5 * Math.min(pictureCount, 5) / 5 +
    (life.isNew ? 8 : 0) +
    (discount > 0 ? 5 : 0) +
    30 * rng.next();
  return {
    id,
    owner_id: owner.id,
    title: `${builderModel} — ${headline} in ${cityName}`,
    slug: slugify(`${builderModel} ${cityName} ${id}`),
    type,
    builder_name: model.builder,
    model_name: model.model,
    build_year: buildYear,
    length_m: model.lengthM,
    engine_power: enginePower,
    cabins,
    berths,
    capacity,
    place_id: site.harbourId,
    latitude,
    longitude,
    price_per_day: pricePerDay,
    discount_percentage: discount,
    instant_booking: instantBooking,
    sailing_type: sailingType,
    cancellation_policy: cancellationPolicy,
    deposit,
    description: describe(rng, type, model, buildYear, cabins, berths, capacity, cityName, sailingType),
    product_tags: tags,
    reviews_count: reviews.rows.length,
    reviews_avg: reviews.average,
    score: Math.round(score * 100) / 100,
    created_at: life.createdAt,
  };
};

const productTags = (rng: Random, type: BoatType, capacity: number, equipment: readonly number[]): string[] => {
  const tags: string[] = [];
  const add = (tag: (typeof PRODUCT_TAGS)[number], probability: number) => {
    if (rng.chance(probability)) tags.push(tag);
  };
  add('family', capacity >= 6 ? 0.35 : 0.05);
  add('party', type === 'Motor Yacht' || type === 'Yacht' || type === 'Catamaran' || type === 'Gulet' ? 0.3 : 0.05);
  add('fishing', type === 'Motorboat' || type === 'RIB' || type === 'Without license' ? 0.2 : 0.02);
  add('luxury', BIG.has(type) ? 0.6 : 0.02);
  add('ecoFriendly', isSailType(type) && equipment.includes(EQUIPMENT.solarPanels) ? 0.5 : isSailType(type) ? 0.1 : 0.01);
  add('petFriendly', 0.15);
  add('beginner', type === 'Without license' || type === 'Houseboat' ? 0.5 : 0.05);
  add('diving', type === 'RIB' ? 0.25 : type === 'Catamaran' ? 0.15 : 0.03);
  add('sunset', 0.12);
  add('romantic', 0.08);
  return tags;
};

const describe = (
  rng: Random,
  type: BoatType,
  model: BoatModel,
  buildYear: number,
  cabins: number,
  berths: number,
  capacity: number,
  cityName: string,
  sailingType: SailingType,
): string => {
  const opening = rng.pick([
    `Discover ${cityName} aboard this ${model.builder} ${model.model}, built in ${buildYear}.`,
    `This ${model.lengthM} m ${type.toLowerCase()} (${model.builder} ${model.model}, ${buildYear}) is waiting for you in ${cityName}.`,
    `A well-kept ${model.builder} ${model.model} based in ${cityName}, ideal for exploring the coast.`,
  ]);
  const room = cabins > 0
    ? `It sleeps ${berths} in ${cabins} ${cabins === 1 ? 'cabin' : 'cabins'} and welcomes up to ${capacity} people on board.`
    : `It welcomes up to ${capacity} people for a day on the water.`;
  const crew = sailingType === 'With captain'
    ? 'A professional skipper comes with the boat.'
    : sailingType === 'With or without captain'
      ? 'Rent it on your own with a valid licence, or ask for a skipper.'
      : type === 'Without license'
        ? 'No licence needed: a short briefing and you are off.'
        : 'Rented without skipper: a boating licence is required.';
  return `${opening} ${room} ${crew}`;
};
