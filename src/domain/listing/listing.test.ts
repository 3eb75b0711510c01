import { describe, expect, it } from 'vitest';
import {
  dailyPricesOf,
  emptyListing,
  listingProblems,
  meetsMinimumDays,
  missingSteps,
  progressOf,
  rentalDiscountOf,
  rentalTotalOf,
  textIn,
  type ListingFields,
} from './listing';

const YEAR = 2026;

export const completeListing: ListingFields = {
  ...emptyListing(),
  type: 'Sailboat',
  builderName: 'Beneteau',
  modelName: 'Oceanis 40.1',
  lengthM: 12.4,
  enginePower: 45,
  buildYear: 2021,
  cabins: 3,
  berths: 8,
  capacity: 10,
  sleepingAreas: [{ kind: 'double', cabins: 3, berths: 6 }],
  equipments: [3, 29],
  titles: { fr: 'Voilier familial à Marseille' },
  descriptions: { fr: 'Un voilier confortable pour naviguer dans les calanques avec toute la famille.' },
  placeId: 12,
  pricePerDay: 30000,
  sailingType: 'Without captain',
  cancellationPolicy: 'Moderate',
};

describe('listingProblems', () => {
  it('accepts a complete listing', () => {
    expect(listingProblems(completeListing, { complete: true, currentYear: YEAR })).toEqual([]);
    expect(missingSteps(completeListing, 1, YEAR)).toEqual([]);
    expect(progressOf([])).toBe(100);
  });

  it('lets a draft be half written but checks what is written', () => {
    expect(listingProblems({ type: 'Sailboat', builderName: '' }, { complete: false, currentYear: YEAR })).toEqual([]);
    expect(listingProblems({ buildYear: 1850 }, { complete: false, currentYear: YEAR })).toEqual(['buildYear: validation.outOfRange']);
    expect(listingProblems({ buildYear: YEAR + 2 }, { complete: false, currentYear: YEAR })).toEqual(['buildYear: validation.outOfRange']);
  });

  it('names every step a new listing misses, pictures included', () => {
    expect(missingSteps(emptyListing(), 0, YEAR)).toEqual(['type', 'specs', 'description', 'harbour', 'pictures', 'prices', 'options', 'conditions']);
    expect(missingSteps(completeListing, 0, YEAR)).toEqual(['pictures']);
    expect(progressOf(missingSteps(completeListing, 0, YEAR))).toBe(89);
  });

  it('requires a title and a description in at least one language, both in any language started', () => {
    expect(listingProblems({ ...completeListing, titles: {}, descriptions: {} }, { complete: true, currentYear: YEAR })).toEqual(['titles: validation.oneLanguage']);
    expect(listingProblems({ titles: { de: 'Segelboot in Marseille' }, descriptions: {} }, { complete: false, currentYear: YEAR })).toEqual(['descriptions.de: validation.required']);
    expect(listingProblems({ titles: { xx: 'Something long enough' } }, { complete: false, currentYear: YEAR })).toContain('titles.xx: validation.invalid');
    expect(listingProblems({ titles: { en: 'Short' }, descriptions: { en: 'x'.repeat(60) } }, { complete: false, currentYear: YEAR })).toEqual(['titles.en: validation.titleLength']);
  });

  it('refuses sleeping areas adding up to more than the boat has', () => {
    expect(listingProblems({ cabins: 2, berths: 4, sleepingAreas: [{ kind: 'double', cabins: 3, berths: 6 }] }, { complete: false, currentYear: YEAR })).toEqual([
      'sleepingAreas: validation.moreCabinsThanBoat',
      'sleepingAreas: validation.moreBerthsThanBoat',
    ]);
  });

  it('refuses overlapping seasons, reversed ranges and a half day dearer than a day', () => {
    const seasons = [
      { startDate: '2027-07-01', endDate: '2027-07-31', pricePerDay: 40000 },
      { startDate: '2027-07-31', endDate: '2027-08-31', pricePerDay: 45000 },
    ];
    expect(listingProblems({ seasonalPrices: seasons }, { complete: false, currentYear: YEAR })).toEqual(['seasonalPrices: validation.overlap']);
    expect(listingProblems({ seasonalPrices: [{ startDate: '2027-08-02', endDate: '2027-08-01', pricePerDay: 40000 }] }, { complete: false, currentYear: YEAR })).toEqual([
      'seasonalPrices.0.dates: validation.invalidRange',
    ]);
    expect(listingProblems({ pricePerDay: 20000, halfDayPrice: 25000 }, { complete: false, currentYear: YEAR })).toEqual(['halfDayPrice: validation.aboveDayPrice']);
  });

  it('asks the skipper price of a boat offered with a captain', () => {
    expect(listingProblems({ ...completeListing, sailingType: 'With captain', skipper: null }, { complete: true, currentYear: YEAR })).toEqual(['skipper: validation.required']);
    expect(missingSteps({ ...completeListing, sailingType: 'With captain', skipper: null }, 1, YEAR)).toEqual(['options']);
    expect(listingProblems({ ...completeListing, sailingType: 'With captain', skipper: { price: 15000, priceByDay: true, isPayInHarbour: false } }, { complete: true, currentYear: YEAR })).toEqual([]);
  });

  it('refuses unknown equipment and duplicate insurances', () => {
    expect(listingProblems({ equipments: [3, 3] }, { complete: false, currentYear: YEAR })).toEqual(['equipments: validation.invalid']);
    expect(listingProblems({ equipments: [999] }, { complete: false, currentYear: YEAR })).toEqual(['equipments: validation.invalid']);
    expect(listingProblems({ insurances: ['damageWaiver', 'damageWaiver'] }, { complete: false, currentYear: YEAR })).toEqual(['insurances: validation.invalid']);
    expect(listingProblems({ insurances: ['multiriskInsurance', 'assistanceInsurance'] }, { complete: false, currentYear: YEAR })).toEqual([]);
  });

  it('checks itineraries day by day', () => {
    const itinerary = { title: { en: 'Calanques week' }, days: [{ day: 1, harbour: 'Marseille', description: '' }, { day: 3, harbour: '', description: '' }] };
    expect(listingProblems({ itineraries: [itinerary] }, { complete: false, currentYear: YEAR })).toEqual([
      'itineraries.0.days.1.day: validation.invalid',
      'itineraries.0.days.1.harbour: validation.required',
    ]);
  });
});

