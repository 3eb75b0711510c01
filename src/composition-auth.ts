import type { Container } from 'inversify';
import type { AppConfiguration } from './contract/configuration';
import { TOKENS } from './application/tokens';
import { AUTH_TOKENS } from './application/auth/auth-tokens';
import { AuthModule } from './application/auth/auth-module';
import type { AuthFunnelPresenter } from './application/auth/auth-funnel-presenter';
import { FunnelAuthenticator } from './application/auth/funnel-authenticator';
import { UserSession } from './application/auth/user-session';
import type { Scheduler } from './application/auth/scheduler';
import type { HttpClient } from './adapters/http/http-client';
import type { ApiFailure } from './application/shared/api-failure';
import type { ReportableError } from './domain/error-reporting/reportable-error';
import { lazyAuthGateway } from './adapters/auth/lazy-auth-gateway';

/** Sign-in's bindings, shared by the app's composition root and the embedded funnel's (issue [12]). */
const scheduler: Scheduler = { delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/**
 * Sign-in and registration (issue 3): the session and authenticate() are bound at once; the funnel (presenter,
 * validation with its phone metadata, identity providers, native bridge) and the gateway's codecs load on first use.
 */
export const bindAuthentication = (container: Container, configuration: AppConfiguration, http: HttpClient) => {
  const gateway = lazyAuthGateway(async () => new (await import('./adapters/auth/http-auth-gateway')).HttpAuthGateway(http));
  container.bind(TOKENS.AuthGateway).toConstantValue(gateway);
  container.bind(AUTH_TOKENS.Scheduler).toConstantValue(scheduler);
  container.bind(TOKENS.UserSession).to(UserSession).inSingletonScope();
  const loadFunnel = async (): Promise<AuthFunnelPresenter> => {
    const [{ AuthFunnelPresenter }, { PasswordResetPresenter }, { createIdentityProvider }] = await Promise.all([
      import('./application/auth/auth-funnel-presenter'),
      import('./application/auth/password-reset-presenter'),
      import('./adapters/auth/create-identity-provider'),
    ]);
    if (!container.isBound(TOKENS.AuthFunnelPresenter)) {
      container.bind(TOKENS.IdentityProvider).toConstantValue(createIdentityProvider(configuration, { gateway }));
      container.bind(TOKENS.AuthFunnelPresenter).to(AuthFunnelPresenter).inSingletonScope();
      container.bind(AUTH_TOKENS.PasswordResetPresenter).to(PasswordResetPresenter).inTransientScope();
    }
    return container.get<AuthFunnelPresenter>(TOKENS.AuthFunnelPresenter);
  };
  container.bind(AUTH_TOKENS.AuthModule).toConstantValue(new AuthModule(loadFunnel));
  // The one Authenticator: the search views' temporary one, if any, must not be bound besides it.
  if (container.isBound(TOKENS.Authenticator)) container.unbind(TOKENS.Authenticator);
  container.bind(TOKENS.Authenticator).to(FunnelAuthenticator).inSingletonScope();
};

/** An API failure as the error reporter takes it. */
export const toReportable = (failure: ApiFailure): ReportableError => {
  switch (failure.kind) {
    case 'http':
      return { kind: 'http', path: failure.path, status: failure.status, message: `HTTP ${failure.status}` };
    case 'decode':
      return { kind: 'decode', path: failure.path, message: failure.errors.join('; ') };
    case 'network':
      return { kind: 'network', path: failure.path, message: failure.message };
  }
};
