import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INSURANCE_NAMES } from '../../src/domain/checkout/cart';
import { insurancePrice } from './insurance-offers';

describe('insurance prices', () => {
  it('follow the documented rule', () => {
    const basis = { rentalNet: 100_000, deposit: 300_000, days: 3 };
    expect(insurancePrice('cabWeather', basis)).toBe(4_000);
    expect(insurancePrice('assistanceInsurance', basis)).toBe(3_000);
    expect(insurancePrice('multiriskInsurance', basis)).toBe(6_000);
    // 2 % of the deposit per day (18,000), capped at 8 % of the deposit (24,000).
    expect(insurancePrice('damageWaiver', basis)).toBe(18_000);
    expect(insurancePrice('damageWaiver', { ...basis, days: 7 })).toBe(24_000);
    expect(insurancePrice('damageWaiver', { ...basis, deposit: 0 })).toBeUndefined();
  });

  it('keep their minimums on small rentals', () => {
    const basis = { rentalNet: 5_000, deposit: 10_000, days: 1 };
    expect(INSURANCE_NAMES.map((n) => insurancePrice(n, basis))).toEqual([1_000, 1_500, 1_500, 2_500]);
  });

  it('are whole cents, at least the minimum, and never fall when the rental grows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSURANCE_NAMES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (name, rentalNet, deposit, days, more) => {
          const price = insurancePrice(name, { rentalNet, deposit, days });
          if (price === undefined) {
            expect(name === 'damageWaiver' && deposit === 0).toBe(true);
            return;
          }
          expect(Number.isInteger(price) && price >= 1_000).toBe(true);
          expect(insurancePrice(name, { rentalNet: rentalNet + more, deposit, days })).toBeGreaterThanOrEqual(price);
        },
      ),
    );
  });
});
