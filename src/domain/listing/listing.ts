import { effectivePricePerDay } from '../checkout/pricing';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages';
import { addDays, compareIsoDates, daysBetween, isIsoDate, type IsoDate } from '../search/iso-date';
import { BOAT_TYPES, EQUIPMENT, SAILING_TYPES, type BoatType, type SailingType } from '../search/search-filters';

/**
 * A boat listing as its owner writes it (issue [6]): the same rules validate the editor's fields in the browser and
 * the API's input on the server. Amounts are EUR cents; dates ISO days, both ends included.
 */
/** Rejected: staff turned the listing down with a reason (issue [7]); the owner edits it and publishes again. */
export type ListingStatus = 'draft' | 'published' | 'paused' | 'rejected';
export const LISTING_STATUSES: readonly ListingStatus[] = ['draft', 'published', 'paused', 'rejected'];

export type CancellationPolicy = 'Flexible' | 'Moderate' | 'Strict';
export const CANCELLATION_POLICIES: readonly CancellationPolicy[] = ['Flexible', 'Moderate', 'Strict'];

export const SLEEPING_AREA_KINDS = ['double', 'twin', 'single', 'bunk', 'saloon'] as const;
export type SleepingAreaKind = (typeof SLEEPING_AREA_KINDS)[number];

export const INSURANCE_NAMES = ['cabWeather', 'damageWaiver', 'assistanceInsurance', 'multiriskInsurance'] as const;
export type InsuranceName = (typeof INSURANCE_NAMES)[number];

export const EXTRA_PRICE_TYPES = ['perBooking', 'perDay', 'perPerson'] as const;
export type ExtraPriceType = (typeof EXTRA_PRICE_TYPES)[number];

/** The equipment ids of spec section 3. */
export const LISTING_EQUIPMENT_IDS: readonly number[] = Object.keys(EQUIPMENT).map(Number).sort((a, b) => a - b);

/** A listing is never typed 'Yacht' (a search word for both yacht types). */
export const LISTING_BOAT_TYPES: readonly BoatType[] = BOAT_TYPES.filter((t) => t !== 'Yacht');

export interface SleepingArea {
  readonly kind: SleepingAreaKind;
  readonly cabins: number;
  readonly berths: number;
}

export interface ItineraryDay {
  readonly day: number;
  readonly harbour: string;
  readonly description: string;
}

export interface Itinerary {
  /** Language code → title. */
  readonly title: Readonly<Record<string, string>>;
  readonly days: readonly ItineraryDay[];
}

export interface SeasonalPrice {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly pricePerDay: number;
}

export interface ListingExtra {
  readonly name: string;
  readonly description: string;
  readonly priceType: ExtraPriceType;
  readonly price: number;
  readonly isMandatory: boolean;
  readonly isPayInHarbour: boolean;
}

export interface SkipperOffer {
  /** EUR cents, per day or for the whole rental. */
  readonly price: number;
  readonly priceByDay: boolean;
  readonly isPayInHarbour: boolean;
}

/** Everything the owner writes. Every field is present; an unanswered one is empty (null, '', [] or 0). */
export interface ListingFields {
  readonly type: BoatType | null;
  readonly builderName: string;
  readonly modelName: string;
  readonly lengthM: number | null;
  readonly enginePower: number | null;
  readonly buildYear: number | null;
  readonly cabins: number | null;
  readonly berths: number | null;
  readonly capacity: number | null;
  readonly sleepingAreas: readonly SleepingArea[];
  readonly equipments: readonly number[];
  readonly titles: Readonly<Record<string, string>>;
  readonly descriptions: Readonly<Record<string, string>>;
  readonly itineraries: readonly Itinerary[];
  readonly placeId: number | null;
  readonly pricePerDay: number | null;
  readonly discountPercentage: number;
  readonly seasonalPrices: readonly SeasonalPrice[];
  readonly weeklyDiscount: number;
  readonly halfDayPrice: number | null;
  readonly minimumDays: number;
  readonly deposit: number;
  readonly sailingType: SailingType | null;
  readonly skipper: SkipperOffer | null;
  readonly extras: readonly ListingExtra[];
  readonly insurances: readonly InsuranceName[];
  readonly cancellationPolicy: CancellationPolicy | null;
  readonly instantBooking: boolean;
}

