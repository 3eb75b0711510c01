import { describe, expect, it } from 'vitest';
import type { ActivityBooking, Cart, CartExtra, CartInsurance, CartRentalType } from './cart';
import {
  DOWN_PAYMENT_PERCENTAGE,
  SERVICE_FEE_PERCENTAGE,
  balancePaymentDate,
  computePrice,
  convertPriceBreakdown,
  effectivePricePerDay,
  isEligibleForDownPayment,
  type PriceLine,
} from './pricing';
import { DEFAULT_CURRENCY, type CurrencyRate } from '../currency/money';

const extra = (overrides: Partial<CartExtra> & Pick<CartExtra, 'name' | 'priceType' | 'price'>): CartExtra => ({
  polymorphExtraId: overrides.name.toLowerCase(),
  isMandatory: false,
  isIncluded: false,
  isPayInHarbour: false,
  selected: false,
  ...overrides,
});

const insurances = (selected: Partial<Record<CartInsurance['name'], number>> = {}): CartInsurance[] => [
  { name: 'cabWeather', available: true, selected: 'cabWeather' in selected, price: selected.cabWeather ?? 2_000 },
  { name: 'damageWaiver', available: true, selected: 'damageWaiver' in selected, price: selected.damageWaiver ?? 3_000 },
  { name: 'assistanceInsurance', available: true, selected: 'assistanceInsurance' in selected, price: selected.assistanceInsurance ?? 2_500 },
  { name: 'multiriskInsurance', available: true, selected: 'multiriskInsurance' in selected, price: selected.multiriskInsurance ?? 4_500 },
];

const skipper: CartRentalType = {
  polymorphExtraId: 'skipper',
  name: 'Skipper',
  crewNumber: 1,
  isIncluded: false,
  isMandatory: false,
  licenceRequired: true,
  price: 15_000,
  priceByDay: true,
  isPayInHarbour: false,
  wantedQuantity: 1,
};

/**
 * 3 days at 200 € with 10 % off, for 4 people: a paddle board at 15 €/day, towels at 5 €/person paid at the harbour,
 * mandatory cleaning at 50 €, an unselected kayak, included fuel, a skipper at 150 €/day, multirisk at 45 €, WELCOME10
 * (10 %), a 30 % down payment and the 8 % service fee.
 */
const boatCart: Cart = {
  rental: { kind: 'boat', dailyPrices: [20_000, 20_000, 20_000], discountPercentage: 10 },
  numberOfPeople: 4,
  extras: [
    extra({ name: 'Paddle board', priceType: 'perDay', price: 1_500, selected: true }),
    extra({ name: 'Towels', priceType: 'perPerson', price: 500, selected: true, isPayInHarbour: true }),
    extra({ name: 'Cleaning', priceType: 'perBooking', price: 5_000, isMandatory: true }),
    extra({ name: 'Kayak', priceType: 'perDay', price: 2_000 }),
    extra({ name: 'Fuel', priceType: 'perBooking', price: 9_000, isMandatory: true, isIncluded: true, selected: true }),
  ],
  rentalType: skipper,
  insurances: insurances({ multiriskInsurance: 4_500 }),
  promoCode: { kind: 'percentage', code: 'WELCOME10', percentage: 10 },
  serviceFeePercentage: SERVICE_FEE_PERCENTAGE,
  downPaymentPercentage: DOWN_PAYMENT_PERCENTAGE,
  downPaymentSelected: true,
};

const activity = (overrides: Partial<ActivityBooking> = {}): ActivityBooking => ({
  kind: 'activity',
  pricePerPerson: 4_000,
  numberOfPeople: 3,
  fuelPrice: 2_500,
  skipperPrice: 6_000,
  isAllInclusive: false,
  isSkipperPaidAtHarbor: true,
  ...overrides,
});

const activityCart = (overrides: Partial<ActivityBooking> = {}, cart: Partial<Cart> = {}): Cart => ({
  rental: activity(overrides),
  numberOfPeople: 3,
  extras: [extra({ name: 'Snack', priceType: 'perPerson', price: 500, selected: true })],
  rentalType: null,
  insurances: insurances(),
  promoCode: null,
  serviceFeePercentage: SERVICE_FEE_PERCENTAGE,
  downPaymentPercentage: DOWN_PAYMENT_PERCENTAGE,
  downPaymentSelected: false,
  ...cart,
});

const sumOf = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

