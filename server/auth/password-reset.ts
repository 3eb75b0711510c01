import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../src/domain/i18n/languages';
import type { Database } from '../db/schema';
import { findAccountByEmail } from './accounts';
import type { EmailSender } from './email-sender';
import { hashPassword } from './password';
import { hashToken } from './sessions';

/** A reset link works once, within the hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** `{publicUrl}/{lang}/account/password-reset/{token}`, without the segment for the default language. */
export const passwordResetLink = (publicUrl: string, language: LanguageCode, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${language === DEFAULT_LANGUAGE ? '' : `/${language}`}/account/password-reset/${token}`;

export interface ResetPorts {
  readonly db: Kysely<Database>;
  readonly email: EmailSender;
  readonly now: () => Date;
  readonly publicUrl: string;
}

/** Sends a reset link when the account exists; says nothing either way (the caller always answers the same). */
export const requestPasswordReset = async (ports: ResetPorts, email: string, language: LanguageCode): Promise<void> => {
  const account = await findAccountByEmail(ports.db, email);
  if (!account) return;
  const now = ports.now();
  const token = randomBytes(32).toString('base64url');
  await ports.db
    .insertInto('password_reset_tokens')
    .values({ user_id: account.id, token_hash: hashToken(token), created_at: now, expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS) })
    .execute();
  const link = passwordResetLink(ports.publicUrl, language, token);
  await ports.email.send({
    to: account.email,
    subject: 'Reset your Seaway password',
    text: `Someone asked to reset the password of your Seaway account.\n\nChoose a new password here (valid for one hour, once):\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
  });
};

/**
 * Sets a new password with a reset token: single use (marked atomically), then every session of the account and
 * every other reset link is revoked. False when the token is unknown, used or expired.
 */
export const resetPassword = async (db: Kysely<Database>, token: string, password: string, now: Date): Promise<boolean> => {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', used.user_id).execute();
    await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
    await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', used.user_id).where('revoked_at', 'is', null).execute();
    return true;
  });
};
