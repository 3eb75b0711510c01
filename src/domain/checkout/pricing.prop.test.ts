import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCart, arbCurrencyRate, arbUniformBoatCart } from '../../../tests/arbitraries/checkout';
import { computePrice, convertPriceBreakdown, effectivePricePerDay, type PriceBreakdown, type PriceLine } from './pricing';

const AMOUNT_FIELDS = [
  'extras',
  'fees',
  'rentalGross',
  'promoCodeAmount',
  'insurances',
  'total',
  'online',
  'harborAmount',
  'discountAmount',
  'balancePaymentAmount',
  'checkoutPaymentAmount',
  'downPaymentAmount',
  'activityPrice',
  'activityFuelPrice',
  'activitySkipperPrice',
] as const satisfies readonly (keyof PriceBreakdown)[];

const NEGATIVE_KINDS: readonly PriceLine['kind'][] = ['discount', 'promoCode'];

const sumOf = (lines: readonly PriceLine[], where: (line: PriceLine) => boolean = () => true) =>
  lines.filter(where).reduce((sum, line) => sum + line.amount, 0);

/** The rental after the owner's discount: what a promo code applies to. */
const rentalNetOf = (b: PriceBreakdown) => b.rentalGross - b.discountAmount;

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

/**
 * The invariants every breakdown holds, priced in EUR or converted for display, as a list of what is wrong (one
 * assertion per case keeps a thousand runs fast).
 */
const violations = (b: PriceBreakdown): string[] => {
  const wrong: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) wrong.push(what);
  };
  check(sumOf(b.lines) === b.total, 'lines add up to the total');
  check(sumOf(b.lines, (l) => l.payAt === 'online') === b.online, 'online lines add up to online');
  check(sumOf(b.lines, (l) => l.payAt === 'harbour') === b.harborAmount, 'harbour lines add up to harborAmount');
  check(b.online + b.harborAmount === b.total, 'online + harbour = total');
  if (b.downPaymentAmount > 0 || b.balancePaymentAmount > 0) {
    check(b.downPaymentAmount + b.balancePaymentAmount === b.online, 'down + balance = online');
    check(b.checkoutPaymentAmount === b.downPaymentAmount, 'the down payment is paid now');
  } else {
    check(b.checkoutPaymentAmount === b.online, 'everything online is paid now');
  }
  for (const field of AMOUNT_FIELDS) {
    check(Number.isInteger(b[field]), `${field} is an integer`);
    check(b[field] >= 0 && !Object.is(b[field], -0), `${field} (${b[field]}) is not negative (nor -0)`);
  }
  b.lines.forEach((line, i) => {
    check(Number.isInteger(line.amount) && !Object.is(line.amount, -0), `line ${i} amount is an integer`);
    check(Number.isInteger(line.quantity) && line.quantity >= 1, `line ${i} quantity is a positive integer`);
    check(NEGATIVE_KINDS.includes(line.kind) ? line.amount <= 0 : line.amount >= 0, `line ${i} (${line.kind}) keeps its sign`);
  });
  return wrong;
};

