import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long an expired or revoked session, an expired reset link or registration code stays before it is deleted. */
export const HOUSEKEEPING_RETENTION_DAYS = 7;

export interface HousekeepingResult {
  readonly sessions: number;
  readonly passwordResetTokens: number;
  readonly pendingRegistrations: number;
}

/**
 * Session expiry and the like (issue [9]): what can no longer be used is deleted once it is a week past its end (the
 * week keeps "your session expired" answers and support questions explainable). Idempotent: a second run deletes
 * nothing more, so a retried job is harmless.
 */
export const runHousekeeping = async (options: { db: Kysely<Database>; now: () => Date }): Promise<HousekeepingResult> => {
  const before = new Date(options.now().getTime() - HOUSEKEEPING_RETENTION_DAYS * 86_400_000);
  const sessions = await options.db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  const tokens = await options.db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  const registrations = await options.db.deleteFrom('pending_registrations').where('code_expires_at', '<', before).executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    passwordResetTokens: Number(tokens.numDeletedRows),
    pendingRegistrations: Number(registrations.numDeletedRows),
  };
};
