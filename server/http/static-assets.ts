import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { getMimeType } from 'hono/utils/mime';
import { CONTENT_CODINGS, chooseEncoding, isCompressibleType, type ContentCoding } from './accept-encoding';

/** The file name suffix of each precompressed copy (vite-plugin-compression2's, vite.config.ts). */
export const CODING_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

export interface PrecompressedStaticOptions<E extends Env> {
  /** The build folder: a request for /assets/x.js reads `root`/assets/x.js. */
  readonly root: string;
  /** Called for every file found, whatever its coding (the hashed assets' cache header). */
  readonly onFound?: (c: Context<E>) => void;
}

const stat = (path: string): Stats | undefined => {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
};

/**
 * The file a request path names under root, or undefined: no percent-encoding, dot segment, empty segment or
 * backslash (the same refusals as @hono/node-server's serveStatic), and never outside root.
 */
const fileOf = (root: string, requestPath: string): string | undefined => {
  if (requestPath.includes('%') || /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/.test(requestPath)) return undefined;
  const path = resolve(join(root, requestPath));
  return path.startsWith(root + sep) ? path : undefined;
};

/**
 * Static files with their build-time brotli and gzip copies: the copy the client's Accept-Encoding prefers, with
 * `Content-Encoding`, the original's `Content-Type` and `Vary: Accept-Encoding`; the file itself (through
 * @hono/node-server's serveStatic, which also answers ranges) when the client takes neither or no copy exists. A missing
 * file goes to the next handler. @hono/node-server's own `precompressed` option reads Accept-Encoding as a plain list
 * (`br;q=0` would not refuse brotli, `br;q=1` would not ask for it) and sends Vary only with a copy.
 */
export const precompressedStatic = <E extends Env>(options: PrecompressedStaticOptions<E>): MiddlewareHandler<E> => {
  const root = resolve(options.root);
  const identity = serveStatic<E>({ root });
  return async (c, next) => {
    if (c.finalized || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const file = fileOf(root, c.req.path);
    if (file === undefined || !stat(file)?.isFile()) return next();
    const type = getMimeType(file) ?? 'application/octet-stream';
    const available = CONTENT_CODINGS.filter((coding) => stat(file + CODING_SUFFIX[coding])?.isFile());
    // The answer depends on Accept-Encoding whenever a copy could exist: caches must keep one per coding.
    if (available.length > 0 || isCompressibleType(type)) c.header('Vary', 'Accept-Encoding', { append: true });
    // Before the answer is made: serveStatic's own onFound runs after it, where a header can be lost.
    options.onFound?.(c);
    const coding = chooseEncoding(c.req.header('Accept-Encoding'), available);
    if (coding === 'identity') return identity(c, next);
    let body: Buffer;
    try {
      body = await readFile(file + CODING_SUFFIX[coding]);
    } catch {
      // Removed between the stat and the read (a new build): the file itself still answers.
      return identity(c, next);
    }
    const headers = {
      'Content-Type': type,
      'Content-Encoding': coding,
      'Content-Length': String(body.length),
      'Last-Modified': (stat(file)?.mtime ?? new Date()).toUTCString(),
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  };
};
