import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { FunnelTrigger } from '../../domain/auth/funnel';

/**
 * Spec section 4 "User permissions": if a token exists, authenticate reports already signed in; otherwise the
 * login modal opens (with the trigger as its origin) and the result is success with an authToken, or aborted.
 */
export interface Authenticator {
  readonly isSignedIn: boolean;
  authenticate(trigger: FunnelTrigger): Promise<AuthenticationOutcome>;
}
