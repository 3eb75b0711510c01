import type { LanguageCode } from '../i18n/languages';
import { AUTH_MESSAGES } from './messages';
import { FALLBACK_PHONE_PREFIX, defaultPhonePrefix } from './phone-prefixes';
import { normalizeEmail, normalizeValidationCode, type RegistrationKind } from './validation';
import type { FunnelTrigger } from './funnel-triggers';

/**
 * The authentication funnel of spec sections 2, 3, 4 and 8 as a pure state machine.
 * The presenter calls the ports and dispatches these events with what happened; the reducer decides the state.
 * An event that does not apply (a response nobody is waiting for, a submit while pending, a step that does not
 * offer that action) returns the very same state object, so `next === state` tells the presenter it was ignored.
 */

export const FUNNEL_STEPS = [
  'loginOrRegister',
  'login',
  'register',
  'forgotPassword',
  'thirdPartyRegister',
  'twoFactorAuth',
  'authenticated',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export { FUNNEL_TRIGGERS, type FunnelTrigger } from './funnel-triggers';

export const THIRD_PARTY_PROVIDERS = ['CAB', 'Firebase.Apple', 'Firebase.Facebook', 'Firebase.Google'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

export type FunnelStatus = 'idle' | 'pending' | 'error' | 'success';
export type ResendStatus = 'idle' | 'pending' | 'error' | 'success';

/** The request the funnel is waiting for; responses to any other request are ignored. */
export type FunnelRequest = 'emailCheck' | 'login' | 'thirdPartyLogin' | 'forgotPassword' | 'register';

/** Response header by which the server asks for the SMS code during registration (401). */
export const TWO_FACTOR_HEADER = 'X-Two-Factor-Challenge';
/** 409 body context: a third-party registration for an email that already has an account. */
export const THIRD_PARTY_DUPLICATE_ACCOUNT = 'third-party-duplicate-account';
/** Spec section 4: a resend of the validation code is delayed by 1000 ms. */
export const RESEND_DELAY_MS = 1000;

export interface AuthenticationResponse {
  readonly authToken: string;
  readonly tracking: {
    readonly userId: string;
    readonly hashedEmail: string;
    readonly hashedPhone: string;
  };
}

/** What a third-party provider told us about the user; any of it may be missing. */
export interface ThirdPartyProfile {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export type FunnelField =
  | 'email'
  | 'password'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'phonePrefixCountry'
  | 'validationCode';

export const FUNNEL_FIELDS: readonly FunnelField[] = [
  'email', 'password', 'firstName', 'lastName', 'phoneNumber', 'phonePrefixCountry', 'validationCode',
];

export interface FunnelState {
  readonly currentStep: FunnelStep;
  /** Steps to go back to, the last one first; never holds the current step nor any step twice. */
  readonly stack: readonly FunnelStep[];
  readonly trigger: FunnelTrigger;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  /** ISO country of the phone prefix. */
  readonly phonePrefixCountry: string;
  readonly validationCode: string;
  readonly thirdPartyProvider: ThirdPartyProvider | undefined;
  readonly thirdPartyAuthToken: string | undefined;
  readonly status: FunnelStatus;
  readonly pendingRequest: FunnelRequest | undefined;
  /** A message key (AUTH_MESSAGES) or a message from the server. */
  readonly error: string | undefined;
  readonly resendValidationCodeStatus: ResendStatus;
  readonly firstSmsSent: boolean;
  readonly hasMissingThirdPartyUserInfo: boolean;
  readonly authenticationResponse: AuthenticationResponse | undefined;
}

export interface FunnelOptions {
  /** What opened the funnel; defaults to 'header'. */
  readonly trigger?: FunnelTrigger;
  /** Chooses the default phone prefix (spec section 9); without it the prefix is FR. */
  readonly language?: LanguageCode;
  readonly email?: string;
}

export type HttpHeaders = Readonly<Record<string, string | undefined>>;

export type FunnelEvent =
  | { readonly type: 'fieldChanged'; readonly field: FunnelField; readonly value: string }
  | { readonly type: 'emailSubmitted' }
  | { readonly type: 'emailCheckSucceeded' }
  | { readonly type: 'emailCheckFailed'; readonly status: number; readonly body?: unknown }
  | { readonly type: 'loginSubmitted' }
  | { readonly type: 'loginSucceeded'; readonly response: AuthenticationResponse }
  | { readonly type: 'loginFailed'; readonly status: number; readonly message?: string }
  | { readonly type: 'forgotPasswordOpened' }
  | { readonly type: 'forgotPasswordSubmitted' }
  | { readonly type: 'forgotPasswordSucceeded' }
  | { readonly type: 'forgotPasswordFailed'; readonly detail?: string }
  | {
      readonly type: 'thirdPartyLoginStarted';
      readonly provider: ThirdPartyProvider;
      readonly token: string;
      readonly profile?: ThirdPartyProfile;
    }
  | { readonly type: 'thirdPartyEmailMissing' }
  | { readonly type: 'registerSubmitted' }
  | { readonly type: 'registerSucceeded'; readonly response: AuthenticationResponse }
  | { readonly type: 'registerFailed'; readonly status: number; readonly headers?: HttpHeaders; readonly body?: unknown }
  | { readonly type: 'firstSmsSent' }
  | { readonly type: 'validationCodeSubmitted' }
  | { readonly type: 'resendRequested' }
  | { readonly type: 'resendSucceeded' }
  | { readonly type: 'resendFailed' }
  | { readonly type: 'backPressed' };

export type FunnelEventType = FunnelEvent['type'];

/** Forward moves the reducer can make; going back may also return to any step on the stack. */
export const FUNNEL_TRANSITIONS: Readonly<Record<FunnelStep, readonly FunnelStep[]>> = {
  loginOrRegister: ['login', 'register', 'thirdPartyRegister', 'authenticated'],
  login: ['forgotPassword', 'thirdPartyRegister', 'authenticated'],
  register: ['login', 'thirdPartyRegister', 'twoFactorAuth', 'authenticated'],
  forgotPassword: [],
  thirdPartyRegister: ['login', 'twoFactorAuth', 'authenticated'],
  twoFactorAuth: ['login', 'authenticated'],
  authenticated: [],
};

/** Steps from which a third-party sign-in button is offered. */
const THIRD_PARTY_LOGIN_STEPS: readonly FunnelStep[] = ['loginOrRegister', 'login', 'register'];

export const initialFunnelState = (options: FunnelOptions = {}): FunnelState => ({
  currentStep: 'loginOrRegister',
  stack: [],
  trigger: options.trigger ?? 'header',
  email: options.email ?? '',
  password: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  phonePrefixCountry: options.language === undefined ? FALLBACK_PHONE_PREFIX : defaultPhonePrefix(options.language),
  validationCode: '',
  thirdPartyProvider: undefined,
  thirdPartyAuthToken: undefined,
  status: 'idle',
  pendingRequest: undefined,
  error: undefined,
  resendValidationCodeStatus: 'idle',
  firstSmsSent: false,
  hasMissingThirdPartyUserInfo: false,
  authenticationResponse: undefined,
});

/** Every step change sets status idle, clears the error and drops any pending request. */
const changeStep = (state: FunnelState, step: FunnelStep, stack: readonly FunnelStep[]): FunnelState => ({
  ...state,
  currentStep: step,
  stack,
  status: 'idle',
  pendingRequest: undefined,
  error: undefined,
  resendValidationCodeStatus: 'idle',
});

/**
 * Moves to a step. A step already on the stack is returned to (the stack is cut below it), so the stack never
 * repeats a step; authenticated ends the funnel and empties the stack.
 */
const goTo = (state: FunnelState, step: FunnelStep): FunnelState => {
  if (step === state.currentStep) return state;
  const index = state.stack.indexOf(step);
  const stack =
    step === 'authenticated' ? [] : index >= 0 ? state.stack.slice(0, index) : [...state.stack, state.currentStep];
  return changeStep(state, step, stack);
};

/** Back to login as if reached from the start, whatever path led here (a duplicate account must sign in). */
const restartAtLogin = (state: FunnelState): FunnelState => changeStep(state, 'login', ['loginOrRegister']);

const startRequest = (state: FunnelState, request: FunnelRequest): FunnelState => ({
  ...state,
  status: 'pending',
  pendingRequest: request,
  error: undefined,
});

const fail = (state: FunnelState, error: string): FunnelState => ({
  ...state,
  status: 'error',
  pendingRequest: undefined,
  error,
});

const authenticate = (state: FunnelState, response: AuthenticationResponse): FunnelState =>
  goTo({ ...state, authenticationResponse: response }, 'authenticated');

const stringField = (body: unknown, field: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** The server's message, else the generic key. */
const messageOf = (message: string | undefined): string =>
  message !== undefined && message.trim() !== '' ? message : AUTH_MESSAGES.genericError;

/** Header names are case-insensitive. */
export const hasTwoFactorChallenge = (headers: HttpHeaders | undefined): boolean =>
  headers !== undefined &&
  Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === TWO_FACTOR_HEADER.toLowerCase() && value !== undefined,
  );

const presentOr = (value: string | undefined, fallback: string): string => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? fallback : trimmed;
};

const isMissing = (value: string | undefined): boolean => value === undefined || value.trim() === '';

const startThirdPartyLogin = (
  state: FunnelState,
  provider: ThirdPartyProvider,
  token: string,
  profile: ThirdPartyProfile,
): FunnelState =>
  startRequest(
    {
      ...state,
      thirdPartyProvider: provider,
      thirdPartyAuthToken: token,
      email: presentOr(profile.email, state.email),
      firstName: presentOr(profile.firstName, state.firstName),
      lastName: presentOr(profile.lastName, state.lastName),
      hasMissingThirdPartyUserInfo:
        isMissing(profile.email) || isMissing(profile.firstName) || isMissing(profile.lastName),
    },
    'thirdPartyLogin',
  );

const clearThirdParty = (state: FunnelState): FunnelState => ({
  ...state,
  thirdPartyProvider: undefined,
  thirdPartyAuthToken: undefined,
  hasMissingThirdPartyUserInfo: false,
});

const registerFailed = (state: FunnelState, status: number, headers: HttpHeaders | undefined, body: unknown) => {
  if (status === 401 && hasTwoFactorChallenge(headers)) {
    // Already on the code step: the server refused the code.
    if (state.currentStep === 'twoFactorAuth')
      return { ...fail(state, AUTH_MESSAGES.validationCodeInvalid), validationCode: '' };
    return goTo({ ...state, validationCode: '' }, 'twoFactorAuth');
  }
  if (status === 409 && stringField(body, 'context') === THIRD_PARTY_DUPLICATE_ACCOUNT)
    return restartAtLogin({ ...state, email: stringField(body, 'email') ?? state.email, password: '' });
  return fail(state, messageOf(stringField(body, 'message')));
};

const isIdle = (state: FunnelState): boolean => state.pendingRequest === undefined;
const at = (state: FunnelState, ...steps: readonly FunnelStep[]): boolean => steps.includes(state.currentStep);
const waitingFor = (state: FunnelState, ...requests: readonly FunnelRequest[]): boolean =>
  state.pendingRequest !== undefined && requests.includes(state.pendingRequest);

export const funnelReducer = (state: FunnelState, event: FunnelEvent): FunnelState => {
  switch (event.type) {
    case 'fieldChanged':
      return { ...state, [event.field]: event.value };

    case 'emailSubmitted':
      if (!at(state, 'loginOrRegister') || !isIdle(state)) return state;
      return startRequest(clearThirdParty({ ...state, email: normalizeEmail(state.email) }), 'emailCheck');
    case 'emailCheckSucceeded':
      return waitingFor(state, 'emailCheck') ? goTo(state, 'login') : state;
    case 'emailCheckFailed':
      if (!waitingFor(state, 'emailCheck')) return state;
      return event.status === 404 ? goTo(state, 'register') : fail(state, messageOf(stringField(event.body, 'message')));

    case 'loginSubmitted':
      if (!at(state, 'login') || !isIdle(state)) return state;
      return startRequest(clearThirdParty({ ...state, email: normalizeEmail(state.email) }), 'login');
    case 'loginSucceeded':
      return waitingFor(state, 'login', 'thirdPartyLogin') ? authenticate(state, event.response) : state;
    case 'loginFailed':
      if (!waitingFor(state, 'login', 'thirdPartyLogin')) return state;
      if (state.pendingRequest === 'thirdPartyLogin' && event.status === 403) return goTo(state, 'thirdPartyRegister');
      return fail(state, messageOf(event.message));

    case 'forgotPasswordOpened':
      return at(state, 'login') && isIdle(state) ? goTo(state, 'forgotPassword') : state;
    case 'forgotPasswordSubmitted':
      if (!at(state, 'forgotPassword') || !isIdle(state)) return state;
      return startRequest({ ...state, email: normalizeEmail(state.email) }, 'forgotPassword');
    case 'forgotPasswordSucceeded':
      return waitingFor(state, 'forgotPassword') ? { ...state, status: 'success', pendingRequest: undefined } : state;
    case 'forgotPasswordFailed':
      return waitingFor(state, 'forgotPassword') ? fail(state, messageOf(event.detail)) : state;

    case 'thirdPartyLoginStarted':
      if (!at(state, ...THIRD_PARTY_LOGIN_STEPS) || !isIdle(state)) return state;
      return startThirdPartyLogin(state, event.provider, event.token, event.profile ?? {});
    case 'thirdPartyEmailMissing':
      if (at(state, 'authenticated')) return state;
      return { ...fail(state, AUTH_MESSAGES.thirdPartyNoEmailAccess), hasMissingThirdPartyUserInfo: true };

    case 'registerSubmitted':
      if (!at(state, 'register', 'thirdPartyRegister') || !isIdle(state)) return state;
      return startRequest({ ...state, email: normalizeEmail(state.email) }, 'register');
    case 'validationCodeSubmitted':
      if (!at(state, 'twoFactorAuth') || !isIdle(state)) return state;
      return startRequest({ ...state, validationCode: normalizeValidationCode(state.validationCode) }, 'register');
    case 'registerSucceeded':
      return waitingFor(state, 'register') ? authenticate(state, event.response) : state;
    case 'registerFailed':
      return waitingFor(state, 'register') ? registerFailed(state, event.status, event.headers, event.body) : state;

    case 'firstSmsSent':
      return state.firstSmsSent ? state : { ...state, firstSmsSent: true };
    case 'resendRequested':
      if (!at(state, 'twoFactorAuth') || state.resendValidationCodeStatus === 'pending') return state;
      return { ...state, resendValidationCodeStatus: 'pending' };
    case 'resendSucceeded':
      return state.resendValidationCodeStatus === 'pending' ? { ...state, resendValidationCodeStatus: 'success' } : state;
    case 'resendFailed':
      return state.resendValidationCodeStatus === 'pending' ? { ...state, resendValidationCodeStatus: 'error' } : state;

    case 'backPressed': {
      const previous = state.stack[state.stack.length - 1];
      if (previous === undefined || at(state, 'authenticated')) return state;
      return goTo(state, previous);
    }
  }
};

/** Folds events over a state, left to right. */
export const reduceFunnel = (state: FunnelState, events: readonly FunnelEvent[]): FunnelState =>
  events.reduce(funnelReducer, state);

export const isAuthenticated = (state: FunnelState): boolean => state.currentStep === 'authenticated';

/** Back is offered when there is a step to return to (on the first step, back closes the modal instead). */
export const canGoBack = (state: FunnelState): boolean => state.stack.length > 0 && !isAuthenticated(state);

/** On entering the code step the first SMS is sent once (spec section 4). */
export const shouldSendFirstSms = (state: FunnelState): boolean =>
  state.currentStep === 'twoFactorAuth' && !state.firstSmsSent;

/** Which registration call a submit on this step makes: the code step repeats the one it came from. */
export const registrationKind = (state: FunnelState): RegistrationKind => {
  const step = state.currentStep === 'twoFactorAuth' ? state.stack[state.stack.length - 1] : state.currentStep;
  return step === 'thirdPartyRegister' ? 'thirdParty' : 'email';
};