describe('effectivePricePerDay', () => {
  it('takes the discount off and rounds half up to the cent', () => {
    expect(effectivePricePerDay(20_000, 10)).toBe(18_000);
    expect(effectivePricePerDay(25_000, 0)).toBe(25_000);
    expect(effectivePricePerDay(333, 10)).toBe(300); // 299.7
    expect(effectivePricePerDay(25, 50)).toBe(13); // 12.5 rounds up
    expect(effectivePricePerDay(101, 50)).toBe(51); // 50.5 rounds up
    expect(effectivePricePerDay(149, 1)).toBe(148); // 147.51
    expect(effectivePricePerDay(100, 100)).toBe(0);
    expect(effectivePricePerDay(0, 30)).toBe(0);
  });
});

describe('computePrice: a boat, worked by hand', () => {
  const price = computePrice(boatCart);

  it('prices the rental, the discount and the promo code on the discounted rental', () => {
    expect(price.rentalGross).toBe(60_000); // 3 × 200 €
    expect(price.discountPercentage).toBe(10);
    expect(price.discountAmount).toBe(6_000); // 3 × 20 €
    expect(price.promoCodeAmount).toBe(5_400); // 10 % of 540 €
  });

  it('charges the skipper per day and extras by their price type, never unselected or included ones', () => {
    // Skipper 3 × 150 € + paddle board 3 × 15 € + cleaning 50 € (mandatory); towels are paid at the harbour.
    expect(price.extras).toBe(45_000 + 4_500 + 5_000);
    expect(price.harborAmount).toBe(2_000); // 4 people × 5 €
    expect(price.lines.filter((l) => l.kind === 'extra').map((l) => l.label)).toEqual(['Paddle board', 'Towels', 'Cleaning']);
  });

  it('adds insurances without fees, and 8 % of the rest paid online', () => {
    expect(price.insurances).toBe(4_500);
    // Fee base: 540 − 54 + 450 + 45 + 50 = 1,031 €; 8 % = 82.48 €.
    expect(price.fees).toBe(8_248);
    expect(price.online).toBe(103_100 + 4_500 + 8_248);
    expect(price.total).toBe(115_848 + 2_000);
  });

  it('splits what is paid online into a 30 % down payment and the balance', () => {
    expect(price.downPaymentAmount).toBe(34_754); // 30 % of 1,158.48 € = 347.544 €
    expect(price.balancePaymentAmount).toBe(81_094);
    expect(price.checkoutPaymentAmount).toBe(34_754);
  });

  it('lists every line once, in order, with where it is paid and its quantity', () => {
    expect(price.lines).toEqual<PriceLine[]>([
      { kind: 'rental', label: '', amount: 60_000, payAt: 'online', quantity: 3 },
      { kind: 'discount', label: '', amount: -6_000, payAt: 'online', quantity: 1 },
      { kind: 'rentalType', label: 'Skipper', amount: 45_000, payAt: 'online', quantity: 3 },
      { kind: 'extra', label: 'Paddle board', amount: 4_500, payAt: 'online', quantity: 3 },
      { kind: 'extra', label: 'Towels', amount: 2_000, payAt: 'harbour', quantity: 4 },
      { kind: 'extra', label: 'Cleaning', amount: 5_000, payAt: 'online', quantity: 1 },
      { kind: 'insurance', label: 'multiriskInsurance', amount: 4_500, payAt: 'online', quantity: 1 },
      { kind: 'promoCode', label: 'WELCOME10', amount: -5_400, payAt: 'online', quantity: 1 },
      { kind: 'fees', label: '', amount: 8_248, payAt: 'online', quantity: 1 },
    ]);
    expect(sumOf(price.lines)).toBe(price.total);
  });

  it('has no activity amounts for a boat', () => {
    expect(price.activityPrice).toBe(0);
    expect(price.activityFuelPrice).toBe(0);
    expect(price.activitySkipperPrice).toBe(0);
    expect(price.activityIsAllInclusive).toBe(false);
    expect(price.activityIsSkipperPaidAtHarbor).toBe(false);
  });

  it('full payment: everything online is paid now, no balance', () => {
    const full = computePrice({ ...boatCart, downPaymentSelected: false });
    expect(full.downPaymentAmount).toBe(0);
    expect(full.balancePaymentAmount).toBe(0);
    expect(full.checkoutPaymentAmount).toBe(115_848);
    expect(full.total).toBe(price.total);
  });

  it('a skipper paid at the harbour moves to the harbour amount and out of the fee base', () => {
    const atHarbour = computePrice({ ...boatCart, rentalType: { ...skipper, isPayInHarbour: true } });
    expect(atHarbour.harborAmount).toBe(2_000 + 45_000);
    expect(atHarbour.extras).toBe(9_500);
    expect(atHarbour.fees).toBe(4_648); // 8 % of 581 €
  });

  it('a skipper per booking, an included one, one not wanted and a mandatory one', () => {
    expect(computePrice({ ...boatCart, rentalType: { ...skipper, priceByDay: false } }).extras).toBe(15_000 + 9_500);
    expect(computePrice({ ...boatCart, rentalType: { ...skipper, isIncluded: true } }).extras).toBe(9_500);
    expect(computePrice({ ...boatCart, rentalType: { ...skipper, wantedQuantity: 0 } }).extras).toBe(9_500);
    expect(computePrice({ ...boatCart, rentalType: { ...skipper, wantedQuantity: 0, isMandatory: true } }).extras).toBe(54_500);
    expect(computePrice({ ...boatCart, rentalType: null }).lines.some((l) => l.kind === 'rentalType')).toBe(false);
  });

  it('prices each day at its own (seasonal) price', () => {
    const seasonal = computePrice({ ...boatCart, rental: { kind: 'boat', dailyPrices: [10_000, 20_000, 333], discountPercentage: 10 } });
    expect(seasonal.rentalGross).toBe(30_333);
    expect(seasonal.discountAmount).toBe(1_000 + 2_000 + 33); // 333 → 300 after 10 %
  });

  it('no discount line without a discount', () => {
    const noDiscount = computePrice({ ...boatCart, rental: { kind: 'boat', dailyPrices: [20_000], discountPercentage: 0 } });
    expect(noDiscount.discountAmount).toBe(0);
    expect(noDiscount.lines.some((l) => l.kind === 'discount')).toBe(false);
  });

  it('an amount promo applies once the discounted rental reaches its minimum, and never exceeds the rental', () => {
    const withPromo = (amount: number, minimumAmount: number) =>
      computePrice({ ...boatCart, promoCode: { kind: 'amount', code: 'MINUS50', amount, minimumAmount } }).promoCodeAmount;
    expect(withPromo(5_000, 54_000)).toBe(5_000); // 540 € reaches 540 €
    expect(withPromo(5_000, 54_001)).toBe(0);
    expect(withPromo(100_000, 0)).toBe(54_000);
    expect(computePrice({ ...boatCart, promoCode: { kind: 'percentage', code: 'ALL', percentage: 100 } }).promoCodeAmount).toBe(54_000);
    expect(computePrice({ ...boatCart, promoCode: null }).lines.some((l) => l.kind === 'promoCode')).toBe(false);
  });

  it('insurances count only when available and selected', () => {
    const cart: Cart = {
      ...boatCart,
      insurances: [
        { name: 'cabWeather', available: false, selected: true, price: 2_000 },
        { name: 'damageWaiver', available: true, selected: true, price: 3_000 },
        { name: 'assistanceInsurance', available: true, selected: false, price: 2_500 },
        { name: 'multiriskInsurance', available: false, selected: false, price: 4_500 },
      ],
    };
    expect(computePrice(cart).insurances).toBe(3_000);
  });
});

