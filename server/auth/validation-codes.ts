import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import { validationCodeText } from '../sms/validation-code-text';
import { checkLimits, recordHits } from './rate-limit';

/** A code lives 10 minutes and allows 5 attempts (guide section 6). */
export const VALIDATION_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** The funnel asks for its "first SMS" right after the 401 (spec section 4): within this delay, that is the one just sent. */
export const FIRST_SMS_GRACE_MS = 30_000;

export interface CodePorts {
  readonly db: Kysely<Database>;
  readonly sms: SmsSender;
  readonly now: () => Date;
  /** Keys the code hashes (server/auth/server-secret). */
  readonly secret: () => Promise<string>;
  /** Six digits; injectable for tests. */
  readonly randomCode?: () => string;
}

const randomSixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are stored as HMAC(secret, email:code): a leaked table does not give the 10^6 codes away. */
export const hashCode = (secret: string, email: string, code: string): string =>
  createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');

const sameHex = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

const secondsUntil = (at: number, now: Date): number => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

export type IssueResult =
  | { readonly kind: 'sent' }
  /** A live code was already sent to this phone: no new SMS. */
  | { readonly kind: 'alreadySent' }
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'deliveryFailed' };

export interface IssueRequest {
  /** Canonical (lower-cased). */
  readonly email: string;
  /** E.164. */
  readonly phone: string;
  readonly address: string;
  readonly channel: 'sms' | 'call';
}

/** Sends a fresh code, replacing the previous one; counts against the SMS limits of the phone and the address. */
const sendFreshCode = async (ports: CodePorts, request: IssueRequest, resendCount: number): Promise<IssueResult> => {
  const now = ports.now();
  const limits: [('smsPhone' | 'smsAddress'), string][] = [
    ['smsPhone', request.phone],
    ['smsAddress', request.address],
  ];
  const allowed = await checkLimits(ports.db, limits, now);
  if (!allowed.ok) return { kind: 'limited', retryAfterSeconds: allowed.retryAfterSeconds };
  await recordHits(ports.db, limits, now);
  const code = (ports.randomCode ?? randomSixDigits)();
  const values = {
    phone: request.phone,
    code_hash: hashCode(await ports.secret(), request.email, code),
    code_expires_at: new Date(now.getTime() + VALIDATION_CODE_TTL_MS),
    attempts: 0,
    last_sent_at: now,
    resend_count: resendCount,
  };
  await ports.db
    .insertInto('pending_registrations')
    .values({ email: request.email, ...values, created_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
  try {
    await ports.sms.send({ phone: request.phone, text: validationCodeText(code, request.channel), channel: request.channel });
  } catch (error) {
    if (error instanceof SmsDeliveryError) {
      console.error(`[sms] ${error.message}`);
      // An undelivered code must not count as "already sent": the next registration attempt sends a new one.
      await ports.db.updateTable('pending_registrations').set({ code_expires_at: now }).where('email', '=', request.email).execute();
      return { kind: 'deliveryFailed' };
    }
    throw error;
  }
  return { kind: 'sent' };
};

const findPending = (db: Kysely<Database>, email: string) =>
  db.selectFrom('pending_registrations').selectAll().where('email', '=', email).executeTakeFirst();

/**
 * Registration without a code: keeps the live code of this email and phone (no new SMS), otherwise creates or
 * refreshes the pending registration and sends a code.
 */
export const startRegistration = async (ports: CodePorts, request: IssueRequest): Promise<IssueResult> => {
  const pending = await findPending(ports.db, request.email);
  const now = ports.now().getTime();
  if (pending && pending.phone === request.phone && new Date(pending.code_expires_at).getTime() > now && pending.attempts < MAX_CODE_ATTEMPTS) {
    return { kind: 'alreadySent' };
  }
  return sendFreshCode(ports, request, 0);
};

export type ResendResult = IssueResult | { readonly kind: 'notFound' };

/** POST /auth/resend-validation-code: a new code for a pending registration of this email and phone. */
export const resendCode = async (ports: CodePorts, request: IssueRequest): Promise<ResendResult> => {
  const pending = await findPending(ports.db, request.email);
  const now = ports.now();
  const matches = pending !== undefined && pending.phone === request.phone;
  if (matches && pending.resend_count === 0 && now.getTime() - new Date(pending.last_sent_at).getTime() < FIRST_SMS_GRACE_MS) {
    // The funnel's first-SMS call right after registration: that code is on its way; don't send a second one.
    await ports.db.updateTable('pending_registrations').set({ resend_count: 1 }).where('id', '=', pending.id).execute();
    return { kind: 'alreadySent' };
  }
  const allowed = await checkLimits(ports.db, [['smsPhone', request.phone], ['smsAddress', request.address]], now);
  if (!allowed.ok) return { kind: 'limited', retryAfterSeconds: allowed.retryAfterSeconds };
  if (!matches) return { kind: 'notFound' };
  return sendFreshCode(ports, request, pending.resend_count + 1);
};

export type CodeCheck =
  | { readonly kind: 'valid'; readonly pendingId: number }
  /** No pending registration for this email and phone: a code must be sent first. */
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'tooManyAttempts'; readonly retryAfterSeconds: number };

/** Checks a submitted code; every check of a live code uses one of its 5 attempts (counted atomically). */
export const checkCode = async (ports: CodePorts, email: string, phone: string, code: string): Promise<CodeCheck> => {
  const pending = await findPending(ports.db, email);
  if (!pending || pending.phone !== phone) return { kind: 'none' };
  const now = ports.now();
  const resendAt = new Date(pending.last_sent_at).getTime() + FIRST_SMS_GRACE_MS;
  if (pending.attempts >= MAX_CODE_ATTEMPTS) return { kind: 'tooManyAttempts', retryAfterSeconds: secondsUntil(resendAt, now) };
  if (new Date(pending.code_expires_at).getTime() <= now.getTime()) return { kind: 'expired' };
  // Parallel guesses cannot exceed the limit: the increment only succeeds below it.
  const counted = await ports.db
    .updateTable('pending_registrations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', pending.id)
    .where('code_hash', '=', pending.code_hash)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) return { kind: 'tooManyAttempts', retryAfterSeconds: secondsUntil(resendAt, now) };
  if (!sameHex(hashCode(await ports.secret(), email, code), pending.code_hash)) return { kind: 'invalid' };
  return { kind: 'valid', pendingId: pending.id };
};
