import type { Context } from 'hono';

/** What `idParam` answers for a path segment that is not an id: no row has it, so it is simply not found. */
export const NO_ID = -1;

/** The largest id a row can have (PostgreSQL's integer). */
const MAX_ID = 2_147_483_647;

/**
 * A numeric id of the path (`:id` unless named): a positive integer written without leading zeros, at most
 * 2,147,483,647; anything else is NO_ID, which the route answers as not found (404), never a database error.
 */
export const idParam = (c: Context, name = 'id'): number => {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return NO_ID;
  const id = Number(raw);
  return id <= MAX_ID ? id : NO_ID;
};
