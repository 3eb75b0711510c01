import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, THIRD_PARTY_DUPLICATE_ACCOUNT, TWO_FACTOR_HEADER } from '../../domain/auth';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { MemoryStorage } from '../../../tests/fakes/foundation';
import {
  FakeAnalytics,
  FakeAuthGateway,
  FakeIdentityProvider,
  FakeNativeBridge,
  FakeScheduler,
  authResponse,
  failed,
  fakeSettings,
  httpFailure,
  networkFailure,
  ok,
  settle,
  twoFactorChallenge,
} from '../../../tests/fakes/auth';
import type { IdentityResult } from './identity-provider';
import { AuthFunnelPresenter } from './auth-funnel-presenter';
import { UserSession } from './user-session';

const setup = (
  options: { identity?: IdentityResult[]; bridge?: FakeNativeBridge; language?: 'en' | 'fr' | 'de'; immediate?: boolean } = {},
) => {
  const gateway = new FakeAuthGateway();
  const storage = new MemoryStorage();
  const session = new UserSession(gateway, storage);
  const identity = new FakeIdentityProvider(options.identity ?? []);
  const bridge = options.bridge ?? new FakeNativeBridge(false);
  const analytics = new FakeAnalytics();
  const scheduler = new FakeScheduler(options.immediate ?? false);
  const presenter = new AuthFunnelPresenter(gateway, session, identity, bridge, analytics, fakeSettings(options.language ?? 'en', 'GBP'), scheduler);
  return { presenter, gateway, session, storage, identity, bridge, analytics, scheduler };
};

type Setup = ReturnType<typeof setup>;

/** Opens the funnel and keeps its outcome. */
const opened = (s: Setup, trigger: Parameters<AuthFunnelPresenter['open']>[0] = 'header') => {
  const outcome: { value?: AuthenticationOutcome } = {};
  void s.presenter.open(trigger).then((o) => {
    outcome.value = o;
  });
  return outcome;
};

const toLogin = async (s: Setup, email = 'ann@example.com') => {
  s.presenter.fieldChanged('email', email);
  await s.presenter.emailSubmitted();
};

const toRegister = async (s: Setup) => {
  s.gateway.emailExistsResponder = () => failed(httpFailure(404, { error: 'account_not_found' }));
  await toLogin(s, 'new@example.com');
  expect(s.presenter.step).toBe('register');
};

const fillRegistration = (s: Setup) => {
  s.presenter.fieldChanged('firstName', ' Ann ');
  s.presenter.fieldChanged('lastName', 'Lee');
  s.presenter.fieldChanged('phonePrefixCountry', 'FR');
  s.presenter.fieldChanged('phoneNumber', '06 12 34 56 78');
  s.presenter.fieldChanged('password', 'long-enough');
};

const toTwoFactor = async (s: Setup) => {
  await toRegister(s);
  fillRegistration(s);
  s.gateway.registerResponder = () => failed(twoFactorChallenge());
  await s.presenter.registerSubmitted();
  await settle();
  expect(s.presenter.step).toBe('twoFactorAuth');
};

const google = (profile: IdentityResult extends infer R ? (R extends { profile?: infer P } ? P : never) : never = {}): IdentityResult => ({
  kind: 'signedIn',
  provider: 'Firebase.Google',
  token: 'google-id-token',
  profile,
});

describe('AuthFunnelPresenter: opening and closing', () => {
  it('opens at loginOrRegister with the trigger and the language\'s phone prefix', () => {
    const s = setup({ language: 'de' });
    void s.presenter.open('favorite');
    expect(s.presenter.isOpen).toBe(true);
    expect(s.presenter.presentation).toBe('modal');
    expect(s.presenter.step).toBe('loginOrRegister');
    expect(s.presenter.state.trigger).toBe('favorite');
    expect(s.presenter.state.phonePrefixCountry).toBe('DE');
    expect(s.presenter.titleKey).toBe('funnel.loginOrRegister.title');
    expect(s.presenter.canGoBack).toBe(false);
  });

  it('closing aborts, and a late answer to the closed funnel is ignored', async () => {
    const s = setup();
    const outcome = opened(s);
    let answer: (v: ReturnType<typeof ok<{ exists: true }>>) => void = () => undefined;
    s.gateway.emailExistsResponder = () => new Promise((resolve) => (answer = resolve));
    s.presenter.fieldChanged('email', 'ann@example.com');
    const submitted = s.presenter.emailSubmitted();
    s.presenter.closed();
    await settle();
    expect(outcome.value).toEqual({ kind: 'aborted' });
    expect(s.presenter.isOpen).toBe(false);
    answer(ok({ exists: true }));
    await submitted;
    expect(s.presenter.step).toBe('loginOrRegister');
  });

  it('opening again aborts the funnel still open', async () => {
    const s = setup();
    const first = opened(s);
    void s.presenter.open('book', { presentation: 'page' });
    await settle();
    expect(first.value).toEqual({ kind: 'aborted' });
    expect(s.presenter.presentation).toBe('page');
    expect(s.presenter.state.trigger).toBe('book');
  });
});

