import { describe, expect, it } from 'vitest';
import { httpFailure, networkFailure } from '../../../tests/fakes/auth';
import { failureDetails, serverErrorMessage } from './server-error-message';

describe('serverErrorMessage', () => {
  it('gives the key of a known code, else the server message', () => {
    expect(serverErrorMessage(httpFailure(401, { error: 'invalid_credentials', message: 'x' }))).toBe('server.invalidCredentials');
    expect(serverErrorMessage(httpFailure(418, { error: 'teapot', message: 'I am a teapot' }))).toBe('I am a teapot');
    expect(serverErrorMessage(httpFailure(400, { error: 'bad_request', ErreurMessage: 'Bad email' }), 'ErreurMessage')).toBe('Bad email');
    expect(serverErrorMessage(httpFailure(500, 'plain text'))).toBeUndefined();
    expect(serverErrorMessage(httpFailure(500, { message: '  ' }))).toBeUndefined();
    expect(serverErrorMessage(networkFailure())).toBe('server.network');
    expect(serverErrorMessage({ kind: 'decode', path: '/x', errors: [] })).toBe('server.network');
  });

  it('failure details: status 0 without an HTTP answer', () => {
    expect(failureDetails(networkFailure())).toEqual({ status: 0, headers: {}, body: undefined });
    expect(failureDetails(httpFailure(409, { a: 1 }, { 'X-A': 'b' }))).toEqual({ status: 409, headers: { 'x-a': 'b' }, body: { a: 1 } });
  });
});
