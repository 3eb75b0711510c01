/** Compact JWS helpers (header.payload.signature, base64url), shared by the offline and Firebase verifiers. */
export interface CompactJws {
  readonly header: unknown;
  readonly payload: unknown;
  /** "header.payload", the bytes that are signed. */
  readonly signingInput: string;
  readonly signature: Buffer;
}

const MAX_TOKEN_LENGTH = 8192;
const SEGMENT = /^[A-Za-z0-9_-]+$/;

export const base64urlJson = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

const parseJson = (segment: string): unknown => {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

/** Splits and decodes a token; undefined when it is not a well-formed compact JWS. */
export const parseCompactJws = (token: string): CompactJws | undefined => {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return undefined;
  const [h, p, s] = parts as [string, string, string];
  const header = parseJson(h);
  const payload = parseJson(p);
  if (typeof header !== 'object' || header === null || typeof payload !== 'object' || payload === null) return undefined;
  return { header, payload, signingInput: `${h}.${p}`, signature: Buffer.from(s, 'base64url') };
};