describe('AuthFunnelPresenter: email step', () => {
  it('validates the email first and calls nothing when it is invalid', async () => {
    const s = setup();
    opened(s);
    await s.presenter.emailSubmitted();
    expect(s.presenter.fieldErrors).toEqual({ email: AUTH_MESSAGES.emailRequired });
    s.presenter.fieldChanged('email', 'not-an-email');
    expect(s.presenter.fieldErrors).toEqual({});
    await s.presenter.emailSubmitted();
    expect(s.presenter.fieldErrors).toEqual({ email: AUTH_MESSAGES.emailInvalid });
    expect(s.gateway.calls).toEqual([]);
  });

  it('goes to login when the email exists', async () => {
    const s = setup();
    opened(s);
    await toLogin(s, '  ann@example.com ');
    expect(s.gateway.callsOf('emailExists')).toEqual([['ann@example.com']]);
    expect(s.presenter.step).toBe('login');
    expect(s.presenter.canGoBack).toBe(true);
    expect(s.presenter.state.status).toBe('idle');
  });

  it('goes to register on 404 (spec section 8)', async () => {
    const s = setup();
    opened(s);
    await toRegister(s);
    expect(s.presenter.state.status).toBe('idle');
  });

  it('stays with status error on any other failure', async () => {
    const s = setup();
    opened(s);
    s.gateway.emailExistsResponder = () => failed(httpFailure(429, { error: 'too_many_requests', message: 'Slow down' }));
    await toLogin(s);
    expect(s.presenter.step).toBe('loginOrRegister');
    expect(s.presenter.state.status).toBe('error');
    expect(s.presenter.state.error).toBe('server.tooManyRequests');
    s.gateway.emailExistsResponder = () => failed(httpFailure(500, { error: 'internal', message: 'Down for maintenance' }));
    await s.presenter.emailSubmitted();
    expect(s.presenter.state.error).toBe('Down for maintenance');
    s.gateway.emailExistsResponder = () => failed(networkFailure());
    await s.presenter.emailSubmitted();
    expect(s.presenter.state.error).toBe('server.network');
    s.gateway.emailExistsResponder = () => failed(httpFailure(502, 'Bad gateway'));
    await s.presenter.emailSubmitted();
    expect(s.presenter.state.error).toBe(AUTH_MESSAGES.genericError);
  });
});

describe('AuthFunnelPresenter: login', () => {
  it('stores the response, tracks login_success and resolves with the token', async () => {
    const s = setup();
    const outcome = opened(s, 'book');
    await toLogin(s);
    s.presenter.fieldChanged('password', 'secret');
    await s.presenter.loginSubmitted();
    await settle();
    expect(s.gateway.callsOf('login')).toEqual([[{ email: 'ann@example.com', password: 'secret' }]]);
    expect(s.session.token).toBe('token-1');
    expect(s.session.firstName).toBe('Ann');
    expect(s.analytics.events).toEqual([
      { event: 'login_success', userId: '42', hashedEmail: 'hashed-email', hashedPhone: 'hashed-phone' },
    ]);
    expect(s.presenter.step).toBe('authenticated');
    expect(s.presenter.isOpen).toBe(false);
    expect(outcome.value).toEqual({ kind: 'success', authToken: 'token-1' });
  });

  it('asks for the password before calling', async () => {
    const s = setup();
    opened(s);
    await toLogin(s);
    await s.presenter.loginSubmitted();
    expect(s.presenter.fieldErrors).toEqual({ password: AUTH_MESSAGES.passwordRequired });
    expect(s.gateway.callsOf('login')).toEqual([]);
  });

  it('a failure shows the error from the server response and stays on login', async () => {
    const s = setup();
    const outcome = opened(s);
    await toLogin(s);
    s.presenter.fieldChanged('password', 'wrong');
    s.gateway.loginResponder = () => failed(httpFailure(401, { error: 'invalid_credentials', message: 'The email address or the password is incorrect.' }));
    await s.presenter.loginSubmitted();
    expect(s.presenter.step).toBe('login');
    expect(s.presenter.state.status).toBe('error');
    expect(s.presenter.state.error).toBe('server.invalidCredentials');
    s.gateway.loginResponder = () => failed(httpFailure(401, { error: 'locked', message: 'Your account is locked.' }));
    await s.presenter.loginSubmitted();
    expect(s.presenter.state.error).toBe('Your account is locked.');
    expect(s.session.isSignedIn).toBe(false);
    expect(s.analytics.events).toEqual([]);
    expect(outcome.value).toBeUndefined();
  });
});

