import { runInAction } from 'mobx';
import { isLeft, type Either } from 'fp-ts/lib/Either';
import type { Authenticator } from '../auth/authenticator';
import { callSignedIn, loadFailureStatus, type LoadFailureStatus } from '../account/signed-in';
import type { ApiFailure } from '../shared/api-failure';
import { ownerErrorKey } from './owner-failures';

/** What a tab of the owner's pages shows while it loads, once loaded, or after a failed load. */
export interface OwnerTabState {
  status: 'loading' | 'ready' | LoadFailureStatus;
  errorKey: string | null;
}

/**
 * Loads a tab of the owner's pages: a 401 asks to sign in and tries again; `loaded` applies the answer, then the tab
 * is ready. A failure sets the page's status and its message key (none when sign-in was refused: the tab offers it).
 * Called from the presenter's `load` action, whose observable state `tab` is.
 */
export const loadOwnerTab = async <A>(
  tab: OwnerTabState,
  authenticator: Authenticator,
  call: () => Promise<Either<ApiFailure, A>>,
  loaded: (answer: A) => void,
): Promise<void> => {
  tab.status = 'loading';
  const answer = await callSignedIn(authenticator, 'menu', call);
  runInAction(() => {
    if (isLeft(answer)) {
      tab.status = loadFailureStatus(answer.left);
      tab.errorKey = answer.left.kind === 'signInAborted' ? null : ownerErrorKey(answer.left);
      return;
    }
    loaded(answer.right);
    tab.status = 'ready';
  });
};
