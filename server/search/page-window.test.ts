import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, RESULTS_LAZY_LIMIT, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('pages 18 at a time and never reads beyond the lazy limit', () => {
    expect(PAGE_SIZE).toBe(18);
    expect(RESULTS_LAZY_LIMIT).toBe(100);
    expect(pageWindow(1, 500)).toEqual({ offset: 0, limit: 18, totalPage: 6 });
    expect(pageWindow(6, 500)).toEqual({ offset: 90, limit: 10, totalPage: 6 });
    expect(pageWindow(7, 500)).toEqual({ offset: 108, limit: 0, totalPage: 6 });
    expect(pageWindow(1, 0).totalPage).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(100_000), (page, count) => {
        const w = pageWindow(page, count);
        expect(w.offset + w.limit).toBeLessThanOrEqual(Math.max(w.offset, RESULTS_LAZY_LIMIT));
        expect(w.limit).toBeLessThanOrEqual(PAGE_SIZE);
        expect(w.totalPage * PAGE_SIZE).toBeGreaterThanOrEqual(Math.min(count, RESULTS_LAZY_LIMIT));
      }),
    );
  });
});
