import * as t from 'io-ts';
import { THIRD_PARTY_DUPLICATE_ACCOUNT, THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '../domain/auth/funnel';
import { ApiErrorBody } from './common';

/**
 * The authentication calls of spec section 7 ("Authentication"), plus sign-out, the password reset and /account/me.
 * Paths are relative to API_BASE_PATH. Field rules (spec section 5) are checked by src/domain/auth/validation on
 * both sides; these codecs check shapes only.
 */
export const AUTH_PATHS = {
  emailExists: '/auth/email/exists',
  login: '/auth/login',
  register: '/auth/register',
  resendValidationCode: '/auth/resend-validation-code',
  logout: '/auth/logout',
  passwordReset: '/auth/password-reset',
  legacyPasswordReset: '/legacy/password-reset',
  me: '/account/me',
  devSmsOutbox: '/dev/sms-outbox',
  devEmailOutbox: '/dev/email-outbox',
  devProviderToken: '/dev/identity-provider/token',
} as const;

/** The `error` values of the authentication answers. */
export const AUTH_ERRORS = {
  accountNotFound: 'account_not_found',
  invalidCredentials: 'invalid_credentials',
  thirdPartyAccountNotFound: 'third_party_account_not_found',
  providerTokenInvalid: 'provider_token_invalid',
  twoFactorRequired: 'two_factor_required',
  validationCodeInvalid: 'validation_code_invalid',
  validationCodeExpired: 'validation_code_expired',
  tooManyAttempts: 'too_many_attempts',
  tooManyRequests: 'too_many_requests',
  emailTaken: 'email_taken',
  conflict: 'conflict',
  registrationNotFound: 'registration_not_found',
  resetTokenInvalid: 'reset_token_invalid',
  smsDeliveryFailed: 'sms_delivery_failed',
  authenticationRequired: 'authentication_required',
} as const;

export const ThirdPartyProviderCodec = t.keyof(
  Object.fromEntries(THIRD_PARTY_PROVIDERS.map((p) => [p, null])) as Record<ThirdPartyProvider, null>,
  'ThirdPartyProvider',
);

/* POST /auth/email/exists: 200 EmailExistsResponse, or 404 { error: 'account_not_found' }. */
export const EmailExistsRequest = t.type({ email: t.string });
export type EmailExistsRequest = t.TypeOf<typeof EmailExistsRequest>;
export const EmailExistsResponse = t.type({ exists: t.literal(true) });
export type EmailExistsResponse = t.TypeOf<typeof EmailExistsResponse>;

/** The longest password accepted (code points), so the slow hash never runs on megabytes of input. */
export const PASSWORD_MAX_LENGTH = 128;
/** A password of at most PASSWORD_MAX_LENGTH code points (checked on the UTF-16 length first: cheap on huge input). */
export const Password = t.refinement(
  t.string,
  (s) => s.length <= PASSWORD_MAX_LENGTH || (s.length <= 2 * PASSWORD_MAX_LENGTH && [...s].length <= PASSWORD_MAX_LENGTH),
  `a password of at most ${PASSWORD_MAX_LENGTH} characters`,
);

/* POST /auth/login with an email and password, or with a provider token. */
export const EmailLoginRequest = t.type({ email: t.string, password: Password });
export type EmailLoginRequest = t.TypeOf<typeof EmailLoginRequest>;
export const ProviderLoginRequest = t.type({ providerId: ThirdPartyProviderCodec, providerToken: t.string });
export type ProviderLoginRequest = t.TypeOf<typeof ProviderLoginRequest>;
export const LoginRequest = t.union([ProviderLoginRequest, EmailLoginRequest]);
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

/** Spec section 3: authenticationResponse. hashedEmail: SHA-256 hex of the lower-cased email; hashedPhone of E.164 or ''. */
export const AuthTracking = t.type({ userId: t.string, hashedEmail: t.string, hashedPhone: t.string });
export type AuthTracking = t.TypeOf<typeof AuthTracking>;
export const AuthenticationResponse = t.type({ authToken: t.string, tracking: AuthTracking });
export type AuthenticationResponse = t.TypeOf<typeof AuthenticationResponse>;

/* POST /auth/register: without a valid code 401 + TWO_FACTOR_HEADER; with the right one 200 AuthenticationResponse. */
export const PhoneGroup = t.type({ country: t.string, number: t.string });
export type PhoneGroup = t.TypeOf<typeof PhoneGroup>;
const RegistrationCommon = t.type({
  email: t.string,
  firstName: t.string,
  lastName: t.string,
  phoneGroup: PhoneGroup,
  currencyCode: t.string,
});
const OptionalCode = t.partial({ validationCode: t.string });
export const EmailRegisterRequest = t.intersection([RegistrationCommon, t.type({ password: Password }), OptionalCode]);
export type EmailRegisterRequest = t.TypeOf<typeof EmailRegisterRequest>;
export const ThirdPartyRegisterRequest = t.intersection([
  RegistrationCommon,
  t.type({ providerId: ThirdPartyProviderCodec, providerToken: t.string }),
  OptionalCode,
]);
export type ThirdPartyRegisterRequest = t.TypeOf<typeof ThirdPartyRegisterRequest>;
/** The third-party variant first: it is the one that carries providerId. */
export const RegisterRequest = t.union([ThirdPartyRegisterRequest, EmailRegisterRequest]);
export type RegisterRequest = t.TypeOf<typeof RegisterRequest>;

export const isThirdPartyRegistration = (r: RegisterRequest): r is ThirdPartyRegisterRequest => 'providerId' in r;

/** 409 of a third-party registration whose email already has an account (spec section 8). */
export const ThirdPartyDuplicateAccountError = t.intersection([
  ApiErrorBody,
  t.type({ error: t.literal('conflict'), context: t.literal(THIRD_PARTY_DUPLICATE_ACCOUNT), email: t.string }),
]);
export type ThirdPartyDuplicateAccountError = t.TypeOf<typeof ThirdPartyDuplicateAccountError>;

/* POST /auth/resend-validation-code. prefix: the ISO country ("FR") or its dial code ("+33"); phone: national or E.164. */
export const ValidationCodeSender = t.keyof({ sms: null, call: null }, 'ValidationCodeSender');
export type ValidationCodeSender = t.TypeOf<typeof ValidationCodeSender>;
export const ResendValidationCodeRequest = t.type({ phone: t.string, email: t.string, prefix: t.string, sender: ValidationCodeSender });
export type ResendValidationCodeRequest = t.TypeOf<typeof ResendValidationCodeRequest>;
export const ResendValidationCodeResponse = t.type({ sent: t.literal(true) });
export type ResendValidationCodeResponse = t.TypeOf<typeof ResendValidationCodeResponse>;

/* GET /legacy/password-reset?Email=…&lang=…: errors carry ErreurMessage (spec section 7). */
export const LegacyPasswordResetQuery = t.intersection([t.type({ Email: t.string }), t.partial({ lang: t.string })]);
export type LegacyPasswordResetQuery = t.TypeOf<typeof LegacyPasswordResetQuery>;
export const LegacyPasswordResetResponse = t.type({ ok: t.literal(true) });
export type LegacyPasswordResetResponse = t.TypeOf<typeof LegacyPasswordResetResponse>;
export const LegacyPasswordResetError = t.intersection([
  t.type({ ErreurMessage: t.string, error: t.string }),
  t.partial({ retryAfterSeconds: t.number }),
]);
export type LegacyPasswordResetError = t.TypeOf<typeof LegacyPasswordResetError>;

/* POST /auth/password-reset: 200 { ok: true } or 400 { error: 'reset_token_invalid' }. */
export const PasswordResetRequest = t.type({ token: t.string, password: Password });
export type PasswordResetRequest = t.TypeOf<typeof PasswordResetRequest>;
export const PasswordResetResponse = t.type({ ok: t.literal(true) });
export type PasswordResetResponse = t.TypeOf<typeof PasswordResetResponse>;

/* POST /auth/logout (Bearer): 200 even when the session was already revoked, 401 without a token. */
export const LogoutResponse = t.type({ ok: t.literal(true) });
export type LogoutResponse = t.TypeOf<typeof LogoutResponse>;

/* GET /account/me (Bearer): 401 when anonymous. */
export const AccountPermissions = t.type({ pushNotif: t.boolean, tracking: t.boolean });
export const AccountMeResponse = t.type({
  id: t.number,
  email: t.string,
  firstName: t.string,
  lastName: t.string,
  roles: t.array(t.string),
  isPro: t.boolean,
  isSuperOwner: t.boolean,
  language: t.string,
  currencyCode: t.string,
  permissions: AccountPermissions,
});
export type AccountMeResponse = t.TypeOf<typeof AccountMeResponse>;

/* Development helpers, only while the offline adapters are active (404 otherwise). */
export const DevProviderTokenRequest = t.intersection([
  t.type({ provider: ThirdPartyProviderCodec, firstName: t.string, lastName: t.string, subject: t.string }),
  t.partial({ email: t.string }),
]);
export type DevProviderTokenRequest = t.TypeOf<typeof DevProviderTokenRequest>;
export const DevProviderTokenResponse = t.type({ providerToken: t.string });
export type DevProviderTokenResponse = t.TypeOf<typeof DevProviderTokenResponse>;

export const SmsOutboxMessage = t.type({
  phone: t.string,
  text: t.string,
  code: t.union([t.string, t.null]),
  channel: ValidationCodeSender,
  createdAt: t.string,
});
export const SmsOutboxResponse = t.type({ messages: t.array(SmsOutboxMessage) });
export type SmsOutboxResponse = t.TypeOf<typeof SmsOutboxResponse>;

export const EmailOutboxMessage = t.type({
  to: t.string,
  subject: t.string,
  text: t.string,
  link: t.union([t.string, t.null]),
  createdAt: t.string,
});
export const EmailOutboxResponse = t.type({ messages: t.array(EmailOutboxMessage) });
export type EmailOutboxResponse = t.TypeOf<typeof EmailOutboxResponse>;
