import { describe, expect, it } from 'vitest';
import { availableDayPriceOf, dayPriceOf } from './day-prices';

const prices = {
  pricePerDay: 40_000,
  discountPercentage: 20,
  seasonalPrices: [{ startDate: '2026-07-01', endDate: '2026-08-31', pricePerDay: 50_000 }],
};

describe('dayPriceOf', () => {
  it('is the price per day after the owner’s discount outside any season', () => {
    expect(dayPriceOf(prices, '2026-06-30')).toBe(32_000);
    expect(dayPriceOf(prices, '2026-09-01')).toBe(32_000);
  });

  it('takes the season’s price on its days, both ends included', () => {
    expect(dayPriceOf(prices, '2026-07-01')).toBe(40_000);
    expect(dayPriceOf(prices, '2026-08-31')).toBe(40_000);
  });

  it('rounds half up to the cent like the checkout', () => {
    expect(dayPriceOf({ pricePerDay: 12_345, discountPercentage: 10, seasonalPrices: [] }, '2026-06-01')).toBe(11_111);
    expect(dayPriceOf({ pricePerDay: 12_345, discountPercentage: 0, seasonalPrices: [] }, '2026-06-01')).toBe(12_345);
  });
});

describe('availableDayPriceOf', () => {
  const options = { today: '2026-06-10', blocked: [{ startDate: '2026-06-20', endDate: '2026-06-22' }] };
  it('has no price before today nor on a booked day', () => {
    expect(availableDayPriceOf(prices, '2026-06-09', options)).toBeUndefined();
    expect(availableDayPriceOf(prices, '2026-06-20', options)).toBeUndefined();
    expect(availableDayPriceOf(prices, '2026-06-22', options)).toBeUndefined();
  });
  it('prices today and the free days', () => {
    expect(availableDayPriceOf(prices, '2026-06-10', options)).toBe(32_000);
    expect(availableDayPriceOf(prices, '2026-06-23', options)).toBe(32_000);
    expect(availableDayPriceOf(prices, '2026-07-02', options)).toBe(40_000);
  });
});
