/**
 * Catalogue scale on PostgreSQL (docs/scale.md): 100,000 boats with their reviews, calendars and checkout catalogue,
 * seeded once into the database given (or reused when a previous run seeded it), then the real server on loopback, as
 * one API process per core (API_PROCESSES=auto: server/api-processes.ts), under the search mix of bench/search.ts at
 * concurrency 8: searches around a place (dates and filters as the search
 * page sends them) and searches of the whole catalogue (no place), plus the count, flexible dates and autocomplete.
 * Each mix is measured twice: at first sight (every search once, with the processes' caches of searches emptied: each
 * one computed) and steady (the mix again and again, as searches come back on a busy site: answered from a process's
 * cache after one query showing that nothing changed), each after a few thousand searches of its kind outside the
 * list. The clients are autocannon's (bench/load.ts autocannonLoop) in a worker thread. Targets: place search p95 ≤ 20
 * ms, whole catalogue p95 ≤ 50 ms. Then the place and whole-catalogue searches at first sight against one process
 * (`oneApiProcess`), for the comparison.
 * Figures only; never fails on a timing.
 *
 *   tsx bench/scale.ts postgresql://user:password@host:port/database     (or DATABASE_URL)
 *
 * The database must be empty (no catalogue) or hold exactly the catalogue of an earlier run of this bench.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { startApiProcesses, type ApiProcesses } from '../server/api-processes';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemoData } from '../server/db/seed';
import { setDemoPasswords } from '../server/auth/demo-accounts';
import { readCatalogueChanges, readCatalogueSnapshot } from '../server/search/catalogue-snapshot';
import type { Database } from '../server/db/schema';
import { LANGUAGE_CODES } from '../src/domain/i18n/languages';
import { addDays } from '../src/domain/search/iso-date';
import { toFleetDatesParams } from '../src/domain/search/search-api-params';
import { catalogueFilters, loadCities, NOW, productsUrl, random, round, typicalFilters, type City } from './search';
import type { LoadResult } from './load';
import type { LoadWorkerData } from './load-worker';
import type { ScaleBenchRequest } from './scale-api-process';

export const SCALE_BOATS = 100_000;
const CONCURRENCY = 8;
const TODAY = '2026-06-01';

const figures = (load: LoadResult) => ({
  requests: load.requests,
  p50Ms: round(load.p50Ms),
  p95Ms: round(load.p95Ms),
  p99Ms: round(load.p99Ms),
  requestsPerSecond: round(load.requestsPerSecond, 1),
  errors: load.errors,
});

const describeLoad = (name: string, load: LoadResult) =>
  console.log(
    `${name}, concurrency ${CONCURRENCY}: p50 ${round(load.p50Ms)} ms, p95 ${round(load.p95Ms)} ms, p99 ${round(load.p99Ms)} ms, ` +
      `${round(load.requestsPerSecond, 0)} req/s, ${load.errors} errors`,
  );

/**
 * The load from a worker thread: the clients' work (building requests, reading answers) does not share the server's
 * event loop, as real clients on other machines do not. It still shares the two cores: fetch cost about 3 ms of CPU a
 * request there, autocannon a few tenths. bench/search.ts keeps fetch, on the server's loop. One worker runs every
 * load in turn: a new worker per load compiled and optimised the clients' code (and tsx's) during the load measured.
 */
export const loadWorker = () => {
  // load-worker.mjs registers tsx's loader in the worker (workers do not inherit it), then runs load-worker.ts.
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url));
  let failed: Error | undefined;
  worker.once('error', (error) => (failed = error));
  return {
    run: (data: LoadWorkerData): Promise<LoadResult> =>
      new Promise((resolve, reject) => {
        if (failed) return reject(failed);
        const onExit = (code: number) => reject(new Error(`load worker exited with ${code}`));
        worker.once('exit', onExit);
        worker.once('message', (answer: { result?: LoadResult; error?: string }) => {
          worker.off('exit', onExit);
          if (answer.result) resolve(answer.result);
          else reject(new Error(`load worker: ${answer.error}`));
        });
        worker.postMessage(data);
      }),
    close: () => worker.terminate(),
  };
};

