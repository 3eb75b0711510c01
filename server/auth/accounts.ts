import { sql, type Kysely } from 'kysely';
import type { AuthenticationResponse } from '../../src/contract/auth';
import type { Database } from '../db/schema';
import { createSession } from './sessions';
import { trackingOf } from './tracking';

/** Emails are stored and compared lower-cased (one account per address, whatever its case). */
export const canonicalEmail = (email: string): string => email.trim().toLowerCase();

export interface AccountRow {
  readonly id: number;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly phoneE164: string | null;
}

const toAccount = (row: { id: number; email: string; password_hash: string | null; phone_number: string | null }): AccountRow => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  // Registration stores E.164; anything else (older rows) is not hashed for tracking.
  phoneE164: row.phone_number && /^\+[1-9]\d{6,14}$/.test(row.phone_number) ? row.phone_number : null,
});

export const findAccountByEmail = async (db: Kysely<Database>, email: string): Promise<AccountRow | undefined> => {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'phone_number'])
    .where(sql<string>`lower(email)`, '=', canonicalEmail(email))
    .executeTakeFirst();
  return row && toAccount(row);
};

export const findAccountById = async (db: Kysely<Database>, id: number): Promise<AccountRow | undefined> => {
  const row = await db.selectFrom('users').select(['id', 'email', 'password_hash', 'phone_number']).where('id', '=', id).executeTakeFirst();
  return row && toAccount(row);
};

/** The user of a third-party identity, if one was linked at registration. */
export const findAccountByIdentity = async (
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<AccountRow | undefined> => {
  const row = await db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select(['users.id', 'users.email', 'users.password_hash', 'users.phone_number'])
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
  return row && toAccount(row);
};

/** Opens a session and answers what the funnel stores (spec section 3 authenticationResponse). */
export const signIn = async (db: Kysely<Database>, account: AccountRow, now: Date): Promise<AuthenticationResponse> => ({
  authToken: await createSession(db, account.id, now),
  tracking: trackingOf(account),
});

/** PostgreSQL's unique_violation, as both drivers report it. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