/** The editor's steps in order, and the fields each one saves. */
export const LISTING_STEPS = ['type', 'specs', 'equipment', 'description', 'harbour', 'pictures', 'prices', 'options', 'conditions'] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

export const STEP_FIELDS: Readonly<Record<ListingStep, readonly (keyof ListingFields)[]>> = {
  type: ['type'],
  specs: ['builderName', 'modelName', 'lengthM', 'enginePower', 'buildYear', 'cabins', 'berths', 'capacity', 'sleepingAreas'],
  equipment: ['equipments'],
  description: ['titles', 'descriptions', 'itineraries'],
  harbour: ['placeId'],
  pictures: [],
  prices: ['pricePerDay', 'discountPercentage', 'seasonalPrices', 'weeklyDiscount', 'halfDayPrice', 'minimumDays', 'deposit'],
  options: ['sailingType', 'skipper', 'extras', 'insurances'],
  conditions: ['cancellationPolicy', 'instantBooking'],
};

export const LISTING_LIMITS = {
  nameMax: 80,
  titleMin: 10,
  titleMax: 100,
  descriptionMin: 50,
  descriptionMax: 5000,
  lengthMin: 1,
  lengthMax: 150,
  enginePowerMax: 20000,
  buildYearMin: 1900,
  cabinsMax: 50,
  berthsMax: 200,
  capacityMax: 500,
  sleepingAreasMax: 20,
  itinerariesMax: 5,
  itineraryDaysMax: 21,
  itineraryTextMax: 500,
  /** 10 € to 100,000 € a day. */
  pricePerDayMin: 1000,
  pricePerDayMax: 10_000_000,
  discountMax: 90,
  weeklyDiscountMax: 50,
  seasonalPricesMax: 30,
  minimumDaysMax: 30,
  depositMax: 10_000_000,
  extrasMax: 30,
  extraPriceMax: 1_000_000,
  /** At least this many pictures to publish. */
  picturesMin: 1,
} as const;

/** A problem, as `field: key` (the key is in the `listings` namespace, `validation.*`). */
export type ListingProblem = `${string}: ${string}`;

const problem = (field: string, key: string): ListingProblem => `${field}: validation.${key}`;

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);
const inRange = (n: number, min: number, max: number) => n >= min && n <= max;
const textLength = (s: string): number => [...s.trim()].length;

/** An empty listing of a type (new listings start from the owner's sales settings). */
export const emptyListing = (defaults: Partial<ListingFields> = {}): ListingFields => ({
  type: null,
  builderName: '',
  modelName: '',
  lengthM: null,
  enginePower: null,
  buildYear: null,
  cabins: null,
  berths: null,
  capacity: null,
  sleepingAreas: [],
  equipments: [],
  titles: {},
  descriptions: {},
  itineraries: [],
  placeId: null,
  pricePerDay: null,
  discountPercentage: 0,
  seasonalPrices: [],
  weeklyDiscount: 0,
  halfDayPrice: null,
  minimumDays: 1,
  deposit: 0,
  sailingType: null,
  skipper: null,
  extras: [],
  insurances: [],
  cancellationPolicy: null,
  instantBooking: false,
  ...defaults,
});

const checkWhole = (out: ListingProblem[], field: string, value: number | null, min: number, max: number, required: boolean) => {
  if (value === null) {
    if (required) out.push(problem(field, 'required'));
    return;
  }
  if (!isWhole(value) || !inRange(value, min, max)) out.push(problem(field, 'outOfRange'));
};

const checkName = (out: ListingProblem[], field: string, value: string, required: boolean) => {
  const length = textLength(value);
  if (length === 0) {
    if (required) out.push(problem(field, 'required'));
  } else if (length > LISTING_LIMITS.nameMax) out.push(problem(field, 'tooLong'));
};

