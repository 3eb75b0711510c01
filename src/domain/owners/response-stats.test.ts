import { describe, expect, it } from 'vitest';
import { responseRate, responseStatsOf, responseTimeBucket } from './response-stats';

const HOUR = 3600;

describe('owner response stats', () => {
  it('buckets the median reply delay: within an hour, a few hours, a day, a few days or more', () => {
    expect(responseTimeBucket(0)).toBe('hour');
    expect(responseTimeBucket(HOUR)).toBe('hour');
    expect(responseTimeBucket(HOUR + 1)).toBe('hours');
    expect(responseTimeBucket(6 * HOUR)).toBe('hours');
    expect(responseTimeBucket(6 * HOUR + 1)).toBe('day');
    expect(responseTimeBucket(24 * HOUR)).toBe('day');
    expect(responseTimeBucket(24 * HOUR + 1)).toBe('days');
    expect(responseTimeBucket(9 * 24 * HOUR)).toBe('days');
  });

  it('reads no reply at all as a few days or more', () => {
    expect(responseTimeBucket(null)).toBe('days');
    expect(responseTimeBucket(Number.POSITIVE_INFINITY)).toBe('days');
  });

  it('gives the rate in whole percent', () => {
    expect(responseRate(11, 12)).toBe(92);
    expect(responseRate(2, 3)).toBe(67);
    expect(responseRate(0, 5)).toBe(0);
    expect(responseRate(5, 5)).toBe(100);
    expect(responseRate(0, 0)).toBe(0);
    // 100 and 0 only when true.
    expect(responseRate(199, 200)).toBe(99);
    expect(responseRate(1, 200)).toBe(1);
  });

  it('hides the stats below 3 conversations rather than showing a made-up figure', () => {
    expect(responseStatsOf({ conversations: 0, repliedWithinDay: 0, medianReplySeconds: null })).toBeNull();
    expect(responseStatsOf({ conversations: 2, repliedWithinDay: 2, medianReplySeconds: 60 })).toBeNull();
    expect(responseStatsOf({ conversations: 3, repliedWithinDay: 3, medianReplySeconds: 60 })).toEqual({ rate: 100, timeBucket: 'hour' });
  });

  it('combines the rate and the bucket', () => {
    expect(responseStatsOf({ conversations: 12, repliedWithinDay: 11, medianReplySeconds: 40 * 60 })).toEqual({ rate: 92, timeBucket: 'hour' });
    expect(responseStatsOf({ conversations: 4, repliedWithinDay: 1, medianReplySeconds: 30 * HOUR })).toEqual({ rate: 25, timeBucket: 'days' });
    expect(responseStatsOf({ conversations: 3, repliedWithinDay: 0, medianReplySeconds: null })).toEqual({ rate: 0, timeBucket: 'days' });
  });
});
