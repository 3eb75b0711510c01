import { describe, expect, it } from 'vitest';
import { formatSearchQuery, parseSearchQuery } from './search-url';

const context = { currentYear: 2025 };
const parse = (query: string) => parseSearchQuery(query, context);

describe('parseSearchQuery', () => {
  it('gives page 1 and nothing else for an empty query', () => {
    expect(parse('')).toEqual({ page: 1 });
    expect(parse('?')).toEqual({ page: 1 });
    expect(parse('&&=&')).toEqual({ page: 1 });
  });

  it('reads a full search', () => {
    expect(
      parse(
        '?address=Saint-Tropez%2C+France&numberOfPeople=6&types=Sailboat;Catamaran&startDate=2025-07-05' +
          '&endDate=2025-07-12&equipments=29;13&sailingType=With+captain&superOwner=1&page=3&sort=price&sortOrder=ASC',
      ),
    ).toEqual({
      address: 'Saint-Tropez, France',
      numberOfPeople: 6,
      types: ['Catamaran', 'Sailboat'],
      startDate: '2025-07-05',
      endDate: '2025-07-12',
      equipments: [13, 29],
      sailingType: 'With captain',
      superOwner: true,
      page: 3,
      sort: 'price',
      sortOrder: 'ASC',
    });
  });

  it('keeps numeric values only as positive integers within bounds', () => {
    expect(parse('numberOfPeople=0')).toEqual({ page: 1 });
    expect(parse('numberOfPeople=1')).toEqual({ page: 1, numberOfPeople: 1 });
    expect(parse('numberOfPeople=20')).toEqual({ page: 1, numberOfPeople: 20 });
    expect(parse('numberOfPeople=21')).toEqual({ page: 1 });
    expect(parse('numberOfPeople=-3')).toEqual({ page: 1 });
    expect(parse('numberOfPeople=2.5')).toEqual({ page: 1 });
    expect(parse('numberOfPeople=1e1')).toEqual({ page: 1 });
    expect(parse('numberOfPeople=%205')).toEqual({ page: 1 });
    expect(parse('numberOfCabins=20&numberOfBerths=21')).toEqual({ page: 1, numberOfCabins: 20 });
    expect(parse('enginePowerFrom=401')).toEqual({ page: 1 });
    expect(parse('lengthFrom=0&lengthTo=16')).toEqual({ page: 1 });
  });

  it('drops a "from" greater than the "to"', () => {
    expect(parse('lengthFrom=12&lengthTo=8')).toEqual({ page: 1, lengthTo: 8 });
    expect(parse('priceFrom=500&priceTo=100')).toEqual({ page: 1, priceTo: 100 });
    expect(parse('enginePowerFrom=50&enginePowerTo=100')).toEqual({ page: 1, enginePowerFrom: 50, enginePowerTo: 100 });
  });

  it('drops a "to" equal to the upper bound', () => {
    expect(parse('lengthFrom=5&lengthTo=15')).toEqual({ page: 1, lengthFrom: 5 });
    expect(parse('enginePowerTo=400')).toEqual({ page: 1 });
    expect(parse('maxBuildYear=2025&minBuildYear=2010')).toEqual({ page: 1, minBuildYear: 2010 });
  });

  it('bounds build years to the last 20 years', () => {
    expect(parse('minBuildYear=2005')).toEqual({ page: 1, minBuildYear: 2005 });
    expect(parse('minBuildYear=2004')).toEqual({ page: 1 });
    expect(parse('maxBuildYear=2026')).toEqual({ page: 1 });
    expect(parseSearchQuery('minBuildYear=2005', { currentYear: 2030 })).toEqual({ page: 1 });
  });

  it('reads dates: YYYY-MM-DD, end before start drops both, empty end equals start', () => {
    expect(parse('startDate=2025-07-05&endDate=2025-07-01')).toEqual({ page: 1 });
    expect(parse('startDate=2025-07-05&endDate=')).toEqual({ page: 1, startDate: '2025-07-05', endDate: '2025-07-05' });
    expect(parse('startDate=2025-07-05')).toEqual({ page: 1, startDate: '2025-07-05', endDate: '2025-07-05' });
    expect(parse('endDate=2025-07-05')).toEqual({ page: 1 });
    expect(parse('startDate=05/07/2025&endDate=2025-07-06')).toEqual({ page: 1 });
    expect(parse('startDate=2025-02-30')).toEqual({ page: 1 });
    expect(parse('startDate=2025-07-05&endDate=2025-07-05')).toEqual({
      page: 1,
      startDate: '2025-07-05',
      endDate: '2025-07-05',
    });
  });

  it('drops past dates when today is given', () => {
    const today = { currentYear: 2025, today: '2025-06-15' };
    expect(parseSearchQuery('startDate=2025-06-01&endDate=2025-06-20', today)).toEqual({ page: 1 });
    expect(parseSearchQuery('startDate=2025-06-15', today)).toEqual({
      page: 1,
      startDate: '2025-06-15',
      endDate: '2025-06-15',
    });
  });

  it('reads coordinates within range, rounded to 6 decimals', () => {
    expect(parse('latitude=43.2964821234&longitude=5.369780')).toEqual({
      page: 1,
      latitude: 43.296482,
      longitude: 5.36978,
    });
    expect(parse('latitude=-90&longitude=180')).toEqual({ page: 1, latitude: -90, longitude: 180 });
    expect(parse('latitude=90.5&longitude=5')).toEqual({ page: 1 });
    expect(parse('latitude=45&longitude=-180.1')).toEqual({ page: 1 });
    expect(parse('latitude=4e1&longitude=5')).toEqual({ page: 1 });
    expect(parse('latitude=45')).toEqual({ page: 1 });
  });

  it('splits boat types on ";", expands Yacht and drops unknown types', () => {
    expect(parse('types=Yacht')).toEqual({ page: 1, types: ['Motor Yacht', 'Sail Yacht'] });
    expect(parse('types=Yacht;Sail+Yacht;Canoe;;Jet%20Ski')).toEqual({
      page: 1,
      types: ['Jet Ski', 'Motor Yacht', 'Sail Yacht'],
    });
    expect(parse('types=sailboat')).toEqual({ page: 1 });
  });

  it('reads the page as an integer greater than 1, else 1', () => {
    expect(parse('page=2')).toEqual({ page: 2 });
    expect(parse('page=1')).toEqual({ page: 1 });
    expect(parse('page=0')).toEqual({ page: 1 });
    expect(parse('page=-4')).toEqual({ page: 1 });
    expect(parse('page=2.5')).toEqual({ page: 1 });
    expect(parse('page=abc')).toEqual({ page: 1 });
    expect(parse('page=99999999')).toEqual({ page: 1 });
  });

  it('drops unknown enumerations', () => {
    expect(
      parse('sort=cheapest&sortOrder=up&ownerType=pirate&halfDayPeriod=night&sailingType=Maybe&cancellationPolicy=Strict'),
    ).toEqual({ page: 1 });
    expect(parse('sort=default')).toEqual({ page: 1 });
    expect(parse('experiences=funBoat;moonBoat&equipments=13;999;abc')).toEqual({
      page: 1,
      experiences: ['funBoat'],
      equipments: [13],
    });
    expect(parse('cancellationPolicy=Flexible&ownerType=professional&halfDayPeriod=afternoon')).toEqual({
      page: 1,
      cancellationPolicy: 'Flexible',
      ownerType: 'professional',
      halfDayPeriod: 'afternoon',
    });
  });

  it('reads booleans as 1 or true; anything else leaves them off', () => {
    expect(parse('superOwner=1&bestRating=true&instantBooking=0&hasDiscount=yes')).toEqual({
      page: 1,
      superOwner: true,
      bestRating: true,
    });
  });

  it('keeps the first of a repeated key and ignores unknown keys and bad escapes', () => {
    expect(parse('numberOfPeople=3&numberOfPeople=5&foo=bar&address=%E0%A4%A')).toEqual({ page: 1, numberOfPeople: 3 });
    expect(parse('%ZZ=1&page=2')).toEqual({ page: 2 });
  });

  it('accepts URLSearchParams and plain records', () => {
    expect(parseSearchQuery(new URLSearchParams('numberOfPeople=3&types=Yacht&page=2'), context)).toEqual({
      page: 2,
      numberOfPeople: 3,
      types: ['Motor Yacht', 'Sail Yacht'],
    });
    expect(parseSearchQuery({ numberOfPeople: ['4', '5'], address: 'Nice', page: undefined }, context)).toEqual({
      page: 1,
      numberOfPeople: 4,
      address: 'Nice',
    });
  });
});

