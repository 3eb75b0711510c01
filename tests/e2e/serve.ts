/** Serves a freshly built app over a fresh embedded database for the browser tests. */
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';

// One folder per port, so two runs side by side never share a database.
const dataDir = `.data-test/e2e-${process.env.PORT ?? '4173'}`;
rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' });
const server = await startServer(config);
console.log(`e2e server on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
