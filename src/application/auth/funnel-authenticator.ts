import { inject, injectable } from 'inversify';
import type { FunnelTrigger } from '../../domain/auth/funnel';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { TOKENS } from '../tokens';
import type { Authenticator } from './authenticator';
import type { FunnelOpenOptions } from './auth-funnel-presenter';
import { AUTH_TOKENS } from './auth-tokens';

/** What the use case needs: whether a token exists, and a funnel to open (loaded on first use). */
export interface SignedInState {
  readonly isSignedIn: boolean;
}
export interface FunnelOpener {
  open(trigger: FunnelTrigger, options?: FunnelOpenOptions): Promise<AuthenticationOutcome>;
}
export interface FunnelLoader {
  load(): Promise<FunnelOpener>;
}

/**
 * `authenticate()` (spec section 4 "User permissions"): already signed in when a token exists; otherwise the
 * funnel opens with the trigger, and the outcome is success with the token or aborted.
 */
@injectable()
export class FunnelAuthenticator implements Authenticator {
  constructor(
    @inject(TOKENS.UserSession) private readonly session: SignedInState,
    @inject(AUTH_TOKENS.AuthModule) private readonly funnel: FunnelLoader,
  ) {}

  get isSignedIn(): boolean {
    return this.session.isSignedIn;
  }

  async authenticate(trigger: FunnelTrigger): Promise<AuthenticationOutcome> {
    if (this.session.isSignedIn) return { kind: 'alreadySignedIn' };
    const funnel = await this.funnel.load();
    return funnel.open(trigger);
  }
}
