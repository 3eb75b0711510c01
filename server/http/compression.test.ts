import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, CompressedAnswers, compressAnswer, compressBytes, COMPRESSION_THRESHOLD_BYTES, compressResponses, flushingCompressor, SYNC_COMPRESSION_MAX_BYTES } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Sailboat number ${i} in Marseille`, price: 1000 + i })) };

/** A gate the test opens: the page's second chunk waits for it. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

const appWith = (pageGate?: Promise<void>) =>
  new Hono()
    .use('*', compressResponses())
    .get('/big.json', (c) => c.json(big))
    .get('/small.json', (c) => c.json({ ok: true }))
    .get('/picture.png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
    .get('/events', (c) => c.body('data: x\n\n'.repeat(500), 200, { 'Content-Type': 'text/event-stream' }))
    .get('/encoded.js', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' }))
    .get('/no-transform.json', (c) => {
      c.header('Cache-Control', 'no-transform');
      return c.json(big);
    })
    .get('/tagged.json', (c) => {
      c.header('ETag', '"abc"');
      return c.json(big);
    })
    .get('/page', (c) => {
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('<!doctype html><html><body><h1>The shell</h1>'));
          await pageGate;
          controller.enqueue(encoder.encode(`<p>${'The data below the shell. '.repeat(200)}</p></body></html>`));
          controller.close();
        },
      });
      return c.body(stream, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
    });

const get = (app: Hono, path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('brotliWindowBits', () => {
  it('holds the body in the window, 64 KB at least, the default 4 MB at most', () => {
    expect(brotliWindowBits(0)).toBe(16);
    expect(brotliWindowBits(17_000)).toBe(16);
    expect(brotliWindowBits(65_535)).toBe(16);
    expect(brotliWindowBits(65_536)).toBe(17);
    expect(brotliWindowBits(300_000)).toBe(19);
    expect(brotliWindowBits(100_000_000)).toBe(22);
  });
});

describe('compressBytes', () => {
  it('compresses a body on either side of the event loop\'s limit, in either coding, to bytes that decode to it', async () => {
    const text = (length: number) => Buffer.from(Array.from({ length }, (_, i) => `boat ${i % 997} ${(i * 7919) % 101}`).join(',').slice(0, length));
    for (const length of [SYNC_COMPRESSION_MAX_BYTES, SYNC_COMPRESSION_MAX_BYTES + 1, 300_000]) {
      const body = text(length);
      expect(body.length).toBe(length);
      expect(Buffer.from(brotliDecompressSync(await compressBytes(body, 'br'))).equals(body)).toBe(true);
      expect(Buffer.from(gunzipSync(await compressBytes(body, 'gzip'))).equals(body)).toBe(true);
    }
  });
});

describe('compressResponses', () => {
  it('compresses a large JSON answer in brotli or gzip, by Accept-Encoding, and it decodes to the same JSON', async () => {
    const app = appWith();
    const br = await get(app, '/big.json', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toMatch(/^application\/json/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(brBytes).toString('utf8'))).toEqual(big);
    expect(brBytes.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gz = await get(app, '/big.json', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(big);

    const plain = await get(app, '/big.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
  });

  it(`leaves an answer under ${COMPRESSION_THRESHOLD_BYTES} bytes as it is`, async () => {
    const small = await get(appWith(), '/small.json', 'br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('never compresses an image, an event stream, an encoded answer, a no-transform answer or a HEAD', async () => {
    const app = appWith();
    for (const path of ['/picture.png', '/events', '/no-transform.json']) {
      const response = await get(app, path, 'br, gzip');
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
    }
    const encoded = await get(app, '/encoded.js', 'gzip');
    expect(encoded.headers.get('Content-Encoding')).toBe('br');
    expect((await encoded.arrayBuffer()).byteLength).toBe(4096);
    expect((await get(app, '/big.json', 'br', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });

  it('weakens a strong ETag on a compressed answer', async () => {
    const response = await get(appWith(), '/tagged.json', 'br');
    expect(response.headers.get('ETag')).toBe('W/"abc"');
  });

  it('streams HTML: the shell arrives, decodable, before the rest of the page is rendered', async () => {
    const pageGate = gate();
    const response = await get(appWith(pageGate.opened), '/page', 'br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const reader = response.body!.getReader();
    const decoder = createBrotliDecompress();
    const decoded: Buffer[] = [];
    decoder.on('data', (chunk: Buffer) => decoded.push(chunk));
    const first = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 2000))]);
    if (first === 'late' || first.done) throw new Error('the shell did not arrive before the rest of the page');
    decoder.write(first.value);
    await new Promise<void>((resolve) => decoder.flush(() => resolve()));
    expect(Buffer.concat(decoded).toString('utf8')).toBe('<!doctype html><html><body><h1>The shell</h1>');

    pageGate.open();
    for (let part = await reader.read(); !part.done; part = await reader.read()) decoder.write(part.value);
    await new Promise<void>((resolve) => decoder.end(() => resolve()));
    await new Promise((resolve) => setImmediate(resolve));
    const page = Buffer.concat(decoded).toString('utf8');
    expect(page).toMatch(/^<!doctype html>.*<\/html>$/s);
    expect(page).toContain('The data below the shell.');
  });
});

describe('compressed answers kept by their bytes', () => {
  const encoder = new TextEncoder();
  const decode = (bytes: Uint8Array, coding: 'br' | 'gzip') => (coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');

  it('sends an answer that comes back in the bytes made the first time, and a changed answer in new ones', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const app = new Hono().use('*', compressResponses(answers)).get('/big.json', (c) => c.json(big));
    const first = Buffer.from(await (await get(app, '/big.json', 'br')).arrayBuffer());
    expect(answers.size).toBe(1);
    const again = Buffer.from(await (await get(app, '/big.json', 'br')).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect(answers.size).toBe(1);
    // The other coding is another entry; a different answer is compressed anew.
    expect(JSON.parse(gunzipSync(Buffer.from(await (await get(app, '/big.json', 'gzip')).arrayBuffer())).toString('utf8'))).toEqual(big);
    expect(answers.size).toBe(2);
    big.items[0]!.price += 1;
    try {
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await (await get(app, '/big.json', 'br')).arrayBuffer())).toString('utf8'))).toEqual(big);
      expect(answers.size).toBe(3);
    } finally {
      big.items[0]!.price -= 1;
    }
  });

  it('whatever answers come and go, each decodes to exactly its own bytes, within the bound', async () => {
    const texts = fc.string({ minLength: 1, maxLength: 40 }).map((word) => `{"text":"${word.replace(/["\\]/g, '')}","padding":"${'x'.repeat(1200)}"}`);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(texts, fc.constantFrom('br' as const, 'gzip' as const)), { minLength: 1, maxLength: 30 }), async (asked) => {
        const answers = new CompressedAnswers(200);
        for (const [text, coding] of asked) {
          const compressed = await compressAnswer(encoder.encode(text), coding, answers);
          expect(decode(compressed, coding)).toBe(text);
          expect(answers.bytes).toBeLessThanOrEqual(200);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('forgets the least recently used answers first', () => {
    const answers = new CompressedAnswers(10);
    const bytes = (n: number) => new Uint8Array(n);
    answers.set('a', bytes(4));
    answers.set('b', bytes(4));
    expect(answers.get('a')).toBeDefined();
    answers.set('c', bytes(4));
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')).toBeDefined();
    expect(answers.get('c')).toBeDefined();
    answers.set('huge', bytes(11));
    expect(answers.get('huge')).toBeUndefined();
    expect(answers.bytes).toBe(8);
  });
});

describe('a browser that goes away mid-answer', () => {
  it('stops the compressor without an error escaping (it would end the server)', async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => new TextEncoder().encode(`<p>${'x'.repeat(4000)}${i}</p>`));
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const reader = source.pipeThrough(flushingCompressor('br')).getReader();
    await reader.read();
    // Asked for more, then gone while zlib is still compressing it.
    void reader.read().catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    await reader.cancel();
    // Give zlib time to emit the data it was still making for the cancelled stream.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
