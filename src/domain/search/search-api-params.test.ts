import { describe, expect, it } from 'vitest';
import { fromApiParams, fromFleetDatesParams, toApiParams, toFleetDatesParams } from './search-api-params';

describe('toApiParams', () => {
  it('writes booleans as 1/0, lists as name[], sailingType as withCaptain, productTags as a comma list', () => {
    expect(
      toApiParams(
        {
          page: 1,
          address: 'Nice',
          superOwner: true,
          instantBooking: false,
          types: ['Catamaran', 'Sailboat'],
          equipments: [13, 29],
          sailingType: 'With captain',
          productTags: ['a', 'b'],
          startDate: '2025-07-05',
          endDate: '2025-07-12',
        },
        { currencyRate: 1 },
      ),
    ).toEqual([
      ['address', 'Nice'],
      ['superOwner', '1'],
      ['instantBooking', '0'],
      ['page', '1'],
      ['types[]', 'Catamaran'],
      ['types[]', 'Sailboat'],
      ['startDate', '2025-07-05'],
      ['endDate', '2025-07-12'],
      ['equipments[]', '13'],
      ['equipments[]', '29'],
      ['withCaptain', '1'],
      ['productTags', 'a,b'],
    ]);
  });

  it('maps the three sailing types', () => {
    expect(toApiParams({ page: 1, sailingType: 'Without captain' }, { currencyRate: 1 })).toContainEqual(['withCaptain', '0']);
    expect(toApiParams({ page: 1, sailingType: 'With or without captain' }, { currencyRate: 1 })).toEqual([['page', '1']]);
  });

  it('converts prices to euros by dividing by the rate and rounding', () => {
    expect(toApiParams({ page: 1, priceFrom: 108, priceTo: 1000 }, { currencyRate: 1.08 })).toEqual([
      ['priceFrom', '100'],
      ['priceTo', '926'],
      ['page', '1'],
    ]);
    expect(toApiParams({ page: 1, priceFrom: 100 }, { currencyRate: 0 })).toEqual([['page', '1']]);
  });

  it('adds the ranking algorithm variation when given', () => {
    expect(toApiParams({ page: 2 }, { currencyRate: 1, abRankingAlgo: 'B' })).toEqual([
      ['page', '2'],
      ['abVariations[rankingAlgo]', 'B'],
    ]);
    expect(toApiParams({ page: 2 }, { currencyRate: 1, abRankingAlgo: '' })).toEqual([['page', '2']]);
  });
});

describe('fromApiParams', () => {
  it('reads what toApiParams writes', () => {
    expect(
      fromApiParams(
        [
          ['_locale', 'fr'],
          ['numberOfPeople', '4'],
          ['types[]', 'Yacht'],
          ['types[]', 'RIB'],
          ['withCaptain', '0'],
          ['productTags', 'x,y'],
          ['bestRating', '1'],
          ['hasDiscount', '0'],
          ['abVariations[rankingAlgo]', 'B'],
        ],
        2025,
      ),
    ).toEqual({
      filters: {
        page: 1,
        numberOfPeople: 4,
        types: ['Motor Yacht', 'RIB', 'Sail Yacht'],
        sailingType: 'Without captain',
        productTags: ['x', 'y'],
        bestRating: true,
      },
      errors: [],
    });
  });

  it('reports malformed values', () => {
    const { filters, errors } = fromApiParams(
      [
        ['numberOfPeople', 'four'],
        ['priceFrom', '12.5'],
        ['superOwner', 'yes'],
        ['startDate', '2025/07/05'],
        ['equipments[]', '13'],
        ['equipments[]', 'x'],
        ['withCaptain', 'maybe'],
        ['latitude', 'north'],
        ['page', 'two'],
      ],
      2025,
    );
    expect(filters).toEqual({ page: 1, equipments: [13] });
    expect([...errors].sort()).toEqual([
      'numberOfPeople: expected an integer',
      'superOwner: expected 1 or 0',
      'latitude: expected a decimal number',
      'priceFrom: expected an integer',
      'page: expected an integer',
      'startDate: expected a date as YYYY-MM-DD',
      'equipments: expected integers',
      'withCaptain: expected 1 or 0',
    ].sort());
  });

  it('drops, without an error, what the spec says to drop', () => {
    expect(
      fromApiParams(
        [
          ['numberOfPeople', '50'],
          ['lengthFrom', '10'],
          ['lengthTo', '5'],
          ['enginePowerTo', '400'],
          ['minBuildYear', '1990'],
          ['sort', 'cheapest'],
          ['types[]', 'Canoe'],
          ['startDate', '2025-07-05'],
          ['endDate', '2025-07-01'],
          ['page', '0'],
        ],
        2025,
      ),
    ).toEqual({ filters: { page: 1, lengthTo: 5 }, errors: [] });
  });

  it('accepts a list parameter without brackets and keeps the first of a repeated scalar', () => {
    expect(fromApiParams([['experiences', 'funBoat'], ['distance', '10'], ['distance', '20']], 2025).filters).toEqual({
      page: 1,
      experiences: ['funBoat'],
      distance: 10,
    });
  });

  it('drops past dates when today is given', () => {
    expect(fromApiParams([['startDate', '2025-01-01']], 2025, '2025-06-15').filters).toEqual({ page: 1 });
  });
});

describe('fleet dates', () => {
  it('writes and reads fleetDates[i][startDate/endDate]', () => {
    const periods = [
      { startDate: '2025-07-04', endDate: '2025-07-11' },
      { startDate: '2025-07-05', endDate: '2025-07-12' },
    ];
    const params = toFleetDatesParams(periods);
    expect(params).toEqual([
      ['fleetDates[0][startDate]', '2025-07-04'],
      ['fleetDates[0][endDate]', '2025-07-11'],
      ['fleetDates[1][startDate]', '2025-07-05'],
      ['fleetDates[1][endDate]', '2025-07-12'],
    ]);
    expect(fromFleetDatesParams([...params, ['page', '1']])).toEqual({ periods, errors: [] });
  });

  it('reports incomplete, invalid or too many periods', () => {
    const result = fromFleetDatesParams([
      ['fleetDates[0][startDate]', '2025-07-04'],
      ['fleetDates[1][startDate]', '2025-07-12'],
      ['fleetDates[1][endDate]', '2025-07-05'],
      ['fleetDates[20][startDate]', '2025-07-05'],
    ]);
    expect(result.periods).toEqual([]);
    expect(result.errors).toHaveLength(3);
  });
});
