/**
 * The full-screen gallery's moves (issue [10]): the pictures form a ring, so "next" after the last one shows the
 * first again and "previous" before the first shows the last; a key or a swipe is turned into one step.
 */
export type GalleryStep = 'next' | 'previous';

/** `index` brought into 0…count-1 (0 for an empty gallery), whatever its sign or size. */
export const wrapIndex = (index: number, count: number): number => (count <= 0 ? 0 : ((index % count) + count) % count);

/** The picture shown after one step from `index`, wrapping around the ends. */
export const stepIndex = (index: number, count: number, step: GalleryStep): number => wrapIndex(index + (step === 'next' ? 1 : -1), count);

/** The keys that move the gallery: the arrows, in reading order (all our languages read left to right). */
export const keyStep = (key: string): GalleryStep | null => (key === 'ArrowRight' ? 'next' : key === 'ArrowLeft' ? 'previous' : null);

/** How far (CSS pixels) a finger must travel sideways for a swipe: less is a tap or a wobble. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * A pointer's move from press to release as a step: mostly sideways and beyond the threshold. A swipe to the left
 * pulls in the picture on the right, the next one (as on every phone); a mostly vertical move is a scroll, not a swipe.
 */
export const swipeStep = (dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): GalleryStep | null => {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
};
