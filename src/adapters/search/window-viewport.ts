import type { Viewport } from '../../application/search/viewport';
import type { Device } from '../../domain/search';

/** Mobile up to 640 px wide, like the stylesheet's breakpoint. */
export const MOBILE_MAX_WIDTH_PX = 640;

export class WindowViewport implements Viewport {
  get device(): Device {
    if (typeof window === 'undefined') return 'desktop';
    return window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches ? 'mobile' : 'desktop';
  }
}
