/**
 * Checkout benchmark (GUIDE.md section 4: a price recomputation answers in p95 ≤ 30 ms). Starts the real server over
 * a fresh in-memory embedded database with the demo data, signs the demo tenant in, and times on loopback:
 * creating a payment session (POST /products/{id}/booking-request) and recomputing a price (a PUT that changes the
 * cart, which recomputes and stores the price in one transaction, then GET /checkout/{hash}/price).
 * Figures only; never fails.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/database';
import { startServer } from '../server/start';
import { ApiClient } from '../tests/integration/harness';

const SESSIONS = 200;
const CHANGES = 400;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, p50Ms: Number(percentile(sorted, 50).toFixed(2)), p95Ms: Number(percentile(sorted, 95).toFixed(2)) };
};

const timed = async <T>(latencies: number[], call: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await call();
  latencies.push(performance.now() - start);
  return result;
};

const isoDaysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const benchCheckout = async () => {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), port: 0, host: '127.0.0.1' };
  const server = await startServer(config, { database: openPglite(await PGlite.create()), log: () => undefined });
  try {
    const client = new ApiClient(`http://127.0.0.1:${server.port}`);
    const login = await client.post<{ authToken: string }>('/api/v6/auth/login', { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' });
    client.token = login.body.authToken;
    const boats = await client.get<{ products: { id: number }[] }>('/api/v6/products?page=1');
    const ids = boats.body.products.map((p) => p.id);

    const create: number[] = [];
    const hashes: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const start = 60 + (i % 200);
      const response = await timed(create, () =>
        client.post<{ hash: string }>(`/api/v6/products/${ids[i % ids.length]}/booking-request`, {
          startDate: isoDaysFromNow(start),
          endDate: isoDaysFromNow(start + 2 + (i % 5)),
        }),
      );
      if (response.status === 200) hashes.push(response.body.hash);
    }

    const change: number[] = [];
    const price: number[] = [];
    for (let i = 0; i < CHANGES && hashes.length > 0; i++) {
      const hash = hashes[i % hashes.length]!;
      await timed(change, () => client.put(`/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: i % 2 === 0 }));
      await timed(price, () => client.get(`/api/v6/checkout/${hash}/price`));
    }
    const result = {
      createSession: summary(create),
      changeAndRecompute: summary(change),
      priceRead: summary(price),
      budgetP95Ms: 30,
    };
    console.log(
      `checkout: create session p95 ${result.createSession.p95Ms} ms, change + recompute p95 ${result.changeAndRecompute.p95Ms} ms, price read p95 ${result.priceRead.p95Ms} ms`,
    );
    return result;
  } finally {
    await server.close();
  }
};
