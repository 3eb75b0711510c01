import fc from 'fast-check';
import { fromDayNumber, toDayNumber, type IsoDate } from '../../src/domain/search/iso-date';
import type { FilterContext, FilterInput } from '../../src/domain/search/normalise-filters';
import {
  BOAT_TYPES,
  EQUIPMENT_IDS,
  EXPERIENCES,
  HALF_DAY_PERIODS,
  OWNER_TYPES,
  SAILING_TYPES,
  SORT_ORDERS,
  SORTS,
  filterBounds,
  type BoatType,
  type EquipmentId,
  type Experience,
  type SearchFilters,
} from '../../src/domain/search/search-filters';
import { FILTER_FIELDS } from '../../src/domain/search/filter-fields';
import type { SearchHistoryItem } from '../../src/domain/search/search-history';

const DAY_2000 = toDayNumber('2000-01-01');
const DAY_2100 = toDayNumber('2100-12-31');

export const isoDateArb = (from: IsoDate = '2000-01-01', to: IsoDate = '2100-12-31'): fc.Arbitrary<IsoDate> =>
  fc.integer({ min: toDayNumber(from), max: toDayNumber(to) }).map(fromDayNumber);

export const dayNumberArb = fc.integer({ min: DAY_2000, max: DAY_2100 });

/** A current year and, half of the time, a today within it. */
export const filterContextArb: fc.Arbitrary<FilterContext> = fc
  .integer({ min: 2000, max: 2100 })
  .chain((currentYear) =>
    fc.option(isoDateArb(`${currentYear}-01-01`, `${currentYear}-12-31`), { nil: undefined }).map(
      (today): FilterContext => (today === undefined ? { currentYear } : { currentYear, today }),
    ),
  );

