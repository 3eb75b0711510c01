import type { Context } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError } from '../http/validate';
import { findSessionUser, type SessionUser } from './sessions';

export type Role = 'tenant' | 'owner' | 'staff';

/** The token of an `Authorization: Bearer …` header, if any. */
export const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header('Authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** The signed-in user, or null for an anonymous request (memoised per request). */
export const currentUser = async <E extends AppEnv>(c: Context<E>, deps: ServerDeps): Promise<SessionUser | null> => {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const token = bearerToken(c);
  const user = token ? await findSessionUser(deps.db, token, deps.now()) : null;
  c.set('user', user);
  return user;
};

export type Authorized = { ok: true; user: SessionUser } | { ok: false; response: Response };

/**
 * The one authorisation helper every route uses: signed in (401 otherwise), optionally with a role (403),
 * optionally the owner of the resource (403).
 */
export const authorize = async <E extends AppEnv>(
  c: Context<E>,
  deps: ServerDeps,
  rule: { role?: Role; ownerId?: number } = {},
): Promise<Authorized> => {
  const user = await currentUser(c, deps);
  if (!user) return { ok: false, response: apiError(c, 401, 'authentication_required', { message: 'Please sign in.' }) };
  if (rule.role && !user.roles.includes(rule.role)) return { ok: false, response: apiError(c, 403, 'forbidden', { message: 'You are not allowed to do this.' }) };
  if (rule.ownerId !== undefined && rule.ownerId !== user.id && !user.roles.includes('staff')) {
    return { ok: false, response: apiError(c, 403, 'forbidden', { message: 'You are not allowed to do this.' }) };
  }
  return { ok: true, user };
};
