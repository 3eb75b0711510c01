import { isLeft } from 'fp-ts/lib/Either';
import type { FunnelTrigger } from '../../domain/auth/funnel';
import type { Authenticator } from '../auth/authenticator';
import type { ApiFailure } from '../shared/api-failure';
import type { SearchGateway } from './search-gateway';

export type FavoriteGateway = Pick<SearchGateway, 'addFavorite' | 'removeFavorite'>;

export type FavoriteOutcome =
  | { readonly kind: 'aborted' }
  | { readonly kind: 'saved'; readonly isFavorite: boolean }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

/**
 * Spec section 4: a favourite toggle first requires authentication, then calls the server. `flip` is called with
 * the new value before the call (optimistic) and, on failure, with the previous value again (section 8: reverted).
 */
export const toggleFavorite = async (
  authenticator: Authenticator,
  gateway: FavoriteGateway,
  trigger: FunnelTrigger,
  productId: number,
  isFavorite: boolean,
  flip: (isFavorite: boolean) => void,
): Promise<FavoriteOutcome> => {
  const outcome = await authenticator.authenticate(trigger);
  if (outcome.kind === 'aborted') return { kind: 'aborted' };
  flip(!isFavorite);
  const result = isFavorite ? await gateway.removeFavorite(productId) : await gateway.addFavorite(productId);
  if (isLeft(result)) {
    flip(isFavorite);
    return { kind: 'failed', failure: result.left };
  }
  flip(result.right.isFavorite);
  return { kind: 'saved', isFavorite: result.right.isFavorite };
};
