import { AUTH_ERRORS } from '../../contract/auth';
import type { ApiFailure } from '../shared/api-failure';

/** Message keys (auth namespace) for the server's error codes, so the user reads them in their language. */
export const SERVER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  [AUTH_ERRORS.invalidCredentials]: 'server.invalidCredentials',
  [AUTH_ERRORS.providerTokenInvalid]: 'server.providerTokenInvalid',
  [AUTH_ERRORS.validationCodeInvalid]: 'server.validationCodeInvalid',
  [AUTH_ERRORS.validationCodeExpired]: 'server.validationCodeExpired',
  [AUTH_ERRORS.tooManyAttempts]: 'server.tooManyAttempts',
  [AUTH_ERRORS.tooManyRequests]: 'server.tooManyRequests',
  [AUTH_ERRORS.emailTaken]: 'server.emailTaken',
  [AUTH_ERRORS.registrationNotFound]: 'server.registrationNotFound',
  [AUTH_ERRORS.resetTokenInvalid]: 'server.resetTokenInvalid',
  [AUTH_ERRORS.smsDeliveryFailed]: 'server.smsDeliveryFailed',
  identity_provider_unavailable: 'server.identityProviderUnavailable',
};

/** A network failure or an unreadable answer. */
export const NETWORK_ERROR_MESSAGE = 'server.network';

const field = (body: unknown, name: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/**
 * Spec section 8, "error shown from the server response": the key of a known error code, else the server's own
 * message (`messageField`: `message`, or `ErreurMessage` for the legacy endpoint), else undefined (the funnel then
 * shows its generic key).
 */
export const serverErrorMessage = (failure: ApiFailure, messageField = 'message'): string | undefined => {
  if (failure.kind !== 'http') return NETWORK_ERROR_MESSAGE;
  const code = field(failure.body, 'error');
  const known = code === undefined ? undefined : SERVER_ERROR_MESSAGES[code];
  return known ?? field(failure.body, messageField) ?? field(failure.body, 'message');
};

/** Status and body of a failure as the funnel's events take them (status 0: no HTTP answer). */
export const failureDetails = (failure: ApiFailure): { status: number; headers: Readonly<Record<string, string>>; body: unknown } =>
  failure.kind === 'http'
    ? { status: failure.status, headers: failure.headers, body: failure.body }
    : { status: 0, headers: {}, body: undefined };
