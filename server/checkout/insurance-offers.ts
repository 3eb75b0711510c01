import type { InsuranceName } from '../../src/domain/checkout/cart';

/** What an insurance's price depends on. */
export interface InsuranceBasis {
  /** EUR cents: the rental after the owner's discount, before any promo code (boat days × price, or activity people × price). */
  readonly rentalNet: number;
  /** EUR cents held at the harbour; 0 for activities. */
  readonly deposit: number;
  /** Rental days (1 for an activity). */
  readonly days: number;
}

const percentOf = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/**
 * The price of each insurance for the booking, in EUR cents, by a fixed rule of the insurer (docs/decisions.md):
 * - cabWeather (bad-weather cancellation): 4 % of the rental, at least 10 €;
 * - damageWaiver: 2 % of the deposit per day, at most 8 % of the deposit, at least 15 €; none without a deposit;
 * - assistanceInsurance: 3 % of the rental, at least 15 €;
 * - multiriskInsurance: 6 % of the rental, at least 25 €.
 * Undefined when the insurance cannot be offered (damage waiver without deposit).
 */
export const insurancePrice = (name: InsuranceName, basis: InsuranceBasis): number | undefined => {
  switch (name) {
    case 'cabWeather':
      return Math.max(1000, percentOf(basis.rentalNet, 4));
    case 'damageWaiver':
      if (basis.deposit <= 0) return undefined;
      return Math.max(1500, Math.min(percentOf(basis.deposit, 8), percentOf(basis.deposit * basis.days, 2)));
    case 'assistanceInsurance':
      return Math.max(1500, percentOf(basis.rentalNet, 3));
    case 'multiriskInsurance':
      return Math.max(2500, percentOf(basis.rentalNet, 6));
  }
};