const TOKEN_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
export const tokenArb = fc
  .array(fc.constantFrom(...TOKEN_CHARS), { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join(''));
export const languageArb = fc
  .tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'))
  .map(([a, b]) => a + b);

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A normalised address: any well-formed text, trimmed, 1..200 characters, no control character. */
export const addressArb = fc
  .oneof(
    fc.constantFrom('Marseille', 'Saint-Tropez, France', 'Île de Ré', 'Κέρκυρα', 'a;b&c=d+e%f', 'Ibiza 07800'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  )
  .map((text) => text.trim())
  .filter((text) => text.length > 0 && text.length <= 200 && !CONTROL.test(text));

const sortedBy = <T>(order: readonly T[]) => (items: readonly T[]): T[] =>
  [...items].sort((a, b) => order.indexOf(a) - order.indexOf(b));
const byCodeUnit = (items: readonly string[]): string[] => [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const optional = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq: 2 });

/** A from/to pair as normaliseFilters leaves it: in bounds, positive, to below the max, from not above to. */
const pairArb = (min: number, max: number): fc.Arbitrary<readonly [number | undefined, number | undefined]> =>
  fc
    .tuple(
      optional(fc.integer({ min: Math.max(1, min), max })),
      optional(fc.integer({ min: Math.max(1, min), max: max - 1 })),
    )
    .map(([from, to]) => [from !== undefined && to !== undefined && from > to ? undefined : from, to]);

const coordinateArb = (limit: number) =>
  fc.integer({ min: -limit * 1_000_000, max: limit * 1_000_000 }).map((micro) => (micro === 0 ? 0 : micro / 1_000_000));

const uniqueSorted = <T>(arb: fc.Arbitrary<T>, sort: (items: readonly T[]) => T[], maxLength = 5) =>
  optional(fc.uniqueArray(arb, { minLength: 1, maxLength }).map(sort));

const datesArb = (today: IsoDate | undefined) =>
  optional(
    fc.tuple(
      fc.integer({ min: today === undefined ? DAY_2000 : toDayNumber(today), max: DAY_2100 }),
      fc.integer({ min: 0, max: 30 }),
    ),
  ).map((dates) =>
    dates === undefined ? {} : { startDate: fromDayNumber(dates[0]), endDate: fromDayNumber(dates[0] + dates[1]) },
  );

/** Drops undefined keys, so that a generated value is deep-equal to a parsed one. */
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

/** Filters exactly as normaliseFilters returns them for this context (a fixed point of it). */
export const normalisedFiltersArb = (context: FilterContext): fc.Arbitrary<SearchFilters> => {
  const bounds = filterBounds(context.currentYear);
  return fc
    .record({
      address: optional(addressArb),
      distance: optional(fc.integer({ min: 1, max: bounds.distance.max })),
      durations: uniqueSorted(tokenArb, byCodeUnit),
      numberOfPeople: optional(fc.integer({ min: 1, max: 20 })),
      numberOfCabins: optional(fc.integer({ min: 1, max: 20 })),
      numberOfBerths: optional(fc.integer({ min: 1, max: 20 })),
      superOwner: optional(fc.constant(true as const)),
      bestRating: optional(fc.constant(true as const)),
      instantBooking: optional(fc.constant(true as const)),
      enginePower: pairArb(bounds.enginePower.min, bounds.enginePower.max),
      buildYear: pairArb(bounds.buildYear.min, bounds.buildYear.max),
      position: optional(fc.tuple(coordinateArb(90), coordinateArb(180))),
      length: pairArb(bounds.length.min, bounds.length.max),
      price: pairArb(bounds.price.min, 100_000),
      page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: bounds.page.max })),
      types: uniqueSorted(
        fc.constantFrom(...BOAT_TYPES.filter((type): type is Exclude<BoatType, 'Yacht'> => type !== 'Yacht')),
        sortedBy<BoatType>(BOAT_TYPES),
      ),
      cancellationPolicy: optional(fc.constant('Flexible' as const)),
      dates: datesArb(context.today),
      equipments: uniqueSorted(fc.constantFrom(...EQUIPMENT_IDS), sortedBy<EquipmentId>(EQUIPMENT_IDS)),
      sailingType: optional(fc.constantFrom(...SAILING_TYPES)),
      productTags: uniqueSorted(tokenArb, byCodeUnit),
      halfDayPeriod: optional(fc.constantFrom(...HALF_DAY_PERIODS)),
      experiences: uniqueSorted(fc.constantFrom(...EXPERIENCES), sortedBy<Experience>(EXPERIENCES)),
      hasDiscount: optional(fc.constant(true as const)),
      ownerId: optional(fc.integer({ min: 1, max: bounds.ownerId.max })),
      ownerType: optional(fc.constantFrom(...OWNER_TYPES)),
      sort: optional(fc.constantFrom(...SORTS.filter((sort) => sort !== 'default'))),
      sortOrder: optional(fc.constantFrom(...SORT_ORDERS)),
      activityTypes: uniqueSorted(tokenArb, byCodeUnit),
      timesOfTheDay: uniqueSorted(tokenArb, byCodeUnit),
      skipperLanguages: uniqueSorted(languageArb, byCodeUnit),
    })
    .map(({ enginePower, buildYear, position, length, price, dates, ...rest }) =>
      compact<SearchFilters>({
        ...rest,
        enginePowerFrom: enginePower[0],
        enginePowerTo: enginePower[1],
        minBuildYear: buildYear[0],
        maxBuildYear: buildYear[1],
        latitude: position?.[0],
        longitude: position?.[1],
        lengthFrom: length[0],
        lengthTo: length[1],
        priceFrom: price[0],
        priceTo: price[1],
        ...dates,
      }),
    );
};

/** Any value at all for every filter, mostly near the valid ones: input for the normaliser. */
export const messyFilterInputArb: fc.Arbitrary<FilterInput> = (() => {
  const numberish = fc.oneof(
    fc.integer({ min: -50, max: 2200 }),
    fc.double({ noNaN: false }),
    fc.constantFrom(0, -0, 1, 15, 20, 400, 1.5, Number.NaN, Number.POSITIVE_INFINITY),
    fc.string({ maxLength: 5 }),
  );
  const listish = fc.array(
    fc.oneof(
      fc.constantFrom<unknown>(...BOAT_TYPES, ...EXPERIENCES, ...EQUIPMENT_IDS, 'fr', 'EN', 'x y', ''),
      tokenArb,
      fc.integer({ min: -5, max: 80 }),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 8 },
  );
  const dateish = fc.oneof(isoDateArb(), fc.constantFrom('2024-02-30', '2024-2-3', '', 'x'), fc.string({ maxLength: 10 }));
  const enumish = fc.oneof(
    fc.constantFrom<unknown>(...SAILING_TYPES, ...HALF_DAY_PERIODS, ...OWNER_TYPES, ...SORTS, ...SORT_ORDERS, 'Flexible'),
    fc.string({ maxLength: 6 }),
  );
  const anyOf = (main: fc.Arbitrary<unknown>) => fc.option(fc.oneof({ weight: 5, arbitrary: main }, fc.anything()), { nil: undefined });
  const shapes: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { name, kind } of FILTER_FIELDS) {
    shapes[name] = anyOf(
      kind === 'integer' || kind === 'decimal'
        ? name === 'latitude' || name === 'longitude'
          ? fc.oneof(fc.double({ min: -200, max: 200 }), numberish)
          : numberish
        : kind === 'boolean'
          ? fc.oneof(fc.boolean(), fc.constantFrom<unknown>(1, 'true'))
          : kind === 'date'
            ? dateish
            : kind === 'list' || kind === 'integerList'
              ? listish
              : kind === 'enum'
                ? enumish
                : fc.oneof(addressArb, fc.string({ maxLength: 220 }), fc.constantFrom('  ', ' a ', 'x\u0001', '\ud800')),
    );
  }
  return fc.record(shapes, { requiredKeys: [] }) as fc.Arbitrary<FilterInput>;
})();

