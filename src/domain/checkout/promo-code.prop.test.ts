import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateArb } from '../../../tests/arbitraries/search';
import { arbCents } from '../../../tests/arbitraries/checkout';
import { compareIsoDates } from '../search/iso-date';
import { checkPromoCode, normalisePromoCode, type PromoCodeDefinition } from './promo-code';

const arbCodeText = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_ \t'), maxLength: 20 });

const arbDefinition: fc.Arbitrary<PromoCodeDefinition> = fc.record({
  code: arbCodeText.map(normalisePromoCode),
  kind: fc.constantFrom('percentage' as const, 'amount' as const),
  percentage: fc.integer({ min: 0, max: 100 }),
  amount: arbCents(),
  minimumAmount: arbCents(),
  validFrom: fc.option(isoDateArb('2024-01-01', '2026-12-31'), { nil: null }),
  validUntil: fc.option(isoDateArb('2024-01-01', '2026-12-31'), { nil: null }),
});

describe('promo code properties', () => {
  it('normalising is idempotent and gives no surrounding space and no lower case', () => {
    fc.assert(
      fc.property(fc.oneof(arbCodeText, fc.string()), (input) => {
        const once = normalisePromoCode(input);
        expect(normalisePromoCode(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).toBe(once.toUpperCase());
        expect(normalisePromoCode(input.toLowerCase())).toBe(once);
      }),
    );
  });

  it('a known code is refused as expired exactly when today lies outside its inclusive window', () => {
    fc.assert(
      fc.property(arbDefinition, isoDateArb('2023-06-01', '2027-06-30'), arbCents(), (def, today, rentalNet) => {
        const inWindow =
          (def.validFrom === null || compareIsoDates(def.validFrom, today) <= 0) &&
          (def.validUntil === null || compareIsoDates(today, def.validUntil) <= 0);
        const check = checkPromoCode(def, today, rentalNet);
        expect(!check.ok && check.error === 'promo_code_expired').toBe(!inWindow);
      }),
    );
  });

  it('within its window, a percentage code applies, an amount code applies exactly when the minimum is reached', () => {
    fc.assert(
      fc.property(arbDefinition, isoDateArb('2023-06-01', '2027-06-30'), arbCents(), (def, today, rentalNet) => {
        const open = { ...def, validFrom: null, validUntil: null };
        const check = checkPromoCode(open, today, rentalNet);
        const applies = def.kind === 'percentage' || rentalNet >= def.minimumAmount;
        expect(check.ok).toBe(applies);
        if (!check.ok) expect(check.error).toBe('promo_code_minimum_not_reached');
        else {
          expect(check.rule.code).toBe(def.code);
          expect(check.rule.kind).toBe(def.kind);
          if (check.rule.kind === 'percentage') expect(check.rule.percentage).toBe(def.percentage);
          else expect(check.rule).toEqual({ kind: 'amount', code: def.code, amount: def.amount, minimumAmount: def.minimumAmount });
        }
      }),
    );
  });

  it('an unknown code is always refused as unknown', () => {
    fc.assert(
      fc.property(isoDateArb(), arbCents(), (today, rentalNet) => {
        expect(checkPromoCode(undefined, today, rentalNet)).toEqual({ ok: false, error: 'promo_code_unknown' });
      }),
    );
  });
});
