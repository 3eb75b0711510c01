import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MODAL_CLOSE_DELAY_MS, MODAL_KINDS, MODAL_WIDTH_PX, SWIPE_CLOSE_VELOCITY, isFullScreen, swipeCloses } from './modal-rules';

describe('modal rules', () => {
  it('has the spec constants', () => {
    expect(MODAL_WIDTH_PX.centered).toBe(560);
    expect(MODAL_WIDTH_PX.right).toBe(530);
    expect(MODAL_CLOSE_DELAY_MS).toBe(100);
    expect(SWIPE_CLOSE_VELOCITY).toBe(1);
  });
  it('closes a bottom sheet on a fast downward swipe only', () => {
    expect(swipeCloses('bottom', { dx: 0, dy: 200, durationMs: 100 })).toBe(true);
    expect(swipeCloses('bottom', { dx: 0, dy: 200, durationMs: 400 })).toBe(false);
    expect(swipeCloses('bottom', { dx: 0, dy: -200, durationMs: 50 })).toBe(false);
    expect(swipeCloses('right', { dx: 100, dy: 0, durationMs: 100 })).toBe(true);
    expect(swipeCloses('centered', { dx: 500, dy: 500, durationMs: 10 })).toBe(false);
  });
  it('is full screen on mobile by default, except popovers and tooltips', () => {
    expect(isFullScreen('centered', 'mobile')).toBe(true);
    expect(isFullScreen('centered', 'mobile', false)).toBe(false);
    expect(isFullScreen('centered', 'desktop')).toBe(false);
    expect(isFullScreen('tooltip', 'mobile')).toBe(false);
  });
  it('property: a swipe below the velocity never closes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODAL_KINDS), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 5000 }), (kind, distance, duration) => {
        fc.pre(distance / duration < SWIPE_CLOSE_VELOCITY);
        return !swipeCloses(kind, { dx: distance, dy: distance, durationMs: duration });
      }),
    );
  });
});