/** The languages in which the owner wrote a title or a description. */
export const writtenLanguages = (fields: Pick<ListingFields, 'titles' | 'descriptions'>): LanguageCode[] =>
  LANGUAGE_CODES.filter((l) => textLength(fields.titles[l] ?? '') > 0 || textLength(fields.descriptions[l] ?? '') > 0);

/**
 * The problems of the given fields. `complete` also requires what publishing needs (a draft may be saved half
 * written: only what is written must be right).
 */
export const listingProblems = (fields: Partial<ListingFields>, options: { complete: boolean; currentYear: number }): ListingProblem[] => {
  const out: ListingProblem[] = [];
  const { complete } = options;
  const has = (key: keyof ListingFields) => key in fields && fields[key] !== undefined;

  if (has('type') || complete) {
    if (fields.type == null) out.push(problem('type', 'required'));
    else if (!LISTING_BOAT_TYPES.includes(fields.type)) out.push(problem('type', 'invalid'));
  }
  if (has('builderName') || complete) checkName(out, 'builderName', fields.builderName ?? '', complete);
  if (has('modelName') || complete) checkName(out, 'modelName', fields.modelName ?? '', complete);
  if (has('lengthM') || complete) {
    const length = fields.lengthM ?? null;
    if (length === null) {
      if (complete) out.push(problem('lengthM', 'required'));
    } else if (!Number.isFinite(length) || !inRange(length, LISTING_LIMITS.lengthMin, LISTING_LIMITS.lengthMax) || Math.round(length * 100) !== length * 100) {
      out.push(problem('lengthM', 'outOfRange'));
    }
  }
  if (has('enginePower') || complete) checkWhole(out, 'enginePower', fields.enginePower ?? null, 0, LISTING_LIMITS.enginePowerMax, false);
  if (has('buildYear') || complete) checkWhole(out, 'buildYear', fields.buildYear ?? null, LISTING_LIMITS.buildYearMin, options.currentYear + 1, complete);
  if (has('cabins') || complete) checkWhole(out, 'cabins', fields.cabins ?? null, 0, LISTING_LIMITS.cabinsMax, false);
  if (has('berths') || complete) checkWhole(out, 'berths', fields.berths ?? null, 0, LISTING_LIMITS.berthsMax, false);
  if (has('capacity') || complete) checkWhole(out, 'capacity', fields.capacity ?? null, 1, LISTING_LIMITS.capacityMax, complete);
  if (has('sleepingAreas')) {
    const areas = fields.sleepingAreas ?? [];
    if (areas.length > LISTING_LIMITS.sleepingAreasMax) out.push(problem('sleepingAreas', 'tooMany'));
    areas.forEach((a, i) => {
      if (!SLEEPING_AREA_KINDS.includes(a.kind)) out.push(problem(`sleepingAreas.${i}.kind`, 'invalid'));
      if (!isWhole(a.cabins) || !inRange(a.cabins, 0, LISTING_LIMITS.cabinsMax)) out.push(problem(`sleepingAreas.${i}.cabins`, 'outOfRange'));
      if (!isWhole(a.berths) || !inRange(a.berths, 1, LISTING_LIMITS.berthsMax)) out.push(problem(`sleepingAreas.${i}.berths`, 'outOfRange'));
    });
    // The areas describe the boat's cabins and berths; they cannot add up to more.
    const cabins = fields.cabins ?? null;
    const berths = fields.berths ?? null;
    if (cabins !== null && areas.reduce((s, a) => s + a.cabins, 0) > cabins) out.push(problem('sleepingAreas', 'moreCabinsThanBoat'));
    if (berths !== null && areas.reduce((s, a) => s + a.berths, 0) > berths) out.push(problem('sleepingAreas', 'moreBerthsThanBoat'));
  }
  if (has('equipments')) {
    const ids = fields.equipments ?? [];
    if (ids.some((id) => !LISTING_EQUIPMENT_IDS.includes(id)) || new Set(ids).size !== ids.length) out.push(problem('equipments', 'invalid'));
  }
  if (has('titles') || has('descriptions') || complete) {
    const titles = fields.titles ?? {};
    const descriptions = fields.descriptions ?? {};
    for (const [l, t] of Object.entries(titles)) {
      if (!(LANGUAGE_CODES as readonly string[]).includes(l)) out.push(problem(`titles.${l}`, 'invalid'));
      else if (textLength(t) > 0 && !inRange(textLength(t), LISTING_LIMITS.titleMin, LISTING_LIMITS.titleMax)) out.push(problem(`titles.${l}`, 'titleLength'));
    }
    for (const [l, t] of Object.entries(descriptions)) {
      if (!(LANGUAGE_CODES as readonly string[]).includes(l)) out.push(problem(`descriptions.${l}`, 'invalid'));
      else if (textLength(t) > LISTING_LIMITS.descriptionMax) out.push(problem(`descriptions.${l}`, 'tooLong'));
      else if (textLength(t) > 0 && textLength(t) < LISTING_LIMITS.descriptionMin) out.push(problem(`descriptions.${l}`, 'descriptionTooShort'));
    }
    // A language is complete with both a title and a description; the others fall back to it.
    for (const l of writtenLanguages({ titles, descriptions })) {
      if (textLength(titles[l] ?? '') === 0) out.push(problem(`titles.${l}`, 'required'));
      if (textLength(descriptions[l] ?? '') === 0) out.push(problem(`descriptions.${l}`, 'required'));
    }
    if (complete && writtenLanguages({ titles, descriptions }).length === 0) out.push(problem('titles', 'oneLanguage'));
  }
  if (has('itineraries')) {
    const itineraries = fields.itineraries ?? [];
    if (itineraries.length > LISTING_LIMITS.itinerariesMax) out.push(problem('itineraries', 'tooMany'));
    itineraries.forEach((it, i) => {
      const titles = Object.entries(it.title).filter(([, t]) => textLength(t) > 0);
      if (titles.length === 0) out.push(problem(`itineraries.${i}.title`, 'required'));
      if (titles.some(([l, t]) => !(LANGUAGE_CODES as readonly string[]).includes(l) || textLength(t) > LISTING_LIMITS.titleMax)) out.push(problem(`itineraries.${i}.title`, 'invalid'));
      if (it.days.length === 0 || it.days.length > LISTING_LIMITS.itineraryDaysMax) out.push(problem(`itineraries.${i}.days`, 'outOfRange'));
      it.days.forEach((d, j) => {
        if (d.day !== j + 1) out.push(problem(`itineraries.${i}.days.${j}.day`, 'invalid'));
        if (textLength(d.harbour) === 0) out.push(problem(`itineraries.${i}.days.${j}.harbour`, 'required'));
        else if (textLength(d.harbour) > LISTING_LIMITS.nameMax) out.push(problem(`itineraries.${i}.days.${j}.harbour`, 'tooLong'));
        if (textLength(d.description) > LISTING_LIMITS.itineraryTextMax) out.push(problem(`itineraries.${i}.days.${j}.description`, 'tooLong'));
      });
    });
  }
  if (has('placeId') || complete) {
    const placeId = fields.placeId ?? null;
    if (placeId === null) {
      if (complete) out.push(problem('placeId', 'required'));
    } else if (!isWhole(placeId) || placeId <= 0) out.push(problem('placeId', 'invalid'));
  }
  if (has('pricePerDay') || complete) checkWhole(out, 'pricePerDay', fields.pricePerDay ?? null, LISTING_LIMITS.pricePerDayMin, LISTING_LIMITS.pricePerDayMax, complete);
  if (has('discountPercentage')) checkWhole(out, 'discountPercentage', fields.discountPercentage ?? 0, 0, LISTING_LIMITS.discountMax, false);
  if (has('weeklyDiscount')) checkWhole(out, 'weeklyDiscount', fields.weeklyDiscount ?? 0, 0, LISTING_LIMITS.weeklyDiscountMax, false);
  if (has('minimumDays')) checkWhole(out, 'minimumDays', fields.minimumDays ?? 1, 1, LISTING_LIMITS.minimumDaysMax, false);
  if (has('deposit')) checkWhole(out, 'deposit', fields.deposit ?? 0, 0, LISTING_LIMITS.depositMax, false);
  if (has('halfDayPrice')) {
    const half = fields.halfDayPrice ?? null;
    if (half !== null) {
      if (!isWhole(half) || half < 1) out.push(problem('halfDayPrice', 'outOfRange'));
      else if (fields.pricePerDay != null && half > fields.pricePerDay) out.push(problem('halfDayPrice', 'aboveDayPrice'));
    }
  }
  if (has('seasonalPrices')) {
    const seasons = fields.seasonalPrices ?? [];
    if (seasons.length > LISTING_LIMITS.seasonalPricesMax) out.push(problem('seasonalPrices', 'tooMany'));
    seasons.forEach((s, i) => {
      if (!isIsoDate(s.startDate) || !isIsoDate(s.endDate) || compareIsoDates(s.startDate, s.endDate) > 0 || daysBetween(s.startDate, s.endDate) > 366) {
        out.push(problem(`seasonalPrices.${i}.dates`, 'invalidRange'));
      }
      if (!isWhole(s.pricePerDay) || !inRange(s.pricePerDay, LISTING_LIMITS.pricePerDayMin, LISTING_LIMITS.pricePerDayMax)) out.push(problem(`seasonalPrices.${i}.pricePerDay`, 'outOfRange'));
    });
    if (seasonsOverlap(seasons)) out.push(problem('seasonalPrices', 'overlap'));
  }
  if (has('sailingType') || complete) {
    const sailing = fields.sailingType ?? null;
    if (sailing === null) {
      if (complete) out.push(problem('sailingType', 'required'));
    } else if (!SAILING_TYPES.includes(sailing)) out.push(problem('sailingType', 'invalid'));
  }
  if (has('skipper') || (complete && fields.sailingType !== 'Without captain')) {
    const skipper = fields.skipper ?? null;
    if (skipper === null) {
      // A boat offered with a captain says what the skipper costs.
      if (fields.sailingType && fields.sailingType !== 'Without captain') out.push(problem('skipper', 'required'));
    } else if (!isWhole(skipper.price) || !inRange(skipper.price, 0, LISTING_LIMITS.extraPriceMax)) out.push(problem('skipper.price', 'outOfRange'));
  }
  if (has('extras')) {
    const extras = fields.extras ?? [];
    if (extras.length > LISTING_LIMITS.extrasMax) out.push(problem('extras', 'tooMany'));
    extras.forEach((e, i) => {
      checkName(out, `extras.${i}.name`, e.name, true);
      if (textLength(e.description) > LISTING_LIMITS.itineraryTextMax) out.push(problem(`extras.${i}.description`, 'tooLong'));
      if (!EXTRA_PRICE_TYPES.includes(e.priceType)) out.push(problem(`extras.${i}.priceType`, 'invalid'));
      if (!isWhole(e.price) || !inRange(e.price, 0, LISTING_LIMITS.extraPriceMax)) out.push(problem(`extras.${i}.price`, 'outOfRange'));
    });
  }
  if (has('insurances')) {
    const names = fields.insurances ?? [];
    // Both multirisk and assistance may be offered: the checkout lets the tenant take one of them.
    if (names.some((n) => !INSURANCE_NAMES.includes(n)) || new Set(names).size !== names.length) out.push(problem('insurances', 'invalid'));
  }
  if (has('cancellationPolicy') || complete) {
    const policy = fields.cancellationPolicy ?? null;
    if (policy === null) {
      if (complete) out.push(problem('cancellationPolicy', 'required'));
    } else if (!CANCELLATION_POLICIES.includes(policy)) out.push(problem('cancellationPolicy', 'invalid'));
  }
  return out;
};

