import { describe, expect, it } from 'vitest';
import { BOAT_TYPES, SAILING_TYPES } from '../../domain/search';
import { enumKey } from './labels';

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
