import { toDayNumber, type IsoDate } from '../../src/domain/search/iso-date';
import type { BookingRequestStatus } from '../db/schema';

/** An unpaid checkout session (status 'requested') expires this long after its creation; the expiry job marks it. */
export const CHECKOUT_SESSION_MINUTES = 30;
/** A request that is not an instant booking gives the owner this long to answer, at most until the start. */
export const OWNER_RESPONSE_HOURS = 48;
/** ...but never less than this after the request (a request for today or tomorrow). */
export const OWNER_RESPONSE_MIN_HOURS = 2;

const HOUR_MS = 3_600_000;

export const sessionExpiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + CHECKOUT_SESSION_MINUTES * 60_000);

/**
 * When the owner must answer: null for an instant booking, else 48 hours after the request but no later than the
 * start day (00:00 UTC), and never less than 2 hours after the request.
 */
export const ownerResponseBefore = (createdAt: Date, startDate: IsoDate, isDirect: boolean): Date | null => {
  if (isDirect) return null;
  const start = toDayNumber(startDate) * 24 * HOUR_MS;
  const created = createdAt.getTime();
  return new Date(Math.min(created + OWNER_RESPONSE_HOURS * HOUR_MS, Math.max(start, created + OWNER_RESPONSE_MIN_HOURS * HOUR_MS)));
};

/** A session that can no longer be changed or paid because it expired (even before the expiry job marked it). */
export const isSessionExpired = (session: { readonly status: BookingRequestStatus; readonly expires_at: Date | string }, now: Date): boolean =>
  session.status === 'expired' || (session.status === 'requested' && new Date(session.expires_at).getTime() <= now.getTime());