/** Query strings that look like search URLs, with known keys, wrong values, bad escapes and junk. */
export const searchQueryStringArb: fc.Arbitrary<string> = (() => {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...FILTER_FIELDS.map((f) => f.name)) },
    fc.string({ maxLength: 6 }),
  );
  const value = fc.oneof(
    fc.integer({ min: -100, max: 3000 }).map(String),
    fc.double().map(String),
    isoDateArb().map(String),
    fc.constantFrom(
      'Yacht', 'Sailboat;Yacht;Nope', 'Motor+Yacht', '13;29;999;x', 'With+captain', 'morning', '1', '0', 'true',
      '%', '%E0%A4%A', '%ZZ', '48.8566', '-180', '90.0000001', '1e3', '0x10', ' 5', '5 ', '', 'fr;en;xx;EN',
      'price', 'DESC', 'Flexible', 'a,b', '2024-02-29', '2023-02-29', '2010', '2024', '2025', '2030', '15', '400',
      '20', '18', '5',
    ),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
  );
  return fc
    .tuple(fc.boolean(), fc.array(fc.tuple(key, fc.option(value, { nil: undefined })), { maxLength: 12 }))
    .map(
      ([question, pairs]) =>
        (question ? '?' : '') + pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join('&'),
    );
})();

/** History items around a given time: recent or old, with dates in the past or future, sometimes malformed. */
export const historyItemArb = (nowMs: number, today: IsoDate): fc.Arbitrary<SearchHistoryItem> => {
  const todayNumber = toDayNumber(today);
  const date = fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: todayNumber - 10, max: todayNumber + 60 }).map(fromDayNumber) },
    fc.constantFrom('2024-13-01', 'soon'),
  );
  return fc
    .record({
      key: fc.string({ maxLength: 8 }),
      timestamp: fc.oneof(
        fc.integer({ min: nowMs - 2 * 365 * 86_400_000, max: nowMs + 86_400_000 }),
        fc.constantFrom(nowMs - 365 * 86_400_000, nowMs - 365 * 86_400_000 - 1, Number.NaN),
      ),
      address: optional(fc.constantFrom('Marseille', 'marseille ', 'Nice', 'Ibiza', 'Split', 'Athens', 'Palma', 'Olbia')),
      startDate: optional(date),
      span: fc.integer({ min: 0, max: 10 }),
      halfDayPeriod: optional(fc.constantFrom(...HALF_DAY_PERIODS)),
      sailingType: optional(fc.constantFrom(...SAILING_TYPES)),
    })
    .map(({ key, timestamp, address, startDate, span, halfDayPeriod, sailingType }) => ({
      key,
      timestamp,
      filters: compact({
        address,
        startDate,
        endDate:
          startDate === undefined ? undefined : /^\d{4}-\d{2}-\d{2}$/.test(startDate) && startDate !== '2024-13-01'
            ? fromDayNumber(toDayNumber(startDate) + span)
            : startDate,
        halfDayPeriod,
        sailingType,
      }),
    }));
};

/**
 * Every rule a normalised value must satisfy, restated independently of normaliseFilters;
 * returns the names of the rules broken (empty when all hold).
 */
