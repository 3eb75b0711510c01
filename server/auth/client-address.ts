import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../http/env';
import { clientAddressOf, trustedProxyMatcher } from '../http/trusted-proxies';

/** The socket's peer; 'unknown' when there is no socket (app.request() in unit tests). */
const peerAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

/**
 * The client's address, for rate limits: what resolveClientAddress found (X-Forwarded-For only from the proxies named
 * in TRUSTED_PROXIES, never from anyone else: anyone can send it), else the socket's peer.
 */
export const clientAddress = (c: Context<AppEnv>): string => c.get('clientAddress') ?? peerAddress(c);

/** Sets the request's client address (AppEnv's clientAddress) once, for every route. */
export const resolveClientAddress = (trusted: readonly string[]): MiddlewareHandler<AppEnv> => {
  const isTrusted = trustedProxyMatcher(trusted);
  return async (c, next) => {
    const peer = peerAddress(c);
    c.set('clientAddress', peer === 'unknown' ? peer : clientAddressOf(peer, c.req.header('x-forwarded-for'), isTrusted));
    await next();
  };
};
