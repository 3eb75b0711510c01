/**
 * Compression of the answers made per request (server/http/compression.ts): on real answers of the server under test
 * (a search, a landing, a translation file, a sitemap, the home page's HTML), the size and the time per answer of
 * gzip at its default level and brotli at a few fast qualities (2 is DYNAMIC_BROTLI_QUALITY's, 4 STREAM_BROTLI_QUALITY's),
 * beside brotli's best (11, too slow per request). This is what those qualities are chosen from. Figures only.
 */
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DYNAMIC_BROTLI_QUALITY, DYNAMIC_GZIP_LEVEL, STREAM_BROTLI_QUALITY } from '../server/http/compression';

/** About 1 MB compressed per round: many repeats of a small answer, one of a sitemap. */
const repeatsFor = (bytes: number): number => Math.max(1, Math.min(50, Math.round(1_000_000 / bytes)));
/** The best of a few rounds: the machine is shared, and the quickest round is the least disturbed. */
const ROUNDS = 5;

const timed = (compress: () => Buffer, repeats: number, rounds = ROUNDS): { bytes: number; ms: number } => {
  let bytes = compress().length; // warm-up
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < repeats; i++) bytes = compress().length;
    best = Math.min(best, (performance.now() - start) / repeats);
  }
  return { bytes, ms: Number(best.toFixed(3)) };
};

const brotli = (body: Buffer, quality: number) => () =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

export const benchDynamicCompression = async (baseUrl: string, paths: Record<string, string>) => {
  // Every answer first: the timings below block this process for seconds, long enough for the server to close an idle
  // keep-alive connection under a later request.
  const bodies: { name: string; path: string; body: Buffer }[] = [];
  for (const [name, path] of Object.entries(paths)) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity', Accept: 'application/json, text/html, */*' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.ok) bodies.push({ name, path, body });
  }
  const answers = [];
  for (const { name, path, body } of bodies) {
    const repeats = repeatsFor(body.length);
    const row = {
      name,
      path,
      bytes: body.length,
      repeats,
      gzip6: timed(() => gzipSync(body, { level: 6 }), repeats),
      br1: timed(brotli(body, 1), repeats),
      br2: timed(brotli(body, 2), repeats),
      br4: timed(brotli(body, 4), repeats),
      br5: timed(brotli(body, 5), repeats),
      br6: timed(brotli(body, 6), repeats),
      // Once, and not for a sitemap's megabytes: seconds each.
      br11: body.length <= 1_000_000 ? timed(brotli(body, 11), 1, 1) : null,
    };
    answers.push(row);
    console.log(
      `compression ${name.padEnd(12)} ${row.bytes} B → gzip6 ${row.gzip6.bytes} B ${row.gzip6.ms} ms · br2 ${row.br2.bytes} B ${row.br2.ms} ms · br4 ${row.br4.bytes} B ${row.br4.ms} ms · br5 ${row.br5.bytes} B ${row.br5.ms} ms · br11 ${row.br11 ? `${row.br11.bytes} B ${row.br11.ms} ms` : '-'}`,
    );
  }
  return { chosen: { brotliQuality: DYNAMIC_BROTLI_QUALITY, streamBrotliQuality: STREAM_BROTLI_QUALITY, gzipLevel: DYNAMIC_GZIP_LEVEL }, answers };
};
