import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Brotli and gzip copies next to every text asset of the client build (served by server/http/static-assets.ts), at
 * the highest levels: made once per build, sent on every request. Not source maps (only devtools fetch them; they
 * would double the build's compression time), not index.html (the server rewrites it per request), not the manifest.
 */
const precompress = {
  ...compression({
    include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
    exclude: [/\.map$/, /(^|\/)\.vite\//, /(^|\/)index\.html$/],
    // Even a small chunk is sent compressed (the "every asset served compressed"); a copy that would not be
    // smaller is skipped by the plugin.
    threshold: 0,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  }),
  // The client build only: a server-side rendering bundle (vite build --ssr) is never sent to a browser.
  apply: (_config: unknown, env: { command: string; isSsrBuild?: boolean }) => env.command === 'build' && !env.isSsrBuild,
};

/**
 * The public pages' first screens in a few chunks instead of dozens. Left to itself the bundler makes one chunk per
 * set of screens sharing a module, so the search page loaded ~30 small files, each compressed on its own (7 KB gzip
 * more than the same code in one file). Once the module graph is known, each module a public screen imports
 * statically (beyond what the entries already load) goes to one group: `public-pages` when the search screen and
 * another public page both import it, else `<page>-page` when only one page does. What several pages other than
 * search share is left to the bundler. A screen's own module goes in its page's group too, which the manifest then
 * names `<page>-page` (bench/bundle.ts finds a page's chunk by that name).
 */
const PUBLIC_SCREENS = ['search/SearchScreen', 'home/HomeScreen', 'landing/LandingScreen', 'product/ProductScreen', 'activity/ActivityScreen'];
const publicFirstScreens = () => {
  const groupOf = new Map<string, string>();
  type ModuleGraph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean } | null };
  const plugin = {
    name: 'seaway-public-first-screens',
    buildEnd(this: ModuleGraph) {
      const staticClosure = (roots: string[], stop: Set<string>) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || stop.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entryIds = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const entries = staticClosure(entryIds, new Set());
      const screens = PUBLIC_SCREENS.map((name) => ({ name, ids: ids.filter((id) => id.endsWith(`/src/ui/screens/${name}.tsx`)) }));
      const closures = screens.map(({ ids: roots }) => staticClosure(roots, entries));
      const pageGroup = (name: string) => `${name.split('/')[0]!}-page`;
      groupOf.clear();
      // Everything the app's entry loads that the other entries (the embedded funnel) use too, at once or later: one
      // chunk rather than the bundler's several.
      const anyClosure = (root: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          info?.importedIds.forEach(visit);
          info?.dynamicallyImportedIds.forEach(visit);
        };
        visit(root);
        return seen;
      };
      const [app, ...others] = entryIds.map((id) => ({ id, all: anyClosure(id) }));
      const appStatic = staticClosure(app ? [app.id] : [], new Set());
      for (const id of appStatic) if (others.every(({ all }) => all.has(id))) groupOf.set(id, 'app-shared');
      for (const screen of screens) for (const id of screen.ids) groupOf.set(id, pageGroup(screen.name));
      for (const id of new Set(closures.flatMap((closure) => [...closure]))) {
        if (groupOf.has(id)) continue;
        const users = screens.filter((_, i) => closures[i]!.has(id));
        if (users.length === 1) groupOf.set(id, pageGroup(users[0]!.name));
        else if (users.some(({ name }) => name === 'search/SearchScreen')) groupOf.set(id, 'public-pages');
      }
    },
  };
  // Only these modules: their dependencies outside the groups are in the entries' chunks already, and pulling them
  // in (the bundler's default) would move the libraries out of the chunks every page shares.
  const groups = [{ debugName: 'public first screens', name: (id: string) => groupOf.get(id) ?? null, test: (id: string) => groupOf.has(id), includeDependenciesRecursively: false }];
  return { plugin, groups };
};
const firstScreen = publicFirstScreens();
const PRELOADED_SCREEN = /(^|\/)((search|home|landing|product|activity)-page|NotFoundScreen)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress, ...(isSsrBuild ? [] : [firstScreen.plugin])],
  resolve: {
    // Our code imports fp-ts/lib (CommonJS, what Node and tsx load); the browser gets the ES build io-ts already uses,
    // so one tree-shaken copy ships instead of two.
    alias: [
      { find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' },
      // React's own useSyncExternalStore instead of the React 17 shim react-i18next imports.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/ui/app/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lets the benchmark measure each page's initial JavaScript.
    manifest: true,
    // The entry carries, for each chunk it may import, the list of that chunk's own imports to fetch alongside (about
    // 1.4 KB gzip for ~95 chunks). Kept for the public pages, which people land on and browse between; the account,
    // checkout and back-office pages and the lazy gateways fetch their imports once they load (one round trip more).
    modulePreload: {
      // Every browser the build targets but Safari before 17 knows modulepreload; there, the modules load through
      // their imports instead (a round trip more), without the polyfill's half a kilobyte on every first screen.
      polyfill: false,
      resolveDependencies: (filename: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
        hostType === 'html' || PRELOADED_SCREEN.test(filename) ? deps : [],
    },
    target: 'es2022',
    // The app, and the sign-in funnel embedded in pages that are not ours (issue [12]) at a stable address those
    // pages can load: /embed/seaway-login.js (its chunks stay hashed under /assets). The server-rendering build
    // (`--ssr src/entry-server.tsx`) keeps its own single entry.
    ...(!isSsrBuild && {
      rolldownOptions: {
        input: { index: 'index.html', 'login-embed': 'src/login-embed.tsx' },
        output: {
          entryFileNames: (chunk: { name: string }) => (chunk.name === 'login-embed' ? 'embed/seaway-login.js' : 'assets/[name]-[hash].js'),
          codeSplitting: { groups: firstScreen.groups },
        },
      },
    }),
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  // The server entry (`vite build --ssr src/entry-server.tsx`, issue [8]) runs in Node as one self-contained bundle:
  // the aliases above resolve as in the browser, and a build folder outside the project (tests) needs no node_modules.
  ssr: {
    noExternal: true,
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
          // Each file's server works on its own copy of the seeded database (PGlite's template, or CREATE DATABASE …
          // TEMPLATE on PostgreSQL): two files at a time keep both cores busy while one waits on the database.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
}));