describe('computePrice properties', { timeout: 20_000 }, () => {
  it('online + harbour = total, and the lines add up to the total with no cent created or lost', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const b = computePrice(cart);
        expect(b.online + b.harborAmount).toBe(b.total);
        expect(sumOf(b.lines)).toBe(b.total);
        expect(sumOf(b.lines, (l) => l.payAt === 'online')).toBe(b.online);
        expect(sumOf(b.lines, (l) => l.payAt === 'harbour')).toBe(b.harborAmount);
      }),
      { numRuns: 1_000 },
    );
  });

  it('down payment + balance = online when a down payment is chosen, both 0 otherwise; what is paid now follows', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const b = computePrice(cart);
        if (cart.downPaymentSelected) {
          expect(b.downPaymentAmount + b.balancePaymentAmount).toBe(b.online);
          expect(b.checkoutPaymentAmount).toBe(b.downPaymentAmount);
          // The down payment is the chosen share of the online amount, to the nearest cent.
          expect(Math.abs(b.downPaymentAmount - (b.online * cart.downPaymentPercentage) / 100)).toBeLessThanOrEqual(0.5);
        } else {
          expect(b.downPaymentAmount).toBe(0);
          expect(b.balancePaymentAmount).toBe(0);
          expect(b.checkoutPaymentAmount).toBe(b.online);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('every amount is a non-negative integer, only discount and promo code lines are negative', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        expect(violations(computePrice(cart))).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });

  it('a promo code never makes a total negative and never exceeds the rental after discount', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const b = computePrice(cart);
        expect(b.promoCodeAmount).toBeLessThanOrEqual(rentalNetOf(b));
        expect(b.total).toBeGreaterThanOrEqual(0);
        expect(b.online).toBeGreaterThanOrEqual(0);
        const promoLines = b.lines.filter((l) => l.kind === 'promoCode');
        expect(promoLines.length).toBe(b.promoCodeAmount > 0 ? 1 : 0);
        expect(0 - sumOf(promoLines)).toBe(b.promoCodeAmount);
        if (cart.promoCode === null) expect(b.promoCodeAmount).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('a promo code takes off at most its own value, and removing it never lowers the total', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const withPromo = computePrice(cart);
        const without = computePrice({ ...cart, promoCode: null });
        expect(without.total).toBeGreaterThanOrEqual(withPromo.total);
        const promo = cart.promoCode;
        if (promo?.kind === 'amount') expect(withPromo.promoCodeAmount).toBeLessThanOrEqual(promo.amount);
        if (promo?.kind === 'amount' && rentalNetOf(without) < promo.minimumAmount) expect(withPromo.promoCodeAmount).toBe(0);
      }),
    );
  });

  it('the discount line is the difference between the gross and the discounted rental', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const b = computePrice(cart);
        expect(0 - sumOf(b.lines, (l) => l.kind === 'discount')).toBe(b.discountAmount);
        expect(b.lines.filter((l) => l.kind === 'discount').length).toBe(b.discountAmount > 0 ? 1 : 0);
        expect(b.discountAmount).toBeLessThanOrEqual(b.rentalGross);
        if (cart.rental.kind === 'activity' || cart.rental.discountPercentage === 0) expect(b.discountAmount).toBe(0);
      }),
    );
  });

  it('the service fee is its share of the online rental and extras, never of insurances or harbour amounts', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const b = computePrice(cart);
        expect(b.fees).toBe(Math.round(((b.online - b.insurances - b.fees) * cart.serviceFeePercentage) / 100));
        const noInsurance = computePrice({ ...cart, insurances: cart.insurances.map((i) => ({ ...i, selected: false })) });
        expect(noInsurance.fees).toBe(b.fees);
        expect(b.online - noInsurance.online).toBe(b.insurances);
        const noHarbour = computePrice({ ...cart, extras: cart.extras.filter((e) => !e.isPayInHarbour) });
        expect(noHarbour.fees).toBe(b.fees);
        expect(noHarbour.online).toBe(b.online);
      }),
    );
  });

  it('insurances count only when available and selected', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const expected = cart.insurances.filter((i) => i.available && i.selected).reduce((s, i) => s + i.price, 0);
        expect(computePrice(cart).insurances).toBe(expected);
      }),
    );
  });

  it('extras neither mandatory nor selected, and included extras, change nothing', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const charged = cart.extras.filter((e) => (e.isMandatory || e.selected) && !e.isIncluded);
        expect(computePrice({ ...cart, extras: charged })).toEqual(computePrice(cart));
      }),
    );
  });

  it('adding a charged extra never lowers any amount paid', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const before = computePrice({ ...cart, extras: cart.extras.slice(1) });
        const after = computePrice(cart);
        expect(after.total).toBeGreaterThanOrEqual(before.total);
        expect(after.online).toBeGreaterThanOrEqual(before.online);
        expect(after.harborAmount).toBeGreaterThanOrEqual(before.harborAmount);
      }),
    );
  });

  it('choosing a down payment changes only the split of the online amount', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const { downPaymentAmount: _d1, balancePaymentAmount: _b1, checkoutPaymentAmount: _c1, ...down } = computePrice({ ...cart, downPaymentSelected: true });
        const { downPaymentAmount: _d2, balancePaymentAmount: _b2, checkoutPaymentAmount: _c2, ...full } = computePrice({ ...cart, downPaymentSelected: false });
        expect(down).toEqual(full);
      }),
    );
  });

  it('is deterministic and leaves the cart untouched', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const copy = structuredClone(cart);
        const first = computePrice(deepFreeze(cart));
        expect(computePrice(copy)).toEqual(first);
        expect(computePrice(cart)).toEqual(first);
        expect(copy).toEqual(cart);
      }),
    );
  });

  it('rental gross − discount = days × price per day after discount when all days cost the same (the search total)', () => {
    fc.assert(
      fc.property(arbUniformBoatCart, (cart) => {
        if (cart.rental.kind !== 'boat') throw new Error('a boat cart');
        const days = cart.rental.dailyPrices.length;
        const [pricePerDay = 0] = cart.rental.dailyPrices;
        const b = computePrice(cart);
        expect(b.rentalGross).toBe(days * pricePerDay);
        expect(b.rentalGross - b.discountAmount).toBe(days * effectivePricePerDay(pricePerDay, cart.rental.discountPercentage));
      }),
    );
  });

  it('per-day extras and a per-day skipper are charged for every rented day, per-person ones for every person', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const b = computePrice(cart);
        const days = cart.rental.kind === 'boat' ? cart.rental.dailyPrices.length : 1;
        const extraLines = b.lines.filter((l) => l.kind === 'extra');
        const charged = cart.extras.filter((e) => (e.isMandatory || e.selected) && !e.isIncluded);
        expect(extraLines.length).toBe(charged.length);
        charged.forEach((extra, i) => {
          const quantity = extra.priceType === 'perDay' ? days : extra.priceType === 'perPerson' ? cart.numberOfPeople : 1;
          expect(extraLines[i]).toMatchObject({ label: extra.name, quantity, amount: extra.price * quantity });
          expect(extraLines[i]?.payAt).toBe(extra.isPayInHarbour ? 'harbour' : 'online');
        });
        const rt = cart.rentalType;
        const rtLine = b.lines.find((l) => l.kind === 'rentalType');
        if (rt && (rt.wantedQuantity === 1 || rt.isMandatory) && !rt.isIncluded) {
          expect(rtLine).toMatchObject({ quantity: rt.priceByDay ? days : 1, amount: rt.price * (rt.priceByDay ? days : 1) });
        } else {
          expect(rtLine).toBeUndefined();
        }
      }),
    );
  });
});

