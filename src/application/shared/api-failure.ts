/** An expected failure of a call to /api/v6: gateways return it in an Either, never throw it. */
export type ApiFailure =
  | { readonly kind: 'network'; readonly path: string; readonly message: string }
  | { readonly kind: 'http'; readonly path: string; readonly status: number; readonly body: unknown; readonly headers: Readonly<Record<string, string>> }
  | { readonly kind: 'decode'; readonly path: string; readonly errors: readonly string[] };

/** A message key for a failure, for views to translate. */
export const failureMessageKey = (failure: ApiFailure): string => {
  switch (failure.kind) {
    case 'network':
      return 'common:errors.network';
    case 'decode':
      return 'common:errors.unexpectedResponse';
    case 'http':
      if (failure.status === 404) return 'common:errors.notFound';
      if (failure.status === 401) return 'common:errors.signInRequired';
      if (failure.status === 403) return 'common:errors.forbidden';
      if (failure.status === 429) return 'common:errors.tooManyRequests';
      if (failure.status >= 500) return 'common:errors.server';
      return 'common:errors.badRequest';
  }
};

/** The server's message, when the body carries one (spec section 8: "error shown from the server response"). */
export const serverMessage = (failure: ApiFailure): string | undefined => {
  if (failure.kind !== 'http' || typeof failure.body !== 'object' || failure.body === null) return undefined;
  const message = (failure.body as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
};
