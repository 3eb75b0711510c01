import { effectivePricePerDay } from '../checkout/pricing';
import { isDayUnavailable, type BlockedRange } from '../date-range/range-selection';
import { dailyPricesOf, rentalDiscountOf, type ListingPrices } from '../listing/listing';
import { compareIsoDates, type IsoDate } from '../search/iso-date';

/** What the product page knows of a boat's prices (GET /products/{id}): no weekly discount, as one day is no week. */
export type DayPriceInputs = Pick<ListingPrices, 'pricePerDay' | 'discountPercentage' | 'seasonalPrices'>;

/**
 * The price of one day of rental (EUR cents), as the checkout charges it: the season's price where one covers the day,
 * else the price per day, after the owner's discount. The same rules as rentalTotalOf, one day at a time.
 */
export const dayPriceOf = (prices: DayPriceInputs, day: IsoDate): number => {
  const [daily = prices.pricePerDay] = dailyPricesOf(prices, day, day);
  return effectivePricePerDay(daily, rentalDiscountOf({ discountPercentage: prices.discountPercentage, weeklyDiscount: 0 }, 1));
};

/** The price to show under a day of the product page's date picker: none before today nor on a booked day. */
export const availableDayPriceOf = (prices: DayPriceInputs, day: IsoDate, options: { readonly today: IsoDate; readonly blocked: readonly BlockedRange[] }): number | undefined =>
  compareIsoDates(day, options.today) < 0 || isDayUnavailable(day, options.blocked) ? undefined : dayPriceOf(prices, day);
