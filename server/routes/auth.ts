import { Hono, type Context } from 'hono';
import {
  AUTH_ERRORS,
  AUTH_PATHS,
  EmailExistsRequest,
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  ResendValidationCodeRequest,
  isThirdPartyRegistration,
  type AccountMeResponse,
  type AuthenticationResponse,
  type EmailExistsResponse,
  type LegacyPasswordResetError,
  type LegacyPasswordResetResponse,
  type LogoutResponse,
  type PasswordResetResponse,
  type ResendValidationCodeResponse,
  type ThirdPartyDuplicateAccountError,
} from '../../src/contract/auth';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { THIRD_PARTY_DUPLICATE_ACCOUNT, TWO_FACTOR_HEADER } from '../../src/domain/auth/funnel';
import {
  hasNoErrors,
  normalizeName,
  normalizeValidationCode,
  toE164,
  validateEmail,
  validateLogin,
  validateNewPassword,
  validateRegistration,
  validateValidationCode,
} from '../../src/domain/auth/validation';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../src/domain/i18n/languages';
import {
  canonicalEmail,
  findAccountByEmail,
  findAccountByIdentity,
  isUniqueViolation,
  signIn,
  type AccountRow,
} from '../auth/accounts';
import { createAuthAdapters, type AuthAdapters } from '../auth/auth-adapters';
import { authorize, bearerToken } from '../auth/authorize';
import { clientAddress } from '../auth/client-address';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/password';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';
import { resolvePhone } from '../auth/phone';
import { checkLimits, clearHits, recordHits, tooManyRequests } from '../auth/rate-limit';
import { revokeSession } from '../auth/sessions';
import { checkCode, resendCode, startRegistration, type CodePorts, type IssueResult } from '../auth/validation-codes';
import { devApiRoutes } from '../dev/dev-api';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, badRequest, validateBody } from '../http/validate';
import type { ProviderIdentity, TokenCheck } from '../identity/identity';

/** "field: message key" details of a 400, from a domain validation record. */
const fieldDetails = (errors: object): string[] =>
  Object.entries(errors).flatMap(([field, key]) => (typeof key === 'string' ? [`${field}: ${key}`] : []));

const INVALID_CREDENTIALS_MESSAGE = 'The email address or the password is incorrect.';

/**
 * Sign-in and registration (spec sections 4, 7 and 8): email check, login (password or provider token),
 * registration with an SMS code, code resend, sign-out, password reset, and the signed-in user.
 */