const seasonsOverlap = (seasons: readonly SeasonalPrice[]): boolean => {
  const valid = seasons.filter((s) => isIsoDate(s.startDate) && isIsoDate(s.endDate)).slice().sort((a, b) => compareIsoDates(a.startDate, b.startDate));
  return valid.some((s, i) => i > 0 && compareIsoDates(s.startDate, valid[i - 1]!.endDate) <= 0);
};

/** The steps still missing something to publish, in order (pictures are counted by the caller). */
export const missingSteps = (fields: ListingFields, pictureCount: number, currentYear: number): ListingStep[] => {
  const problems = listingProblems(fields, { complete: true, currentYear });
  return LISTING_STEPS.filter((step) => {
    if (step === 'pictures') return pictureCount < LISTING_LIMITS.picturesMin;
    const fieldsOfStep = STEP_FIELDS[step] as readonly string[];
    return problems.some((p) => fieldsOfStep.includes(p.slice(0, p.indexOf(':')).split('.')[0]!));
  });
};

/** The share of steps done, 0..100, for the editor's progress bar. */
export const progressOf = (missing: readonly ListingStep[]): number => Math.round(((LISTING_STEPS.length - missing.length) / LISTING_STEPS.length) * 100);

/**
 * What a listing shows in a language: its own text, else English, else the first language written (decisions: the
 * owner writes at least one; the others fall back).
 */
