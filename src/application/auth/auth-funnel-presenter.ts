import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isRight } from 'fp-ts/lib/Either';
import type { RegisterRequest, ResendValidationCodeRequest, ValidationCodeSender } from '../../contract/auth';
import {
  RESEND_DELAY_MS,
  canGoBack,
  funnelReducer,
  initialFunnelState,
  isAuthenticated,
  registrationKind,
  shouldSendFirstSms,
  type AuthenticationResponse,
  type FunnelEvent,
  type FunnelField,
  type FunnelState,
  type FunnelStep,
  type FunnelTrigger,
  type ThirdPartyProvider,
} from '../../domain/auth/funnel';
import { isAuthMessageKey, type AuthMessageKey } from '../../domain/auth/messages';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import {
  hasNoErrors,
  normalizeName,
  normalizePhoneNumber,
  validateEmail,
  validateLogin,
  validateRegistration,
  validateValidationCode,
} from '../../domain/auth/validation';
import type { LanguageCode } from '../../domain/i18n/languages';
import type { Analytics } from '../analytics/analytics';
import type { NativeBridge } from '../native/native-bridge';
import { initialiseNativePermissions, type PermissionStore } from '../native/native-permissions';
import type { ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import type { AuthGateway } from './auth-gateway';
import { AUTH_TOKENS } from './auth-tokens';
import type { IdentityProvider, IdentityProviderForm } from './identity-provider';
import type { Scheduler } from './scheduler';
import { failureDetails, serverErrorMessage } from './server-error-message';

/** The modal (the default) or the login page, which shows the same steps inline. */
export type FunnelPresentation = 'modal' | 'page';

export interface FunnelOpenOptions {
  readonly presentation?: FunnelPresentation;
  readonly email?: string;
}

/** Fields that can show a validation message ('names' is the combined first and last name message). */
export type FunnelErrorField = 'email' | 'password' | 'firstName' | 'lastName' | 'names' | 'phone' | 'validationCode';
export type FunnelFieldErrors = Partial<Readonly<Record<FunnelErrorField, AuthMessageKey>>>;

/** What the funnel needs of the settings: the language (default phone prefix, reset mail) and the currency. */
export interface FunnelSettings {
  readonly language: LanguageCode;
  readonly currency: { readonly code: string };
}

/** What the funnel needs of the user session. */
export interface FunnelSession extends PermissionStore {
  signedIn(response: AuthenticationResponse): Promise<void>;
}

/** The provider buttons of the first steps. */
export const PROVIDER_BUTTONS: readonly ThirdPartyProvider[] = ['Firebase.Apple', 'Firebase.Facebook', 'Firebase.Google'];

const STEPS_WITH_PROVIDERS: readonly FunnelStep[] = ['loginOrRegister', 'login', 'register'];

/** Which field messages a field change clears. */
const CLEARED_BY: Readonly<Record<FunnelField, readonly FunnelErrorField[]>> = {
  email: ['email'],
  password: ['password'],
  firstName: ['firstName', 'names'],
  lastName: ['lastName', 'names'],
  phoneNumber: ['phone'],
  phonePrefixCountry: ['phone'],
  validationCode: ['validationCode'],
};

const ERROR_FIELDS: readonly FunnelErrorField[] = ['email', 'password', 'firstName', 'lastName', 'names', 'phone', 'validationCode'];

/** "phone: auth.validation.phoneNumberInvalid" details of a 400 become field messages. */
const fieldErrorsFromDetails = (body: unknown): FunnelFieldErrors => {
  if (typeof body !== 'object' || body === null) return {};
  const details = (body as { details?: unknown }).details;
  if (!Array.isArray(details)) return {};
  const errors: Partial<Record<FunnelErrorField, AuthMessageKey>> = {};
  for (const detail of details) {
    if (typeof detail !== 'string') continue;
    const [field, key] = detail.split(':').map((s) => s.trim());
    if (field && key && (ERROR_FIELDS as readonly string[]).includes(field) && isAuthMessageKey(key))
      errors[field as FunnelErrorField] = key;
  }
  return errors;
};

/** The body with our message (a key for known error codes) so the reducer shows it. */
const withMessage = (failure: ApiFailure): unknown => {
  const { body } = failureDetails(failure);
  const message = serverErrorMessage(failure);
  if (message === undefined) return body;
  return typeof body === 'object' && body !== null ? { ...body, message } : { message };
};

/**
 * The authentication funnel (spec sections 2, 4 and 8): holds whether the modal is open and the funnel state,
 * calls the ports and dispatches what happened to the domain's funnelReducer, which decides every transition.
 * One per app: `open()` gives a promise of the outcome, resolved on success or when the funnel is closed.
 */
@injectable()
export class AuthFunnelPresenter {
  isOpen = false;
  presentation: FunnelPresentation = 'modal';
  state: FunnelState = initialFunnelState();
  fieldErrors: FunnelFieldErrors = {};
  /** Why the third-party provider could not sign the user in (a message key or the provider's message). */
  providerError: string | undefined = undefined;
  /** Why the last resend failed (a message key or the server's message). */
  resendError: string | undefined = undefined;
  /** The provider's window or form is open. */
  identityPending = false;
  /** The session is being stored and the native permissions initialised: the funnel can no longer be left. */
  finishing = false;
  /** The provider gave an email address: the third-party registration does not ask for it. */
  providerEmailKnown = false;

  private resolver: ((outcome: AuthenticationOutcome) => void) | undefined;
  /** Bumped on every open and close: answers to an earlier funnel are ignored. */
  private generation = 0;

  constructor(
    @inject(TOKENS.AuthGateway) private readonly gateway: AuthGateway,
    @inject(TOKENS.UserSession) private readonly session: FunnelSession,
    @inject(TOKENS.IdentityProvider) private readonly identity: IdentityProvider,
    @inject(TOKENS.NativeBridge) private readonly bridge: NativeBridge,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(TOKENS.Settings) private readonly settings: FunnelSettings,
    @inject(AUTH_TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeObservable<AuthFunnelPresenter, 'dispatch' | 'settle'>(this, {
      isOpen: observable,
      presentation: observable,
      state: observableRef,
      fieldErrors: observableRef,
      providerError: observable,
      resendError: observable,
      identityPending: observable,
      finishing: observable,
      providerEmailKnown: observable,
      step: computed,
      isPending: computed,
      canGoBack: computed,
      showsProviders: computed,
      identityForm: computed,
      titleKey: computed,
      open: action,
      closed: action,
      fieldChanged: action,
      emailSubmitted: action,
      loginSubmitted: action,
      forgotPasswordOpened: action,
      forgotPasswordSubmitted: action,
      registerSubmitted: action,
      validationCodeSubmitted: action,
      resendRequested: action,
      thirdPartyRequested: action,
      backPressed: action,
      dispatch: action,
      settle: action,
    });
  }

  get step(): FunnelStep {
    return this.state.currentStep;
  }

  get isPending(): boolean {
    return this.state.status === 'pending' || this.finishing;
  }

  get canGoBack(): boolean {
    return (canGoBack(this.state) && !this.finishing) || this.identityForm !== undefined;
  }

  get showsProviders(): boolean {
    return STEPS_WITH_PROVIDERS.includes(this.step);
  }

  /** The offline provider's form, while it asks for the user's details. */
  get identityForm(): IdentityProviderForm | undefined {
    const form = this.identity.form;
    return form?.provider !== undefined ? form : undefined;
  }

  /** The title of the current step (a key of the auth namespace). */
  get titleKey(): string {
    return this.identityForm ? 'funnel.offlineProvider.title' : `funnel.${this.step}.title`;
  }

  /** Opens the funnel at its first step; an earlier funnel still open is aborted. */
  open(trigger: FunnelTrigger, options: FunnelOpenOptions = {}): Promise<AuthenticationOutcome> {
    this.settle({ kind: 'aborted' });
    this.identity.form?.cancelled();
    this.generation += 1;
    this.state = initialFunnelState({
      trigger,
      language: this.settings.language,
      ...(options.email !== undefined && { email: options.email }),
    });
    this.fieldErrors = {};
    this.providerError = undefined;
    this.resendError = undefined;
    this.identityPending = false;
    this.providerEmailKnown = false;
    this.presentation = options.presentation ?? 'modal';
    this.isOpen = true;
    return new Promise((resolve) => {
      this.resolver = resolve;
    });
  }

  /** The modal was closed (or the login page left): the outcome is aborted unless already authenticated. */
  closed(): void {
    if (!this.isOpen || this.finishing) return;
    this.identity.form?.cancelled();
    this.generation += 1;
    this.isOpen = false;
    this.identityPending = false;
    this.settle({ kind: 'aborted' });
  }

  fieldChanged(field: FunnelField, value: string): void {
    this.dispatch({ type: 'fieldChanged', field, value });
    const cleared = CLEARED_BY[field];
    if (cleared.some((f) => this.fieldErrors[f] !== undefined)) {
      this.fieldErrors = Object.fromEntries(
        Object.entries(this.fieldErrors).filter(([f]) => !cleared.includes(f as FunnelErrorField)),
      ) as FunnelFieldErrors;
    }
  }

  /** Spec section 4: the email exists → login; 404 → register; any other error stays with status error. */
  async emailSubmitted(): Promise<void> {
    if (!this.validated({ ...(this.fieldError('email', validateEmail(this.state.email))) })) return;
    if (!this.dispatch({ type: 'emailSubmitted' })) return;
    const generation = this.generation;
    const result = await this.gateway.emailExists(this.state.email);
    if (generation !== this.generation) return;
    if (isRight(result)) this.dispatch({ type: 'emailCheckSucceeded' });
    else this.dispatch({ type: 'emailCheckFailed', status: failureDetails(result.left).status, body: { message: serverErrorMessage(result.left) } });
  }

  async loginSubmitted(): Promise<void> {
    if (!this.validated(validateLogin({ email: this.state.email, password: this.state.password }))) return;
    if (!this.dispatch({ type: 'loginSubmitted' })) return;
    const generation = this.generation;
    const result = await this.gateway.login({ email: this.state.email, password: this.state.password });
    if (generation !== this.generation) return;
    if (isRight(result)) await this.finish(result.right, 'loginSucceeded', generation);
    else this.loginFailed(result.left);
  }

  forgotPasswordOpened(): void {
    this.dispatch({ type: 'forgotPasswordOpened' });
  }

  /** Success sets status success; failure shows the provider's error detail (ErreurMessage). */
  async forgotPasswordSubmitted(): Promise<void> {
    if (!this.validated({ ...this.fieldError('email', validateEmail(this.state.email)) })) return;
    if (!this.dispatch({ type: 'forgotPasswordSubmitted' })) return;
    const generation = this.generation;
    const result = await this.gateway.requestPasswordReset(this.state.email, this.settings.language);
    if (generation !== this.generation) return;
    if (isRight(result)) this.dispatch({ type: 'forgotPasswordSucceeded' });
    else {
      const detail = serverErrorMessage(result.left, 'ErreurMessage');
      this.dispatch({ type: 'forgotPasswordFailed', ...(detail !== undefined && { detail }) });
    }
  }

  /** Registration (by email or after a third-party sign-in): validated first, then sent without a code. */
  async registerSubmitted(): Promise<void> {
    const s = this.state;
    const kind = registrationKind(s);
    const form = {
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      phonePrefixCountry: s.phonePrefixCountry,
      phoneNumber: s.phoneNumber,
      password: s.password,
    };
    if (!this.validated(validateRegistration(form, kind))) return;
    if (!this.dispatch({ type: 'registerSubmitted' })) return;
    await this.register();
  }

  /** The SMS code: registration is repeated with it. */
  async validationCodeSubmitted(): Promise<void> {
    if (!this.validated({ ...this.fieldError('validationCode', validateValidationCode(this.state.validationCode)) })) return;
    if (!this.dispatch({ type: 'validationCodeSubmitted' })) return;
    await this.register();
  }

  /** Spec section 4: a resend uses the chosen method and is delayed 1000 ms. */
  async resendRequested(method: ValidationCodeSender): Promise<void> {
    if (!this.dispatch({ type: 'resendRequested' })) return;
    this.resendError = undefined;
    const generation = this.generation;
    await this.scheduler.delay(RESEND_DELAY_MS);
    if (generation !== this.generation) return;
    const result = await this.gateway.resendValidationCode(this.resendRequest(method));
    if (generation !== this.generation) return;
    runInAction(() => {
      if (isRight(result)) this.dispatch({ type: 'resendSucceeded' });
      else {
        this.resendError = serverErrorMessage(result.left);
        this.dispatch({ type: 'resendFailed' });
      }
    });
  }

  /** Signs in with the provider, then logs in with its token: 403 → thirdPartyRegister; other failures → error. */
  async thirdPartyRequested(provider: ThirdPartyProvider): Promise<void> {
    if (this.identityPending || this.isPending || !this.showsProviders) return;
    this.providerError = undefined;
    this.identityPending = true;
    const generation = this.generation;
    const identity = await this.identity.signIn(provider);
    if (generation !== this.generation) return;
    runInAction(() => {
      this.identityPending = false;
    });
    if (identity.kind === 'cancelled') return;
    if (identity.kind === 'failed') {
      runInAction(() => {
        this.providerError = identity.message;
      });
      return;
    }
    const started = this.dispatch({
      type: 'thirdPartyLoginStarted',
      provider: identity.provider,
      token: identity.token,
      ...(identity.profile !== undefined && { profile: identity.profile }),
    });
    if (!started) return;
    runInAction(() => {
      this.providerEmailKnown = (identity.profile?.email ?? '').trim() !== '';
    });
    const result = await this.gateway.login({ providerId: identity.provider, providerToken: identity.token });
    if (generation !== this.generation) return;
    if (isRight(result)) {
      await this.finish(result.right, 'loginSucceeded', generation);
      return;
    }
    this.loginFailed(result.left);
    // Spec section 8: a provider that does not share the email gives the no-email-access message and an email field.
    if (this.step === 'thirdPartyRegister' && !this.providerEmailKnown) this.dispatch({ type: 'thirdPartyEmailMissing' });
  }

  /** Back pops the navigation stack (the offline provider's form first, when shown). */
  backPressed(): void {
    if (this.identityForm) {
      this.identity.form?.cancelled();
      return;
    }
    if (this.finishing) return;
    this.dispatch({ type: 'backPressed' });
  }

  private async register(): Promise<void> {
    const generation = this.generation;
    const result = await this.gateway.register(this.registerRequest());
    if (generation !== this.generation) return;
    if (isRight(result)) {
      await this.finish(result.right, 'registerSucceeded', generation);
      return;
    }
    const failure = result.left;
    const { status, headers } = failureDetails(failure);
    runInAction(() => {
      this.dispatch({ type: 'registerFailed', status, headers, body: withMessage(failure) });
      if (status === 400) this.fieldErrors = fieldErrorsFromDetails(failureDetails(failure).body);
    });
    // Spec section 4: entering the code step sends an SMS code once.
    if (shouldSendFirstSms(this.state)) {
      this.dispatch({ type: 'firstSmsSent' });
      void this.gateway.resendValidationCode(this.resendRequest('sms'));
    }
  }

  private loginFailed(failure: ApiFailure): void {
    const message = serverErrorMessage(failure);
    this.dispatch({ type: 'loginFailed', status: failureDetails(failure).status, ...(message !== undefined && { message }) });
  }

  /**
   * Stores the response (user session); in a webview, initialises tracking then push permission; tracks
   * login_success for a sign-in, sign_up for a registration; then goes to authenticated, which closes the funnel with success.
   */
  private async finish(response: AuthenticationResponse, event: 'loginSucceeded' | 'registerSucceeded', generation: number): Promise<void> {
    runInAction(() => {
      this.finishing = true;
    });
    try {
      await this.session.signedIn(response);
      if (this.bridge.isWebview) await initialiseNativePermissions(this.bridge, this.session);
      // login_success for a sign-in, sign_up for a new account (issue [7]).
      this.analytics.push({
        event: event === 'loginSucceeded' ? 'login_success' : 'sign_up',
        userId: response.tracking.userId,
        hashedEmail: response.tracking.hashedEmail,
        hashedPhone: response.tracking.hashedPhone,
      });
    } finally {
      runInAction(() => {
        this.finishing = false;
      });
    }
    if (generation !== this.generation) return;
    runInAction(() => {
      this.dispatch({ type: event, response });
      if (isAuthenticated(this.state)) {
        this.isOpen = false;
        this.settle({ kind: 'success', authToken: response.authToken });
      }
    });
  }

  private registerRequest(): RegisterRequest {
    const s = this.state;
    const common = {
      email: s.email,
      firstName: normalizeName(s.firstName),
      lastName: normalizeName(s.lastName),
      phoneGroup: { country: s.phonePrefixCountry, number: normalizePhoneNumber(s.phoneNumber) },
      currencyCode: this.settings.currency.code,
      ...(s.currentStep === 'twoFactorAuth' && s.validationCode !== '' && { validationCode: s.validationCode }),
    };
    if (registrationKind(s) === 'thirdParty' && s.thirdPartyProvider !== undefined && s.thirdPartyAuthToken !== undefined)
      return { ...common, providerId: s.thirdPartyProvider, providerToken: s.thirdPartyAuthToken };
    return { ...common, password: s.password };
  }

  private resendRequest(sender: ValidationCodeSender): ResendValidationCodeRequest {
    const s = this.state;
    return { phone: normalizePhoneNumber(s.phoneNumber), email: s.email, prefix: s.phonePrefixCountry, sender };
  }

  private fieldError(field: FunnelErrorField, key: AuthMessageKey | undefined): FunnelFieldErrors {
    return key === undefined ? {} : { [field]: key };
  }

  /** Shows the validation messages; true when there are none. */
  private validated(errors: FunnelFieldErrors): boolean {
    runInAction(() => {
      this.fieldErrors = errors;
    });
    return hasNoErrors(errors);
  }

  /** True when the reducer applied the event (it returns the same state for an event that does not apply). */
  private dispatch(event: FunnelEvent): boolean {
    const next = funnelReducer(this.state, event);
    if (next === this.state) return false;
    if (next.currentStep !== this.state.currentStep) this.fieldErrors = {};
    this.state = next;
    return true;
  }

  private settle(outcome: AuthenticationOutcome): void {
    const resolve = this.resolver;
    this.resolver = undefined;
    resolve?.(outcome);
  }
}
