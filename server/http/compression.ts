import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync, type BrotliCompress, type BrotliOptions, type Gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { CONTENT_CODINGS, chooseEncoding, isCompressibleType, varyOnAcceptEncoding, type ContentCoding } from './accept-encoding';

/** Answers smaller than this go as they are: the coding's own bytes and the work would outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli's quality for whole answers made per request (a search, a product, a translation file), compressed on the
 * event loop up to SYNC_COMPRESSION_MAX_BYTES. On a search answer (16.5 KB of JSON), 3 December 2026: quality 2 gives 3.0
 * KB, about gzip 6's size, for 0.16–0.19 ms of CPU in all; quality 4 on the thread pool gave 2.8 KB for 0.44 ms, as the
 * hand-over to the pool and back cost the event loop about as much as compressing at quality 2 on it, and woke a
 * thread on two cores shared with the database (quality 4 on the event loop: 0.27–0.34 ms). 200 bytes more per answer
 * against a quarter of a millisecond of CPU per search seen for the first time (an answer asked again comes from
 * CompressedAnswers). 11, right for the build-time copies, takes some 80 ms; bench/compression.ts measures them.
 */
export const DYNAMIC_BROTLI_QUALITY = 2;
/** Brotli's quality for HTML pages, compressed on the thread pool as they stream (flushingCompressor), a few chunks a page. */
export const STREAM_BROTLI_QUALITY = 4;
/** Whole answers up to this size are compressed on the event loop, larger ones (a sitemap, a long back-office list) on the thread pool. */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;
export const DYNAMIC_GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's window for a body of this size: the smallest that holds it, at least 64 KB (2^16). A search answer (17 KB)
 * compresses to the same bytes in a 64 KB window as in the default 4 MB one, and the encoder's setup and teardown,
 * which happen on the event loop, cost a sixth as much (0.13 ms against 0.8 ms a response, measured with 8 at once).
 */
export const brotliWindowBits = (length: number): number =>
  Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(length + 1))));

/** A whole body in one coding: on the event loop up to SYNC_COMPRESSION_MAX_BYTES, on the thread pool above. */
export const compressBytes = async (bytes: Uint8Array, coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> => {
  const onLoop = bytes.length <= SYNC_COMPRESSION_MAX_BYTES;
  if (coding === 'gzip') {
    const options = { level: DYNAMIC_GZIP_LEVEL };
    return new Uint8Array(onLoop ? gzipSync(bytes, options) : await gzipAsync(bytes, options));
  }
  const options: BrotliOptions = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes.length),
    },
  };
  return new Uint8Array(onLoop ? brotliCompressSync(bytes, options) : await brotli(bytes, options));
};

/**
 * Compressed answers by the hash of their bytes: an answer that comes back byte for byte (a search or a product page
 * asked again while nothing it shows changed) is sent in the bytes made the first time, instead of being compressed
 * again (0.3–0.6 ms of the event loop for a search answer, about a quarter of what such a request costs). Keyed by
 * content, not by request, so it can never send anything but the coding of the very bytes the handler produced; the
 * least recently used answers go first beyond `maxBytes` of compressed bytes.
 */
export class CompressedAnswers {
  readonly #entries = new Map<string, Uint8Array<ArrayBuffer>>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  static keyOf(bytes: Uint8Array, coding: ContentCoding): string {
    return `${coding}:${createHash('sha256').update(bytes).digest('base64')}`;
  }

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, compressed: Uint8Array<ArrayBuffer>): void {
    if (compressed.length > this.maxBytes || this.#entries.has(key)) return;
    this.#entries.set(key, compressed);
    this.#bytes += compressed.length;
    for (const [oldest, value] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= value.length;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/** Answers larger than this are compressed each time (a sitemap, a big back-office list): rarely asked again. */
const CACHED_ANSWER_MAX_BYTES = 256 * 1024;

/** The coding of an answer's bytes, from the cache when the same bytes were compressed before. */
export const compressAnswer = async (bytes: Uint8Array, coding: ContentCoding, cache: CompressedAnswers): Promise<Uint8Array<ArrayBuffer>> => {
  if (bytes.length > CACHED_ANSWER_MAX_BYTES) return compressBytes(bytes, coding);
  const key = CompressedAnswers.keyOf(bytes, coding);
  const hit = cache.get(key);
  if (hit) return hit;
  const compressed = await compressBytes(bytes, coding);
  cache.set(key, compressed);
  return compressed;
};

/**
 * A stream in one coding, flushed after every chunk: what the page's renderer has sent reaches the browser at once
 * (the shell before the data below it), instead of waiting in the compressor's window for more.
 */
export const flushingCompressor = (coding: ContentCoding): TransformStream<Uint8Array, Uint8Array> => {
  const zlib: BrotliCompress | Gzip =
    coding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip({ level: DYNAMIC_GZIP_LEVEL });
  const flushKind = coding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let failure: Error | undefined;
  zlib.on('error', (error: Error) => {
    failure = error;
  });
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      zlib.on('data', (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        } catch (error) {
          // The browser went away mid-answer (the stream was cancelled): stop compressing for nobody. Thrown from a
          // zlib event, this would end the whole server.
          failure ??= error instanceof Error ? error : new Error(String(error));
          zlib.destroy();
        }
      });
    },
    transform(chunk) {
      return new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        zlib.write(chunk);
        zlib.flush(flushKind, () => (failure ? reject(failure) : resolve()));
      });
    },
    flush() {
      return new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        zlib.once('end', resolve);
        zlib.once('error', reject);
        zlib.end();
      });
    },
  });
};

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const encoder = new TextEncoder();

