import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of the socket, for rate limits. X-Forwarded-For is not trusted: anyone can send it.
 * 'unknown' when there is no socket (app.request() in unit tests).
 */
export const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};
