import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ReportableError } from '../../domain/error-reporting/reportable-error';
import { DataLayerAnalytics } from '../analytics/data-layer-analytics';
import { ConsoleErrorReporter } from './console-error-reporter';
import { createErrorReporter, DeferredErrorReporter, PENDING_REPORTS_MAX, type StartableErrorReporter } from './create-error-reporter';

const failure = (i: number): ReportableError => ({ kind: 'exception', name: 'Error', message: `boom ${i}` });

class RecordingReporter implements StartableErrorReporter {
  readonly reported: ReportableError[] = [];
  started = 0;
  report(error: ReportableError): void {
    this.reported.push(error);
  }
  start(): Promise<void> {
    this.started++;
    return Promise.resolve();
  }
}

describe('DeferredErrorReporter', () => {
  it('loads nothing until started, then hands over what was reported, in order, and reports directly', async () => {
    const real = new RecordingReporter();
    let loads = 0;
    const reporter = new DeferredErrorReporter(() => {
      loads++;
      return Promise.resolve(real);
    });
    expect(loads).toBe(0);
    await Promise.all([reporter.start(), reporter.start()]);
    expect(loads).toBe(1);
    expect(real.started).toBe(1);
    reporter.report(failure(1));
    expect(real.reported).toEqual([failure(1)]);
  });

  it('starts loading with the first report and keeps at most PENDING_REPORTS_MAX meanwhile', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 120 }), async (count) => {
        const real = new RecordingReporter();
        let loads = 0;
        const reporter = new DeferredErrorReporter(() => {
          loads++;
          return Promise.resolve(real);
        });
        for (let i = 0; i < count; i++) reporter.report(failure(i));
        expect(loads).toBe(1);
        await reporter.start();
        expect(real.reported).toEqual(Array.from({ length: Math.min(count, PENDING_REPORTS_MAX) }, (_, i) => failure(i)));
      }),
    );
  });

  it('writes what it kept to the console when its code cannot be loaded', async () => {
    const lines: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void lines.push(args);
    try {
      const reporter = new DeferredErrorReporter(() => Promise.reject(new Error('chunk failed')));
      reporter.report(failure(7));
      await reporter.start();
      expect(lines[0]?.[1]).toBe('boom 7');
    } finally {
      console.error = original;
    }
  });

  it('createErrorReporter loads the console reporter without a DSN', async () => {
    const reporter = createErrorReporter({}, new DataLayerAnalytics({}));
    expect(reporter).toBeInstanceOf(DeferredErrorReporter);
    await reporter.start();
    expect((reporter as unknown as { loaded: unknown }).loaded).toBeInstanceOf(ConsoleErrorReporter);
  });
});
