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
