/**
 * npm run bench -- --load (issue [9]): a realistic mix at 100 connections for 60 s with autocannon, against one API
 * process, against two behind a small round-robin proxy, and against one server of two API processes on one port
 * (API_PROCESSES=2, server/api-processes.ts), on PostgreSQL (BENCH_DATABASE_URL: a database this
 * benchmark may reset). Mix: search 60 %, product page 25 %, place autocomplete 10 %, checkout reads 5 % (a signed-in
 * tenant reading a checkout session). Latencies are taken per response (autocannon's own percentiles skip p95).
 * Figures only; it never fails on a timing.
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createSession } from '../server/auth/sessions';
import { setDemoPasswords } from '../server/auth/demo-accounts';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { isSeeded, seedDemoData } from '../server/db/seed';
import { LANGUAGE_CODES } from '../src/domain/i18n/languages';
import { addDays, type IsoDate } from '../src/domain/search/iso-date';
import type { FilterInput } from '../src/domain/search/normalise-filters';
import { percentile } from './load';
import { startProductionServer, type ProductionServer } from './production-server';
import { startRoundRobinProxy } from './round-robin-proxy';
import { loadCities, NOW, productsUrl, random, round, typicalFilters } from './search';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const BOATS = Number(process.env.BENCH_LOAD_BOATS ?? 20_000);
const MIX = { search: 0.6, product: 0.25, autocomplete: 0.1, checkout: 0.05 } as const;

interface Mixed {
  readonly path: string;
  readonly headers?: Record<string, string>;
}

const DAY_MS = 86_400_000;
const isoToday = (): IsoDate => new Date().toISOString().slice(0, 10) as IsoDate;

/** The search mix of bench/search.ts is written around its fixed clock: moved by whole days to today's. */
const movedToToday = (input: FilterInput): FilterInput => {
  const days = Math.round((Date.parse(isoToday()) - Date.parse(NOW.toISOString().slice(0, 10))) / DAY_MS);
  const { startDate, endDate } = input as { startDate?: IsoDate; endDate?: IsoDate };
  return { ...input, ...(startDate ? { startDate: addDays(startDate, days) } : {}), ...(endDate ? { endDate: addDays(endDate, days) } : {}) } as FilterInput;
};

/** The database: migrated, seeded with BOATS boats on today's clock (kept when it already holds a catalogue). */
const prepareDatabase = async (databaseUrl: string) => {
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  await migrateToLatest(handle.db);
  if (!(await isSeeded(handle.db))) {
    const t0 = Date.now();
    await seedDemoData(handle.db, { boats: BOATS });
    console.log(`load bench: seeded ${BOATS} boats in ${Date.now() - t0} ms`);
  }
  await setDemoPasswords(handle.db);
  return handle;
};

