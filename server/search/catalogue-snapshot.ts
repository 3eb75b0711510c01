import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import type { Database } from '../db/schema';
import { BEST_RATING_MIN, SAILING_TYPES_MATCHING, effectivePriceSql, inPriceRange, typesMatching } from './boat-conditions';
import type { PriceCounts } from './price-histogram';
import { boundingBox } from './geo';
import type { SearchArea } from './search-area';
import { parseVersions, sameVersions, versionsColumn, type SearchVersions } from './search-cache';

/**
 * The columns a boat search filters, counts and orders by, for every published boat, with every booked range: read by
 * a process in one snapshot and kept with the versions of migration 015 it was read at (docs/scale.md). A search
 * with the filters below is counted and paged here when the statement that reads its page's summaries shows the same
 * versions: the same rows, so the same answer, without PostgreSQL probing the calendar of every boat of the area, or
 * reading 100,000 index entries, for every search.
 */
export interface CatalogueSnapshot {
  readonly versions: SearchVersions;
  readonly size: number;
  readonly id: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly placeId: Int32Array;
  readonly score: Float64Array;
  /**
   * The spatial index: the boats are ordered by grid cell (gridCell), so an area's boats lie in a few runs of
   * memory; `cells` are the cells that hold boats (ascending), whose boats are cellStart[c] … cellStart[c + 1].
   */
  readonly cells: Int32Array;
  readonly cellStart: Int32Array;
  /** Price per day after discount in cents, as effectivePriceSql computes it: `prices[priceRank[i]]`. */
  readonly priceRank: Int32Array;
  /** The distinct prices, ascending. */
  readonly prices: Int32Array;
  readonly capacity: Int32Array;
  readonly cabins: Int32Array;
  readonly berths: Int32Array;
  readonly discount: Int32Array;
  readonly reviewsAvg: Float64Array;
  readonly instantBooking: Uint8Array;
  readonly types: readonly string[];
  /** Index in `types`. */
  readonly typeCode: Uint16Array;
  /** Index in `sailingTypes`. */
  readonly sailingType: Uint16Array;
  readonly sailingTypes: readonly string[];
  /** Boat i has equipment e (below EQUIPMENT_BITS) when bit e % 32 of equipment[i * EQUIPMENT_WORDS + e / 32] is set. */
  readonly equipment: Uint32Array;
  /** The index of the boat with an id (-1 for ids of no boat held), for ids up to the highest held. */
  readonly indexOfId: Int32Array;
  /**
   * Booked or blocked ranges (boat index, first and last day as days since 1 January 2000): those of at most
   * SHORT_RANGE_DAYS days ordered by their first day, so a search looks only at the ones starting near its dates;
   * the longer ones, few, all looked at.
   */
  readonly short: BookedRanges;
  readonly long: BookedRanges;
  /**
   * The same ranges by boat (both kinds): boat i's are from `offsets[i]` to `offsets[i + 1]`. A search in an area
   * looks at a few thousand boats and checks their own few ranges, instead of marking every boat booked on its dates
   * (some 45,000 ranges visited for a week in July at 100,000 boats).
   */
  readonly rangesByBoat: RangesByBoat;
  /**
   * Working memory of the searches, reused (they run one at a time on the event loop): a new 500 kB per search
   * kept the garbage collector busy. A boat is booked for the search in progress when its stamp is that search's. The
   * counts per price rank (all of them and those in the place's harbours) are all zero between searches.
   */
  readonly scratch: {
    readonly matches: Int32Array;
    readonly bookedStamp: Uint32Array;
    stamp: number;
    readonly counts: Int32Array;
    readonly inPlace: Int32Array;
    /** The ranks a search counted, in the order it first counted them. */
    readonly ranks: Int32Array;
  };
}

export interface RangesByBoat {
  readonly offsets: Int32Array;
  readonly start: Int32Array;
  readonly end: Int32Array;
}

/** The ranges of `short` and `long` grouped by boat (a counting sort). */
const indexRangesByBoat = (boats: number, short: BookedRanges, long: BookedRanges): RangesByBoat => {
  const offsets = new Int32Array(boats + 1);
  for (const { boat } of [short, long]) for (let r = 0; r < boat.length; r++) offsets[boat[r]! + 1]!++;
  for (let i = 0; i < boats; i++) offsets[i + 1]! += offsets[i]!;
  const next = offsets.slice(0, boats);
  const start = new Int32Array(offsets[boats]!);
  const end = new Int32Array(offsets[boats]!);
  for (const ranges of [short, long]) {
    for (let r = 0; r < ranges.boat.length; r++) {
      const at = next[ranges.boat[r]!]!++;
      start[at] = ranges.start[r]!;
      end[at] = ranges.end[r]!;
    }
  }
  return { offsets, start, end };
};

export interface BookedRanges {
  readonly boat: Int32Array;
  readonly start: Int32Array;
  readonly end: Int32Array;
}

const SHORT_RANGE_DAYS = 31;
const EQUIPMENT_WORDS = 3;
/** The equipment ids the snapshot holds (the catalogue's go up to 74); a search for another is left to SQL. */
const EQUIPMENT_BITS = EQUIPMENT_WORDS * 32;

/** Filters that select nothing among boats, or only order or page them. */
const NEUTRAL: ReadonlySet<keyof SearchFilters> = new Set<keyof SearchFilters>([
  'page', 'sort', 'sortOrder', 'durations', 'halfDayPeriod', 'activityTypes', 'timesOfTheDay', 'skipperLanguages',
  // Not part of the counted set (the slider's histogram shows the set before the price filter).
  'priceFrom', 'priceTo',
]);
/** Filters answered here; any other (experiences, tags, owners, length…) is left to the database. The area is resolved apart. */
const COUNTED: ReadonlySet<keyof SearchFilters> = new Set<keyof SearchFilters>([
  'numberOfPeople', 'numberOfCabins', 'numberOfBerths', 'bestRating', 'instantBooking', 'types', 'sailingType',
  'hasDiscount', 'startDate', 'endDate', 'address', 'latitude', 'longitude', 'distance', 'bounds', 'equipments',
]);

