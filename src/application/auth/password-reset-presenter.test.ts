import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { FakeAuthGateway, failed, httpFailure } from '../../../tests/fakes/auth';
import { PASSWORD_RESET_MESSAGES, PasswordResetPresenter } from './password-reset-presenter';

describe('PasswordResetPresenter', () => {
  it('checks the new password and its confirmation before calling', async () => {
    const gateway = new FakeAuthGateway();
    const presenter = new PasswordResetPresenter(gateway);
    await presenter.submitted('tok');
    expect(presenter.fieldErrors).toEqual({ password: AUTH_MESSAGES.passwordRequired, confirmation: PASSWORD_RESET_MESSAGES.confirmationRequired });
    presenter.fieldChanged('password', 'short');
    presenter.fieldChanged('confirmation', 'other');
    await presenter.submitted('tok');
    expect(presenter.fieldErrors).toEqual({ password: AUTH_MESSAGES.passwordTooShort, confirmation: PASSWORD_RESET_MESSAGES.mismatch });
    expect(gateway.calls).toEqual([]);
  });

  it('posts the token and the password; success', async () => {
    const gateway = new FakeAuthGateway();
    const presenter = new PasswordResetPresenter(gateway);
    presenter.fieldChanged('password', 'new-password-1');
    presenter.fieldChanged('confirmation', 'new-password-1');
    await presenter.submitted('reset-token');
    expect(gateway.callsOf('resetPassword')).toEqual([[{ token: 'reset-token', password: 'new-password-1' }]]);
    expect(presenter.status).toBe('success');
  });

  it('an expired or used link says so', async () => {
    const gateway = new FakeAuthGateway();
    gateway.resetPasswordResponder = () => failed(httpFailure(400, { error: 'reset_token_invalid', message: 'The request is not valid.' }));
    const presenter = new PasswordResetPresenter(gateway);
    presenter.fieldChanged('password', 'new-password-1');
    presenter.fieldChanged('confirmation', 'new-password-1');
    await presenter.submitted('old');
    expect(presenter.status).toBe('error');
    expect(presenter.error).toBe('server.resetTokenInvalid');
  });
});
