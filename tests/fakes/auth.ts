import { left, right, type Either } from 'fp-ts/lib/Either';
import type {
  AccountMeResponse,
  AuthenticationResponse,
  DevProviderTokenRequest,
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  ResendValidationCodeRequest,
} from '../../src/contract/auth';
import { TWO_FACTOR_HEADER, type ThirdPartyProvider } from '../../src/domain/auth/funnel';
import type { LanguageCode } from '../../src/domain/i18n/languages';
import type { AuthGateway } from '../../src/application/auth/auth-gateway';
import type { IdentityProvider, IdentityResult } from '../../src/application/auth/identity-provider';
import type { Scheduler } from '../../src/application/auth/scheduler';
import type { Analytics } from '../../src/application/analytics/analytics';
import type { NativeBridge, NativePlatform, TrackingAuthorization } from '../../src/application/native/native-bridge';
import type { ApiFailure } from '../../src/application/shared/api-failure';

type Result<A> = Either<ApiFailure, A>;

export const authResponse = (token = 'token-1'): AuthenticationResponse => ({
  authToken: token,
  tracking: { userId: '42', hashedEmail: 'hashed-email', hashedPhone: 'hashed-phone' },
});

export const meResponse = (overrides: Partial<AccountMeResponse> = {}): AccountMeResponse => ({
  id: 42,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  roles: ['tenant'],
  isPro: false,
  isSuperOwner: false,
  language: 'fr',
  currencyCode: 'EUR',
  permissions: { pushNotif: false, tracking: false },
  ...overrides,
});

/** An HTTP failure as the HttpClient gives it (headers lower-cased). */
export const httpFailure = (status: number, body: unknown = {}, headers: Record<string, string> = {}, path = '/test'): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body,
  headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
});

export const networkFailure = (path = '/test'): ApiFailure => ({ kind: 'network', path, message: 'Failed to fetch' });

/** The server's answer asking for the SMS code (spec section 8: register 401 with the two-factor header). */
export const twoFactorChallenge = (error = 'two_factor_required'): ApiFailure =>
  httpFailure(401, { error, message: 'Enter the 6-digit code we sent to your phone.' }, { [TWO_FACTOR_HEADER]: 'sms' });

export const failed = <A>(failure: ApiFailure): Result<A> => left(failure);
export const ok = <A>(value: A): Result<A> => right(value);

export interface GatewayCall {
  readonly method: keyof AuthGateway;
  readonly args: readonly unknown[];
}

type Responder<Args extends unknown[], A> = (...args: Args) => Result<A> | Promise<Result<A>>;

/** Answers every call with its responder (defaults succeed) and records the calls in order. */
export class FakeAuthGateway implements AuthGateway {
  readonly calls: GatewayCall[] = [];
  emailExistsResponder: Responder<[string], { exists: true }> = () => ok({ exists: true });
  loginResponder: Responder<[LoginRequest], AuthenticationResponse> = () => ok(authResponse());
  registerResponder: Responder<[RegisterRequest], AuthenticationResponse> = () => ok(authResponse());
  resendResponder: Responder<[ResendValidationCodeRequest], { sent: true }> = () => ok({ sent: true });
  logoutResponder: Responder<[], { ok: true }> = () => ok({ ok: true });
  meResponder: Responder<[], AccountMeResponse> = () => ok(meResponse());
  passwordResetRequestResponder: Responder<[string, string], { ok: true }> = () => ok({ ok: true });
  resetPasswordResponder: Responder<[PasswordResetRequest], { ok: true }> = () => ok({ ok: true });
  devProviderTokenResponder: Responder<[DevProviderTokenRequest], { providerToken: string }> = () => ok({ providerToken: 'dev.provider.token' });
  permissionResponder: Responder<['push' | 'tracking', boolean], unknown> = () => ok({});

  private record(method: keyof AuthGateway, args: unknown[]) {
    this.calls.push({ method, args });
  }
  /** The recorded calls of one method. */
  callsOf(method: keyof AuthGateway): readonly (readonly unknown[])[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  async emailExists(email: string) {
    this.record('emailExists', [email]);
    return this.emailExistsResponder(email);
  }
  async login(request: LoginRequest) {
    this.record('login', [request]);
    return this.loginResponder(request);
  }
  async register(request: RegisterRequest) {
    this.record('register', [request]);
    return this.registerResponder(request);
  }
  async resendValidationCode(request: ResendValidationCodeRequest) {
    this.record('resendValidationCode', [request]);
    return this.resendResponder(request);
  }
  async logout() {
    this.record('logout', []);
    return this.logoutResponder();
  }
  async me() {
    this.record('me', []);
    return this.meResponder();
  }
  async requestPasswordReset(email: string, language: string) {
    this.record('requestPasswordReset', [email, language]);
    return this.passwordResetRequestResponder(email, language);
  }
  async resetPassword(request: PasswordResetRequest) {
    this.record('resetPassword', [request]);
    return this.resetPasswordResponder(request);
  }
  async devProviderToken(request: DevProviderTokenRequest) {
    this.record('devProviderToken', [request]);
    return this.devProviderTokenResponder(request);
  }
  async savePushPermission(isAccepted: boolean) {
    this.record('savePushPermission', [isAccepted]);
    return this.permissionResponder('push', isAccepted);
  }
  async saveTrackingPermission(isAccepted: boolean) {
    this.record('saveTrackingPermission', [isAccepted]);
    return this.permissionResponder('tracking', isAccepted);
  }
}

/** Answers sign-ins with the queued results (cancelled when none is left). */
export class FakeIdentityProvider implements IdentityProvider {
  readonly requests: ThirdPartyProvider[] = [];
  constructor(public results: IdentityResult[] = []) {}
  async signIn(provider: ThirdPartyProvider): Promise<IdentityResult> {
    this.requests.push(provider);
    return this.results.shift() ?? { kind: 'cancelled' };
  }
}

/** A native app (or none) whose answers are set by the test; `log` keeps the order of the questions. */
export class FakeNativeBridge implements NativeBridge {
  readonly log: string[] = [];
  constructor(
    public readonly isWebview = false,
    public platformAnswer: NativePlatform = 'ios',
    public trackingStatus: TrackingAuthorization = 'notDetermined',
    public trackingRequestAnswer: TrackingAuthorization = 'authorized',
    public pushAnswer: boolean | Error = true,
  ) {}
  async platform() {
    this.log.push('platform');
    return this.platformAnswer;
  }
  async trackingAuthorization() {
    this.log.push('tracking.status');
    return this.trackingStatus;
  }
  async requestTrackingAuthorization() {
    this.log.push('tracking.request');
    return this.trackingRequestAnswer;
  }
  async requestPushPermission() {
    this.log.push('push.request');
    if (this.pushAnswer instanceof Error) throw this.pushAnswer;
    return this.pushAnswer;
  }
}

/** Delays resolve only when the test flushes them, so "delayed 1000 ms" can be observed. */
export class FakeScheduler implements Scheduler {
  readonly delays: number[] = [];
  private waiting: (() => void)[] = [];
  constructor(private readonly immediate = false) {}
  delay(ms: number): Promise<void> {
    this.delays.push(ms);
    if (this.immediate) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
  get pending(): number {
    return this.waiting.length;
  }
}

export class FakeAnalytics implements Analytics {
  readonly events: Readonly<Record<string, unknown>>[] = [];
  push(event: Readonly<Record<string, unknown>>): void {
    this.events.push(event);
  }
}

export const fakeSettings = (language: LanguageCode = 'en', currency = 'EUR') => ({ language, currency: { code: currency } });

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
