import { describe, expect, it } from 'vitest';
import { isReportableError, reportableErrorFromUnknown, UNREADABLE_VALUE } from './reportable-error';

describe('reportableErrorFromUnknown', () => {
  it('keeps an Error’s name, message and stack', () => {
    const error = new TypeError('x is undefined');
    expect(reportableErrorFromUnknown(error)).toEqual({
      kind: 'exception',
      name: 'TypeError',
      message: 'x is undefined',
      stack: error.stack,
    });
  });

  it('passes a ReportableError through', () => {
    const error = { kind: 'http', path: '/api/v6/cart/1', status: 500, message: 'Boom' } as const;
    expect(reportableErrorFromUnknown(error)).toBe(error);
  });

  it('turns strings and other values into text', () => {
    expect(reportableErrorFromUnknown('plain')).toEqual({ kind: 'exception', name: 'Error', message: 'plain' });
    expect(reportableErrorFromUnknown(undefined)).toEqual({ kind: 'exception', name: 'Error', message: 'undefined' });
    expect(reportableErrorFromUnknown(Object.create(null))).toEqual({
      kind: 'exception',
      name: 'Error',
      message: '[object Object]',
    });
  });

  it('survives a hostile value', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(reportableErrorFromUnknown(proxy)).toEqual({ kind: 'exception', name: 'Error', message: UNREADABLE_VALUE });
  });
});

describe('isReportableError', () => {
  it('checks the fields of each kind', () => {
    expect(isReportableError({ kind: 'decode', path: '/a', message: 'm' })).toBe(true);
    expect(isReportableError({ kind: 'http', path: '/a', message: 'm' })).toBe(false);
    expect(isReportableError({ kind: 'exception', name: 'E', message: 'm', stack: 3 })).toBe(false);
    expect(isReportableError({ kind: 'other', message: 'm' })).toBe(false);
    expect(isReportableError(null)).toBe(false);
  });
});
