import { describe, expect, it } from 'vitest';
import {
  RESEND_DELAY_MS,
  THIRD_PARTY_DUPLICATE_ACCOUNT,
  TWO_FACTOR_HEADER,
  canGoBack,
  funnelReducer,
  hasTwoFactorChallenge,
  initialFunnelState,
  isAuthenticated,
  reduceFunnel,
  registrationKind,
  shouldSendFirstSms,
  type AuthenticationResponse,
  type FunnelEvent,
  type FunnelState,
} from './funnel';
import { AUTH_MESSAGES } from './messages';

const response: AuthenticationResponse = {
  authToken: 'token-1',
  tracking: { userId: '42', hashedEmail: 'he', hashedPhone: 'hp' },
};
const challenge: FunnelEvent = { type: 'registerFailed', status: 401, headers: { [TWO_FACTOR_HEADER]: 'sms' } };

const run = (...events: FunnelEvent[]): FunnelState => reduceFunnel(initialFunnelState(), events);
const atLogin = (): FunnelState =>
  run(
    { type: 'fieldChanged', field: 'email', value: ' ann@example.com ' },
    { type: 'emailSubmitted' },
    { type: 'emailCheckSucceeded' },
  );
const atRegister = (): FunnelState =>
  run({ type: 'fieldChanged', field: 'email', value: 'new@example.com' }, { type: 'emailSubmitted' }, {
    type: 'emailCheckFailed',
    status: 404,
  });
const atThirdPartyRegister = (): FunnelState =>
  run({ type: 'thirdPartyLoginStarted', provider: 'Firebase.Google', token: 'g-token' }, { type: 'loginFailed', status: 403 });
const atTwoFactor = (): FunnelState => reduceFunnel(atRegister(), [{ type: 'registerSubmitted' }, challenge]);

describe('initialFunnelState', () => {
  it('starts at loginOrRegister with an empty stack, idle, FR prefix and header trigger', () => {
    const state = initialFunnelState();
    expect(state.currentStep).toBe('loginOrRegister');
    expect(state.stack).toEqual([]);
    expect(state.status).toBe('idle');
    expect(state.phonePrefixCountry).toBe('FR');
    expect(state.trigger).toBe('header');
    expect(state.error).toBeUndefined();
    expect(state.firstSmsSent).toBe(false);
    expect(state.authenticationResponse).toBeUndefined();
  });

  it("takes the language's default phone prefix, the trigger and an email", () => {
    expect(initialFunnelState({ language: 'en' }).phonePrefixCountry).toBe('GB');
    expect(initialFunnelState({ language: 'en-US' }).phonePrefixCountry).toBe('US');
    expect(initialFunnelState({ language: 'el' }).phonePrefixCountry).toBe('GR');
    expect(initialFunnelState({ trigger: 'book' }).trigger).toBe('book');
    expect(initialFunnelState({ email: 'a@b.co' }).email).toBe('a@b.co');
  });
});

describe('email step', () => {
  it('trims the email and waits for the check', () => {
    const state = run({ type: 'fieldChanged', field: 'email', value: ' ann@example.com ' }, { type: 'emailSubmitted' });
    expect(state.email).toBe('ann@example.com');
    expect(state.status).toBe('pending');
    expect(state.pendingRequest).toBe('emailCheck');
  });

  it('goes to login when the email exists', () => {
    const state = atLogin();
    expect(state.currentStep).toBe('login');
    expect(state.stack).toEqual(['loginOrRegister']);
    expect(state.status).toBe('idle');
  });

  it('goes to register on 404', () => {
    const state = atRegister();
    expect(state.currentStep).toBe('register');
    expect(state.stack).toEqual(['loginOrRegister']);
    expect(state.status).toBe('idle');
  });

  it('stays with status error on any other failure, showing the server message or the generic key', () => {
    const withMessage = run({ type: 'emailSubmitted' }, { type: 'emailCheckFailed', status: 500, body: { message: 'Down' } });
    expect(withMessage.currentStep).toBe('loginOrRegister');
    expect(withMessage.status).toBe('error');
    expect(withMessage.error).toBe('Down');
    const withoutMessage = run({ type: 'emailSubmitted' }, { type: 'emailCheckFailed', status: 0 });
    expect(withoutMessage.error).toBe(AUTH_MESSAGES.genericError);
  });

  it('ignores a second submit while pending and a response nobody waits for', () => {
    const pending = run({ type: 'emailSubmitted' });
    expect(funnelReducer(pending, { type: 'emailSubmitted' })).toBe(pending);
    const idle = initialFunnelState();
    expect(funnelReducer(idle, { type: 'emailCheckSucceeded' })).toBe(idle);
    expect(funnelReducer(idle, { type: 'emailCheckFailed', status: 404 })).toBe(idle);
  });
});

