import { describe, expect, it } from 'vitest';
import { FakeSentryModule } from '../../../tests/fakes/fake-sentry-module';
import { DataLayerAnalytics } from '../analytics/data-layer-analytics';
import { ConsoleErrorReporter } from './console-error-reporter';
import { selectErrorReporter } from './select-error-reporter';
import { SentryErrorReporter } from './sentry-error-reporter';

const SENTRY = {
  dsn: 'https://key@sentry.example/1',
  environment: 'staging',
  release: 'seaway@1',
  tracesSampleRate: 0,
  profilesSampleRate: 0,
};

describe('selectErrorReporter', () => {
  it('uses the console when no Sentry block or an empty DSN is configured', () => {
    const analytics = new DataLayerAnalytics({});
    expect(selectErrorReporter({}, analytics)).toBeInstanceOf(ConsoleErrorReporter);
    expect(selectErrorReporter({ sentry: undefined }, analytics)).toBeInstanceOf(ConsoleErrorReporter);
    expect(selectErrorReporter({ sentry: { ...SENTRY, dsn: ' ' } }, analytics)).toBeInstanceOf(ConsoleErrorReporter);
  });

  it('uses Sentry when a DSN is configured, with the given loader', async () => {
    const sentry = new FakeSentryModule();
    const reporter = selectErrorReporter({ sentry: SENTRY }, new DataLayerAnalytics({}), () => Promise.resolve(sentry));
    expect(reporter).toBeInstanceOf(SentryErrorReporter);
    await reporter.start();
    expect(sentry.inits[0]?.dsn).toBe(SENTRY.dsn);
  });
});