/** Whether a search can be answered from a snapshot: the whole catalogue, around a place or in a box, with the filters above. */
export const countableFromSnapshot = (filters: SearchFilters, area: SearchArea): boolean =>
  area.kind !== 'nowhere' &&
  (filters.equipments ?? []).every((id) => Number.isInteger(id) && id >= 0 && id < EQUIPMENT_BITS) &&
  Object.entries(filters).every(([key, value]) => value === undefined || NEUTRAL.has(key as keyof SearchFilters) || COUNTED.has(key as keyof SearchFilters));

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2000, 0, 1);
export const dayNumber = (date: IsoDate): number => Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / DAY_MS);

/**
 * PostgreSQL's radians() multiplies by RADIANS_PER_DEGREE, 0.0174532925199432957692, whose nearest double is exactly
 * Math.PI / 180 (checked by a test): the same doubles.
 */
export const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * areaConditions' test of boat i of the columns, with haversineSql's operations in the same order (exported for its
 * test). By index rather than by coordinates: two doubles passed to a call are two numbers allocated, per boat looked at.
 */
export const inArea = (area: SearchArea, latitudes: Float64Array, longitudes: Float64Array): ((i: number) => boolean) => {
  if (area.kind === 'everywhere') return () => true;
  if (area.kind === 'nowhere') return () => false;
  if (area.kind === 'box') {
    const { south, west, north, east } = area.bounds;
    return (i) => {
      const latitude = latitudes[i]!;
      const longitude = longitudes[i]!;
      return latitude >= south && latitude <= north && (west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east);
    };
  }
  const { centre, radiusKm } = area;
  const box = boundingBox(centre, radiusKm);
  const { minLatitude, maxLatitude } = box;
  const centreLatitude = centre.latitude;
  const centreLongitude = centre.longitude;
  const cosCentre = Math.cos(centreLatitude * RADIANS_PER_DEGREE);
  // The longitude ranges as [west, east, west, east…]; none: every longitude.
  const ranges = box.longitudeRanges === null ? null : Float64Array.from(box.longitudeRanges.flat());
  // Surely inside, without trigonometry: the path along the centre's parallel then along a meridian is no shorter than
  // the great circle, so a boat whose path is within the radius (less a millionth against rounding) is within it.
  const surely = (radiusKm * (1 - 1e-6)) / 6371;
  return (i) => {
    const latitude = latitudes[i]!;
    if (latitude < minLatitude || latitude > maxLatitude) return false;
    const longitude = longitudes[i]!;
    if (ranges !== null) {
      let inRanges = false;
      for (let r = 0; r < ranges.length && !inRanges; r += 2) inRanges = longitude >= ranges[r]! && longitude <= ranges[r + 1]!;
      if (!inRanges) return false;
    }
    const apart = Math.abs(longitude - centreLongitude);
    const along = (apart > 180 ? 360 - apart : apart) * RADIANS_PER_DEGREE * cosCentre;
    if (Math.abs(latitude - centreLatitude) * RADIANS_PER_DEGREE + along <= surely) return true;
    const halfLat = Math.sin(((latitude - centreLatitude) * RADIANS_PER_DEGREE) / 2);
    const halfLng = Math.sin(((longitude - centreLongitude) * RADIANS_PER_DEGREE) / 2);
    const h = halfLat * halfLat + cosCentre * Math.cos(latitude * RADIANS_PER_DEGREE) * (halfLng * halfLng);
    return 12742 * Math.asin(Math.min(1, Math.sqrt(h))) <= radiusKm;
  };
};

/** The grid of the spatial index: cells of GRID_DEGREES × GRID_DEGREES, numbered row by row from (-90, -180). */
const GRID_DEGREES = 0.5;
const GRID_COLUMNS = 360 / GRID_DEGREES;
const gridRow = (latitude: number) => Math.floor((Math.min(90, Math.max(-90, latitude)) + 90) / GRID_DEGREES);
const gridColumn = (longitude: number) => Math.min(GRID_COLUMNS - 1, Math.floor((Math.min(180, Math.max(-180, longitude)) + 180) / GRID_DEGREES));
const gridCell = (latitude: number, longitude: number) => gridRow(latitude) * GRID_COLUMNS + gridColumn(longitude);

/** The runs of grid cells [first, last] that hold every point of an area's bounding box. */
const areaCells = (area: SearchArea): Array<readonly [number, number]> => {
  let south = -90;
  let north = 90;
  let longitudes: ReadonlyArray<readonly [number, number]> = [[-180, 180]];
  if (area.kind === 'box') {
    ({ south, north } = area.bounds);
    const { west, east } = area.bounds;
    longitudes = west <= east ? [[west, east]] : [[west, 180], [-180, east]];
  } else if (area.kind === 'around') {
    const box = boundingBox(area.centre, area.radiusKm);
    [south, north] = [box.minLatitude, box.maxLatitude];
    longitudes = box.longitudeRanges ?? [[-180, 180]];
  }
  const runs: Array<readonly [number, number]> = [];
  for (let row = gridRow(south), last = gridRow(north); row <= last; row++) {
    for (const [west, east] of longitudes) runs.push([row * GRID_COLUMNS + gridColumn(west), row * GRID_COLUMNS + gridColumn(east)]);
  }
  return runs;
};

