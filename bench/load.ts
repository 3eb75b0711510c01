import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

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
