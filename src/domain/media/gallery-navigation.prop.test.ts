import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, stepIndex, swipeStep, wrapIndex, type GalleryStep } from './gallery-navigation';

const gallery = fc.integer({ min: 1, max: 50 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 })));
const step = fc.constantFrom<GalleryStep>('next', 'previous');

describe('gallery navigation properties', () => {
  it('a step always lands inside the gallery', () => {
    fc.assert(fc.property(gallery, step, ([count, index], s) => stepIndex(index, count, s) >= 0 && stepIndex(index, count, s) < count));
  });

  it('previous undoes next, and next undoes previous', () => {
    fc.assert(
      fc.property(gallery, ([count, index]) => {
        expect(stepIndex(stepIndex(index, count, 'next'), count, 'previous')).toBe(index);
        expect(stepIndex(stepIndex(index, count, 'previous'), count, 'next')).toBe(index);
      }),
    );
  });

  it('going next `count` times comes back to the same picture, having shown each once', () => {
    fc.assert(
      fc.property(gallery, ([count, index]) => {
        const seen = new Set<number>();
        let current = index;
        for (let i = 0; i < count; i++) {
          seen.add(current);
          current = stepIndex(current, count, 'next');
        }
        expect(current).toBe(index);
        expect(seen.size).toBe(count);
      }),
    );
  });

  it('wrapping is idempotent and keeps indexes already inside', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapIndex(wrapped, count)).toBe(wrapped);
        if (index >= 0 && index < count) expect(wrapped).toBe(index);
      }),
    );
  });

  it('a swipe is a step exactly when it goes sideways more than vertically and beyond the threshold; its direction is the opposite of the finger', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (dx, dy) => {
        const result = swipeStep(dx, dy);
        const isSwipe = Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
        expect(result !== null).toBe(isSwipe);
        if (result !== null) expect(result).toBe(dx < 0 ? 'next' : 'previous');
      }),
    );
  });

  it('a mirrored swipe is the opposite step', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (dx, dy) => {
        const step = swipeStep(dx, dy);
        const mirrored = swipeStep(-dx, dy);
        expect(mirrored).toBe(step === null ? null : step === 'next' ? 'previous' : 'next');
      }),
    );
  });
});
