import { describe, expect, it } from 'vitest';
import { boundedCoordinate, boundedInteger, boundedPair, normaliseFilters } from './normalise-filters';

const context = { currentYear: 2025 };

describe('normaliseFilters', () => {
  it('keeps positive integers within inclusive bounds', () => {
    expect(boundedInteger(1, { min: 1, max: 20 })).toBe(1);
    expect(boundedInteger(20, { min: 1, max: 20 })).toBe(20);
    expect(boundedInteger(21, { min: 1, max: 20 })).toBeUndefined();
    expect(boundedInteger(0, { min: 0, max: 15 })).toBeUndefined(); // not positive
    expect(boundedInteger(2.5, { min: 1, max: 20 })).toBeUndefined();
    expect(boundedInteger('3', { min: 1, max: 20 })).toBeUndefined();
  });

  it('drops a "to" at the upper bound, then a "from" above the "to"', () => {
    expect(boundedPair(5, 15, { min: 0, max: 15 })).toEqual([5, undefined]);
    expect(boundedPair(10, 5, { min: 0, max: 15 })).toEqual([undefined, 5]);
    expect(boundedPair(15, 15, { min: 0, max: 15 })).toEqual([15, undefined]);
    expect(boundedPair(5, 5, { min: 0, max: 15 })).toEqual([5, 5]);
  });

  it('rounds coordinates to 6 decimals and checks the range after rounding', () => {
    expect(boundedCoordinate(43.296482123, { min: -90, max: 90 })).toBe(43.296482);
    expect(boundedCoordinate(90.0000004, { min: -90, max: 90 })).toBe(90);
    expect(boundedCoordinate(90.000001, { min: -90, max: 90 })).toBeUndefined();
    expect(Object.is(boundedCoordinate(-0.0000001, { min: -90, max: 90 }), 0)).toBe(true);
    expect(boundedCoordinate(Number.NaN, { min: -90, max: 90 })).toBeUndefined();
  });

  it('drops every value of the wrong type or unknown', () => {
    expect(
      normaliseFilters(
        {
          page: 'x',
          numberOfPeople: '4',
          superOwner: 'true',
          types: ['Sailboat', 'Canoe', 3],
          sort: 'default',
          sortOrder: 'asc',
          ownerType: 'pro',
          cancellationPolicy: 'Strict',
          equipments: [13, '29', 1000],
          skipperLanguages: ['fr', 'EN', 'eng'],
          productTags: ['ok', 'not ok', 'a,b'],
        },
        context,
      ),
    ).toEqual({ page: 1, types: ['Sailboat'], equipments: [13], skipperLanguages: ['fr'], productTags: ['ok'] });
  });

  it('sorts lists canonically and removes duplicates', () => {
    expect(
      normaliseFilters(
        {
          page: 1,
          types: ['Sailboat', 'Catamaran', 'Sailboat'],
          equipments: [29, 13, 29],
          experiences: ['partyBoat', 'waterSport'],
          durations: ['b', 'a', 'b'],
        },
        context,
      ),
    ).toEqual({
      page: 1,
      types: ['Catamaran', 'Sailboat'],
      equipments: [13, 29],
      experiences: ['waterSport', 'partyBoat'],
      durations: ['a', 'b'],
    });
  });

  it('trims the address and drops an empty, too long or control-character one', () => {
    expect(normaliseFilters({ page: 1, address: '  Nice ' }, context)).toEqual({ page: 1, address: 'Nice' });
    expect(normaliseFilters({ page: 1, address: '   ' }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, address: 'a'.repeat(201) }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, address: 'a\nb' }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, address: 'a\ud800' }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, address: '\udc00a' }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, address: 'a\udc00' }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, address: '🚤 Κέρκυρα' }, context)).toEqual({ page: 1, address: '🚤 Κέρκυρα' });
  });

  it('needs both coordinates', () => {
    expect(normaliseFilters({ page: 1, latitude: 43.3 }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, latitude: 43.3, longitude: 200 }, context)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, latitude: 43.3, longitude: 5.4 }, context)).toEqual({
      page: 1,
      latitude: 43.3,
      longitude: 5.4,
    });
  });

  it('drops dates before today when today is known', () => {
    const withToday = { currentYear: 2025, today: '2025-06-15' };
    expect(normaliseFilters({ page: 1, startDate: '2025-06-14', endDate: '2025-06-20' }, withToday)).toEqual({ page: 1 });
    expect(normaliseFilters({ page: 1, startDate: '2025-06-15', endDate: '2025-06-20' }, withToday)).toEqual({
      page: 1,
      startDate: '2025-06-15',
      endDate: '2025-06-20',
    });
  });
});
