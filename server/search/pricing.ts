import { daysBetween, type IsoDate } from '../../src/domain/search/iso-date';
import type { HalfDayPeriod } from '../../src/domain/search/search-filters';
import { effectivePricePerDay as effective } from '../../src/domain/checkout/pricing';
import { rentalDiscountOf, rentalTotalOf, type ListingPrices } from '../../src/domain/listing/listing';

/**
 * Boat prices, computed on the server only (guide section 6). Money is EUR cents.
 * The price per day after discount comes from the domain's pricing (one implementation for search and checkout); its
 * SQL twin is EFFECTIVE_PRICE_SQL in boat-conditions.ts and both must agree.
 */
export { effectivePricePerDay } from '../../src/domain/checkout/pricing';

/** Rental days of a date range, both days included (a same-day rental is 1 day). */
export const rentalDays = (startDate: IsoDate, endDate: IsoDate): number => daysBetween(startDate, endDate) + 1;

/**
 * Total for the dates: days × price per day after discount. A half-day period (morning or afternoon) is a shorter
 * rental: one of the days is charged half (docs/decisions.md).
 */
export const totalPrice = (
  pricePerDayAfterDiscount: number,
  days: number,
  halfDayPeriod?: HalfDayPeriod,
): number => {
  const charged = halfDayPeriod === undefined ? days : days - 0.5;
  return Math.round(pricePerDayAfterDiscount * charged);
};

/** Whole euros (a price filter) to cents. */
export const eurosToCents = (euros: number): number => euros * 100;

/** A boat's prices as search rows carry them (issue [6]: seasons, weekly discount, half-day price). */
export interface QuotedPrices extends ListingPrices {
  readonly halfDayPrice: number | null;
}

/**
 * The total of a rental for its dates, as the checkout will charge it: day by day with the seasons and the weekly
 * discount; a half-day rental of one day costs the owner's half-day price when there is one (else the rule above).
 */
export const quotedTotal = (prices: QuotedPrices, dates: { startDate: IsoDate; endDate: IsoDate; halfDayPeriod?: HalfDayPeriod | undefined }): number => {
  const days = rentalDays(dates.startDate, dates.endDate);
  if (dates.halfDayPeriod !== undefined) {
    if (days === 1 && prices.halfDayPrice !== null) return effective(prices.halfDayPrice, rentalDiscountOf(prices, 1));
    return totalPrice(effective(prices.pricePerDay, prices.discountPercentage), days, dates.halfDayPeriod);
  }
  return rentalTotalOf(prices, dates.startDate, dates.endDate);
};