/** The first index of an ascending array whose value is not below `value`. */
const lowerBound = (values: Float64Array | Int32Array, value: number): number => {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Stamps the boats booked on any day of the search's dates with a new stamp, which it returns (-1, no boat's, without dates). */
const stampBooked = (snapshot: CatalogueSnapshot, filters: SearchFilters): number => {
  if (filters.startDate === undefined) return -1;
  const first = dayNumber(filters.startDate);
  const last = dayNumber(filters.endDate ?? filters.startDate);
  const { scratch } = snapshot;
  if (scratch.stamp === 0xffffffff) {
    scratch.bookedStamp.fill(0);
    scratch.stamp = 0;
  }
  const stamp = ++scratch.stamp;
  const booked = scratch.bookedStamp;
  const mark = (ranges: BookedRanges, from: number) => {
    const { boat, start, end } = ranges;
    for (let r = from; r < boat.length && start[r]! <= last; r++) if (end[r]! >= first) booked[boat[r]!] = stamp;
  };
  mark(snapshot.long, 0);
  // A short range starting before this cannot reach the first day.
  mark(snapshot.short, lowerBound(snapshot.short.start, first - SHORT_RANGE_DAYS));
  return stamp;
};

/** The boats matching the filters and the area (boatConditions without the price, mirrored): `length` of them, in `boats`. */
const matchingBoats = (snapshot: CatalogueSnapshot, filters: SearchFilters, area: SearchArea): { readonly boats: Int32Array; readonly length: number } => {
  // Over the whole catalogue, the boats booked on the dates are marked once; in an area, each boat looked at has its
  // own ranges checked (rangesByBoat).
  const wide = area.kind === 'everywhere';
  const stamp = wide ? stampBooked(snapshot, filters) : -1;
  const booked = snapshot.scratch.bookedStamp;
  const first = filters.startDate === undefined ? 0 : dayNumber(filters.startDate);
  const last = filters.startDate === undefined ? 0 : dayNumber(filters.endDate ?? filters.startDate);
  const { offsets, start: rangeStart, end: rangeEnd } = snapshot.rangesByBoat;
  const bookedOnDates = (i: number) => {
    for (let k = offsets[i]!, end = offsets[i + 1]!; k < end; k++) if (rangeStart[k]! <= last && rangeEnd[k]! >= first) return true;
    return false;
  };
  const wantedTypes = filters.types ? typesMatching(filters.types) : null;
  const typeWanted = new Uint8Array(snapshot.types.length).fill(1);
  if (wantedTypes) snapshot.types.forEach((name, t) => (typeWanted[t] = wantedTypes.includes(name as never) ? 1 : 0));
  const sailing = new Uint8Array(snapshot.sailingTypes.length).fill(1);
  if (filters.sailingType) {
    const matching = SAILING_TYPES_MATCHING[filters.sailingType];
    snapshot.sailingTypes.forEach((name, code) => (sailing[code] = matching.includes(name) ? 1 : 0));
  }
  // Integer bounds that every boat passes when a filter is absent (the columns are never negative).
  const people = filters.numberOfPeople ?? 0;
  const cabins = filters.numberOfCabins ?? 0;
  const berths = filters.numberOfBerths ?? 0;
  const rating = filters.bestRating ? BEST_RATING_MIN : -1;
  const instant = filters.instantBooking === true;
  const discounted = filters.hasDiscount === true;
  // Every equipment asked for: the boat's bits must hold the mask (SQL counts the boat's rows among the ids asked for
  // against their number, so an id asked twice matches no boat).
  const asked = filters.equipments ?? [];
  const mask = new Uint32Array(EQUIPMENT_WORDS);
  for (const id of asked) mask[id >>> 5]! |= 1 << (id & 31);
  const impossible = new Set(asked).size !== asked.length;
  const equipped = asked.length > 0;
  const { equipment } = snapshot;
  const hasEquipment = (i: number) => {
    for (let w = 0; w < EQUIPMENT_WORDS; w++) if ((equipment[i * EQUIPMENT_WORDS + w]! & mask[w]!) >>> 0 !== mask[w]) return false;
    return !impossible;
  };
  // Locals: the loop runs over up to 100,000 boats for every search. A filter the search leaves out is skipped by a
  // test of a constant rather than passed by every boat, so its column is not read at all.
  const { capacity, cabins: cabinsOf, berths: berthsOf, reviewsAvg, instantBooking, discount, sailingType } = snapshot;
  const dated = filters.startDate !== undefined;
  const sailingFiltered = filters.sailingType !== undefined;
  const passes = (i: number) =>
    (!dated || (wide ? booked[i] !== stamp : !bookedOnDates(i))) && (!equipped || hasEquipment(i)) && (people === 0 || capacity[i]! >= people) && (cabins === 0 || cabinsOf[i]! >= cabins) &&
    (berths === 0 || berthsOf[i]! >= berths) && (rating < 0 || reviewsAvg[i]! >= rating) &&
    (!instant || instantBooking[i] === 1) && (!discounted || discount[i]! > 0) && (!sailingFiltered || sailing[sailingType[i]!] === 1);
  const { cells, cellStart, latitude, longitude, typeCode } = snapshot;
  const boats = snapshot.scratch.matches;
  let length = 0;
  if (area.kind === 'everywhere') {
    if (wantedTypes) {
      for (let i = 0; i < snapshot.size; i++) if (typeWanted[typeCode[i]!] === 1 && passes(i)) boats[length++] = i;
    } else {
      for (let i = 0; i < snapshot.size; i++) if (passes(i)) boats[length++] = i;
    }
    return { boats, length };
  }
  const within = inArea(area, latitude, longitude);
  for (const [first, last] of areaCells(area)) {
    for (let c = lowerBound(cells, first); c < cells.length && cells[c]! <= last; c++) {
      for (let i = cellStart[c]!, end = cellStart[c + 1]!; i < end; i++) {
        if (typeWanted[typeCode[i]!] === 1 && passes(i) && within(i)) boats[length++] = i;
      }
    }
  }
  return { boats, length };
};

/**
 * A search from the snapshot in one pass over its boats: its price counts, as boat-search.ts reads them with SQL
 * ([price, boats, boats in the place's harbours (all of them without a place)], ascending by price, before the price
 * filter), and the ids of its page (the price filter applied) in boatOrderBy's order: score, price, discount or
 * rating, then id.
 */
