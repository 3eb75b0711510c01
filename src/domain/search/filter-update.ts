import { withoutUndefined } from './normalise-filters';
import type { SearchFilters } from './search-filters';

/** A change of filters; a key given as undefined clears that filter. */
export type FiltersPatch = { readonly [K in keyof SearchFilters]?: SearchFilters[K] | undefined };

/**
 * Spec section 4 (Search): the page resets to 1 unless the page itself changed; ownerId and hasDiscount are
 * cleared when the patch does not provide them and the page did not change (turning a page keeps them).
 */
export const updateFilters = (current: SearchFilters, patch: FiltersPatch): SearchFilters => {
  const pageChanged = patch.page !== undefined && patch.page !== current.page;
  const merged = { ...current, ...patch };
  if (pageChanged) return withoutUndefined({ ...merged, page: patch.page ?? current.page });
  return withoutUndefined({ ...merged, page: 1, ownerId: patch.ownerId, hasDiscount: patch.hasDiscount });
};
