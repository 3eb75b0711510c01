/**
 * npm run bench: measures the budgets of GUIDE.md section 4 and writes bench/results.json.
 * Figures only; it never fails on a timing.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { initialJavaScript } from './bundle';
import { benchSearch } from './search';
import { loadLoop } from './load';
import { benchCheckout } from './checkout';

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const save = () => writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log('building the web app…');
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const home = initialJavaScript('dist', 'src/ui/screens/home/HomeScreen.tsx');
const search = initialJavaScript('dist', 'src/ui/screens/search/SearchScreen.tsx');
results.bundle = {
  budgetGzipBytes: 160 * 1024,
  homeInitialJsGzipBytes: home.gzipBytes,
  searchInitialJsGzipBytes: search.gzipBytes,
  homeFiles: home.files,
};
// The checkout route's own JavaScript on top of the shell, before the card form (Stripe.js loads on its own).
const checkout = initialJavaScript('dist', 'src/ui/screens/payment-session/PaymentSessionScreen.tsx');
const shell = initialJavaScript('dist');
results.checkoutBundle = { budgetGzipBytes: 40 * 1024, routeJsOnTopOfShellGzipBytes: checkout.gzipBytes - shell.gzipBytes };
console.log(`checkout route JS on top of the shell (gzip): ${checkout.gzipBytes - shell.gzipBytes} B (budget ${40 * 1024} B)`);
console.log(`initial JS (gzip): home ${home.gzipBytes} B, search ${search.gzipBytes} B (budget ${160 * 1024} B)`);
save();

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
console.log('wrote bench/results.json');
process.exit(0);
