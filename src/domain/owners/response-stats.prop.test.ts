import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESPONSE_BUCKET_LIMITS,
  RESPONSE_MIN_CONVERSATIONS,
  RESPONSE_TIME_BUCKETS,
  responseRate,
  responseStatsOf,
  responseTimeBucket,
  type ResponseFigures,
} from './response-stats';

/** Figures the database can count: answered within a day never exceeds the conversations. */
const arbFigures: fc.Arbitrary<ResponseFigures> = fc
  .integer({ min: 0, max: 10_000 })
  .chain((conversations) =>
    fc.record({
      conversations: fc.constant(conversations),
      repliedWithinDay: fc.integer({ min: 0, max: conversations }),
      medianReplySeconds: fc.option(fc.double({ min: 0, max: 60 * 86_400, noNaN: true }), { nil: null }),
    }),
  );
const arbSeconds = fc.double({ min: 0, max: 365 * 86_400, noNaN: true });

describe('owner response stats (properties)', () => {
  it('the rate is a whole percent from 0 to 100', () => {
    fc.assert(
      fc.property(arbFigures, ({ conversations, repliedWithinDay }) => {
        const rate = responseRate(repliedWithinDay, conversations);
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('the rate is 100 exactly when every conversation was answered in time, 0 when none was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (conversations) => {
        expect(responseRate(conversations, conversations)).toBe(100);
        expect(responseRate(0, conversations)).toBe(0);
        if (conversations > 1) {
          expect(responseRate(conversations - 1, conversations)).toBeLessThan(100);
          expect(responseRate(1, conversations)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('one more answer never lowers the rate', () => {
    fc.assert(
      fc.property(arbFigures, ({ conversations, repliedWithinDay }) => {
        fc.pre(repliedWithinDay < conversations);
        expect(responseRate(repliedWithinDay + 1, conversations)).toBeGreaterThanOrEqual(responseRate(repliedWithinDay, conversations));
      }),
    );
  });

  it('a slower median never gives a faster bucket', () => {
    fc.assert(
      fc.property(arbSeconds, arbSeconds, (a, b) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        expect(RESPONSE_TIME_BUCKETS.indexOf(responseTimeBucket(fast))).toBeLessThanOrEqual(RESPONSE_TIME_BUCKETS.indexOf(responseTimeBucket(slow)));
      }),
    );
  });

  it('every delay within a day falls in a bucket whose bound holds it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: RESPONSE_BUCKET_LIMITS.day, noNaN: true }), (seconds) => {
        const bucket = responseTimeBucket(seconds);
        expect(bucket).not.toBe('days');
        if (bucket !== 'days') expect(seconds).toBeLessThanOrEqual(RESPONSE_BUCKET_LIMITS[bucket]);
      }),
    );
  });

  it('shown exactly from 3 conversations, with the rate and the bucket of its figures', () => {
    fc.assert(
      fc.property(arbFigures, (figures) => {
        const stats = responseStatsOf(figures);
        if (figures.conversations < RESPONSE_MIN_CONVERSATIONS) {
          expect(stats).toBeNull();
        } else {
          expect(stats).toEqual({
            rate: responseRate(figures.repliedWithinDay, figures.conversations),
            timeBucket: responseTimeBucket(figures.medianReplySeconds),
          });
        }
      }),
    );
  });
});
