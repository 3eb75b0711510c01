import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, keyStep, stepIndex, swipeStep, wrapIndex } from './gallery-navigation';

describe('gallery navigation', () => {
  it('wraps around both ends', () => {
    expect(stepIndex(0, 5, 'next')).toBe(1);
    expect(stepIndex(4, 5, 'next')).toBe(0);
    expect(stepIndex(0, 5, 'previous')).toBe(4);
    expect(stepIndex(3, 5, 'previous')).toBe(2);
    expect(stepIndex(0, 1, 'next')).toBe(0);
  });

  it('keeps any index inside the gallery, and 0 when it is empty', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('moves with the arrow keys only', () => {
    expect(keyStep('ArrowRight')).toBe('next');
    expect(keyStep('ArrowLeft')).toBe('previous');
    expect(keyStep('ArrowUp')).toBeNull();
    expect(keyStep('Enter')).toBeNull();
  });

  it('turns a sideways swipe beyond the threshold into a step', () => {
    expect(swipeStep(-120, 10)).toBe('next');
    expect(swipeStep(120, -10)).toBe('previous');
    expect(swipeStep(-SWIPE_THRESHOLD_PX, 0)).toBe('next');
    expect(swipeStep(-(SWIPE_THRESHOLD_PX - 1), 0)).toBeNull();
    // Mostly vertical: a scroll.
    expect(swipeStep(-80, 120)).toBeNull();
    expect(swipeStep(0, 0)).toBeNull();
  });
});
