import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsContain, formatBounds, markerPrice, normaliseBounds, parseBounds } from './map-bounds';

const anyBox = fc.record({
  south: fc.double({ min: -120, max: 120, noNaN: true }),
  west: fc.double({ min: -720, max: 720, noNaN: true }),
  north: fc.double({ min: -120, max: 120, noNaN: true }),
  east: fc.double({ min: -720, max: 720, noNaN: true }),
});

describe('map bounds properties', () => {
  it('normalised bounds always hold their limits', () => {
    fc.assert(
      fc.property(anyBox, (box) => {
        const normal = normaliseBounds(box);
        if (normal === undefined) return;
        expect(normal.south).toBeGreaterThanOrEqual(-90);
        expect(normal.north).toBeLessThanOrEqual(90);
        expect(normal.south).toBeLessThan(normal.north);
        for (const lng of [normal.west, normal.east]) {
          expect(Math.abs(lng)).toBeLessThanOrEqual(180);
          expect(Math.round(lng * 1e4) / 1e4).toBe(lng);
        }
        expect(normal.west).not.toBe(normal.east);
      }),
      { numRuns: 2000 },
    );
  });

  it('parse(format(b)) equals b for normalised b, and normalising is idempotent', () => {
    fc.assert(
      fc.property(anyBox, (box) => {
        const normal = normaliseBounds(box);
        if (normal === undefined) return;
        expect(parseBounds(formatBounds(normal))).toEqual(normal);
        expect(normaliseBounds(normal)).toEqual(normal);
      }),
      { numRuns: 2000 },
    );
  });

  it('parsing never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseBounds(text)), { numRuns: 1000 });
  });

  it('the corners of a box are inside it', () => {
    fc.assert(
      fc.property(anyBox, (box) => {
        const normal = normaliseBounds(box);
        if (normal === undefined) return;
        expect(boundsContain(normal, normal.south, normal.west)).toBe(true);
        expect(boundsContain(normal, normal.north, normal.east)).toBe(true);
      }),
    );
  });

  it('a marker price is never above the price per day nor negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -50, max: 200 }), (price, discount) => {
        const shown = markerPrice(price, discount);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(price);
      }),
    );
  });
});
