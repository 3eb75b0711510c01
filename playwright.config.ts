import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * Every browser test starts as a visitor who already answered the consent banner (declined: nothing tracked), so the
 * banner never sits over what a test clicks; tests/e2e/consent.spec.ts starts without it to test the banner itself.
 */
export const CONSENT_ANSWERED = {
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${PORT}`,
      localStorage: [{ name: 'seaway.consent', value: JSON.stringify({ version: 1, purposes: { analytics: false, marketing: false }, givenAt: new Date().toISOString() }) }],
    },
  ],
};
const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: 'tests/e2e',
  // E2E_OUTPUT_DIR: one's own results folder when two runs share the checkout (Playwright empties it at start).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Two files at a time (each file's tests in order): the tests share one server and database, so each takes its own
  // boats, days and accounts; two workers keep both cores busy while a test waits on the page or the server.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    storageState: CONSENT_ANSWERED,
    screenshot: 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    command: `npx tsx tests/e2e/serve.ts`,
    url: `http://localhost:${PORT}/api/v6/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // CHECKOUT_FAULTS: the test-only fault switch of the checkout's rollback test.
    env: { PORT: String(PORT), CHECKOUT_FAULTS: '1', ...(process.env.E2E_DIST_DIR && { E2E_DIST_DIR: process.env.E2E_DIST_DIR }) },
    stdout: 'pipe',
  },
});
