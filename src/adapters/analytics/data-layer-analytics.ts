import type { Analytics } from '../../application/analytics/analytics';

/** Where the data layer lives: `window` in a browser, a plain object elsewhere (tests, server). */
export interface DataLayerHost {
  dataLayer?: unknown;
}

/**
 * Pushes to `window.dataLayer`, creating it if absent. The array is read on every push because the
 * tag manager wraps its `push` once loaded; outside a browser an in-memory host keeps the events.
 */
export class DataLayerAnalytics implements Analytics {
  private readonly host: DataLayerHost;

  constructor(host: DataLayerHost = browserHost() ?? {}) {
    this.host = host;
  }

  push(event: Readonly<Record<string, unknown>>): void {
    this.dataLayer().push({ ...event });
  }

  /** The data layer as it is now (the very array the tag manager reads). */
  get events(): readonly unknown[] {
    return this.dataLayer();
  }

  private dataLayer(): unknown[] {
    const current = this.host.dataLayer;
    if (Array.isArray(current)) return current;
    const created: unknown[] = [];
    this.host.dataLayer = created;
    return created;
  }
}

function browserHost(): DataLayerHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as Window & DataLayerHost);
}