export const snapshotSearch = (
  snapshot: CatalogueSnapshot,
  filters: SearchFilters,
  area: SearchArea,
  harbourIds: readonly number[] | null,
  window: { readonly offset: number; readonly limit: number } = { offset: 0, limit: 0 },
): { readonly prices: PriceCounts; readonly pageIds: number[] } => {
  const { counts, inPlace, ranks } = snapshot.scratch;
  let counted = 0;
  const harbours = harbourIds === null ? null : new Set(harbourIds);
  const { priceRank, placeId, prices, id } = snapshot;
  const wanted = window.limit > 0 ? window.offset + window.limit : 0;
  const sort = filters.sort ?? 'default';
  // The order's key per boat (null: the price, through its rank). Read inline below rather than through closures:
  // over the whole catalogue the page's loop runs for up to 100,000 boats per search.
  const keys = sort === 'price' ? null : sort === 'discount' ? snapshot.discount : sort === 'reviewsAvg' ? snapshot.reviewsAvg : snapshot.score;
  const direction = sort === 'default' ? -1 : (filters.sortOrder ?? (sort === 'price' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  const keyOf = (i: number): number => (keys === null ? prices[priceRank[i]!]! : keys[i]!);
  const before = (a: number, b: number) => {
    const order = direction * (keyOf(a) - keyOf(b));
    return order !== 0 ? order < 0 : id[a]! < id[b]!;
  };
  // The price filter as a range of price ranks (the prices are ascending).
  const priced = inPriceRange(filters);
  let lowestRank = 0;
  while (lowestRank < prices.length && !priced(prices[lowestRank]!)) lowestRank++;
  let highestRank = prices.length - 1;
  while (highestRank >= lowestRank && !priced(prices[highestRank]!)) highestRank--;
  const matches = matchingBoats(snapshot, filters, area);
  // One loop over the matching boats for the counts and the page. The best `wanted` boats are kept in order (a page is
  // a few dozen boats among thousands); most boats are not better than the last one kept: that test is written out.
  const best: number[] = [];
  let last = -1;
  let lastKey = 0;
  for (let k = 0; k < matches.length; k++) {
    const i = matches.boats[k]!;
    const rank = priceRank[i]!;
    if (counts[rank]!++ === 0) ranks[counted++] = rank;
    if (harbours !== null && harbours.has(placeId[i]!)) inPlace[rank]!++;
    if (wanted === 0 || rank < lowestRank || rank > highestRank) continue;
    if (best.length >= wanted) {
      const order = direction * ((keys === null ? prices[rank]! : keys[i]!) - lastKey);
      if (order > 0 || (order === 0 && id[i]! > id[last]!)) continue;
    }
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(best[middle]!, i)) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, i);
    if (best.length > wanted) best.pop();
    last = best[best.length - 1]!;
    lastKey = keyOf(last);
  }
  // The counted ranks in ascending order (sorted when few, else every rank looked at), and the scratch counts back to
  // zero for the next search.
  const ascending = counted * 16 < prices.length ? ranks.subarray(0, counted).sort() : null;
  const out: Array<readonly [number, number, number]> = new Array(counted);
  for (let k = 0, next = 0; k < counted; next++) {
    const rank = ascending === null ? next : ascending[k]!;
    const count = counts[rank]!;
    if (count === 0) continue;
    // Without a place, every boat counts as one of the place's.
    out[k++] = [prices[rank]!, count, harbours === null ? count : inPlace[rank]!];
    counts[rank] = 0;
    inPlace[rank] = 0;
  }
  return { prices: out, pageIds: best.slice(window.offset).map((i) => id[i]!) };
};

/** The boats of price counts within the search's price filter, and the lowest of their prices (null when none). */
export const pricedFleet = (prices: PriceCounts, filters: Pick<SearchFilters, 'priceFrom' | 'priceTo'>): { count: number; lowest: number | null } => {
  const inRange = inPriceRange(filters);
  let count = 0;
  let lowest: number | null = null;
  for (const [price, n] of prices) {
    if (!inRange(price)) continue;
    count += n;
    lowest ??= price;
  }
  return { count, lowest };
};

/** What readCatalogueSnapshot reads: one array per column (the same order in all of a group), as JSON. */
export interface SnapshotColumns {
  readonly id: readonly number[];
  readonly latitude: readonly number[];
  readonly longitude: readonly number[];
  readonly placeId: readonly number[];
  readonly score: readonly number[];
  readonly eff: readonly number[];
  readonly capacity: readonly number[];
  readonly cabins: readonly number[];
  readonly berths: readonly number[];
  readonly discount: readonly number[];
  readonly reviewsAvg: readonly number[];
  readonly instantBooking: readonly boolean[];
  readonly type: readonly string[];
  readonly sailingType: readonly string[];
  readonly rangeBoat: readonly number[];
  readonly rangeStart: readonly number[];
  readonly rangeEnd: readonly number[];
  readonly equipmentBoat: readonly number[];
  readonly equipmentId: readonly number[];
}

/** Lets the event loop answer what waits between two steps of a long piece of work. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Codes of the distinct values of a column, in order of first sight. */
const encode = (values: readonly string[]): { names: string[]; codes: Uint16Array } => {
  const names: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = new Uint16Array(values.length);
  values.forEach((value, i) => {
    let code = codeOf.get(value);
    if (code === undefined) {
      code = names.push(value) - 1;
      codeOf.set(value, code);
    }
    codes[i] = code;
  });
  return { names, codes };
};

/** The arrays of a boat's columns (all but its id and equipment). */
type BoatArrays = Pick<
  CatalogueSnapshot,
  'latitude' | 'longitude' | 'placeId' | 'score' | 'priceRank' | 'capacity' | 'cabins' | 'berths' | 'discount' | 'reviewsAvg' | 'instantBooking' | 'typeCode' | 'sailingType'
>;

