/** Service identifiers of the authentication feature not listed in TOKENS. */
export const AUTH_TOKENS = {
  Scheduler: Symbol.for('Scheduler'),
  PasswordResetPresenter: Symbol.for('PasswordResetPresenter'),
  /** The AuthModule: the funnel's code, loaded on first use. */
  AuthModule: Symbol.for('AuthModule'),
} as const;
