import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Sessions last 30 days unless revoked (sign-out). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token; only the token's hash is stored. */
export const createSession = async (db: Kysely<Database>, userId: number, now: Date): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
    .execute();
  return token;
};

export const revokeSession = async (db: Kysely<Database>, token: string, now: Date): Promise<void> => {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
};

export interface SessionUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly string[];
  readonly isPro: boolean;
  readonly isSuperOwner: boolean;
  readonly language: string;
  readonly currencyCode: string;
}

/** The user of a valid (known, unexpired, unrevoked) token, or null. */
export const findSessionUser = async (db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> => {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.roles', 'users.is_pro', 'users.is_super_owner', 'users.language', 'users.currency_code'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    isPro: row.is_pro,
    isSuperOwner: row.is_super_owner,
    language: row.language,
    currencyCode: row.currency_code,
  };
};
