import type { ErrorReporter } from '../../application/error-reporting/error-reporter';
import { describeReportableError } from '../../domain/error-reporting/describe-reportable-error';
import type { ReportableError } from '../../domain/error-reporting/reportable-error';
import { shouldDropError } from '../../domain/error-reporting/should-drop-error';

export type LogLine = (line: string) => void;

/** The reporter used when no Sentry DSN is configured (development, tests, self-hosting). */
export class ConsoleErrorReporter implements ErrorReporter {
  private readonly log: LogLine;

  constructor(log: LogLine = (line) => console.error(line)) {
    this.log = log;
  }

  /** Nothing to load; here so both reporters can be started alike. */
  start(): Promise<void> {
    return Promise.resolve();
  }

  report(error: ReportableError): void {
    if (shouldDropError(error)) return;
    this.log(`[error-reporting] ${describeReportableError(error)}`);
  }
}
