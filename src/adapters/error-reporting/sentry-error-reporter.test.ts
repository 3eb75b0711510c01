import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FakeSentryModule } from '../../../tests/fakes/fake-sentry-module';
import type { ErrorReporter } from '../../application/error-reporting/error-reporter';
import type { ReportableError } from '../../domain/error-reporting/reportable-error';
import { SENTRY_SETTINGS } from '../../domain/error-reporting/sentry-settings';
import { DataLayerAnalytics } from '../analytics/data-layer-analytics';
import { ReportedError } from './reported-error';
import { SentryErrorReporter, type SentryReporterOptions } from './sentry-error-reporter';

const OPTIONS: SentryReporterOptions = {
  dsn: 'https://key@sentry.example/1',
  environment: 'production',
  release: 'seaway@1.2.3',
  tracesSampleRate: 0.2,
  profilesSampleRate: 0.1,
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(options: SentryReporterOptions = OPTIONS) {
  const sentry = new FakeSentryModule();
  const analytics = new DataLayerAnalytics({});
  const fallback: ReportableError[] = [];
  let loads = 0;
  const fallbackReporter: ErrorReporter = { report: (error) => fallback.push(error) };
  const reporter = new SentryErrorReporter(
    options,
    analytics,
    () => {
      loads += 1;
      return Promise.resolve(sentry);
    },
    fallbackReporter,
  );
  return { sentry, analytics, fallback, reporter, loads: () => loads };
}

describe('SentryErrorReporter: loading', () => {
  it('loads nothing until first used, then loads and initialises once', async () => {
    const { sentry, reporter, loads } = setUp();
    expect(loads()).toBe(0);
    reporter.report({ kind: 'exception', name: 'Error', message: 'one' });
    reporter.report({ kind: 'exception', name: 'Error', message: 'two' });
    await reporter.start();
    await flush();
    expect(loads()).toBe(1);
    expect(sentry.inits).toHaveLength(1);
    expect(sentry.captures.map((c) => (c.exception as Error).message)).toEqual(['one', 'two']);
  });

  it('does not load the SDK for an error it drops anyway', async () => {
    const { reporter, loads } = setUp();
    reporter.report({ kind: 'network', path: '/api/v6/search', message: 'Failed to fetch' });
    await flush();
    expect(loads()).toBe(0);
  });

  it('falls back when the SDK cannot load, without rejecting', async () => {
    const fallback: ReportableError[] = [];
    const reporter = new SentryErrorReporter(OPTIONS, new DataLayerAnalytics({}), () => Promise.reject(new Error('chunk')), {
      report: (error) => fallback.push(error),
    });
    await expect(reporter.start()).resolves.toBeUndefined();
    reporter.report({ kind: 'exception', name: 'Error', message: 'Boom' });
    await flush();
    expect(fallback).toEqual([{ kind: 'exception', name: 'Error', message: 'Boom' }]);
  });
});

describe('SentryErrorReporter: init options', () => {
  it('records the spec section 9 settings and the configured rates', async () => {
    const { sentry, reporter } = setUp();
    await reporter.start();
    const [options] = sentry.inits;
    expect(options).toMatchObject({
      dsn: OPTIONS.dsn,
      environment: 'production',
      release: 'seaway@1.2.3',
      tracesSampleRate: 0.2,
      profileSessionSampleRate: 0.1,
      profileLifecycle: 'trace',
      maxBreadcrumbs: 100,
      transportOptions: { bufferSize: 64 },
    });
    expect(options?.integrations).toEqual([{ name: 'LinkedErrors' }, { name: 'BrowserTracing' }, { name: 'BrowserProfiling' }]);
    expect(sentry.integrationCalls[0]).toEqual({ name: 'LinkedErrors', options: { limit: 5 } });
    expect(typeof options?.beforeSend).toBe('function');
  });

  it('leaves tracing and profiling out when their rates are 0', async () => {
    const { sentry, reporter } = setUp({ ...OPTIONS, tracesSampleRate: 0, profilesSampleRate: 0 });
    await reporter.start();
    expect(sentry.inits[0]?.integrations).toEqual([{ name: 'LinkedErrors' }]);
  });

  it('matches the profiler constants built into @sentry/browser', () => {
    // the SDK offers no option for them: this notices if an upgrade changes them
    const source = readFileSync(
      join(process.cwd(), 'node_modules/@sentry/browser/build/npm/esm/prod/profiling/utils.js'),
      'utf8',
    );
    expect(source).toContain(`const samplingIntervalMS = ${SENTRY_SETTINGS.profileSamplingIntervalMs};`);
    expect(source).toMatch(/const MAX_PROFILE_DURATION_MS = (3e4|30000);/);
    expect(SENTRY_SETTINGS.profileMaxDurationMs).toBe(3e4);
  });
});

describe('SentryErrorReporter: capture', () => {
  it('captures an HTTP failure as an Error grouped by path and status, and tells the data layer', async () => {
    const { sentry, analytics, reporter } = setUp();
    reporter.report({ kind: 'http', path: '/api/v6/checkout/123/price?x=1', status: 500, message: 'Internal Server Error' });
    await reporter.start();
    await flush();
    const [capture] = sentry.captures;
    expect(capture?.exception).toBeInstanceOf(ReportedError);
    expect(capture?.context).toEqual({ tags: { kind: 'http' }, extra: { path: '/api/v6/checkout/123/price?x=1' } });
    expect(capture?.sent?.fingerprint).toEqual(['http-failure', '/api/v6/checkout/{id}/price', '500']);
    expect(analytics.events).toEqual([
      { event: 'sentry_error', eventId: capture?.eventId, message: 'HTTP 500 /api/v6/checkout/{id}/price: Internal Server Error' },
    ]);
  });

  it('captures an exception with its own message and no fingerprint', async () => {
    const { sentry, analytics, reporter } = setUp();
    reporter.report({ kind: 'exception', name: 'TypeError', message: 'x is undefined', stack: 'TypeError: x\n at f' });
    await reporter.start();
    await flush();
    const [capture] = sentry.captures;
    expect(capture?.context).toEqual({ tags: { kind: 'exception' } });
    expect(capture?.sent?.fingerprint).toBeUndefined();
    expect(analytics.events).toEqual([{ event: 'sentry_error', eventId: 'event-1', message: 'x is undefined' }]);
  });

  it('pushes only the first 255 characters of the message', async () => {
    const { analytics, reporter } = setUp();
    reporter.report({ kind: 'exception', name: 'Error', message: 'm'.repeat(300) });
    await reporter.start();
    await flush();
    expect(analytics.events).toEqual([{ event: 'sentry_error', eventId: 'event-1', message: 'm'.repeat(255) }]);
  });

  it('still sends when the data layer throws', async () => {
    const sentry = new FakeSentryModule();
    const reporter = new SentryErrorReporter(
      OPTIONS,
      {
        push: () => {
          throw new Error('tag manager');
        },
      },
      () => Promise.resolve(sentry),
    );
    reporter.report({ kind: 'exception', name: 'Error', message: 'Boom' });
    await reporter.start();
    await flush();
    expect(sentry.captures[0]?.sent).not.toBeNull();
  });
});

describe('SentryErrorReporter: beforeSend on errors the SDK caught itself', () => {
  it('drops the autofill-handler error and the legacy HTTP texts', async () => {
    const { sentry, analytics, reporter } = setUp();
    await reporter.start();
    expect(
      sentry.uncaught(
        { exception: { values: [{ type: 'ReferenceError', value: "Can't find variable: _AutofillCallbackHandler" }] } },
        { originalException: new ReferenceError("Can't find variable: _AutofillCallbackHandler") },
      ),
    ).toBeNull();
    expect(
      sentry.uncaught({
        exception: { values: [{ type: 'ReferenceError', value: '_AutofillCallbackHandler is not defined' }] },
      }),
    ).toBeNull();
    expect(sentry.uncaught({}, { originalException: 'Http failure during parsing for /api/v6/search' })).toBeNull();
    expect(sentry.uncaught({ message: 'Http failure response for /api/v6/search: 0 Unknown Error' })).toBeNull();
    expect(analytics.events).toEqual([]);
  });

  it('drops ReportableErrors captured without the reporter, and groups their HTTP failures', async () => {
    const { sentry, reporter } = setUp();
    await reporter.start();
    expect(sentry.uncaught({}, { originalException: { kind: 'decode', path: '/api/v6/cart/1', message: 'bad' } })).toBeNull();
    const sent = sentry.uncaught({}, { originalException: { kind: 'http', path: '/api/v6/cart/1', status: 404, message: 'nf' } });
    expect(sent?.fingerprint).toEqual(['http-failure', '/api/v6/cart/{id}', '404']);
  });

  it('keeps other uncaught errors and pushes them to the data layer', async () => {
    const { sentry, analytics, reporter } = setUp();
    await reporter.start();
    const sent = sentry.uncaught(
      { exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] } },
      { originalException: new TypeError('x is undefined') },
    );
    expect(sent).not.toBeNull();
    expect(analytics.events).toEqual([{ event: 'sentry_error', eventId: 'event-1', message: 'x is undefined' }]);
  });
});