/** Migrates and, unless an earlier run did, seeds the boats: the seed's duration, or null when reused. */
const prepare = async (databaseUrl: string, boats: number): Promise<{ seedMs: number | null }> => {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await migrateToLatest(database.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from boats`.execute(database.db);
    const existing = rows[0]?.n ?? 0;
    if (existing === boats) {
      console.log(`scale bench: reusing the ${boats} boats already in the database`);
      return { seedMs: null };
    }
    if (existing !== 0) {
      throw new Error(`The database holds ${existing} boats: give the scale bench an empty database, or one it seeded (${boats} boats)`);
    }
    console.log(`scale bench: seeding ${boats} boats…`);
    const t0 = performance.now();
    const summary = await seedDemoData(database.db, { boats, now: NOW });
    await setDemoPasswords(database.db);
    const seedMs = performance.now() - t0;
    console.log(`scale bench: seeded in ${Math.round(seedMs)} ms: ${JSON.stringify(summary)}`);
    return { seedMs };
  } finally {
    await database.close();
  }
};

/**
 * What bringing a process's catalogue snapshot up to date costs (migration 017), medians of 5: read whole, and from the
 * change log after a booking and after a price change, each made and undone with plain SQL as another process would.
 */
const measureSnapshotRefresh = async (db: Kysely<Database>) => {
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
  const whole: number[] = [];
  const booking: number[] = [];
  const price: number[] = [];
  let held = await readCatalogueSnapshot(db);
  for (let k = 0; k < 5; k++) {
    let t0 = performance.now();
    held = await readCatalogueSnapshot(db);
    whole.push(performance.now() - t0);
    const boat = held.id[Math.floor(held.size / 2) + k]!;
    const time = async (change: RawBuilder<unknown>, into: number[]) => {
      await change.execute(db);
      t0 = performance.now();
      const updated = await readCatalogueChanges(db, held);
      into.push(performance.now() - t0);
      if (updated === null) throw new Error('the change log did not reach back to the snapshot');
      held = updated;
    };
    await time(sql`insert into boat_unavailabilities (boat_id, start_date, end_date) values (${boat}, '2027-05-01', '2027-05-03')`, booking);
    await time(sql`update boats set price_per_day = price_per_day + 100 where id = ${boat}`, price);
    await sql`delete from boat_unavailabilities where boat_id = ${boat} and start_date = '2027-05-01' and end_date = '2027-05-03'`.execute(db);
    await sql`update boats set price_per_day = price_per_day - 100 where id = ${boat}`.execute(db);
  }
  return { wholeMs: median(whole), afterBookingMs: median(booking), afterPriceChangeMs: median(price) };
};

/**
 * The API processes of the bench (bench/scale-api-process.ts), forked as API_PROCESSES forks server/main.ts, and a way
 * to ask each of them something and wait for all their answers.
 */
const startScaleApiProcesses = async (databaseUrl: string, processes: number) => {
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./scale-api-process.ts', import.meta.url)) });
  const api: ApiProcesses = startApiProcesses({ processes, env: { BENCH_DATABASE_URL: databaseUrl }, log: (m) => console.log(`scale bench: ${m}`) });
  const port = await api.ready;
  const ask = (request: ScaleBenchRequest) =>
    Promise.all(
      api.workers().map(
        (worker) =>
          new Promise<void>((resolve) => {
            const answered = (message: unknown) => {
              if (message !== `${request}:done`) return;
              worker.off('message', answered);
              resolve();
            };
            worker.on('message', answered);
            worker.send(request);
          }),
      ),
    );
  return { base: `http://127.0.0.1:${port}`, ask, stop: () => api.stop() };
};

type Mixes = ReturnType<typeof searchMixes>;

/** The mixes of bench/search.ts (same generator, same seed), and the count and flexible dates of its searches. */
const searchMixes = (base: string, cities: readonly City[], seed: number, places: number, wide: number) => {
  const rng = random(seed);
  const typical = Array.from({ length: places }, () => {
    const language = rng.pick(LANGUAGE_CODES);
    return productsUrl(base, typicalFilters(rng, cities, language), language);
  });
  const catalogue = Array.from({ length: wide }, () => productsUrl(base, catalogueFilters(rng), 'en'));
  const counts = typical.slice(0, places / 3).map((url) => url.replace('/api/v6/products?', '/api/v6/products/count?'));
  // Flexible dates: seven 3-day periods from a day 20 to 80 days ahead, with the search's other filters.
  const flexible = typical.slice(0, places / 6).map((url, i) => {
    const query = new URL(url).searchParams;
    query.delete('startDate');
    query.delete('endDate');
    const first = addDays(TODAY, 20 + (i % 60));
    const periods = Array.from({ length: 7 }, (_, d) => ({ startDate: addDays(first, d), endDate: addDays(first, d + 2) }));
    for (const [key, value] of toFleetDatesParams(periods)) query.append(key, value);
    return `${base}/api/v6/flexibleDates/fleet?${query.toString()}`;
  });
  return { typical, catalogue, counts, flexible };
};

/**
 * The search mixes against `processes` API processes: each mix at first sight and steady (`every`), or only the
 * searches around a place and of the whole catalogue at first sight (the comparison with one process).
 */
const measureMixes = async (
  databaseUrl: string,
  cities: readonly City[],
  loadInWorker: (data: LoadWorkerData) => Promise<LoadResult>,
  processes: number,
  every: boolean,
) => {
  const api = await startScaleApiProcesses(databaseUrl, processes);
  try {
    const { typical, catalogue, counts, flexible } = searchMixes(api.base, cities, 42, 600, 200);
    // Searches outside the measured lists, as warm-up: a server that has been running a while has compiled and
    // optimised the code of every kind of search. After 48 searches of a kind, V8 still compiled some 170 functions
    // during the 600 measured ones, and a first sight cost 5.3 ms of the process's CPU against 2.5–3.2 ms after 3,000.
    // Each process gets that many: the connections are handed to them in turn.
    const warm: Mixes = searchMixes(api.base, cities, 7, 3000 * processes, 600 * processes);

    // Warm-up: connections, the planner, the place directory; the catalogue snapshot the first search starts
    // reading (once per process, docs/scale.md).
    for (const url of [...warm.typical.slice(0, 40 * processes), ...warm.catalogue.slice(0, 5 * processes)]) await (await fetch(url)).arrayBuffer();
    const snapshotStart = performance.now();
    await api.ask('bench:read-snapshot');
    console.log(`scale bench: ${processes} API process(es), catalogue snapshot ready ${Math.round(performance.now() - snapshotStart)} ms after the warm-up's searches`);

    // First sight: every search of a mix once, with nothing remembered of any search (the processes' caches of
    // searches, counts and boats' summaries emptied after the warm-up); then the mix again and again, as a busy site
    // sees its searches come back (answered from the cache after one query showing that nothing changed since).
    const firstAndSteady = async (name: string, urls: readonly string[], warmUrls: readonly string[], seconds: number, maxRequests: number) => {
      await loadInWorker({ urls: warmUrls, once: true, seconds: 60 * processes, concurrency: CONCURRENCY, maxRequests: warmUrls.length });
      await api.ask('bench:clear-search-caches');
      const first = await loadInWorker({ urls, once: true, seconds: 120, concurrency: CONCURRENCY, maxRequests: urls.length });
      describeLoad(`${processes} API process(es): ${name}, first sight of ${urls.length} searches`, first);
      if (!every) return { firstSight: figures(first) };
      const steady = await loadInWorker({ urls, once: false, seconds, concurrency: CONCURRENCY, maxRequests });
      describeLoad(`${processes} API process(es): ${name}, the mix again`, steady);
      return { firstSight: figures(first), steady: figures(steady) };
    };
    const place = await firstAndSteady('GET /products (place + dates + filters)', typical, warm.typical.slice(40 * processes), 20, 6000);
    const wide = await firstAndSteady('GET /products (whole catalogue)', catalogue, warm.catalogue.slice(5 * processes), 15, 3000);
    if (!every) return { place, catalogueWide: wide };
    const count = await firstAndSteady('GET /products/count', counts, warm.counts, 10, 3000);
    const fleet = await firstAndSteady('GET /flexibleDates/fleet (7 periods)', flexible, warm.flexible, 10, 2000);
    const words = ['mar', 'spl', 'ib', 'nice', 'ath', 'pal', 'por', 'sa', 'dubr', 'la r', 'kos', 'ven'];
    const autocomplete = words.map((w) => `${api.base}/api/v6/autocomplete/places?input=${encodeURIComponent(w)}&lang=en`);
    const places = await loadInWorker({ urls: autocomplete, once: false, seconds: 5, concurrency: CONCURRENCY, maxRequests: 3000 });
    describeLoad(`${processes} API process(es): GET /autocomplete/places`, places);
    return { place, catalogueWide: wide, count, flexibleDates: fleet, autocomplete: figures(places) };
  } finally {
    await api.stop();
  }
};

/**
 * The mixes against one API process per core (API_PROCESSES=auto on PostgreSQL, as the README advises), then the
 * place and whole-catalogue searches at first sight against one process, to show what the second one brings.
 */
export const benchScale = async (databaseUrl: string, options: { readonly boats?: number } = {}): Promise<Record<string, unknown>> => {
  const boats = options.boats ?? SCALE_BOATS;
  const { seedMs } = await prepare(databaseUrl, boats);
  const processes = Math.max(1, availableParallelism());
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const clients = loadWorker();
  try {
    const cities = await loadCities(database.db);
    const perCore = await measureMixes(databaseUrl, cities, clients.run, processes, true);
    const oneProcess = processes > 1 ? await measureMixes(databaseUrl, cities, clients.run, 1, false) : undefined;
    const snapshotRefresh = await measureSnapshotRefresh(database.db);
    console.log(`scale bench: catalogue snapshot read whole ${snapshotRefresh.wholeMs} ms; brought up to date after a booking ${snapshotRefresh.afterBookingMs} ms, after a price change ${snapshotRefresh.afterPriceChangeMs} ms`);
    return {
      boats,
      database: 'postgresql',
      seedMs: seedMs === null ? null : Math.round(seedMs),
      concurrency: CONCURRENCY,
      apiProcesses: processes,
      budgets: { placeP95Ms: 20, catalogueP95Ms: 50 },
      ...perCore,
      ...(oneProcess ? { oneApiProcess: oneProcess } : {}),
      snapshotRefresh,
    };
  } finally {
    await clients.close();
    await database.close();
  }
};

// On its own: tsx bench/scale.ts [postgresql://…]
if (process.argv[1]?.endsWith('scale.ts')) {
  const url = process.argv[2] ?? process.env.DATABASE_URL;
  if (!url) {
    console.error('usage: tsx bench/scale.ts postgresql://user:password@host:port/database (or DATABASE_URL)');
    process.exit(2);
  }
  console.log(JSON.stringify(await benchScale(url), null, 2));
  process.exit(0);
}
