import {
  listingProblems,
  STEP_FIELDS,
  type CancellationPolicy,
  type ExtraPriceType,
  type InsuranceName,
  type ListingFields,
  type ListingProblem,
  type ListingStep,
  type SleepingAreaKind,
} from '../../domain/listing/listing';
import type { BoatType, SailingType } from '../../domain/search/search-filters';
import { numberFormat } from '../../domain/i18n/intl-formats';

/**
 * The editor's working copy: what the owner typed, as typed. Numbers stay text until saved (a half-typed "12," is
 * not lost); amounts are euros (the API takes cents); empty rows stay until removed.
 */
export interface SleepingAreaForm {
  readonly kind: SleepingAreaKind;
  readonly cabins: string;
  readonly berths: string;
}

export interface ItineraryDayForm {
  readonly harbour: string;
  readonly description: string;
}

export interface ItineraryForm {
  /** Language code → title. */
  readonly title: Readonly<Record<string, string>>;
  readonly days: readonly ItineraryDayForm[];
}

export interface SeasonForm {
  readonly startDate: string;
  readonly endDate: string;
  /** Euros. */
  readonly pricePerDay: string;
}

export interface ExtraForm {
  readonly name: string;
  readonly description: string;
  readonly priceType: ExtraPriceType;
  /** Euros. */
  readonly price: string;
  readonly isMandatory: boolean;
  readonly isPayInHarbour: boolean;
}

export interface SkipperForm {
  /** Euros; the skipper is offered when the sailing type is not "Without captain". */
  readonly price: string;
  readonly priceByDay: boolean;
  readonly isPayInHarbour: boolean;
}

export interface ListingForm {
  readonly type: BoatType | null;
  readonly builderName: string;
  readonly modelName: string;
  readonly lengthM: string;
  readonly enginePower: string;
  readonly buildYear: string;
  readonly cabins: string;
  readonly berths: string;
  readonly capacity: string;
  readonly sleepingAreas: readonly SleepingAreaForm[];
  readonly equipments: readonly number[];
  readonly titles: Readonly<Record<string, string>>;
  readonly descriptions: Readonly<Record<string, string>>;
  readonly itineraries: readonly ItineraryForm[];
  readonly placeId: number | null;
  readonly pricePerDay: string;
  readonly discountPercentage: string;
  readonly seasonalPrices: readonly SeasonForm[];
  readonly weeklyDiscount: string;
  /** Euros; empty: no half day. */
  readonly halfDayPrice: string;
  readonly minimumDays: string;
  readonly deposit: string;
  readonly sailingType: SailingType | null;
  readonly skipper: SkipperForm;
  readonly extras: readonly ExtraForm[];
  readonly insurances: readonly InsuranceName[];
  readonly cancellationPolicy: CancellationPolicy | null;
  readonly instantBooking: boolean;
}

// ---- numbers as text ---------------------------------------------------------------------------------------------

// One and a half written out, without its digits (every language of the site writes Latin digits).
const decimalSeparator = (language: string): string => {
  try {
    return numberFormat(language, { useGrouping: false }).format(1.5).replace(/\d/g, '') || '.';
  } catch {
    return '.';
  }
};

/** A decimal number as the owner's language writes it, without grouping ("12,5" in French). */
export const decimalText = (value: number, language: string): string => String(value).replace('.', decimalSeparator(language));

/** EUR cents as euros to type ("150", "150,50"). */
export const eurosText = (cents: number | null, language: string): string => {
  if (cents === null) return '';
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return text.replace('.', decimalSeparator(language));
};

const compact = (text: string): string => text.replace(/[\s\u00a0\u202f]/g, '');

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };
const ok = <T,>(value: T): Parsed<T> => ({ ok: true, value });
const bad: Parsed<never> = { ok: false };

/** '' → null; digits → a whole number; anything else is invalid. */
export const parseWhole = (text: string): Parsed<number | null> => {
  const t = compact(text);
  if (t === '') return ok(null);
  return /^\d{1,9}$/.test(t) ? ok(Number(t)) : bad;
};

/** '' → null; "12", "12.5", "12,55" → a number (the domain checks the range and the two decimals). */
export const parseDecimal = (text: string): Parsed<number | null> => {
  const t = compact(text);
  if (t === '') return ok(null);
  return /^\d{1,9}([.,]\d{1,6})?$/.test(t) ? ok(Number(t.replace(',', '.'))) : bad;
};

