import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPictureWidth, parsePictureWidth, pictureSrcSet, PICTURE_WIDTHS } from './picture-widths';

const UPLOAD = '/media/uploads/boats/8/0b6f3c1e-2a4d-4c6e-9f1a-3b5d7e9f1a2c.webp';

describe('picture widths properties', () => {
  it('accepts exactly the allowed widths', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parsePictureWidth(text);
        expect(parsed.ok).toBe(isPictureWidth(Number(text)) && String(Number(text)) === text);
      }),
    );
  });

  it('a srcset is sorted, uses allowed widths only and covers twice the display width when it can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), (maxWidth) => {
        const widths = (pictureSrcSet(UPLOAD, maxWidth) ?? '').split(', ').map((source) => Number(source.split(' ')[1]?.slice(0, -1)));
        expect(widths.length).toBeGreaterThan(0);
        expect(widths.every(isPictureWidth)).toBe(true);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        const largest = widths[widths.length - 1]!;
        expect(largest >= maxWidth * 2 || largest === PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]).toBe(true);
        // At most one width above what a 2× screen needs.
        expect(widths.filter((w) => w > maxWidth * 2).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
