import type { IsoDate } from './iso-date';

/** Spec section 3: boat types, exact strings. 'Yacht' is accepted on input and expands to Motor Yacht + Sail Yacht. */
export const BOAT_TYPES = [
  'Catamaran',
  'Gulet',
  'Houseboat',
  'Jet Ski',
  'Motorboat',
  'Motor Yacht',
  'RIB',
  'Sailboat',
  'Sail Yacht',
  'Without license',
  'Yacht',
] as const;
export type BoatType = (typeof BOAT_TYPES)[number];

/** Spec section 3: the sail group; every other type is motor. */
export const SAIL_TYPES: readonly BoatType[] = ['Sailboat', 'Catamaran', 'Gulet', 'Sail Yacht'];
export type BoatTypeGroup = 'sail' | 'motor';

const SAIL_TYPES_LOWER: ReadonlySet<string> = new Set(SAIL_TYPES.map((type) => type.toLowerCase()));

/** Group of a boat type; case-insensitive because product payloads are not guaranteed to use the exact case. */
export const boatTypeGroup = (type: string): BoatTypeGroup =>
  SAIL_TYPES_LOWER.has(type.trim().toLowerCase()) ? 'sail' : 'motor';

/** 'Yacht' stands for both yacht types (spec section 5). */
export const YACHT_EXPANSION: readonly BoatType[] = ['Motor Yacht', 'Sail Yacht'];

export const SAILING_TYPES = ['With captain', 'With or without captain', 'Without captain'] as const;
export type SailingType = (typeof SAILING_TYPES)[number];

export const EXPERIENCES = ['waterSport', 'funBoat', 'atypicalBoat', 'fishingBoat', 'partyBoat'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/** Spec section 3: equipment id → key name (also the i18n key suffix). */
export const EQUIPMENT = {
  3: 'deckShower',
  13: 'bimini',
  19: 'maskAndTube',
  22: 'waterSkis',
  23: 'wakeboard',
  24: 'towableTube',
  25: 'outboard',
  26: 'outboardMotor',
  27: 'bowThruster',
  28: 'electricWindlass',
  29: 'gps',
  31: 'automaticPilot',
  35: 'airConditioning',
  38: 'cockpitSpeaker',
  42: 'gennaker',
  44: 'solarPanels',
  47: 'watermaker',
  48: 'generator',
  70: 'kayak',
  71: 'paddle',
  74: 'inflatableBanana',
} as const;
export type EquipmentId = keyof typeof EQUIPMENT;
export type EquipmentName = (typeof EQUIPMENT)[EquipmentId];
export const EQUIPMENT_IDS: readonly EquipmentId[] = Object.keys(EQUIPMENT)
  .map(Number)
  .sort((a, b) => a - b) as EquipmentId[];

export const SORTS = ['default', 'discount', 'price', 'reviewsAvg', 'score'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const HALF_DAY_PERIODS = ['morning', 'afternoon'] as const;
export type HalfDayPeriod = (typeof HALF_DAY_PERIODS)[number];

export const OWNER_TYPES = ['private', 'professional'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const CANCELLATION_POLICIES = ['Flexible'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/**
 * Spec section 3. All fields optional except page. Arrays are kept sorted and free of duplicates once normalised
 * (see normaliseFilters). durations, activityTypes, timesOfTheDay and productTags have no listed values in the
 * spec: they are free tokens ([A-Za-z0-9_-], up to 50 characters). skipperLanguages are ISO 639-1 codes.
 * Prices are in the user's currency; lengths in metres; engine power in horsepower; distance in kilometres.
 */
export interface SearchFilters {
  readonly address?: string;
  readonly distance?: number;
  readonly durations?: readonly string[];
  readonly numberOfPeople?: number;
  readonly numberOfCabins?: number;
  readonly numberOfBerths?: number;
  readonly superOwner?: boolean;
  readonly bestRating?: boolean;
  readonly instantBooking?: boolean;
  readonly enginePowerFrom?: number;
  readonly enginePowerTo?: number;
  readonly minBuildYear?: number;
  readonly maxBuildYear?: number;
  readonly latitude?: number;
  readonly longitude?: number;
  /** The map's visible box as the search area, in its canonical text `south,west,north,east` (map-bounds.ts). */
  readonly bounds?: string;
  readonly lengthFrom?: number;
  readonly lengthTo?: number;
  readonly priceFrom?: number;
  readonly priceTo?: number;
  readonly page: number;
  readonly types?: readonly BoatType[];
  readonly cancellationPolicy?: CancellationPolicy;
  readonly startDate?: IsoDate;
  readonly endDate?: IsoDate;
  readonly equipments?: readonly EquipmentId[];
  readonly sailingType?: SailingType;
  readonly productTags?: readonly string[];
  readonly halfDayPeriod?: HalfDayPeriod;
  readonly experiences?: readonly Experience[];
  readonly hasDiscount?: boolean;
  readonly ownerId?: number;
  readonly ownerType?: OwnerType;
  readonly sort?: Sort;
  readonly sortOrder?: SortOrder;
  readonly activityTypes?: readonly string[];
  readonly timesOfTheDay?: readonly string[];
  readonly skipperLanguages?: readonly string[];
}

export type SearchFilterName = keyof SearchFilters;

export const DEFAULT_FILTERS: SearchFilters = { page: 1 };

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** Inclusive bounds of every numeric filter (spec section 9); a value must also be a positive integer. */
export interface FilterBounds {
  readonly people: Range;
  readonly cabins: Range;
  readonly berths: Range;
  readonly length: Range;
  readonly enginePower: Range;
  readonly buildYear: Range;
  readonly price: Range;
  readonly distance: Range;
  readonly ownerId: Range;
  readonly page: Range;
  readonly latitude: Range;
  readonly longitude: Range;
  /** Results per page for activities. */
  readonly activitiesPageSize: number;
  /** Results lazily loaded at most. */
  readonly resultsLazyLimit: number;
}

/** Not given by the spec; chosen so that no real search is cut off. */
export const PRICE_MAX = 1_000_000_000;
export const DISTANCE_MAX_KM = 1000;
export const PAGE_MAX = 10_000;
export const OWNER_ID_MAX = 2_147_483_647;
export const ADDRESS_MAX_LENGTH = 200;
export const TOKEN_MAX_LENGTH = 50;
/** At most this many values per array filter (after de-duplication). */
export const ARRAY_MAX_ITEMS = 30;
export const COORDINATE_DECIMALS = 6;

export const filterBounds = (currentYear: number): FilterBounds => ({
  people: { min: 1, max: 20 },
  cabins: { min: 1, max: 20 },
  berths: { min: 1, max: 20 },
  length: { min: 0, max: 15 },
  enginePower: { min: 0, max: 400 },
  buildYear: { min: currentYear - 20, max: currentYear },
  price: { min: 0, max: PRICE_MAX },
  distance: { min: 1, max: DISTANCE_MAX_KM },
  ownerId: { min: 1, max: OWNER_ID_MAX },
  page: { min: 1, max: PAGE_MAX },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  activitiesPageSize: 18,
  resultsLazyLimit: 100,
});
