// Browser tests run in Debian's Chromium (Playwright's own download cannot be fetched here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian package "chromium" with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  }
  if (!existsSync(path)) {
    console.error(`Browser tests need Chromium at ${path}. Install Debian's package: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