describe('computePrice: an activity', () => {
  it('charges per person, fuel online, the skipper at the harbour', () => {
    const price = computePrice(activityCart());
    expect(price.activityPrice).toBe(12_000); // 3 × 40 €
    expect(price.rentalGross).toBe(12_000);
    expect(price.activityFuelPrice).toBe(2_500);
    expect(price.activitySkipperPrice).toBe(6_000);
    expect(price.extras).toBe(1_500); // snack 3 × 5 €
    expect(price.fees).toBe(1_280); // 8 % of 120 + 15 + 25 €
    expect(price.online).toBe(17_280);
    expect(price.harborAmount).toBe(6_000);
    expect(price.total).toBe(23_280);
    expect(price.discountAmount).toBe(0);
    expect(price.activityIsAllInclusive).toBe(false);
    expect(price.activityIsSkipperPaidAtHarbor).toBe(true);
    expect(price.lines.map((l) => [l.kind, l.amount, l.payAt])).toEqual([
      ['activity', 12_000, 'online'],
      ['activityFuel', 2_500, 'online'],
      ['activitySkipper', 6_000, 'harbour'],
      ['extra', 1_500, 'online'],
      ['fees', 1_280, 'online'],
    ]);
  });

  it('all-inclusive: no fuel', () => {
    const price = computePrice(activityCart({ isAllInclusive: true }));
    expect(price.activityFuelPrice).toBe(0);
    expect(price.lines.some((l) => l.kind === 'activityFuel')).toBe(false);
    expect(price.fees).toBe(1_080); // 8 % of 135 €
    expect(price.online).toBe(14_580);
    expect(price.total).toBe(20_580);
    expect(price.activityIsAllInclusive).toBe(true);
  });

  it('a skipper paid online is paid now and carries the fee', () => {
    const price = computePrice(activityCart({ isSkipperPaidAtHarbor: false }));
    expect(price.harborAmount).toBe(0);
    expect(price.fees).toBe(1_760); // 8 % of 220 €
    expect(price.online).toBe(23_760);
    expect(price.total).toBe(23_760);
    expect(price.activityIsSkipperPaidAtHarbor).toBe(false);
  });

  it('a promo code applies to the activity price, a down payment to what is paid online', () => {
    const price = computePrice(
      activityCart({}, { promoCode: { kind: 'percentage', code: 'SUMMER25', percentage: 25 }, downPaymentSelected: true }),
    );
    expect(price.promoCodeAmount).toBe(3_000);
    expect(price.fees).toBe(1_040); // 8 % of 90 + 15 + 25 €
    expect(price.online).toBe(14_040);
    expect(price.downPaymentAmount).toBe(4_212);
    expect(price.balancePaymentAmount).toBe(9_828);
    expect(price.checkoutPaymentAmount).toBe(4_212);
    expect(price.total).toBe(20_040);
  });

  it('no skipper line when the skipper costs nothing', () => {
    expect(computePrice(activityCart({ skipperPrice: 0 })).lines.some((l) => l.kind === 'activitySkipper')).toBe(false);
  });
});

