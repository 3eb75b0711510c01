import { action, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isRight } from 'fp-ts/lib/Either';
import type { AuthMessageKey } from '../../domain/auth/messages';
import { validateNewPassword } from '../../domain/auth/validation';
import { TOKENS } from '../tokens';
import type { AuthGateway } from './auth-gateway';
import { serverErrorMessage } from './server-error-message';

/** Message keys of the password-reset page (auth namespace). */
export const PASSWORD_RESET_MESSAGES = {
  confirmationRequired: 'passwordReset.confirmationRequired',
  mismatch: 'passwordReset.mismatch',
  generic: 'auth.error.generic',
} as const;

export type PasswordResetField = 'password' | 'confirmation';

/**
 * The page reached from the reset email (route passwordReset {token}): a new password twice, then
 * POST /auth/password-reset. One per page visit.
 */
@injectable()
export class PasswordResetPresenter {
  password = '';
  confirmation = '';
  status: 'idle' | 'pending' | 'success' | 'error' = 'idle';
  fieldErrors: Partial<Record<PasswordResetField, AuthMessageKey | string>> = {};
  /** A message key (auth namespace) or the server's message. */
  error: string | undefined = undefined;

  constructor(@inject(TOKENS.AuthGateway) private readonly gateway: AuthGateway) {
    makeObservable(this, {
      password: observable,
      confirmation: observable,
      status: observable,
      fieldErrors: observable,
      error: observable,
      fieldChanged: action,
      submitted: action,
    });
  }

  fieldChanged(field: PasswordResetField, value: string): void {
    this[field] = value;
    if (this.fieldErrors[field] !== undefined) this.fieldErrors = { ...this.fieldErrors, [field]: undefined };
  }

  async submitted(token: string): Promise<void> {
    if (this.status === 'pending' || this.status === 'success') return;
    const password = validateNewPassword(this.password);
    const confirmation =
      this.confirmation === ''
        ? PASSWORD_RESET_MESSAGES.confirmationRequired
        : this.confirmation !== this.password
          ? PASSWORD_RESET_MESSAGES.mismatch
          : undefined;
    this.fieldErrors = { ...(password && { password }), ...(confirmation && { confirmation }) };
    if (password !== undefined || confirmation !== undefined) return;
    this.status = 'pending';
    this.error = undefined;
    const result = await this.gateway.resetPassword({ token, password: this.password });
    runInAction(() => {
      if (isRight(result)) {
        this.status = 'success';
        return;
      }
      this.status = 'error';
      this.error = serverErrorMessage(result.left) ?? PASSWORD_RESET_MESSAGES.generic;
    });
  }
}
