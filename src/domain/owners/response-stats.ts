/**
 * The owner's response rate and response time shown on the product page, from the conversations tenants started with
 * them. Pure rules shared by the server (which counts the raw figures in SQL) and the product page (which shows the
 * bucket as a sentence).
 */

/** Conversations started by a tenant within this many months count. */
export const RESPONSE_WINDOW_MONTHS = 12;
/** An owner's reply counts towards the rate when it comes within this many hours of the tenant's first message. */
export const RESPONSE_REPLY_HOURS = 24;
/** Fewer such conversations than this: nothing is shown (too few to say anything true). */
export const RESPONSE_MIN_CONVERSATIONS = 3;

/** How fast the owner usually replies, in words: within an hour, a few hours, a day, or a few days or more. */
export const RESPONSE_TIME_BUCKETS = ['hour', 'hours', 'day', 'days'] as const;
export type ResponseTimeBucket = (typeof RESPONSE_TIME_BUCKETS)[number];

const HOUR_SECONDS = 3600;
/** The upper bound (seconds, included) of each bucket but the last. */
export const RESPONSE_BUCKET_LIMITS: Readonly<Record<Exclude<ResponseTimeBucket, 'days'>, number>> = {
  hour: HOUR_SECONDS,
  hours: 6 * HOUR_SECONDS,
  day: RESPONSE_REPLY_HOURS * HOUR_SECONDS,
};

/** What the database counts for one owner over the window. */
export interface ResponseFigures {
  /** Conversations started by a tenant (their first message before any of the owner's side) within the window. */
  readonly conversations: number;
  /** Of those, the ones the owner's side answered within RESPONSE_REPLY_HOURS of the tenant's first message. */
  readonly repliedWithinDay: number;
  /** The median delay of the owner's side's first reply, in seconds, over the answered ones; null when none was answered. */
  readonly medianReplySeconds: number | null;
}

export interface ResponseStats {
  /** Percent of the conversations answered within a day: an integer from 0 to 100. */
  readonly rate: number;
  readonly timeBucket: ResponseTimeBucket;
}

/** The bucket of a reply delay (seconds); no reply at all reads as "a few days or more". */
export const responseTimeBucket = (seconds: number | null): ResponseTimeBucket => {
  if (seconds === null || !Number.isFinite(seconds)) return 'days';
  if (seconds <= RESPONSE_BUCKET_LIMITS.hour) return 'hour';
  if (seconds <= RESPONSE_BUCKET_LIMITS.hours) return 'hours';
  if (seconds <= RESPONSE_BUCKET_LIMITS.day) return 'day';
  return 'days';
};

/**
 * The share answered within a day, in whole percent (0 to 100); 0 for no conversation. Rounded, except that 100 means
 * every one was answered and 0 none (199 of 200 reads 99, 1 of 200 reads 1).
 */
export const responseRate = (repliedWithinDay: number, conversations: number): number => {
  if (conversations <= 0) return 0;
  const replied = Math.min(Math.max(repliedWithinDay, 0), conversations);
  const rounded = Math.round((100 * replied) / conversations);
  if (rounded === 100 && replied < conversations) return 99;
  if (rounded === 0 && replied > 0) return 1;
  return rounded;
};

/** The stats to show, or null (hidden, never made up) when fewer than RESPONSE_MIN_CONVERSATIONS conversations count. */
export const responseStatsOf = (figures: ResponseFigures): ResponseStats | null =>
  figures.conversations < RESPONSE_MIN_CONVERSATIONS
    ? null
    : { rate: responseRate(figures.repliedWithinDay, figures.conversations), timeBucket: responseTimeBucket(figures.medianReplySeconds) };