describe('computePrice: odd inputs', () => {
  it('treats negative, fractional and non-finite prices as the nearest sensible integer', () => {
    const price = computePrice({
      ...boatCart,
      rental: { kind: 'boat', dailyPrices: [-5_000, 100.4, Number.NaN], discountPercentage: 0 },
      extras: [extra({ name: 'Odd', priceType: 'perBooking', price: -100, selected: true })],
      rentalType: null,
      insurances: insurances({ damageWaiver: Number.POSITIVE_INFINITY }),
      promoCode: null,
    });
    expect(price.rentalGross).toBe(100);
    expect(price.extras).toBe(0);
    expect(price.insurances).toBe(0);
    expect(Number.isInteger(price.total)).toBe(true);
  });

  it('clamps the discount to 0..100 and the down payment share to 1..99', () => {
    expect(computePrice({ ...boatCart, rental: { kind: 'boat', dailyPrices: [1_000], discountPercentage: 150 } }).discountAmount).toBe(1_000);
    expect(computePrice({ ...boatCart, rental: { kind: 'boat', dailyPrices: [1_000], discountPercentage: -5 } }).discountAmount).toBe(0);
    const full = computePrice({ ...boatCart, downPaymentPercentage: 100 });
    expect(full.balancePaymentAmount).toBeGreaterThan(0);
    const none = computePrice({ ...boatCart, downPaymentPercentage: 0 });
    expect(none.downPaymentAmount).toBeGreaterThan(0);
  });
});

describe('balancePaymentDate and down payment eligibility', () => {
  it('falls the policy days before the start', () => {
    expect(balancePaymentDate('2025-07-20', 30)).toBe('2025-06-20');
    expect(balancePaymentDate('2025-03-01', 1)).toBe('2025-02-28');
    expect(balancePaymentDate('2024-03-01', 1)).toBe('2024-02-29');
    expect(balancePaymentDate('2025-01-10', 15)).toBe('2024-12-26');
    expect(balancePaymentDate('2025-07-20', 0)).toBe('2025-07-20');
    expect(balancePaymentDate('2025-07-20', -3)).toBe('2025-07-20');
  });

  it('is eligible only when the balance falls due after today', () => {
    // Balance date 2025-06-20.
    expect(isEligibleForDownPayment('2025-06-20', '2025-07-20', 30)).toBe(false); // due today
    expect(isEligibleForDownPayment('2025-06-19', '2025-07-20', 30)).toBe(true); // due tomorrow
    expect(isEligibleForDownPayment('2025-06-21', '2025-07-20', 30)).toBe(false); // already past
    expect(isEligibleForDownPayment('2024-12-31', '2025-07-20', 30)).toBe(true);
  });

  it('with no balance days the balance falls due on the first day; never eligible once the balance date has passed', () => {
    expect(isEligibleForDownPayment('2025-07-19', '2025-07-20', 0)).toBe(true);
    expect(isEligibleForDownPayment('2025-07-20', '2025-07-20', 0)).toBe(false);
    expect(isEligibleForDownPayment('2025-07-25', '2025-07-20', 30)).toBe(false);
  });
});

