import { describe, expect, it } from 'vitest';
import { BOAT_TYPES, EQUIPMENT, EQUIPMENT_IDS, SAIL_TYPES, SORTS, boatTypeGroup, filterBounds } from './search-filters';

describe('search filter constants', () => {
  it('lists the 11 boat types of the spec exactly', () => {
    expect(BOAT_TYPES).toEqual([
      'Catamaran', 'Gulet', 'Houseboat', 'Jet Ski', 'Motorboat', 'Motor Yacht', 'RIB', 'Sailboat', 'Sail Yacht',
      'Without license', 'Yacht',
    ]);
  });

  it('groups sail types and puts every other type in motor', () => {
    expect(SAIL_TYPES).toHaveLength(4);
    expect(BOAT_TYPES.filter((type) => boatTypeGroup(type) === 'sail')).toEqual([
      'Catamaran', 'Gulet', 'Sailboat', 'Sail Yacht',
    ]);
    expect(boatTypeGroup('sailboat')).toBe('sail');
    expect(boatTypeGroup('Yacht')).toBe('motor');
    expect(boatTypeGroup('Canoe')).toBe('motor');
  });

  it('maps the 21 equipment ids of the spec', () => {
    expect(EQUIPMENT_IDS).toHaveLength(21);
    expect(EQUIPMENT[13]).toBe('bimini');
    expect(EQUIPMENT[29]).toBe('gps');
    expect(EQUIPMENT[74]).toBe('inflatableBanana');
    expect(EQUIPMENT_IDS[0]).toBe(3);
    expect(EQUIPMENT_IDS.at(-1)).toBe(74);
  });

  it('has the five sorts', () => {
    expect(SORTS).toEqual(['default', 'discount', 'price', 'reviewsAvg', 'score']);
  });

  it('derives bounds from the current year (spec section 9)', () => {
    const bounds = filterBounds(2025);
    expect(bounds.people).toEqual({ min: 1, max: 20 });
    expect(bounds.cabins.max).toBe(20);
    expect(bounds.berths.max).toBe(20);
    expect(bounds.length).toEqual({ min: 0, max: 15 });
    expect(bounds.enginePower).toEqual({ min: 0, max: 400 });
    expect(bounds.buildYear).toEqual({ min: 2005, max: 2025 });
    expect(bounds.price.min).toBe(0);
    expect(bounds.activitiesPageSize).toBe(18);
    expect(bounds.resultsLazyLimit).toBe(100);
  });
});
