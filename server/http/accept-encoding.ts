/**
 * Content-coding negotiation (RFC 9110 section 12.5.3): which of the codings the server has for an answer the
 * client's Accept-Encoding asks for. Pure: the static files (static-assets.ts) and the dynamic answers
 * (compression.ts) both ask it.
 */

/** The codings the server sends, in its own order of preference when the client weighs them equally. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];
export type ChosenCoding = ContentCoding | 'identity';

export interface WeightedCoding {
  /** Lower case; `x-gzip` is read as `gzip` (RFC 9110 section 8.4.1.3). */
  readonly coding: string;
  /** 0 to 1; 0 means "not acceptable". */
  readonly q: number;
}

const TOKEN = /^[a-z0-9!#$%&'*+.^_`|~-]+$/;
/** RFC 9110 section 12.4.2: at most three decimals, never above 1. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The header's entries; a malformed one (not a token, a bad q) is left out, so it can never make a coding acceptable. */
export const parseAcceptEncoding = (header: string): WeightedCoding[] => {
  const entries: WeightedCoding[] = [];
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!TOKEN.test(name)) continue;
    let q: number | undefined = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      q = QVALUE.test(value.trim()) ? Number(value.trim()) : undefined;
    }
    if (q !== undefined) entries.push({ coding: name === 'x-gzip' ? 'gzip' : name, q });
  }
  return entries;
};

/** How much the client wants a coding: its own entry (the lowest when listed twice), else `*`'s, else 0. */
export const weightOf = (entries: readonly WeightedCoding[], coding: string): number => {
  const own = entries.filter((e) => e.coding === coding);
  const pool = own.length > 0 ? own : entries.filter((e) => e.coding === '*');
  return pool.length === 0 ? 0 : Math.min(...pool.map((e) => e.q));
};

/**
 * The coding to send: among those `available`, the one the client weighs highest (above 0), ties going to the server's
 * order (brotli is smaller); identity when none fits. No header, or an empty one, means identity. Identity is sent even
 * when the client refuses it (`identity;q=0`): an uncompressed answer is more useful than a 406.
 */
export const chooseEncoding = (header: string | undefined, available: readonly ContentCoding[]): ChosenCoding => {
  if (header === undefined || header.trim() === '') return 'identity';
  const entries = parseAcceptEncoding(header);
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const q = weightOf(entries, coding);
    if (q > 0 && (best === undefined || q > best.q)) best = { coding, q };
  }
  return best?.coding ?? 'identity';
};

/** Adds Accept-Encoding to a Vary header's value, once. */
export const varyOnAcceptEncoding = (current: string | null | undefined): string => {
  if (!current || current.trim() === '') return 'Accept-Encoding';
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  return fields.includes('accept-encoding') || fields.includes('*') ? current : `${current}, Accept-Encoding`;
};

/**
 * Media types worth compressing: text, JSON, JavaScript, XML and their `+json`/`+xml` kinds (SVG included: it is XML
 * text). Not an event stream (every event must reach the client at once), nor raster images, audio, video, fonts or
 * archives (already compressed).
 */
export const isCompressibleType = (contentType: string | null | undefined): boolean => {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    /^application\/(?:json|javascript|ecmascript|xml|x-javascript)$/.test(type) ||
    /^[a-z]+\/[a-z0-9.!#$&^_-]+\+(?:json|xml)$/.test(type)
  );
};
