import { describe, expect, it } from 'vitest';
import { describeReportableError } from './describe-reportable-error';

describe('describeReportableError', () => {
  it('names status and normalised path of an HTTP failure', () => {
    expect(
      describeReportableError({ kind: 'http', path: '/api/v6/checkout/12/price?x=1', status: 500, message: 'Boom' }),
    ).toBe('HTTP 500 /api/v6/checkout/{id}/price: Boom');
  });

  it('names decode and network failures', () => {
    expect(describeReportableError({ kind: 'decode', path: '/api/v6/cart/3', message: 'bad total' })).toBe(
      'Decode failure /api/v6/cart/{id}: bad total',
    );
    expect(describeReportableError({ kind: 'network', path: '/api/v6/cart/3', message: 'offline' })).toBe(
      'Network failure /api/v6/cart/{id}: offline',
    );
  });

  it('gives name and message of an exception', () => {
    expect(describeReportableError({ kind: 'exception', name: 'TypeError', message: 'x is undefined' })).toBe(
      'TypeError: x is undefined',
    );
  });
});
