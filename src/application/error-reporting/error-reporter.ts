import type { ReportableError } from '../../domain/error-reporting/reportable-error';

/** Sends an error to whoever watches production (Sentry, or the console when none is configured). */
export interface ErrorReporter {
  /** Fire and forget: never throws, and drops what the spec says to drop (spec section 8). */
  report(error: ReportableError): void;
}

export const ErrorReporterToken: unique symbol = Symbol.for('ErrorReporter');
