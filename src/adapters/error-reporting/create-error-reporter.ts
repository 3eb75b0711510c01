import type { Analytics } from '../../application/analytics/analytics';
import type { ErrorReporter } from '../../application/error-reporting/error-reporter';
import { ConsoleErrorReporter } from './console-error-reporter';
import { SentryErrorReporter, type SentryLoader, type SentryReporterOptions } from './sentry-error-reporter';

/** The part of the app configuration this needs (`AppConfiguration` fits it). */
export interface ErrorReportingConfiguration {
  readonly sentry?: SentryReporterOptions | undefined;
}

/** A reporter the composition root can start once the first screen is painted. */
export type StartableErrorReporter = ErrorReporter & { start(): Promise<void> };

/** Sentry when a DSN is configured, the console otherwise. */
export function createErrorReporter(
  configuration: ErrorReportingConfiguration,
  analytics: Analytics,
  load?: SentryLoader,
): StartableErrorReporter {
  const sentry = configuration.sentry;
  if (sentry === undefined || sentry.dsn.trim() === '') return new ConsoleErrorReporter();
  return new SentryErrorReporter(sentry, analytics, load);
}