/**
 * Sets a header of the answer made: on its own headers, rather than through Hono's `c.header`, which makes a copy of
 * an answer already made first (a web Response, from the lightweight one); through it when they cannot be changed.
 */
const setHeader = (c: Context, name: string, value: string | undefined): void => {
  try {
    if (value === undefined) c.res.headers.delete(name);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
};

/** The answer with another body, its status and headers kept. */
const replaceAnswer = (c: Context, body: Uint8Array): void => {
  const { status, headers } = c.res;
  // Unset first: assigning over an answer copies it into a web Response to merge its headers, which are these.
  c.res = undefined as unknown as Response;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
};

/**
 * The body of an answer as @hono/node-server's lightweight Response holds it (its "cache": status, body, headers),
 * when that is a string or bytes: read so, the answer is compressed without the web Response, its stream and its
 * conversions that reading `body` would make, and again for the compressed one (a fifth of a search answer's
 * event-loop time at first sight). Undefined for any other response (a web Response, a stream), read as before.
 */
export const heldBody = (res: Response): string | Uint8Array | null | undefined => {
  const key = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  const cache: unknown = key === undefined ? undefined : (res as unknown as Record<symbol, unknown>)[key];
  if (!Array.isArray(cache)) return undefined;
  const body: unknown = cache[1];
  return body === null || typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
};

/**
 * Compresses the dynamic answers (JSON of the API, the translation files, sitemaps, robots.txt, HTML pages) in the
 * coding the client prefers, brotli or gzip, with `Vary: Accept-Encoding`. Left as they are: an answer already encoded
 * (the precompressed static files), an event stream, an image or any other binary type, a HEAD, a range, an answer
 * marked no-transform, and one under the threshold. HTML is compressed as it streams (React's streaming renderer), every
 * chunk flushed; other answers are whole in memory and compressed at once, so their size is known, or taken from
 * `answers` when the same bytes were compressed before.
 */
export const compressResponses = (answers = new CompressedAnswers(8 * 1024 * 1024)): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  const held = heldBody(res);
  if (c.req.method === 'HEAD' || held === null || (held === undefined && res.body === null)) return;
  if (res.status === 204 || res.status === 206 || res.status === 304) return;
  if (res.headers.has('Content-Encoding') || !isCompressibleType(res.headers.get('Content-Type'))) return;
  if (NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
  setHeader(c, 'Vary', varyOnAcceptEncoding(res.headers.get('Vary')));
  const declared = res.headers.get('Content-Length');
  if (declared !== null && Number(declared) < COMPRESSION_THRESHOLD_BYTES) return;
  const coding = chooseEncoding(c.req.header('Accept-Encoding'), CONTENT_CODINGS);
  if (coding === 'identity') return;

  if (/^\s*text\/html\b/i.test(res.headers.get('Content-Type') ?? '')) {
    c.res = new Response(c.res.body?.pipeThrough(flushingCompressor(coding)), c.res);
  } else {
    const bytes = held === undefined ? new Uint8Array(await c.res.arrayBuffer()) : typeof held === 'string' ? encoder.encode(held) : held;
    if (bytes.length < COMPRESSION_THRESHOLD_BYTES) {
      // A web Response's body was read: it is given back.
      if (held === undefined) replaceAnswer(c, bytes);
      return;
    }
    replaceAnswer(c, await compressAnswer(bytes, coding, answers));
  }
  setHeader(c, 'Content-Length', undefined);
  setHeader(c, 'Content-Encoding', coding);
  // A strong validator names exact bytes: the compressed ones differ (RFC 9110 section 8.8.3).
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) setHeader(c, 'ETag', `W/${etag}`);
};