/** '' → null; euros with at most two decimals ("150", "150,5", "150.50") → EUR cents. */
export const parseEuros = (text: string): Parsed<number | null> => {
  const t = compact(text).replace(/^€|€$/g, '');
  if (t === '') return ok(null);
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(t)) return bad;
  const [whole, fraction = ''] = t.split(/[.,]/);
  return ok(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
};

// ---- form ⇄ fields -----------------------------------------------------------------------------------------------

/** The texts actually written (an emptied language is dropped, so the server forgets it). */
const writtenTexts = (texts: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, t]) => t.trim() !== ''));

const EMPTY_SKIPPER: SkipperForm = { price: '', priceByDay: true, isPayInHarbour: true };

/** The working copy of saved fields. */
export const toForm = (f: ListingFields, language: string): ListingForm => {
  const whole = (n: number | null) => (n === null ? '' : String(n));
  const euros = (cents: number | null) => eurosText(cents, language);
  return {
    type: f.type,
    builderName: f.builderName,
    modelName: f.modelName,
    lengthM: f.lengthM === null ? '' : decimalText(f.lengthM, language),
    enginePower: whole(f.enginePower),
    buildYear: whole(f.buildYear),
    cabins: whole(f.cabins),
    berths: whole(f.berths),
    capacity: whole(f.capacity),
    sleepingAreas: f.sleepingAreas.map((a) => ({ kind: a.kind, cabins: String(a.cabins), berths: String(a.berths) })),
    equipments: [...f.equipments],
    titles: { ...f.titles },
    descriptions: { ...f.descriptions },
    itineraries: f.itineraries.map((it) => ({ title: { ...it.title }, days: it.days.map((d) => ({ harbour: d.harbour, description: d.description })) })),
    placeId: f.placeId,
    pricePerDay: euros(f.pricePerDay),
    discountPercentage: String(f.discountPercentage),
    seasonalPrices: f.seasonalPrices.map((s) => ({ startDate: s.startDate, endDate: s.endDate, pricePerDay: euros(s.pricePerDay) })),
    weeklyDiscount: String(f.weeklyDiscount),
    halfDayPrice: euros(f.halfDayPrice),
    minimumDays: String(f.minimumDays),
    deposit: euros(f.deposit),
    sailingType: f.sailingType,
    skipper: f.skipper ? { price: euros(f.skipper.price), priceByDay: f.skipper.priceByDay, isPayInHarbour: f.skipper.isPayInHarbour } : EMPTY_SKIPPER,
    extras: f.extras.map((e) => ({ ...e, price: euros(e.price) })),
    insurances: [...f.insurances],
    cancellationPolicy: f.cancellationPolicy,
    instantBooking: f.instantBooking,
  };
};

/**
 * The fields a form says, and the problems of the text that is not a number where one is expected (`field:
 * validation.invalid`, or `required` for an empty amount in a row).
 */
export const parseForm = (form: ListingForm): { readonly fields: ListingFields; readonly problems: ListingProblem[] } => {
  const problems: ListingProblem[] = [];
  const take = <T,>(field: string, parsed: Parsed<T>, fallback: T): T => {
    if (parsed.ok) return parsed.value;
    problems.push(`${field}: validation.invalid`);
    return fallback;
  };
  const required = (field: string, parsed: Parsed<number | null>): number => {
    const value = take(field, parsed, 0);
    if (value === null) {
      problems.push(`${field}: validation.required`);
      return 0;
    }
    return value;
  };
  const pricePerDay = take('pricePerDay', parseEuros(form.pricePerDay), null);
  const offersSkipper = form.sailingType !== null && form.sailingType !== 'Without captain';
  const skipperPrice = offersSkipper ? take('skipper.price', parseEuros(form.skipper.price), null) : null;
  const fields: ListingFields = {
    type: form.type,
    builderName: form.builderName,
    modelName: form.modelName,
    lengthM: take('lengthM', parseDecimal(form.lengthM), null),
    enginePower: take('enginePower', parseWhole(form.enginePower), null),
    buildYear: take('buildYear', parseWhole(form.buildYear), null),
    cabins: take('cabins', parseWhole(form.cabins), null),
    berths: take('berths', parseWhole(form.berths), null),
    capacity: take('capacity', parseWhole(form.capacity), null),
    sleepingAreas: form.sleepingAreas.map((a, i) => ({
      kind: a.kind,
      cabins: take(`sleepingAreas.${i}.cabins`, parseWhole(a.cabins), 0) ?? 0,
      berths: required(`sleepingAreas.${i}.berths`, parseWhole(a.berths)),
    })),
    equipments: [...form.equipments].sort((a, b) => a - b),
    titles: writtenTexts(form.titles),
    descriptions: writtenTexts(form.descriptions),
    itineraries: form.itineraries.map((it) => ({
      title: writtenTexts(it.title),
      days: it.days.map((d, j) => ({ day: j + 1, harbour: d.harbour, description: d.description })),
    })),
    placeId: form.placeId,
    pricePerDay,
    discountPercentage: take('discountPercentage', parseWhole(form.discountPercentage), 0) ?? 0,
    seasonalPrices: form.seasonalPrices.map((s, i) => ({ startDate: s.startDate, endDate: s.endDate, pricePerDay: required(`seasonalPrices.${i}.pricePerDay`, parseEuros(s.pricePerDay)) })),
    weeklyDiscount: take('weeklyDiscount', parseWhole(form.weeklyDiscount), 0) ?? 0,
    halfDayPrice: take('halfDayPrice', parseEuros(form.halfDayPrice), null),
    minimumDays: take('minimumDays', parseWhole(form.minimumDays), 1) ?? 1,
    deposit: take('deposit', parseEuros(form.deposit), 0) ?? 0,
    sailingType: form.sailingType,
    skipper: skipperPrice === null ? null : { price: skipperPrice, priceByDay: form.skipper.priceByDay, isPayInHarbour: form.skipper.isPayInHarbour },
    extras: form.extras.map((e, i) => ({
      name: e.name,
      description: e.description,
      priceType: e.priceType,
      price: required(`extras.${i}.price`, parseEuros(e.price)),
      isMandatory: e.isMandatory,
      isPayInHarbour: e.isPayInHarbour,
    })),
    insurances: [...form.insurances],
    cancellationPolicy: form.cancellationPolicy,
    instantBooking: form.instantBooking,
  };
  return { fields, problems };
};