describe('convertPriceBreakdown', () => {
  const USD: CurrencyRate = { code: 'USD', rate: 1.08, symbol: '$', minorUnits: 2 };
  const CLP: CurrencyRate = { code: 'CLP', rate: 1020, symbol: '$', minorUnits: 0 };
  const price = computePrice(boatCart);

  it('leaves EUR as it is', () => {
    expect(convertPriceBreakdown(price, DEFAULT_CURRENCY)).toBe(price);
  });

  it('converts each line once and derives the sums from the lines', () => {
    const usd = convertPriceBreakdown(price, USD);
    expect(usd.lines.map((l) => l.amount)).toEqual([64_800, -6_480, 48_600, 4_860, 2_160, 5_400, 4_860, -5_832, 8_908]);
    expect(usd.rentalGross).toBe(64_800);
    expect(usd.discountAmount).toBe(6_480);
    expect(usd.promoCodeAmount).toBe(5_832);
    expect(usd.extras).toBe(48_600 + 4_860 + 5_400);
    expect(usd.insurances).toBe(4_860);
    expect(usd.fees).toBe(8_908);
    expect(usd.harborAmount).toBe(2_160);
    expect(usd.online).toBe(64_800 - 6_480 + 48_600 + 4_860 + 5_400 + 4_860 - 5_832 + 8_908);
    expect(usd.total).toBe(usd.online + 2_160);
    expect(usd.downPaymentAmount).toBe(37_534); // 347.54 € × 1.08 = 375.3432 $
    expect(usd.balancePaymentAmount).toBe(usd.online - 37_534);
    expect(usd.checkoutPaymentAmount).toBe(37_534);
    expect(usd.discountPercentage).toBe(10);
  });

  it('converts to a currency without decimals', () => {
    const clp = convertPriceBreakdown(computePrice({ ...boatCart, downPaymentSelected: false }), CLP);
    expect(clp.rentalGross).toBe(612_000);
    expect(clp.harborAmount).toBe(20_400);
    expect(clp.downPaymentAmount).toBe(0);
    expect(clp.balancePaymentAmount).toBe(0);
    expect(clp.checkoutPaymentAmount).toBe(clp.online);
    expect(sumOf(clp.lines)).toBe(clp.total);
  });

  it('never shows a negative total when a promo code covers the whole rental', () => {
    // 10.66 € − 1.07 € discount − 9.59 € promo = 0 €; converted line by line it was 11.51 − 1.16 − 10.36 = −0.01 $.
    const free = computePrice({
      ...boatCart,
      rental: { kind: 'boat', dailyPrices: [1_066], discountPercentage: 10 },
      extras: [],
      rentalType: null,
      insurances: insurances(),
      promoCode: { kind: 'percentage', code: 'ALL', percentage: 100 },
      downPaymentSelected: false,
    });
    expect(free.total).toBe(0);
    const usd = convertPriceBreakdown(free, USD);
    expect(usd.total).toBe(0);
    expect(usd.online).toBe(0);
    // Running totals 10.66 → 9.59 → 0 € convert to 11.51 → 10.36 → 0 $.
    expect(usd.lines.map((l) => l.amount)).toEqual([1_151, -115, -1_036]);
    expect(usd.rentalGross).toBe(1_151);
    expect(usd.discountAmount).toBe(115);
    expect(usd.promoCodeAmount).toBe(1_036);
  });

  it('shows no negative zero where there is no discount or promo code', () => {
    const plain = computePrice({ ...boatCart, rental: { kind: 'boat', dailyPrices: [20_000], discountPercentage: 0 }, promoCode: null });
    const usd = convertPriceBreakdown(plain, USD);
    expect(Object.is(usd.discountAmount, 0)).toBe(true);
    expect(Object.is(usd.promoCodeAmount, 0)).toBe(true);
  });
});
