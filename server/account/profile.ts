import { sql, type Kysely } from 'kysely';
import type { Profile, ProfileUpdateBody } from '../../src/contract/profile';
import { normalizeName, validateNames, validateNewPassword } from '../../src/domain/auth/validation';
import { isLanguageCode } from '../../src/domain/i18n/languages';
import { PHONE_PREFIXES } from '../../src/domain/auth/phone-prefixes';
import { hashPassword, verifyPassword, burnPasswordCheck } from '../auth/password';
import { hashToken } from '../auth/sessions';
import type { Database } from '../db/schema';
import { HOLDING_STATUSES } from '../checkout/holding-statuses';

/** The ISO country of an E.164 number's dial code (the longest that matches), for the profile's prefix picker. */
const countryOf = (e164: string, stored: string | null): string => {
  if (stored) return stored;
  const match = [...PHONE_PREFIXES].sort((a, b) => b.dialCode.length - a.dialCode.length).find((p) => e164.startsWith(p.dialCode));
  return match?.iso ?? '';
};

/** GET /account/profile; undefined for an erased account. */
export const loadProfile = async (db: Kysely<Database>, userId: number): Promise<Profile | undefined> => {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('user_permissions as p', 'p.user_id', 'u.id')
    .select(['u.email', 'u.first_name', 'u.last_name', 'u.phone_country', 'u.phone_number', 'u.language', 'u.currency_code', 'u.password_hash', 'u.created_at', 'u.deleted_at', 'p.push_notif', 'p.tracking'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || user.deleted_at) return undefined;
  return {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone_number ? { country: countryOf(user.phone_number, user.phone_country), e164: user.phone_number } : null,
    language: user.language,
    currency: user.currency_code,
    consents: { pushNotif: user.push_notif ?? false, tracking: user.tracking ?? false },
    hasPassword: user.password_hash !== null,
    memberSince: new Date(user.created_at).toISOString().slice(0, 10),
  };
};

export type UpdateResult = { readonly ok: true } | { readonly ok: false; readonly details: string[] };

/** PUT /account/profile: names by the registration's rules, a product language, a currency of the catalogue. */
export const updateProfile = async (db: Kysely<Database>, userId: number, body: ProfileUpdateBody): Promise<UpdateResult> => {
  const firstName = normalizeName(body.firstName);
  const lastName = normalizeName(body.lastName);
  const names = validateNames(firstName, lastName);
  const details = Object.entries(names).map(([field, key]) => `${field}: ${String(key)}`);
  if (!isLanguageCode(body.language)) details.push('language: unknown language');
  const currency = await db.selectFrom('currencies').select('code').where('code', '=', body.currency).executeTakeFirst();
  if (!currency) details.push('currency: unknown currency');
  if (details.length > 0) return { ok: false, details };
  await db.updateTable('users').set({ first_name: firstName, last_name: lastName, language: body.language, currency_code: body.currency }).where('id', '=', userId).execute();
  return { ok: true };
};

export type PasswordChangeResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'wrongPassword' | 'noPassword' | 'weak'; readonly key?: string };

/** PUT /account/password: the current one checked, the new one hashed; every other session of the user ends. */
export const changePassword = async (
  db: Kysely<Database>,
  request: { readonly userId: number; readonly currentPassword: string; readonly newPassword: string; readonly currentToken: string | undefined; readonly now: Date },
): Promise<PasswordChangeResult> => {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', request.userId).executeTakeFirstOrThrow();
  if (!user.password_hash) {
    await burnPasswordCheck(request.currentPassword);
    return { ok: false, reason: 'noPassword' };
  }
  if (!(await verifyPassword(request.currentPassword, user.password_hash))) return { ok: false, reason: 'wrongPassword' };
  const weak = validateNewPassword(request.newPassword);
  if (weak) return { ok: false, reason: 'weak', key: weak };
  const hash = await hashPassword(request.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', request.userId).execute();
    let others = trx.updateTable('sessions').set({ revoked_at: request.now }).where('user_id', '=', request.userId).where('revoked_at', 'is', null);
    if (request.currentToken) others = others.where('token_hash', '<>', hashToken(request.currentToken));
    await others.execute();
  });
  return { ok: true };
};

/** GET /account/export: everything the marketplace keeps about the user, as one JSON document. */
export const exportAccount = async (db: Kysely<Database>, userId: number): Promise<Record<string, unknown>> => {
  const [profile, bookings, messages, favourites, devices, reviews, savedSearches] = await Promise.all([
    loadProfile(db, userId),
    db
      .selectFrom('booking_requests')
      .select(['id', 'boat_id', 'activity_id', 'status', 'number_of_people', 'total_price', 'created_at', 'cancelled_at', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date')])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('conversation_messages').select(['conversation_id', 'body', 'created_at']).where('author_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('favorites').select(['product_id', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('devices').select(['device_type', 'device_version', 'updated_at']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('reviews as r')
      .innerJoin('booking_requests as b', 'b.id', 'r.booking_request_id')
      .select(['r.product_kind', 'r.product_id', 'r.rating', 'r.comment', 'r.created_at'])
      .where('b.user_id', '=', userId)
      .execute(),
    db.selectFrom('saved_searches').select(['kind', 'query', 'label', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return { exportedAt: new Date().toISOString(), profile, bookings, messages, favourites, devices, reviews, savedSearches };
};

export type DeletionResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'confirmation' | 'upcomingBookings' };

/**
 * POST /account/delete: confirmed by the password (or the email for an account without one); refused while a booking
 * still holds dates (cancel it first). Personal data is erased in one transaction and every session ends; bookings,
 * payments and messages stay for the owner's records, attached to an anonymous user.
 */
export const deleteAccount = async (
  db: Kysely<Database>,
  request: { readonly userId: number; readonly password?: string | undefined; readonly email?: string | undefined; readonly now: Date },
): Promise<DeletionResult> => {
  const user = await db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', request.userId).executeTakeFirstOrThrow();
  const confirmed = user.password_hash
    ? request.password !== undefined && (await verifyPassword(request.password, user.password_hash))
    : request.email !== undefined && request.email.trim().toLowerCase() === user.email.toLowerCase();
  if (!confirmed) return { ok: false, reason: 'confirmation' };
  const holding = await db
    .selectFrom('booking_requests')
    .select('id')
    .where('user_id', '=', request.userId)
    .where('status', 'in', [...HOLDING_STATUSES])
    .where(sql<boolean>`end_date >= ${request.now.toISOString().slice(0, 10)}::date`)
    .executeTakeFirst();
  if (holding) return { ok: false, reason: 'upcomingBookings' };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        email: `deleted-${request.userId}@deleted.seaway.invalid`,
        first_name: 'Deleted',
        last_name: 'User',
        phone_country: null,
        phone_number: null,
        password_hash: null,
        avatar_url: null,
        deleted_at: request.now,
      })
      .where('id', '=', request.userId)
      .execute();
    await trx.updateTable('sessions').set({ revoked_at: request.now }).where('user_id', '=', request.userId).where('revoked_at', 'is', null).execute();
    for (const table of ['favorites', 'saved_searches', 'devices', 'user_permissions', 'user_identities', 'password_reset_tokens'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', request.userId).execute();
    }
    await trx.deleteFrom('pending_registrations').where('email', '=', user.email).execute();
  });
  return { ok: true };
};
