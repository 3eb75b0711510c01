import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

const gz = (distDir: string, file: string): number => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/**
 * Bytes on the wire for a browser that takes brotli (they all do over HTTPS): the build's own .br copy, which the server
 * sends (server/http/static-assets.ts); a file without one is compressed here as the plugin would.
 */
const br = (distDir: string, file: string): number => {
  const copy = join(distDir, `${file}.br`);
  if (existsSync(copy)) return statSync(copy).size;
  return brotliCompressSync(readFileSync(join(distDir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};

/** The chunk files a page loads before it can render: the entry, its static imports, and the page's own chunk. */
const closure = (manifest: Manifest, keys: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.add(key);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
};

/**
 * A page's chunk: its screen's own, or the group vite.config.ts puts a public page's screen in (`search-page` for
 * src/ui/screens/search/SearchScreen.tsx), which the manifest knows by name only.
 */
const pageChunkKey = (manifest: Manifest, pageSource: string): string => {
  if (manifest[pageSource]) return pageSource;
  const group = /src\/ui\/screens\/([a-z-]+)\//.exec(pageSource)?.[1];
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === `${group}-page`);
  if (!key) throw new Error(`no chunk for ${pageSource} in the manifest`);
  return key;
};

export const initialJavaScript = (distDir: string, pageSource?: string): { files: string[]; gzipBytes: number; brotliBytes: number } => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // The app's entry (index.html); the embedded sign-in funnel is an entry of its own (embeddedFunnelJavaScript).
  const entry = manifest['index.html'] ? 'index.html' : Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('no entry in the manifest');
  const keys = [entry, ...(pageSource ? [pageChunkKey(manifest, pageSource)] : [])];
  const chunks = closure(manifest, keys);
  const files = [...chunks].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + gz(distDir, f), 0),
    brotliBytes: files.reduce((sum, f) => sum + br(distDir, f), 0),
  };
};

/** The sign-in funnel embedded in pages that are not ours (issue [12]): its entry and the chunks it imports. */
export const embeddedFunnelJavaScript = (distDir: string): { files: string[]; gzipBytes: number; brotliBytes: number } => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = [...closure(manifest, ['src/login-embed.tsx'])].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + gz(distDir, f), 0),
    brotliBytes: files.reduce((sum, f) => sum + br(distDir, f), 0),
  };
};
