import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/browser';
import type { Analytics } from '../../application/analytics/analytics';
import type { ErrorReporter } from '../../application/error-reporting/error-reporter';
import { dataLayerEvent } from '../../domain/error-reporting/data-layer-event';
import { httpFailureFingerprint } from '../../domain/error-reporting/http-failure-fingerprint';
import {
  reportableErrorFromUnknown,
  type ReportableError,
} from '../../domain/error-reporting/reportable-error';
import { SENTRY_SETTINGS } from '../../domain/error-reporting/sentry-settings';
import { shouldDropError } from '../../domain/error-reporting/should-drop-error';
import { ConsoleErrorReporter } from './console-error-reporter';
import { ReportedError } from './reported-error';

/** The configuration's `sentry` block (spec section 9: sampling rates from configuration). */
export interface SentryReporterOptions {
  readonly dsn: string;
  readonly environment: string;
  readonly release: string;
  readonly tracesSampleRate: number;
  readonly profilesSampleRate: number;
}

export interface SentryCaptureContext {
  readonly tags?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
}

/** An integration as `init` takes it (the type is not re-exported by @sentry/browser). */
export type SentryIntegration = Extract<NonNullable<BrowserOptions['integrations']>, readonly unknown[]>[number];

/** The part of `@sentry/browser` we use; tests pass a fake that records what it is given. */
export interface SentryModule {
  init(options: BrowserOptions): unknown;
  captureException(exception: unknown, context?: SentryCaptureContext): string;
  linkedErrorsIntegration(options: { limit: number }): SentryIntegration;
  browserTracingIntegration(): SentryIntegration;
  browserProfilingIntegration(): SentryIntegration;
}

export type SentryLoader = () => Promise<SentryModule>;

// A dynamic import, so that Sentry is a chunk of its own, fetched on first use (GUIDE section 4).
const loadSentryBrowser: SentryLoader = () => import('./sentry-browser-module');

/**
 * Reports to Sentry, loading the SDK lazily: on `start()` or on the first report, whichever comes
 * first. Errors reported before the SDK is ready wait for it; if it cannot load (offline, blocked),
 * they go to the fallback reporter instead.
 */
export class SentryErrorReporter implements ErrorReporter {
  private readonly options: SentryReporterOptions;
  private readonly analytics: Analytics;
  private readonly load: SentryLoader;
  private readonly fallback: ErrorReporter;
  private loading: Promise<SentryModule | undefined> | undefined;

  constructor(
    options: SentryReporterOptions,
    analytics: Analytics,
    load: SentryLoader = loadSentryBrowser,
    fallback: ErrorReporter = new ConsoleErrorReporter(),
  ) {
    this.options = options;
    this.analytics = analytics;
    this.load = load;
    this.fallback = fallback;
  }

  /** Loads and initialises the SDK once (so its global handlers see uncaught errors). Never rejects. */
  async start(): Promise<void> {
    await this.sentry();
  }

  report(error: ReportableError): void {
    // dropped errors never cost the SDK download
    if (shouldDropError(error)) return;
    void this.sentry().then((sentry) => {
      if (sentry === undefined) this.fallback.report(error);
      else sentry.captureException(new ReportedError(error), captureContext(error));
    });
  }

  private sentry(): Promise<SentryModule | undefined> {
    this.loading ??= this.load().then(
      (sentry) => {
        sentry.init(this.initOptions(sentry));
        return sentry;
      },
      () => undefined,
    );
    return this.loading;
  }

  private initOptions(sentry: SentryModule): BrowserOptions {
    const { dsn, environment, release, tracesSampleRate, profilesSampleRate } = this.options;
    const integrations = [sentry.linkedErrorsIntegration({ limit: SENTRY_SETTINGS.linkedErrorsLimit })];
    if (tracesSampleRate > 0) integrations.push(sentry.browserTracingIntegration());
    // @sentry/browser 11 samples every 10 ms for at most 30 s itself (see SENTRY_SETTINGS)
    if (profilesSampleRate > 0) integrations.push(sentry.browserProfilingIntegration());
    return {
      dsn,
      environment,
      release,
      tracesSampleRate,
      profileSessionSampleRate: profilesSampleRate,
      profileLifecycle: 'trace',
      maxBreadcrumbs: SENTRY_SETTINGS.maxBreadcrumbs,
      transportOptions: { bufferSize: SENTRY_SETTINGS.transportBufferSize },
      integrations,
      beforeSend: (event, hint) => this.beforeSend(event, hint),
    };
  }

  /** Spec section 8: drop, group HTTP failures, and tell the data layer about what is sent. */
  private beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
    const original = hint.originalException;
    const reportable = original instanceof ReportedError ? original.reportable : reportableFromEvent(event, original);
    if (shouldDropError(reportable)) return null;
    if (reportable.kind === 'http') event.fingerprint = httpFailureFingerprint(reportable.path, reportable.status);
    if (event.event_id !== undefined) {
      const message = original instanceof ReportedError ? original.message : reportable.message;
      try {
        this.analytics.push(dataLayerEvent(event.event_id, message));
      } catch {
        // a broken tag manager must not stop the report
      }
    }
    return event;
  }
}

function captureContext(error: ReportableError): SentryCaptureContext {
  return error.kind === 'exception'
    ? { tags: { kind: error.kind } }
    : { tags: { kind: error.kind }, extra: { path: error.path } };
}

/** Errors Sentry caught by itself (global handlers) or that were captured without our wrapper. */
function reportableFromEvent(event: ErrorEvent, original: unknown): ReportableError {
  if (original !== undefined) return reportableErrorFromUnknown(original);
  const exception = event.exception?.values?.[0];
  if (exception !== undefined) {
    return { kind: 'exception', name: exception.type ?? 'Error', message: exception.value ?? '' };
  }
  return { kind: 'exception', name: 'Error', message: event.message ?? '' };
}
