import type { Context, MiddlewareHandler } from 'hono';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import type { ApiErrorBody } from '../../src/contract/common';

/**
 * The one rule for text at the edge (guide section 7: bad input is a 400, never a 500): PostgreSQL refuses U+0000
 * ("invalid byte sequence for encoding UTF8: 0x00") and silently turns a lone UTF-16 surrogate into U+FFFD, and no
 * field of the API takes a control character. So query strings and path segments refuse every C0 control and DEL;
 * JSON bodies refuse them too except tab, line feed and carriage return (multi-line text); both refuse lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_QUERY = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text of a query string or a path is refused, if it is. */
export const unsafeQueryText = (value: string): string | undefined => {
  if (CONTROL_IN_QUERY.test(value)) return 'control characters are not allowed';
  if (LONE_SURROGATE.test(value)) return 'invalid Unicode text';
  return undefined;
};

/** Why a text of a JSON body is refused, if it is. */
export const unsafeBodyText = (value: string): string | undefined => {
  if (CONTROL_IN_BODY.test(value)) return 'control characters are not allowed';
  if (LONE_SURROGATE.test(value)) return 'invalid Unicode text';
  return undefined;
};

/**
 * The first refused string (value or key) of a parsed JSON body, as a 400 detail naming where it is; undefined when
 * every string is acceptable. A `__proto__` key is refused too (no handler may merge it into an object's prototype).
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export const unsafeJsonText = (root: unknown): string | undefined => {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: 'body' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      const problem = unsafeBodyText(value);
      if (problem) return `${path}: ${problem}`;
    } else if (Array.isArray(value)) {
      for (const element of value) stack.push({ value: element, path });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const keyProblem = key === '__proto__' ? 'this key is not allowed' : unsafeBodyText(key);
        if (keyProblem) return `${path}: ${keyProblem}`;
        // Keys are echoed only when short and safe (they are the client's own field names).
        stack.push({ value: child, path: path === 'body' && /^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(key) ? key : path });
      }
    }
  }
  return undefined;
};

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Malformed percent-encoding stays as typed (routing reads it that way too).
    return segment;
  }
};

/**
 * Refuses (400 JSON) a request whose path segments, query keys or query values hold a control character or a lone
 * surrogate, before any handler can send them to the database.
 */
export const rejectUnsafeQueryAndPath: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split('/')) {
    const problem = unsafeQueryText(decodeSegment(segment));
    if (problem) return badRequest(c, [`path: ${problem}`]);
  }
  for (const [key, value] of url.searchParams) {
    const problem = unsafeQueryText(key) ?? unsafeQueryText(value);
    if (problem) return badRequest(c, [`query: ${problem}`]);
  }
  await next();
};

/** A short, safe description of what was wrong with the input (no values echoed back). */
export const describeErrors = (errors: t.Errors): string[] => {
  const messages = errors.map((e) => {
    const path = e.context
      .map((c) => c.key)
      .filter((k) => k !== '' && !/^\d+$/.test(k))
      .join('.');
    const expected = e.context[e.context.length - 1]?.type.name ?? 'valid value';
    return `${path || 'body'}: expected ${expected}`;
  });
  return [...new Set(messages)].slice(0, 10);
};

export const badRequest = (c: Context, details: string[], error = 'bad_request') =>
  c.json<ApiErrorBody>({ error, message: 'The request is not valid.', details }, 400);

export type Validated<A> = { ok: true; value: A } | { ok: false; response: Response };

/** Decodes the JSON body with a shared contract codec; bad JSON or a bad shape gives 400, never 500. */
export const validateBody = async <A, O>(c: Context, codec: t.Type<A, O, unknown>): Promise<Validated<A>> => {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: badRequest(c, ['body: expected JSON']) };
  }
  const unsafe = unsafeJsonText(raw);
  if (unsafe) return { ok: false, response: badRequest(c, [unsafe]) };
  const decoded = codec.decode(raw);
  if (isLeft(decoded)) return { ok: false, response: badRequest(c, describeErrors(decoded.left)) };
  return { ok: true, value: decoded.right };
};

/** Decodes a value (path parameters, query) with a codec; 400 on failure. */
export const validateValue = <A, O>(c: Context, codec: t.Type<A, O, unknown>, value: unknown): Validated<A> => {
  const decoded = codec.decode(value);
  if (isLeft(decoded)) return { ok: false, response: badRequest(c, describeErrors(decoded.left)) };
  return { ok: true, value: decoded.right };
};

export const apiError = (c: Context, status: 401 | 403 | 404 | 409 | 429, error: string, extra: Partial<ApiErrorBody> = {}) =>
  c.json<ApiErrorBody>({ error, ...extra }, status);
