/** Serves a freshly built app over a fresh embedded database for the browser tests. */
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';

// One folder per port, so two runs side by side never share a database.
const dataDir = `.data-test/e2e-${process.env.PORT ?? '4173'}`;
rmSync(dataDir, { recursive: true, force: true });
// E2E_DIST_DIR: a build folder of one's own, so two runs side by side never rebuild each other's files.
const distDir = process.env.E2E_DIST_DIR;
if (!process.env.E2E_SKIP_BUILD) {
  execSync(`npx vite build --logLevel warn${distDir ? ` --outDir ${distDir} --emptyOutDir` : ''}`, { stdio: 'inherit' });
  // The server entry of the public pages (issue [8]) goes next to the web app's folder: dist → dist-ssr.
  execSync(`npx vite build --ssr src/entry-server.tsx --logLevel warn --emptyOutDir --outDir ${distDir ? `${distDir}-ssr` : 'dist-ssr'}`, { stdio: 'inherit' });
}
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...(distDir && { DIST_DIR: distDir }) });
const server = await startServer(config);
console.log(`e2e server on ${server.url}`);
// Every visitor of every browser test comes from the same loopback address, so the per-address limits (sign-in
// attempts, email checks, SMS) would count the whole suite as one very busy person: the test server forgets those
// hits every few seconds. The per-account and per-phone limits still apply; the integration tests prove all of them.
const forgetAddressHits = setInterval(() => {
  void server.database.db
    .deleteFrom('rate_limit_hits')
    .where('bucket', 'in', ['loginFailureAddress', 'emailExistsAddress', 'smsAddress', 'passwordResetAddress'])
    .execute()
    .catch(() => undefined);
}, 5_000);
forgetAddressHits.unref();
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
