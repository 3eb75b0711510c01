import { describe, expect, it } from 'vitest';
import { listingProblems } from '../../../src/domain/listing/listing';
import { sleepingTotals } from '../../../src/domain/owners/sleeping-and-itineraries';
import { demoItinerary, demoSleepingAreas, describesSleeping } from './sleeping-and-itineraries';

describe('demo sleeping areas and itineraries', () => {
  it('are given to the demo owner’s boats 8, 108, 208 and a few others', () => {
    expect([8, 58, 108, 208].every(describesSleeping)).toBe(true);
    expect([7, 9, 100, 107].some(describesSleeping)).toBe(false);
  });

  it('add up to the boat’s own cabins and berths, and pass the listing’s rules', () => {
    for (let cabins = 0; cabins <= 8; cabins++) {
      for (let berths = 1; berths <= 20; berths++) {
        const areas = demoSleepingAreas({ cabins, berths });
        expect(sleepingTotals(areas), `${cabins} cabins, ${berths} berths`).toEqual({ cabins: Math.min(cabins, berths), berths });
        expect(listingProblems({ cabins, berths, sleepingAreas: areas }, { complete: false, currentYear: 2026 })).toEqual([]);
      }
    }
    expect(demoSleepingAreas({ cabins: 3, berths: 8 })).toEqual([
      { kind: 'double', cabins: 2, berths: 4 },
      { kind: 'twin', cabins: 1, berths: 2 },
      { kind: 'saloon', cabins: 0, berths: 2 },
    ]);
    expect(demoSleepingAreas({ cabins: 0, berths: 0 })).toEqual([]);
  });

  it('suggest three days out and back, valid for the listing’s rules', () => {
    const itinerary = demoItinerary({ home: 'Vieux-Port', first: 'Cassis', second: 'La Ciotat' });
    expect(itinerary.days.map((d) => d.harbour)).toEqual(['Cassis', 'La Ciotat', 'Vieux-Port']);
    expect(listingProblems({ itineraries: [itinerary] }, { complete: false, currentYear: 2026 })).toEqual([]);
  });
});
