import { describe, expect, it } from 'vitest';
import { appliedFilterChips, clearAllFiltersPatch } from './applied-filter-chips';
import { updateFilters } from './filter-update';
import { DEFAULT_FILTERS, type SearchFilters } from './search-filters';

const ids = (filters: SearchFilters) => appliedFilterChips(filters).map((chip) => chip.id);
const removed = (filters: SearchFilters, id: string) => {
  const chip = appliedFilterChips(filters).find((c) => c.id === id);
  if (chip === undefined) throw new Error(`no chip ${id}`);
  return updateFilters(filters, chip.remove);
};

describe('appliedFilterChips', () => {
  it('gives no chip for default filters, nor for the place, the page and the sort', () => {
    expect(appliedFilterChips(DEFAULT_FILTERS)).toEqual([]);
    expect(appliedFilterChips({ page: 3, address: 'Nice', latitude: 43.7, longitude: 7.27, sort: 'price', sortOrder: 'ASC' })).toEqual([]);
  });

  it('one chip per value of a list, one per from/to pair, in a fixed order (search bar first)', () => {
    const filters: SearchFilters = {
      page: 1,
      hasDiscount: true,
      types: ['Catamaran', 'RIB'],
      priceFrom: 100,
      priceTo: 500,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      numberOfPeople: 4,
      equipments: [29],
      instantBooking: true,
    };
    expect(ids(filters)).toEqual(['dates', 'numberOfPeople', 'price', 'types:Catamaran', 'types:RIB', 'equipments:29', 'instantBooking', 'hasDiscount']);
    expect(appliedFilterChips(filters).filter((chip) => chip.searchBar).map((chip) => chip.id)).toEqual(['dates', 'numberOfPeople']);
    expect(appliedFilterChips(filters)[2]).toMatchObject({ kind: 'range', name: 'price', from: 100, to: 500 });
  });

  it('removing a chip removes that value only, keeping ownerId and hasDiscount (which updateFilters would clear)', () => {
    const filters: SearchFilters = { page: 2, address: 'Nice', types: ['Catamaran', 'RIB'], priceTo: 500, hasDiscount: true, ownerId: 7 };
    expect(removed(filters, 'types:Catamaran')).toEqual({ page: 1, address: 'Nice', types: ['RIB'], priceTo: 500, hasDiscount: true, ownerId: 7 });
    expect(removed(filters, 'price')).toEqual({ page: 1, address: 'Nice', types: ['Catamaran', 'RIB'], hasDiscount: true, ownerId: 7 });
    expect(removed(filters, 'hasDiscount')).toEqual({ page: 1, address: 'Nice', types: ['Catamaran', 'RIB'], priceTo: 500, ownerId: 7 });
    expect(removed({ page: 1, types: ['RIB'] }, 'types:RIB')).toEqual({ page: 1 });
  });

  it('the dates chip removes both dates', () => {
    expect(removed({ page: 1, startDate: '2030-07-01', endDate: '2030-07-04', instantBooking: true }, 'dates')).toEqual({ page: 1, instantBooking: true });
  });

  it('clearing all filters keeps the place, the dates, the people and the sort', () => {
    const filters: SearchFilters = {
      page: 4,
      address: 'Nice',
      latitude: 43.7,
      longitude: 7.27,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      numberOfPeople: 4,
      sort: 'price',
      sortOrder: 'DESC',
      distance: 10,
      types: ['RIB'],
      lengthFrom: 8,
      superOwner: true,
      hasDiscount: true,
      ownerId: 7,
      productTags: ['family'],
    };
    expect(updateFilters(filters, clearAllFiltersPatch(filters))).toEqual({
      page: 1,
      address: 'Nice',
      latitude: 43.7,
      longitude: 7.27,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      numberOfPeople: 4,
      sort: 'price',
      sortOrder: 'DESC',
    });
  });
});