/** The request mix, drawn in advance from a fixed seed: the same on every run. */
const buildMix = async (db: Awaited<ReturnType<typeof prepareDatabase>>['db'], apiUrl: string): Promise<Mixed[]> => {
  const rng = random(2026);
  const cities = await loadCities(db);
  const boats = (await db.selectFrom('boats').select('id').orderBy('id').execute()).map((b) => b.id);
  const tenant = await db.selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow();
  const token = await createSession(db, tenant.id, new Date());

  // Checkout sessions of the demo tenant on boats free in three months (created through the API, as the app does).
  const start = addDays(isoToday(), 90);
  const dates = { startDate: start, endDate: addDays(start, 3) };
  const { rows: free } = await sql<{ id: number }>`
    select b.id from boats b where b.owner_id <> ${tenant.id}::int and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= ${dates.endDate}::date and u.end_date >= ${dates.startDate}::date)
    order by b.id limit 12`.execute(db);
  const health = await fetch(`${apiUrl}/api/v6/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.getSetCookie().join(';'))?.[1] ?? '';
  const hashes: string[] = [];
  for (const { id } of free) {
    const r = await fetch(`${apiUrl}/api/v6/products/${id}/booking-request`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(dates),
    });
    if (r.ok) hashes.push(((await r.json()) as { hash: string }).hash);
  }
  if (hashes.length === 0) throw new Error('load bench: could not open a checkout session');

  const prefixes = cities.flatMap((c) => Object.entries(c.names).map(([language, name]) => ({ language, input: name.slice(0, 3) })));
  return Array.from({ length: 4000 }, (): Mixed => {
    const draw = rng.next();
    const language = rng.pick(LANGUAGE_CODES);
    if (draw < MIX.search) {
      const url = new URL(productsUrl('http://x', movedToToday(typicalFilters(rng, cities, language)), language));
      return { path: `${url.pathname}${url.search}` };
    }
    if (draw < MIX.search + MIX.product) {
      const from = addDays(isoToday(), rng.int(5, 150));
      return { path: `/api/v6/products/${rng.pick(boats)}?startDate=${from}&endDate=${addDays(from, rng.int(1, 7))}&_locale=${language}` };
    }
    if (draw < MIX.search + MIX.product + MIX.autocomplete) {
      const prefix = rng.pick(prefixes);
      return { path: `/api/v6/autocomplete/places?input=${encodeURIComponent(prefix.input)}&lang=${prefix.language}` };
    }
    return { path: `/api/v6/checkout/${rng.pick(hashes)}`, headers: { Authorization: `Bearer ${token}` } };
  });
};

/** 100 connections for 60 s over the mix: req/s, latency percentiles, errors (any non-2xx counts as one). */
const drive = async (url: string, mix: readonly Mixed[]) => {
  let i = 0;
  const latencies: number[] = [];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          const next = mix[i++ % mix.length]!;
          return { ...request, method: 'GET', path: next.path, headers: { ...request.headers, Accept: 'application/json', 'Accept-Encoding': 'br, gzip', ...next.headers } };
        },
      },
    ],
    setupClient: (client) => client.on('response', (_status: number, _bytes: number, responseTime: number) => latencies.push(responseTime)),
  });
  latencies.sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) console.log(`  errors: ${result.errors} failed, ${result.timeouts} timed out; answers by status ${JSON.stringify(result.statusCodeStats)}`);
  return {
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    errors,
    non2xx: result.non2xx,
  };
};

export const benchLoad = async (options: { databaseUrl: string | undefined; distDir: string }): Promise<Record<string, unknown>> => {
  if (!options.databaseUrl) {
    console.log('load bench: skipped, it needs BENCH_DATABASE_URL (a PostgreSQL database it may reset)');
    return { skipped: 'needs BENCH_DATABASE_URL (PostgreSQL)' };
  }
  const handle = await prepareDatabase(options.databaseUrl);
  const servers: ProductionServer[] = [];
  try {
    const { rows } = await sql<{ version: string; boats: number }>`select current_setting('server_version') as version, (select count(*)::int from boats) as boats`.execute(handle.db);
    const start = () => startProductionServer({ distDir: options.distDir, databaseUrl: options.databaseUrl, env: { TRUSTED_PROXIES: '127.0.0.1' } });
    servers.push(await start());
    const mix = await buildMix(handle.db, servers[0]!.url);
    // Warm-up: the query plans and the pools.
    for (const m of mix.slice(0, 200)) await (await fetch(`${servers[0]!.url}${m.path}`, { headers: m.headers ?? {} })).arrayBuffer();

    console.log(`load bench: one process, ${CONNECTIONS} connections for ${SECONDS} s…`);
    const one = await drive(servers[0]!.url, mix);
    console.log(`  ${one.requestsPerSecond} req/s, p50 ${one.p50Ms} ms, p95 ${one.p95Ms} ms, p99 ${one.p99Ms} ms, ${one.errors} errors`);

    servers.push(await start());
    const proxy = await startRoundRobinProxy(servers.map((s) => s.url));
    try {
      for (const m of mix.slice(0, 200)) await (await fetch(`${proxy.url}${m.path}`, { headers: m.headers ?? {} })).arrayBuffer();
      console.log(`load bench: two processes behind a round-robin proxy, ${CONNECTIONS} connections for ${SECONDS} s…`);
      const two = await drive(proxy.url, mix);
      console.log(`  ${two.requestsPerSecond} req/s, p50 ${two.p50Ms} ms, p95 ${two.p95Ms} ms, p99 ${two.p99Ms} ms, ${two.errors} errors`);
      await Promise.all(servers.map((s) => s.stop()));

      const onePortServer = await startProductionServer({ distDir: options.distDir, databaseUrl: options.databaseUrl, env: { TRUSTED_PROXIES: '127.0.0.1', API_PROCESSES: '2' } });
      servers.push(onePortServer);
      // Its health check answers once the first process serves: the second is ready when the server says so.
      for (const deadline = Date.now() + 120_000; !onePortServer.output().includes('Seaway is ready'); ) {
        if (Date.now() > deadline) throw new Error(`the two API processes did not start:\n${onePortServer.output().slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const m of mix.slice(0, 400)) await (await fetch(`${onePortServer.url}${m.path}`, { headers: m.headers ?? {} })).arrayBuffer();
      console.log(`load bench: two API processes on one port (API_PROCESSES=2), ${CONNECTIONS} connections for ${SECONDS} s…`);
      const onePort = await drive(onePortServer.url, mix);
      console.log(`  ${onePort.requestsPerSecond} req/s, p50 ${onePort.p50Ms} ms, p95 ${onePort.p95Ms} ms, p99 ${onePort.p99Ms} ms, ${onePort.errors} errors`);
      // What the servers logged, to tell an error's cause (their errors and warnings; requests are not logged).
      if (one.errors + two.errors + onePort.errors > 0) for (const server of servers) console.log(server.output().slice(-3000));
      return {
        database: `PostgreSQL ${rows[0]?.version ?? '?'}`,
        boats: rows[0]?.boats,
        connections: CONNECTIONS,
        seconds: SECONDS,
        mix: { search: '60 %', product: '25 %', autocomplete: '10 %', checkoutReads: '5 %' },
        oneProcess: one,
        twoProcessesBehindProxy: two,
        twoApiProcessesOnOnePort: onePort,
        machine: '2 cores: the load generator, the proxy, the API processes and PostgreSQL share them',
      };
    } finally {
      await proxy.close();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await handle.close();
  }
};
