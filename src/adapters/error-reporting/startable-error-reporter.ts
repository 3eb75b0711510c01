import type { ErrorReporter } from '../../application/error-reporting/error-reporter';
import type { SentryReporterOptions } from './sentry-error-reporter';

/** The part of the app configuration error reporting needs (`AppConfiguration` fits it). */
export interface ErrorReportingConfiguration {
  readonly sentry?: SentryReporterOptions | undefined;
}

/** A reporter the composition root can start once the first screen is painted. */
export type StartableErrorReporter = ErrorReporter & { start(): Promise<void> };
