import { describe, expect, it } from 'vitest';
import { ConsoleErrorReporter } from './console-error-reporter';

function recorder() {
  const lines: string[] = [];
  return { lines, reporter: new ConsoleErrorReporter((line) => lines.push(line)) };
}

describe('ConsoleErrorReporter', () => {
  it('logs one compact line per kept error', () => {
    const { lines, reporter } = recorder();
    reporter.report({ kind: 'http', path: '/api/v6/cart/12?x=1', status: 500, message: 'Internal Server Error' });
    reporter.report({ kind: 'exception', name: 'TypeError', message: 'x is undefined', stack: 'at a\nat b' });
    expect(lines).toEqual([
      '[error-reporting] HTTP 500 /api/v6/cart/{id}: Internal Server Error',
      '[error-reporting] TypeError: x is undefined',
    ]);
  });

  it('drops what the spec drops', () => {
    const { lines, reporter } = recorder();
    reporter.report({ kind: 'http', path: '/api/v6/cart/12', status: 0, message: 'Unknown Error' });
    reporter.report({ kind: 'decode', path: '/api/v6/cart/12', message: 'bad' });
    reporter.report({ kind: 'network', path: '/api/v6/cart/12', message: 'Failed to fetch' });
    reporter.report({ kind: 'exception', name: 'ReferenceError', message: "Can't find variable: _AutofillCallbackHandler" });
    expect(lines).toEqual([]);
  });

  it('writes to console.error by default', () => {
    const original = console.error;
    const seen: unknown[][] = [];
    console.error = (...args: unknown[]) => seen.push(args);
    try {
      new ConsoleErrorReporter().report({ kind: 'exception', name: 'Error', message: 'Boom' });
    } finally {
      console.error = original;
    }
    expect(seen).toEqual([['[error-reporting] Error: Boom']]);
  });

  it('starts at once', async () => {
    await expect(new ConsoleErrorReporter(() => undefined).start()).resolves.toBeUndefined();
  });
});