/** Writes the boat of `row` at index `i`, with its type's and sailing type's codes and its price's rank. */
const writeBoat = (into: BoatArrays, i: number, columns: SnapshotColumns, row: number, typeCode: number, sailingCode: number, priceRank: number): void => {
  into.latitude[i] = columns.latitude[row]!;
  into.longitude[i] = columns.longitude[row]!;
  into.placeId[i] = columns.placeId[row]!;
  into.score[i] = columns.score[row]!;
  into.priceRank[i] = priceRank;
  into.capacity[i] = columns.capacity[row]!;
  into.cabins[i] = columns.cabins[row]!;
  into.berths[i] = columns.berths[row]!;
  into.discount[i] = columns.discount[row]!;
  into.reviewsAvg[i] = columns.reviewsAvg[row]!;
  into.instantBooking[i] = columns.instantBooking[row] ? 1 : 0;
  into.typeCode[i] = typeCode;
  into.sailingType[i] = sailingCode;
};

/**
 * Builds a snapshot from its columns (exported for tests), in steps between which the server answers other requests:
 * boats in order of grid cell, ranges split into short ones
 * ordered by their first day and long ones, by sorts over typed arrays.
 */
export const buildSnapshot = async (versions: SearchVersions, columns: SnapshotColumns): Promise<CatalogueSnapshot> => {
  const n = columns.id.length;
  const type = encode(columns.type);
  // Row → index: the boats in order of grid cell (then of row), by a numeric sort of cell × rows + row.
  const cellOfRow = Int32Array.from({ length: n }, (_, row) => gridCell(columns.latitude[row]!, columns.longitude[row]!));
  const rows = 2 ** Math.ceil(Math.log2(n + 1));
  const rowOfIndex = Int32Array.from(Float64Array.from(cellOfRow, (cell, row) => cell * rows + row).sort(), (key) => key % rows);
  await nextTurn();
  const indexOfRow = new Int32Array(n);
  rowOfIndex.forEach((row, i) => (indexOfRow[row] = i));
  const cells: number[] = [];
  const cellStart: number[] = [];
  rowOfIndex.forEach((row, i) => {
    if (cells.length === 0 || cells[cells.length - 1] !== cellOfRow[row]) {
      cells.push(cellOfRow[row]!);
      cellStart.push(i);
    }
  });
  cellStart.push(n);

  const prices = Int32Array.from(new Set(columns.eff)).sort();
  const rankOf = new Map<number, number>();
  prices.forEach((price, rank) => rankOf.set(price, rank));
  const sailing = encode(columns.sailingType);
  const snapshot = {
    versions,
    size: n,
    id: new Int32Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    placeId: new Int32Array(n),
    score: new Float64Array(n),
    typeCode: new Uint16Array(n),
    priceRank: new Int32Array(n),
    prices,
    capacity: new Int32Array(n),
    cabins: new Int32Array(n),
    berths: new Int32Array(n),
    discount: new Int32Array(n),
    reviewsAvg: new Float64Array(n),
    instantBooking: new Uint8Array(n),
    types: type.names,
    sailingType: new Uint16Array(n),
    sailingTypes: sailing.names,
  };
  let maxId = 0;
  for (let row = 0; row < n; row++) {
    const i = indexOfRow[row]!;
    snapshot.id[i] = columns.id[row]!;
    writeBoat(snapshot, i, columns, row, type.codes[row]!, sailing.codes[row]!, rankOf.get(columns.eff[row]!)!);
    maxId = Math.max(maxId, columns.id[row]!);
  }
  await nextTurn();
  const indexOfId = new Int32Array(maxId + 1).fill(-1);
  for (let row = 0; row < n; row++) indexOfId[columns.id[row]!] = indexOfRow[row]!;
  const equipment = new Uint32Array(n * EQUIPMENT_WORDS);
  const { equipmentBoat, equipmentId } = columns;
  for (let k = 0; k < equipmentBoat.length; k++) {
    const boat = equipmentBoat[k]!;
    const id = equipmentId[k]!;
    const i = boat <= maxId ? indexOfId[boat]! : -1;
    if (i >= 0 && id >= 0 && id < EQUIPMENT_BITS) equipment[i * EQUIPMENT_WORDS + (id >>> 5)]! |= 1 << (id & 31);
  }
  await nextTurn();

  // Ranges of boats that are not published are not searched; the others sorted by first day (a counting sort).
  const { rangeBoat, rangeStart, rangeEnd } = columns;
  let firstDay = Infinity;
  let lastDay = -Infinity;
  let shortCount = 0;
  let longCount = 0;
  const held = (r: number) => rangeBoat[r]! <= maxId && indexOfId[rangeBoat[r]!]! >= 0;
  const isShort = (r: number) => rangeEnd[r]! - rangeStart[r]! < SHORT_RANGE_DAYS;
  for (let r = 0; r < rangeBoat.length; r++) {
    if (!held(r)) continue;
    firstDay = Math.min(firstDay, rangeStart[r]!);
    lastDay = Math.max(lastDay, rangeStart[r]!);
    if (isShort(r)) shortCount++;
    else longCount++;
  }
  const perDay = new Int32Array(shortCount + longCount > 0 ? lastDay - firstDay + 2 : 1);
  for (let r = 0; r < rangeBoat.length; r++) if (held(r)) perDay[rangeStart[r]! - firstDay + 1]!++;
  for (let d = 1; d < perDay.length; d++) perDay[d]! += perDay[d - 1]!;
  const byStart = new Int32Array(shortCount + longCount);
  for (let r = 0; r < rangeBoat.length; r++) if (held(r)) byStart[perDay[rangeStart[r]! - firstDay]!++] = r;
  const short = { boat: new Int32Array(shortCount), start: new Int32Array(shortCount), end: new Int32Array(shortCount) };
  const long = { boat: new Int32Array(longCount), start: new Int32Array(longCount), end: new Int32Array(longCount) };
  for (let k = 0, s = 0, l = 0; k < byStart.length; k++) {
    const r = byStart[k]!;
    const into = isShort(r) ? short : long;
    const at = into === short ? s++ : l++;
    into.boat[at] = indexOfId[rangeBoat[r]!]!;
    into.start[at] = rangeStart[r]!;
    into.end[at] = rangeEnd[r]!;
  }
  return {
    ...snapshot,
    equipment,
    indexOfId,
    cells: Int32Array.from(cells),
    cellStart: Int32Array.from(cellStart),
    short,
    long,
    rangesByBoat: indexRangesByBoat(n, short, long),
    scratch: newScratch(n, snapshot.prices.length),
  };
};

