import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** At most `limit` hits inside any `windowMs`. */
export interface LimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

export type LimitCheck = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

const MINUTE = 60_000;

/** Guide section 6: attempts and resends are rate limited. Hits live in the database so limits survive restarts. */
export const LIMITS = {
  loginFailureAccount: [{ limit: 10, windowMs: 15 * MINUTE }],
  loginFailureAddress: [{ limit: 30, windowMs: 15 * MINUTE }],
  emailExistsAddress: [{ limit: 30, windowMs: 5 * MINUTE }],
  smsPhone: [
    { limit: 1, windowMs: 30_000 },
    { limit: 5, windowMs: 60 * MINUTE },
  ],
  smsAddress: [
    { limit: 3, windowMs: MINUTE },
    { limit: 10, windowMs: 60 * MINUTE },
  ],
  passwordResetEmail: [{ limit: 3, windowMs: 60 * MINUTE }],
  passwordResetAddress: [{ limit: 10, windowMs: 60 * MINUTE }],
  // Messages between tenants and owners: a human pace, not a script's.
  conversationMessage: [
    { limit: 10, windowMs: MINUTE },
    { limit: 200, windowMs: 24 * 60 * MINUTE },
  ],
  // Uploaded pictures are decoded and re-encoded on the server: a listing's photos and retries, not a flood.
  pictureUpload: [
    { limit: 60, windowMs: 10 * MINUTE },
    { limit: 300, windowMs: 24 * 60 * MINUTE },
  ],
} as const satisfies Record<string, readonly LimitRule[]>;

export type LimitBucket = keyof typeof LIMITS;

const subjectHash = (subject: string): string => createHash('sha256').update(subject).digest('hex');

/** Whether one more hit is allowed; when not, the seconds until it is (at least 1). */
export const checkLimit = async (db: Kysely<Database>, bucket: LimitBucket, subject: string, now: Date): Promise<LimitCheck> => {
  const rules: readonly LimitRule[] = LIMITS[bucket];
  const longest = Math.max(...rules.map((r) => r.windowMs));
  const maxLimit = Math.max(...rules.map((r) => r.limit));
  const rows = await db
    .selectFrom('rate_limit_hits')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('subject', '=', subjectHash(subject))
    .where('created_at', '>', new Date(now.getTime() - longest))
    .orderBy('created_at', 'desc')
    .limit(maxLimit)
    .execute();
  const times = rows.map((r) => new Date(r.created_at).getTime());
  let retryAt = 0;
  for (const rule of rules) {
    const inWindow = times.filter((t) => t > now.getTime() - rule.windowMs);
    // The limit-th most recent hit leaves the window first among those that block.
    const blocking = inWindow[rule.limit - 1];
    if (blocking !== undefined) retryAt = Math.max(retryAt, blocking + rule.windowMs);
  }
  if (retryAt === 0) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) };
};

/** Checks every (bucket, subject) pair and answers the longest wait, if any. */
export const checkLimits = async (
  db: Kysely<Database>,
  checks: readonly (readonly [LimitBucket, string])[],
  now: Date,
): Promise<LimitCheck> => {
  let wait = 0;
  for (const [bucket, subject] of checks) {
    const result = await checkLimit(db, bucket, subject, now);
    if (!result.ok) wait = Math.max(wait, result.retryAfterSeconds);
  }
  return wait === 0 ? { ok: true } : { ok: false, retryAfterSeconds: wait };
};

/** Counts one hit, dropping this bucket's hits that no rule can see any more. */
export const recordHit = async (db: Kysely<Database>, bucket: LimitBucket, subject: string, now: Date): Promise<void> => {
  const rules: readonly LimitRule[] = LIMITS[bucket];
  const longest = Math.max(...rules.map((r) => r.windowMs));
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('created_at', '<=', new Date(now.getTime() - longest)).execute();
  await db.insertInto('rate_limit_hits').values({ bucket, subject: subjectHash(subject), created_at: now }).execute();
};

export const recordHits = async (db: Kysely<Database>, hits: readonly (readonly [LimitBucket, string])[], now: Date): Promise<void> => {
  for (const [bucket, subject] of hits) await recordHit(db, bucket, subject, now);
};

/** Forgets a subject's hits (a successful sign-in clears its account's failures). */
export const clearHits = async (db: Kysely<Database>, bucket: LimitBucket, subject: string): Promise<void> => {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('subject', '=', subjectHash(subject)).execute();
};

/** 429 with Retry-After and retryAfterSeconds in the body. */
export const tooManyRequests = (c: Context, retryAfterSeconds: number, body: Record<string, unknown> = {}) => {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: 'too_many_requests', message: 'Too many attempts. Please wait before trying again.', ...body, retryAfterSeconds }, 429);
};
