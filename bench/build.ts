import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm run build` into a chosen folder: the client build (with its brotli and gzip copies, vite.config.ts) into
 * `distDir`, and the server-rendering entry, when there is one, into `distDir`-ssr where the server looks for it
 * (server/ssr/server-render.ts).
 */
export const buildApp = (distDir: string): void => {
  const vite = (args: string[]) => execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
  vite(['--outDir', distDir, '--emptyOutDir']);
  if (existsSync('src/entry-server.tsx')) vite(['--ssr', 'src/entry-server.tsx', '--outDir', `${distDir.replace(/[\\/]+$/, '')}-ssr`, '--emptyOutDir']);
};
