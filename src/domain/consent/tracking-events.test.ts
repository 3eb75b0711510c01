import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../search';
import { activeFilterCount, discountedDayPrice, searchEvent, viewItemEvent } from './tracking-events';

describe('tracking events', () => {
  it('search: place, dates, filters and results; place, dates, page and sort are not filters', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      address: 'Marseille',
      latitude: 43.3,
      longitude: 5.4,
      startDate: '2026-07-01',
      endDate: '2026-07-08',
      page: 2,
      sort: 'price',
      sortOrder: 'ASC',
      numberOfPeople: 4,
      types: ['Sailboat'],
      equipments: [],
      instantBooking: true,
    } as const;
    expect(activeFilterCount(filters)).toBe(3);
    expect(searchEvent('boat', filters, 57)).toEqual({
      event: 'search',
      searchKind: 'boat',
      searchTerm: 'Marseille',
      startDate: '2026-07-01',
      endDate: '2026-07-08',
      filtersCount: 3,
      resultsCount: 57,
      page: 2,
    });
    expect(searchEvent('activity', DEFAULT_FILTERS, 0)).toMatchObject({ searchTerm: '', startDate: null, endDate: null, filtersCount: 0 });
  });

  it('view_item in euros', () => {
    expect(viewItemEvent({ id: 8, name: 'Bavaria 46', category: 'boat', variant: 'Sailboat', priceCents: discountedDayPrice(25_000, 10) })).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 225,
        items: [{ item_id: '8', item_name: 'Bavaria 46', item_category: 'boat', item_variant: 'Sailboat', price: 225, quantity: 1 }],
      },
    });
    expect(discountedDayPrice(9_999, 0)).toBe(9_999);
    expect(discountedDayPrice(10_000, 150)).toBe(0);
  });
});