describe('login step', () => {
  it('stores the response and goes to authenticated on success', () => {
    const state = reduceFunnel(atLogin(), [
      { type: 'fieldChanged', field: 'password', value: 'secret' },
      { type: 'loginSubmitted' },
      { type: 'loginSucceeded', response },
    ]);
    expect(isAuthenticated(state)).toBe(true);
    expect(state.authenticationResponse).toEqual(response);
    expect(state.status).toBe('idle');
    expect(state.stack).toEqual([]);
  });

  it('sets status error with the server message on failure, even a 403 for an email login', () => {
    const failed = reduceFunnel(atLogin(), [{ type: 'loginSubmitted' }, { type: 'loginFailed', status: 401, message: 'Bad password' }]);
    expect(failed.currentStep).toBe('login');
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('Bad password');
    const forbidden = reduceFunnel(atLogin(), [{ type: 'loginSubmitted' }, { type: 'loginFailed', status: 403 }]);
    expect(forbidden.currentStep).toBe('login');
    expect(forbidden.error).toBe(AUTH_MESSAGES.genericError);
  });

  it('can be submitted again after an error', () => {
    const failed = reduceFunnel(atLogin(), [{ type: 'loginSubmitted' }, { type: 'loginFailed', status: 401 }]);
    const retried = funnelReducer(failed, { type: 'loginSubmitted' });
    expect(retried.status).toBe('pending');
    expect(retried.error).toBeUndefined();
  });
});

describe('forgot password', () => {
  it('opens from login only', () => {
    const start = initialFunnelState();
    expect(funnelReducer(start, { type: 'forgotPasswordOpened' })).toBe(start);
    const state = funnelReducer(atLogin(), { type: 'forgotPasswordOpened' });
    expect(state.currentStep).toBe('forgotPassword');
    expect(state.stack).toEqual(['loginOrRegister', 'login']);
  });

  it('sets status success when the reset mail is sent', () => {
    const state = reduceFunnel(atLogin(), [
      { type: 'forgotPasswordOpened' },
      { type: 'forgotPasswordSubmitted' },
      { type: 'forgotPasswordSucceeded' },
    ]);
    expect(state.currentStep).toBe('forgotPassword');
    expect(state.status).toBe('success');
    expect(state.error).toBeUndefined();
  });

  it("shows the provider's error detail on failure", () => {
    const opened = funnelReducer(atLogin(), { type: 'forgotPasswordOpened' });
    const failed = reduceFunnel(opened, [{ type: 'forgotPasswordSubmitted' }, { type: 'forgotPasswordFailed', detail: 'Unknown email' }]);
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('Unknown email');
    const noDetail = reduceFunnel(opened, [{ type: 'forgotPasswordSubmitted' }, { type: 'forgotPasswordFailed' }]);
    expect(noDetail.error).toBe(AUTH_MESSAGES.genericError);
  });

  it('goes back to login', () => {
    const state = reduceFunnel(atLogin(), [{ type: 'forgotPasswordOpened' }, { type: 'backPressed' }]);
    expect(state.currentStep).toBe('login');
    expect(state.stack).toEqual(['loginOrRegister']);
  });
});

