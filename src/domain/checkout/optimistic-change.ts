/**
 * Spec section 4 "Checkout": a change is applied at once, sent, and the price refetched; on failure the previous state
 * is restored exactly and refreshing ends — except a promo code failure, which keeps the state and shows the error.
 */
export interface OptimisticState<S> {
  readonly value: S;
  readonly refreshing: boolean;
  readonly pending: { readonly previous: S } | null;
  readonly error: string | null;
}

export const optimisticState = <S>(value: S): OptimisticState<S> => ({ value, refreshing: false, pending: null, error: null });

/** Applies `next` and remembers what to restore. A change begun during another keeps the oldest state to restore. */
export const beginChange = <S>(state: OptimisticState<S>, next: S): OptimisticState<S> => ({
  value: next,
  refreshing: true,
  pending: state.pending ?? { previous: state.value },
  error: null,
});

export const changeSucceeded = <S>(state: OptimisticState<S>): OptimisticState<S> => ({ ...state, refreshing: false, pending: null, error: null });

export const changeFailed = <S>(state: OptimisticState<S>, error: string, options: { readonly rollback: boolean }): OptimisticState<S> => ({
  value: options.rollback && state.pending ? state.pending.previous : state.value,
  refreshing: false,
  pending: null,
  error,
});
