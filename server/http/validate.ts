import type { Context } from 'hono';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import type { ApiErrorBody } from '../../src/contract/common';

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
