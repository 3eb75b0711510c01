import { describe, expect, it } from 'vitest';
import { ReportedError } from './reported-error';

describe('ReportedError', () => {
  it('keeps an exception’s name, message and stack', () => {
    const reportable = { kind: 'exception', name: 'TypeError', message: 'x is undefined', stack: 'TypeError: x\n at f' } as const;
    const error = new ReportedError(reportable);
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message, error.stack]).toEqual(['TypeError', 'x is undefined', 'TypeError: x\n at f']);
    expect(error.reportable).toBe(reportable);
  });

  it('titles HTTP-side failures by kind, status and normalised path', () => {
    const error = new ReportedError({ kind: 'http', path: '/api/v6/cart/9', status: 503, message: 'Unavailable' });
    expect([error.name, error.message]).toEqual(['HttpFailure', 'HTTP 503 /api/v6/cart/{id}: Unavailable']);
    expect(new ReportedError({ kind: 'decode', path: '/a', message: 'm' }).name).toBe('DecodeFailure');
    expect(new ReportedError({ kind: 'network', path: '/a', message: 'm' }).name).toBe('NetworkFailure');
  });
});
