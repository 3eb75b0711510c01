import fc from 'fast-check';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregatePrices, HISTOGRAM_BARS, histogramBars, histogramGrid, priceStatistics, type PriceCounts } from './price-histogram';

/** What the SQL does: bucket = (price − lowest) ÷ width, counted. */
const bucketsOf = (prices: readonly number[], lowest: number, width: number): Array<[number, number]> => {
  const counts = new Map<number, number>();
  for (const p of prices) {
    const bucket = Math.floor((p - lowest) / width);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
};

describe('price histogram', () => {
  it('covers every price in at most 20 even, contiguous bars of whole euros', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 200 }), (prices) => {
        const { lowest, width } = histogramGrid(Math.min(...prices), Math.max(...prices));
        expect(width % 100).toBe(0);
        expect(lowest % 100).toBe(0);
        const bars = histogramBars(lowest, width, bucketsOf(prices, lowest, width));
        expect(bars.length).toBeLessThanOrEqual(HISTOGRAM_BARS);
        expect(bars.reduce((s, b) => s + b.count, 0)).toBe(prices.length);
        bars.forEach((bar, i) => {
          expect(bar.to - bar.from).toBe(width);
          if (i > 0) expect(bar.from).toBe(bars[i - 1]!.to);
          expect(bar.count).toBe(prices.filter((p) => p >= bar.from && p < bar.to).length);
        });
      }),
    );
  });

  it('keeps empty bars between filled ones and has no bars for an empty set', () => {
    expect(histogramBars(1000, 100, [[0, 2], [3, 1]]).map((b) => b.count)).toEqual([2, 0, 0, 1]);
    expect(histogramBars(0, 100, [])).toEqual([]);
  });
});

describe('price statistics', () => {
  it('rounds to cents and is null for an empty set', () => {
    expect(priceStatistics({ count: 0, lowest: null, highest: null, average: null, quartiles: null })).toBeNull();
    expect(priceStatistics({ count: 3, lowest: 100, highest: 300, average: 200.4, quartiles: [150.5, 200, 249.4] })).toEqual({
      lowest: 100, highest: 300, average: 200, firstQuartile: 151, median: 200, thirdQuartile: 249,
    });
  });
});

describe('aggregatePrices', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
  }, 60_000);
  afterAll(async () => {
    await pglite?.close();
  });

  /** What the search statement computed over one row per boat, in PostgreSQL. */
  const inSql = async (prices: readonly number[], from: number, to: number) => {
    const { rows } = await pglite.query<{ count: number; lowest: number | null; highest: number | null; average: number | null; quartiles: number[] | null; lo: number | null; width: number | null; bars: Array<[number, number]> | null }>(
      `with base as (select v as eff from unnest($1::int[]) v), f as (select * from base where eff >= $2 and eff <= $3),
       grid as (select (min(eff) / 100) * 100 as lo, greatest(100, ceil((max(eff) - (min(eff) / 100) * 100 + 1) / ${HISTOGRAM_BARS * 100}::numeric)::int * 100) as width from base)
       select (select count(*)::int from f) as count, (select min(eff)::int from f) as lowest, (select max(eff)::int from f) as highest,
         (select avg(eff)::float8 from f) as average,
         (select percentile_cont(array[0.25, 0.5, 0.75]) within group (order by eff) from f) as quartiles,
         grid.lo, grid.width,
         (select json_agg(json_build_array(bucket, n) order by bucket) from (select (eff - grid.lo) / grid.width as bucket, count(*)::int as n from base group by 1) h) as bars
       from grid`,
      [[...prices], from, to],
    );
    return rows[0]!;
  };

  const countsOf = (prices: readonly number[]): PriceCounts => {
    const counts = new Map<number, number>();
    for (const p of prices) counts.set(p, (counts.get(p) ?? 0) + 1);
    return [...counts].sort((a, b) => a[0] - b[0]).map(([price, n]) => [price, n, n] as const);
  };

  it('gives what count, min, max, avg, percentile_cont and the histogram give over one row per boat', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: 5000, max: 200_000 }), fc.constantFrom(10_000, 25_000, 47_500)), { maxLength: 300 }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        async (prices, a, b) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const expected = await inSql(prices, from, to);
          const actual = aggregatePrices(countsOf(prices), (p) => p >= from && p <= to);
          expect(actual.count).toBe(expected.count);
          expect(actual.exact).toBe(expected.count);
          expect(actual.lowest).toBe(expected.lowest);
          expect(actual.highest).toBe(expected.highest);
          expect(actual.quartiles).toEqual(expected.quartiles);
          // What the API shows of the average is rounded to the cent.
          expect(actual.average === null ? null : Math.round(actual.average)).toBe(expected.average === null ? null : Math.round(expected.average));
          // The slider's bars (none for an empty set, whose grid has no lowest price).
          const bars = (lo: number | null, width: number | null, buckets: Array<[number, number]> | null) =>
            lo === null || width === null ? [] : histogramBars(lo, width, buckets ?? []);
          expect(bars(actual.barLowest, actual.barWidth, actual.bars)).toEqual(bars(expected.lo, expected.width, expected.bars));
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