/** The working memory of a snapshot's searches: its own, as its stamps and its ranks' counts are. */
const newScratch = (boats: number, ranks: number): CatalogueSnapshot['scratch'] => ({
  matches: new Int32Array(boats),
  bookedStamp: new Uint32Array(boats),
  stamp: 0,
  counts: new Int32Array(ranks),
  inPlace: new Int32Array(ranks),
  ranks: new Int32Array(ranks),
});

const BOATS_PER_READ = 10_000;
const RANGES_PER_READ = 30_000;

type BoatColumnKey = Exclude<keyof SnapshotColumns, 'rangeBoat' | 'rangeStart' | 'rangeEnd' | 'equipmentBoat' | 'equipmentId'>;
const BOAT_COLUMN_KEYS: readonly BoatColumnKey[] = ['id', 'latitude', 'longitude', 'placeId', 'score', 'eff', 'capacity', 'cabins', 'berths', 'discount', 'reviewsAvg', 'instantBooking', 'type', 'sailingType'];
type Columns = { -readonly [K in keyof SnapshotColumns]: Array<SnapshotColumns[K][number]> };
const emptyColumns = (): Columns => ({
  id: [], latitude: [], longitude: [], placeId: [], score: [], eff: [], capacity: [], cabins: [], berths: [], discount: [], reviewsAvg: [], instantBooking: [], type: [], sailingType: [],
  rangeBoat: [], rangeStart: [], rangeEnd: [], equipmentBoat: [], equipmentId: [],
});

/** Appends `values` (a loop: spreading a large array as arguments overflows the stack). */
const append = <T>(into: T[], values: readonly T[]): void => {
  for (const value of values) into.push(value);
};

/**
 * Appends the columns of the published boats `which` selects (a JSON array per column: one value to parse, not row
 * objects); the highest id read, or null when none.
 */
const readBoats = async (trx: Kysely<Database>, columns: Columns, which: RawBuilder<unknown>): Promise<number | null> => {
  const { rows } = await sql<{ last: number | null; boats: Pick<SnapshotColumns, BoatColumnKey> | null }>`
    select max(b.id) as last, json_build_object('id', json_agg(b.id), 'latitude', json_agg(b.latitude), 'longitude', json_agg(b.longitude),
        'placeId', json_agg(b.place_id), 'score', json_agg(b.score), 'eff', json_agg(${effectivePriceSql('b')}),
        'capacity', json_agg(b.capacity), 'cabins', json_agg(b.cabins), 'berths', json_agg(b.berths), 'discount', json_agg(b.discount_percentage),
        'reviewsAvg', json_agg(b.reviews_avg), 'instantBooking', json_agg(b.instant_booking), 'type', json_agg(b.type), 'sailingType', json_agg(b.sailing_type)) as boats
    from (${which}) b`.execute(trx);
  const { last, boats } = rows[0] ?? { last: null, boats: null };
  if (last === null || !boats?.id) return null;
  // The aggregates of one statement see the rows in the same order.
  for (const key of BOAT_COLUMN_KEYS) append(columns[key] as unknown[], boats[key] as unknown[]);
  return last;
};

/** Appends the equipment rows `where` selects (of any boat: buildSnapshot leaves out those of boats not published). */
const readEquipment = async (trx: Kysely<Database>, columns: Columns, where: RawBuilder<unknown>): Promise<void> => {
  const { rows } = await sql<{ boat: number[] | null; id: number[] | null }>`
    select json_agg(e.boat_id) as boat, json_agg(e.equipment_id) as id from boat_equipment e where ${where}`.execute(trx);
  append(columns.equipmentBoat, rows[0]?.boat ?? []);
  append(columns.equipmentId, rows[0]?.id ?? []);
};

/** Appends the booked or blocked ranges `which` selects (likewise of any boat); the highest range id read, or null when none. */
const readRanges = async (trx: Kysely<Database>, columns: Columns, which: RawBuilder<unknown>): Promise<number | null> => {
  const { rows } = await sql<{ last: number | null; boat: number[] | null; first: number[] | null; end: number[] | null }>`
    select max(u.id) as last, json_agg(u.boat_id) as boat, json_agg(u.start_date - date '2000-01-01') as first, json_agg(u.end_date - date '2000-01-01') as end
    from (${which}) u`.execute(trx);
  const { last, boat, first, end } = rows[0] ?? { last: null, boat: null, first: null, end: null };
  if (last === null || !boat || !first || !end) return null;
  append(columns.rangeBoat, boat);
  append(columns.rangeStart, first);
  append(columns.rangeEnd, end);
  return last;
};

/**
 * Reads a snapshot: versions, boats and ranges in one repeatable-read transaction (one snapshot of the database), in
 * pieces of a few hundred kilobytes of JSON, so the server answers other requests between them (read whole, 100,000
 * boats held its event loop for 350 ms).
 */
