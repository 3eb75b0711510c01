import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A bounded load on loopback only: stops after `seconds` or `maxRequests`, whichever comes first. */
export const loadLoop = async (
  urlOrUrls: string | (() => string),
  options: { seconds: number; concurrency: number; maxRequests?: number },
): Promise<LoadResult> => {
  const next = typeof urlOrUrls === 'string' ? () => urlOrUrls : urlOrUrls;
  const deadline = performance.now() + options.seconds * 1000;
  const maxRequests = options.maxRequests ?? 100_000;
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && started < maxRequests) {
      started++;
      const s = performance.now();
      try {
        const r = await fetch(next());
        await r.arrayBuffer();
        if (!r.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
};

/**
 * The same bounded load with autocannon's HTTP/1.1 clients (keep-alive, one connection per client, asking for brotli or
 * gzip as browsers do, answers counted but not decoded): a tenth of fetch's work per request, so on a machine shared
 * with the server and the database the figures are the server's rather than the load generator's (docs/scale.md).
 * `urls` share one origin; `once` sends each of them once, in order, otherwise the list again and again, until
 * `maxRequests` or `seconds`, whichever comes first. Latencies
 * are taken per response (autocannon's own percentiles skip p95); the rate is over the time the requests took.
 */
export const autocannonLoop = async (
  urls: readonly string[],
  options: { once: boolean; seconds: number; concurrency: number; maxRequests: number },
): Promise<LoadResult> => {
  const origin = new URL(urls[0]!).origin;
  const paths = urls.map((url) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  });
  const amount = options.once ? Math.min(paths.length, options.maxRequests) : options.maxRequests;
  let next = 0;
  let first = 0;
  let last = 0;
  const latencies: number[] = [];
  let failed = 0;
  // With `amount`, autocannon ignores `duration`: the time bound is a timer that stops it (autocannon stops at its next
  // one-second tick; the answers so far count).
  let deadline: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: Math.min(options.concurrency, amount),
        amount,
        requests: [
          {
            setupRequest: (request) => {
              if (first === 0) first = performance.now();
              const path = paths[next++ % paths.length]!;
              return { ...request, method: 'GET', path, headers: { ...request.headers, Accept: 'application/json', 'Accept-Encoding': 'br, gzip' } };
            },
          },
        ],
        setupClient: (client) =>
          client.on('response', (status: number, _bytes: number, responseTime: number) => {
            last = performance.now();
            latencies.push(responseTime);
            if (status < 200 || status >= 300) failed++;
          }),
      },
      (error, done) => {
        clearTimeout(deadline);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(done);
      },
    );
    deadline = setTimeout(() => instance.stop(), options.seconds * 1000);
  });
  latencies.sort((a, b) => a - b);
  const elapsed = Math.max(1, last - first) / 1000;
  return {
    requests: latencies.length,
    errors: failed + result.errors + result.timeouts,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
};
