import { left, type Either } from 'fp-ts/lib/Either';
import type {
  DevProviderTokenRequest,
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  ResendValidationCodeRequest,
} from '../../contract/auth';
import type { AuthGateway } from '../../application/auth/auth-gateway';
import type { ApiFailure } from '../../application/shared/api-failure';

/**
 * The gateway whose implementation (and the contract's codecs it decodes with) loads on its first call, so the
 * first screen does not carry it. A failed load is a network failure, tried again on the next call.
 */
export class LazyAuthGateway implements AuthGateway {
  private gateway: Promise<AuthGateway> | undefined;

  constructor(private readonly loader: () => Promise<AuthGateway>) {}

  private async call<A>(name: string, run: (gateway: AuthGateway) => Promise<Either<ApiFailure, A>>): Promise<Either<ApiFailure, A>> {
    let gateway: AuthGateway;
    try {
      this.gateway ??= this.loader();
      gateway = await this.gateway;
    } catch (error) {
      this.gateway = undefined;
      return left({ kind: 'network', path: name, message: error instanceof Error ? error.message : String(error) });
    }
    return run(gateway);
  }

  emailExists = (email: string) => this.call('emailExists', (g) => g.emailExists(email));
  login = (request: LoginRequest) => this.call('login', (g) => g.login(request));
  register = (request: RegisterRequest) => this.call('register', (g) => g.register(request));
  resendValidationCode = (request: ResendValidationCodeRequest) => this.call('resendValidationCode', (g) => g.resendValidationCode(request));
  logout = () => this.call('logout', (g) => g.logout());
  me = () => this.call('me', (g) => g.me());
  requestPasswordReset = (email: string, language: string) => this.call('requestPasswordReset', (g) => g.requestPasswordReset(email, language));
  resetPassword = (request: PasswordResetRequest) => this.call('resetPassword', (g) => g.resetPassword(request));
  devProviderToken = (request: DevProviderTokenRequest) => this.call('devProviderToken', (g) => g.devProviderToken(request));
  savePushPermission = (isAccepted: boolean) => this.call('savePushPermission', (g) => g.savePushPermission(isAccepted));
  saveTrackingPermission = (isAccepted: boolean) => this.call('saveTrackingPermission', (g) => g.saveTrackingPermission(isAccepted));
}
