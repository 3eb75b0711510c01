import type { Analytics } from '../../application/analytics/analytics';
import type { ReportableError } from '../../domain/error-reporting/reportable-error';
import type { SentryLoader } from './sentry-error-reporter';
import type { ErrorReportingConfiguration, StartableErrorReporter } from './startable-error-reporter';

export type { ErrorReportingConfiguration, StartableErrorReporter } from './startable-error-reporter';

/** What is kept before the reporter has loaded: a page failing in a loop must not grow memory without end. */
export const PENDING_REPORTS_MAX = 50;

/**
 * The reporter of the first screen: its code (the console's or Sentry's, their filters and fingerprints) loads with
 * `start()`, after the first paint, or with the first report, instead of weighing on the first screen's JavaScript.
 * What is reported meanwhile is kept (at most PENDING_REPORTS_MAX) and handed over once loaded; if the code cannot be
 * loaded, it goes to the console.
 */
export class DeferredErrorReporter implements StartableErrorReporter {
  private pending: ReportableError[] = [];
  private loaded: StartableErrorReporter | undefined;
  private starting: Promise<void> | undefined;

  constructor(private readonly load: () => Promise<StartableErrorReporter>) {}

  report(error: ReportableError): void {
    if (this.loaded) return this.loaded.report(error);
    if (this.pending.length < PENDING_REPORTS_MAX) this.pending.push(error);
    // An error before the first paint is worth loading the reporter for at once.
    void this.start();
  }

  start(): Promise<void> {
    this.starting ??= this.load().then(
      async (reporter) => {
        this.loaded = reporter;
        for (const error of this.pending.splice(0)) reporter.report(error);
        await reporter.start();
      },
      (failure: unknown) => {
        for (const error of this.pending.splice(0)) console.error('[error-reporting]', error.message, failure);
      },
    );
    return this.starting;
  }
}

/** Sentry when a DSN is configured, the console otherwise; loaded on `start()`. */
export function createErrorReporter(configuration: ErrorReportingConfiguration, analytics: Analytics, load?: SentryLoader): StartableErrorReporter {
  return new DeferredErrorReporter(async () => (await import('./select-error-reporter')).selectErrorReporter(configuration, analytics, load));
}