describe('third-party login', () => {
  it('fills the form from the profile and waits for the login call', () => {
    const state = run({
      type: 'thirdPartyLoginStarted',
      provider: 'Firebase.Apple',
      token: 'a-token',
      profile: { email: ' zoe@example.com ', firstName: 'Zoé', lastName: 'Δήμου' },
    });
    expect(state.status).toBe('pending');
    expect(state.pendingRequest).toBe('thirdPartyLogin');
    expect(state.thirdPartyProvider).toBe('Firebase.Apple');
    expect(state.thirdPartyAuthToken).toBe('a-token');
    expect([state.email, state.firstName, state.lastName]).toEqual(['zoe@example.com', 'Zoé', 'Δήμου']);
    expect(state.hasMissingThirdPartyUserInfo).toBe(false);
  });

  it('flags missing profile information', () => {
    const state = run({ type: 'thirdPartyLoginStarted', provider: 'CAB', token: 't', profile: { email: 'a@b.co' } });
    expect(state.hasMissingThirdPartyUserInfo).toBe(true);
  });

  it('moves to thirdPartyRegister on 403', () => {
    const state = atThirdPartyRegister();
    expect(state.currentStep).toBe('thirdPartyRegister');
    expect(state.stack).toEqual(['loginOrRegister']);
    expect(state.status).toBe('idle');
    expect(registrationKind(state)).toBe('thirdParty');
  });

  it('sets status error on other failures and authenticates on success', () => {
    const started = run({ type: 'thirdPartyLoginStarted', provider: 'Firebase.Facebook', token: 't' });
    const failed = funnelReducer(started, { type: 'loginFailed', status: 500, message: 'Oops' });
    expect(failed.currentStep).toBe('loginOrRegister');
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('Oops');
    expect(isAuthenticated(funnelReducer(started, { type: 'loginSucceeded', response }))).toBe(true);
  });

  it('shows the no-email-access key when the provider gives no email', () => {
    const state = funnelReducer(run({ type: 'thirdPartyLoginStarted', provider: 'Firebase.Facebook', token: 't' }), {
      type: 'thirdPartyEmailMissing',
    });
    expect(state.status).toBe('error');
    expect(state.error).toBe(AUTH_MESSAGES.thirdPartyNoEmailAccess);
    expect(state.pendingRequest).toBeUndefined();
    expect(state.hasMissingThirdPartyUserInfo).toBe(true);
  });

  it('an email login after a third-party attempt forgets the provider', () => {
    const state = reduceFunnel(atThirdPartyRegister(), [
      { type: 'backPressed' },
      { type: 'emailSubmitted' },
      { type: 'emailCheckSucceeded' },
      { type: 'loginSubmitted' },
    ]);
    expect(state.thirdPartyProvider).toBeUndefined();
    expect(state.thirdPartyAuthToken).toBeUndefined();
    expect(funnelReducer(state, { type: 'loginFailed', status: 403 }).currentStep).toBe('login');
  });
});

describe('registration', () => {
  it('moves to twoFactorAuth on 401 with the challenge header and clears the code', () => {
    const before = funnelReducer(atRegister(), { type: 'fieldChanged', field: 'validationCode', value: '999999' });
    const state = reduceFunnel(before, [{ type: 'registerSubmitted' }, challenge]);
    expect(state.currentStep).toBe('twoFactorAuth');
    expect(state.stack).toEqual(['loginOrRegister', 'register']);
    expect(state.validationCode).toBe('');
    expect(state.status).toBe('idle');
    expect(shouldSendFirstSms(state)).toBe(true);
    expect(registrationKind(state)).toBe('email');
  });

  it('reads the header case-insensitively and needs it for the code step', () => {
    expect(hasTwoFactorChallenge({ 'x-two-factor-challenge': '1' })).toBe(true);
    expect(hasTwoFactorChallenge({ 'X-TWO-FACTOR-CHALLENGE': '' })).toBe(true);
    expect(hasTwoFactorChallenge({ [TWO_FACTOR_HEADER]: undefined })).toBe(false);
    expect(hasTwoFactorChallenge(undefined)).toBe(false);
    const noHeader = reduceFunnel(atRegister(), [{ type: 'registerSubmitted' }, { type: 'registerFailed', status: 401 }]);
    expect(noHeader.currentStep).toBe('register');
    expect(noHeader.status).toBe('error');
  });

  it('sends the first SMS only once', () => {
    const sent = funnelReducer(atTwoFactor(), { type: 'firstSmsSent' });
    expect(shouldSendFirstSms(sent)).toBe(false);
    const again = reduceFunnel(sent, [{ type: 'backPressed' }, { type: 'registerSubmitted' }, challenge]);
    expect(again.currentStep).toBe('twoFactorAuth');
    expect(shouldSendFirstSms(again)).toBe(false);
  });

  it('repeats registration with the code and authenticates on success', () => {
    const state = reduceFunnel(atTwoFactor(), [
      { type: 'fieldChanged', field: 'validationCode', value: ' 123456 ' },
      { type: 'validationCodeSubmitted' },
    ]);
    expect(state.validationCode).toBe('123456');
    expect(state.status).toBe('pending');
    const done = funnelReducer(state, { type: 'registerSucceeded', response });
    expect(isAuthenticated(done)).toBe(true);
    expect(done.authenticationResponse).toEqual(response);
  });

  it('a refused code stays on the code step with the invalid-code key and clears the code', () => {
    const state = reduceFunnel(atTwoFactor(), [
      { type: 'fieldChanged', field: 'validationCode', value: '000000' },
      { type: 'validationCodeSubmitted' },
      challenge,
    ]);
    expect(state.currentStep).toBe('twoFactorAuth');
    expect(state.status).toBe('error');
    expect(state.error).toBe(AUTH_MESSAGES.validationCodeInvalid);
    expect(state.validationCode).toBe('');
  });

  it('a duplicate third-party account goes back to login with the email', () => {
    const filled = funnelReducer(atThirdPartyRegister(), { type: 'fieldChanged', field: 'email', value: 'dup@example.com' });
    const state = reduceFunnel(filled, [
      { type: 'registerSubmitted' },
      { type: 'registerFailed', status: 409, body: { context: THIRD_PARTY_DUPLICATE_ACCOUNT } },
    ]);
    expect(state.currentStep).toBe('login');
    expect(state.email).toBe('dup@example.com');
    expect(state.stack).toEqual(['loginOrRegister']);
    expect(state.status).toBe('idle');
    expect(funnelReducer(state, { type: 'backPressed' }).currentStep).toBe('loginOrRegister');
  });

  it('takes the email from the 409 body when it has one, also from the code step', () => {
    const atCode = reduceFunnel(atThirdPartyRegister(), [{ type: 'registerSubmitted' }, challenge]);
    expect(registrationKind(atCode)).toBe('thirdParty');
    const state = reduceFunnel(atCode, [
      { type: 'validationCodeSubmitted' },
      { type: 'registerFailed', status: 409, body: { context: THIRD_PARTY_DUPLICATE_ACCOUNT, email: 'known@example.com' } },
    ]);
    expect(state.currentStep).toBe('login');
    expect(state.email).toBe('known@example.com');
    expect(state.stack).toEqual(['loginOrRegister']);
  });

  it('any other failure sets status error with the server message', () => {
    const conflict = reduceFunnel(atRegister(), [
      { type: 'registerSubmitted' },
      { type: 'registerFailed', status: 409, body: { context: 'other', message: 'Taken' } },
    ]);
    expect(conflict.currentStep).toBe('register');
    expect(conflict.error).toBe('Taken');
    const garbage = reduceFunnel(atRegister(), [{ type: 'registerSubmitted' }, { type: 'registerFailed', status: 500, body: 'oops' }]);
    expect(garbage.error).toBe(AUTH_MESSAGES.genericError);
  });
});