export const brokenFilterRules = (filters: SearchFilters, context: FilterContext): string[] => {
  const bounds = filterBounds(context.currentYear);
  const broken: string[] = [];
  const integerIn = (name: keyof SearchFilters, min: number, max: number) => {
    const value = filters[name];
    if (value === undefined) return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < Math.max(1, min) || value > max) broken.push(name);
  };
  const pair = (from: keyof SearchFilters, to: keyof SearchFilters, min: number, max: number) => {
    integerIn(from, min, max);
    integerIn(to, min, max - 1); // a "to" at the upper bound is dropped
    const low = filters[from];
    const high = filters[to];
    if (typeof low === 'number' && typeof high === 'number' && low > high) broken.push(`${from}>${to}`);
  };
  integerIn('distance', bounds.distance.min, bounds.distance.max);
  integerIn('numberOfPeople', 1, 20);
  integerIn('numberOfCabins', 1, 20);
  integerIn('numberOfBerths', 1, 20);
  integerIn('ownerId', 1, bounds.ownerId.max);
  pair('enginePowerFrom', 'enginePowerTo', 0, 400);
  pair('minBuildYear', 'maxBuildYear', context.currentYear - 20, context.currentYear);
  pair('lengthFrom', 'lengthTo', 0, 15);
  pair('priceFrom', 'priceTo', 0, bounds.price.max);
  if (!Number.isInteger(filters.page) || filters.page < 1 || filters.page > bounds.page.max) broken.push('page');
  const { latitude, longitude } = filters;
  if ((latitude === undefined) !== (longitude === undefined)) broken.push('position');
  for (const [value, limit] of [[latitude, 90], [longitude, 180]] as const) {
    if (value !== undefined && (Math.abs(value) > limit || Math.round(value * 1e6) / 1e6 !== value || Object.is(value, -0))) {
      broken.push('coordinate');
    }
  }
  const { startDate, endDate } = filters;
  if ((startDate === undefined) !== (endDate === undefined)) broken.push('dates');
  if (startDate !== undefined && endDate !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || fromDayNumber(toDayNumber(startDate)) !== startDate) broken.push('startDate');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate) || fromDayNumber(toDayNumber(endDate)) !== endDate) broken.push('endDate');
    if (endDate < startDate) broken.push('endDate<startDate');
    if (context.today !== undefined && startDate < context.today) broken.push('past');
  }
  const sortedUnique = (name: keyof SearchFilters, allowed: (item: unknown) => boolean, order: (a: never, b: never) => number) => {
    const value = filters[name];
    if (value === undefined) return;
    if (!Array.isArray(value) || value.length === 0 || value.length > 30 || !value.every(allowed)) {
      broken.push(name);
      return;
    }
    for (let index = 1; index < value.length; index += 1) {
      if (order(value[index - 1] as never, value[index] as never) >= 0) broken.push(`${name} order`);
    }
  };
  const rank = (values: readonly unknown[]) => (a: never, b: never) => values.indexOf(a) - values.indexOf(b);
  const codeUnit = (a: never, b: never) => ((a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0);
  const token = (item: unknown) => typeof item === 'string' && /^[A-Za-z0-9_-]{1,50}$/.test(item);
  sortedUnique('types', (item) => item !== 'Yacht' && (BOAT_TYPES as readonly unknown[]).includes(item), rank(BOAT_TYPES));
  sortedUnique('equipments', (item) => (EQUIPMENT_IDS as readonly unknown[]).includes(item), rank(EQUIPMENT_IDS));
  sortedUnique('experiences', (item) => (EXPERIENCES as readonly unknown[]).includes(item), rank(EXPERIENCES));
  for (const name of ['durations', 'productTags', 'activityTypes', 'timesOfTheDay'] as const) sortedUnique(name, token, codeUnit);
  sortedUnique('skipperLanguages', (item) => typeof item === 'string' && /^[a-z]{2}$/.test(item), codeUnit);
  const oneOf = (name: keyof SearchFilters, values: readonly unknown[]) => {
    if (filters[name] !== undefined && !values.includes(filters[name])) broken.push(name);
  };
  oneOf('sailingType', SAILING_TYPES);
  oneOf('halfDayPeriod', HALF_DAY_PERIODS);
  oneOf('ownerType', OWNER_TYPES);
  oneOf('sort', SORTS.filter((sort) => sort !== 'default'));
  oneOf('sortOrder', SORT_ORDERS);
  oneOf('cancellationPolicy', ['Flexible']);
  for (const name of ['superOwner', 'bestRating', 'instantBooking', 'hasDiscount'] as const) oneOf(name, [true]);
  if (filters.address !== undefined) {
    const { address } = filters;
    if (address !== address.trim() || address.length === 0 || address.length > 200 || CONTROL.test(address)) {
      broken.push('address');
    }
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) broken.push(`${key} undefined`);
    if (!FILTER_FIELDS.some((f) => f.name === key)) broken.push(`unknown ${key}`);
  }
  return broken;
};
