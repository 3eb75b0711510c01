import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTOGRAM_BARS, histogramBars, histogramGrid, priceStatistics } from './price-histogram';

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
