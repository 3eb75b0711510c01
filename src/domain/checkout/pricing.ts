import { addDays, daysBetween, type IsoDate } from '../search/iso-date';
import type { CurrencyRate } from '../currency/money';
import type { Cart, CartExtra, CartRentalType } from './cart';

/** Share of the online amount paid at checkout when the tenant chooses a down payment. */
export const DOWN_PAYMENT_PERCENTAGE = 30;
/** Service fee, per cent of what is paid online for the rental and its extras (insurances carry none). */
export const SERVICE_FEE_PERCENTAGE = 8;

export type PriceLineKind =
  | 'rental'
  | 'discount'
  | 'rentalType'
  | 'extra'
  | 'insurance'
  | 'fees'
  | 'promoCode'
  | 'activity'
  | 'activityFuel'
  | 'activitySkipper';

export interface PriceLine {
  readonly kind: PriceLineKind;
  /** The extra's or insurance's name; empty for the other kinds. */
  readonly label: string;
  /** EUR cents (or the display currency's minor units after conversion); negative for discount and promo code. */
  readonly amount: number;
  readonly payAt: 'online' | 'harbour';
  /** Days or people behind the amount, 1 otherwise. */
  readonly quantity: number;
}

/** The price details of spec section 3 ("Checkout session"), in integer minor units. */
export interface PriceBreakdown {
  readonly lines: PriceLine[];
  readonly extras: number;
  readonly fees: number;
  readonly rentalGross: number;
  readonly promoCodeAmount: number;
  readonly insurances: number;
  readonly total: number;
  readonly online: number;
  readonly harborAmount: number;
  readonly discountAmount: number;
  readonly discountPercentage: number;
  readonly balancePaymentAmount: number;
  readonly checkoutPaymentAmount: number;
  readonly downPaymentAmount: number;
  readonly activityPrice: number;
  readonly activityFuelPrice: number;
  readonly activitySkipperPrice: number;
  readonly activityIsAllInclusive: boolean;
  readonly activityIsSkipperPaidAtHarbor: boolean;
}

/** The price of a day after the boat's discount, rounded half up to the cent (the search shows the same). */
export const effectivePricePerDay = (pricePerDay: number, discountPercentage: number): number =>
  Math.floor((pricePerDay * (100 - discountPercentage) + 50) / 100);

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);
const percentOf = (amount: number, percentage: number): number => Math.round((amount * percentage) / 100);

const daysOf = (cart: Cart): number => (cart.rental.kind === 'boat' ? Math.max(1, cart.rental.dailyPrices.length) : 1);

const unitsOf = (extra: CartExtra, cart: Cart): number => {
  switch (extra.priceType) {
    case 'perBooking':
      return 1;
    case 'perDay':
      return daysOf(cart);
    case 'perPerson':
      return Math.max(1, cart.numberOfPeople);
  }
};

const isExtraCharged = (extra: CartExtra): boolean => (extra.isMandatory || extra.selected) && !extra.isIncluded;
const isRentalTypeCharged = (rt: CartRentalType): boolean => (rt.wantedQuantity === 1 || rt.isMandatory) && !rt.isIncluded;

/**
 * Prices a cart (guide section 6: computed on the server, explained by the client). Every amount is an integer; lines
 * add up to the total; online + harbour = total; down payment + balance = online when a down payment is chosen.
 */
