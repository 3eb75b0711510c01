import type {
  DevProviderTokenRequest,
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  ResendValidationCodeRequest,
} from '../../contract/auth';
import type { AuthGateway } from '../../application/auth/auth-gateway';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * The gateway whose implementation (and the contract's codecs it decodes with) loads on its first call, so the
 * first screen does not carry it. A failed load is a network failure, tried again on the next call.
 */
export class LazyAuthGateway extends LazyGateway<AuthGateway> implements AuthGateway {
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
