import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Our code imports fp-ts/lib (CommonJS, what Node and tsx load); the browser gets the ES build io-ts already uses,
    // so one tree-shaken copy ships instead of two.
    alias: [{ find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' }],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lets the benchmark measure each page's initial JavaScript.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
          // The unit tests share no mutable module state (no module mocks): reusing the imported modules across
          // files instead of re-importing them for each one takes the suite from ~140 s to a fraction of it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
