import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const NAME = 'identity';
const cache = new WeakMap<Kysely<Database>, Promise<string>>();

const loadOrCreate = async (db: Kysely<Database>): Promise<string> => {
  // Concurrent first calls (or servers) agree: the first insert wins, everyone reads it back.
  await db
    .insertInto('server_secrets')
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return row.value;
};

/**
 * The secret that signs offline provider tokens and keys the SMS-code hashes: IDENTITY_SECRET when configured,
 * otherwise a random secret kept in the database (so it survives restarts).
 */
export const serverSecret = (db: Kysely<Database>, configured: string | undefined): Promise<string> => {
  if (configured) return Promise.resolve(configured);
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    cache.set(db, secret);
    secret.catch(() => cache.delete(db));
  }
  return secret;
};