/** Deep equality of JSON-like values, whatever the order of object keys. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => k in b && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

/** What a saved value is compared as (texts of an emptied language are not a change). */
const comparable = (field: keyof ListingFields, value: unknown): unknown => {
  if (field === 'titles' || field === 'descriptions') return writtenTexts(value as Record<string, string>);
  if (field === 'itineraries') return (value as ListingFields['itineraries']).map((it) => ({ ...it, title: writtenTexts(it.title) }));
  if (field === 'equipments') return [...(value as number[])].sort((a, b) => a - b);
  return value;
};

/** The fields of a step whose value differs from the saved one (what a save sends). */
export const stepChanges = (step: ListingStep, fields: ListingFields, saved: ListingFields): Partial<ListingFields> => {
  const out: Record<string, unknown> = {};
  for (const field of STEP_FIELDS[step]) {
    if (!sameValue(comparable(field, fields[field]), comparable(field, saved[field]))) out[field] = fields[field];
  }
  return out as Partial<ListingFields>;
};

/** The whole step's values (a rule across fields, such as berths against sleeping areas, sees both). */
export const stepValues = (step: ListingStep, fields: ListingFields): Partial<ListingFields> =>
  Object.fromEntries(STEP_FIELDS[step].map((field) => [field, fields[field]])) as Partial<ListingFields>;

/** The field a problem is about ('sleepingAreas.0.berths: validation.outOfRange' → 'sleepingAreas.0.berths'). */
export const problemField = (p: string): string => p.slice(0, Math.max(0, p.indexOf(':'))).trim();
/** Its message key in the listings namespace ('validation.outOfRange'). */
export const problemKey = (p: string): string => p.slice(p.indexOf(':') + 1).trim();

/** Problems by field (the first one of each), as `listings:validation.*` keys. */
export const problemsByField = (problems: readonly string[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const p of problems) {
    const field = problemField(p);
    const key = problemKey(p);
    if (field === '' || !/^validation\.[A-Za-z]+$/.test(key)) continue;
    out[field] ??= `listings:${key}`;
  }
  return out;
};

/** The problems of a step as the owner filled it: numbers that are not numbers, then the domain's rules. */
export const stepProblems = (step: ListingStep, form: ListingForm, currentYear: number): ListingProblem[] => {
  const { fields, problems } = parseForm(form);
  const stepFields = STEP_FIELDS[step] as readonly string[];
  const ofStep = (p: string) => stepFields.includes(problemField(p).split('.')[0]!);
  const parseProblems = problems.filter(ofStep);
  const seen = new Set(parseProblems.map(problemField));
  // A field whose text is not a number has that problem only (its stand-in value would add a confusing second one).
  const domain = listingProblems(stepValues(step, fields), { complete: false, currentYear }).filter((p) => ofStep(p) && !seen.has(problemField(p)));
  return [...parseProblems, ...domain];
};
