import type { Device } from '../../domain/search';

/** The device class of the current viewport (flexible-date count, filters panel kind). */
export interface Viewport {
  readonly device: Device;
}