describe('AuthFunnelPresenter: forgot password', () => {
  it('success sets status success, with the email and the language', async () => {
    const s = setup({ language: 'fr' });
    opened(s);
    await toLogin(s);
    s.presenter.forgotPasswordOpened();
    expect(s.presenter.step).toBe('forgotPassword');
    await s.presenter.forgotPasswordSubmitted();
    expect(s.gateway.callsOf('requestPasswordReset')).toEqual([['ann@example.com', 'fr']]);
    expect(s.presenter.state.status).toBe('success');
  });

  it("failure shows the provider's error detail (ErreurMessage)", async () => {
    const s = setup();
    opened(s);
    await toLogin(s);
    s.presenter.forgotPasswordOpened();
    s.gateway.passwordResetRequestResponder = () =>
      failed(httpFailure(400, { ErreurMessage: 'Please enter a valid email address.', error: 'bad_request' }));
    await s.presenter.forgotPasswordSubmitted();
    expect(s.presenter.state.status).toBe('error');
    expect(s.presenter.state.error).toBe('Please enter a valid email address.');
    s.gateway.passwordResetRequestResponder = () =>
      failed(httpFailure(429, { ErreurMessage: 'Too many requests.', error: 'too_many_requests', retryAfterSeconds: 60 }));
    await s.presenter.forgotPasswordSubmitted();
    expect(s.presenter.state.error).toBe('server.tooManyRequests');
  });

  it('validates the email before sending', async () => {
    const s = setup();
    opened(s);
    await toLogin(s);
    s.presenter.forgotPasswordOpened();
    s.presenter.fieldChanged('email', 'nope');
    await s.presenter.forgotPasswordSubmitted();
    expect(s.presenter.fieldErrors.email).toBe(AUTH_MESSAGES.emailInvalid);
    expect(s.gateway.callsOf('requestPasswordReset')).toEqual([]);
  });
});

