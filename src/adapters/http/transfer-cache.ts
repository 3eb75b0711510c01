import type { TransferredResponse } from '../../contract/ssr';

/*
 * The answers a server-rendered page was built from (issue [8]): the server records every GET its page made (API
 * data and translation files), writes them into the page, and the browser's first identical GETs are answered from
 * them, so hydration renders exactly what the server rendered without asking the network again.
 */

/** A recorded answer as a Response again (a 204 or 304 may carry no body). */
const responseOf = ({ status, contentType, body }: Omit<TransferredResponse, 'url'>): Response =>
  new Response(status === 204 || status === 205 || status === 304 ? null : body, { status, headers: { 'content-type': contentType } });

const requestUrl = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
const requestMethod = (input: RequestInfo | URL, init?: RequestInit): string =>
  (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();

/**
 * A fetch that remembers every GET answer (server side) and knows when nothing is in flight any more: the page is
 * rendered once its presenter's calls (and the calls those answers lead to) have all come back.
 */
export class RecordingFetch {
  private readonly recorded = new Map<string, TransferredResponse>();
  private inFlight = 0;
  private waiters: Array<() => void> = [];

  /** `record: false` only tracks what is in flight (the browser, before hydrating). */
  constructor(
    private readonly inner: typeof fetch,
    private readonly options: { readonly record: boolean } = { record: true },
  ) {}

  readonly fetch: typeof fetch = async (input, init) => {
    this.inFlight += 1;
    try {
      const response = await this.inner(input, init);
      if (!this.options.record || requestMethod(input, init) !== 'GET') return response;
      const body = await response.text();
      const url = requestUrl(input);
      const contentType = response.headers.get('content-type') ?? 'application/json';
      this.recorded.set(url, { url, status: response.status, contentType, body });
      return responseOf({ status: response.status, contentType, body });
    } finally {
      // Settled after the caller's continuation had a chance to start its next call (a macrotask later).
      setTimeout(() => {
        this.inFlight -= 1;
        if (this.inFlight === 0) this.wake();
      }, 0);
    }
  };

  /** Resolves when no request is in flight (checked again after a macrotask, so chained calls count). */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      const check = () =>
        setTimeout(() => {
          if (this.inFlight === 0) resolve();
          else this.waiters.push(check);
        }, 0);
      check();
    });
  }

  get responses(): readonly TransferredResponse[] {
    return [...this.recorded.values()];
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) waiter();
  }
}

/**
 * The browser's side: a GET whose URL the server recorded is answered once from the page (a later one goes to the
 * network: data changes), when `replayable` allows it; anything else goes to the network.
 */
export const replayingFetch = (inner: typeof fetch, transferred: readonly TransferredResponse[], replayable: (url: string) => boolean = () => true): typeof fetch => {
  const waiting = new Map(transferred.map((entry) => [entry.url, entry]));
  return (input, init) => {
    if (waiting.size > 0 && requestMethod(input, init) === 'GET') {
      const url = requestUrl(input);
      const entry = waiting.get(url);
      if (entry !== undefined && replayable(url)) {
        waiting.delete(url);
        return Promise.resolve(responseOf(entry));
      }
    }
    return inner(input, init);
  };
};
