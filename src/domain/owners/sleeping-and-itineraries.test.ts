import { describe, expect, it } from 'vitest';
import { daysInOrder, sleepingByKind, sleepingTotals } from './sleeping-and-itineraries';

describe('sleeping areas on the product page', () => {
  it('gives one line per kind, in a fixed order, adding up repeated kinds and leaving out empty ones', () => {
    expect(
      sleepingByKind([
        { kind: 'saloon', cabins: 0, berths: 2 },
        { kind: 'double', cabins: 2, berths: 4 },
        { kind: 'double', cabins: 1, berths: 2 },
        { kind: 'bunk', cabins: 0, berths: 0 },
      ]),
    ).toEqual([
      { kind: 'double', cabins: 3, berths: 6 },
      { kind: 'saloon', cabins: 0, berths: 2 },
    ]);
    expect(sleepingTotals([{ kind: 'double', cabins: 2, berths: 4 }, { kind: 'single', cabins: 1, berths: 1 }])).toEqual({ cabins: 3, berths: 5 });
  });
});

describe('itineraries on the product page', () => {
  it('orders the days by number, keeping the written order of ties', () => {
    const days = [
      { day: 2, harbour: 'B', description: 'b' },
      { day: 1, harbour: 'A', description: 'a' },
      { day: 2, harbour: 'C', description: 'c' },
    ];
    expect(daysInOrder(days).map((d) => d.harbour)).toEqual(['A', 'B', 'C']);
  });
});