describe('resending the code', () => {
  it('tracks its own status on the code step', () => {
    const pending = funnelReducer(atTwoFactor(), { type: 'resendRequested' });
    expect(pending.resendValidationCodeStatus).toBe('pending');
    expect(funnelReducer(pending, { type: 'resendRequested' })).toBe(pending);
    expect(funnelReducer(pending, { type: 'resendSucceeded' }).resendValidationCodeStatus).toBe('success');
    expect(funnelReducer(pending, { type: 'resendFailed' }).resendValidationCodeStatus).toBe('error');
  });

  it('is ignored elsewhere and without a request', () => {
    const login = atLogin();
    expect(funnelReducer(login, { type: 'resendRequested' })).toBe(login);
    const code = atTwoFactor();
    expect(funnelReducer(code, { type: 'resendSucceeded' })).toBe(code);
  });

  it('is delayed by 1000 ms', () => {
    expect(RESEND_DELAY_MS).toBe(1000);
    expect(TWO_FACTOR_HEADER).toBe('X-Two-Factor-Challenge');
  });
});

describe('going back', () => {
  it('pops the stack, clears the error and sets status idle', () => {
    const failed = reduceFunnel(atLogin(), [{ type: 'loginSubmitted' }, { type: 'loginFailed', status: 401, message: 'No' }]);
    const state = funnelReducer(failed, { type: 'backPressed' });
    expect(state.currentStep).toBe('loginOrRegister');
    expect(state.stack).toEqual([]);
    expect(state.error).toBeUndefined();
    expect(state.status).toBe('idle');
  });

  it('cancels a pending request: its late response is ignored', () => {
    const back = reduceFunnel(atLogin(), [{ type: 'loginSubmitted' }, { type: 'backPressed' }]);
    expect(back.pendingRequest).toBeUndefined();
    expect(funnelReducer(back, { type: 'loginSucceeded', response })).toBe(back);
  });

  it('does nothing on the first step or once authenticated', () => {
    const start = initialFunnelState();
    expect(canGoBack(start)).toBe(false);
    expect(funnelReducer(start, { type: 'backPressed' })).toBe(start);
    const done = reduceFunnel(atLogin(), [{ type: 'loginSubmitted' }, { type: 'loginSucceeded', response }]);
    expect(canGoBack(done)).toBe(false);
    expect(funnelReducer(done, { type: 'backPressed' })).toBe(done);
  });
});