export const authRoutes = (deps: ServerDeps, overrides: Partial<AuthAdapters> = {}) => {
  const adapters = createAuthAdapters(deps, overrides);
  const codePorts: CodePorts = {
    db: deps.db,
    sms: adapters.sms,
    now: deps.now,
    secret: adapters.secret,
    ...(adapters.randomCode && { randomCode: adapters.randomCode }),
  };
  const app = new Hono<AppEnv>();

  const providerTokenRejected = (c: Context, check: Extract<TokenCheck, { ok: false }>) =>
    check.reason === 'unavailable'
      ? c.json({ error: 'identity_provider_unavailable', message: 'The sign-in provider cannot be reached. Please try again.' }, 503)
      : apiError(c, 401, AUTH_ERRORS.providerTokenInvalid, { message: 'The sign-in with this provider has expired or is not valid. Please try again.' });

  const twoFactor = (c: Context, error: string, message: string) => {
    c.header(TWO_FACTOR_HEADER, 'sms');
    return apiError(c, 401, error, { message });
  };

  /** The 401 that asks for the code, or why no code could be sent. */
  const codeIssued = (c: Context, result: IssueResult) => {
    switch (result.kind) {
      case 'sent':
      case 'alreadySent':
        return twoFactor(c, AUTH_ERRORS.twoFactorRequired, 'Enter the 6-digit code we sent to your phone.');
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds);
      case 'deliveryFailed':
        return c.json({ error: AUTH_ERRORS.smsDeliveryFailed, message: 'The code could not be sent. Please try again.' }, 502);
    }
  };

  app.post(AUTH_PATHS.emailExists, async (c) => {
    const body = await validateBody(c, EmailExistsRequest);
    if (!body.ok) return body.response;
    const invalid = validateEmail(body.value.email);
    if (invalid) return badRequest(c, [`email: ${invalid}`]);
    const now = deps.now();
    const address = clientAddress(c);
    // The spec needs this answer; the limit keeps it from becoming a bulk address checker.
    const allowed = await checkLimits(deps.db, [['emailExistsAddress', address]], now);
    if (!allowed.ok) return tooManyRequests(c, allowed.retryAfterSeconds);
    await recordHits(deps.db, [['emailExistsAddress', address]], now);
    const account = await findAccountByEmail(deps.db, body.value.email);
    if (!account) return apiError(c, 404, AUTH_ERRORS.accountNotFound, { message: 'No account uses this email address.' });
    return c.json<EmailExistsResponse>({ exists: true });
  });

  app.post(AUTH_PATHS.login, async (c) => {
    const body = await validateBody(c, LoginRequest);
    if (!body.ok) return body.response;
    const now = deps.now();
    const address = clientAddress(c);
    const request = body.value;

    if ('providerId' in request) {
      const allowed = await checkLimits(deps.db, [['loginFailureAddress', address]], now);
      if (!allowed.ok) return tooManyRequests(c, allowed.retryAfterSeconds);
      const check = await adapters.identity.verifyProviderToken(request.providerId, request.providerToken);
      if (!check.ok) {
        if (check.reason !== 'unavailable') await recordHits(deps.db, [['loginFailureAddress', address]], now);
        return providerTokenRejected(c, check);
      }
      const account = await findAccountByIdentity(deps.db, check.identity.provider, check.identity.subject);
      if (!account) {
        return apiError(c, 403, AUTH_ERRORS.thirdPartyAccountNotFound, { message: 'No account is linked to this sign-in yet.' });
      }
      return c.json<AuthenticationResponse>(await signIn(deps.db, account, now));
    }

    const errors = validateLogin(request);
    if (!hasNoErrors(errors)) return badRequest(c, fieldDetails(errors));
    const email = canonicalEmail(request.email);
    const limits = [['loginFailureAccount', email], ['loginFailureAddress', address]] as const;
    const allowed = await checkLimits(deps.db, limits, now);
    if (!allowed.ok) return tooManyRequests(c, allowed.retryAfterSeconds);
    const account = await findAccountByEmail(deps.db, email);
    let valid = false;
    if (account?.passwordHash) valid = await verifyPassword(request.password, account.passwordHash);
    // Unknown email and wrong password take the same time and give the same answer.
    else await burnPasswordCheck(request.password);
    if (!account || !valid) {
      await recordHits(deps.db, limits, now);
      return apiError(c, 401, AUTH_ERRORS.invalidCredentials, { message: INVALID_CREDENTIALS_MESSAGE });
    }
    await clearHits(deps.db, 'loginFailureAccount', email);
    return c.json<AuthenticationResponse>(await signIn(deps.db, account, now));
  });

  app.post(AUTH_PATHS.register, async (c) => {
    const body = await validateBody(c, RegisterRequest);
    if (!body.ok) return body.response;
    const request = body.value;
    const thirdParty = isThirdPartyRegistration(request);

    let identity: ProviderIdentity | undefined;
    if (thirdParty) {
      const check = await adapters.identity.verifyProviderToken(request.providerId, request.providerToken);
      if (!check.ok) return providerTokenRejected(c, check);
      identity = check.identity;
      const linked = await findAccountByIdentity(deps.db, identity.provider, identity.subject);
      if (linked) return duplicateAccount(c, linked.email);
    }

    // The provider's address wins over a typed one: the provider has verified it.
    const rawEmail = identity?.email ?? request.email;
    const form = {
      email: rawEmail,
      firstName: request.firstName,
      lastName: request.lastName,
      phonePrefixCountry: request.phoneGroup.country,
      phoneNumber: request.phoneGroup.number,
      password: 'password' in request ? request.password : '',
    };
    const errors: Record<string, string | undefined> = { ...validateRegistration(form, thirdParty ? 'thirdParty' : 'email') };
    if (thirdParty && rawEmail.trim() === '') errors.email = AUTH_MESSAGES.thirdPartyNoEmailAccess;
    const code = request.validationCode === undefined ? '' : normalizeValidationCode(request.validationCode);
    if (code !== '') {
      const codeProblem = validateValidationCode(code);
      if (codeProblem) errors.validationCode = codeProblem;
    }
    const currencyCode = request.currencyCode.trim().toUpperCase();
    const currency = /^[A-Z]{3}$/.test(currencyCode)
      ? await deps.db.selectFrom('currencies').select('code').where('code', '=', currencyCode).executeTakeFirst()
      : undefined;
    if (!currency) errors.currencyCode = 'unknown currency';
    const phone = toE164(form.phonePrefixCountry, form.phoneNumber);
    if (!hasNoErrors(errors) || !phone) {
      return badRequest(c, fieldDetails(errors));
    }

    const email = canonicalEmail(rawEmail);
    const existing = await findAccountByEmail(deps.db, email);
    if (existing) {
      return thirdParty
        ? duplicateAccount(c, existing.email)
        : apiError(c, 409, AUTH_ERRORS.emailTaken, { message: 'An account already uses this email address. Please sign in.' });
    }

    const issue = { email, phone, address: clientAddress(c), channel: 'sms' as const };
    if (code === '') return codeIssued(c, await startRegistration(codePorts, issue));
    const checked = await checkCode(codePorts, email, phone, code);
    switch (checked.kind) {
      case 'none':
        return codeIssued(c, await startRegistration(codePorts, issue));
      case 'invalid':
        return twoFactor(c, AUTH_ERRORS.validationCodeInvalid, 'This code is not the one we sent. Please check it.');
      case 'expired':
        return twoFactor(c, AUTH_ERRORS.validationCodeExpired, 'This code has expired. Ask for a new one.');
      case 'tooManyAttempts':
        return tooManyRequests(c, checked.retryAfterSeconds, {
          error: AUTH_ERRORS.tooManyAttempts,
          message: 'Too many wrong codes. Ask for a new one.',
        });
      case 'valid':
        break;
    }

    const now = deps.now();
    const passwordHash = 'password' in request ? await hashPassword(request.password) : null;
    let account: AccountRow;
    try {
      account = await deps.db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            email,
            first_name: normalizeName(request.firstName),
            last_name: normalizeName(request.lastName),
            phone_country: form.phonePrefixCountry,
            phone_number: phone,
            password_hash: passwordHash,
            roles: ['tenant'],
            currency_code: currencyCode,
            language: c.get('locale') ?? DEFAULT_LANGUAGE,
            created_at: now,
          })
          .returning(['id', 'email'])
          .executeTakeFirstOrThrow();
        if (identity) {
          await trx.insertInto('user_identities').values({ user_id: user.id, provider: identity.provider, subject: identity.subject, created_at: now }).execute();
        }
        await trx.deleteFrom('pending_registrations').where('id', '=', checked.pendingId).execute();
        return { id: user.id, email: user.email, passwordHash, phoneE164: phone };
      });
    } catch (error) {
      // Two registrations raced for the same email or identity.
      if (!isUniqueViolation(error)) throw error;
      return thirdParty ? duplicateAccount(c, email) : apiError(c, 409, AUTH_ERRORS.emailTaken, { message: 'An account already uses this email address. Please sign in.' });
    }
    return c.json<AuthenticationResponse>(await signIn(deps.db, account, now));
  });

  app.post(AUTH_PATHS.resendValidationCode, async (c) => {
    const body = await validateBody(c, ResendValidationCodeRequest);
    if (!body.ok) return body.response;
    const { email, phone, prefix, sender } = body.value;
    const details: string[] = [];
    const emailProblem = validateEmail(email);
    if (emailProblem) details.push(`email: ${emailProblem}`);
    const e164 = resolvePhone(prefix, phone);
    if (!e164) details.push(`phone: ${AUTH_MESSAGES.phoneNumberInvalid}`);
    if (details.length > 0 || !e164) return badRequest(c, details);
    const result = await resendCode(codePorts, { email: canonicalEmail(email), phone: e164, address: clientAddress(c), channel: sender });
    switch (result.kind) {
      case 'sent':
      case 'alreadySent':
        return c.json<ResendValidationCodeResponse>({ sent: true });
      case 'notFound':
        return apiError(c, 404, AUTH_ERRORS.registrationNotFound, { message: 'Start the registration again to get a code.' });
      case 'limited':
        return tooManyRequests(c, result.retryAfterSeconds);
      case 'deliveryFailed':
        return c.json({ error: AUTH_ERRORS.smsDeliveryFailed, message: 'The code could not be sent. Please try again.' }, 502);
    }
  });

  // Spec section 7: the legacy endpoint, GET with Email and lang; errors carry ErreurMessage.
  app.get(AUTH_PATHS.legacyPasswordReset, async (c) => {
    const email = c.req.query('Email') ?? '';
    if (validateEmail(email)) {
      return c.json<LegacyPasswordResetError>({ ErreurMessage: 'Please enter a valid email address.', error: 'bad_request' }, 400);
    }
    const lang = c.req.query('lang') ?? '';
    const language = isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
    const now = deps.now();
    const limits = [['passwordResetEmail', canonicalEmail(email)], ['passwordResetAddress', clientAddress(c)]] as const;
    const allowed = await checkLimits(deps.db, limits, now);
    if (!allowed.ok) {
      c.header('Retry-After', String(allowed.retryAfterSeconds));
      return c.json<LegacyPasswordResetError>(
        { ErreurMessage: 'Too many requests. Please wait before trying again.', error: AUTH_ERRORS.tooManyRequests, retryAfterSeconds: allowed.retryAfterSeconds },
        429,
      );
    }
    await recordHits(deps.db, limits, now);
    await requestPasswordReset({ db: deps.db, email: adapters.email, now: deps.now, publicUrl: deps.config.publicUrl }, email, language);
    return c.json<LegacyPasswordResetResponse>({ ok: true });
  });

  app.post(AUTH_PATHS.passwordReset, async (c) => {
    const body = await validateBody(c, PasswordResetRequest);
    if (!body.ok) return body.response;
    const problem = validateNewPassword(body.value.password);
    if (problem) return badRequest(c, [`password: ${problem}`]);
    if (!(await resetPassword(deps.db, body.value.token, body.value.password, deps.now()))) {
      return badRequest(c, [], AUTH_ERRORS.resetTokenInvalid);
    }
    return c.json<PasswordResetResponse>({ ok: true });
  });

  app.post(AUTH_PATHS.logout, async (c) => {
    const token = bearerToken(c);
    if (!token) return apiError(c, 401, AUTH_ERRORS.authenticationRequired, { message: 'Please sign in.' });
    await revokeSession(deps.db, token, deps.now());
    c.set('user', null);
    return c.json<LogoutResponse>({ ok: true });
  });

  app.get(AUTH_PATHS.me, async (c) => {
    const auth = await authorize(c, deps);
    if (!auth.ok) return auth.response;
    const user = auth.user;
    const permissions = await deps.db
      .selectFrom('user_permissions')
      .select(['push_notif', 'tracking'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    return c.json<AccountMeResponse>({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: [...user.roles],
      isPro: user.isPro,
      isSuperOwner: user.isSuperOwner,
      language: user.language,
      currencyCode: user.currencyCode,
      permissions: { pushNotif: permissions?.push_notif ?? false, tracking: permissions?.tracking ?? false },
    });
  });

  app.route('/', devApiRoutes(deps, adapters));
  return app;
};

/** Spec section 8: a third-party registration whose email already has an account goes back to login with it. */
const duplicateAccount = (c: Context, email: string) =>
  c.json<ThirdPartyDuplicateAccountError>(
    {
      error: 'conflict',
      context: THIRD_PARTY_DUPLICATE_ACCOUNT,
      email,
      message: 'An account already uses this email address. Sign in with your password.',
    },
    409,
  );