const currencyCases = fc.tuple(arbCart, arbCurrencyRate);

describe('convertPriceBreakdown properties', { timeout: 20_000 }, () => {
  it('keeps lines = total, online + harbour = total, down + balance = online, and integers, for any rate', () => {
    fc.assert(
      fc.property(currencyCases, ([cart, currency]) => {
        const b = computePrice(cart);
        const converted = convertPriceBreakdown(b, currency);
        expect(sumOf(converted.lines)).toBe(converted.total);
        expect(converted.online + converted.harborAmount).toBe(converted.total);
        if (cart.downPaymentSelected && b.online > 0) {
          expect(converted.downPaymentAmount + converted.balancePaymentAmount).toBe(converted.online);
          expect(converted.checkoutPaymentAmount).toBe(converted.downPaymentAmount);
        } else if (!cart.downPaymentSelected) {
          expect(converted.downPaymentAmount).toBe(0);
          expect(converted.balancePaymentAmount).toBe(0);
          expect(converted.checkoutPaymentAmount).toBe(converted.online);
        }
        for (const field of AMOUNT_FIELDS) expect(Number.isInteger(converted[field]), field).toBe(true);
        converted.lines.forEach((line) => expect(Number.isInteger(line.amount)).toBe(true));
      }),
      { numRuns: 1_000 },
    );
  });

  it('shows no negative amount (nor -0) and keeps every line on its side of zero, for any rate', () => {
    fc.assert(
      fc.property(currencyCases, ([cart, currency]) => {
        expect(violations(convertPriceBreakdown(computePrice(cart), currency))).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the lines, their kinds, labels, quantities and where they are paid, and the flags', () => {
    fc.assert(
      fc.property(currencyCases, ([cart, currency]) => {
        const b = computePrice(cart);
        const converted = convertPriceBreakdown(b, currency);
        const shape = (l: PriceLine) => [l.kind, l.label, l.payAt, l.quantity];
        expect(converted.lines.map(shape)).toEqual(b.lines.map(shape));
        expect(converted.discountPercentage).toBe(b.discountPercentage);
        expect(converted.activityIsAllInclusive).toBe(b.activityIsAllInclusive);
        expect(converted.activityIsSkipperPaidAtHarbor).toBe(b.activityIsSkipperPaidAtHarbor);
      }),
    );
  });

  it('an exact rescaling (k units with 2 decimals per EUR) multiplies every amount by k', () => {
    fc.assert(
      fc.property(arbCart, fc.integer({ min: 1, max: 1_000 }), (cart, k) => {
        const b = computePrice(cart);
        const converted = convertPriceBreakdown(b, { code: 'XTS', rate: k, symbol: '¤', minorUnits: 2 });
        for (const field of AMOUNT_FIELDS) expect(converted[field], field).toBe(b[field] * k);
        expect(converted.lines.map((l) => l.amount)).toEqual(b.lines.map((l) => l.amount * k));
      }),
    );
  });

  it('is deterministic and leaves the breakdown untouched', () => {
    fc.assert(
      fc.property(currencyCases, ([cart, currency]) => {
        const b = deepFreeze(computePrice(cart));
        expect(convertPriceBreakdown(b, currency)).toEqual(convertPriceBreakdown(structuredClone(b), currency));
      }),
    );
  });
});
