import { isLeft, left, type Either } from 'fp-ts/lib/Either';
import type { FunnelTrigger } from '../../domain/auth/funnel';
import type { Authenticator } from '../auth/authenticator';
import type { ApiFailure } from '../shared/api-failure';

/** Signing in was asked for and the visitor closed the funnel. */
export type SignInAborted = { readonly kind: 'signInAborted' };

/**
 * A call that needs a signed-in user (spec section 6): a 401 opens the sign-in funnel (spec section 4 "User
 * permissions") and, once signed in, the call is made again; closing the funnel answers signInAborted. A token that
 * expired while the page was open answers "already signed in": the page offers to sign in again, by which time the
 * composition root has cleared that token (its 401 handler), so the funnel opens.
 */
export const callSignedIn = async <T>(
  authenticator: Authenticator,
  trigger: FunnelTrigger,
  call: () => Promise<Either<ApiFailure, T>>,
): Promise<Either<ApiFailure | SignInAborted, T>> => {
  const first = await call();
  if (!isLeft(first) || first.left.kind !== 'http' || first.left.status !== 401) return first;
  const outcome = await authenticator.authenticate(trigger);
  if (outcome.kind !== 'success') return left({ kind: 'signInAborted' });
  return call();
};

/** The page's state after a failed load: sign-in refused, not found (also another user's: 404), or an error key. */
export type LoadFailureStatus = 'signInRequired' | 'notFound' | 'error';

export const loadFailureStatus = (failure: ApiFailure | SignInAborted): LoadFailureStatus =>
  failure.kind === 'signInAborted' ? 'signInRequired' : failure.kind === 'http' && failure.status === 404 ? 'notFound' : 'error';

/** The `error` code of an HTTP failure's body, if any (the server's machine-readable reason). */
export const errorCodeOf = (failure: ApiFailure | SignInAborted): string | undefined =>
  failure.kind === 'http' && typeof failure.body === 'object' && failure.body !== null && typeof (failure.body as { error?: unknown }).error === 'string'
    ? (failure.body as { error: string }).error
    : undefined;

/** Spec section 8: a post-booking init failure whose body has a redirectUrl navigates there. */
export const redirectUrlOf = (failure: ApiFailure | SignInAborted): string | undefined =>
  failure.kind === 'http' && typeof failure.body === 'object' && failure.body !== null && typeof (failure.body as { redirectUrl?: unknown }).redirectUrl === 'string'
    ? (failure.body as { redirectUrl: string }).redirectUrl
    : undefined;
