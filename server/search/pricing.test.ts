import { describe, expect, it } from 'vitest';
import { effectivePricePerDay, rentalDays, totalPrice } from './pricing';

describe('boat pricing', () => {
  it('applies the discount and rounds to the cent', () => {
    expect(effectivePricePerDay(25_000, 0)).toBe(25_000);
    expect(effectivePricePerDay(25_000, 20)).toBe(20_000);
    expect(effectivePricePerDay(333, 10)).toBe(300); // 299.7 rounds up
    expect(effectivePricePerDay(100, 100)).toBe(0);
  });

  it('counts both days of a range', () => {
    expect(rentalDays('2026-07-04', '2026-07-04')).toBe(1);
    expect(rentalDays('2026-07-04', '2026-07-11')).toBe(8);
    expect(rentalDays('2026-12-31', '2027-01-01')).toBe(2);
  });

  it('charges a half day at half the day price', () => {
    expect(totalPrice(20_000, 8)).toBe(160_000);
    expect(totalPrice(20_000, 1, 'morning')).toBe(10_000);
    expect(totalPrice(20_001, 1, 'afternoon')).toBe(10_001);
    expect(totalPrice(20_000, 3, 'morning')).toBe(50_000);
  });
});