export const computePrice = (cart: Cart): PriceBreakdown => {
  const lines: PriceLine[] = [];
  const days = daysOf(cart);
  let rentalGross = 0;
  let rentalNet = 0;
  let discountAmount = 0;
  let discountPercentage = 0;
  let activityPrice = 0;
  let activityFuelPrice = 0;
  let activitySkipperPrice = 0;
  let activityOnline = 0;
  let activityHarbour = 0;
  const rental = cart.rental;
  if (rental.kind === 'boat') {
    discountPercentage = Math.min(100, Math.max(0, rental.discountPercentage));
    rentalGross = rental.dailyPrices.reduce((sum, p) => sum + nonNegative(p), 0);
    rentalNet = rental.dailyPrices.reduce((sum, p) => sum + effectivePricePerDay(nonNegative(p), discountPercentage), 0);
    discountAmount = rentalGross - rentalNet;
    lines.push({ kind: 'rental', label: '', amount: rentalGross, payAt: 'online', quantity: days });
    if (discountAmount > 0) lines.push({ kind: 'discount', label: '', amount: -discountAmount, payAt: 'online', quantity: 1 });
  } else {
    const people = Math.max(1, rental.numberOfPeople);
    activityPrice = nonNegative(rental.pricePerPerson) * people;
    rentalGross = activityPrice;
    rentalNet = activityPrice;
    lines.push({ kind: 'activity', label: '', amount: activityPrice, payAt: 'online', quantity: people });
    activityFuelPrice = rental.isAllInclusive ? 0 : nonNegative(rental.fuelPrice);
    activitySkipperPrice = nonNegative(rental.skipperPrice);
    activityOnline += activityFuelPrice;
    if (activityFuelPrice > 0) lines.push({ kind: 'activityFuel', label: '', amount: activityFuelPrice, payAt: 'online', quantity: 1 });
    if (activitySkipperPrice > 0) {
      const atHarbour = rental.isSkipperPaidAtHarbor;
      if (atHarbour) activityHarbour += activitySkipperPrice;
      else activityOnline += activitySkipperPrice;
      lines.push({ kind: 'activitySkipper', label: '', amount: activitySkipperPrice, payAt: atHarbour ? 'harbour' : 'online', quantity: 1 });
    }
  }

  let onlineExtras = 0;
  let harbourExtras = 0;
  const rt = cart.rentalType;
  if (rt && isRentalTypeCharged(rt)) {
    const quantity = rt.priceByDay ? days : 1;
    const amount = nonNegative(rt.price) * quantity;
    if (rt.isPayInHarbour) harbourExtras += amount;
    else onlineExtras += amount;
    lines.push({ kind: 'rentalType', label: rt.name, amount, payAt: rt.isPayInHarbour ? 'harbour' : 'online', quantity });
  }
  for (const extra of cart.extras) {
    if (!isExtraCharged(extra)) continue;
    const quantity = unitsOf(extra, cart);
    const amount = nonNegative(extra.price) * quantity;
    if (extra.isPayInHarbour) harbourExtras += amount;
    else onlineExtras += amount;
    lines.push({ kind: 'extra', label: extra.name, amount, payAt: extra.isPayInHarbour ? 'harbour' : 'online', quantity });
  }

  let insurances = 0;
  for (const insurance of cart.insurances) {
    if (!insurance.available || !insurance.selected) continue;
    const amount = nonNegative(insurance.price);
    insurances += amount;
    lines.push({ kind: 'insurance', label: insurance.name, amount, payAt: 'online', quantity: 1 });
  }

  // A promo code applies to the rental after the owner's discount, never more than it.
  const promo = cart.promoCode;
  let promoCodeAmount = 0;
  if (promo?.kind === 'percentage') promoCodeAmount = percentOf(rentalNet, Math.min(100, Math.max(0, promo.percentage)));
  else if (promo?.kind === 'amount' && rentalNet >= promo.minimumAmount) promoCodeAmount = nonNegative(promo.amount);
  promoCodeAmount = Math.min(promoCodeAmount, rentalNet);
  if (promoCodeAmount > 0) lines.push({ kind: 'promoCode', label: promo?.code ?? '', amount: -promoCodeAmount, payAt: 'online', quantity: 1 });

  const feeBase = rentalNet - promoCodeAmount + onlineExtras + activityOnline;
  const fees = percentOf(feeBase, Math.max(0, cart.serviceFeePercentage));
  if (fees > 0) lines.push({ kind: 'fees', label: '', amount: fees, payAt: 'online', quantity: 1 });

  const online = feeBase + insurances + fees;
  const harborAmount = harbourExtras + activityHarbour;
  const total = online + harborAmount;
  const downPaymentPercentage = Math.min(99, Math.max(1, cart.downPaymentPercentage));
  const downPaymentAmount = cart.downPaymentSelected ? percentOf(online, downPaymentPercentage) : 0;
  const balancePaymentAmount = cart.downPaymentSelected ? online - downPaymentAmount : 0;
  return {
    lines,
    extras: onlineExtras,
    fees,
    rentalGross,
    promoCodeAmount,
    insurances,
    total,
    online,
    harborAmount,
    discountAmount,
    discountPercentage,
    balancePaymentAmount,
    checkoutPaymentAmount: cart.downPaymentSelected ? downPaymentAmount : online,
    downPaymentAmount,
    activityPrice,
    activityFuelPrice,
    activitySkipperPrice,
    activityIsAllInclusive: rental.kind === 'activity' && rental.isAllInclusive,
    activityIsSkipperPaidAtHarbor: rental.kind === 'activity' && rental.isSkipperPaidAtHarbor,
  };
};

