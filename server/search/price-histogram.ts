import type { PriceChartBar, PriceStatistics } from '../../src/contract/search';

/** About this many bars (spec section 3: priceChartBar). */
export const HISTOGRAM_BARS = 20;

/**
 * The bars of the price slider from per-bucket counts computed in SQL: bucket i holds prices in
 * [lowest + i × width, lowest + (i + 1) × width). `lowest` is the smallest price rounded down to the euro and `width`
 * a whole number of euros, so that at most HISTOGRAM_BARS bars cover every price. Empty buckets are kept (count 0)
 * so the bars are evenly spaced; the counts add up to the size of the set.
 */
export const histogramBars = (
  lowest: number,
  width: number,
  buckets: ReadonlyArray<readonly [number, number]>,
): PriceChartBar[] => {
  if (buckets.length === 0 || width <= 0) return [];
  const last = Math.max(...buckets.map(([bucket]) => bucket));
  const counts = new Array<number>(last + 1).fill(0);
  for (const [bucket, count] of buckets) counts[bucket] = (counts[bucket] ?? 0) + count;
  return counts.map((count, i) => ({ from: lowest + i * width, to: lowest + (i + 1) * width, count }));
};

/** SQL-side rule, mirrored here for tests: lowest rounded down to 100 cents, width in whole euros. */
export const histogramGrid = (min: number, max: number): { lowest: number; width: number } => {
  const lowest = Math.floor(min / 100) * 100;
  const width = Math.max(100, Math.ceil((max - lowest + 1) / (HISTOGRAM_BARS * 100)) * 100);
  return { lowest, width };
};

export interface RawStatistics {
  readonly count: number;
  readonly lowest: number | null;
  readonly highest: number | null;
  readonly average: number | null;
  /** Continuous quartiles 0.25, 0.5, 0.75. */
  readonly quartiles: readonly number[] | null;
}

/** Statistics in whole cents, or null for an empty set. */
export const priceStatistics = (raw: RawStatistics): PriceStatistics | null => {
  if (raw.count === 0 || raw.lowest === null || raw.highest === null || raw.average === null || raw.quartiles === null) return null;
  const [q1, median, q3] = raw.quartiles.map((q) => Math.round(q));
  return {
    lowest: raw.lowest,
    highest: raw.highest,
    average: Math.round(raw.average),
    firstQuartile: q1 ?? raw.lowest,
    median: median ?? raw.lowest,
    thirdQuartile: q3 ?? raw.highest,
  };
};

/**
 * A set's prices as [price, boats at that price, of which in the searched place], ascending by price: what the search
 * reads from the database (one row per distinct price, a few thousand at most, instead of one per boat).
 */
export type PriceCounts = ReadonlyArray<readonly [price: number, count: number, inPlace: number]>;

/**
 * PostgreSQL's percentile_cont(p) over the prices, in its own float arithmetic (orderedsetaggs.c): rows numbered from
 * 0 in price order, position p × (n − 1), linear interpolation lo + (hi − lo) × fraction between the rows around it.
 * Null for an empty set.
 */
export const percentileCont = (prices: PriceCounts, p: number): number | null => {
  let total = 0;
  for (const [, count] of prices) total += count;
  if (total === 0) return null;
  const position = p * (total - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const valueAt = (row: number): number => {
    let seen = 0;
    for (const [price, count] of prices) {
      seen += count;
      if (row < seen) return price;
    }
    return prices[prices.length - 1]![0];
  };
  const lo = valueAt(first);
  if (first === second) return lo;
  const hi = valueAt(second);
  return lo + (hi - lo) * (position - first);
};

export interface SetAggregates {
  readonly count: number;
  /** Boats in the place itself (its harbours). */
  readonly exact: number;
  readonly lowest: number | null;
  readonly highest: number | null;
  readonly average: number | null;
  readonly quartiles: number[] | null;
  /** The histogram's grid and bars, over the set before the price filter (the slider shows every price). */
  readonly barLowest: number | null;
  readonly barWidth: number | null;
  readonly bars: Array<[number, number]>;
}

/**
 * Count, statistics and histogram of a search from its price counts: `inRange` is the price filter (priceFrom,
 * priceTo); the histogram covers every price, the rest only the prices in range. The same figures as count(*),
 * min, max, avg and percentile_cont over one row per boat.
 */
export const aggregatePrices = (prices: PriceCounts, inRange: (price: number) => boolean): SetAggregates => {
  let count = 0;
  let exact = 0;
  let sum = 0;
  let lowest: number | null = null;
  let highest: number | null = null;
  const filtered: Array<readonly [number, number, number]> = [];
  for (const entry of prices) {
    const [price, n, inPlace] = entry;
    if (!inRange(price)) continue;
    filtered.push(entry);
    count += n;
    exact += inPlace;
    sum += price * n;
    lowest ??= price;
    highest = price;
  }
  const quartiles = count === 0 ? null : [0.25, 0.5, 0.75].map((p) => percentileCont(filtered, p)!);
  let barLowest: number | null = null;
  let barWidth: number | null = null;
  const bars: Array<[number, number]> = [];
  if (prices.length > 0) {
    const grid = histogramGrid(prices[0]![0], prices[prices.length - 1]![0]);
    barLowest = grid.lowest;
    barWidth = grid.width;
    for (const [price, n] of prices) {
      const bucket = Math.floor((price - grid.lowest) / grid.width);
      const last = bars[bars.length - 1];
      if (last && last[0] === bucket) last[1] += n;
      else bars.push([bucket, n]);
    }
  }
  return { count, exact, lowest, highest, average: count === 0 ? null : sum / count, quartiles, barLowest, barWidth, bars };
};
