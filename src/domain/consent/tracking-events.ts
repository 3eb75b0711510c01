import type { SearchFilters } from '../search/search-filters';
import type { DataLayerEvent } from './tracking-gate';

/** Filters that are not "filters" in the search event: the place, the dates, the page and the sort. */
const NOT_COUNTED: ReadonlySet<string> = new Set(['address', 'latitude', 'longitude', 'distance', 'startDate', 'endDate', 'page', 'sort', 'sortOrder']);

/** How many filters narrow a search (a list counts once when it holds something). */
export const activeFilterCount = (filters: SearchFilters): number =>
  Object.entries(filters).filter(([name, value]) => !NOT_COUNTED.has(name) && value !== undefined && !(Array.isArray(value) && value.length === 0)).length;

/** `search`, when a search page's results have loaded: the place, the dates, how many filters and results. */
export const searchEvent = (kind: 'boat' | 'activity', filters: SearchFilters, resultsCount: number): DataLayerEvent => ({
  event: 'search',
  searchKind: kind,
  searchTerm: filters.address ?? '',
  startDate: filters.startDate ?? null,
  endDate: filters.endDate ?? filters.startDate ?? null,
  filtersCount: activeFilterCount(filters),
  resultsCount,
  page: filters.page,
});

export interface ViewedItem {
  readonly id: number;
  readonly name: string;
  readonly category: 'boat' | 'activity';
  /** The boat's type or the activity's. */
  readonly variant: string;
  /** EUR cents: per day after the owner's discount for a boat, per person for an activity. */
  readonly priceCents: number;
}

/** `view_item` (product page, activity page), in the data layer's e-commerce shape (amounts in euros). */
export const viewItemEvent = (item: ViewedItem): DataLayerEvent => {
  const price = Math.round(item.priceCents) / 100;
  return {
    event: 'view_item',
    ecommerce: {
      currency: 'EUR',
      value: price,
      items: [{ item_id: String(item.id), item_name: item.name, item_category: item.category, item_variant: item.variant, price, quantity: 1 }],
    },
  };
};

/** A boat's price per day after its discount, in EUR cents. */
export const discountedDayPrice = (pricePerDay: number, discountPercentage: number): number =>
  Math.round((pricePerDay * (100 - Math.min(100, Math.max(0, discountPercentage)))) / 100);
