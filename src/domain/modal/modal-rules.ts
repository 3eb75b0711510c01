/** Spec section 2 and 9: how modals appear and close. */
export const MODAL_KINDS = ['centered', 'right', 'bottom', 'popover', 'tooltip'] as const;
export type ModalKind = (typeof MODAL_KINDS)[number];

export const MODAL_WIDTH_PX: Readonly<Partial<Record<ModalKind, number>>> = { centered: 560, right: 530 };
export const MODAL_CLOSE_DELAY_MS = 100;
/** Pixels per millisecond above which a swipe closes a sheet. */
export const SWIPE_CLOSE_VELOCITY = 1;

/** Which way a swipe must go to close a modal of this kind (none for centered, popover, tooltip). */
export const swipeCloseDirection = (kind: ModalKind): 'right' | 'down' | undefined =>
  kind === 'right' ? 'right' : kind === 'bottom' ? 'down' : undefined;

export interface SwipeSample {
  readonly dx: number;
  readonly dy: number;
  readonly durationMs: number;
}

/** A swipe closes the sheet when it moves in the closing direction faster than the threshold velocity. */
export const swipeCloses = (kind: ModalKind, swipe: SwipeSample): boolean => {
  const direction = swipeCloseDirection(kind);
  if (!direction || swipe.durationMs <= 0) return false;
  const distance = direction === 'right' ? swipe.dx : swipe.dy;
  if (distance <= 0) return false;
  return distance / swipe.durationMs >= SWIPE_CLOSE_VELOCITY;
};

/** Modals are full screen on mobile by default; popovers and tooltips never are. */
export const isFullScreen = (kind: ModalKind, viewport: 'mobile' | 'desktop', fullScreenOnMobile = true): boolean =>
  viewport === 'mobile' && fullScreenOnMobile && kind !== 'popover' && kind !== 'tooltip';
