/**
 * How Debian's Chromium runs on these machines (Playwright's own browser download is unreachable): headless, without
 * the sandbox (containers), and without the background traffic that has no network to reach. Shared by the browser
 * tests (playwright.config.ts) and the Lighthouse benchmark (bench/lighthouse.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