export const textIn = (texts: Readonly<Record<string, string>>, language: string): string => {
  const own = texts[language]?.trim();
  if (own) return own;
  const base = language.split('-')[0]!;
  const sameBase = texts[base]?.trim();
  if (sameBase) return sameBase;
  const english = texts['en']?.trim();
  if (english) return english;
  for (const l of LANGUAGE_CODES) {
    const t = texts[l]?.trim();
    if (t) return t;
  }
  return '';
};

/** The prices that decide a rental's amount. */
export interface ListingPrices {
  readonly pricePerDay: number;
  readonly discountPercentage: number;
  readonly seasonalPrices: readonly SeasonalPrice[];
  readonly weeklyDiscount: number;
}

export const WEEK_DAYS = 7;

/** Each day's price before discounts: the season's price where one covers the day, else the price per day. */
export const dailyPricesOf = (prices: Pick<ListingPrices, 'pricePerDay' | 'seasonalPrices'>, startDate: IsoDate, endDate: IsoDate): number[] => {
  const days = Math.max(1, daysBetween(startDate, endDate) + 1);
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(startDate, i);
    const season = prices.seasonalPrices.find((s) => compareIsoDates(s.startDate, day) <= 0 && compareIsoDates(day, s.endDate) <= 0);
    return season ? season.pricePerDay : prices.pricePerDay;
  });
};

/** The discount of a rental: the owner's, plus the weekly discount from 7 days on (added, at most 90 %). */
export const rentalDiscountOf = (prices: Pick<ListingPrices, 'discountPercentage' | 'weeklyDiscount'>, days: number): number =>
  Math.min(LISTING_LIMITS.discountMax, prices.discountPercentage + (days >= WEEK_DAYS ? prices.weeklyDiscount : 0));

/** The rental's amount after discounts, exactly as the checkout's pricing adds it up (day by day). */
export const rentalTotalOf = (prices: ListingPrices, startDate: IsoDate, endDate: IsoDate): number => {
  const daily = dailyPricesOf(prices, startDate, endDate);
  const discount = rentalDiscountOf(prices, daily.length);
  return daily.reduce((sum, p) => sum + effectivePricePerDay(p, discount), 0);
};

/** Whether a rental is long enough for the listing's minimum (a half day counts as one day). */
export const meetsMinimumDays = (minimumDays: number, startDate: IsoDate, endDate: IsoDate): boolean => daysBetween(startDate, endDate) + 1 >= minimumDays;
