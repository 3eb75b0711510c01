import { describe, expect, it } from 'vitest';
import { shouldDropError } from './should-drop-error';

describe('shouldDropError', () => {
  it('drops failed-to-parse responses (decode failures)', () => {
    expect(shouldDropError({ kind: 'decode', path: '/api/v6/search', message: 'Invalid value at .total' })).toBe(true);
  });

  it('drops the legacy parse-failure text wherever it appears', () => {
    expect(
      shouldDropError({
        kind: 'exception',
        name: 'HttpErrorResponse',
        message: 'Http failure during parsing for https://seaway.example/api/v6/search',
      }),
    ).toBe(true);
    expect(
      shouldDropError({ kind: 'http', path: '/api/v6/search', status: 200, message: 'Http failure during parsing' }),
    ).toBe(true);
  });

  it('drops HTTP status 0 failures and network failures', () => {
    expect(shouldDropError({ kind: 'http', path: '/api/v6/search', status: 0, message: 'Unknown Error' })).toBe(true);
    expect(shouldDropError({ kind: 'network', path: '/api/v6/search', message: 'Failed to fetch' })).toBe(true);
    expect(
      shouldDropError({
        kind: 'exception',
        name: 'Error',
        message: 'Http failure response for https://seaway.example/api/v6/search: 0 Unknown Error',
      }),
    ).toBe(true);
  });

  it('drops the autofill-handler error in both browsers’ wordings', () => {
    expect(
      shouldDropError({ kind: 'exception', name: 'ReferenceError', message: "Can't find variable: _AutofillCallbackHandler" }),
    ).toBe(true);
    expect(
      shouldDropError({ kind: 'exception', name: 'ReferenceError', message: '_AutofillCallbackHandler is not defined' }),
    ).toBe(true);
  });

  it('keeps server errors and ordinary exceptions', () => {
    expect(shouldDropError({ kind: 'http', path: '/api/v6/cart/1', status: 500, message: 'Internal Server Error' })).toBe(
      false,
    );
    expect(shouldDropError({ kind: 'http', path: '/api/v6/cart/1', status: 404, message: 'Not Found' })).toBe(false);
    expect(
      shouldDropError({
        kind: 'exception',
        name: 'Error',
        message: 'Http failure response for https://seaway.example/api/v6/cart/1: 500 Internal Server Error',
      }),
    ).toBe(false);
    expect(shouldDropError({ kind: 'exception', name: 'TypeError', message: "Cannot read properties of undefined" })).toBe(
      false,
    );
  });
});
