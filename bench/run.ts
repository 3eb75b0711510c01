/**
 * npm run bench: measures the budgets of GUIDE.md section 4 and writes bench/results.json.
 * Figures only; it never fails on a timing.
 *
 *   npm run bench                   everything: bundle, server start, search, checkout, compression, Lighthouse
 *   npm run bench -- --lighthouse   the build, its bundle figures, compression and Lighthouse only
 *   npm run bench -- --runs=3       Lighthouse runs per page (the median is kept; default 1)
 *   npm run bench -- --scale        catalogue scale on PostgreSQL (BENCH_DATABASE_URL; 100,000 boats, bench/scale.ts)
 *   npm run bench -- --load         the request mix at 100 connections for 60 s, one process and two behind a proxy,
 *                                   on PostgreSQL (BENCH_DATABASE_URL; bench/load-mix.ts)
 *
 * BENCH_DIST_DIR builds elsewhere than dist/ (and dist-ssr/), BENCH_SKIP_BUILD=1 measures the build already there;
 * BENCH_PORT fixes the production server's port (else a free one). Sections a run does not measure keep their figures
 * from the previous run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { buildApp } from './build';
import { embeddedFunnelJavaScript, initialJavaScript } from './bundle';
import { benchSearch } from './search';
import { loadLoop } from './load';
import { benchCheckout } from './checkout';
import { benchDynamicCompression } from './compression';
import { benchLighthouse } from './lighthouse';
import { startProductionServer } from './production-server';
import { benchScale } from './scale';
import { benchLoad } from './load-mix';

const RESULTS = 'bench/results.json';
const args = process.argv.slice(2);
const lighthouseOnly = args.includes('--lighthouse');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? process.env.LIGHTHOUSE_RUNS ?? '1');
const distDir = process.env.BENCH_DIST_DIR ?? 'dist';
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;

const previous = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
const results: Record<string, unknown> = { ...previous, date: new Date().toISOString(), node: process.version };
const save = () => writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);

// PostgreSQL figures (issue [9]): on their own, against the database named (which they may reset and seed).
if (args.includes('--scale') || args.includes('--load')) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (args.includes('--scale')) {
    if (databaseUrl) results.scale = await benchScale(databaseUrl);
    else console.log('scale bench: skipped, it needs BENCH_DATABASE_URL (a PostgreSQL database it may seed)');
    save();
  }
  if (args.includes('--load')) {
    results.load = await benchLoad({ databaseUrl, distDir });
    save();
  }
  console.log(`wrote ${RESULTS}`);
  process.exit(0);
}

if (process.env.BENCH_SKIP_BUILD === '1') console.log(`using the build in ${distDir}`);
else {
  console.log(`building the web app into ${distDir}…`);
  buildApp(distDir);
}
const home = initialJavaScript(distDir, 'src/ui/screens/home/HomeScreen.tsx');
const search = initialJavaScript(distDir, 'src/ui/screens/search/SearchScreen.tsx');
results.bundle = {
  budgetGzipBytes: 160 * 1024,
  homeInitialJsGzipBytes: home.gzipBytes,
  searchInitialJsGzipBytes: search.gzipBytes,
  // What the server sends a browser that takes brotli: the build's .br copies.
  homeInitialJsBrotliBytes: home.brotliBytes,
  searchInitialJsBrotliBytes: search.brotliBytes,
  homeFiles: home.files,
};
// The sign-in funnel embedded in pages that are not ours (issue [12]): all it loads, libraries included.
const embed = embeddedFunnelJavaScript(distDir);
results.embeddedFunnel = { entry: 'embed/seaway-login.js', jsGzipBytes: embed.gzipBytes, jsBrotliBytes: embed.brotliBytes, files: embed.files };
console.log(`embedded sign-in funnel JS: ${embed.gzipBytes} B gzip / ${embed.brotliBytes} B brotli (${embed.files.length} files)`);
// The checkout route's own JavaScript on top of the shell, before the card form (Stripe.js loads on its own).
const checkout = initialJavaScript(distDir, 'src/ui/screens/payment-session/PaymentSessionScreen.tsx');
const shell = initialJavaScript(distDir);
results.checkoutBundle = { budgetGzipBytes: 40 * 1024, routeJsOnTopOfShellGzipBytes: checkout.gzipBytes - shell.gzipBytes };
console.log(`checkout route JS on top of the shell (gzip): ${checkout.gzipBytes - shell.gzipBytes} B (budget ${40 * 1024} B)`);
console.log(
  `initial JS: home ${home.gzipBytes} B gzip / ${home.brotliBytes} B brotli, search ${search.gzipBytes} B gzip / ${search.brotliBytes} B brotli (budget ${160 * 1024} B gzip)`,
);
save();

if (!lighthouseOnly) {
  const dataDir = '.data-test/bench-start';
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync('.data-test', { recursive: true });
  const config = { ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }), port: 0, host: '127.0.0.1' };
  let t0 = performance.now();
  let server = await startServer(config, { log: () => undefined });
  const coldMs = performance.now() - t0;
  await server.close();
  t0 = performance.now();
  server = await startServer(config, { log: () => undefined });
  const warmMs = performance.now() - t0;
  console.log(`server start to ready: cold (migrate + seed) ${coldMs.toFixed(0)} ms, warm ${warmMs.toFixed(0)} ms`);
  const health = await loadLoop(`http://127.0.0.1:${server.port}/api/v6/health`, { seconds: 3, concurrency: 16 });
  console.log(`/api/v6/health: ${health.requestsPerSecond.toFixed(0)} req/s, p50 ${health.p50Ms.toFixed(2)} ms, p95 ${health.p95Ms.toFixed(2)} ms`);
  results.server = { coldStartToReadyMs: Math.round(coldMs), warmStartToReadyMs: Math.round(warmMs), health };
  await server.close();
  save();

  results.search = await benchSearch();
  save();
  results.checkout = await benchCheckout();
  save();
}

// The production server of that build (as `npm start` runs it), for what a browser receives.
console.log('starting the production server…');
const production = await startProductionServer({ distDir, ...(port !== undefined ? { port } : {}) });
try {
  results.dynamicCompression = await benchDynamicCompression(production.url, {
    search: '/api/v6/products?address=Marseille',
    landing: '/api/v6/landing?customization=boat-rental%2Fmarseille',
    translations: '/i18n/seaway/en/search.json',
    sitemap: '/sitemaps/en.xml',
    homeHtml: '/',
  });
  save();
  results.lighthouse = await benchLighthouse(production.url, { runs });
  save();
} finally {
  await production.stop();
}
console.log(`wrote ${RESULTS}`);
process.exit(0);
