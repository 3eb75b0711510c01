import { filterBounds } from '../../src/domain/search/search-filters';

/** Spec section 9 gives 18 per page for activities; boats use the same page size. */
export const PAGE_SIZE = filterBounds(2000).activitiesPageSize;
/** Results are never paged beyond this many (spec section 9: lazy limit 100). */
export const RESULTS_LAZY_LIMIT = filterBounds(2000).resultsLazyLimit;

export interface PageWindow {
  readonly offset: number;
  readonly limit: number;
  readonly totalPage: number;
}

/** Page n of a result set of `count`, never beyond the lazy limit: totalPage = ceil(min(count, 100) / 18). */
export const pageWindow = (page: number, count: number, pageSize = PAGE_SIZE, lazyLimit = RESULTS_LAZY_LIMIT): PageWindow => {
  const offset = (page - 1) * pageSize;
  return {
    offset,
    limit: Math.max(0, Math.min(pageSize, lazyLimit - offset)),
    totalPage: Math.ceil(Math.min(count, lazyLimit) / pageSize),
  };
};
