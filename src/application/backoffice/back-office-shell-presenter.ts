import { computed, makeObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { canAccessBackOffice, isSignedIn, type SessionUser } from '../../domain/auth/user-permissions';
import type { Authenticator } from '../auth/authenticator';
import { TOKENS } from '../tokens';

/** Who is signed in, as the session knows it (UserSession). */
export interface SignedInUser {
  readonly user: SessionUser | undefined;
}

export type BackOfficeAccess = 'visitor' | 'notStaff' | 'staff';

/**
 * The back office's shell (issue [7]): a visitor is asked to sign in, a signed-in tenant or owner is told the pages are
 * for staff (nothing is loaded for them: the server would answer 403 anyway), staff get the pages. A UI hint only:
 * every call is checked on the server.
 */
@injectable()
export class BackOfficeShellPresenter {
  constructor(
    @inject(TOKENS.UserSession) private readonly session: SignedInUser,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, { access: computed });
  }

  get access(): BackOfficeAccess {
    const user = this.session.user;
    if (!isSignedIn(user)) return 'visitor';
    return canAccessBackOffice(user) ? 'staff' : 'notStaff';
  }

  /** Opens the sign-in funnel; the page follows the session once signed in. */
  async signInClicked(): Promise<void> {
    await this.authenticator.authenticate('menu');
  }
}
