import * as t from 'io-ts';

/** The JSON body of every error answer of /api/v6. */
export const ApiErrorBody = t.intersection([
  t.type({ error: t.string }),
  t.partial({ message: t.string, context: t.string, details: t.array(t.string), redirectUrl: t.string, retryAfterSeconds: t.number }),
]);
export type ApiErrorBody = t.TypeOf<typeof ApiErrorBody>;

/** A string holding a non-negative integer (route and query parameters). */
export interface IntegerStringBrand {
  readonly IntegerString: unique symbol;
}
export const IntegerString = t.brand(
  t.string,
  (s): s is t.Branded<string, IntegerStringBrand> => /^\d{1,9}$/.test(s),
  'IntegerString',
);

export const Health = t.type({ status: t.literal('ok'), database: t.union([t.literal('pglite'), t.literal('postgres')]) });
export type Health = t.TypeOf<typeof Health>;

/** The query every request carries (spec section 7): the current language. */
export const LOCALE_PARAM = '_locale';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const API_BASE_PATH = '/api/v6';
