import type { Analytics } from '../../application/analytics/analytics';
import { ConsoleErrorReporter } from './console-error-reporter';
import type { StartableErrorReporter, ErrorReportingConfiguration } from './startable-error-reporter';
import { SentryErrorReporter, type SentryLoader } from './sentry-error-reporter';

/** Sentry when a DSN is configured, the console otherwise. */
export function selectErrorReporter(configuration: ErrorReportingConfiguration, analytics: Analytics, load?: SentryLoader): StartableErrorReporter {
  const sentry = configuration.sentry;
  if (sentry === undefined || sentry.dsn.trim() === '') return new ConsoleErrorReporter();
  return new SentryErrorReporter(sentry, analytics, load);
}
