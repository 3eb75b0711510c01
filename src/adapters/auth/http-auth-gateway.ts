import {
  AUTH_PATHS,
  AccountMeResponse,
  AuthenticationResponse,
  DevProviderTokenResponse,
  EmailExistsResponse,
  LegacyPasswordResetResponse,
  LogoutResponse,
  PasswordResetResponse,
  ResendValidationCodeResponse,
  type DevProviderTokenRequest,
  type LoginRequest,
  type PasswordResetRequest,
  type RegisterRequest,
  type ResendValidationCodeRequest,
} from '../../contract/auth';
import { DEVICE_PATHS, PermissionsResponse } from '../../contract/device';
import type { AuthGateway, AuthResult } from '../../application/auth/auth-gateway';
import type { HttpClient } from '../http/http-client';

/** Spec section 7 "Device and tracking": the consents' paths. */
export const DEVICE_PERMISSION_PATHS = {
  pushNotif: DEVICE_PATHS.pushNotifPermission,
  tracking: DEVICE_PATHS.trackingPermission,
} as const;

/** The authentication calls over /api/v6, every answer decoded with the shared contract. */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  emailExists(email: string): AuthResult<EmailExistsResponse> {
    return this.http.send('POST', AUTH_PATHS.emailExists, EmailExistsResponse, { email });
  }

  login(request: LoginRequest): AuthResult<AuthenticationResponse> {
    return this.http.send('POST', AUTH_PATHS.login, AuthenticationResponse, request);
  }

  register(request: RegisterRequest): AuthResult<AuthenticationResponse> {
    return this.http.send('POST', AUTH_PATHS.register, AuthenticationResponse, request);
  }

  resendValidationCode(request: ResendValidationCodeRequest): AuthResult<ResendValidationCodeResponse> {
    return this.http.send('POST', AUTH_PATHS.resendValidationCode, ResendValidationCodeResponse, request);
  }

  logout(): AuthResult<LogoutResponse> {
    return this.http.send('POST', AUTH_PATHS.logout, LogoutResponse);
  }

  me(): AuthResult<AccountMeResponse> {
    return this.http.get(AUTH_PATHS.me, AccountMeResponse);
  }

  requestPasswordReset(email: string, language: string): AuthResult<LegacyPasswordResetResponse> {
    return this.http.get(AUTH_PATHS.legacyPasswordReset, LegacyPasswordResetResponse, { Email: email, lang: language });
  }

  resetPassword(request: PasswordResetRequest): AuthResult<PasswordResetResponse> {
    return this.http.send('POST', AUTH_PATHS.passwordReset, PasswordResetResponse, request);
  }

  devProviderToken(request: DevProviderTokenRequest): AuthResult<DevProviderTokenResponse> {
    return this.http.send('POST', AUTH_PATHS.devProviderToken, DevProviderTokenResponse, request);
  }

  savePushPermission(isAccepted: boolean): AuthResult<unknown> {
    return this.http.send('PUT', DEVICE_PERMISSION_PATHS.pushNotif, PermissionsResponse, { isAccepted });
  }

  saveTrackingPermission(isAccepted: boolean): AuthResult<unknown> {
    return this.http.send('PUT', DEVICE_PERMISSION_PATHS.tracking, PermissionsResponse, { isAccepted });
  }
}
