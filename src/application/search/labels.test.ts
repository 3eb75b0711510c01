import { describe, expect, it } from 'vitest';
import { BOAT_TYPES, SAILING_TYPES, appliedFilterChips, type SearchFilters } from '../../domain/search';
import { chipLabel, enumKey } from './labels';

describe('enumKey', () => {
  it('turns the spec values into key suffixes', () => {
    expect(BOAT_TYPES.map(enumKey)).toEqual([
      'catamaran', 'gulet', 'houseboat', 'jetSki', 'motorboat', 'motorYacht', 'rib', 'sailboat', 'sailYacht', 'withoutLicense', 'yacht',
    ]);
    expect(SAILING_TYPES.map(enumKey)).toEqual(['withCaptain', 'withOrWithoutCaptain', 'withoutCaptain']);
    expect(enumKey('Flexible')).toBe('flexible');
    expect(enumKey('sunsetCruise')).toBe('sunsetCruise');
  });
});

describe('chipLabel', () => {
  const context = { language: 'fr', currency: { code: 'EUR', rate: 1, symbol: '€', minorUnits: 2 } };
  const label = (filters: Omit<SearchFilters, 'page'>) => appliedFilterChips({ page: 1, ...filters }).map((chip) => chipLabel(chip, context));

  it('names every kind of chip with a message key and its values, or formatted text', () => {
    expect(label({ priceFrom: 100, priceTo: 1500 })).toEqual([{ key: 'search:chips.priceRange', values: { from: '100\u00a0€', to: '1\u00a0500\u00a0€' } }]);
    expect(label({ lengthFrom: 8 })).toEqual([{ key: 'search:chips.lengthFrom', values: { from: 8 } }]);
    expect(label({ maxBuildYear: 2020 })).toEqual([{ key: 'search:chips.buildYearTo', values: { to: 2020 } }]);
    expect(label({ startDate: '2030-07-05', endDate: '2030-07-08' })).toEqual([{ text: '5–8 juil.' }]);
    expect(label({ sailingType: 'With or without captain', instantBooking: true, distance: 25 })).toEqual([
      { key: 'search:filters.distanceValue', values: { km: 25 } },
      { key: 'search:sailingTypes.withOrWithoutCaptain' },
      { key: 'search:filters.instantBooking' },
    ]);
    expect(label({ types: ['Motor Yacht'], equipments: [29], numberOfCabins: 2, ownerId: 5 })).toEqual([
      { key: 'search:boatTypes.motorYacht' },
      { key: 'search:chips.cabins', values: { count: 2 } },
      { key: 'search:equipment.gps' },
      { key: 'search:chips.owner' },
    ]);
  });

  it('free tokens read as written when the catalogue does not know them; languages are named', () => {
    expect(label({ activityTypes: ['kiteTour'], skipperLanguages: ['de'], productTags: ['family'] })).toEqual([
      { key: 'search:activityTypes.kiteTour', values: { defaultValue: 'kiteTour' } },
      { key: 'search:chips.skipperLanguage', values: { language: 'allemand' } },
      { text: 'family' },
    ]);
  });
});