describe('formatSearchQuery', () => {
  it('omits defaults', () => {
    expect(formatSearchQuery({ page: 1 })).toBe('');
    expect(formatSearchQuery({ page: 1, sort: 'default', superOwner: false, types: [] })).toBe('');
  });

  it('writes keys in a stable (spec) order with readable lists', () => {
    expect(
      formatSearchQuery({
        page: 2,
        types: ['Motor Yacht', 'Sailboat'],
        address: 'Saint-Tropez, France',
        equipments: [13, 29],
        superOwner: true,
        startDate: '2025-07-05',
        endDate: '2025-07-12',
        latitude: 43.27,
        longitude: -6.6,
      }),
    ).toBe(
      'address=Saint-Tropez%2C+France&superOwner=1&latitude=43.27&longitude=-6.6&page=2&types=Motor+Yacht;Sailboat' +
        '&startDate=2025-07-05&endDate=2025-07-12&equipments=13;29',
    );
  });

  it('escapes characters that would break the query', () => {
    expect(formatSearchQuery({ page: 1, address: 'a;b&c=d+e%f' })).toBe('address=a%3Bb%26c%3Dd%2Be%25f');
    expect(parse(formatSearchQuery({ page: 1, address: 'a;b&c=d+e%f' }))).toEqual({ page: 1, address: 'a;b&c=d+e%f' });
  });

  it('never throws on text that cannot be encoded', () => {
    expect(formatSearchQuery({ page: 1, address: 'a\ud800' })).toBe('');
  });
});
