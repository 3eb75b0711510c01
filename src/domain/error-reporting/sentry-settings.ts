/**
 * Spec section 9, "Error-reporting". Sampling rates are not here: they come from configuration.
 * The profiler's interval and duration are fixed inside @sentry/browser 11 (10 ms, 30 s, the same
 * values); they are kept here so a test notices if the spec and the SDK ever part.
 */
export const SENTRY_SETTINGS = {
  profileSamplingIntervalMs: 10,
  profileMaxDurationMs: 30_000,
  maxBreadcrumbs: 100,
  transportBufferSize: 64,
  linkedErrorsLimit: 5,
} as const;

export type SentrySettings = typeof SENTRY_SETTINGS;
