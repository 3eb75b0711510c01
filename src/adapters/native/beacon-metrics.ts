import { NATIVE_APP_PATHS } from '../../contract/device';
import type { MetricsBeacon } from '../../application/native/ports';

/** What the beacon needs of the window (a test passes its own). */
export interface BeaconHost {
  readonly navigator: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean };
  fetch(input: string, init?: RequestInit): Promise<unknown>;
}

/**
 * Spec section 7: the deep-link metric goes as a beacon (it survives the navigation that follows); where the browser
 * has none or refuses it, a `keepalive` fetch does the same. The body is sent as text: a beacon cannot set headers,
 * and the server reads the JSON whatever its type (server/http/xsrf.ts exempts this one path from the header).
 */
export class BeaconMetrics implements MetricsBeacon {
  constructor(
    private readonly apiPath: string,
    private readonly host: BeaconHost = window,
  ) {}

  deeplinkOpened(url: string): void {
    const target = `${this.apiPath}${NATIVE_APP_PATHS.deeplinkMetric}`;
    const body = JSON.stringify({ url });
    try {
      if (this.host.navigator.sendBeacon?.(target, body)) return;
    } catch {
      // Some browsers throw instead of answering false: the fetch below.
    }
    this.host.fetch(target, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  }
}
