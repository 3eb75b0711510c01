import type { Either } from 'fp-ts/lib/Either';
import type {
  AccountMeResponse,
  AuthenticationResponse,
  DevProviderTokenRequest,
  DevProviderTokenResponse,
  EmailExistsResponse,
  LegacyPasswordResetResponse,
  LoginRequest,
  LogoutResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
  ResendValidationCodeRequest,
  ResendValidationCodeResponse,
} from '../../contract/auth';
import type { ApiFailure } from '../shared/api-failure';

export type AuthResult<A> = Promise<Either<ApiFailure, A>>;

/** The authentication calls of spec section 7 ("Authentication", and the device permissions of "Device and tracking"). */
export interface AuthGateway {
  /** Right when an account uses the email; a 404 failure when none does. */
  emailExists(email: string): AuthResult<EmailExistsResponse>;
  login(request: LoginRequest): AuthResult<AuthenticationResponse>;
  /** 401 with the two-factor header asks for the SMS code; 409 third-party-duplicate-account sends back to login. */
  register(request: RegisterRequest): AuthResult<AuthenticationResponse>;
  resendValidationCode(request: ResendValidationCodeRequest): AuthResult<ResendValidationCodeResponse>;
  logout(): AuthResult<LogoutResponse>;
  me(): AuthResult<AccountMeResponse>;
  /** The legacy GET with Email and lang; its failures carry ErreurMessage. */
  requestPasswordReset(email: string, language: string): AuthResult<LegacyPasswordResetResponse>;
  resetPassword(request: PasswordResetRequest): AuthResult<PasswordResetResponse>;
  /** The offline identity provider's token (development only: 404 otherwise). */
  devProviderToken(request: DevProviderTokenRequest): AuthResult<DevProviderTokenResponse>;
  savePushPermission(isAccepted: boolean): AuthResult<unknown>;
  saveTrackingPermission(isAccepted: boolean): AuthResult<unknown>;
}