export const readCatalogueSnapshot = async (
  db: Kysely<Database>,
  pieces: { readonly boats: number; readonly ranges: number } = { boats: BOATS_PER_READ, ranges: RANGES_PER_READ },
): Promise<CatalogueSnapshot> =>
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ versions: string }>`select ${versionsColumn} as versions`.execute(trx);
      const columns = emptyColumns();
      for (let after = 0; ; ) {
        const last = await readBoats(trx, columns, sql`select * from boats where status = 'published' and id > ${after}::int order by id limit ${pieces.boats}::int`);
        if (last === null) break;
        // The equipment of the boats with ids in this piece's range.
        await readEquipment(trx, columns, sql`e.boat_id > ${after}::int and e.boat_id <= ${last}::int`);
        after = last;
      }
      for (let after: number | null = 0; after !== null; ) {
        after = await readRanges(trx, columns, sql`select id, boat_id, start_date, end_date from boat_unavailabilities where id > ${after}::int order by id limit ${pieces.ranges}::int`);
      }
      return { versions: parseVersions(rows[0]?.versions ?? ''), columns };
    })
    // Built once the transaction is over: its connection goes back to the pool.
    .then(({ versions, columns }) => buildSnapshot(versions, columns));

/** Beyond this share of the catalogue changed, reading it whole is as quick as reading the changes. */
const MAX_CHANGED_SHARE = 0.25;

/** `ranges` without those of the boats flagged in `drop`, with `added` (sorted by first day) merged in by first day. */
const mergeRanges = (ranges: BookedRanges, drop: Uint8Array, added: ReadonlyArray<{ boat: number; start: number; end: number }>): BookedRanges => {
  let kept = 0;
  for (let r = 0; r < ranges.boat.length; r++) if (drop[ranges.boat[r]!] === 0) kept++;
  const size = kept + added.length;
  const out = { boat: new Int32Array(size), start: new Int32Array(size), end: new Int32Array(size) };
  for (let r = 0, a = 0, k = 0; k < size; ) {
    if (r < ranges.boat.length && drop[ranges.boat[r]!] === 1) {
      r++;
      continue;
    }
    const fromHeld = a >= added.length || (r < ranges.boat.length && ranges.start[r]! <= added[a]!.start);
    out.boat[k] = fromHeld ? ranges.boat[r]! : added[a]!.boat;
    out.start[k] = fromHeld ? ranges.start[r]! : added[a]!.start;
    out.end[k] = fromHeld ? ranges.end[r]! : added[a]!.end;
    k++;
    if (fromHeld) r++;
    else a++;
  }
  return out;
};

/**
 * `held` with the changed boats' columns, equipment and ranges replaced by `fresh` (what was read of them: the rows of
 * those still published, and the ranges of `booked`), in copies of the arrays that change (a search may hold the old
 * ones). Null when a boat was published or unpublished, or moved to another grid cell: the boats' order changes, and
 * the catalogue is read whole.
 */
const patchSnapshot = (held: CatalogueSnapshot, versions: SearchVersions, listed: ReadonlySet<number>, booked: ReadonlySet<number>, fresh: Columns): CatalogueSnapshot | null => {
  const indexOf = (id: number) => (id < held.indexOfId.length ? held.indexOfId[id]! : -1);
  const rowOf = new Map<number, number>();
  fresh.id.forEach((id, row) => rowOf.set(id, row));
  for (const id of listed) {
    const i = indexOf(id);
    const row = rowOf.get(id);
    if (i < 0 && row === undefined) continue;
    if (i < 0 || row === undefined || gridCell(fresh.latitude[row]!, fresh.longitude[row]!) !== gridCell(held.latitude[i]!, held.longitude[i]!)) return null;
  }
  let boats: Partial<CatalogueSnapshot> = {};
  if (rowOf.size > 0) {
    const prices = Int32Array.from(new Set([...held.prices, ...fresh.eff])).sort();
    const rankOf = new Map<number, number>();
    prices.forEach((price, rank) => rankOf.set(price, rank));
    const types = [...held.types];
    const sailingTypes = [...held.sailingTypes];
    const codeOf = (names: string[], name: string) => (names.includes(name) ? names.indexOf(name) : names.push(name) - 1);
    const copy = {
      latitude: held.latitude.slice(), longitude: held.longitude.slice(), placeId: held.placeId.slice(), score: held.score.slice(), capacity: held.capacity.slice(),
      cabins: held.cabins.slice(), berths: held.berths.slice(), discount: held.discount.slice(), reviewsAvg: held.reviewsAvg.slice(), instantBooking: held.instantBooking.slice(),
      typeCode: held.typeCode.slice(), sailingType: held.sailingType.slice(), equipment: held.equipment.slice(),
      priceRank: Int32Array.from(held.priceRank, (rank) => rankOf.get(held.prices[rank]!)!),
    };
    for (const [id, row] of rowOf) {
      const i = indexOf(id);
      writeBoat(copy, i, fresh, row, codeOf(types, fresh.type[row]!), codeOf(sailingTypes, fresh.sailingType[row]!), rankOf.get(fresh.eff[row]!)!);
      copy.equipment.fill(0, i * EQUIPMENT_WORDS, (i + 1) * EQUIPMENT_WORDS);
    }
    fresh.equipmentBoat.forEach((boat, k) => {
      const id = fresh.equipmentId[k]!;
      if (rowOf.has(boat) && id >= 0 && id < EQUIPMENT_BITS) copy.equipment[indexOf(boat) * EQUIPMENT_WORDS + (id >>> 5)]! |= 1 << (id & 31);
    });
    // New prices, new ranks: the scratch counts are as many as the ranks.
    boats = { ...copy, prices, types, sailingTypes, scratch: newScratch(held.size, prices.length) };
  }
  let { short, long, rangesByBoat } = held;
  if (booked.size > 0) {
    const drop = new Uint8Array(held.size);
    for (const id of booked) if (indexOf(id) >= 0) drop[indexOf(id)] = 1;
    const added = fresh.rangeBoat
      .map((id, r) => ({ boat: indexOf(id), start: fresh.rangeStart[r]!, end: fresh.rangeEnd[r]! }))
      .filter((range) => range.boat >= 0)
      .sort((a, b) => a.start - b.start);
    short = mergeRanges(held.short, drop, added.filter((range) => range.end - range.start < SHORT_RANGE_DAYS));
    long = mergeRanges(held.long, drop, added.filter((range) => range.end - range.start >= SHORT_RANGE_DAYS));
    rangesByBoat = indexRangesByBoat(held.size, short, long);
  }
  return { ...held, ...boats, versions, short, long, rangesByBoat };
};

