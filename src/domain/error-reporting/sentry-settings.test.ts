import { describe, expect, it } from 'vitest';
import { SENTRY_SETTINGS } from './sentry-settings';

describe('SENTRY_SETTINGS', () => {
  it('holds the spec section 9 values', () => {
    expect(SENTRY_SETTINGS).toEqual({
      profileSamplingIntervalMs: 10,
      profileMaxDurationMs: 30_000,
      maxBreadcrumbs: 100,
      transportBufferSize: 64,
      linkedErrorsLimit: 5,
    });
  });
});
