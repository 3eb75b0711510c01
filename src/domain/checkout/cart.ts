/**
 * What a checkout prices: the cart of a payment session (spec section 3 "Checkout session"). Shared by the server,
 * which computes every price (guide section 6), and the client, which explains them. Money is integer EUR cents.
 */

export type ExtraPriceType = 'perBooking' | 'perDay' | 'perPerson';
export const EXTRA_PRICE_TYPES: readonly ExtraPriceType[] = ['perBooking', 'perDay', 'perPerson'];

export type InsuranceName = 'cabWeather' | 'damageWaiver' | 'assistanceInsurance' | 'multiriskInsurance';
export const INSURANCE_NAMES: readonly InsuranceName[] = ['cabWeather', 'damageWaiver', 'assistanceInsurance', 'multiriskInsurance'];

/** An optional or mandatory extra of the product (fuel, paddle board, cleaning...). */
export interface CartExtra {
  readonly polymorphExtraId: string;
  readonly name: string;
  readonly priceType: ExtraPriceType;
  /** EUR cents per unit of its price type (per booking, per day, per person). */
  readonly price: number;
  readonly isMandatory: boolean;
  /** Included in the rental price: shown, never charged. */
  readonly isIncluded: boolean;
  /** Paid to the owner at the harbour, not online. */
  readonly isPayInHarbour: boolean;
  readonly selected: boolean;
}

/** The rental type extra: the skipper (or crew) of a boat offered with a captain. */
export interface CartRentalType {
  readonly polymorphExtraId: string;
  readonly name: string;
  readonly crewNumber: number;
  /** Already in the rental price. */
  readonly isIncluded: boolean;
  /** The boat is only rented with a skipper. */
  readonly isMandatory: boolean;
  /** Without the skipper the tenant needs a licence. */
  readonly licenceRequired: boolean;
  /** EUR cents, per day when priceByDay, else per booking. */
  readonly price: number;
  readonly priceByDay: boolean;
  readonly isPayInHarbour: boolean;
  /** 0 or 1 (spec section 9). */
  readonly wantedQuantity: 0 | 1;
}

export interface CartInsurance {
  readonly name: InsuranceName;
  readonly available: boolean;
  readonly selected: boolean;
  /** EUR cents for the whole booking. */
  readonly price: number;
}

export type PromoCodeRule =
  | { readonly kind: 'percentage'; readonly code: string; readonly percentage: number }
  /** A fixed amount off once the rental (after the owner's discount) reaches minimumAmount. */
  | { readonly kind: 'amount'; readonly code: string; readonly amount: number; readonly minimumAmount: number };

export interface BoatRental {
  readonly kind: 'boat';
  /** The owner's price of each rented day, before the discount (seasonal prices give different days). */
  readonly dailyPrices: readonly number[];
  /** The boat's discount, 0..100. */
  readonly discountPercentage: number;
}

export interface ActivityBooking {
  readonly kind: 'activity';
  /** EUR cents per person. */
  readonly pricePerPerson: number;
  readonly numberOfPeople: number;
  /** EUR cents for the booking; 0 when all-inclusive. */
  readonly fuelPrice: number;
  /** EUR cents for the booking. */
  readonly skipperPrice: number;
  readonly isAllInclusive: boolean;
  readonly isSkipperPaidAtHarbor: boolean;
}

export interface Cart {
  readonly rental: BoatRental | ActivityBooking;
  readonly numberOfPeople: number;
  readonly extras: readonly CartExtra[];
  readonly rentalType: CartRentalType | null;
  readonly insurances: readonly CartInsurance[];
  readonly promoCode: PromoCodeRule | null;
  /** Service fee in per cent of the online rental and extras (not of insurances). */
  readonly serviceFeePercentage: number;
  /** Share of the online amount paid now when the tenant chooses a down payment, 1..99. */
  readonly downPaymentPercentage: number;
  readonly downPaymentSelected: boolean;
}