/** When the balance is charged: the policy's balance days before the start (spec section 3, balancePaymentDays). */
export const balancePaymentDate = (startDate: IsoDate, balancePaymentDays: number): IsoDate => addDays(startDate, -Math.max(0, balancePaymentDays));

/** A down payment is offered only when the balance would fall due after today. */
export const isEligibleForDownPayment = (today: IsoDate, startDate: IsoDate, balancePaymentDays: number): boolean =>
  daysBetween(today, balancePaymentDate(startDate, balancePaymentDays)) >= 1;

const convert = (amountMinorEur: number, currency: CurrencyRate): number =>
  Math.round((amountMinorEur / 100) * currency.rate * 10 ** (currency.minorUnits ?? 2));

/**
 * The breakdown in the tenant's currency, for display (what is charged stays in EUR). Each side (online, harbour) is
 * converted as a running total and each line is the step between two converted running totals, so a side's sum is its
 * EUR amount converted once (never below zero, even when a promo code covers the whole rental) and every line keeps
 * its sign; every sum is then derived from the converted lines, so no cent is created or lost by rounding: lines add
 * up to the total, online + harbour = total, down payment + balance = online.
 */
export const convertPriceBreakdown = (b: PriceBreakdown, currency: CurrencyRate): PriceBreakdown => {
  if (currency.rate === 1 && (currency.minorUnits ?? 2) === 2) return b;
  const running = { online: 0, harbour: 0 };
  const lines = b.lines.map((line) => {
    const before = running[line.payAt];
    running[line.payAt] += line.amount;
    return { ...line, amount: convert(running[line.payAt], currency) - convert(before, currency) };
  });
  const sum = (predicate: (line: PriceLine) => boolean) => lines.filter(predicate).reduce((s, l) => s + l.amount, 0);
  const online = sum((l) => l.payAt === 'online');
  const harborAmount = sum((l) => l.payAt === 'harbour');
  const amountOf = (kind: PriceLineKind) => sum((l) => l.kind === kind);
  const hasDown = b.downPaymentAmount > 0 || b.balancePaymentAmount > 0;
  const downPaymentAmount = hasDown ? Math.min(online, convert(b.downPaymentAmount, currency)) : 0;
  const balancePaymentAmount = hasDown ? online - downPaymentAmount : 0;
  return {
    ...b,
    lines,
    extras: sum((l) => (l.kind === 'extra' || l.kind === 'rentalType') && l.payAt === 'online'),
    fees: amountOf('fees'),
    rentalGross: convert(b.rentalGross, currency),
    // 0 − sum, not −sum: with no such line −0 would show as "−€0.00".
    promoCodeAmount: 0 - amountOf('promoCode'),
    insurances: amountOf('insurance'),
    total: online + harborAmount,
    online,
    harborAmount,
    discountAmount: 0 - amountOf('discount'),
    downPaymentAmount,
    balancePaymentAmount,
    checkoutPaymentAmount: hasDown ? downPaymentAmount : online,
    activityPrice: convert(b.activityPrice, currency),
    activityFuelPrice: convert(b.activityFuelPrice, currency),
    activitySkipperPrice: convert(b.activitySkipperPrice, currency),
  };
};