describe('prices', () => {
  const prices = { pricePerDay: 20000, discountPercentage: 10, weeklyDiscount: 15, seasonalPrices: [{ startDate: '2027-07-01', endDate: '2027-07-31', pricePerDay: 30000 }] };

  it('takes the season where one covers the day', () => {
    expect(dailyPricesOf(prices, '2027-06-29', '2027-07-02')).toEqual([20000, 20000, 30000, 30000]);
  });

  it('adds the weekly discount from 7 days on', () => {
    expect(rentalDiscountOf(prices, 6)).toBe(10);
    expect(rentalDiscountOf(prices, 7)).toBe(25);
    expect(rentalTotalOf(prices, '2027-06-29', '2027-07-02')).toBe(18000 * 2 + 27000 * 2);
    expect(rentalTotalOf(prices, '2027-07-01', '2027-07-07')).toBe(7 * 22500);
  });

  it('knows the minimum rental', () => {
    expect(meetsMinimumDays(3, '2027-07-01', '2027-07-02')).toBe(false);
    expect(meetsMinimumDays(3, '2027-07-01', '2027-07-03')).toBe(true);
  });
});

describe('textIn', () => {
  it('falls back to the base language, then English, then any', () => {
    expect(textIn({ en: 'Boat', fr: 'Bateau' }, 'fr')).toBe('Bateau');
    expect(textIn({ en: 'Boat' }, 'en-GB')).toBe('Boat');
    expect(textIn({ en: 'Boat' }, 'de')).toBe('Boat');
    expect(textIn({ it: 'Barca' }, 'de')).toBe('Barca');
    expect(textIn({}, 'de')).toBe('');
  });
});