describe('AuthFunnelPresenter: registration', () => {
  it('validates with validateRegistration first and shows field errors by message key', async () => {
    const s = setup();
    opened(s);
    await toRegister(s);
    await s.presenter.registerSubmitted();
    expect(s.presenter.fieldErrors).toEqual({
      names: AUTH_MESSAGES.namesRequired,
      phone: AUTH_MESSAGES.phoneNumberRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
    expect(s.gateway.callsOf('register')).toEqual([]);
    s.presenter.fieldChanged('firstName', 'Ann');
    expect(s.presenter.fieldErrors.names).toBeUndefined();
  });

  it('401 with the two-factor header → code step, code cleared, the first SMS sent once only', async () => {
    const s = setup();
    opened(s);
    await toTwoFactor(s);
    expect(s.gateway.callsOf('register')).toEqual([
      [{
        email: 'new@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        phoneGroup: { country: 'FR', number: '06 12 34 56 78' },
        password: 'long-enough',
        currencyCode: 'GBP',
      }],
    ]);
    expect(s.presenter.state.validationCode).toBe('');
    expect(s.presenter.state.firstSmsSent).toBe(true);
    expect(s.gateway.callsOf('resendValidationCode')).toEqual([
      [{ phone: '06 12 34 56 78', email: 'new@example.com', prefix: 'FR', sender: 'sms' }],
    ]);
    // Back to the form and registering again reaches the code step without a second first SMS.
    s.presenter.backPressed();
    expect(s.presenter.step).toBe('register');
    await s.presenter.registerSubmitted();
    await settle();
    expect(s.presenter.step).toBe('twoFactorAuth');
    expect(s.gateway.callsOf('resendValidationCode')).toHaveLength(1);
  });

  it('a 401 without the header is an error on the form', async () => {
    const s = setup();
    opened(s);
    await toRegister(s);
    fillRegistration(s);
    s.gateway.registerResponder = () => failed(httpFailure(401, { error: 'authentication_required', message: 'Please sign in.' }));
    await s.presenter.registerSubmitted();
    expect(s.presenter.step).toBe('register');
    expect(s.presenter.state.error).toBe('Please sign in.');
  });

  it('a 400 with field details shows them on the fields', async () => {
    const s = setup();
    opened(s);
    await toRegister(s);
    fillRegistration(s);
    s.gateway.registerResponder = () =>
      failed(httpFailure(400, { error: 'bad_request', message: 'The request is not valid.', details: ['phone: auth.validation.phoneNumberInvalid', 'currencyCode: unknown currency'] }));
    await s.presenter.registerSubmitted();
    expect(s.presenter.fieldErrors).toEqual({ phone: AUTH_MESSAGES.phoneNumberInvalid });
    expect(s.presenter.state.status).toBe('error');
  });

  it('a wrong code stays on the code step with an error; the right one authenticates', async () => {
    const s = setup();
    const outcome = opened(s);
    await toTwoFactor(s);
    await s.presenter.validationCodeSubmitted();
    expect(s.presenter.fieldErrors).toEqual({ validationCode: AUTH_MESSAGES.validationCodeRequired });
    s.presenter.fieldChanged('validationCode', '000000');
    s.gateway.registerResponder = () => failed(twoFactorChallenge('validation_code_invalid'));
    await s.presenter.validationCodeSubmitted();
    expect(s.presenter.step).toBe('twoFactorAuth');
    expect(s.presenter.state.status).toBe('error');
    expect(s.presenter.state.error).toBe(AUTH_MESSAGES.validationCodeInvalid);
    expect(s.presenter.state.validationCode).toBe('');
    s.presenter.fieldChanged('validationCode', ' 123456 ');
    s.gateway.registerResponder = () => ok(authResponse('token-new'));
    await s.presenter.validationCodeSubmitted();
    await settle();
    const last = s.gateway.callsOf('register').at(-1)?.[0];
    expect(last).toMatchObject({ email: 'new@example.com', password: 'long-enough', validationCode: '123456' });
    expect(s.presenter.step).toBe('authenticated');
    expect(s.session.token).toBe('token-new');
    expect(outcome.value).toEqual({ kind: 'success', authToken: 'token-new' });
    expect(s.analytics.events).toEqual([{ event: 'sign_up', userId: '42', hashedEmail: 'hashed-email', hashedPhone: 'hashed-phone' }]);
    expect(s.gateway.callsOf('resendValidationCode')).toHaveLength(1);
  });

  it('resending is delayed 1000 ms through the scheduler and uses the chosen method', async () => {
    const s = setup();
    opened(s);
    await toTwoFactor(s);
    const resend = s.presenter.resendRequested('call');
    expect(s.presenter.state.resendValidationCodeStatus).toBe('pending');
    expect(s.scheduler.delays).toEqual([1000]);
    await settle();
    expect(s.gateway.callsOf('resendValidationCode')).toHaveLength(1);
    // A second request while one is pending is ignored.
    await s.presenter.resendRequested('sms');
    expect(s.scheduler.delays).toEqual([1000]);
    s.scheduler.flush();
    await resend;
    expect(s.gateway.callsOf('resendValidationCode').at(-1)).toEqual([
      { phone: '06 12 34 56 78', email: 'new@example.com', prefix: 'FR', sender: 'call' },
    ]);
    expect(s.presenter.state.resendValidationCodeStatus).toBe('success');
  });

  it('a failed resend keeps the reason', async () => {
    const s = setup({ immediate: true });
    opened(s);
    await toTwoFactor(s);
    s.gateway.resendResponder = () => failed(httpFailure(429, { error: 'too_many_requests', retryAfterSeconds: 20 }));
    await s.presenter.resendRequested('sms');
    expect(s.presenter.state.resendValidationCodeStatus).toBe('error');
    expect(s.presenter.resendError).toBe('server.tooManyRequests');
  });
});

describe('AuthFunnelPresenter: third-party sign-in', () => {
  it('a cancelled provider changes nothing; a failed one shows its message', async () => {
    const s = setup({ identity: [{ kind: 'cancelled' }, { kind: 'failed', message: 'provider.popupBlocked' }] });
    opened(s);
    await s.presenter.thirdPartyRequested('Firebase.Apple');
    expect(s.identity.requests).toEqual(['Firebase.Apple']);
    expect(s.presenter.step).toBe('loginOrRegister');
    expect(s.presenter.providerError).toBeUndefined();
    await s.presenter.thirdPartyRequested('Firebase.Apple');
    expect(s.presenter.providerError).toBe('provider.popupBlocked');
    expect(s.gateway.callsOf('login')).toEqual([]);
  });

  it('logs in with the provider token; success authenticates and tracks', async () => {
    const s = setup({ identity: [google({ email: 'ann@gmail.com' })] });
    const outcome = opened(s);
    await s.presenter.thirdPartyRequested('Firebase.Google');
    await settle();
    expect(s.gateway.callsOf('login')).toEqual([[{ providerId: 'Firebase.Google', providerToken: 'google-id-token' }]]);
    expect(outcome.value).toEqual({ kind: 'success', authToken: 'token-1' });
    expect(s.analytics.events).toHaveLength(1);
  });

  it('403 → thirdPartyRegister prefilled from the profile', async () => {
    const s = setup({ identity: [google({ email: 'ann@gmail.com', firstName: 'Ann', lastName: 'Lee' })] });
    opened(s);
    s.gateway.loginResponder = () => failed(httpFailure(403, { error: 'third_party_account_not_found' }));
    await s.presenter.thirdPartyRequested('Firebase.Google');
    expect(s.presenter.step).toBe('thirdPartyRegister');
    expect(s.presenter.state).toMatchObject({ email: 'ann@gmail.com', firstName: 'Ann', lastName: 'Lee', status: 'idle' });
    expect(s.presenter.providerEmailKnown).toBe(true);
    expect(s.presenter.state.error).toBeUndefined();
  });

  it('a provider without email gives the no-email-access message and an email field', async () => {
    const s = setup({ identity: [{ kind: 'signedIn', provider: 'Firebase.Apple', token: 'apple-token', profile: { firstName: 'Ann' } }] });
    opened(s);
    s.gateway.loginResponder = () => failed(httpFailure(403, { error: 'third_party_account_not_found' }));
    await s.presenter.thirdPartyRequested('Firebase.Apple');
    expect(s.presenter.step).toBe('thirdPartyRegister');
    expect(s.presenter.providerEmailKnown).toBe(false);
    expect(s.presenter.state.error).toBe(AUTH_MESSAGES.thirdPartyNoEmailAccess);
    expect(s.presenter.state.hasMissingThirdPartyUserInfo).toBe(true);
    await s.presenter.registerSubmitted();
    expect(s.presenter.fieldErrors.email).toBe(AUTH_MESSAGES.emailRequired);
  });

  it('other login failures set error', async () => {
    const s = setup({ identity: [google()] });
    opened(s);
    s.gateway.loginResponder = () => failed(httpFailure(401, { error: 'provider_token_invalid', message: 'Expired' }));
    await s.presenter.thirdPartyRequested('Firebase.Google');
    expect(s.presenter.step).toBe('loginOrRegister');
    expect(s.presenter.state.error).toBe('server.providerTokenInvalid');
  });

  const toThirdPartyRegister = async (s: Setup) => {
    s.gateway.loginResponder = () => failed(httpFailure(403, { error: 'third_party_account_not_found' }));
    await s.presenter.thirdPartyRequested('Firebase.Google');
    s.presenter.fieldChanged('phoneNumber', '0612345678');
    s.presenter.fieldChanged('phonePrefixCountry', 'FR');
  };

  it('third-party register: 401 with the header → code step (with the provider token, no password)', async () => {
    const s = setup({ identity: [google({ email: 'ann@gmail.com', firstName: 'Ann', lastName: 'Lee' })] });
    const outcome = opened(s);
    await toThirdPartyRegister(s);
    s.gateway.registerResponder = () => failed(twoFactorChallenge());
    await s.presenter.registerSubmitted();
    await settle();
    expect(s.presenter.step).toBe('twoFactorAuth');
    expect(s.gateway.callsOf('register')[0]?.[0]).toEqual({
      email: 'ann@gmail.com',
      firstName: 'Ann',
      lastName: 'Lee',
      phoneGroup: { country: 'FR', number: '0612345678' },
      currencyCode: 'GBP',
      providerId: 'Firebase.Google',
      providerToken: 'google-id-token',
    });
    expect(s.gateway.callsOf('resendValidationCode')).toHaveLength(1);
    s.presenter.fieldChanged('validationCode', '654321');
    s.gateway.registerResponder = () => ok(authResponse('token-tp'));
    await s.presenter.validationCodeSubmitted();
    await settle();
    expect(s.gateway.callsOf('register')[1]?.[0]).toMatchObject({ providerId: 'Firebase.Google', validationCode: '654321' });
    expect(outcome.value).toEqual({ kind: 'success', authToken: 'token-tp' });
  });

  it('third-party register: 409 third-party-duplicate-account → login with the email', async () => {
    const s = setup({ identity: [google({ email: 'ann@gmail.com', firstName: 'Ann', lastName: 'Lee' })] });
    opened(s);
    await toThirdPartyRegister(s);
    s.gateway.registerResponder = () =>
      failed(httpFailure(409, { error: 'conflict', context: THIRD_PARTY_DUPLICATE_ACCOUNT, email: 'ann@example.com', message: 'Sign in.' }));
    await s.presenter.registerSubmitted();
    expect(s.presenter.step).toBe('login');
    expect(s.presenter.state.email).toBe('ann@example.com');
    expect(s.presenter.state.stack).toEqual(['loginOrRegister']);
    expect(s.presenter.state.status).toBe('idle');
  });
});

describe('AuthFunnelPresenter: back', () => {
  it('pops the stack, clears the error and sets idle', async () => {
    const s = setup();
    opened(s);
    await toLogin(s);
    s.presenter.fieldChanged('password', 'x');
    s.gateway.loginResponder = () => failed(httpFailure(401, { error: 'invalid_credentials' }));
    await s.presenter.loginSubmitted();
    expect(s.presenter.state.status).toBe('error');
    s.presenter.backPressed();
    expect(s.presenter.step).toBe('loginOrRegister');
    expect(s.presenter.state.status).toBe('idle');
    expect(s.presenter.state.error).toBeUndefined();
    expect(s.presenter.canGoBack).toBe(false);
  });

  it('closes the offline provider form first when it is shown', async () => {
    const s = setup();
    const cancelled: string[] = [];
    const form = {
      provider: 'Firebase.Google' as const,
      status: 'idle' as const,
      error: undefined,
      fieldErrors: {},
      submitted: () => undefined,
      cancelled: () => cancelled.push('cancelled'),
    };
    Object.assign(s.identity, { form });
    opened(s);
    expect(s.presenter.identityForm).toBe(form);
    expect(s.presenter.titleKey).toBe('funnel.offlineProvider.title');
    expect(s.presenter.canGoBack).toBe(true);
    cancelled.length = 0;
    s.presenter.backPressed();
    expect(cancelled).toEqual(['cancelled']);
  });
});

describe('AuthFunnelPresenter: in the native app', () => {
  it('initialises tracking then push permission before going to authenticated', async () => {
    const bridge = new FakeNativeBridge(true, 'ios', 'notDetermined', 'authorized', true);
    const s = setup({ bridge });
    const order: string[] = [];
    s.gateway.permissionResponder = (kind, isAccepted) => {
      order.push(`${kind}:${isAccepted}:${s.presenter.step}`);
      return ok({});
    };
    const outcome = opened(s);
    await toLogin(s);
    s.presenter.fieldChanged('password', 'secret');
    await s.presenter.loginSubmitted();
    await settle();
    expect(bridge.log).toEqual(['platform', 'tracking.status', 'tracking.request', 'push.request']);
    expect(order).toEqual(['tracking:true:login', 'push:true:login']);
    expect(s.session.permissions).toEqual({ pushNotif: true, tracking: true });
    expect(outcome.value).toEqual({ kind: 'success', authToken: 'token-1' });
  });

  it('a bridge that fails does not block the sign-in', async () => {
    const bridge = new FakeNativeBridge(true, 'android', 'denied', 'denied', new Error('no answer'));
    const s = setup({ bridge });
    const outcome = opened(s);
    await toLogin(s);
    s.presenter.fieldChanged('password', 'secret');
    await s.presenter.loginSubmitted();
    await settle();
    expect(bridge.log).toEqual(['platform', 'push.request']);
    expect(s.gateway.callsOf('saveTrackingPermission')).toEqual([[true]]);
    expect(outcome.value?.kind).toBe('success');
  });
});

describe('AuthFunnelPresenter: two-factor header', () => {
  it('is read whatever its case', async () => {
    const s = setup();
    opened(s);
    await toRegister(s);
    fillRegistration(s);
    s.gateway.registerResponder = () => failed(httpFailure(401, {}, { [TWO_FACTOR_HEADER.toUpperCase()]: 'sms' }));
    await s.presenter.registerSubmitted();
    expect(s.presenter.step).toBe('twoFactorAuth');
  });
});