/**
 * Brings `held` up to date from search_boat_changes (migration 017): in one repeatable-read transaction, the versions
 * now, the boats changed since the held ones, and those boats' rows, equipment and ranges, patched into copies of the
 * held arrays. Null when the log no longer reaches back to `held` (the housekeeping job deleted its commits), a table was
 * truncated, much of the catalogue changed, or a boat was published, unpublished or moved far: read it whole then.
 */
export const readCatalogueChanges = async (db: Kysely<Database>, held: CatalogueSnapshot): Promise<CatalogueSnapshot | null> => {
  const read = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ catalogue: string; calendar: string; catalogue_floor: string; calendar_floor: string }>`
        select catalogue::text as catalogue, calendar::text as calendar, catalogue_floor::text as catalogue_floor, calendar_floor::text as calendar_floor
        from search_versions`.execute(trx);
      const now = rows[0];
      const { catalogue, calendar } = held.versions;
      if (!now || catalogue === '' || calendar === '' || BigInt(catalogue) < BigInt(now.catalogue_floor) || BigInt(calendar) < BigInt(now.calendar_floor)) return null;
      const { rows: changed } = await sql<{ kind: 'catalogue' | 'calendar'; boats: Array<number | null> }>`
        select c.kind, array_agg(distinct b.boat_id) as boats
        from search_change_commits c join search_boat_changes b on b.xid = c.xid and b.kind = c.kind
        where (c.kind = 'catalogue' and c.version > ${catalogue}::bigint) or (c.kind = 'calendar' and c.version > ${calendar}::bigint)
        group by c.kind`.execute(trx);
      // A boat whose listing changed may have become searchable: its ranges are read too.
      const listed = new Set<number>();
      const booked = new Set<number>();
      for (const { kind, boats } of changed) {
        for (const boat of boats) {
          if (boat === null) return null;
          if (kind === 'catalogue') listed.add(boat);
          booked.add(boat);
        }
      }
      if (booked.size > held.size * MAX_CHANGED_SHARE + 1_000) return null;
      const columns = emptyColumns();
      if (listed.size > 0) {
        await readBoats(trx, columns, sql`select * from boats where status = 'published' and id = any(${[...listed]}::int[])`);
        await readEquipment(trx, columns, sql`e.boat_id = any(${[...listed]}::int[])`);
      }
      if (booked.size > 0) await readRanges(trx, columns, sql`select id, boat_id, start_date, end_date from boat_unavailabilities where boat_id = any(${[...booked]}::int[])`);
      return { versions: { catalogue: now.catalogue, calendar: now.calendar }, listed, booked, columns };
    });
  return read === null ? null : patchSnapshot(held, read.versions, read.listed, read.booked, read.columns);
};

interface Holder {
  snapshot: CatalogueSnapshot | null;
  loading: Promise<void> | null;
}
const holders = new WeakMap<object, Holder>();
const holderOf = (db: object): Holder => {
  let holder = holders.get(db);
  if (!holder) {
    holder = { snapshot: null, loading: null };
    holders.set(db, holder);
  }
  return holder;
};

/** Reads a new snapshot in the background unless one is being read (a failed read is tried again on the next search). */
const refresh = (db: Kysely<Database>, holder: Holder): Promise<void> => {
  if (holder.loading) return holder.loading;
  const held = holder.snapshot;
  // The changes since the snapshot held when the log reaches back to it (or the whole catalogue if reading them failed).
  const read = held ? readCatalogueChanges(db, held).catch(() => null).then((updated) => updated ?? readCatalogueSnapshot(db)) : readCatalogueSnapshot(db);
  holder.loading = read
    .then((snapshot) => {
      holder.snapshot = snapshot;
    })
    .catch(() => undefined)
    .finally(() => {
      holder.loading = null;
    });
  return holder.loading;
};

/** The snapshot this process holds of the database, at whatever versions, or null (then a first one is being read). */
export const heldCatalogueSnapshot = (db: Kysely<Database>): CatalogueSnapshot | null => {
  const holder = holderOf(db);
  if (!holder.snapshot) void refresh(db, holder);
  return holder.snapshot;
};

/** Whether `a` shows a change that `b` does not (the counters only grow). */
const newer = (a: SearchVersions, b: SearchVersions): boolean => {
  const ahead = (x: string, y: string) => x !== '' && y !== '' && BigInt(x) > BigInt(y);
  return ahead(a.catalogue, b.catalogue) || ahead(a.calendar, b.calendar);
};

/** Starts reading a newer snapshot when the database's `versions` show changes the one held lacks. */
export const noteSearchVersions = (db: Kysely<Database>, versions: SearchVersions): void => {
  const holder = holderOf(db);
  if (!holder.snapshot || newer(versions, holder.snapshot.versions)) void refresh(db, holder);
};

/**
 * The price counts of a search from the snapshot, if it was read at `versions` (the calendar's only for a search
 * with dates); otherwise undefined, and a newer snapshot is read for the searches to come.
 */
export const priceCountsAt = (
  db: Kysely<Database>,
  filters: SearchFilters,
  versions: SearchVersions,
  area: SearchArea,
  harbourIds: readonly number[] | null,
): PriceCounts | undefined => {
  const snapshot = holderOf(db).snapshot;
  if (snapshot && sameVersions(snapshot.versions, versions, filters.startDate !== undefined)) return snapshotSearch(snapshot, filters, area, harbourIds).prices;
  noteSearchVersions(db, versions);
  return undefined;
};

/** Waits for a snapshot being read (tests). */
export const catalogueSnapshotRead = async (db: Kysely<Database>): Promise<void> => {
  const holder = holderOf(db);
  if (!holder.snapshot && !holder.loading) void refresh(db, holder);
  await holder.loading;
};
